// SPDX-License-Identifier: MIT
#include "common/text/walls.hpp"

#include "common/sudoku/grid.hpp"

#include <array>

namespace sudokit {

namespace {

// The four sides of a cell: its wall bit, the opposite side's bit, and the step to the neighbour.
struct Side {
  int bit, opposite, dr, dc;
  const char* name;
  const char* opposite_name;
};
constexpr std::array<Side, 4> kSides = {{{kWallUp, kWallDown, -1, 0, "above", "below"},
                                         {kWallRight, kWallLeft, 0, 1, "on its right", "on its left"},
                                         {kWallDown, kWallUp, 1, 0, "below", "above"},
                                         {kWallLeft, kWallRight, 0, -1, "on its left", "on its right"}}};

}  // namespace

std::optional<std::vector<int>> regions_from_walls(const Shape& shape, const std::vector<int>& walls,
                                                   WallDefect* defect) {
  const int n = shape.size();
  const auto fail = [&](int cell, std::string message) {
    *defect = WallDefect{cell, std::move(message)};
    return std::nullopt;
  };
  // Each side: the grid's edge is a wall; between neighbours, both say the same.
  for (int cell = 0; cell < n * n; ++cell) {
    const int row = cell / n, col = cell % n;
    for (const Side& side : kSides) {
      const int r = row + side.dr, c = col + side.dc;
      const bool has = (walls[static_cast<std::size_t>(cell)] & side.bit) != 0;
      if (r < 0 || r >= n || c < 0 || c >= n) {
        if (!has) return fail(cell, cell_name(shape, cell) + " has no wall " + side.name + ", at the grid's edge");
        continue;
      }
      const int other = r * n + c;
      if (has != ((walls[static_cast<std::size_t>(other)] & side.opposite) != 0)) {
        return fail(std::max(cell, other), cell_name(shape, cell) + (has ? " has a wall " : " has no wall ") + side.name +
                                               ", but " + cell_name(shape, other) + (has ? " has none " : " has one ") +
                                               side.opposite_name);
      }
    }
  }
  // The parts the walls enclose, each flooded from its first cell.
  std::vector<int> region(static_cast<std::size_t>(n * n), -1);
  int regions = 0;
  for (int start = 0; start < n * n; ++start) {
    if (region[static_cast<std::size_t>(start)] >= 0) continue;
    std::vector<int> part{start};
    region[static_cast<std::size_t>(start)] = regions;
    for (std::size_t i = 0; i < part.size(); ++i) {
      const int cell = part[i];
      for (const Side& side : kSides) {
        if ((walls[static_cast<std::size_t>(cell)] & side.bit) != 0) continue;
        const int other = (cell / n + side.dr) * n + cell % n + side.dc;
        if (region[static_cast<std::size_t>(other)] < 0) {
          region[static_cast<std::size_t>(other)] = regions;
          part.push_back(other);
        }
      }
    }
    if (static_cast<int>(part.size()) != n) {
      return fail(start, "the walls enclose " + std::to_string(part.size()) + " cell" + (part.size() == 1 ? "" : "s") +
                             " from " + cell_name(shape, start) + ", not a region of " + std::to_string(n));
    }
    ++regions;
  }
  // No wall inside a region: the walls are exactly the regions' borders.
  for (int cell = 0; cell < n * n; ++cell) {
    for (const Side& side : {kSides[1], kSides[2]}) {
      const int r = cell / n + side.dr, c = cell % n + side.dc;
      if (r >= n || c >= n) continue;
      const int other = r * n + c;
      if ((walls[static_cast<std::size_t>(cell)] & side.bit) != 0 &&
          region[static_cast<std::size_t>(cell)] == region[static_cast<std::size_t>(other)]) {
        return fail(cell, "a wall between " + cell_name(shape, cell) + " and " + cell_name(shape, other) +
                              ", inside one region");
      }
    }
  }
  return region;
}

int wall_bits(const Geometry& geometry, int cell) {
  const int n = geometry.size();
  const int row = cell / n, col = cell % n;
  int bits = 0;
  for (const Side& side : kSides) {
    const int r = row + side.dr, c = col + side.dc;
    if (r < 0 || r >= n || c < 0 || c >= n || geometry.region_of(r * n + c) != geometry.region_of(cell)) bits |= side.bit;
  }
  return bits;
}

}  // namespace sudokit
