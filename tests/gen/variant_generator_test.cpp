// SPDX-License-Identifier: MIT
// The variants' generator: every puzzle it makes re-checked by the tests' plain backtracking
// (tests/brute_force.hpp), whose rules the tests build from the puzzle's region map and cages
// by arithmetic: unique, its solution the one given, and minimal (each given, or for a killer
// each merge of two neighbouring cages, needed: by plain backtracking up to 6x6, by the
// exact-cover engine on 9x9).
#include <gtest/gtest.h>

#include "common/sudoku/explainer.hpp"
#include "common/sudoku/probes.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/sgt_id.hpp"
#include "gen/hard.hpp"
#include "gen/variant_generator.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

testing::PlainRules rules_of(const Geometry& geometry) {
  const Rules& rules = geometry.rules();
  testing::PlainRules plain = testing::plain_rules(geometry.shape(), rules.diagonals, rules.windows, rules.regions);
  for (const Cage& cage : rules.cages) plain.cages.emplace_back(cage.cells, cage.sum);
  return plain;
}

std::vector<int> cells_of(const Grid& grid) { return std::vector<int>(grid.cells().begin(), grid.cells().end()); }

// Whether each region of a map is connected (up, down, left, right).
bool regions_connected(int n, const std::vector<int>& regions) {
  for (int region = 0; region < n; ++region) {
    std::vector<int> stack, seen(static_cast<std::size_t>(n * n), 0);
    int size = 0;
    for (int cell = 0; cell < n * n; ++cell) size += regions[static_cast<std::size_t>(cell)] == region;
    for (int cell = 0; cell < n * n && stack.empty(); ++cell) {
      if (regions[static_cast<std::size_t>(cell)] == region) stack.push_back(cell), seen[static_cast<std::size_t>(cell)] = 1;
    }
    int reached = 0;
    while (!stack.empty()) {
      const int cell = stack.back();
      stack.pop_back();
      ++reached;
      const int r = cell / n, c = cell % n;
      for (const int next : {r > 0 ? cell - n : -1, r + 1 < n ? cell + n : -1, c > 0 ? cell - 1 : -1, c + 1 < n ? cell + 1 : -1}) {
        if (next >= 0 && !seen[static_cast<std::size_t>(next)] && regions[static_cast<std::size_t>(next)] == region) {
          seen[static_cast<std::size_t>(next)] = 1;
          stack.push_back(next);
        }
      }
    }
    if (reached != size) return false;
  }
  return true;
}

struct Case {
  const char* variant;
  Shape shape;
  int puzzles;
  bool check_minimal;  // each given (or merge) proved needed by plain backtracking
  int givens = 0;       // a killer's: at most this many (--max-givens K)
};

