// SPDX-License-Identifier: MIT
// A Sudoku grid: digits 1..N in cells, 0 for a blank. Puzzles and solutions alike. A grid
// carries its geometry (common/sudoku/geometry.hpp): its houses and cages, classic by default.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/span.hpp"
#include "common/sudoku/geometry.hpp"

namespace sudokit {

class Grid {
 public:
  explicit Grid(Shape shape = {});          // the classic geometry of `shape`
  explicit Grid(GeometryPtr geometry);

  const Shape& shape() const { return geometry_->shape(); }
  const Geometry& geometry() const { return *geometry_; }
  const GeometryPtr& geometry_ptr() const { return geometry_; }
  int size() const { return shape().size(); }
  int at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  int at(int row, int col) const { return at(row * size() + col); }
  void set(int cell, int digit) {
    cells_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
  }
  Span<const std::uint8_t> cells() const { return cells_; }
  int givens() const;  // filled cells
  bool full() const { return givens() == shape().cells(); }
  bool operator==(const Grid& other) const {
    return cells_ == other.cells_ && same_geometry(geometry_, other.geometry_);
  }
  bool operator!=(const Grid& other) const { return !(*this == other); }

 private:
  GeometryPtr geometry_;
  std::vector<std::uint8_t> cells_;
};

// Two equal givens in one house or cage, or a cage's givens past its sum: a puzzle with one
// has no solution, and says so without search.
struct Conflict {
  enum class House { row, column, box, region, diagonal, window, cage, cage_sum };
  House house = House::row;
  int index = 0;        // which row, column, box, ... or cage (0-based)
  int digit = 0;        // cage_sum: the givens' sum
  int first_cell = 0;   // the two cells, row-major indices (cage_sum: the cage's first cell)
  int second_cell = 0;
  // "row 3 has two 5s (r3c1 and r3c7)", the digit in `alphabet` (its number if empty);
  // "the cage at r1c1 holds 17, more than its sum 15" (its sum from `geometry`).
  std::string describe(const Geometry& geometry, const std::string& alphabet) const;
};

std::optional<Conflict> find_conflict(const Grid& grid);

// "r3c7": 1-based row and column of a cell.
std::string cell_name(const Shape& shape, int cell);

// True when `solution` is full, breaks no house or cage, and keeps every given of `puzzle`.
bool solves(const Grid& solution, const Grid& puzzle);

}  // namespace sudokit
