// SPDX-License-Identifier: MIT
// Independent reference counters for the tests: no dancing links, no shared code with the
// engine, slow and obvious on purpose.
#pragma once

#include <cstdint>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit::testing {

// Counts exact covers by trying every subset of options (options.size() <= 20).
// Items [0, primary) must be covered exactly once, the rest at most once; as in Knuth's
// Algorithm X, an option made of secondary items only is never part of a solution.
std::uint64_t brute_force_exact_covers(int primary, int secondary,
                                       const std::vector<std::vector<int>>& options);

// Counts Sudoku solutions up to `limit` (0: all) by backtracking on candidate bitmasks,
// branching on the narrowest cell or (house, digit). Returns 0 for conflicting givens.
std::uint64_t bitmask_count(const Grid& puzzle, std::uint64_t limit);

// A variant's rules as plain lists, built by the tests themselves (not by Geometry): houses
// whose cells differ and hold every digit, cages whose cells differ and sum to a target.
struct PlainRules {
  int n = 9;
  std::vector<std::vector<int>> houses;
  std::vector<std::pair<std::vector<int>, int>> cages;  // cells, sum
};
// Rows, columns and boxes of `shape` (or the regions of `regions`, N^2 region numbers), by
// arithmetic; `diagonals` and `windows` add X's and windoku's houses.
PlainRules plain_rules(Shape shape, bool diagonals, bool windows, const std::vector<int>& regions = {});
// Counts the solutions of `cells` (0 blank) under `rules` up to `limit` by backtracking on the
// cell with the fewest digits left, a digit fitting when no house or cage mate has it and its
// cage's sum is not passed (met exactly when full). 0 for givens that already break a rule.
std::uint64_t plain_rules_count(const PlainRules& rules, const std::vector<int>& cells, std::uint64_t limit);

// The fewest options of an exact cover (every subset; options.size() <= 20), or -1 if none.
int brute_force_smallest_exact_cover(int primary, const std::vector<std::vector<int>>& options);
// The fewest options covering every item of [0, items) at least once (every subset), or -1.
int brute_force_smallest_repeated_cover(int items, const std::vector<std::vector<int>>& options);

// The largest sum of scores[cell] x digit over all solutions, by row-major backtracking with
// no heuristic at all; -1 if there is no solution.
long long plain_target_score(const Grid& puzzle, const std::vector<int>& scores);

// The fewest counter-clockwise turns that can have made `grid` from a valid Sudoku, trying
// all 4^regions ways of turning its B x B regions back; -1 if none does.
int brute_force_rotations(const Grid& grid);

// The minlex form of a puzzle by its definition: every transposition, row order and column
// order that keeps bands and stacks whole is built, digits relabelled in order of appearance,
// and the smallest string of cells (blank 0) kept. 9x9: 3,359,232 images.
std::vector<int> brute_force_minlex(const Grid& puzzle);

}  // namespace sudokit::testing