TEST(VariantGenerator, EveryPuzzleIsUniqueAndMinimalByPlainBacktracking) {
  const Case cases[] = {
      {"x", Shape{2, 2}, 6, true},       {"windoku", Shape{2, 3}, 6, true}, {"jigsaw", Shape{2, 3}, 6, true},
      {"jigsaw+x", Shape{2, 3}, 4, true}, {"x", Shape{3, 3}, 4, true},     {"windoku", Shape{3, 3}, 3, true},
      {"jigsaw", Shape{3, 3}, 2, true},  {"x+windoku", Shape{3, 3}, 2, true}, {"killer", Shape{2, 2}, 6, true},
      {"killer", Shape{2, 3}, 4, true},  {"killer+x", Shape{2, 3}, 3, true}, {"killer", Shape{2, 3}, 4, true, 5},
  };
  for (const Case& spec : cases) {
    SCOPED_TRACE(std::string(spec.variant) + " " + spec.shape.name());
    std::string error;
    const std::optional<VariantKind> kind = parse_variant(spec.variant, &error);
    ASSERT_TRUE(kind) << error;
    VariantGenerator generator(spec.shape, *kind);
    GenerateOptions options;
    options.max_givens = spec.givens;
    for (int i = 0; i < testing::sweep(spec.puzzles); ++i) {
      std::string why;
      const std::optional<GeneratedPuzzle> made = generator.generate(100 + static_cast<std::uint64_t>(i), options, &why);
      ASSERT_TRUE(made) << why;
      const Grid& puzzle = made->puzzle;
      const Geometry& geometry = puzzle.geometry();
      EXPECT_EQ(geometry.variant_name(), kind->name());
      EXPECT_TRUE(made->minimal);
      const testing::PlainRules plain = rules_of(geometry);
      ASSERT_EQ(testing::plain_rules_count(plain, cells_of(puzzle), 2), 1u);
      ASSERT_EQ(testing::plain_rules_count(plain, cells_of(made->solution), 2), 1u);  // the solution keeps the rules
      for (int cell = 0; cell < geometry.cells(); ++cell) {
        if (puzzle.at(cell) != 0) {
          EXPECT_EQ(puzzle.at(cell), made->solution.at(cell));
        }
      }
      if (kind->jigsaw) {
        EXPECT_TRUE(regions_connected(geometry.size(), geometry.rules().regions));
      }
      // The same seed, the same puzzle.
      std::string again_why;
      const std::optional<GeneratedPuzzle> again = generator.generate(100 + static_cast<std::uint64_t>(i), options, &again_why);
      ASSERT_TRUE(again);
      EXPECT_EQ(write_sgt_id(again->puzzle, &again_why), write_sgt_id(puzzle, &why));
      if (!spec.check_minimal) continue;
      if (!kind->killer) {
        // Up to 6x6 by plain backtracking; on 9x9 (where it takes minutes) by the exact-cover
        // engine over the same houses, a search of its own.
        EXPECT_EQ(made->givens, puzzle.givens());
        SudokuSolver engine(SudokuMatrix::for_geometry(puzzle.geometry_ptr()));
        for (int cell = 0; cell < geometry.cells(); ++cell) {
          if (puzzle.at(cell) == 0) continue;
          Grid fewer = puzzle;
          fewer.set(cell, 0);
          const std::uint64_t count = geometry.size() <= 6 ? testing::plain_rules_count(plain, cells_of(fewer), 2)
                                                            : engine.solve(fewer, 2, 0).solutions;
          EXPECT_EQ(count, 2u) << "a redundant given at " << cell;
        }
        continue;
      }
      // A killer: its givens (none, or at most --max-givens K, each needed: without it a second
      // solution), and no two neighbouring cages whose digits differ (and that make at most
      // five cells) merge without a second solution.
      EXPECT_LE(puzzle.givens(), spec.givens);
      EXPECT_EQ(made->givens, puzzle.givens());
      for (int cell = 0; cell < geometry.cells(); ++cell) {
        if (puzzle.at(cell) == 0) continue;
        std::vector<int> fewer = cells_of(puzzle);
        fewer[static_cast<std::size_t>(cell)] = 0;
        EXPECT_EQ(testing::plain_rules_count(plain, fewer, 2), 2u) << "a redundant given at " << cell;
      }
      const std::vector<Cage>& cages = geometry.cages();
      const int n = geometry.size();
      for (std::size_t a = 0; a < cages.size(); ++a) {
        for (std::size_t b = a + 1; b < cages.size(); ++b) {
          bool next_to = false;
          std::vector<int> digits;
          for (const int x : cages[a].cells) {
            digits.push_back(made->solution.at(x));
            for (const int y : cages[b].cells) next_to = next_to || (x / n == y / n && std::abs(x - y) == 1) || std::abs(x - y) == n;
          }
          for (const int y : cages[b].cells) digits.push_back(made->solution.at(y));
          std::sort(digits.begin(), digits.end());
          const bool distinct = std::adjacent_find(digits.begin(), digits.end()) == digits.end();
          if (!next_to || !distinct || digits.size() > 5) continue;
          testing::PlainRules merged = plain;
          merged.cages.clear();
          for (std::size_t k = 0; k < cages.size(); ++k) {
            if (k == b) continue;
            std::vector<int> cells = cages[k].cells;
            int sum = cages[k].sum;
            if (k == a) {
              cells.insert(cells.end(), cages[b].cells.begin(), cages[b].cells.end());
              sum += cages[b].sum;
            }
            merged.cages.emplace_back(cells, sum);
          }
          EXPECT_EQ(testing::plain_rules_count(merged, cells_of(puzzle), 2), 2u) << "cages " << a << " and " << b << " merge";
        }
      }
    }
  }
}

// A band on SE's scale (--se) and a logical level (--level) hold for variants: each puzzle is
// rated in the band by the explainer on its own houses (not cut short: the whole path), and
// is unique by plain backtracking.
TEST(VariantGenerator, BandsAndLevelsHoldOnTheVariantsHouses) {
  struct Graded {
    const char* variant;
    std::pair<double, double> band;
  };
  for (const Graded& graded : {Graded{"x", {2.6, 4.5}}, Graded{"windoku", {1.7, 3.0}}, Graded{"jigsaw", {2.6, 7.0}}}) {
    SCOPED_TRACE(graded.variant);
    std::string error;
    VariantGenerator generator(Shape{3, 3}, *parse_variant(graded.variant, &error));
    GenerateOptions options;
    options.se_band = graded.band;
    options.attempts = 2000;
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      std::string why;
      const std::optional<GeneratedPuzzle> made = generator.generate(seed, options, &why);
      ASSERT_TRUE(made) << why;
      const Explanation e = explain(made->puzzle);
      ASSERT_TRUE(e.solved);
      EXPECT_GE(*e.er, graded.band.first - 1e-9);
      EXPECT_LE(*e.er, graded.band.second + 1e-9);
      EXPECT_EQ(testing::plain_rules_count(rules_of(made->puzzle.geometry()), cells_of(made->puzzle), 2), 1u);
    }
  }
  std::string error;
  VariantGenerator generator(Shape{3, 3}, *parse_variant("x", &error));
  GenerateOptions options;
  options.level = LogicLevel::locked_pairs;
  options.attempts = 200;
  const std::optional<GeneratedPuzzle> made = generator.generate(3, options, &error);
  ASSERT_TRUE(made) << error;
  EXPECT_EQ(logic_level(made->puzzle), LogicLevel::locked_pairs);
  EXPECT_EQ(testing::plain_rules_count(rules_of(made->puzzle.geometry()), cells_of(made->puzzle), 2), 1u);
  options.level.reset();  // none in a band no 9x9 X puzzle of these grids reaches: it says what it found
  options.se_band = std::make_pair(1.0, 1.1);
  options.attempts = 3;
  EXPECT_FALSE(generator.generate(1, options, &error));
  EXPECT_NE(error.find("no puzzle rated 1.0..1.1 in 3 grids (3 puzzles made: 3 above the band)"), std::string::npos) << error;
}

