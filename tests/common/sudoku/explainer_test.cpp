// SPDX-License-Identifier: MIT
#include "common/sudoku/explainer.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <set>
#include <sstream>

#include "common/sudoku/chains.hpp"
#include "common/sudoku/geometry.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

using testing::parse_line;

// Every step is sound: each digit placed is the solution's (found by the exact-cover engine,
// an independent path), no candidate removed is, and a rated path ends in that solution.
// The explanation goes to `out`, when given.
void expect_sound_path(const Grid& puzzle, const std::string& name, Explanation* out = nullptr) {
  SCOPED_TRACE(name);
  SudokuSolver solver(SudokuMatrix::for_shape(puzzle.shape()));
  const SolveResult solved = solver.solve(puzzle, 2);
  ASSERT_EQ(solved.verdict, Verdict::unique);
  const Grid& solution = solved.found.front();
  const Explanation e = explain(puzzle);
  EXPECT_FALSE(e.invalid);
  Grid reached = puzzle;
  for (const ExplainStep& step : e.steps) {
    for (const Candidate& c : step.eliminated) {
      ASSERT_NE(solution.at(c.cell), c.digit) << describe_step(step, puzzle.size(), "");
    }
    for (const Candidate& c : step.placed) {
      ASSERT_EQ(solution.at(c.cell), c.digit) << describe_step(step, puzzle.size(), "");
      reached.set(c.cell, c.digit);
    }
    if (step.chains.size() == 1) {  // by length: the candidates in the chain (a cycle's start is its end)
      const std::vector<ChainLink>& chain = step.chains.front();
      const bool cycle = chain.front().cell == chain.back().cell && chain.front().digit == chain.back().digit &&
                         chain.front().on == chain.back().on;
      const int complexity = static_cast<int>(chain.size()) - (cycle ? 1 : 0);
      EXPECT_NEAR(step.rating, technique_rating(step.technique) + chains::length_difficulty(complexity), 0.01);
    } else if (!step.chains.empty()) {  // by the length of all its chains
      EXPECT_GE(step.rating, technique_rating(step.technique));
    } else if (step.technique == Technique::unique_loop || step.technique == Technique::bug) {  // by loop length, type
      EXPECT_GE(step.rating, technique_rating(step.technique));
    } else {
      EXPECT_EQ(step.rating, technique_rating(step.technique));
    }
  }
  if (e.solved) {
    EXPECT_EQ(reached, solution);
    ASSERT_TRUE(e.er && e.ep && e.ed);
    EXPECT_GE(*e.er, *e.ep);
    EXPECT_GE(*e.ep, *e.ed);
  } else {
    EXPECT_FALSE(e.er.has_value());  // never a made-up number
    double hardest = 0;
    for (const ExplainStep& step : e.steps) hardest = std::max(hardest, step.rating);
    EXPECT_EQ(e.stuck_after, hardest);
  }
  if (out) *out = e;
}

// The hardest puzzles: sound steps up to where the catalogue ends (SE's nested chains).
TEST(Explainer, EveryStepIsSoundOnTheHardest) {
  std::istringstream lines(testing::slurp(testing::data_path("lists/9x9_forum_hardest_1106_first16.txt")));
  int puzzles = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    expect_sound_path(parse_line(line.substr(0, 81), Shape{3, 3}), line.substr(0, 81));
    ++puzzles;
  }
  EXPECT_GE(puzzles, 16);
}

// Agreement with Sudoku Explainer's own ratings (tests/data/se/rated.txt, rated by SE's serate):
// every puzzle is rated, with SE's ER, EP and ED, by sound steps.
TEST(Explainer, RatesAsSudokuExplainerDoes) {
  std::istringstream lines(testing::slurp(testing::data_path("se/rated.txt")));
  // All of them in the plain build. Under the sanitizers, where the hardest take seconds each,
  // every fourth puzzle from the third (each band) and the only two whose paths take a
  // Jellyfish and Dynamic Double Forcing Chains: every technique of the file is still met.
  const std::set<std::string> only_carriers = {
      "58........4...52.8...9.2...9....3.65...49..2.....5...1...36.....54...7..6........",
      "59..2..4....9......4..68......1...72..8...4...1......6..92.3...7......3.25...7..."};
  int puzzles = 0, read = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string cells, ratings;
    fields >> cells >> ratings;
    if (testing::kSanitized && read++ % 4 != 2 && only_carriers.count(cells) == 0) continue;
    double er = 0, ep = 0, ed = 0;
    ASSERT_EQ(std::sscanf(ratings.c_str(), "%lf/%lf/%lf", &er, &ep, &ed), 3) << line;
    Explanation e;
    expect_sound_path(parse_line(cells, Shape{3, 3}), line, &e);
    ++puzzles;
    ASSERT_TRUE(e.solved);
    EXPECT_NEAR(*e.er, er, 0.01);
    EXPECT_NEAR(*e.ep, ep, 0.01);
    EXPECT_NEAR(*e.ed, ed, 0.01);
  }
  EXPECT_GE(puzzles, testing::kSanitized ? 100 : 400);
}

