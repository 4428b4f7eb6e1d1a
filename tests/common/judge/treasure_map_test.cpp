// SPDX-License-Identifier: MIT
#include "common/judge/treasure_map.hpp"

#include <gtest/gtest.h>

#include "common/judge/variant.hpp"
#include "common/sudoku/rng.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string kSamples = testing::data_path("samples/zoj-3209/");

TEST(TreasureMap, SolvesThePublicSample) {
  const VariantRun run = find_variant("zoj3209")->solve(testing::slurp(kSamples + "sample.in"), {});
  EXPECT_EQ(run.outcome, VariantOutcome::done) << run.err;
  EXPECT_EQ(run.out, testing::slurp(kSamples + "sample.out"));
}

// The fewest pieces against every subset of pieces, on small boards.
TEST(TreasureMap, MatchesBruteForce) {
  Rng rng(3209);
  int tiled = 0;
  for (int trial = 0; trial < 300; ++trial) {
    TreasureMap map;
    map.width = 1 + static_cast<int>(rng.below(4));
    map.height = 1 + static_cast<int>(rng.below(4));
    const int count = 1 + static_cast<int>(rng.below(14));
    std::vector<std::vector<int>> options;
    for (int k = 0; k < count; ++k) {
      const int x1 = static_cast<int>(rng.below(static_cast<std::uint64_t>(map.width)));
      const int y1 = static_cast<int>(rng.below(static_cast<std::uint64_t>(map.height)));
      const int x2 = x1 + 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(map.width - x1)));
      const int y2 = y1 + 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(map.height - y1)));
      map.pieces.push_back({x1, y1, x2, y2});
      std::vector<int> cells;
      for (int y = y1; y < y2; ++y) {
        for (int x = x1; x < x2; ++x) cells.push_back(y * map.width + x);
      }
      options.push_back(cells);
    }
    const TreasureResult result = fewest_pieces(map);
    const int expected = testing::brute_force_smallest_exact_cover(map.width * map.height, options);
    EXPECT_EQ(result.pieces.value_or(-1), expected) << trial;
    EXPECT_EQ(fewest_pieces_by_exact_cover(map).pieces.value_or(-1), expected) << trial;
    EXPECT_TRUE(result.complete);
    if (result.pieces) {
      ++tiled;
      std::vector<int> used(static_cast<std::size_t>(map.width * map.height), 0);
      for (int k : result.tiling) {
        for (int cell : options[static_cast<std::size_t>(k)]) ++used[static_cast<std::size_t>(cell)];
      }
      for (int u : used) EXPECT_EQ(u, 1);
    }
  }
  EXPECT_GE(tiled, 60);
}

// The reference solver (the corner-first dynamic programme) and the engine's smallest exact
// cover agree on boards too big for brute force: generated tests of every mode, and random
// pieces on 6x6 to 12x12 boards; the reference's tilings are tilings of that size.
TEST(TreasureMap, TheTwoSolversAgree) {
  const Variant& variant = *find_variant("zoj3209");
  int compared = 0, tiled = 0;
  for (const char* mode : {"random", "several", "none"}) {
    VariantGenOptions options;
    options.mode = mode;
    options.cases = 4;
    options.columns = 12;
    options.rows = 10;
    options.pieces = 120;
    const VariantRun test = variant.generate(options);
    ASSERT_EQ(test.outcome, VariantOutcome::done) << test.err;
    EXPECT_EQ(variant.solve(test.out, {}).out, test.answer) << mode;
  }
  Rng rng(6341);
  for (int trial = 0; trial < 60; ++trial) {
    TreasureMap map;
    map.width = 6 + static_cast<int>(rng.below(7));
    map.height = 6 + static_cast<int>(rng.below(7));
    for (int k = 0; k < 150; ++k) {
      const int w = 1 + static_cast<int>(rng.below(4)), h = 1 + static_cast<int>(rng.below(4));
      if (w > map.width || h > map.height) continue;
      const int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(map.width - w + 1)));
      const int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(map.height - h + 1)));
      map.pieces.push_back({x, y, x + w, y + h});
    }
    if (trial % 2 == 0) {  // every 1x1 piece too: a tiling exists, the fewest is the question
      for (int y = 0; y < map.height; ++y) {
        for (int x = 0; x < map.width; ++x) map.pieces.push_back({x, y, x + 1, y + 1});
      }
    }
    const TreasureResult reference = fewest_pieces(map);
    const TreasureResult engine = fewest_pieces_by_exact_cover(map, 2'000'000);
    ASSERT_TRUE(reference.complete);
    if (!engine.complete) continue;
    ++compared;
    EXPECT_EQ(reference.pieces, engine.pieces) << trial;
    if (!reference.pieces) continue;
    ++tiled;
    EXPECT_EQ(static_cast<int>(reference.tiling.size()), *reference.pieces);
    std::vector<int> used(static_cast<std::size_t>(map.width * map.height), 0);
    for (int k : reference.tiling) {
      const auto& [x1, y1, x2, y2] = map.pieces[static_cast<std::size_t>(k)];
      for (int y = y1; y < y2; ++y) {
        for (int x = x1; x < x2; ++x) ++used[static_cast<std::size_t>(y * map.width + x)];
      }
    }
    for (int u : used) EXPECT_EQ(u, 1);
  }
  EXPECT_GE(compared, 40);
  EXPECT_GE(tiled, 20);
}

TEST(TreasureMap, ValidatorFormat) {
  const Variant& variant = *find_variant("zoj3209");
  ValidateOptions options;
  EXPECT_TRUE(variant.validate(testing::slurp(kSamples + "sample.in"), options).valid);
  const Validation piece = variant.validate("1\n5 5 1\n3 0 3 5\n", options);
  EXPECT_FALSE(piece.valid);
  EXPECT_EQ(piece.message, "input:3:5: case 1: x2 must be in 4..5, found 3");
  const Validation separator = variant.validate("2\n1 1 1\n0 0 1 1\n1 1 1\n0 0 1 1\n", options);
  EXPECT_FALSE(separator.valid);
  EXPECT_EQ(separator.message, "input:4:1: case 1: expected an empty line, found '1'");
}

TEST(TreasureMap, GeneratedModes) {
  const Variant& variant = *find_variant("zoj3209");
  VariantGenOptions options;
  options.cases = 6;
  options.columns = 12;
  options.rows = 9;
  options.pieces = 60;
  for (const char* mode : {"random", "several", "none"}) {
    options.mode = mode;
    const VariantRun run = variant.generate(options);
    ASSERT_EQ(run.outcome, VariantOutcome::done) << mode << ": " << run.err;
    const Validation valid = variant.validate(run.out, {});
    EXPECT_TRUE(valid.valid) << mode << ": " << valid.message;
    EXPECT_EQ(variant.check(run.out, run.answer, run.answer).verdict, CheckVerdict::accepted);
    if (std::string(mode) == "none") {
      EXPECT_EQ(run.answer, "-1\n-1\n-1\n-1\n-1\n-1\n");
    } else {
      EXPECT_EQ(run.answer.find("-1"), std::string::npos) << mode;  // a tiling is planted
    }
  }
}

}  // namespace
}  // namespace sudokit
