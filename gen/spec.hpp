// SPDX-License-Identifier: MIT
// One sudokit-gen run, typed: what a command line (gen/cli.cpp) or a package's plan line says,
// parsed once, by the same parser, into the values below; a word that names nothing (a box, a
// symmetry, a probe, a shard ...) is a usage error there. The library checks the values against
// each other and the shape, and generates (run_gen_spec, gen/command.hpp); it never sees a
// command line, nor reads a value from a string.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "common/render/sheet.hpp"
#include "common/sudoku/probes.hpp"
#include "common/sudoku/shape.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "gen/batch.hpp"
#include "gen/symmetry.hpp"

namespace sudokit {

enum class DigMethod { automatic, dig, add };

struct GenSpec {
  // The options written (long names, as on the command line), defaults or not: only for
  // refusing an option that does not go with the others, by its name. Values are read from
  // the fields; an optional field is set when, and only when, its option was written.
  std::set<std::string> given;
  bool has(const std::string& option) const { return given.count(option) > 0; }

  // The run's seed: --seed, else the front end's fresh one (fresh_seed), else 1.
  std::optional<std::uint64_t> seed;
  bool fresh_seed = false;
  std::uint64_t run_seed() const { return seed.value_or(1); }
  // "seed S", and for a fresh seed how to repeat the run: the start of the run's stderr line.
  std::string seed_words() const {
    const std::string s = std::to_string(run_seed());
    return "seed " + s + (fresh_seed ? " (fresh: --seed " + s + " repeats this run)" : "");
  }

  // Sudoku puzzles.
  std::size_t count = 1;
  std::optional<Shape> box;
  VariantKind variant;                       // --variant: X, windoku, jigsaw, killer
  Symmetry symmetry = Symmetry::none;
  std::optional<int> givens, min_givens, max_givens;
  int attempts = 1000;
  std::optional<std::uint64_t> check_nodes;  // nullopt: auto (by the shape; with --hard 4000000)
  Counter counter = Counter::automatic;      // the digging checks' searcher
  bool sat = false;                          // --counter sat: clause learning
  DigMethod method = DigMethod::automatic;
  std::string format = "line";               // a generic format, or a judge named by --format
  std::optional<std::string> profile;        // a judge
  std::optional<std::string> alphabet;
  bool with_solution = false;
  int jobs = 1;                              // threads, 1 or more (--jobs 0 is one per core)
  std::optional<Shard> shard;
  bool distinct = false;                     // no two isomorphic puzzles in the run
  std::optional<LogicLevel> level;           // only puzzles of this logical level
  std::optional<std::pair<double, double>> se;  // only puzzles of this SE rating band
  // Where the products go (the front end writes them), and the sheet's format (from its name).
  std::optional<std::string> out, solutions, report, sheet;
  SheetFormat sheet_format = SheetFormat::pdf;
  bool sheet_answers = false;                // the sheet's answer pages
  bool report_times = false;                 // the report's predicted solve times (machine-dependent)
  bool force = false;
  // Variants and hard puzzles.
  std::optional<int> cases, rotated, rows, columns, pieces, ones, tries, starts;
  std::optional<std::string> mode;
  // --hard PROBES, in the order named, each once (empty with --hard alone: the default probe,
  // or only the --against programs).
  std::optional<std::vector<Probe>> hard;
  std::optional<std::uint64_t> evaluations, budget_nodes;
  std::optional<double> budget_minutes;
  bool one_climb = false;
  // Programs (--against): measured as probes of --hard, judged by stress.
  std::vector<std::string> against;
  double time_limit = 2;                     // CPU seconds per run
  int memory_limit = 1024;                   // MiB of address space per run
  std::string compile = "g++ -O2 -std=c++17";
};

// A command line or a plan line, parsed: the spec; or the usage error; or, for --help and
// --version, the text to print (spec and usage empty).
struct GenSpecParse {
  std::optional<GenSpec> spec;
  std::string usage;
  std::string text;
};

}  // namespace sudokit
