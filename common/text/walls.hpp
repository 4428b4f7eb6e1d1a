// SPDX-License-Identifier: MIT
// Region maps written as walls (HDU 4069 "Squiggly Sudoku"): each cell's integer is its digit
// (0 a blank) plus 16, 32, 64 and 128 for a wall above, right of, below and left of it. The
// walls must agree between neighbours, close the grid's edge, and enclose N regions of N cells
// with no wall inside a region: then they are exactly the borders of a jigsaw's regions.
//
//   std::vector<int> walls = ...;                        // per cell, the bits 16..128
//   WallDefect defect;
//   auto regions = regions_from_walls(shape, walls, &defect);  // region numbers, or the defect
//   int value = digit + wall_bits(geometry, cell);       // writing one back
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/sudoku/geometry.hpp"

namespace sudokit {

enum Wall : int { kWallUp = 16, kWallRight = 32, kWallDown = 64, kWallLeft = 128 };

// Where the walls fail to make a region map: the cell at fault and what is wrong.
struct WallDefect {
  int cell = 0;
  std::string message;
};

// The region of each cell (numbered from 0 in the order of their first cells, row by row) that
// `walls` (per cell, its bits kWallUp..kWallLeft) enclose; nullopt with *defect.
std::optional<std::vector<int>> regions_from_walls(const Shape& shape, const std::vector<int>& walls,
                                                   WallDefect* defect);

// The walls of `cell` in `geometry`: its regions' borders (its boxes' where it has none) and the
// grid's edge.
int wall_bits(const Geometry& geometry, int cell);

}  // namespace sudokit
