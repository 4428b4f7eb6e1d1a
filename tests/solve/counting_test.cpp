// SPDX-License-Identifier: MIT
#include "solve/counting.hpp"

#include <gtest/gtest.h>

#include <set>

#include "common/clauses/clause_counter.hpp"
#include "gen/generator.hpp"
#include "tests/brute_force.hpp"

namespace sudokit {
namespace {

// A count to one or two by the policy, handed to clause learning after 1 node of the bitboard
// counter (10x10 boxes are wider than 4), or by clause learning alone, says what the tests'
// own counter says of puzzles with 0, 1 and several solutions, and the solutions it keeps
// solve the puzzle.
TEST(PolicyCounter, ClauseLearningCountsAsTheTestsOwnCounter) {
  for (const Shape shape : {Shape{2, 5}, Shape{5, 2}}) {
    Generator generator(shape);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      SCOPED_TRACE(shape.name() + " seed " + std::to_string(seed));
      std::string why;
      const auto made = generator.generate(seed, {}, &why);
      ASSERT_TRUE(made) << why;
      Grid several = made->puzzle;  // a given less: one solution or more
      for (int cell = 0; cell < shape.cells(); ++cell) {
        if (several.at(cell) != 0) {
          several.set(cell, 0);
          break;
        }
      }
      Grid none = made->puzzle;  // a blank given a digit its solution does not have there
      for (int cell = 0; cell < shape.cells(); ++cell) {
        if (none.at(cell) == 0) {
          none.set(cell, made->solution.at(cell) % shape.size() + 1);
          break;
        }
      }
      for (const Grid& puzzle : {made->puzzle, several, none}) {
        const std::uint64_t truth = testing::bitmask_count(puzzle, 2);
        CountPolicy handed;
        handed.bitboard_first = 1;
        CountPolicy alone;
        alone.clauses = true;
        for (const CountPolicy& policy : {handed, alone}) {
          PolicyCounter counter(shape, policy);
          EXPECT_TRUE(counter.hands_over() != policy.clauses);
          for (const std::uint64_t limit : {1u, 2u}) {
            const SolveResult result = counter.solve(puzzle, limit, 2);
            if (result.verdict == Verdict::invalid) {
              EXPECT_TRUE(find_conflict(puzzle).has_value());
              continue;
            }
            EXPECT_EQ(result.solutions, std::min(truth, limit));
            EXPECT_EQ(result.exact, truth < limit);
            ASSERT_EQ(result.found.size(), result.solutions);
            for (const Grid& found : result.found) EXPECT_TRUE(solves(found, puzzle));
            if (result.found.size() == 2) {
              EXPECT_FALSE(result.found[0] == result.found[1]);
            }
          }
        }
      }
    }
  }
}


// A full grid of boxes R x C by the pattern (C (r % R) + r / R + c) mod N, then only every
// `step`-th cell kept.
Grid pattern_grid(const Shape& shape, int step) {
  Grid grid(shape);
  const int n = shape.size();
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int r = cell / n, c = cell % n;
    if (cell % step == 0) grid.set(cell, (shape.box_cols * (r % shape.box_rows) + r / shape.box_rows + c) % n + 1);
  }
  return grid;
}

// The rules with kept givens leave out what those settle: the empty grid's are 4 N^2 houses
// of 1 + N (N - 1) / 2 clauses each, a full grid's none, and in between as many as the tests
// count by the candidates a peer's given does not rule out (a house a given fills has none).
TEST(ClauseCounter, RulesLeaveOutWhatTheKeptGivensSettle) {
  for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 3}, Shape{2, 5}}) {
    SCOPED_TRACE(shape.name());
    const std::uint64_t n = static_cast<std::uint64_t>(shape.size());
    EXPECT_EQ(ClauseCounter::rule_clauses(Grid(shape)), 4 * n * n * (1 + n * (n - 1) / 2));
    EXPECT_EQ(ClauseCounter::rule_clauses(pattern_grid(shape, 1)), 0u);
    for (const int step : {2, 3, 7}) {
      const Grid kept = pattern_grid(shape, step);
      const int size = shape.size();
      const auto candidate = [&](int cell, int digit) {
        if (kept.at(cell) != 0) return false;
        for (int other = 0; other < shape.cells(); ++other) {
          const bool peer = other / size == cell / size || other % size == cell % size ||
                            shape.box_of(other / size, other % size) == shape.box_of(cell / size, cell % size);
          if (peer && kept.at(other) == digit) return false;
        }
        return true;
      };
      std::uint64_t expected = 0;
      const auto house = [&](const std::vector<std::pair<int, int>>& pairs) {
        std::uint64_t k = 0;
        for (const auto& [cell, digit] : pairs) {
          if (kept.at(cell) == digit) return;
          k += candidate(cell, digit);
        }
        expected += 1 + k * (k - 1) / 2;
      };
      for (int cell = 0; cell < shape.cells(); ++cell) {
        std::vector<std::pair<int, int>> pairs;
        for (int d = 1; d <= size; ++d) pairs.emplace_back(cell, d);
        house(pairs);
      }
      for (int d = 1; d <= size; ++d) {
        for (int k = 0; k < size; ++k) {
          std::vector<std::pair<int, int>> row, column, box;
          for (int i = 0; i < size; ++i) {
            row.emplace_back(k * size + i, d);
            column.emplace_back(i * size + k, d);
            box.emplace_back(shape.box_cell(k, i), d);
          }
          house(row);
          house(column);
          house(box);
        }
      }
      EXPECT_EQ(ClauseCounter::rule_clauses(kept), expected) << "every " << step << "th cell kept";
    }
  }
}

