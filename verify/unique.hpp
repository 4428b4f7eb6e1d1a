// SPDX-License-Identifier: MIT
// `sudokit-verify unique`, as a library call: the uniqueness verdict of every puzzle, with the
// proof that goes with it (the conflicting givens, or two different solutions), optionally
// whether each unique puzzle is minimal and which givens are redundant. verify_unique()
// returns the verdicts as values; render_unique() writes them as the tool prints them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/text/puzzle_files.hpp"
#include "solve/counting.hpp"

namespace sudokit {

// The searchers: the policy of solve/counting.hpp for the count to two, and for each
// --minimal test the same with the bitboard counter's first kBitboardFirstTest nodes (more
// while its tests settle: kFirstTestScale in verify/unique.cpp) before clause learning takes
// over.
inline constexpr std::uint64_t kBitboardFirstTest = 100;

struct UniqueOptions {
  // The searchers and the budget of each search (0: none; "unknown" past it) of the count to
  // two and of each --minimal test; the tests give the bitboard counter bitboard_first_test
  // nodes instead of policy.bitboard_first before clause learning takes over (both lowered
  // by the tests).
  CountPolicy policy = {};
  std::uint64_t bitboard_first_test = kBitboardFirstTest;
  bool minimal = false;          // also test every given of each unique puzzle
  // Threads for those tests (16x16 and up; smaller puzzles' take microseconds): the same
  // verdicts, in the same order, whatever the number.
  int jobs = 1;
};

// One puzzle's verdict.
struct UniqueVerdict {
  PuzzleRef where;
  std::optional<Verdict> verdict; // nullopt: the puzzle could not be read
  std::string detail;             // why unreadable, the clashing givens, or the node limit
  int givens = 0;
  std::uint64_t nodes = 0;             // of the count to two: nodes, and clause-learning conflicts
  std::vector<std::string> solutions;  // multiple: the two, one line each in the file's symbols
  std::string grid;                    // the puzzle, one line in the file's symbols ("" unreadable)
  // --minimal, for a unique puzzle: false if some given can go (even when the checks of others
  // ran out of nodes), true if none can, nullopt if none was found that can but some are undecided.
  std::optional<bool> minimal;
  std::vector<std::string> redundant;  // the givens that can go (cell names)
  std::vector<std::string> undecided;  // the givens whose check ran out of nodes
};

// What the summary line and the exit status need of verdicts: their counts, added report by
// report (a file read in chunks keeps no verdict beyond its chunk).
struct UniqueTally {
  std::size_t puzzles = 0;
  std::size_t verdicts[5] = {0, 0, 0, 0, 0};  // by Verdict
  std::size_t unreadable = 0;
  std::size_t not_minimal = 0;  // --minimal: unique, but not proven minimal ...
  std::size_t proven_not_minimal = 0;  // ... of which proven not minimal
  bool minimal_checked = false;
  std::size_t skipped_lines = 0;  // of the files: comments, titles (read_puzzle_chunks())
  std::size_t count(Verdict verdict) const { return verdicts[static_cast<int>(verdict)]; }
  void add(const UniqueVerdict& verdict, bool minimal_checked);
  void add(const struct UniqueReport& report);
  // Every puzzle unique (and minimal, when asked).
  bool all_unique() const;
  // The tool's exit status: 0 all unique; 1 some puzzle is definitely not (none, multiple,
  // invalid, unreadable; with --minimal, proven not minimal); else 4 (unknowns: the node limit).
  int exit_status() const;
  std::string summary_line() const;  // "sudokit-verify: 4 puzzles: 1 unique, ...\n"
};

struct UniqueReport {
  std::vector<UniqueVerdict> puzzles;
  bool minimal_checked = false;     // --minimal was asked
  UniqueTally tally() const;
  int exit_status() const { return tally().exit_status(); }
};

UniqueReport verify_unique(const std::vector<PuzzleFile>& files, const UniqueOptions& options);

// The report as sudokit-verify prints it: a line per puzzle (with the two solutions of a
// multiple one), or a JSON object per puzzle; then the summary line, which `summary` gets
// (for stderr with JSON) unless it is null, when it ends the text.
enum class UniqueStyle { text, json, quiet };
std::string render_unique(const UniqueReport& report, UniqueStyle style, std::string* summary);
// The verdicts' lines alone, without the summary (a chunk of a stream).
std::string render_unique_verdicts(const UniqueReport& report, UniqueStyle style);

}  // namespace sudokit