TEST(Explainer, OtherShapesWithTheSameTechniques) {
  // From sudokit-gen (--box 4x4 --seed 3; --box 2x3 --seed 5): sound paths in their own shape.
  expect_sound_path(parse_line(".....5...D..E........8.39.24..C..42..6..A....B.8...F.4..13.....7C....D......9..3...4...A7....F..8......B3F..C6..B...5E.F..498....7A.9..G.....E..3.E...A..2.......8.GB.5.F..C62...C..8....15.4.B.A1B.......G....F.F8...E.5....93DE5.2..3..4.A..8...D.2716.BE...A.", Shape{4, 4}), "16x16");
  for (const char* line : {"2.3.6.64.......5.2....4...1...4...1.", "....34..45...6..4....2....56....1..5"}) {
    const Grid puzzle = parse_line(line, Shape{2, 3});
    expect_sound_path(puzzle, line);
    EXPECT_TRUE(explain(puzzle).solved);
  }
}

// A variant's path, checked by the tests' own counter (tests/brute_force.hpp, not Geometry): the
// path reaches a full grid its plain rules accept, and no step places or removes against it
// (and with `unique`, the puzzle has no other solution under those rules, so the path's is the
// solution).
Explanation expect_sound_variant_path(const Grid& puzzle, const testing::PlainRules& rules, const std::string& name,
                                      bool unique) {
  SCOPED_TRACE(name);
  std::vector<int> cells(puzzle.cells().begin(), puzzle.cells().end());
  if (unique) {
    EXPECT_EQ(testing::plain_rules_count(rules, cells, 2), 1u);
  }
  const Explanation e = explain(puzzle);
  EXPECT_TRUE(e.solved);
  if (!e.solved) return e;
  for (const ExplainStep& step : e.steps) {
    for (const Candidate& c : step.placed) cells[static_cast<std::size_t>(c.cell)] = c.digit;
  }
  EXPECT_EQ(testing::plain_rules_count(rules, cells, 2), 1u);  // full, and by the rules
  EXPECT_EQ(std::count(cells.begin(), cells.end(), 0), 0);
  for (const ExplainStep& step : e.steps) {
    for (const Candidate& c : step.eliminated) {
      EXPECT_NE(cells[static_cast<std::size_t>(c.cell)], c.digit) << describe_step(step, puzzle.size(), "");
    }
  }
  return e;
}

// Agreement with Sudoku Explainer on the variants it rates (tests/data/se/rated_variants.txt:
// serate with its X and windows houses): SE's ER, EP and ED on X, windoku and X+windoku
// puzzles, by sound steps.
TEST(Explainer, RatesXAndWindokuAsSudokuExplainerDoes) {
  std::istringstream lines(testing::slurp(testing::data_path("se/rated_variants.txt")));
  std::set<std::string> variants;
  std::string steps;  // the paths, in words
  int puzzles = 0, read = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string variant, text, ratings;
    fields >> variant >> text >> ratings;
    if (testing::kSanitized && read++ % 4 != 0) continue;  // (a quarter under the sanitizers)
    Rules rules;
    rules.diagonals = variant.find('x') != std::string::npos;
    rules.windows = variant.find("windoku") != std::string::npos;
    std::string error;
    const GeometryPtr geometry = Geometry::make(Shape{3, 3}, rules, &error);
    ASSERT_TRUE(geometry) << error;
    Grid puzzle(geometry);
    ASSERT_EQ(text.size(), 81u) << line;
    for (int cell = 0; cell < 81; ++cell) {
      if (text[static_cast<std::size_t>(cell)] != '.') puzzle.set(cell, text[static_cast<std::size_t>(cell)] - '0');
    }
    double er = 0, ep = 0, ed = 0;
    ASSERT_EQ(std::sscanf(ratings.c_str(), "%lf/%lf/%lf", &er, &ep, &ed), 3) << line;
    // (uniqueness by the plain counter for every eighth: serate proved each unique too)
    const Explanation e = expect_sound_variant_path(puzzle, testing::plain_rules(Shape{3, 3}, rules.diagonals, rules.windows),
                                                    line, puzzles % 8 == 0);
    ASSERT_TRUE(e.solved) << line;
    EXPECT_NEAR(*e.er, er, 0.01) << line;
    EXPECT_NEAR(*e.ep, ep, 0.01) << line;
    EXPECT_NEAR(*e.ed, ed, 0.01) << line;
    variants.insert(variant);
    ++puzzles;
    for (const ExplainStep& step : e.steps) steps += describe_step(step, 9, "") + "\n";
  }
  EXPECT_EQ(variants.size(), 3u);
  // The variants' own houses by name: a windoku's window groups (9: the corners' and middles',
  // one of the five its windows leave), X's diagonals.
  for (const char* house : {"in window group 9", "in main diagonal", "in anti diagonal"}) {
    EXPECT_NE(steps.find(house), std::string::npos) << house;
  }
  EXPECT_GE(puzzles, testing::kSanitized ? 20 : 80);
}

