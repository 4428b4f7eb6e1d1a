#include "solve/counting.hpp"

#include <gtest/gtest.h>

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

}  // namespace
}  // namespace sudokit
