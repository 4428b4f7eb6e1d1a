// SPDX-License-Identifier: MIT
// Houses as data: the geometries of X, windoku, jigsaw and killer Sudoku, and the house
// counter (and the engine over the same houses) against the tests' own plain backtracking
// (tests/brute_force.hpp), whose rules are built here by arithmetic, not by Geometry.
#include <gtest/gtest.h>

#include <set>

#include "common/sudoku/house_counter.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

using testing::PlainRules;
using testing::plain_rules;
using testing::plain_rules_count;

GeometryPtr make(Shape shape, Rules rules) {
  std::string error;
  GeometryPtr geometry = Geometry::make(shape, std::move(rules), &error);
  EXPECT_TRUE(geometry) << error;
  return geometry;
}

// 9x9 regions: the boxes with r3c3 and r3c4 (0-based (2,2), (2,3)) swapped between boxes 1
// and 2, and r7c6 and r7c7 between boxes 8 and 9.
std::vector<int> nine_regions() {
  std::vector<int> regions(81);
  for (int cell = 0; cell < 81; ++cell) regions[static_cast<std::size_t>(cell)] = (cell / 27) * 3 + (cell % 9) / 3;
  std::swap(regions[2 * 9 + 2], regions[2 * 9 + 3]);
  std::swap(regions[6 * 9 + 5], regions[6 * 9 + 6]);
  return regions;
}

// 6x6 regions that are no boxes: dominoes of three stacked rows, shifted.
//   0 0 0 1 1 1
//   0 0 2 1 1 1       (each digit names a region of six cells)
//   0 2 2 2 3 3
//   4 2 2 3 3 3
//   4 4 5 5 5 3
//   4 4 4 5 5 5
std::vector<int> six_regions() {
  return {0, 0, 0, 1, 1, 1, 0, 0, 2, 1, 1, 1, 0, 2, 2, 2, 3, 3,
          4, 2, 2, 3, 3, 3, 4, 4, 5, 5, 5, 3, 4, 4, 4, 5, 5, 5};
}

TEST(Geometry, HousesOfEachVariant) {
  const GeometryPtr& classic = Geometry::classic(Shape{3, 3});
  EXPECT_TRUE(classic->classic());
  EXPECT_EQ(classic->houses(), 27);
  EXPECT_EQ(classic->peers(40).size(), 20u);
  EXPECT_EQ(classic->variant_name(), "");

  const GeometryPtr x = make(Shape{3, 3}, Rules{true, false, {}, {}});
  EXPECT_FALSE(x->classic());
  EXPECT_EQ(x->houses(), 29);
  EXPECT_EQ(x->kind(27), Geometry::Kind::diagonal);
  EXPECT_EQ(x->houses_of(40).size(), 5u);  // the centre: both diagonals
  EXPECT_EQ(x->peers(40).size(), 32u);     // 20, and 12 diagonal cells outside its box
  EXPECT_EQ(x->peers(1).size(), 20u);      // off the diagonals
  EXPECT_EQ(x->variant_name(), "X");

  const GeometryPtr windoku = make(Shape{3, 3}, Rules{false, true, {}, {}});
  ASSERT_EQ(windoku->houses(), 31);
  const std::vector<int> first(windoku->house(27).begin(), windoku->house(27).end());
  EXPECT_EQ(first, (std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30}));
  const std::vector<int> last(windoku->house(30).begin(), windoku->house(30).end());
  EXPECT_EQ(last, (std::vector<int>{50, 51, 52, 59, 60, 61, 68, 69, 70}));
  EXPECT_EQ(windows_of(Shape{4, 4}).size(), 9u);
  EXPECT_EQ(windows_of(Shape{2, 3}).size(), 1u);

  const GeometryPtr jigsaw = make(Shape{3, 3}, Rules{false, false, nine_regions(), {}});
  EXPECT_EQ(jigsaw->kind(18), Geometry::Kind::region);
  EXPECT_EQ(jigsaw->region_of(2 * 9 + 2), 1);
  EXPECT_EQ(jigsaw->variant_name(), "jigsaw");

  // The boxes as a region map are the classic grid, one object with it.
  std::vector<int> boxes(81);
  for (int cell = 0; cell < 81; ++cell) boxes[static_cast<std::size_t>(cell)] = Shape{3, 3}.box_of(cell / 9, cell % 9);
  EXPECT_EQ(make(Shape{3, 3}, Rules{false, false, boxes, {}}), classic);

  const GeometryPtr killer = make(Shape{2, 2}, Rules{false, false, {}, {Cage{{1, 0}, 3}, Cage{{5}, 2}}});
  EXPECT_EQ(killer->cages().size(), 2u);
  EXPECT_EQ(killer->cages()[0].cells, (std::vector<int>{0, 1}));  // sorted
  EXPECT_EQ(killer->cage_of(1), 0);
  EXPECT_EQ(killer->cage_of(2), -1);
  EXPECT_EQ(killer->variant_name(), "killer");
}

