// SPDX-License-Identifier: MIT
// Scrambles: an isomorph keeps a Sudoku a Sudoku and its solution count, and its inverse maps
// the image's solution back (each re-proved by the tests' own counter); region rotations record
// what they did, and the reference minimum is never above it and restores a valid grid.
#include "gen/scramble.hpp"

#include <gtest/gtest.h>

#include <set>

#include "common/judge/rotation.hpp"
#include "common/sudoku/isomorph.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "gen/generator.hpp"
#include "gen/variant_generator.hpp"
#include "tests/brute_force.hpp"

namespace sudokit {
namespace {

TEST(Isomorph, KeepsSudokusAndMapsSolutionsBack) {
  for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 2}, Shape{3, 3}, Shape{2, 4}}) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    int transposed = 0;
    for (std::uint64_t seed = 1; seed <= 12; ++seed) {
      std::string why;
      const auto made = generator.generate(seed, GenerateOptions{}, &why);
      ASSERT_TRUE(made) << why;
      Rng rng(seed);
      const Isomorph map = random_isomorph(shape, rng);
      ASSERT_TRUE(is_isomorph(map, shape));
      transposed += map.transpose;
      const Grid image = apply_isomorph(made->puzzle, map);
      const Grid image_solution = apply_isomorph(made->solution, map);
      EXPECT_FALSE(find_conflict(image_solution));
      EXPECT_TRUE(solves(image_solution, image));
      EXPECT_EQ(image.givens(), made->puzzle.givens());
      EXPECT_EQ(testing::bitmask_count(image, 2), 1u);
      const Isomorph back = inverse_isomorph(map);
      ASSERT_TRUE(is_isomorph(back, shape));
      EXPECT_EQ(apply_isomorph(image, back), made->puzzle);
      EXPECT_EQ(apply_isomorph(image_solution, back), made->solution);
    }
    if (shape.box_rows == shape.box_cols) {
      EXPECT_GT(transposed, 0);
    } else {
      EXPECT_EQ(transposed, 0);
    }
  }
  // Not isomorphs: a row moved out of its band, a transposition of 2x3 boxes, a digit twice.
  Isomorph map = identity_isomorph(Shape{3, 3});
  std::swap(map.rows[2], map.rows[3]);
  EXPECT_FALSE(is_isomorph(map, Shape{3, 3}));
  map = identity_isomorph(Shape{2, 3});
  map.transpose = true;
  EXPECT_FALSE(is_isomorph(map, Shape{2, 3}));
  map = identity_isomorph(Shape{3, 3});
  map.digits[0] = 2;
  EXPECT_FALSE(is_isomorph(map, Shape{3, 3}));
}

