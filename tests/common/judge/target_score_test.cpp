// SPDX-License-Identifier: MIT
#include "common/judge/target_score.hpp"

#include <gtest/gtest.h>

#include "common/judge/variant.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "gen/generator.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string kSamples = testing::data_path("samples/");

TEST(TargetScore, RingScoresOfNineByNine) {
  const std::vector<int> scores = ring_scores(Shape{3, 3});
  EXPECT_EQ(scores[40], 10);  // the centre
  EXPECT_EQ(scores[0], 6);
  EXPECT_EQ(scores[10], 7);
  EXPECT_EQ(scores[20], 8);
  EXPECT_EQ(scores[30], 9);
  EXPECT_EQ(scores[4], 6);
}

TEST(TargetScore, SolvesThePublicSampleLeniently) {
  const Variant& variant = *find_variant("p1074");
  const std::string input = testing::slurp(kSamples + "luogu-p1074/sample1.in");
  VariantSolveOptions options;
  const VariantRun run = variant.solve(input, options);
  EXPECT_EQ(run.outcome, VariantOutcome::done) << run.err;
  EXPECT_EQ(run.out, testing::slurp(kSamples + "luogu-p1074/sample1.out"));
  options.strict = true;  // the sample's trailing spaces
  EXPECT_EQ(variant.solve(input, options).outcome, VariantOutcome::unreadable);
}

// A puzzle dug from a random full grid down to `givens` cells, uniqueness not asked.
Grid dug(const Shape& shape, std::uint64_t seed, int givens) {
  Generator generator(shape);
  Rng rng(seed);
  Grid grid = generator.full_grid(rng);
  std::vector<int> cells(static_cast<std::size_t>(shape.cells()));
  for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
  rng.shuffle(Span<int>(cells));
  for (std::size_t i = static_cast<std::size_t>(givens); i < cells.size(); ++i) grid.set(cells[i], 0);
  return grid;
}

// Branch and bound (with its reduced weights) against plain enumeration of every solution.
TEST(TargetScore, MatchesPlainEnumeration) {
  struct Case {
    Shape shape;
    int givens;
    int trials;
  };
  for (const Case& c : {Case{{2, 2}, 4, 60}, Case{{2, 3}, 12, 40}, Case{{3, 2}, 10, 20},
                        Case{{3, 3}, 36, 30}, Case{{3, 3}, 30, 6}}) {
    const std::vector<int> scores = ring_scores(c.shape);
    for (int trial = 0; trial < c.trials; ++trial) {
      Grid puzzle = dug(c.shape, sub_seed(static_cast<std::uint64_t>(c.givens), static_cast<std::uint64_t>(trial)), c.givens);
      if (trial % 7 == 6) {  // a wrong digit somewhere: often no solution at all
        for (int cell = 0; cell < c.shape.cells(); ++cell) {
          if (puzzle.at(cell) == 0) {
            puzzle.set(cell, 1);
            break;
          }
        }
      }
      SCOPED_TRACE(c.shape.name() + " givens " + std::to_string(c.givens) + " trial " +
                   std::to_string(trial));
      const TargetScoreResult result = max_target_score(puzzle, scores);
      const long long expected = testing::plain_target_score(puzzle, scores);
      EXPECT_EQ(result.score.value_or(-1), expected);
      if (result.score) {  // the grid it reports solves the puzzle and scores that much
        EXPECT_TRUE(solves(result.best, puzzle));
        long long score = 0;
        for (int cell = 0; cell < c.shape.cells(); ++cell) {
          score += static_cast<long long>(scores[static_cast<std::size_t>(cell)]) * result.best.at(cell);
        }
        EXPECT_EQ(score, *result.score);
      }
    }
  }
}

TEST(TargetScore, ValidatorChecksGivensAndThreshold) {
  const Variant& variant = *find_variant("p1074");
  // The sample has trailing spaces: strictly invalid, leniently valid.
  const std::string sample = testing::slurp(kSamples + "luogu-p1074/sample1.in");
  ValidateOptions options;
  EXPECT_FALSE(variant.validate(sample, options).valid);
  options.lenient = true;
  const Validation lenient = variant.validate(sample, options);
  EXPECT_TRUE(lenient.valid) << lenient.message;
  options.min_givens = 31;  // the sample has 30 givens
  const Validation strict_subtask = variant.validate(sample, options);
  EXPECT_FALSE(strict_subtask.valid);
  EXPECT_EQ(strict_subtask.message, "input:1:1: case 1: 30 givens; the problem promises at least 31");
}

TEST(TargetScore, GeneratorModes) {
  const Variant& variant = *find_variant("p1074");
  VariantGenOptions options;
  options.givens = 28;
  options.mode = "unsolvable";
  options.seed = 4;
  const VariantRun none = variant.generate(options);
  ASSERT_EQ(none.outcome, VariantOutcome::done) << none.err;
  EXPECT_EQ(none.answer, "-1\n");
  ValidateOptions strict;
  const Validation valid = variant.validate(none.out, strict);
  EXPECT_TRUE(valid.valid) << valid.message;  // no two givens clash, 28 >= 24
  // many: at least as many solutions as the plain dig of the same seed's first grid.
  options.mode = "many";
  options.givens = 24;
  const VariantRun many = variant.generate(options);
  ASSERT_EQ(many.outcome, VariantOutcome::done) << many.err;
  EXPECT_NE(many.report.find("\"givens\":24"), std::string::npos);
  options.mode = "random";
  options.givens = 90;
  EXPECT_EQ(variant.generate(options).outcome, VariantOutcome::refused);
}

}  // namespace
}  // namespace sudokit
