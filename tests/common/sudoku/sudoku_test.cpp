// SPDX-License-Identifier: MIT
#include <gtest/gtest.h>

#include <fstream>
#include <set>
#include <sstream>

#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/io.hpp"
#include "common/text/text_format.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

using testing::parse_line;
using testing::split;

TEST(Shape, ParseAndDetect) {
  std::string error;
  EXPECT_EQ(parse_shape("2x3", &error), (Shape{2, 3}));
  EXPECT_EQ(parse_shape("5x5", &error), (Shape{5, 5}));
  EXPECT_FALSE(parse_shape("1x9", &error));
  EXPECT_NE(error.find("not supported"), std::string::npos);
  EXPECT_FALSE(parse_shape("3by3", &error));
  EXPECT_FALSE(parse_shape("9x9", &error));  // 81 digits: more than Shape::kMaxSize
  EXPECT_EQ(shape_for_size(9, &error), (Shape{3, 3}));
  EXPECT_EQ(shape_for_size(25, &error), (Shape{5, 5}));
  EXPECT_FALSE(shape_for_size(6, &error));
  EXPECT_EQ(error, "size 6 is ambiguous: give --box 2x3 or --box 3x2");
  EXPECT_FALSE(shape_for_size(7, &error));
  EXPECT_NE(error.find("no box shape"), std::string::npos);
}

TEST(Shape, BoxesPartitionTheGrid) {
  for (const Shape shape : {Shape{2, 3}, Shape{3, 2}, Shape{3, 4}, Shape{4, 5}, Shape{5, 5}}) {
    const int n = shape.size();
    std::vector<int> seen(static_cast<std::size_t>(shape.cells()), 0);
    for (int box = 0; box < n; ++box) {
      for (int k = 0; k < n; ++k) {
        const int cell = shape.box_cell(box, k);
        EXPECT_EQ(shape.box_of(cell / n, cell % n), box);
        ++seen[static_cast<std::size_t>(cell)];
      }
    }
    for (int count : seen) EXPECT_EQ(count, 1);
  }
}

TEST(Grid, ConflictsAreFoundWithoutSearch) {
  const Shape nine{3, 3};
  Grid grid(nine);
  EXPECT_FALSE(find_conflict(grid));
  grid.set(0, 5);
  grid.set(8, 5);  // same row
  auto conflict = find_conflict(grid);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->house, Conflict::House::row);
  EXPECT_EQ(conflict->describe(*Geometry::classic(nine), "123456789"), "row 1 has two 5s (r1c1 and r1c9)");
  EXPECT_EQ(conflict->describe(*Geometry::classic(nine), ""), "row 1 has two 5s (r1c1 and r1c9)");
  EXPECT_EQ(conflict->describe(*Geometry::classic(nine), "ABCDEFGHI"), "row 1 has two Es (r1c1 and r1c9)");

  Grid column(nine);
  column.set(4, 7);
  column.set(4 + 9 * 6, 7);
  conflict = find_conflict(column);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->house, Conflict::House::column);
  EXPECT_EQ(conflict->index, 4);

  Grid box(Shape{2, 3});  // 6x6, boxes of 2 rows x 3 columns
  box.set(0, 1);
  box.set(6 + 2, 1);  // r2c3: same box, other row and column
  conflict = find_conflict(box);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->house, Conflict::House::box);
  EXPECT_EQ(conflict->index, 0);

  SudokuSolver solver(SudokuMatrix::for_shape(nine));
  const SolveResult result = solver.solve(grid);
  EXPECT_EQ(result.verdict, Verdict::invalid);
  EXPECT_EQ(result.effort.nodes, 0u);
}

// The shared data table: every shape, 0, 1 and many solutions. Counts come from an independent
// Python counter (tests/data/make_puzzle_counts.py); the engine and the C++ bitmask counter
// must both agree with them.
TEST(SudokuSolver, AgreesWithThePuzzleCountTable) {
  std::ifstream in(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/puzzle_counts.txt");
  ASSERT_TRUE(in);
  std::string line;
  int rows = 0;
  std::set<std::string> shapes;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    const auto fields = split(line, ':');
    ASSERT_EQ(fields.size(), 3u) << line;
    std::string error;
    const auto shape = parse_shape(fields[0], &error);
    ASSERT_TRUE(shape) << error;
    const Grid puzzle = parse_line(fields[1], *shape);
    const std::uint64_t expected = std::stoull(fields[2]);
    SCOPED_TRACE(line);

    SudokuSolver solver(SudokuMatrix::for_shape(*shape));
    const SolveResult all = solver.solve(puzzle, 0, 3);
    EXPECT_EQ(all.solutions, expected);
    EXPECT_TRUE(all.exact || all.verdict == Verdict::invalid);
    for (const Grid& solution : all.found) EXPECT_TRUE(solves(solution, puzzle));
    if (all.found.size() >= 2) {
      EXPECT_NE(all.found[0], all.found[1]);
    }

    const SolveResult two = solver.solve(puzzle, 2, 2);
    const Verdict verdict = find_conflict(puzzle) ? Verdict::invalid
                            : expected == 0       ? Verdict::none
                            : expected == 1       ? Verdict::unique
                                                  : Verdict::multiple;
    EXPECT_EQ(two.verdict, verdict);
    EXPECT_EQ(two.solutions, std::min<std::uint64_t>(expected, 2));
    EXPECT_EQ(solver.engine().check(), "");

    EXPECT_EQ(testing::bitmask_count(puzzle, 0), expected);
    shapes.insert(fields[0]);
    ++rows;
  }
  EXPECT_GE(rows, 40);
  EXPECT_TRUE(shapes.count("2x2") && shapes.count("2x3") && shapes.count("3x3") &&
              shapes.count("4x4") && shapes.count("5x5"));
}

