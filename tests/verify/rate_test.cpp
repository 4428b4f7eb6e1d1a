// SPDX-License-Identifier: MIT
#include "verify/rate.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "common/sudoku/probes.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "gen/generator.hpp"
#include "gen/hard.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

Grid line_puzzle(const std::string& line, Shape shape = {3, 3}) {
  Grid grid(shape);
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const char c = line[static_cast<std::size_t>(cell)];
    grid.set(cell, c >= '1' && c <= '9' ? c - '0' : 0);
  }
  return grid;
}


// Every probe finds the same (unique) solution, which solves the puzzle.
TEST(Rate, EveryProbeAgreesOnTheSolution) {
  std::vector<Grid> puzzles;
  for (const std::string& line :
       testing::puzzle_lines(testing::data_path("lists/9x9_forum_hardest_1106_first16.txt"), 8)) {
    puzzles.push_back(line_puzzle(line));
  }
  for (const std::string& line :
       testing::puzzle_lines(std::string(SUDOKIT_SOURCE_DIR) + "/examples/puzzles/9x9_17_clues.txt", 8)) {
    puzzles.push_back(line_puzzle(line));
  }
  const std::size_t sparse = puzzles.size();  // naive search is hopeless on these
  for (const Shape shape : {Shape{2, 3}, Shape{3, 3}, Shape{4, 4}}) {
    Generator generator(shape);
    GenerateOptions dense;
    dense.min_givens = shape.cells() / 2;  // naive search finishes these quickly
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      std::string why;
      puzzles.push_back(generator.generate(seed, shape.size() == 9 ? dense : GenerateOptions{}, &why)->puzzle);
    }
  }
  for (std::size_t k = 0; k < puzzles.size(); ++k) {
    const Grid& puzzle = puzzles[k];
    std::optional<Grid> first;
    for (Probe probe : all_probes()) {
      if (probe == Probe::naive && (k < sparse || puzzle.size() > 9)) continue;
      // bitmask search without hidden singles can run for minutes on 16x16: a budget, and
      // the agreement checked where it finishes (the others always do here).
      const ProbeEffort effort = probe_effort(probe, puzzle, 2'000'000);
      SCOPED_TRACE(probe_name(probe));
      if (!effort.finished && probe == Probe::bitmask) continue;
      ASSERT_TRUE(effort.finished && effort.solved);
      EXPECT_TRUE(solves(effort.solution, puzzle));
      if (!first) first = effort.solution;
      EXPECT_EQ(effort.solution, *first);
    }
  }
}

// On a variant's houses: every probe that applies finds the solution the tests' own counter
// accepts (plain rules built by arithmetic: tests/brute_force.hpp), and none applies to a
// killer (its cages are no houses).
TEST(Rate, ProbesSearchAVariantsHouses) {
  for (const char* id : {"3x3x:b8c5e5b4b3b4c8b7_2h9n7a2_1a3d5d2h5a6a", "3x3w:5d2a7_9c8h1_5_9d2e6a7c8_3_9a4a3b1_6h1a9_5e8b2c7_2c1",
                         "9j:b5f8e1_2_7_2e3e1_4_8_6e9_2_3b8a6_4b9h5_8a2d6b1f1_5_6a,bdbbd__caa_caaaab__b____a_a_a__edcc_cbc_aaadaa_aac_acaaa_ab_d"}) {
    SCOPED_TRACE(id);
    const Grid puzzle = testing::grid_of_sgt_id(id);
    const Rules& rules = puzzle.geometry().rules();
    const testing::PlainRules plain = testing::plain_rules(puzzle.shape(), rules.diagonals, rules.windows, rules.regions);
    for (const Probe probe : all_probes()) {
      if (!probe_applies(probe, puzzle.geometry())) {
        EXPECT_EQ(probe, Probe::bitboard);
        continue;
      }
      const ProbeEffort effort = probe_effort(probe, puzzle, probe == Probe::naive ? 20'000'000 : 1'000'000);
      ASSERT_TRUE(effort.solved) << probe_name(probe);
      const auto cells = effort.solution.cells();
      EXPECT_EQ(testing::plain_rules_count(plain, std::vector<int>(cells.begin(), cells.end()), 2), 1u) << probe_name(probe);
      for (int cell = 0; cell < 81; ++cell) {
        if (puzzle.at(cell) != 0) {
          EXPECT_EQ(effort.solution.at(cell), puzzle.at(cell));
        }
      }
    }
  }
  const Grid killer = testing::grid_of_sgt_id(
      "3x3k:zzzc,_c_a_aa__baa____a_bab_a__aaaaaacaad_aacaa___ab__aaa__aabb_ab__bab_aaa__abc___,21_23c10_13a24a10a20b23d17e19a23i29b21_12c22d21d27j20a26b23g1");
  for (const Probe probe : all_probes()) EXPECT_FALSE(probe_applies(probe, killer.geometry()));
}