// A jigsaw's regions take the boxes' place in every technique (SE rates no jigsaw: no oracle
// but soundness, by the tests' own counter).
TEST(Explainer, AJigsawsRegionsTakeTheBoxesPlace) {
  // (sudokit-gen --variant jigsaw --givens 26 --seed 1, puzzles 12 and 24: an XY-Wing whose
  // cells see each other by a region; pointing and claiming between regions and lines)
  std::string text;
  for (const char* id : {"9j:b5f8e1_2_7_2e3e1_4_8_6e9_2_3b8a6_4b9h5_8a2d6b1f1_5_6a,bdbbd__caa_caaaab__b____a_a_a__edcc_cbc_aaadaa_aac_acaaa_ab_d",
                         "9j:c2_9d5b6a8_1a3_1a6a8_3_4d8_3_1a7g6a9_1b2c8_1i6a7g9c6d,ab_da_baa_ca_f__a_afeb___abfbebbba_c____e_ad__c_aab_aabaaa"}) {
    const Grid jigsaw = testing::grid_of_sgt_id(id);
    const Explanation e = expect_sound_variant_path(
        jigsaw, testing::plain_rules(Shape{3, 3}, false, false, jigsaw.geometry().rules().regions), id, true);
    for (const ExplainStep& step : e.steps) text += describe_step(step, 9, "") + "\n";
  }
  for (const char* step : {"Hidden Single (1.2) in region ", "Pointing (2.6) in region ", "Claiming (2.8) in column ", "XY-Wing (4.2)"}) {
    EXPECT_NE(text.find(step), std::string::npos) << step;
  }
  EXPECT_EQ(text.find("box "), std::string::npos);
}

// The first step alone is the whole path's first step (a hint).
TEST(Explainer, NextStepIsTheFirstOfThePath) {
  const Grid puzzle = parse_line(".....5...D..E........8.39.24..C..42..6..A....B.8...F.4..13.....7C....D......9..3...4...A7....F..8......B3F..C6..B...5E.F..498....7A.9..G.....E..3.E...A..2.......8.GB.5.F..C62...C..8....15.4.B.A1B.......G....F.F8...E.5....93DE5.2..3..4.A..8...D.2716.BE...A.", Shape{4, 4});
  ExplainOptions one;
  one.max_steps = 1;
  const Explanation next = explain(puzzle, one);
  const Explanation whole = explain(puzzle);
  ASSERT_EQ(next.steps.size(), 1u);
  EXPECT_EQ(describe_step(next.steps[0], 16, ""), describe_step(whole.steps[0], 16, ""));
  EXPECT_FALSE(next.er.has_value());
}

// The budget bounds the work on any grid; past it the puzzle is not rated, and says why.
TEST(Explainer, ABudgetStopsItHonestly) {
  ExplainOptions small;
  small.budget = 1000;
  const Explanation e = explain(Grid(Shape{4, 4}), small);  // blank: nothing but subsets to try
  EXPECT_TRUE(e.out_of_budget);
  EXPECT_FALSE(e.solved);
  EXPECT_FALSE(e.er.has_value());
  EXPECT_GT(e.work, 1000u);
  EXPECT_LT(e.work, 1000u + 500u);  // it stops soon after
  const Explanation rated = explain(parse_line(
      "2.....3.4.....1.8.3........7..36......4....9.....2.....8.9......5....2.....7..6..", Shape{3, 3}));
  EXPECT_TRUE(rated.solved);
  EXPECT_LT(rated.work * 20, kExplainBudget);  // the default leaves room on 9x9
  // In the chains too (SE's 9.4, a dynamic contradiction; 5 million units in all).
  ExplainOptions some;
  some.budget = 200'000;
  const Explanation chained = explain(parse_line(
      "5..2..3......8..9...2..4..66..1..9...1.....4...7..3..87..3..4...9..7..2...5..6..9", Shape{3, 3}), some);
  EXPECT_TRUE(chained.out_of_budget);
  EXPECT_LT(chained.work, some.budget + 20'000u);
}

TEST(Explainer, ClashingGivensAreInvalid) {
  Grid puzzle(Shape{3, 3});
  puzzle.set(0, 5);
  puzzle.set(8, 5);
  const Explanation e = explain(puzzle);
  EXPECT_TRUE(e.invalid);
  EXPECT_TRUE(e.steps.empty());
  EXPECT_FALSE(e.er.has_value());
}

}  // namespace
}  // namespace sudokit
