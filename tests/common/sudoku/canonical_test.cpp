// SPDX-License-Identifier: MIT
// The canonical (minlex) form: on small shapes it is the smallest of every isomorph, each one
// built and compared here (no search, no pruning); Royle's list of 17-clue puzzles, published in
// minlex form, is its own canonical form; and every random isomorph of a puzzle has the same.
#include "common/sudoku/canonical.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "gen/generator.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

std::size_t u(int i) { return static_cast<std::size_t>(i); }

std::vector<int> cells_of(const Grid& grid) {
  std::vector<int> cells;
  for (int cell = 0; cell < grid.shape().cells(); ++cell) cells.push_back(grid.at(cell));
  return cells;
}

Grid line_puzzle(const std::string& line) {
  Grid grid(Shape{3, 3});
  for (int cell = 0; cell < 81; ++cell) {
    const char c = line[u(cell)];
    grid.set(cell, c >= '1' && c <= '9' ? c - '0' : 0);
  }
  return grid;
}

// The form is an isomorph of the puzzle, by the map it gives.
void expect_consistent(const Grid& puzzle, const Canonical& canon) {
  ASSERT_TRUE(canon.settled);
  ASSERT_TRUE(is_isomorph(canon.map, puzzle.shape()));
  EXPECT_EQ(apply_isomorph(puzzle, canon.map), canon.grid);
}

// Puzzles, solved grids, sparse and empty grids of the small shapes: the same as trying all.
TEST(Canonical, IsTheSmallestIsomorphByBruteForce) {
  for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{2, 4}, Shape{4, 2}}) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    std::vector<Grid> grids = {Grid(shape)};
    const auto seeds = static_cast<std::uint64_t>(testing::sweep(shape.size() == 8 ? 1 : 6));  // 8x8: 442,368 isomorphs a grid
    for (std::uint64_t seed = 1; seed <= seeds; ++seed) {
      std::string why;
      const auto made = generator.generate(seed, GenerateOptions{}, &why);
      ASSERT_TRUE(made) << why;
      grids.push_back(made->puzzle);
      grids.push_back(made->solution);
      Grid sparse(shape);  // a few givens of the solution: many isomorphs tie
      for (int cell = 0; cell < shape.cells(); cell += 5 + static_cast<int>(seed)) {
        sparse.set(cell, made->solution.at(cell));
      }
      grids.push_back(sparse);
    }
    for (const Grid& grid : grids) {
      const Canonical canon = canonical_form(grid);
      expect_consistent(grid, canon);
      EXPECT_EQ(cells_of(canon.grid), testing::brute_force_minlex(grid));
    }
  }
}

// One 9x9 puzzle against all 3,359,232 of its row and column orders.
TEST(Canonical, NineByNineAgainstEveryIsomorph) {
  const auto lines = testing::puzzle_lines(testing::data_path("lists/9x9_forum_hardest_1106_first16.txt"), 1);
  const Grid puzzle = line_puzzle(lines[0]);
  const Canonical canon = canonical_form(puzzle);
  expect_consistent(puzzle, canon);
  EXPECT_EQ(cells_of(canon.grid), testing::brute_force_minlex(puzzle));
}

// Gordon Royle's 17-clue list is published sorted, each puzzle in its minlex form (but for 5 of
// the first 10,000, lines 3769, 3830, 4735, 4736 and 6082: their forms, held to every isomorph
// by the brute force above, are smaller than as listed).
TEST(Canonical, RoylesSeventeensAreTheirOwnForm) {
  for (const std::string& line : testing::puzzle_lines(
           std::string(SUDOKIT_SOURCE_DIR) + "/bench/data/9x9_17_clue_first10000.txt", 400)) {
    const Grid puzzle = line_puzzle(line);
    const Canonical canon = canonical_form(puzzle);
    expect_consistent(puzzle, canon);
    EXPECT_EQ(canon.grid, puzzle) << line;
  }
}

// Random isomorphs of 9x9, 16x16, 6x6 and 8x8 puzzles: one form for each puzzle, and different
// puzzles (no two generated ones are isomorphs) have different forms.
TEST(Canonical, EveryIsomorphHasTheSameForm) {
  for (const Shape shape : {Shape{3, 3}, Shape{4, 4}, Shape{2, 3}, Shape{4, 2}}) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    std::vector<Grid> forms;
    const int isomorphs = testing::sweep(shape.size() == 16 ? 3 : 25);  // 16x16: tens of milliseconds a form
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      std::string why;
      const auto made = generator.generate(seed, GenerateOptions{}, &why);
      ASSERT_TRUE(made) << why;
      const Canonical canon = canonical_form(made->puzzle);
      expect_consistent(made->puzzle, canon);
      Rng rng(seed * 977);
      for (int k = 0; k < isomorphs; ++k) {
        const Grid image = apply_isomorph(made->puzzle, random_isomorph(shape, rng));
        const Canonical other = canonical_form(image);
        expect_consistent(image, other);
        EXPECT_EQ(other.grid, canon.grid);
      }
      for (const Grid& form : forms) EXPECT_NE(form, canon.grid);
      forms.push_back(canon.grid);
    }
  }
}

// The search is budgeted; interchangeable empty lines are tried once, so that an empty grid
// takes a node per row and per transposition.
TEST(Canonical, BudgetRunsOutAndEmptyLinesAreTriedOnce) {
  const auto lines = testing::puzzle_lines(testing::data_path("lists/9x9_forum_hardest_1106_first16.txt"), 1);
  const Canonical stopped = canonical_form(line_puzzle(lines[0]), 5);
  EXPECT_FALSE(stopped.settled);
  EXPECT_EQ(stopped.nodes, 5u);
  const Grid empty(Shape{3, 3});
  const Canonical form = canonical_form(empty, 0);
  expect_consistent(empty, form);
  EXPECT_EQ(form.grid, empty);
  EXPECT_EQ(form.nodes, 18u);
}

}  // namespace
}  // namespace sudokit