TEST(Geometry, RulesThatMakeNoGridAreRefusedWithTheReason) {
  const auto refused = [](Shape shape, Rules rules) {
    std::string error;
    EXPECT_FALSE(Geometry::make(shape, std::move(rules), &error));
    return error;
  };
  std::vector<int> regions = six_regions();
  regions[0] = 1;
  EXPECT_EQ(refused(Shape{2, 3}, Rules{false, false, regions, {}}), "region 1 has 5 cells, not 6");
  regions[0] = 6;
  EXPECT_EQ(refused(Shape{2, 3}, Rules{false, false, regions, {}}),
            "region 7 at cell 1: a grid of 6 has regions 1 to 6");
  EXPECT_EQ(refused(Shape{2, 3}, Rules{false, false, {0, 1}, {}}), "a region map of 2 cells for a grid of 36");
  EXPECT_EQ(refused(Shape{2, 2}, Rules{false, false, {}, {Cage{{0, 1}, 8}}}),
            "a cage of 2 cells summing to 8: distinct digits make 3 to 7");
  EXPECT_EQ(refused(Shape{2, 2}, Rules{false, false, {}, {Cage{{0, 1}, 4}, Cage{{1, 2}, 4}}}), "two cages over r1c2");
  EXPECT_EQ(refused(Shape{2, 2}, Rules{false, false, {}, {Cage{{0, 1, 2, 3, 4}, 12}}}),
            "a cage of 5 cells: its digits cannot all differ");
}

TEST(Geometry, ConflictsNameTheVariantsHouses) {
  const GeometryPtr x = make(Shape{3, 3}, Rules{true, false, {}, {}});
  Grid grid(x);
  grid.set(0, 5);
  grid.set(80, 5);
  auto conflict = find_conflict(grid);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->describe(*x, ""), "the main diagonal has two 5s (r1c1 and r9c9)");
  EXPECT_FALSE(find_conflict(Grid(Shape{3, 3})));

  const GeometryPtr jigsaw = make(Shape{3, 3}, Rules{false, false, nine_regions(), {}});
  Grid moved(jigsaw);
  moved.set(2 * 9 + 3, 7);  // r3c4, in region 1
  moved.set(0, 7);
  conflict = find_conflict(moved);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->describe(*jigsaw, ""), "region 1 has two 7s (r1c1 and r3c4)");

  const GeometryPtr killer = make(Shape{2, 2}, Rules{false, false, {}, {Cage{{0, 6}, 3}, Cage{{2, 7}, 5}}});
  Grid caged(killer);
  caged.set(0, 2);
  caged.set(6, 2);
  conflict = find_conflict(caged);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->describe(*killer, ""), "the cage at r1c1 has two 2s (r1c1 and r2c3)");
  Grid over(killer);
  over.set(2, 4);
  over.set(7, 3);
  conflict = find_conflict(over);
  ASSERT_TRUE(conflict);
  EXPECT_EQ(conflict->describe(*killer, ""), "the cage at r1c3 holds 7, more than its sum 5");
}

// A full grid of `geometry`: the house counter's first solution of the empty grid, its digits
// tried in a random order (a random preference).
Grid random_solution(const GeometryPtr& geometry, Rng& rng) {
  Grid preference(geometry);
  for (int cell = 0; cell < geometry->cells(); ++cell) {
    preference.set(cell, 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(geometry->size()))));
  }
  HouseCounter counter(geometry);
  counter.set_preference(&preference);
  const auto result = counter.count(Grid(geometry), 1);
  EXPECT_EQ(result.solutions, 1u);
  return counter.solution(0);
}

std::vector<int> cells_of(const Grid& grid) { return std::vector<int>(grid.cells().begin(), grid.cells().end()); }