// 16x16 and 9x9 solved grids, rotated at random and as given: the record holds the turns, and
// the reference solver's minimum is at most what was applied and turns the grid back into a
// valid Sudoku; turns of 0 everywhere give the grid back.
TEST(Scramble, RotationsAreRecordedWithTheirMinimum) {
  for (const Shape shape : {Shape{3, 3}, Shape{4, 4}}) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    PuzzleFile file;
    file.source = "grids";
    file.format = find_text_format("line");
    file.set.shape = shape;
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
      Rng rng(seed);
      file.set.puzzles.push_back(generator.full_grid(rng));
      file.set.first_lines.push_back(static_cast<int>(seed));
    }
    ScrambleRequest request;
    request.seed = 3;
    const Scrambled scrambled = scramble_grids({file}, request);
    ASSERT_TRUE(scrambled.ok()) << scrambled.errors.front();
    ReadResult read = read_puzzles(scrambled.text, *file.format, ReadOptions{});
    ASSERT_TRUE(read.ok());
    ASSERT_EQ(read.set.puzzles.size(), 4u);
    std::size_t start = 0;
    for (std::size_t k = 0; k < 4; ++k) {
      const std::size_t end = scrambled.record.find('\n', start);
      const std::string line = scrambled.record.substr(start, end - start);
      start = end + 1;
      const int applied = std::stoi(line.substr(line.find("\"applied\":") + 10));
      const int minimum = std::stoi(line.substr(line.find("\"minimum\":") + 10));
      const RotationResult best = min_rotations(read.set.puzzles[k]);
      ASSERT_TRUE(best.complete && best.rotations);
      EXPECT_EQ(minimum, *best.rotations) << line;
      EXPECT_LE(minimum, applied) << line;
      Grid restored = read.set.puzzles[k];
      for (int region = 0; region < shape.size(); ++region) {
        rotate_region(restored, region, 4 - best.turns[static_cast<std::size_t>(region)]);
      }
      EXPECT_FALSE(find_conflict(restored));
    }
    // A budget of one node settles no 16x16 minimum: null, and counted.
    ScrambleRequest tight = request;
    tight.node_limit = 1;
    const Scrambled cut = scramble_grids({file}, tight);
    if (shape.size() == 16) {
      EXPECT_EQ(cut.unsettled, 4u);
      EXPECT_NE(cut.record.find("\"minimum\":null"), std::string::npos);
    }
    EXPECT_EQ(cut.text, scrambled.text);
    request.turns = std::vector<int>(static_cast<std::size_t>(shape.size()), 0);
    EXPECT_EQ(scramble_grids({file}, request).text, write_input(file.set.puzzles, *file.format, default_alphabet(shape.size())));
    request.turns->pop_back();
    EXPECT_FALSE(scramble_grids({file}, request).ok());  // one turn short
  }
}

// A record's lines are JSON, by a whole parser: spaced or reordered as a JSON tool may write
// them, they read the same; a line that is not JSON, or has no map, is named with its column.
TEST(Scramble, ReadsRecordsAsJson) {
  const std::string compact =
      "{\"grid\":1,\"inverse\":{\"transpose\":true,\"rows\":[1,0,2,3],\"cols\":[0,1,3,2],\"digits\":[2,1,3,4]}}\n";
  const std::string spaced =
      "{ \"inverse\" : { \"digits\": [2, 1, 3, 4], \"rows\": [ 1, 0, 2, 3 ],\n"
      "\"cols\": [0,1,3,2], \"transpose\": true }, \"grid\": 1 }\n";
  std::string error;
  const auto read = parse_record_inverses(compact, &error);
  ASSERT_TRUE(read) << error;
  ASSERT_EQ(read->size(), 1u);
  EXPECT_TRUE((*read)[0].transpose);
  EXPECT_EQ((*read)[0].rows, (std::vector<int>{1, 0, 2, 3}));
  EXPECT_EQ((*read)[0].digits, (std::vector<int>{2, 1, 3, 4}));
  // One object a line (JSON lines): the spaced object split over two lines is refused...
  EXPECT_FALSE(parse_record_inverses(spaced, &error));
  EXPECT_EQ(error.rfind("record line 1, column ", 0), 0u) << error;
  // ... and on one line it reads as the compact one.
  std::string one_line = spaced;
  one_line.erase(one_line.find('\n'), 1);
  const auto reread = parse_record_inverses(one_line, &error);
  ASSERT_TRUE(reread) << error;
  EXPECT_EQ((*reread)[0].cols, (*read)[0].cols);
  EXPECT_EQ((*reread)[0].transpose, (*read)[0].transpose);

  for (const auto& [record, message] : std::vector<std::pair<std::string, std::string>>{
           {compact + "{\"inverse\":{\"transpose\":tru}}\n", "record line 2, column 28: not JSON"},
           {compact + "\n[1,2]\n", "record line 3: no \"inverse\""},
           {"{\"inverse\":{\"transpose\":1,\"rows\":[],\"cols\":[],\"digits\":[]}}", "record line 1: its \"inverse\" is not a map"},
           {"{\"inverse\":{\"transpose\":false,\"rows\":[1.5],\"cols\":[],\"digits\":[]}}", "is not a map"},
           {"{\"inverse\":{\"transpose\":false,\"rows\":[99999999999],\"cols\":[],\"digits\":[]}}", "is not a map"},
           {"{\"inverse\":{\"transpose\":false,\"rows\":[],\"cols\":[]}}", "is not a map"},
           {std::string(100000, '[') + std::string(100000, ']'), "record line 1: no \"inverse\""},
           {"{\"inverse\":\"\xff\"}", "record line 1, column "}}) {
    EXPECT_FALSE(parse_record_inverses(record, &error)) << record.substr(0, 80);
    EXPECT_NE(error.find(message), std::string::npos) << error;
  }
}

