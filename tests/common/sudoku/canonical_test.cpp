// SPDX-License-Identifier: MIT
// The canonical (minlex) form: on small shapes it is the smallest of every isomorph, each one
// built and compared here (no search, no pruning); Royle's list of 17-clue puzzles, published in
// minlex form, is its own canonical form; and every random isomorph of a puzzle has the same.
#include "common/sudoku/canonical.hpp"

#include <gtest/gtest.h>

#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "gen/cli.hpp"
#include "gen/command.hpp"
#include "gen/generator.hpp"
#include "gen/variant_generator.hpp"
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

// A variant's canonical form: the same for every image of a puzzle under its variant's maps
// (X's mirrored orders; the rotations and reflections, which move a jigsaw's regions and a
// killer's cages to other layouts) with its digits relabelled (not a killer's); its own form
// again; and the smallest of all those images, found here by trying each with every relabelling
// in first-appearance order (an independent loop over the same maps).
TEST(Canonical, AVariantsFormIsTheSameForEveryImage) {
  const std::vector<std::pair<Shape, std::string>> kinds = {
      {Shape{3, 3}, "x"}, {Shape{2, 2}, "x"}, {Shape{3, 3}, "windoku"}, {Shape{2, 3}, "jigsaw"}, {Shape{3, 3}, "jigsaw+x"}, {Shape{2, 3}, "killer"}};
  for (const auto& [shape, name] : kinds) {
    SCOPED_TRACE(name + " " + shape.name());
    std::string why;
    VariantGenerator generator(shape, *parse_variant(name, &why));
    const auto made = generator.generate(7, GenerateOptions{}, &why);
    ASSERT_TRUE(made) << why;
    const Grid& puzzle = made->puzzle;
    const Canonical canon = canonical_form(puzzle);
    ASSERT_TRUE(canon.settled);
    EXPECT_EQ(canon.grid.geometry().variant_name(), puzzle.geometry().variant_name());
    EXPECT_EQ(canonical_form(canon.grid).grid, canon.grid);
    const std::vector<Isomorph> maps = variant_maps(puzzle.geometry(), 1000);
    EXPECT_EQ(maps.size(), name == "x" ? (shape.size() == 9 ? 96u : 16u) : shape.box_rows == shape.box_cols ? 8u : 4u);
    Rng rng(3);
    for (const Isomorph& map : maps) {
      Isomorph relabelled = map;
      if (name != "killer") rng.shuffle(relabelled.digits);
      const Grid image = apply_isomorph(puzzle, relabelled);
      EXPECT_EQ(canonical_form(image).grid, canon.grid);
      // The form is no larger than this image with its digits in first-appearance order.
      std::vector<int> label(static_cast<std::size_t>(shape.size()) + 1, 0), cells;
      int next = 0;
      for (int cell = 0; cell < shape.cells(); ++cell) {
        const int d = image.at(cell);
        if (d != 0 && label[static_cast<std::size_t>(d)] == 0) label[static_cast<std::size_t>(d)] = name == "killer" ? d : ++next;
        cells.push_back(d == 0 ? 0 : label[static_cast<std::size_t>(d)]);
      }
      std::vector<int> form(canon.grid.cells().begin(), canon.grid.cells().end());
      EXPECT_LE(form, cells);
    }
  }
}

// sudokit-gen --variant --distinct: no two puzzles of a run are the same under the variant's
// maps (their canonical forms all differ).
TEST(Canonical, DistinctVariantPuzzlesHaveDistinctForms) {
  for (const char* variant : {"x", "jigsaw"}) {
    SCOPED_TRACE(variant);
    const GenSpecParse parsed = parse_gen_args({"--variant", variant, "--box", "2x2", "--count", "12", "--distinct", "--seed", "4"});
    ASSERT_TRUE(parsed.spec) << parsed.usage;
    const GenCommand made = run_gen_spec(*parsed.spec, GenProgress{});
    ASSERT_EQ(made.failure, "");
    std::set<std::string> forms;
    std::istringstream ids(made.input);
    int puzzles = 0;
    for (std::string id; std::getline(ids, id); ++puzzles) {
      const Canonical canon = canonical_form(testing::grid_of_sgt_id(id));
      ASSERT_TRUE(canon.settled);
      forms.insert(std::string(canon.grid.cells().begin(), canon.grid.cells().end()));
    }
    EXPECT_EQ(puzzles, 12);
    EXPECT_EQ(forms.size(), 12u);
  }
}

}  // namespace
}  // namespace sudokit