// Cages of two or three cells (one at a row's end) along each row, summing to `solution`'s digits.
std::vector<Cage> cages_over(const Grid& solution, Rng& rng) {
  std::vector<Cage> cages;
  const int n = solution.size();
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n;) {
      const int length = std::min(n - c, 2 + static_cast<int>(rng.below(2)));
      Cage cage;
      for (int k = 0; k < length; ++k) {
        cage.cells.push_back(r * n + c + k);
        cage.sum += solution.at(r * n + c + k);
      }
      cages.push_back(cage);
      c += length;
    }
  }
  return cages;
}

struct Case {
  const char* name;
  Shape shape;
  Rules rules;
  double keep;  // the share of givens kept in the puzzles drawn from a solution
};

void expect_counts_agree(const Case& spec, int puzzles, std::uint64_t seed) {
  SCOPED_TRACE(spec.name);
  Rng rng(seed);
  const GeometryPtr geometry = make(spec.shape, spec.rules);
  PlainRules plain = plain_rules(spec.shape, spec.rules.diagonals, spec.rules.windows, spec.rules.regions);
  for (const Cage& cage : spec.rules.cages) plain.cages.emplace_back(cage.cells, cage.sum);
  const Grid solution = random_solution(geometry, rng);
  EXPECT_TRUE(solves(solution, Grid(geometry)));
  EXPECT_EQ(plain_rules_count(plain, cells_of(solution), 2), 1u) << "the solution breaks the plain rules";
  HouseCounter counter(geometry);
  SolutionCounter chosen(geometry);
  ASSERT_NE(chosen.houses(), nullptr);
  std::unique_ptr<SudokuSolver> engine;
  if (spec.rules.cages.empty()) engine = std::make_unique<SudokuSolver>(SudokuMatrix::for_geometry(geometry));
  int unique = 0, multiple = 0, none = 0;
  for (int i = 0; i < puzzles; ++i) {
    Grid puzzle(geometry);
    for (int cell = 0; cell < geometry->cells(); ++cell) {
      if (static_cast<double>(rng.below(1000)) < spec.keep * 1000) puzzle.set(cell, solution.at(cell));
    }
    // Every fourth puzzle gets a wrong digit in a blank cell (none, or another solution).
    if (i % 4 == 3) {
      const int cell = static_cast<int>(rng.below(static_cast<std::uint64_t>(geometry->cells())));
      if (puzzle.at(cell) == 0) puzzle.set(cell, 1 + (solution.at(cell) % geometry->size()));
    }
    const std::uint64_t expected = find_conflict(puzzle) ? 0 : plain_rules_count(plain, cells_of(puzzle), 3);
    const HouseCounter::Result counted = counter.count(puzzle, 3);
    ASSERT_TRUE(counted.complete);
    ASSERT_EQ(counted.solutions, expected) << i;
    for (std::size_t k = 0; k < std::min<std::uint64_t>(expected, 2); ++k) {
      EXPECT_TRUE(solves(counter.solution(k), puzzle));
    }
    EXPECT_EQ(chosen.count(puzzle, 3).solutions, expected);
    if (engine && !find_conflict(puzzle)) {
      EXPECT_EQ(engine->solve(puzzle, 3, 0).solutions, expected);
    }
    // The solutions with another digit in a blank of a puzzle the solution solves: the second
    // solutions' count, by the exclusion.
    if (expected >= 1 && puzzle.givens() < geometry->cells() && solves(solution, puzzle)) {
      int blank = 0;
      while (puzzle.at(blank) != 0) ++blank;
      Grid fixed = puzzle;
      fixed.set(blank, solution.at(blank));
      const std::uint64_t all = plain_rules_count(plain, cells_of(puzzle), 1001);
      if (all <= 1000) {
        const std::uint64_t with = plain_rules_count(plain, cells_of(fixed), 0);
        EXPECT_EQ(counter.count(puzzle, 1000, {blank, solution.at(blank)}).solutions, all - with);
      }
    }
    unique += expected == 1;
    multiple += expected > 1;
    none += expected == 0;
  }
  // The draws (fixed seeds: the same every run) reach every verdict; the sanitizers' shorter
  // sweep of the 9x9 cases need not.
  if (puzzles >= 20) {
    EXPECT_GT(unique, 0);
    EXPECT_GT(multiple, 0);
    EXPECT_GT(none, 0);
  }
}

