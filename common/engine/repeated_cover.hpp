// SPDX-License-Identifier: MIT
// Repeated cover: the fewest options such that every primary item is covered at least once
// (set cover), by IDA* (iterative deepening A*), on the same ExactCoverProblem as the engine.
//
// Each iteration is a depth-first search bounded by a depth limit: branch on an uncovered item
// with the fewest options, trying each option that covers it. A branch is cut when its depth
// plus an admissible lower bound on the options still needed exceeds the limit; the limit
// starts at the bound of the empty selection and grows by one until a cover is found, so the
// first cover found is a smallest. The bound (Knuth's and the usual DLX repeated-cover h):
// take an uncovered item, count one, and remove every item of every option that covers it;
// repeat until nothing is left. Each counted item needs an option of its own (no option
// covers two of them), so the count never overestimates.
//
// Items and options are bitsets: a problem of 500 items x 500 options fits in 8 words per set.
// Set cover is NP-hard; this is exact and meant for judge-sized matrices.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "common/engine/exact_cover.hpp"

namespace sudokit {

struct RepeatedCoverResult {
  std::optional<std::vector<int>> options;  // a smallest cover (option indices, ascending), or
                                            // nullopt: some item is in no option / out of budget
  bool complete = true;                     // false: the node budget ran out
  std::uint64_t nodes = 0;                  // options tried
};

// Secondary items are ignored (nothing is asked of them). `node_limit` 0: no budget.
RepeatedCoverResult smallest_repeated_cover(const ExactCoverProblem& problem,
                                            std::uint64_t node_limit = 0);

}  // namespace sudokit
