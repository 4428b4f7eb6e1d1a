// SPDX-License-Identifier: MIT
// One sudokit-gen run, typed: what a command line (gen/cli.cpp) or a package's plan line says,
// parsed by the same parser. The library checks the values against each other and generates
// (run_gen_spec, gen/command.hpp); it never sees a command line.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace sudokit {

struct GenSpec {
  // The options given (long names, as on the command line): what a refusal names, and what
  // tells a given option from its default.
  std::set<std::string> given;
  bool has(const std::string& option) const { return given.count(option) > 0; }
  // "seed S", and for a fresh seed how to repeat the run: the start of the run's stderr line.
  std::string seed_words() const {
    return "seed " + std::to_string(seed) + (fresh_seed ? " (fresh: --seed " + std::to_string(seed) + " repeats this run)" : "");
  }

  // Sudoku puzzles.
  std::size_t count = 1;
  std::uint64_t seed = 1;
  bool fresh_seed = false;           // no --seed: a fresh one, which the run prints to repeat it
  std::string box;                   // RxC
  std::string symmetry = "none";
  int givens = 0;
  int min_givens = 0;
  int max_givens = 0;
  int attempts = 1000;
  std::string check_nodes = "auto";  // a number, or auto
  std::string counter = "auto";      // the digging checks' searcher
  std::string method = "auto";       // dig, add, or auto
  std::string format = "line";       // a generic format, or a judge named by --format
  std::string profile;               // a judge
  std::string alphabet;
  bool with_solution = false;
  int jobs = 1;                      // threads, 1 or more (parse_gen_args: --jobs 0 is one per core)
  std::string shard;                 // i/n
  bool distinct = false;             // no two isomorphic puzzles in the run
  std::string level;                 // only puzzles of this logical level
  std::string se;                    // only puzzles of this SE rating band (MIN..MAX)
  std::string sheet;                 // also a printable sheet of the run's puzzles
  bool sheet_answers = false;        // ... with answer pages
  // Where the products go (the front end writes them).
  std::string out, solutions, report;
  bool report_times = false;         // the report's predicted solve times (machine-dependent)
  bool force = false;
  // Variants and hard puzzles.
  int cases = 0;
  std::string mode;
  std::string hard;                  // --hard PROBE ("" with --hard alone: the default probe)
  std::uint64_t evaluations = 0;
  std::uint64_t budget_nodes = 0;
  double budget_minutes = 0;
  int starts = 0;
  bool one_climb = false;
  int tries = 0;
  int rotated = 0;
  int rows = 0;
  int columns = 0;
  int pieces = 0;
  int ones = 0;
  // Programs (--against): measured as probes of --hard, judged by stress.
  std::vector<std::string> against;
  double time_limit = 2;             // CPU seconds per run
  int memory_limit = 1024;           // MiB of address space per run
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
