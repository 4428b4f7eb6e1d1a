// The bitboard counter against the engine (DLX), on every shape it supports: puzzles from
// dense to sparse, with and without an excluded digit, and on the generator's hardest case,
// minimal puzzles and their one-given removals.
#include "common/sudoku/bitboard_counter.hpp"

#include <gtest/gtest.h>

#include "common/sudoku/rng.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "gen/generator.hpp"
#include "tests/brute_force.hpp"

namespace sudokit {
namespace {

const Shape kShapes[] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4}};

// The engine's count to `limit`, with option (cell, digit) excluded when cell >= 0; -1 when
// it runs out of nodes (the budget set on `solver`).
long long engine_count(SudokuSolver& solver, const Grid& puzzle, std::uint64_t limit,
                       BitboardCounter::Exclusion excluded, Grid* first) {
  if (find_conflict(puzzle)) return 0;
  ExactCoverSolver& engine = solver.engine();
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    if (puzzle.at(cell) != 0) {
      EXPECT_TRUE(engine.select(solver.matrix().option(cell, puzzle.at(cell))));
    }
  }
  if (excluded.cell >= 0) {
    EXPECT_TRUE(engine.exclude(solver.matrix().option(excluded.cell, excluded.digit)));
  }
  long long found = 0;
  const SearchResult result = engine.enumerate(
      [&](Span<const int> options) {
        if (found++ == 0 && first != nullptr) {
          for (int option : options) first->set(solver.matrix().cell_of(option), solver.matrix().digit_of(option));
        }
        return true;
      },
      limit);
  engine.clear_selection();
  return result.status == SearchStatus::node_limit ? -1 : found;
}

// A random full grid with `givens` of its cells kept.
Grid random_puzzle(Generator& generator, Rng& rng, int givens, Grid* solution) {
  *solution = generator.full_grid(rng);
  const int cells = solution->shape().cells();
  std::vector<int> order(static_cast<std::size_t>(cells));
  for (int k = 0; k < cells; ++k) order[static_cast<std::size_t>(k)] = k;
  rng.shuffle(Span<int>(order));
  Grid puzzle(solution->shape());
  for (int k = 0; k < givens; ++k) {
    const int cell = order[static_cast<std::size_t>(k)];
    puzzle.set(cell, solution->at(cell));
  }
  return puzzle;
}

TEST(BitboardCounter, SupportsBoxesUpToFourByFour) {
  for (const Shape shape : kShapes) {
    EXPECT_TRUE(BitboardCounter::supports(shape));
    EXPECT_NE(BitboardCounter::make(shape), nullptr) << shape.name();
  }
  for (const Shape shape : {Shape{2, 5}, Shape{5, 2}, Shape{5, 5}, Shape{3, 6}}) {
    EXPECT_FALSE(BitboardCounter::supports(shape));
    EXPECT_EQ(BitboardCounter::make(shape), nullptr) << shape.name();
  }
}

// Random puzzles of 27-78% of the cells given: dense ones are unique, sparse ones multiple.
// On 16x16, below about 100 givens, both searches sometimes wander for millions of nodes into
// a branch with no solution (random puzzles, not the generator's, which are unique or one
// given short of it), so both have a budget and a round where either runs out is left out, a
// few at most.
TEST(BitboardCounter, AgreesWithTheEngine) {
  for (const Shape shape : kShapes) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    SudokuSolver solver(SudokuMatrix::for_shape(shape));
    solver.set_node_limit(200'000);
    auto counter = BitboardCounter::make(shape);
    counter->set_node_limit(200'000);
    Rng rng(16);
    const int cells = shape.cells();
    int unique = 0, multiple = 0, excluded_none = 0, excluded_some = 0, out_of_budget = 0;
    const int rounds = shape.size() == 16 ? 400 : 300;
    for (int round = 0; round < rounds; ++round) {
      const int givens = cells * 27 / 100 + static_cast<int>(rng.below(static_cast<std::uint64_t>(cells / 2)));
      Grid solution;
      const Grid puzzle = random_puzzle(generator, rng, givens, &solution);
      Grid first(shape);
      const long long expected = engine_count(solver, puzzle, 2, {-1, 0}, &first);
      const auto got = counter->count(puzzle, 2);
      if (expected < 0 || !got.complete) {
        ++out_of_budget;
        continue;
      }
      ASSERT_EQ(static_cast<long long>(got.solutions), expected) << "givens " << givens;
      if (expected == 1) {
        EXPECT_EQ(counter->solution(0), first);
        ++unique;
      } else {
        EXPECT_TRUE(solves(counter->solution(0), puzzle));
        EXPECT_TRUE(solves(counter->solution(1), puzzle));
        EXPECT_NE(counter->solution(0), counter->solution(1));
        ++multiple;
      }
      // A blank cell with its solution digit excluded: the generator's check.
      for (int cell = 0; cell < cells; ++cell) {
        if (puzzle.at(cell) != 0) continue;
        const BitboardCounter::Exclusion exclusion{cell, solution.at(cell)};
        const long long expected_other = engine_count(solver, puzzle, 1, exclusion, nullptr);
        counter->set_preference(round % 2 == 0 ? &solution : nullptr);
        const auto other = counter->count(puzzle, 1, exclusion);
        counter->set_preference(nullptr);
        if (expected_other < 0 || !other.complete) {
          ++out_of_budget;
          break;
        }
        ASSERT_EQ(static_cast<long long>(other.solutions), expected_other) << "cell " << cell;
        if (other.solutions == 1) {
          EXPECT_TRUE(solves(counter->solution(0), puzzle));
          EXPECT_NE(counter->solution(0).at(cell), solution.at(cell));
        }
        ++(other.solutions == 0 ? excluded_none : excluded_some);
        break;
      }
    }
    // The sweep reached every kind of answer, and budgets cut few rounds.
    EXPECT_GT(unique, rounds / 10);
    EXPECT_GT(multiple, rounds / 10);
    EXPECT_GT(excluded_none, rounds / 10);
    EXPECT_GT(excluded_some, rounds / 10);
    EXPECT_LT(out_of_budget, rounds / 20);
  }
}

TEST(BitboardCounter, MinimalPuzzlesAndTheirOneGivenRemovals) {
  for (const Shape shape : kShapes) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    SudokuSolver solver(SudokuMatrix::for_shape(shape));
    auto counter = BitboardCounter::make(shape);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      const auto made = generator.generate(seed, GenerateOptions{}, nullptr);
      ASSERT_TRUE(made && made->minimal);
      EXPECT_EQ(counter->count(made->puzzle, 2).solutions, 1u);
      EXPECT_EQ(counter->solution(0), made->solution);
      int checked = 0;
      for (int cell = 0; cell < shape.cells() && checked < 8; ++cell) {
        if (made->puzzle.at(cell) == 0) continue;
        Grid fewer = made->puzzle;
        fewer.set(cell, 0);
        EXPECT_EQ(counter->count(fewer, 1, {cell, made->solution.at(cell)}).solutions, 1u);
        EXPECT_EQ(static_cast<long long>(counter->count(fewer, 2).solutions),
                  engine_count(solver, fewer, 2, {-1, 0}, nullptr));
        ++checked;
      }
    }
  }
}

