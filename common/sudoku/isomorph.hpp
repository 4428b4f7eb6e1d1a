// SPDX-License-Identifier: MIT
// The isomorphs of a Sudoku: the transformations that map every Sudoku of a shape to a Sudoku
// of the same shape, and its solutions to the image's solutions. Digits relabelled; rows moved
// within their band and bands moved among themselves; the same for columns within stacks and
// the stacks; and, for square boxes, the transposition. A scramble records one (the record
// maps a solution back: apply the inverse).
//
//   Isomorph map = random_isomorph(shape, rng);
//   Grid scrambled = apply_isomorph(puzzle, map);
//   apply_isomorph(solution_of(scrambled), inverse_isomorph(map)) == solution_of(puzzle)
#pragma once

#include <vector>

#include "common/sudoku/grid.hpp"
#include "common/sudoku/rng.hpp"

namespace sudokit {

struct Isomorph {
  bool transpose = false;   // read the source transposed first (square boxes only)
  std::vector<int> rows;    // row r of the image is row rows[r] of the (transposed) source
  std::vector<int> cols;    // column c of the image is its column cols[c]
  std::vector<int> digits;  // digit d (1..N) of the source is digits[d - 1] in the image
};

// The transformation that changes nothing.
Isomorph identity_isomorph(const Shape& shape);
// One drawn uniformly from the shape's isomorphs: band, row, stack, column and digit orders
// shuffled, a transposition on a coin toss when the boxes are square.
Isomorph random_isomorph(const Shape& shape, Rng& rng);
// Whether `map` is an isomorph of `shape`: permutations that keep rows in their bands and
// columns in their stacks (whole bands, whole stacks), and a transposition only for square boxes.
bool is_isomorph(const Isomorph& map, const Shape& shape);
// The image of `grid` (blanks stay blank).
Grid apply_isomorph(const Grid& grid, const Isomorph& map);
// The isomorph that maps every image of `map` back.
Isomorph inverse_isomorph(const Isomorph& map);

}  // namespace sudokit