// The boxes with a few cells traded between them, each for a cell of the same digit in
// `solution` (of the boxes' geometry): regions that are no boxes, of which `solution` is one
// solution (they need not be connected here).
std::vector<int> regions_over(const Grid& solution, Rng& rng) {
  const Geometry& geometry = solution.geometry();
  std::vector<int> regions(static_cast<std::size_t>(geometry.cells()));
  for (int cell = 0; cell < geometry.cells(); ++cell) regions[static_cast<std::size_t>(cell)] = geometry.region_of(cell);
  for (int traded = 0; traded < geometry.size();) {
    const auto a = static_cast<std::size_t>(rng.below(regions.size()));
    const auto b = static_cast<std::size_t>(rng.below(regions.size()));
    if (regions[a] == regions[b] || solution.at(static_cast<int>(a)) != solution.at(static_cast<int>(b))) continue;
    std::swap(regions[a], regions[b]);
    ++traded;
  }
  return regions;
}

TEST(HouseCounter, CountsAsPlainBacktrackingOnEveryVariant) {
  Rng rng(7);
  const auto solved = [&](Shape shape, bool diagonals) {
    return random_solution(make(shape, Rules{diagonals, false, {}, {}}), rng);
  };
  const std::vector<Case> cases = {
      {"X 4x4", Shape{2, 2}, Rules{true, false, {}, {}}, 0.3},
      {"windoku 6x6", Shape{2, 3}, Rules{false, true, {}, {}}, 0.35},
      {"jigsaw 6x6", Shape{2, 3}, Rules{false, false, six_regions(), {}}, 0.35},
      {"jigsaw 6x6 (traded)", Shape{2, 3}, Rules{false, false, regions_over(solved(Shape{2, 3}, false), rng), {}}, 0.35},
      {"jigsaw+X 6x6", Shape{2, 3}, Rules{true, false, regions_over(solved(Shape{2, 3}, true), rng), {}}, 0.3},
      {"X 9x9", Shape{3, 3}, Rules{true, false, {}, {}}, 0.45},
      {"windoku 9x9", Shape{3, 3}, Rules{false, true, {}, {}}, 0.45},
      {"jigsaw 9x9", Shape{3, 3}, Rules{false, false, regions_over(solved(Shape{3, 3}, false), rng), {}}, 0.45},
      {"X+windoku 9x9", Shape{3, 3}, Rules{true, true, {}, {}}, 0.4},
      {"killer 4x4", Shape{2, 2}, Rules{false, false, {}, cages_over(solved(Shape{2, 2}, false), rng)}, 0.15},
      {"killer 6x6", Shape{2, 3}, Rules{false, false, {}, cages_over(solved(Shape{2, 3}, false), rng)}, 0.2},
  };
  // (Up to 6x6 every draw in every build: they take milliseconds.)
  for (std::size_t k = 0; k < cases.size(); ++k) {
    expect_counts_agree(cases[k], cases[k].shape.size() <= 6 ? 40 : testing::sweep(40), 100 + k);
  }
}

// A killer 9x9 with an X: cages over a solution of the X geometry, counted with a third of the
// givens kept (the plain search is slow on empty killers).
TEST(HouseCounter, KillerWithXAgreesWithPlainBacktracking) {
  Rng rng(11);
  const GeometryPtr x = make(Shape{3, 3}, Rules{true, false, {}, {}});
  const Grid solution = random_solution(x, rng);
  expect_counts_agree({"killer+X 9x9", Shape{3, 3}, Rules{true, false, {}, cages_over(solution, rng)}, 0.1},
                      testing::sweep(20), 5);
}

TEST(HouseCounter, AgreesWithTheBitboardCounterOnClassicGrids) {
  Rng rng(3);
  for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 3}, Shape{3, 4}}) {
    const GeometryPtr& geometry = Geometry::classic(shape);
    const Grid solution = random_solution(geometry, rng);
    HouseCounter houses(geometry);
    SolutionCounter bitboard(geometry);
    ASSERT_NE(bitboard.bitboard(), nullptr);
    for (int i = 0; i < testing::sweep(40); ++i) {
      Grid puzzle(geometry);
      for (int cell = 0; cell < geometry->cells(); ++cell) {
        if (rng.below(100) < 40) puzzle.set(cell, solution.at(cell));
      }
      EXPECT_EQ(houses.count(puzzle, 2).solutions, bitboard.count(puzzle, 2).solutions);
    }
  }
}