TEST(Rate, BudgetAndNoSolution) {
  const auto first = testing::puzzle_lines(testing::data_path("lists/9x9_forum_hardest_1106_first16.txt"), 1);
  ASSERT_EQ(first.size(), 1u);
  const std::string hardest = first[0];
  const ProbeEffort capped = probe_effort(Probe::naive, line_puzzle(hardest), 1000);
  EXPECT_FALSE(capped.finished);
  EXPECT_EQ(capped.nodes, 1000u);
  Grid broken = line_puzzle(hardest);
  for (int cell = 0; cell < 81; ++cell) {  // a digit that clashes with nothing yet leaves none
    if (broken.at(cell) == 0) {
      for (int d = 1; d <= 9; ++d) {
        broken.set(cell, d);
        if (!find_conflict(broken) && testing::bitmask_count(broken, 1) == 0) break;
        broken.set(cell, 0);
      }
      if (broken.at(cell) != 0) break;
    }
  }
  for (Probe probe : all_probes()) {
    const ProbeEffort effort = probe_effort(probe, broken, 0);
    EXPECT_TRUE(effort.finished) << probe_name(probe);
    EXPECT_FALSE(effort.solved) << probe_name(probe);
  }
}

// --times: a probe's predicted time is its nodes times its time per node over the run, so
// over a run the predictions add up to the time measured; shown only when asked for.
TEST(Rate, PredictedTimes) {
  PuzzleFile file;
  file.source = "list";
  for (const std::string& line :
       testing::puzzle_lines(testing::data_path("lists/9x9_forum_hardest_1106_first16.txt"), 4)) {
    file.set.puzzles.push_back(line_puzzle(line));
    file.set.first_lines.push_back(static_cast<int>(file.set.puzzles.size()));
  }
  RateOptions options;
  options.probes = {Probe::dlx, Probe::propagate};
  const RateReport quiet = rate_puzzles({file}, options);
  std::string out, err;
  render_rate(quiet, false, &out, &err);
  EXPECT_EQ(out.find(" s)"), std::string::npos);
  EXPECT_EQ(err.find("predicted"), std::string::npos);
  options.times = true;
  const RateReport timed = rate_puzzles({file}, options);
  ASSERT_EQ(timed.seconds_per_node.size(), 2u);
  for (double seconds : timed.seconds_per_node) {
    EXPECT_GT(seconds, 0.0);
    EXPECT_LT(seconds, 1e-3);  // a node is microseconds, not a millisecond
  }
  out.clear();
  err.clear();
  render_rate(timed, false, &out, &err);
  EXPECT_TRUE(out.find("us)") != std::string::npos || out.find("ms)") != std::string::npos) << out;
  EXPECT_NE(err.find("times predicted from this run's time per node on this machine (dlx "), std::string::npos) << err;
  out.clear();
  render_rate(timed, true, &out, &err);
  EXPECT_NE(out.find("\"dlx_seconds\":"), std::string::npos) << out;
}

