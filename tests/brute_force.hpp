// Independent reference counters for the tests: no dancing links, no shared code with the
// engine, slow and obvious on purpose.
#pragma once

#include <cstdint>
#include <vector>

#include "common/grid.hpp"

namespace sudokit::testing {

// Counts exact covers by trying every subset of options (options.size() <= 20).
// Items [0, primary) must be covered exactly once, the rest at most once; as in Knuth's
// Algorithm X, an option made of secondary items only is never part of a solution.
std::uint64_t brute_force_exact_covers(int primary, int secondary,
                                       const std::vector<std::vector<int>>& options);

// Counts Sudoku solutions up to `limit` (0: all) by backtracking on candidate bitmasks,
// branching on the narrowest cell or (house, digit). Returns 0 for conflicting givens.
std::uint64_t bitmask_count(const Grid& puzzle, std::uint64_t limit);

}  // namespace sudokit::testing
