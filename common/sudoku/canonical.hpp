// SPDX-License-Identifier: MIT
// The canonical form of a Sudoku puzzle: one representative of all its isomorphs (isomorph.hpp:
// digits relabelled, rows moved within bands and bands moved, the same for columns and stacks,
// and for square boxes the transposition), so that two puzzles are the same puzzle in disguise
// exactly when their canonical forms are equal.
//
// The representative is the "minlex" form as the Sudoku community defines it: the isomorph whose
// cells, read row by row with a blank as 0, form the lexicographically smallest string (blanks
// first, then digits relabelled in the order they first appear). On 9x9 puzzles it is the form
// the enjoysudoku forum's lists are written in.
//
//   const Canonical canon = canonical_form(puzzle);
//   if (canon.settled) canon.grid == apply_isomorph(puzzle, canon.map);
//
// A variant's puzzle (X, windoku, jigsaw, killer) is compared under its own maps instead
// (isomorph.hpp's variant_maps(): X's mirrored band and row orders, else the grid's rotations and
// reflections), digits relabelled but a killer's: its form is the image smallest by its cells,
// then by its region map, then by its cages, in the image's geometry (a jigsaw's regions and a
// killer's cages moved with their cells).
//
// The search walks the image rows in order, keeping only the choices of row, column order and
// labels that tie with the smallest string found so far; interchangeable empty rows, columns
// and stacks are tried once. Its nodes (one per image row tried) are budgeted like every search:
// 9x9 puzzles take 200 to 8,000 (Royle's 17-clue list, the forum's hardest), minimal 16x16 ones
// 60,000 to 4 million, minimal 25x25 ones more than the default budget.
#pragma once

#include <cstdint>

#include "common/engine/budget.hpp"
#include "common/sudoku/grid.hpp"
#include "common/sudoku/isomorph.hpp"

namespace sudokit {

struct Canonical {
  bool settled = false;   // false: the budget ran out (grid and map are void)
  Grid grid;              // the minlex isomorph of the puzzle
  Isomorph map;           // apply_isomorph(puzzle, map) == grid
  std::uint64_t nodes = 0;
};

// The canonical form of `puzzle` (any shape, any givens), within `node_limit` nodes (0: none).
Canonical canonical_form(const Grid& puzzle, std::uint64_t node_limit = kDefaultNodeLimit);

}  // namespace sudokit
