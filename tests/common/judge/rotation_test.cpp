// SPDX-License-Identifier: MIT
#include "common/judge/rotation.hpp"

#include <gtest/gtest.h>

#include "common/judge/variant.hpp"
#include "common/sudoku/rng.hpp"
#include "gen/generator.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string kSamples = testing::data_path("samples/");

TEST(Rotation, TurningFourTimesIsTheIdentity) {
  Generator generator(Shape{4, 4});
  Rng rng(1);
  const Grid grid = generator.full_grid(rng);
  Grid turned = grid;
  for (int t = 0; t < 4; ++t) rotate_region(turned, 5, 1);
  EXPECT_EQ(turned, grid);
  rotate_region(turned, 5, 1);
  EXPECT_NE(turned, grid);
}

TEST(Rotation, SolvesThePublicSample) {
  VariantSolveOptions options;
  const VariantRun run = find_variant("hdu6341")->solve(
      testing::slurp(kSamples + "hdu-6341/sample.in"), options);
  EXPECT_EQ(run.outcome, VariantOutcome::done) << run.err;
  EXPECT_EQ(run.out, testing::slurp(kSamples + "hdu-6341/sample.out"));
}

// The search against trying all 4^regions ways, on 4x4 and 9x9 grids turned at random.
TEST(Rotation, MatchesBruteForceOnSmallGrids) {
  for (const Shape shape : {Shape{2, 2}, Shape{3, 3}}) {
    Generator generator(shape);
    const int trials = testing::sweep(shape.size() == 4 ? 200 : 12);
    for (int trial = 0; trial < trials; ++trial) {
      Rng rng(sub_seed(77, static_cast<std::uint64_t>(trial)));
      Grid grid = generator.full_grid(rng);
      int applied = 0;
      for (int region = 0; region < shape.size(); ++region) {
        const int turns = static_cast<int>(rng.below(4));
        rotate_region(grid, region, turns);
        applied += turns;
      }
      if (trial % 5 == 4) {  // some grids no turning restores: swap two cells of a region
        const int a = grid.at(0), b = grid.at(shape.size() + 1);
        grid.set(0, b);
        grid.set(shape.size() + 1, a);
      }
      SCOPED_TRACE(shape.name() + " trial " + std::to_string(trial));
      const RotationResult result = min_rotations(grid);
      const int expected = testing::brute_force_rotations(grid);
      EXPECT_EQ(result.rotations.value_or(-1), expected);
      if (trial % 5 != 4) {
        EXPECT_LE(expected, applied);
      }
      if (result.rotations) {  // the turns it reports do restore a valid grid
        Grid restored = grid;
        int total = 0;
        for (int region = 0; region < shape.size(); ++region) {
          rotate_region(restored, region, -result.turns[static_cast<std::size_t>(region)]);
          total += result.turns[static_cast<std::size_t>(region)];
        }
        EXPECT_FALSE(find_conflict(restored).has_value());
        EXPECT_EQ(total, *result.rotations);
      }
    }
  }
}

TEST(Rotation, RegionWithARepeatedDigitIsNotRestorable) {
  Generator generator(Shape{2, 2});
  Rng rng(3);
  Grid grid = generator.full_grid(rng);
  grid.set(1, grid.at(0));  // r1c2 = r1c1: region 1 repeats a digit
  EXPECT_FALSE(min_rotations(grid).rotations.has_value());
  EXPECT_EQ(testing::brute_force_rotations(grid), -1);
}

TEST(Rotation, GeneratorOptionsAreChecked) {
  const Variant& variant = *find_variant("hdu6341");
  VariantGenOptions options;
  options.cases = 1001;
  EXPECT_EQ(variant.generate(options).outcome, VariantOutcome::refused);
  options.cases = 2;
  options.rotated = 17;
  EXPECT_EQ(variant.generate(options).outcome, VariantOutcome::refused);
  options.rotated = 3;
  options.mode = "sideways";
  EXPECT_EQ(variant.generate(options).outcome, VariantOutcome::refused);
  options.mode = "";
  options.box = Shape{2, 3};
  EXPECT_EQ(variant.generate(options).outcome, VariantOutcome::refused);
}

// Exactly K regions turned: the answer is at most the turns applied, which are 1-3 per region.
TEST(Rotation, RotatedRegionsBoundTheAnswer) {
  const Variant& variant = *find_variant("hdu6341");
  VariantGenOptions options;
  options.cases = 20;
  options.rotated = 2;
  const VariantRun run = variant.generate(options);
  ASSERT_EQ(run.outcome, VariantOutcome::done) << run.err;
  std::size_t start = 0;
  for (int c = 0; c < 20; ++c) {
    const std::size_t end = run.answer.find('\n', start);
    const int answer = std::stoi(run.answer.substr(start, end - start));
    EXPECT_GE(answer, 0);
    EXPECT_LE(answer, 6);
    start = end + 1;
  }
}

}  // namespace
}  // namespace sudokit