TEST(Scramble, ParsesTurns) {
  std::string why;
  EXPECT_EQ(parse_turns("0,1,2,3", &why), (std::vector<int>{0, 1, 2, 3}));
  for (const char* bad : {"", "1,,2", "4", "-1", "1,x", "1, 2"}) {
    EXPECT_FALSE(parse_turns(bad, &why)) << bad;
    EXPECT_NE(why.find("--turns"), std::string::npos);
  }
}

// A variant's scramble keeps its houses: every map drawn for X, windoku, jigsaw, jigsaw+X and
// killer puzzles moves each diagonal, window, region and cage (with its sum) onto one of its
// kind, the image keeps the puzzle's geometry and has one solution by the tests' plain
// backtracking over the image's own houses, and the inverse maps it back. X's maps reach past the
// eight rotations and reflections (band and row orders symmetric about the middle).
TEST(Isomorph, AVariantsMapsKeepItsHouses) {
  const std::vector<std::pair<Shape, std::string>> kinds = {
      {Shape{3, 3}, "x"}, {Shape{3, 3}, "windoku"}, {Shape{2, 3}, "jigsaw"}, {Shape{2, 3}, "jigsaw+x"}, {Shape{2, 2}, "killer"}};
  for (const auto& [shape, name] : kinds) {
    SCOPED_TRACE(name);
    std::string why;
    const auto kind = parse_variant(name, &why);
    ASSERT_TRUE(kind) << why;
    VariantGenerator generator(shape, *kind);
    std::set<std::vector<int>> row_orders;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      const auto made = generator.generate(seed, GenerateOptions{}, &why);
      ASSERT_TRUE(made) << why;
      const Geometry& geometry = made->puzzle.geometry();
      const Rules& rules = geometry.rules();
      testing::PlainRules plain = testing::plain_rules(shape, rules.diagonals, rules.windows, rules.regions);
      for (const Cage& cage : rules.cages) plain.cages.push_back({cage.cells, cage.sum});
      for (std::uint64_t draw = 0; draw < 8; ++draw) {
        Rng rng(seed * 100 + draw);
        const Isomorph map = random_isomorph(geometry, rng);
        ASSERT_TRUE(is_isomorph(map, shape));
        ASSERT_TRUE(keeps_geometry(map, geometry));
        row_orders.insert(map.rows);
        if (!rules.cages.empty()) {
          EXPECT_EQ(map.digits, identity_isomorph(shape).digits);  // (sums stay sums)
        }
        const Grid image = apply_isomorph(made->puzzle, map);
        EXPECT_TRUE(same_geometry(image.geometry_ptr(), made->puzzle.geometry_ptr()));
        std::vector<int> cells;
        for (int cell = 0; cell < shape.cells(); ++cell) cells.push_back(image.at(cell));
        EXPECT_EQ(testing::plain_rules_count(plain, cells, 2), 1u);
        const Grid image_solution = apply_isomorph(made->solution, map);
        EXPECT_TRUE(solves(image_solution, image));
        EXPECT_EQ(apply_isomorph(image, inverse_isomorph(map)), made->puzzle);
        EXPECT_TRUE(keeps_geometry(inverse_isomorph(map), geometry));
      }
    }
    if (name == "x") {
      EXPECT_GT(row_orders.size(), 2u);  // (rows: the identity or reversed, were it a reflection only)
    }
  }
  // A classic map that is none of these moves an X puzzle's diagonals: refused.
  std::string why;
  VariantGenerator x(Shape{3, 3}, *parse_variant("x", &why));
  const auto made = x.generate(1, GenerateOptions{}, &why);
  ASSERT_TRUE(made) << why;
  Isomorph swap = identity_isomorph(Shape{3, 3});
  std::swap(swap.rows[0], swap.rows[1]);  // rows 1 and 2, the columns left
  EXPECT_FALSE(keeps_geometry(swap, made->puzzle.geometry()));
}