// The search on boards (a set of cells per digit) walks the mask search's tree: the same
// solutions, the same first two, the same nodes, with and without a preference and an
// exclusion, on every geometry it takes (no cages; up to 256 cells: 16x16 too).
TEST(HouseCounter, BoardsWalkTheMasksTree) {
  Rng rng(13);
  const auto solved = [&](Shape shape, bool diagonals) {
    return random_solution(make(shape, Rules{diagonals, false, {}, {}}), rng);
  };
  const std::vector<std::pair<Shape, Rules>> geometries = {
      {Shape{3, 3}, Rules{true, false, {}, {}}},
      {Shape{3, 3}, Rules{false, true, {}, {}}},
      {Shape{3, 3}, Rules{true, true, {}, {}}},
      {Shape{3, 3}, Rules{false, false, regions_over(solved(Shape{3, 3}, false), rng), {}}},
      {Shape{3, 3}, Rules{true, false, regions_over(solved(Shape{3, 3}, true), rng), {}}},
      {Shape{2, 3}, Rules{false, false, six_regions(), {}}},
      {Shape{4, 4}, Rules{true, false, {}, {}}},
  };
  for (const auto& [shape, rules] : geometries) {
    const GeometryPtr geometry = make(shape, rules);
    const Grid solution = random_solution(geometry, rng);
    HouseCounter boards(geometry), masks(geometry, false);
    for (int i = 0; i < testing::sweep(30); ++i) {
      Grid puzzle(geometry);
      for (int cell = 0; cell < geometry->cells(); ++cell) {
        if (rng.below(100) < (shape.size() > 9 ? 55 : 35)) puzzle.set(cell, solution.at(cell));
      }
      const bool prefer = i % 2 == 0;
      boards.set_preference(prefer ? &solution : nullptr);
      masks.set_preference(prefer ? &solution : nullptr);
      HouseCounter::Exclusion excluded;
      if (i % 3 == 0) {
        const int cell = static_cast<int>(rng.below(static_cast<std::uint64_t>(geometry->cells())));
        if (puzzle.at(cell) == 0) excluded = {cell, solution.at(cell)};
      }
      const auto a = boards.count(puzzle, 2, excluded);
      const auto b = masks.count(puzzle, 2, excluded);
      ASSERT_EQ(a.solutions, b.solutions) << geometry->variant_name() << " " << i;
      EXPECT_EQ(a.nodes, b.nodes) << geometry->variant_name() << " " << i;
      for (std::uint64_t k = 0; k < std::min<std::uint64_t>(a.solutions, 2); ++k) {
        EXPECT_EQ(boards.solution(static_cast<std::size_t>(k)), masks.solution(static_cast<std::size_t>(k)));
      }
    }
    // Full grids as the variant generator draws them: an empty grid, a random preference per
    // cell, a node limit.
    for (int i = 0; i < testing::sweep(30); ++i) {
      Grid preference(geometry);
      for (int cell = 0; cell < geometry->cells(); ++cell) {
        preference.set(cell, 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(geometry->size()))));
      }
      boards.set_preference(&preference);
      masks.set_preference(&preference);
      boards.set_node_limit(4 * static_cast<std::uint64_t>(geometry->cells()));
      masks.set_node_limit(4 * static_cast<std::uint64_t>(geometry->cells()));
      const auto a = boards.count(Grid(geometry), 1);
      const auto b = masks.count(Grid(geometry), 1);
      ASSERT_EQ(a.solutions, b.solutions) << geometry->variant_name() << " full " << i;
      EXPECT_EQ(a.nodes, b.nodes) << geometry->variant_name() << " full " << i;
      if (a.solutions == 1) {
        EXPECT_EQ(boards.solution(0), masks.solution(0));
      }
    }
  }
}

TEST(HouseCounter, TheNodeBudgetMakesALowerBound) {
  const GeometryPtr x = make(Shape{3, 3}, Rules{true, false, {}, {}});
  HouseCounter counter(x);
  counter.set_node_limit(3);
  const auto result = counter.count(Grid(x), 1000);
  EXPECT_FALSE(result.complete);
  EXPECT_LE(result.nodes, 3u);
}

}  // namespace
}  // namespace sudokit