// Kept givens hold in every search: a search that assumes a digit they rule out, or kept
// givens that clash, find no solution; with no clash, the count is the tests' own.
TEST(ClauseCounter, KeptGivensHoldInEverySearch) {
  const Shape shape{2, 3};
  Grid kept = pattern_grid(shape, 3);
  ASSERT_NE(kept.at(0), 0);
  Grid puzzle = kept;
  ClauseCounter counter(kept);
  EXPECT_EQ(counter.count(puzzle, 0).solutions, std::min<std::uint64_t>(testing::bitmask_count(puzzle, 2), 2));
  puzzle.set(1, kept.at(0));  // the same digit beside a kept given
  EXPECT_EQ(counter.search(puzzle, {}, 0), ClauseCounter::Answer::none);
  Grid clash = kept;
  clash.set(1, kept.at(0));
  ClauseCounter clashing(clash);
  const ClauseCounter::Result result = clashing.count(Grid(shape), 0);
  EXPECT_EQ(result.solutions, 0u);
  EXPECT_TRUE(result.complete);
}

// Minimality tests of a block of givens at once: each one-off search's solution solves the
// puzzle but for exactly one of the block's givens (needed, kept from then on), until none is
// left (the rest redundant): the same givens as the tests' own counter finds removable, minimal
// puzzles or not. With a budget of one conflict a search says unknown or the truth.
TEST(ClauseCounter, OneOffSearchesFindTheNeededGivens) {
  const Shape shape{3, 3};
  Generator generator(shape);
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    GenerateOptions options;
    if (seed % 2 == 0) options.min_givens = options.max_givens = 32;  // not minimal
    std::string why;
    const auto made = generator.generate(seed, options, &why);
    ASSERT_TRUE(made) << why;
    const Grid& puzzle = made->puzzle;
    std::vector<std::pair<int, int>> block;  // the first 20 givens
    std::set<int> redundant;
    Grid others = puzzle;
    for (int cell = 0; cell < shape.cells() && block.size() < 20; ++cell) {
      if (puzzle.at(cell) == 0) continue;
      block.emplace_back(cell, puzzle.at(cell));
      others.set(cell, 0);
      Grid without = puzzle;
      without.set(cell, 0);
      if (testing::bitmask_count(without, 2) == 1) redundant.insert(cell);
    }
    if (seed % 2 == 0) {
      EXPECT_FALSE(redundant.empty());
    }
    for (const std::uint64_t conflicts : {0u, 1u}) {
      ClauseCounter counter(others);
      counter.set_phases(made->solution);
      counter.allow_one_off(block);
      std::set<int> left;
      for (const auto& given : block) left.insert(given.first);
      ClauseCounter::Answer answer = ClauseCounter::Answer::found;
      while (!left.empty() && answer == ClauseCounter::Answer::found) {
        answer = counter.search_one_off(conflicts);
        if (answer != ClauseCounter::Answer::found) break;
        const Grid& found = counter.solution(0);
        std::vector<int> off;
        for (const auto& [cell, digit] : block) {
          if (found.at(cell) != digit) off.push_back(cell);
        }
        ASSERT_EQ(off.size(), 1u);
        EXPECT_EQ(left.count(off[0]), 1u);
        EXPECT_EQ(redundant.count(off[0]), 0u);
        Grid without = puzzle;
        without.set(off[0], 0);
        EXPECT_TRUE(solves(found, without));
        counter.keep(off[0], puzzle.at(off[0]));
        left.erase(off[0]);
      }
      if (conflicts == 0) {
        EXPECT_NE(answer, ClauseCounter::Answer::unknown);
      }
      if (answer == ClauseCounter::Answer::none || left.empty()) {
        EXPECT_EQ(left, redundant);
      } else {
        EXPECT_EQ(answer, ClauseCounter::Answer::unknown);
        for (const int cell : redundant) EXPECT_EQ(left.count(cell), 1u);
      }
    }
  }
}

// Clause learning takes over on boxes wider than 4 where the puzzle's rules fit in
// kMostClauses: a 64x64 puzzle with a third of its cells given (1.6 million clauses), not the
// empty 64x64 grid (33 million); every 36x36 puzzle.
TEST(PolicyCounter, HandsOverWhereTheClausesFit) {
  const PolicyCounter wide(Shape{8, 8}, {});
  EXPECT_TRUE(wide.hands_over());
  EXPECT_FALSE(wide.hands_over(Grid(Shape{8, 8})));
  EXPECT_TRUE(wide.hands_over(pattern_grid(Shape{8, 8}, 3)));
  EXPECT_TRUE(PolicyCounter(Shape{6, 6}, {}).hands_over(Grid(Shape{6, 6})));
  EXPECT_FALSE(PolicyCounter(Shape{4, 4}, {}).hands_over());
  CountPolicy alone;
  alone.clauses = true;
  EXPECT_FALSE(PolicyCounter(Shape{8, 8}, alone).hands_over());
}

}  // namespace
}  // namespace sudokit