TEST(BitboardCounter, ConflictsEmptyGridsAndBudgets) {
  for (const Shape shape : kShapes) {
    SCOPED_TRACE(shape.name());
    const int n = shape.size();
    auto counter = BitboardCounter::make(shape);
    Grid puzzle(shape);
    EXPECT_EQ(counter->count(puzzle, 2).solutions, 2u);  // the empty grid
    EXPECT_EQ(counter->count(puzzle, 5).solutions, 5u);
    puzzle.set(0, 2);
    puzzle.set(n - 1, 2);  // the same digit twice in row 1
    EXPECT_EQ(counter->count(puzzle, 2).solutions, 0u);
    puzzle.set(n - 1, 0);
    puzzle.set(n + 1, 2);  // twice in box 1
    EXPECT_EQ(counter->count(puzzle, 2).solutions, 0u);
    puzzle.set(n + 1, 0);
    puzzle.set(n * (n - 1), 2);  // twice in column 1
    EXPECT_EQ(counter->count(puzzle, 2).solutions, 0u);
    // The only digit a cell could take, excluded.
    Generator generator(shape);
    Rng rng(3);
    Grid full = generator.full_grid(rng);
    const int cell = shape.cells() / 2;
    const int digit = full.at(cell);
    full.set(cell, 0);
    EXPECT_EQ(counter->count(full, 2).solutions, 1u);
    EXPECT_EQ(counter->count(full, 2, {cell, digit}).solutions, 0u);
    // A budget of one node on an empty grid cannot finish.
    counter->set_node_limit(1);
    const auto cut = counter->count(Grid(shape), 2);
    EXPECT_FALSE(cut.complete);
    EXPECT_LE(cut.nodes, 1u);
  }
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// The counting policy: the bitboard counter where it applies (9x9), the engine elsewhere
// (10x10 with 2x5 boxes), both against the tests' own brute-force counter, on minimal puzzles
// and on the same with givens taken away (two or more solutions).
TEST(SolutionCounter, EachShapeOnItsSearcherAgreesWithBruteForce) {
  for (const Shape shape : {Shape{3, 3}, Shape{2, 5}}) {
    SCOPED_TRACE(shape.name());
    SolutionCounter counter(shape);
    EXPECT_EQ(counter.bitboard() != nullptr, BitboardCounter::supports(shape));
    Generator generator(shape);
    int multiple = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      std::string why;
      const auto made = generator.generate(seed, {}, &why);
      ASSERT_TRUE(made) << why;
      Grid puzzle = made->puzzle;
      for (int removed = 0; removed <= 3; ++removed) {
        const std::uint64_t expected = testing::bitmask_count(puzzle, 2);
        const SolutionCounter::Result result = counter.count(puzzle, 2);
        EXPECT_TRUE(result.complete);
        EXPECT_EQ(result.solutions, expected) << seed << " " << removed;
        for (std::uint64_t k = 0; k < result.solutions; ++k) {
          const Grid& solution = counter.solution(k);
          EXPECT_FALSE(find_conflict(solution));
          for (int cell = 0; cell < shape.cells(); ++cell) {
            if (puzzle.at(cell)) {
              EXPECT_EQ(solution.at(cell), puzzle.at(cell));
            }
          }
        }
        if (result.solutions == 2) {
          ++multiple;
          EXPECT_NE(counter.solution(0), counter.solution(1));
        }
        for (int cell = 0; cell < shape.cells(); ++cell) {  // take the first given away
          if (puzzle.at(cell)) {
            puzzle.set(cell, 0);
            break;
          }
        }
      }
    }
    EXPECT_GT(multiple, 0);
    counter.set_node_limit(1);
    EXPECT_FALSE(counter.count(Grid(shape), 2).complete);  // the empty grid, one node
  }
}

}  // namespace
}  // namespace sudokit
