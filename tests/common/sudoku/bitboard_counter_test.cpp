// SPDX-License-Identifier: MIT
// The bitboard counter against the engine (DLX), on every shape it supports: puzzles from
// dense to sparse, with and without an excluded digit, and on the generator's hardest case,
// minimal puzzles and their one-given removals.
#include "common/sudoku/bitboard_counter.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

#include "common/sudoku/rng.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "gen/generator.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

constexpr BitboardCounter::Lookahead kLookaheads[] = {
    BitboardCounter::Lookahead::automatic, BitboardCounter::Lookahead::always, BitboardCounter::Lookahead::never};

// The lane layout's shapes (boxes up to 4x4), then the row layout's (a box side over 4).
const Shape kShapes[] = {{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {3, 4}, {4, 3}, {4, 4},
                         {2, 5}, {5, 2}, {3, 5}, {2, 6}, {6, 2}};

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

// Every shape there is, 4x4 to 64x64, gets a counter, which gives a full grid (the pattern
// grid, digit (C (r mod R) + r div R + c) mod N + 1) back as the one solution when its first
// row, or its first box, or both are blanked, and with a row and a box blanked and two digits
// swapped in a given, finds none.
TEST(BitboardCounter, CountsEveryShape) {
  int shapes = 0;
  for (int rows = 2; rows <= Shape::kMaxSize / 2; ++rows) {
    for (int cols = 2; rows * cols <= Shape::kMaxSize; ++cols) {
      const Shape shape{rows, cols};
      SCOPED_TRACE(shape.name());
      const int n = shape.size();
      Grid full(shape);
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) full.set(r * n + c, (cols * (r % rows) + r / rows + c) % n + 1);
      }
      ASSERT_FALSE(find_conflict(full));
      auto counter = BitboardCounter::make(shape);
      ASSERT_NE(counter, nullptr);
      Grid puzzle = full;
      for (int c = 0; c < n; ++c) puzzle.set(c, 0);  // row 1
      EXPECT_EQ(counter->count(puzzle, 2).solutions, 1u);
      EXPECT_EQ(counter->solution(0), full);
      for (int k = 0; k < n; ++k) puzzle.set(shape.box_cell(n - 1, k), 0);  // and the last box
      EXPECT_EQ(counter->count(puzzle, 2).solutions, 1u);
      EXPECT_EQ(counter->solution(0), full);
      const int given = n * (n / 2) + n / 2;  // a given in the middle, its digit changed
      puzzle.set(given, full.at(given) % n + 1);
      EXPECT_EQ(counter->count(puzzle, 2).solutions, 0u);
      ++shapes;
    }
  }
  EXPECT_EQ(shapes, 153);
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
      // The row layout's three ways to choose a branch, in turn (the lane layout's is one).
      counter->set_lookahead(kLookaheads[round % 3]);
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

// Hard checks of a 25x25 dig (tests/data/lists/25x25_hard_checks.txt, each answer confirmed by
// a SAT solver), where the plain search takes 18,000-51,000 nodes: the lookahead, the plain
// search and the automatic way (a thousand plain nodes, then lookahead) all give that answer,
// the automatic one after looking ahead, and a solution found is one.
TEST(BitboardCounter, LookaheadAndPlainSearchAgreeOnHardChecks) {
  std::ifstream in(testing::data_path("lists/25x25_hard_checks.txt"));
  ASSERT_TRUE(in);
  const Shape shape{5, 5};
  auto counter = BitboardCounter::make(shape);
  std::string line;
  int cases = 0;
  while (std::getline(in, line) && cases < testing::sweep(4)) {
    if (line.empty() || line[0] == '#') continue;
    SCOPED_TRACE(line.substr(0, 20));
    const std::vector<std::string> fields = testing::split(line, ':');
    ASSERT_EQ(fields.size(), 5u);
    const Grid puzzle = testing::parse_line(fields[3], shape);
    ASSERT_EQ(puzzle.givens(), static_cast<int>(std::count_if(fields[3].begin(), fields[3].end(),
                                                              [](char ch) { return ch != '.'; })));
    const BitboardCounter::Exclusion excluded{std::stoi(fields[1]), std::stoi(fields[2])};
    const std::uint64_t expected = std::stoull(fields[4]);
    for (const auto mode : kLookaheads) {
      counter->set_lookahead(mode);
      const auto got = counter->count(puzzle, 1, excluded);
      EXPECT_TRUE(got.complete);
      EXPECT_EQ(got.solutions, expected);
      EXPECT_EQ(got.probes > 0, mode != BitboardCounter::Lookahead::never);
      if (mode == BitboardCounter::Lookahead::automatic) {
        EXPECT_GT(got.nodes, 1000u);
      }
      if (got.solutions == 1) {
        EXPECT_TRUE(solves(counter->solution(0), puzzle));
        EXPECT_NE(counter->solution(0).at(excluded.cell), excluded.digit);
      }
    }
    ++cases;
  }
  EXPECT_EQ(cases, testing::sweep(4));
}