// --hard on a variant: each puzzle it returns is unique under its own houses by the tests' own
// search (plain backtracking to 6x6, the exact-cover engine on 9x9), its solution keeps them
// (a move that shifted a diagonal or window off its cells, or turned a jigsaw's digits without
// its regions, would leave a grid that breaks them), each probe's cost is what the probe
// measures again, and the same seed gives the same puzzles.
TEST(Hard, VariantsClimbOnTheirOwnHouses) {
  struct Climb {
    const char* variant;
    Shape shape;
    std::uint64_t evaluations;
  };
  for (const Climb& climb : {Climb{"x", Shape{2, 2}, 300}, Climb{"x", Shape{2, 3}, 300}, Climb{"windoku", Shape{2, 3}, 300},
                             Climb{"jigsaw", Shape{2, 3}, 300}, Climb{"jigsaw+x", Shape{2, 3}, 200},
                             Climb{"x", Shape{3, 3}, 300}, Climb{"x+windoku", Shape{3, 3}, 100}}) {
    SCOPED_TRACE(std::string(climb.variant) + " " + climb.shape.name());
    std::string error;
    HardOptions options;
    options.variant = *parse_variant(climb.variant, &error);
    options.probes = {Probe::dlx, Probe::propagate};
    options.evaluations = climb.evaluations;
    options.count = 2;
    options.one_climb = true;  // one long walk: many moves behind each puzzle
    const HardRun run = search_hard(climb.shape, 7, options);
    ASSERT_EQ(run.puzzles.size(), 2u) << run.error;
    const HardRun again = search_hard(climb.shape, 7, options);
    ASSERT_EQ(again.puzzles.size(), 2u);
    for (std::size_t i = 0; i < run.puzzles.size(); ++i) {
      const HardPuzzle& p = run.puzzles[i];
      const Geometry& geometry = p.puzzle.geometry();
      EXPECT_EQ(geometry.variant_name(), options.variant.name());
      EXPECT_TRUE(same_geometry(p.puzzle.geometry_ptr(), p.solution.geometry_ptr()));
      const testing::PlainRules plain = rules_of(geometry);
      EXPECT_EQ(testing::plain_rules_count(plain, cells_of(p.solution), 2), 1u);
      if (geometry.size() <= 6) {
        EXPECT_EQ(testing::plain_rules_count(plain, cells_of(p.puzzle), 2), 1u);
      } else {
        SudokuSolver engine(SudokuMatrix::for_geometry(p.puzzle.geometry_ptr()));
        EXPECT_EQ(engine.solve(p.puzzle, 2, 0).solutions, 1u);
      }
      for (int cell = 0; cell < geometry.cells(); ++cell) {
        if (p.puzzle.at(cell) != 0) {
          EXPECT_EQ(p.puzzle.at(cell), p.solution.at(cell));
        }
      }
      if (options.variant.jigsaw) {
        EXPECT_TRUE(regions_connected(geometry.size(), geometry.rules().regions));
      }
      EXPECT_EQ(probe_effort(Probe::dlx, p.puzzle, 0).nodes, p.costs[0]);
      EXPECT_EQ(probe_effort(Probe::propagate, p.puzzle, 0).nodes, p.costs[1]);
      EXPECT_EQ(write_sgt_id(p.puzzle, &error), write_sgt_id(again.puzzles[i].puzzle, &error));
    }
    EXPECT_GE(run.puzzles[0].score, 1.0);  // no easier than the starting puzzles' medians
  }
  HardOptions killer;
  killer.variant.killer = true;
  EXPECT_EQ(search_hard(Shape{3, 3}, 1, killer).error, "no hard killers: the probes read houses, not cage sums");
}

TEST(VariantGenerator, VariantsAreNamedAndRefusedInPlainWords) {
  std::string error;
  EXPECT_EQ(parse_variant("jigsaw+X", &error)->name(), "jigsaw+X");
  EXPECT_EQ(parse_variant("killer+x", &error)->name(), "killer+X");
  EXPECT_EQ(parse_variant("hyper", &error)->name(), "windoku");
  EXPECT_FALSE(parse_variant("jigsaw+windoku", &error));
  EXPECT_EQ(error, "--variant: windoku's windows sit between boxes, and a jigsaw has none");
  EXPECT_FALSE(parse_variant("sudoku-x", &error));
  EXPECT_EQ(error, "--variant: unknown variant 'sudoku-x' (x, windoku, jigsaw, killer, joined by '+': jigsaw+x)");
}

}  // namespace
}  // namespace sudokit
