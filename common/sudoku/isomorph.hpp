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
// The image of `grid` (blanks stay blank), its regions and cages moved with their cells (a map
// that keeps them keeps the geometry itself); X's diagonals and windoku's windows stay where they
// are, so a map that moves them (keeps_geometry() false) is for their puzzles no isomorph.
Grid apply_isomorph(const Grid& grid, const Isomorph& map);
// The image of `geometry`'s regions (numbered in order of their first cells) and cages under `map`,
// its diagonals and windows kept.
Rules image_rules(const Geometry& geometry, const Isomorph& map);
// The maps a variant's puzzles are compared under, digits aside: for X alone (square boxes)
// every band and row order symmetric about the middle for the rows, the same or mirrored for
// the columns, with and without a transposition (96 on 9x9); else the grid's rotations and
// reflections its shape allows (8, or 4). Empty when there are more than `most`.
std::vector<Isomorph> variant_maps(const Geometry& geometry, std::size_t most);

// Whether `map` moves the houses and cages of `geometry` onto themselves: each region, diagonal
// and window onto one of its kind, each cage onto a cage of the same sum (rows, columns and
// boxes go to their own kind under any isomorph).
bool keeps_geometry(const Isomorph& map, const Geometry& geometry);
// An isomorph that keeps `geometry`, drawn from `rng`: any (random_isomorph()) for a classic one;
// for X alone (square boxes), band and row orders symmetric about the middle, the same for the
// columns or mirrored, a transposition on a coin toss; for the others, one of the grid's
// rotations and reflections that keep it (the identity at least). Digits relabelled, but for a
// killer (its sums would change).
Isomorph random_isomorph(const Geometry& geometry, Rng& rng);
// A small isomorph of `puzzle`, whose solution is `solution`, for a local search (gen --hard):
// the image keeps the rules (a variant's diagonals and windows where they are, its regions and
// cages moved with their cells). Classic: two digits, two rows of a band or columns of a stack,
// two bands or stacks swapped, or the digits relabelled so that the blank cells, read row by
// row, hold the highest digits first (what a solver that tries cells in order and digits from
// the lowest meets worst). A variant: two digits, or the blanks relabelled (not a killer's),
// a rotation or reflection, for X alone on square boxes two rows of a band (or two bands)
// swapped with their mirror images and the columns likewise; the identity where a draw would
// move a diagonal or window.
Isomorph local_isomorph(const Grid& puzzle, const Grid& solution, Rng& rng);
// The isomorph that maps every image of `map` back.
Isomorph inverse_isomorph(const Isomorph& map);

}  // namespace sudokit