// tdoku's test list: 10 puzzles with no solution, 18 unique, 15 with 3 to 847 solutions.
TEST(SudokuSolver, AgreesWithTdokuTestPuzzles) {
  const std::string path = testing::data_path("lists/9x9_tdoku_test_puzzles_with_counts.txt");
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  SudokuSolver solver(SudokuMatrix::for_shape(Shape{3, 3}));
  std::string line;
  int rows = 0;
  while (std::getline(in, line)) {
    if (line.empty()) continue;
    const auto fields = split(line, ':');
    ASSERT_GE(fields.size(), 2u);
    SCOPED_TRACE(line);
    const Grid puzzle = parse_line(fields[0], Shape{3, 3});
    const std::uint64_t expected = std::stoull(fields[1]);
    const SolveResult result = solver.solve(puzzle, 0, 1);
    EXPECT_EQ(result.solutions, expected);
    if (fields.size() >= 3 && expected == 1) {
      EXPECT_EQ(result.found.at(0), parse_line(fields[2], Shape{3, 3}));
    }
    EXPECT_EQ(testing::bitmask_count(puzzle, 0), expected);
    ++rows;
  }
  EXPECT_EQ(rows, 43);
  EXPECT_EQ(solver.engine().check(), "");
}

// Random puzzles of small shapes: dig a valid grid at random, compare with the bitmask counter.
TEST(SudokuSolver, AgreesWithBitmaskCounterOnRandomPuzzles) {
  std::uint64_t state = 99;
  auto next = [&state](std::uint64_t bound) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (state >> 33) % bound;
  };
  for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{2, 4}, Shape{3, 3}}) {
    const int n = shape.size();
    SudokuSolver solver(SudokuMatrix::for_shape(shape));
    for (int round = 0; round < 60; ++round) {
      // A valid full grid from the pattern, then random blanks; some rounds plant a conflict.
      Grid puzzle(shape);
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
          puzzle.set(r * n + c,
                     (shape.box_cols * (r % shape.box_rows) + r / shape.box_rows + c) % n + 1);
        }
      }
      const auto blanks = static_cast<int>(next(static_cast<std::uint64_t>(shape.cells())));
      for (int k = 0; k < blanks; ++k) {
        puzzle.set(static_cast<int>(next(static_cast<std::uint64_t>(shape.cells()))), 0);
      }
      if (round % 7 == 3) {
        puzzle.set(static_cast<int>(next(static_cast<std::uint64_t>(shape.cells()))),
                   static_cast<int>(next(static_cast<std::uint64_t>(n))) + 1);
      }
      const std::uint64_t expected = testing::bitmask_count(puzzle, 100);
      const SolveResult result = solver.solve(puzzle, 100, 1);
      ASSERT_EQ(result.solutions, expected) << shape.name() << " round " << round;
      if (expected > 0) {
        EXPECT_TRUE(solves(result.found.at(0), puzzle));
      }
    }
    EXPECT_EQ(solver.engine().check(), "");
  }
}

TEST(SudokuSolver, NodeLimitGivesUnknown) {
  SudokuSolver solver(SudokuMatrix::for_shape(Shape{3, 3}));
  solver.set_node_limit(5);
  const SolveResult result = solver.solve(Grid(Shape{3, 3}), 2, 1);  // the empty grid
  EXPECT_EQ(result.verdict, Verdict::unknown);
  EXPECT_LE(result.effort.nodes, 5u);
  EXPECT_EQ(solver.engine().check(), "");
  solver.set_node_limit(0);
  EXPECT_EQ(solver.solve(Grid(Shape{3, 3}), 2, 1).verdict, Verdict::multiple);
}

TEST(SudokuMatrix, IsSharedPerShape) {
  EXPECT_EQ(SudokuMatrix::for_shape(Shape{3, 3}), SudokuMatrix::for_shape(Shape{3, 3}));
  EXPECT_NE(SudokuMatrix::for_shape(Shape{2, 3}), SudokuMatrix::for_shape(Shape{3, 2}));
  const auto matrix = SudokuMatrix::for_shape(Shape{4, 5});
  EXPECT_EQ(matrix->problem().primary_items(), 4 * 400);
  EXPECT_EQ(matrix->problem().option_count(), 8000);
  const int option = matrix->option(123, 17);
  EXPECT_EQ(matrix->cell_of(option), 123);
  EXPECT_EQ(matrix->digit_of(option), 17);
}

}  // namespace
}  // namespace sudokit
