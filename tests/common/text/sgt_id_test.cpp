// SPDX-License-Identifier: MIT
// sgt-puzzles Solo ids: the ids sgt-solo itself wrote (tests/data/variants/sgt_ids.txt: plain
// sizes, X, jigsaws of 4 to 9, killers with boxes and with regions) read, counted, checked
// against the tests' own rules and written back byte for byte; malformed ids refused where
// they go wrong.
#include <gtest/gtest.h>

#include <fstream>
#include <set>

#include "common/sudoku/solution_counter.hpp"
#include "common/text/sgt_id.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

std::vector<std::string> lines_of(const std::string& path) {
  std::ifstream in(path);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

TEST(SgtId, SolosOwnIdsReadCountAndWriteBack) {
  const std::vector<std::string> ids = lines_of(testing::data_path("variants/sgt_ids.txt"));
  ASSERT_GE(ids.size(), 30u);
  std::set<std::string> kinds;
  for (const std::string& text : ids) {
    SCOPED_TRACE(text);
    SgtError error;
    const std::optional<SgtId> id = read_sgt_id(text, &error);
    ASSERT_TRUE(id) << error.at << ": " << error.message;
    const GeometryPtr& geometry = id->geometry;
    kinds.insert(geometry->variant_name());
    Grid puzzle(geometry);
    for (int cell = 0; cell < geometry->cells(); ++cell) puzzle.set(cell, id->cells[static_cast<std::size_t>(cell)]);
    std::string why;
    EXPECT_EQ(write_sgt_id(puzzle, &why), text) << why;

    // sgt-solo's puzzles are unique: so says the counter, and the tests' own rules hold the
    // solution (and, where plain backtracking is quick, count the puzzle too).
    SolutionCounter counter(geometry);
    ASSERT_EQ(counter.count(puzzle, 2).solutions, 1u);
    const Grid& solution = counter.solution(0);
    const Rules& rules = geometry->rules();
    testing::PlainRules plain = testing::plain_rules(geometry->shape(), rules.diagonals, rules.windows, rules.regions);
    for (const Cage& cage : rules.cages) plain.cages.emplace_back(cage.cells, cage.sum);
    EXPECT_EQ(testing::plain_rules_count(plain, std::vector<int>(solution.cells().begin(), solution.cells().end()), 2), 1u);
    for (int cell = 0; cell < geometry->cells(); ++cell) {
      if (puzzle.at(cell) != 0) {
        EXPECT_EQ(puzzle.at(cell), solution.at(cell));
      }
    }
    if (rules.cages.empty() || geometry->size() <= 6) {
      EXPECT_EQ(testing::plain_rules_count(plain, id->cells, 2), 1u);
    }
  }
  EXPECT_EQ(kinds, (std::set<std::string>{"", "X", "jigsaw", "jigsaw+X", "killer", "killer+X", "jigsaw+killer"}));
}

TEST(SgtId, MalformedIdsAreRefusedWhereTheyGoWrong) {
  const auto refused = [](const std::string& text) {
    SgtError error;
    EXPECT_FALSE(read_sgt_id(text, &error)) << text;
    return std::to_string(error.at) + ": " + error.message;
  };
  EXPECT_EQ(refused("3x3#1234"), "3: an sgt-puzzles random seed, not a puzzle: give the game id (the one with ':')");
  EXPECT_EQ(refused("3x3x:abc"), "8: an sgt-puzzles id with 6 cells of 81");
  EXPECT_EQ(refused("9j:zzzc"), "7: an sgt-puzzles id without its regions (after a ',')");
  EXPECT_EQ(refused("4j:p,x"), "5: an sgt-puzzles jigsaw id with 1 regions, not 4");
  EXPECT_EQ(refused("4j:p,y"), "5: an sgt-puzzles id with more than 24 lines in its regions");
  EXPECT_EQ(refused("2x2k:p,_a_______caa_aaa"), "23: an sgt-puzzles id without its cage sums (after a ',')");
  EXPECT_EQ(refused("2x2k:p,_a_______caa_aaa,40_7a3a5_5a6b10d"), "24: a cage sum of 40 in an sgt-puzzles id of size 4");
  EXPECT_EQ(refused("2x2k:p,_a_______caa_aaa,4_7a3a5_5a6b10c"), "39: an sgt-puzzles id with 15 cage sums of 16");
  EXPECT_EQ(refused("2x2k:p,_a_______caa_aaa,4_7a3a5_5a6b1_1c"), "24: an sgt-puzzles id with two sums in the cage at r3c1");
  EXPECT_EQ(refused("3x3q:zzzc"), "3: an sgt-puzzles id with the unknown parameter 'q'");
  EXPECT_EQ(refused("9jw:zzzc,"), "0: an sgt-puzzles id of a jigsaw with windows: windoku's windows sit between boxes");
  EXPECT_EQ(refused("33:zzzc"), "2: an sgt-puzzles id without its box shape (as '3x3:') or 'j' (as '9j:')");
  EXPECT_EQ(refused("1x2:d"), "0: an sgt-puzzles id of size 2: sizes 4 to 64 are read");
  EXPECT_EQ(refused("2x2:p1"), "6: an sgt-puzzles id with more than 16 cells");
}

TEST(SgtId, WhatSoloCannotHoldIsRefusedWithTheReason) {
  std::string error, why;
  // Windoku: sudokit's own flag, read back.
  const GeometryPtr windoku = Geometry::make(Shape{3, 3}, Rules{true, true, {}, {}}, &error);
  Grid windows(windoku);
  windows.set(10, 4);
  const std::string id = write_sgt_id(windows, &why);
  EXPECT_EQ(id, "3x3xw:j4zzr");  // 10 blanks, a 4, 70 blanks (26 + 26 + 18)
  SgtError bad;
  const std::optional<SgtId> back = read_sgt_id(id, &bad);
  ASSERT_TRUE(back);
  EXPECT_TRUE(same_geometry(back->geometry, windoku));
  EXPECT_EQ(back->cells[10], 4);
  // Regions 0 and 1 of a 4x4 traded two far cells: neither is connected any more.
  std::vector<int> regions = {0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3};
  std::swap(regions[0], regions[7]);
  const GeometryPtr jigsaw = Geometry::make(Shape{2, 2}, Rules{false, false, regions, {}}, &error);
  ASSERT_TRUE(jigsaw) << error;
  EXPECT_EQ(write_sgt_id(Grid(jigsaw), &why), "");
  EXPECT_EQ(why, "sgt-puzzles holds connected regions only");
  const GeometryPtr open = Geometry::make(Shape{2, 2}, Rules{false, false, {}, {Cage{{0, 1}, 3}}}, &error);
  EXPECT_EQ(write_sgt_id(Grid(open), &why), "");
  EXPECT_EQ(why, "sgt-puzzles holds killers whose cages cover every cell");
}

}  // namespace
}  // namespace sudokit
