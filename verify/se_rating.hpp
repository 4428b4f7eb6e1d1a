// SPDX-License-Identifier: MIT
// `sudokit-verify rate --scale se` and `sudokit-verify explain`: each puzzle's difficulty on
// Sudoku Explainer's scale (common/sudoku/explainer.hpp), and its solving path step by step.
#pragma once

#include <cstddef>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "common/text/puzzle_files.hpp"

namespace sudokit {

struct SeReport {
  std::string out;  // the table, the paths, or one JSON object per puzzle
  std::string err;  // the summary line, and the puzzles that cannot be read
  // 0 every puzzle rated; 1 some puzzle cannot be read, has clashing givens or no solution;
  // else 4 when some puzzle needs techniques beyond the catalogue (not rated).
  int status = 0;
};

// Puzzles [first, second) of the files' puzzles counted in order across them (--shard: a
// shard's output, its table's header only in the first, is the whole output's part).
using PuzzleRange = std::pair<std::size_t, std::size_t>;
inline constexpr PuzzleRange kAllPuzzles{0, std::numeric_limits<std::size_t>::max()};

// The SE rating of every puzzle: ER, EP, ED and the hardest technique, or "not rated" with
// the rating reached before the solver got stuck.
SeReport se_ratings(const std::vector<PuzzleFile>& files, bool json, PuzzleRange range = kAllPuzzles);

// Every puzzle's solving path, a line per step (technique, rating, houses, pattern cells,
// candidates removed and digits placed), then its ratings; `next_only`: its first step alone
// (a hint).
SeReport se_explanations(const std::vector<PuzzleFile>& files, bool next_only, bool json,
                         PuzzleRange range = kAllPuzzles);

}  // namespace sudokit
