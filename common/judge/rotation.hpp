// SPDX-License-Identifier: MIT
// HDU 6341 "Let Sudoku Rotate": a solved grid whose B x B regions were each rotated 90 degrees
// counter-clockwise some number of times; the answer is the fewest counter-clockwise turns
// that can have made it from a valid Sudoku (so the fewest clockwise turns that restore one). The judge uses 16x16 grids (B = 4); sudokit takes any
// square box shape (B = 2..6).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

// Rotates region `region` (row-major among the B x B regions) counter-clockwise `times` times.
void rotate_region(Grid& grid, int region, int times);

struct RotationResult {
  std::optional<int> rotations;  // the minimum total, or nullopt: no way restores the grid
  std::vector<int> turns;        // per region, counter-clockwise turns applied (clockwise turns
                                 // undoing them), for one minimum
  std::uint64_t nodes = 0;       // region placements the search tried (that fit so far)
  bool complete = true;          // false: the node limit stopped the search (`rotations` is
                                 // then the best found, if any: not proven the minimum)
};

// Branch and bound over the regions in row-major order: a rotation is tried only if its rows
// and columns repeat no digit already placed in the same rows and columns, and only while the
// rotations so far stay below the best total found.
// `node_limit` 0: no budget.
RotationResult min_rotations(const Grid& grid, std::uint64_t node_limit = 0);

}  // namespace sudokit