// The logical levels of known puzzles, and "singles" exactly when propagate needs no branch.
TEST(Rate, LogicLevels) {
  const auto seventeen = testing::puzzle_lines(std::string(SUDOKIT_SOURCE_DIR) + "/examples/puzzles/9x9_17_clues.txt", 12);
  int singles = 0, locked = 0, search = 0;
  for (const std::string& line : seventeen) {
    const Grid puzzle = line_puzzle(line);
    const LogicLevel level = logic_level(puzzle);
    const ProbeEffort propagate = probe_effort(Probe::propagate, puzzle, 0);
    EXPECT_EQ(level == LogicLevel::singles, propagate.nodes == 0) << line;
    singles += level == LogicLevel::singles;
    locked += level == LogicLevel::locked_pairs;
    search += level == LogicLevel::search;
  }
  EXPECT_GT(singles, 0);
  EXPECT_GT(locked, 0);
  EXPECT_EQ(singles + locked + search, static_cast<int>(seventeen.size()));
  // The techniques: where logic solves a puzzle each blank is placed once, by a naked or a
  // hidden single; locked-pairs puzzles needed one of the other techniques, singles ones none.
  for (const std::string& line : seventeen) {
    const Grid puzzle = line_puzzle(line);
    const LogicSteps steps = logic_steps(puzzle);
    EXPECT_EQ(steps.level, logic_level(puzzle));
    const int blanks = puzzle.shape().cells() - puzzle.givens();
    const int placed = steps.naked_singles + steps.hidden_singles;
    const int others = steps.locked_candidates + steps.naked_pairs + steps.hidden_pairs;
    switch (steps.level) {
      case LogicLevel::singles: EXPECT_EQ(placed, blanks) << line; EXPECT_EQ(others, 0); break;
      case LogicLevel::locked_pairs: EXPECT_EQ(placed, blanks) << line; EXPECT_GT(others, 0); break;
      case LogicLevel::search: EXPECT_LT(placed, blanks) << line; break;
    }
  }
  const auto first = testing::puzzle_lines(testing::data_path("lists/9x9_forum_hardest_1106_first16.txt"), 1);
  ASSERT_EQ(first.size(), 1u);
  const std::string hardest = first[0];
  EXPECT_EQ(logic_level(line_puzzle(hardest)), LogicLevel::search);
}

// The search: deterministic for a seed, every output unique by the independent counter, and
// at least as hard as the starting puzzles' median.
TEST(Hard, DeterministicUniqueAndHarder) {
  for (const Shape shape : {Shape{3, 3}, Shape{2, 3}}) {
    HardOptions options;
    options.probes = {Probe::dlx};
    options.evaluations = 300;
    options.count = 4;
    const HardRun first = search_hard(shape, 11, options);
    const HardRun again = search_hard(shape, 11, options);
    ASSERT_EQ(first.puzzles.size(), 4u);
    ASSERT_EQ(again.puzzles.size(), 4u);
    for (std::size_t i = 0; i < first.puzzles.size(); ++i) {
      const HardPuzzle& p = first.puzzles[i];
      EXPECT_EQ(p.puzzle, again.puzzles[i].puzzle);
      EXPECT_EQ(testing::bitmask_count(p.puzzle, 2), 1u);
      EXPECT_TRUE(solves(p.solution, p.puzzle));
      EXPECT_EQ(probe_effort(Probe::dlx, p.puzzle, 0).nodes, p.effort());
      if (i > 0) {
        EXPECT_LE(p.effort(), first.puzzles[i - 1].effort());
      }
    }
    EXPECT_GE(first.puzzles[0].effort(), first.start_median());
    EXPECT_EQ(first.evaluations, 300u);
  }
}

