// SPDX-License-Identifier: MIT
// NOIP 2009 "target sudoku" (Luogu P1074): the largest sum of score x digit over all solutions
// of a puzzle, the scores by ring: 10 in the centre cell of a 9x9 grid, then 9, 8, 7 and 6 on
// the outer ring. Generalised to any shape: 6 on the outer ring, one more per ring inwards.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

// The score of every cell (row-major): ring = max(|2r - (N-1)|, |2c - (N-1)|) / 2 from the
// centre, score = 6 + (N-1)/2 - ring.
std::vector<int> ring_scores(const Shape& shape);

struct TargetScoreResult {
  std::optional<long long> score;  // the maximum, or nullopt when there is no solution
  Grid best;                       // a solution reaching it
  std::uint64_t nodes = 0;         // cells filled by the search
  bool complete = true;            // false: the node limit stopped the search (`score` is then
                                   // the best found, if any: not proven the maximum)
};

// Branch and bound: the cell with the fewest candidates first, its digits largest first, and a
// branch is cut when an upper bound of what it can still reach is no more than the best found.
// `node_limit` 0: no budget.
TargetScoreResult max_target_score(const Grid& puzzle, const std::vector<int>& scores,
                                   std::uint64_t node_limit = 0);

}  // namespace sudokit
