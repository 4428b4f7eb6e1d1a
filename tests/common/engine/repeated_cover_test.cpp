// SPDX-License-Identifier: MIT
#include "common/engine/repeated_cover.hpp"

#include <gtest/gtest.h>

#include "common/sudoku/rng.hpp"
#include "tests/brute_force.hpp"

namespace sudokit {
namespace {

std::vector<std::vector<int>> random_options(Rng& rng, int items, int options, int density) {
  std::vector<std::vector<int>> out;
  for (int k = 0; k < options; ++k) {
    std::vector<int> option;
    for (int item = 0; item < items; ++item) {
      if (static_cast<int>(rng.below(100)) < density) option.push_back(item);
    }
    if (option.empty()) option.push_back(static_cast<int>(rng.below(static_cast<std::uint64_t>(items))));
    out.push_back(option);
  }
  return out;
}

// Every option covers its items; the result covers every item; the size matches brute force.
TEST(RepeatedCover, MatchesBruteForceOnRandomProblems) {
  Rng rng(2026);
  int with_cover = 0;
  for (int trial = 0; trial < 400; ++trial) {
    const int items = 1 + static_cast<int>(rng.below(14));
    const int count = 1 + static_cast<int>(rng.below(14));
    const auto options = random_options(rng, items, count, 10 + static_cast<int>(rng.below(40)));
    ExactCoverProblem problem(items);
    for (const auto& option : options) ASSERT_TRUE(problem.add_option(option));
    const RepeatedCoverResult result = smallest_repeated_cover(problem);
    const int expected = testing::brute_force_smallest_repeated_cover(items, options);
    SCOPED_TRACE(trial);
    ASSERT_TRUE(result.complete);
    if (expected < 0) {
      EXPECT_FALSE(result.options.has_value());
      continue;
    }
    ++with_cover;
    ASSERT_TRUE(result.options.has_value());
    EXPECT_EQ(static_cast<int>(result.options->size()), expected);
    std::vector<int> covered(static_cast<std::size_t>(items), 0);
    for (int option : *result.options) {
      for (int item : options[static_cast<std::size_t>(option)]) covered[static_cast<std::size_t>(item)] = 1;
    }
    for (int c : covered) EXPECT_EQ(c, 1);
  }
  EXPECT_GE(with_cover, 100);  // the test exercises both outcomes
}

TEST(RepeatedCover, NodeBudgetSaysIncomplete) {
  Rng rng(5);
  ExactCoverProblem problem(40);
  for (const auto& option : random_options(rng, 40, 60, 8)) problem.add_option(option);
  const RepeatedCoverResult full = smallest_repeated_cover(problem);
  ASSERT_TRUE(full.complete);
  ASSERT_GT(full.nodes, 2u);
  const RepeatedCoverResult cut = smallest_repeated_cover(problem, 2);
  EXPECT_FALSE(cut.complete);
  EXPECT_FALSE(cut.options.has_value());
}

}  // namespace
}  // namespace sudokit