// The list of puzzles found is cut to the hardest now and then; where it is cut does not
// change the output.
TEST(Hard, CuttingTheListChangesNothing) {
  for (const bool one_climb : {false, true}) {
    HardOptions options;
    options.probes = {Probe::dlx};
    options.evaluations = 2000;
    options.count = 5;
    options.one_climb = one_climb;
    const HardRun whole = search_hard(Shape{3, 3}, 21, options);
    for (const std::size_t held : {std::size_t{1}, std::size_t{7}, std::size_t{100}}) {
      options.held = held;
      const HardRun cut = search_hard(Shape{3, 3}, 21, options);
      ASSERT_EQ(cut.puzzles.size(), whole.puzzles.size()) << held;
      for (std::size_t i = 0; i < whole.puzzles.size(); ++i) {
        EXPECT_EQ(cut.puzzles[i].puzzle, whole.puzzles[i].puzzle) << held << " " << i << " " << one_climb;
        EXPECT_EQ(cut.puzzles[i].effort(), whole.puzzles[i].effort());
      }
    }
  }
}

// --count K gives K puzzles from climbs of their own: far apart, not one puzzle and its near
// copies (which one search gives), each unique by the independent counter.
TEST(Hard, ClimbsOfTheirOwnGiveDistantPuzzles) {
  HardOptions options;
  options.probes = {Probe::dlx};
  options.evaluations = 3000;
  options.count = 4;
  const HardRun spread = search_hard(Shape{3, 3}, 8, options);
  ASSERT_EQ(spread.puzzles.size(), 4u);
  for (const HardPuzzle& p : spread.puzzles) EXPECT_EQ(testing::bitmask_count(p.puzzle, 2), 1u);
  const std::vector<int> apart = nearest_distances(spread.puzzles);
  ASSERT_EQ(apart.size(), 4u);
  // Different starting grids: the puzzles share hardly a cell (brute force, not the library).
  for (std::size_t i = 0; i < 4; ++i) {
    int nearest = 81;
    for (std::size_t j = 0; j < 4; ++j) {
      if (i == j) continue;
      int differ = 0;
      for (int cell = 0; cell < 81; ++cell) differ += spread.puzzles[i].puzzle.at(cell) != spread.puzzles[j].puzzle.at(cell);
      nearest = std::min(nearest, differ);
    }
    EXPECT_EQ(apart[i], nearest);
    EXPECT_GE(nearest, 20) << i;
  }
  options.one_climb = true;
  const std::vector<int> close = nearest_distances(search_hard(Shape{3, 3}, 8, options).puzzles);
  EXPECT_LT(*std::min_element(close.begin(), close.end()), 20);
}

// The node budget stops the search (deterministically) before the evaluations run out.
TEST(Hard, NodeBudgetStopsTheSearch) {
  HardOptions options;
  options.probes = {Probe::dlx};
  options.evaluations = 1'000'000;
  options.node_budget = 200'000;
  const HardRun run = search_hard(Shape{3, 3}, 3, options);
  EXPECT_LT(run.evaluations, 1'000'000u);
  EXPECT_GE(run.nodes, 200'000u);
  EXPECT_LT(run.nodes, 200'000u + 100'000u);  // one last probe or check past it, no more
  const HardRun again = search_hard(Shape{3, 3}, 3, options);
  ASSERT_EQ(again.puzzles.size(), run.puzzles.size());
  EXPECT_EQ(again.puzzles[0].puzzle, run.puzzles[0].puzzle);
  EXPECT_EQ(again.nodes, run.nodes);
}

// On 16x16 the search checks uniqueness with the digging's counter: its puzzles are re-proved
// unique by the engine, a different search.
TEST(Hard, SixteenBySixteenCheckedByTheCounter) {
  HardOptions options;
  options.probes = {Probe::dlx};
  options.evaluations = 40;
  options.starts = 2;
  options.count = 3;
  const HardRun run = search_hard(Shape{4, 4}, 5, options);
  ASSERT_EQ(run.puzzles.size(), 3u);
  SudokuSolver engine(SudokuMatrix::for_shape(Shape{4, 4}));
  for (const HardPuzzle& p : run.puzzles) {
    const SolveResult result = engine.solve(p.puzzle, 2);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_TRUE(solves(p.solution, p.puzzle));
  }
  EXPECT_GE(run.puzzles[0].effort(), run.start_median());
}

}  // namespace
}  // namespace sudokit