// The hard search's small moves (local_isomorph) on a variant: every image keeps the rules,
// its solution read under the image's own houses by the tests' counter (a mirrored swap that
// moved the rows but not the columns, or a reflection that moved a window, would break them),
// its puzzle unique under them (to 6x6 by the tests' counter, on 9x9 by the engine); a killer's digits stay; and the moves are not all the identity
// (X on square boxes: some move rows inside a band, more than a reflection does).
TEST(Isomorph, SmallMovesKeepAVariantsRules) {
  const std::vector<std::pair<Shape, std::string>> kinds = {
      {Shape{3, 3}, "x"},       {Shape{2, 2}, "x"},        {Shape{2, 3}, "x"},      {Shape{3, 3}, "windoku"},
      {Shape{2, 3}, "windoku"}, {Shape{2, 3}, "jigsaw"},   {Shape{2, 3}, "jigsaw+x"}, {Shape{3, 3}, "x+windoku"},
      {Shape{2, 2}, "killer"}};
  for (const auto& [shape, name] : kinds) {
    SCOPED_TRACE(name + " " + shape.name());
    std::string why;
    VariantGenerator generator(shape, *parse_variant(name, &why));
    const auto made = generator.generate(5, GenerateOptions{}, &why);
    ASSERT_TRUE(made) << why;
    const Rules& rules = made->puzzle.geometry().rules();
    int moved = 0, inside_bands = 0;
    Rng rng(9);
    for (int draw = 0; draw < 200; ++draw) {
      const Isomorph map = local_isomorph(made->puzzle, made->solution, rng);
      ASSERT_TRUE(is_isomorph(map, shape));
      if (!rules.cages.empty()) {
        EXPECT_EQ(map.digits, identity_isomorph(shape).digits);
      }
      const Grid image = apply_isomorph(made->puzzle, map);
      const Grid image_solution = apply_isomorph(made->solution, map);
      moved += !(image == made->puzzle);
      std::vector<int> reversed = identity_isomorph(shape).rows;
      std::reverse(reversed.begin(), reversed.end());
      inside_bands += map.rows != identity_isomorph(shape).rows && map.rows != reversed;
      const Rules& after = image.geometry().rules();
      EXPECT_EQ(after.diagonals, rules.diagonals);
      EXPECT_EQ(after.windows, rules.windows);
      testing::PlainRules plain = testing::plain_rules(shape, after.diagonals, after.windows, after.regions);
      for (const Cage& cage : after.cages) plain.cages.push_back({cage.cells, cage.sum});
      std::vector<int> cells, solved;
      for (int cell = 0; cell < shape.cells(); ++cell) {
        cells.push_back(image.at(cell));
        solved.push_back(image_solution.at(cell));
      }
      ASSERT_EQ(testing::plain_rules_count(plain, solved, 2), 1u) << draw;
      if (shape.size() <= 6) {  // (9x9: the engine on the image's houses; the blanks relabelled
                                // are plain backtracking's worst case)
        ASSERT_EQ(testing::plain_rules_count(plain, cells, 2), 1u) << draw;
      } else {
        SudokuSolver engine(SudokuMatrix::for_geometry(image.geometry_ptr()));
        ASSERT_EQ(engine.solve(image, 2, 0).solutions, 1u) << draw;
      }
      EXPECT_TRUE(solves(image_solution, image));
    }
    EXPECT_GT(moved, 50);
    if (name == "x" && shape.box_rows == shape.box_cols) {
      EXPECT_GT(inside_bands, 0);
    }
  }
}

}  // namespace
}  // namespace sudokit