// The AVX2 build of the search and the portable one are the same search: on every shape, the
// same counts, nodes and solutions, with and without exclusions, preferences and budgets.
// (Where this build or CPU has no AVX2 both are the portable one, and the test says so.)
TEST(BitboardCounter, TheAvx2AndPortableCodeSearchAlike) {
  if (!BitboardCounter::has_avx2()) GTEST_SKIP() << "no AVX2 search in this build or on this CPU";
  for (const Shape shape : kShapes) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    auto fast = BitboardCounter::make(shape);
    auto portable = BitboardCounter::make(shape, BitboardCounter::Code::portable);
    const bool lanes = shape.box_rows <= 4 && shape.box_cols <= 4;
    EXPECT_EQ(fast->avx2(), lanes);  // the row layout has no AVX2 build
    EXPECT_FALSE(portable->avx2());
    Rng rng(61);
    const int cells = shape.cells();
    std::uint64_t nodes = 0;
    for (int round = 0; round < 200; ++round) {
      const int givens = cells * 22 / 100 + static_cast<int>(rng.below(static_cast<std::uint64_t>(cells / 2)));
      Grid solution;
      const Grid puzzle = random_puzzle(generator, rng, givens, &solution);
      int cell = 0;
      while (puzzle.at(cell) != 0) ++cell;
      const BitboardCounter::Exclusion exclusion =
          round % 3 == 0 ? BitboardCounter::Exclusion{cell, solution.at(cell)} : BitboardCounter::Exclusion{-1, 0};
      for (BitboardCounter* counter : {fast.get(), portable.get()}) {
        counter->set_preference(round % 2 == 0 ? &solution : nullptr);
        counter->set_node_limit(round % 5 == 0 ? 50 : 0);
      }
      const auto a = fast->count(puzzle, round % 3 == 0 ? 1 : 2, exclusion);
      const auto b = portable->count(puzzle, round % 3 == 0 ? 1 : 2, exclusion);
      ASSERT_EQ(a.solutions, b.solutions) << "round " << round;
      ASSERT_EQ(a.nodes, b.nodes) << "round " << round;
      ASSERT_EQ(a.complete, b.complete) << "round " << round;
      for (std::size_t k = 0; k < std::min<std::uint64_t>(a.solutions, 2); ++k) {
        EXPECT_EQ(fast->solution(k), portable->solution(k)) << "round " << round;
      }
      nodes += a.nodes;
    }
    EXPECT_GT(nodes, lanes ? 200u : 100u);  // the searches branched, not only propagated
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

// The row layout's nodes and probes cost N*N/40 of the budget each (about their time in engine
// nodes): on an empty 64x64 grid a budget of 150,000 ends after 1,470 of them (1,000 plain
// nodes, then the search again with lookahead: 470 nodes and probes), within one
// node's probes (2 x 16), and says the search did not finish; the plain search stops at the
// node. Lifted, the budget lets the search find two solutions (a search thousands of levels
// deep, each level probed: 1.5 s here, 14 s under the sanitizers, which leave it to the plain
// build).
TEST(BitboardCounter, WideNodesCostTheirShareOfTheBudget) {
  EXPECT_EQ(BitboardCounter::make(Shape{3, 3})->node_cost(), 1u);
  EXPECT_EQ(BitboardCounter::make(Shape{4, 4})->node_cost(), 1u);
  EXPECT_EQ(BitboardCounter::make(Shape{2, 5})->node_cost(), 2u);
  EXPECT_EQ(BitboardCounter::make(Shape{5, 5})->node_cost(), 15u);
  auto counter = BitboardCounter::make(Shape{8, 8});
  EXPECT_EQ(counter->node_cost(), 102u);
  counter->set_node_limit(150'000);
  const auto cut = counter->count(Grid(Shape{8, 8}), 2);
  EXPECT_FALSE(cut.complete);
  EXPECT_GT(cut.probes, 0u);
  EXPECT_GE(cut.nodes + cut.probes, 150'000u / 102);
  EXPECT_LE(cut.nodes + cut.probes, 150'000u / 102 + 32);
  counter->set_lookahead(BitboardCounter::Lookahead::never);
  const auto plain = counter->count(Grid(Shape{8, 8}), 2);
  EXPECT_FALSE(plain.complete);
  EXPECT_EQ(plain.nodes, 150'000u / 102);
  if (testing::kSanitized) return;
  counter->set_lookahead(BitboardCounter::Lookahead::automatic);
  counter->set_node_limit(0);
  const auto whole = counter->count(Grid(Shape{8, 8}), 2);
  EXPECT_TRUE(whole.complete);
  EXPECT_EQ(whole.solutions, 2u);
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

// The counting policy (the bitboard counter, in both layouts: 9x9, and 10x10 with 2x5 boxes)
// and the engine, against the tests' own brute-force counter, on minimal puzzles and on the
// same with givens taken away (two or more solutions).
TEST(SolutionCounter, EachShapeOnEachSearcherAgreesWithBruteForce) {
  for (const auto& [shape, choice] : {std::pair{Shape{3, 3}, Counter::automatic}, std::pair{Shape{2, 5}, Counter::automatic},
                                      std::pair{Shape{3, 3}, Counter::dlx}, std::pair{Shape{2, 5}, Counter::dlx}}) {
    SCOPED_TRACE(shape.name() + " " + counter_name(choice));
    SolutionCounter counter(shape, choice);
    EXPECT_EQ(counter.bitboard() != nullptr, choice != Counter::dlx);
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
