// SPDX-License-Identifier: MIT
#include "common/engine/exact_cover.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

#include "tests/brute_force.hpp"

namespace sudokit {
namespace {

// A small deterministic generator for test data (splitmix64): no std:: distributions.
struct TestRng {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint32_t below(std::uint32_t bound) { return static_cast<std::uint32_t>(next() % bound); }
};

struct TestChooser : Chooser {
  TestRng rng{7};
  std::uint32_t below(std::uint32_t bound) override { return rng.below(bound); }
};

ExactCoverProblem make_problem(int primary, int secondary,
                               const std::vector<std::vector<int>>& options) {
  ExactCoverProblem problem(primary, secondary);
  for (const auto& option : options) EXPECT_TRUE(problem.add_option(option));
  return problem;
}

std::vector<std::vector<int>> all_solutions(ExactCoverSolver& solver) {
  std::vector<std::vector<int>> solutions;
  solver.enumerate([&](Span<const int> options) {
    std::vector<int> s(options.begin(), options.end());
    std::sort(s.begin(), s.end());
    solutions.push_back(s);
    return true;
  });
  std::sort(solutions.begin(), solutions.end());
  return solutions;
}

// Knuth's example (TAOCP 7.2.2.1 (5)): items a..g, options
//   'c e', 'a d g', 'b c f', 'a d f', 'b g', 'd e g'; the one solution is 'a d f', 'b g', 'c e'.
const std::vector<std::vector<int>> kKnuthOptions = {{2, 4}, {0, 3, 6}, {1, 2, 5},
                                                     {0, 3, 5}, {1, 6}, {3, 4, 6}};

TEST(ExactCover, KnuthExampleHasOneSolution) {
  const ExactCoverProblem problem = make_problem(7, 0, kKnuthOptions);
  ExactCoverSolver solver(problem);
  std::vector<int> solution;
  const SearchResult result = solver.first(solution);
  EXPECT_EQ(result.solutions, 1u);
  std::sort(solution.begin(), solution.end());
  EXPECT_EQ(solution, (std::vector<int>{0, 3, 4}));
  EXPECT_EQ(solver.count(0).solutions, 1u);
  EXPECT_EQ(solver.count(0).status, SearchStatus::complete);
  EXPECT_EQ(solver.check(), "");
  EXPECT_GT(solver.stats().nodes, 0u);
  EXPECT_GT(solver.stats().updates, 0u);
}

TEST(ExactCover, KnuthExampleWithSecondaryItems) {
  // f and g secondary: 'a d g' may now go without covering g... but no new solution appears.
  const ExactCoverProblem problem = make_problem(5, 2, kKnuthOptions);
  ExactCoverSolver solver(problem);
  EXPECT_EQ(solver.count(0).solutions, testing::brute_force_exact_covers(5, 2, kKnuthOptions));
}

TEST(ExactCover, SecondaryItemsAreCoveredAtMostOnce) {
  // Items 0,1 primary; 2 secondary. {0,2} and {1,2} cannot both be chosen.
  const ExactCoverProblem problem = make_problem(2, 1, {{0, 2}, {1, 2}, {0}, {1}});
  ExactCoverSolver solver(problem);
  EXPECT_EQ(all_solutions(solver),
            (std::vector<std::vector<int>>{{0, 3}, {1, 2}, {2, 3}}));
  EXPECT_EQ(solver.check(), "");
}

TEST(ExactCover, EmptyProblemHasTheEmptySolution) {
  const ExactCoverProblem problem(0);
  ExactCoverSolver solver(problem);
  std::vector<int> solution{42};
  EXPECT_EQ(solver.first(solution).solutions, 1u);
  EXPECT_TRUE(solution.empty());
  EXPECT_EQ(solver.check(), "");
}

TEST(ExactCover, ItemWithoutOptionsMeansNoSolution) {
  const ExactCoverProblem problem = make_problem(3, 0, {{0, 1}, {0}, {1}});
  ExactCoverSolver solver(problem);
  const SearchResult result = solver.count(0);
  EXPECT_EQ(result.solutions, 0u);
  EXPECT_EQ(result.status, SearchStatus::complete);
  EXPECT_EQ(solver.stats().nodes, 0u);  // item 2 has length 0: no option is ever tried
  EXPECT_EQ(solver.check(), "");
}

TEST(ExactCover, AddOptionRejectsBadOptions) {
  ExactCoverProblem problem(3, 1);
  EXPECT_FALSE(problem.add_option(std::vector<int>{}));
  EXPECT_FALSE(problem.add_option({0, 4}));
  EXPECT_FALSE(problem.add_option({-1}));
  EXPECT_FALSE(problem.add_option({1, 2, 1}));
  EXPECT_EQ(problem.option_count(), 0);
  EXPECT_TRUE(problem.add_option({3, 0}));
  EXPECT_EQ(problem.option_count(), 1);
}

// Four items, every non-empty subset an option: the solutions are the set partitions of a
// 4-set, Bell(4) = 15.
ExactCoverProblem partitions_of_four() {
  ExactCoverProblem problem(4);
  for (int mask = 1; mask < 16; ++mask) {
    std::vector<int> items;
    for (int i = 0; i < 4; ++i) {
      if (mask & (1 << i)) items.push_back(i);
    }
    EXPECT_TRUE(problem.add_option(items));
  }
  return problem;
}

TEST(ExactCover, SolutionLimits) {
  const ExactCoverProblem problem = partitions_of_four();
  ExactCoverSolver solver(problem);
  SearchResult result = solver.count(1);
  EXPECT_EQ(result.solutions, 1u);
  EXPECT_EQ(result.status, SearchStatus::solution_limit);
  EXPECT_EQ(solver.check(), "");
  result = solver.count(2);
  EXPECT_EQ(result.solutions, 2u);
  EXPECT_EQ(result.status, SearchStatus::solution_limit);
  EXPECT_EQ(solver.check(), "");
  result = solver.count(0);
  EXPECT_EQ(result.solutions, 15u);
  EXPECT_EQ(result.status, SearchStatus::complete);
  result = solver.count(15);  // reaching the limit exactly on the last solution
  EXPECT_EQ(result.solutions, 15u);
  EXPECT_EQ(solver.check(), "");
}

TEST(ExactCover, VisitorCanStop) {
  const ExactCoverProblem problem = partitions_of_four();
  ExactCoverSolver solver(problem);
  int seen = 0;
  const SearchResult result = solver.enumerate([&](Span<const int>) { return ++seen < 3; });
  EXPECT_EQ(seen, 3);
  EXPECT_EQ(result.status, SearchStatus::stopped);
  EXPECT_EQ(solver.check(), "");
  EXPECT_EQ(solver.count(0).solutions, 15u);  // and the solver is as good as new
}

TEST(ExactCover, NodeBudgetSaysUnknown) {
  const ExactCoverProblem problem = partitions_of_four();
  ExactCoverSolver solver(problem);
  solver.set_node_limit(3);
  const SearchResult result = solver.count(0);
  EXPECT_EQ(result.status, SearchStatus::node_limit);
  EXPECT_LT(result.solutions, 15u);
  EXPECT_EQ(solver.stats().nodes, 3u);
  EXPECT_EQ(solver.check(), "");
  solver.set_node_limit(0);
  EXPECT_EQ(solver.count(0).solutions, 15u);
}

TEST(ExactCover, SelectFixesOptionsAndUndoes) {
  const ExactCoverProblem problem = partitions_of_four();
  ExactCoverSolver solver(problem);
  // Option index = mask - 1. Select {0,1} (mask 3): the partitions of {2,3} remain: 2.
  ASSERT_TRUE(solver.select(2));
  EXPECT_EQ(solver.check(), "");
  EXPECT_EQ(solver.count(0).solutions, 2u);
  EXPECT_FALSE(solver.select(0));   // {0} overlaps the selection
  EXPECT_FALSE(solver.select(99));  // out of range
  EXPECT_EQ(solver.selection().size(), 1u);
  ASSERT_TRUE(solver.select(3));    // {2}
  EXPECT_EQ(solver.count(0).solutions, 1u);
  std::vector<int> solution;
  solver.first(solution);
  EXPECT_EQ(solution, (std::vector<int>{2, 3, 7}));  // selected first, then {3} (mask 8)
  solver.unselect();
  EXPECT_EQ(solver.check(), "");
  solver.clear_selection();
  EXPECT_EQ(solver.check(), "");
  EXPECT_EQ(solver.count(0).solutions, 15u);
}

// Random small problems against the brute-force counter, with and without selections and a
// random chooser. Each problem: 3-8 items (some secondary), 1-14 options of 1-4 items.
TEST(ExactCover, AgreesWithBruteForceOnRandomProblems) {
  TestRng rng{2024};
  TestChooser chooser;
  for (int round = 0; round < 600; ++round) {
    const int primary = 2 + static_cast<int>(rng.below(6));
    const int secondary = static_cast<int>(rng.below(3));
    const int items = primary + secondary;
    const int option_count = 1 + static_cast<int>(rng.below(14));
    std::vector<std::vector<int>> options;
    for (int k = 0; k < option_count; ++k) {
      std::vector<int> option;
      const int size = 1 + static_cast<int>(rng.below(4));
      for (int t = 0; t < size; ++t) {
        const int item = static_cast<int>(rng.below(static_cast<std::uint32_t>(items)));
        if (std::find(option.begin(), option.end(), item) == option.end()) option.push_back(item);
      }
      options.push_back(option);
    }
    const ExactCoverProblem problem = make_problem(primary, secondary, options);
    ExactCoverSolver solver(problem);
    const std::uint64_t expected = testing::brute_force_exact_covers(primary, secondary, options);
    SCOPED_TRACE("round " + std::to_string(round));
    EXPECT_EQ(solver.count(0).solutions, expected);
    EXPECT_EQ(solver.count(2).solutions, std::min<std::uint64_t>(expected, 2));
    EXPECT_EQ(solver.check(), "");

    // Every solution found is an exact cover, and they are distinct.
    const auto solutions = all_solutions(solver);
    EXPECT_EQ(solutions.size(), expected);
    EXPECT_EQ(std::adjacent_find(solutions.begin(), solutions.end()), solutions.end());

    // The random chooser changes the order, never the set.
    solver.set_chooser(&chooser);
    EXPECT_EQ(all_solutions(solver), solutions);
    EXPECT_EQ(solver.check(), "");
    solver.set_chooser(nullptr);

    // Selecting an option: the solutions that contain it.
    const int chosen = static_cast<int>(rng.below(static_cast<std::uint32_t>(option_count)));
    const bool has_primary = std::any_of(options[static_cast<std::size_t>(chosen)].begin(),
                                         options[static_cast<std::size_t>(chosen)].end(),
                                         [&](int i) { return i < primary; });
    if (solver.select(chosen)) {
      EXPECT_EQ(solver.check(), "");
      std::uint64_t containing = 0;
      for (const auto& s : solutions) {
        containing += static_cast<std::uint64_t>(std::count(s.begin(), s.end(), chosen));
      }
      if (has_primary) {
        EXPECT_EQ(solver.count(0).solutions, containing);
        // Excluding another option too: the solutions with the first and without the second.
        const int banned = static_cast<int>(rng.below(static_cast<std::uint32_t>(option_count)));
        if (solver.exclude(banned)) {
          std::uint64_t without = 0;
          for (const auto& s : solutions) {
            without += std::count(s.begin(), s.end(), chosen) == 1 &&
                       std::count(s.begin(), s.end(), banned) == 0;
          }
          EXPECT_EQ(solver.count(0).solutions, without);
          EXPECT_EQ(solver.check(), "");
          solver.unexclude();
        }
      }
      solver.unselect();
    }
    EXPECT_EQ(solver.check(), "");
  }
}

TEST(ExactCover, ExcludeForbidsAnOption) {
  const ExactCoverProblem problem = partitions_of_four();
  ExactCoverSolver solver(problem);
  // Option 14 is {0,1,2,3} (mask 15): one of the 15 partitions.
  ASSERT_TRUE(solver.exclude(14));
  EXPECT_FALSE(solver.exclude(14));  // already excluded: its links must not be undone twice
  EXPECT_FALSE(solver.select(14));   // and an excluded option cannot be fixed either
  EXPECT_EQ(solver.check(), "");
  EXPECT_EQ(solver.count(0).solutions, 14u);
  ASSERT_TRUE(solver.exclude(0));  // {0}: the partitions with {0} alone are Bell(3) = 5
  EXPECT_EQ(solver.count(0).solutions, 9u);
  EXPECT_EQ(solver.check(), "");
  solver.unexclude();
  EXPECT_EQ(solver.count(0).solutions, 14u);
  solver.unexclude();
  EXPECT_EQ(solver.count(0).solutions, 15u);
  EXPECT_EQ(solver.check(), "");

  // After a selection: only live options can be excluded; clear_selection() undoes both.
  ASSERT_TRUE(solver.select(2));     // {0,1}
  EXPECT_FALSE(solver.exclude(0));   // {0} is not live
  ASSERT_TRUE(solver.exclude(3));    // {2}: leaves only {2,3} (mask 12) for the rest
  EXPECT_EQ(solver.count(0).solutions, 1u);
  EXPECT_EQ(solver.check(), "");
  solver.clear_selection();
  EXPECT_EQ(solver.check(), "");
  EXPECT_EQ(solver.count(0).solutions, 15u);
  EXPECT_TRUE(solver.exclude(3));  // clear_selection() forgot the exclusion
  solver.unexclude();
}

TEST(ExactCover, TwoSolversInTwoThreads) {
  const ExactCoverProblem problem = partitions_of_four();
  std::uint64_t counts[2] = {0, 0};
  auto work = [&](int t) {
    ExactCoverSolver solver(problem);
    for (int i = 0; i < 2000; ++i) counts[t] += solver.count(0).solutions;
  };
  std::thread a(work, 0);
  std::thread b(work, 1);
  a.join();
  b.join();
  EXPECT_EQ(counts[0], 15u * 2000);
  EXPECT_EQ(counts[1], 15u * 2000);
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// smallest(): the fewest options of any exact cover, as brute force finds it, and the links
// left as they were.
TEST(ExactCoverSmallest, MatchesBruteForceOnRandomProblems) {
  TestRng rng{99};
  int solvable = 0;
  for (int trial = 0; trial < 500; ++trial) {
    const int items = 1 + static_cast<int>(rng.below(10));
    const int count = 1 + static_cast<int>(rng.below(16));
    std::vector<std::vector<int>> options;
    ExactCoverProblem problem(items);
    for (int k = 0; k < count; ++k) {
      std::vector<int> option;
      for (int item = 0; item < items; ++item) {
        if (rng.below(100) < 30) option.push_back(item);
      }
      if (option.empty()) option.push_back(static_cast<int>(rng.below(static_cast<std::uint32_t>(items))));
      problem.add_option(option);
      options.push_back(option);
    }
    ExactCoverSolver solver(problem);
    std::vector<int> solution;
    const SearchResult result = solver.smallest(solution);
    SCOPED_TRACE(trial);
    EXPECT_EQ(result.status, SearchStatus::complete);
    const int expected = testing::brute_force_smallest_exact_cover(items, options);
    EXPECT_EQ(solution.empty() ? -1 : static_cast<int>(solution.size()), expected);
    if (!solution.empty()) {
      std::vector<int> used(static_cast<std::size_t>(items), 0);
      for (int option : solution) {
        for (int item : options[static_cast<std::size_t>(option)]) ++used[static_cast<std::size_t>(item)];
      }
      for (int u : used) EXPECT_EQ(u, 1);
      ++solvable;
    }
    EXPECT_EQ(solver.check(), "");
    // An ordinary count afterwards is unaffected by the bound.
    EXPECT_EQ(solver.count(0).solutions, testing::brute_force_exact_covers(items, 0, options));
  }
  EXPECT_GE(solvable, 100);
}

}  // namespace
}  // namespace sudokit
