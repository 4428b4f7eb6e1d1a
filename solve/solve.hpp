// SPDX-License-Identifier: MIT
// The work of `sudokit-solve`, as a library call: solve or count every puzzle of some inputs
// (run_solve returns the results as values) and render the answers and the diagnostics as the
// tool prints them (render_solve). The front end parses options, reads files, prints, and
// picks the exit status.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/text/puzzle_files.hpp"

namespace sudokit {

struct SolveOptions {
  bool count = false;             // print solution counts instead of solutions
  std::uint64_t limit = 0;        // count mode: stop counting at this many (0 = count all)
  std::uint64_t node_limit = kDefaultNodeLimit;  // per puzzle; 0 = none
  Counter counter = Counter::automatic;  // and clause learning: solve/counting.hpp
  bool clauses = false;           // clause learning alone (--counter sat; counts to two at most)
  bool stats = false;             // per-puzzle effort and a summary on the diagnostics stream
  const TextFormat* output = nullptr;  // answer format; nullptr = each input's own
  std::string output_alphabet;    // --alphabet / --output-alphabet spec for generic outputs
};

// One puzzle, solved (or counted).
struct SolvedPuzzle {
  std::string place;      // "file:line: puzzle K"
  SolveResult result;     // the verdict, the count, the first solution, the effort
  std::string conflict;   // invalid: the clashing givens, described
  std::string unreadable;  // a puzzle that could not be read: why (not solved, no answer)
};
// One input file's puzzles, and the symbols its answers are written in.
struct SolvedFile {
  std::vector<SolvedPuzzle> puzzles;
  std::string alphabet;
};

struct SolveReport {
  std::string error;                // the request cannot be met (nothing else is set)
  std::vector<SolvedFile> files;
  double seconds = 0;               // the searches' wall time
  int exit_status() const;          // as SolveTally's
};

SolveReport run_solve(const std::vector<PuzzleFile>& inputs, const TextFormat& input_format,
                      const SolveOptions& options);

// What the summary and the exit status need of solved puzzles, added report by report (a file
// read in chunks keeps no puzzle beyond its chunk).
struct SolveTally {
  std::size_t puzzles = 0;
  std::size_t verdicts[5] = {0, 0, 0, 0, 0};  // by Verdict
  std::size_t unsolved = 0;                   // no solution found (none, invalid, unknown)
  std::size_t unreadable = 0;                 // puzzles that could not be read
  std::uint64_t nodes = 0;
  double seconds = 0;
  void add(const SolveReport& report);
  // 0 every puzzle has a solution; 1 some puzzle has none, is invalid or cannot be read; else
  // 4 (unknown).
  int exit_status() const;
  std::string summary_line() const;  // --stats: "sudokit-solve: 3 puzzles (...) in ..."
};

// As sudokit-solve prints it: the answers (or the counts) on `out`; a line per puzzle that
// has no solution, is invalid, is not unique or ran out of nodes (and with --stats every
// puzzle's effort and a summary) on `err`.
void render_solve(const SolveReport& report, const TextFormat& input_format,
                  const SolveOptions& options, std::string* out, std::string* err);
// The same for a chunk of a file without the summary: its answers the file's from
// `first_answer` on (the separators between answers as in the whole file).
void render_solve_part(const SolveReport& report, const TextFormat& input_format,
                       const SolveOptions& options, std::size_t first_answer, std::string* out,
                       std::string* err);

}  // namespace sudokit
