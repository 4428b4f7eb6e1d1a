// SPDX-License-Identifier: MIT
// A Sudoku grid: digits 1..N in cells, 0 for a blank. Puzzles and solutions alike.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/span.hpp"
#include "common/sudoku/shape.hpp"

namespace sudokit {

class Grid {
 public:
  explicit Grid(Shape shape = {});

  const Shape& shape() const { return shape_; }
  int size() const { return shape_.size(); }
  int at(int cell) const { return cells_[static_cast<std::size_t>(cell)]; }
  int at(int row, int col) const { return at(row * size() + col); }
  void set(int cell, int digit) {
    cells_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
  }
  Span<const std::uint8_t> cells() const { return cells_; }
  int givens() const;  // filled cells
  bool full() const { return givens() == shape_.cells(); }
  bool operator==(const Grid& other) const { return shape_ == other.shape_ && cells_ == other.cells_; }
  bool operator!=(const Grid& other) const { return !(*this == other); }

 private:
  Shape shape_;
  std::vector<std::uint8_t> cells_;
};

// Two equal givens in one house: a puzzle with one has no solution, and says so without search.
struct Conflict {
  enum class House { row, column, box };
  House house = House::row;
  int index = 0;        // which row, column or box (0-based)
  int digit = 0;
  int first_cell = 0;   // the two cells, row-major indices
  int second_cell = 0;
  // "row 3 has two 5s (r3c1 and r3c7)", the digit in `alphabet` (its number if empty).
  std::string describe(const Shape& shape, const std::string& alphabet) const;
};

std::optional<Conflict> find_conflict(const Grid& grid);

// "r3c7": 1-based row and column of a cell.
std::string cell_name(const Shape& shape, int cell);

// True when `solution` is full, breaks no house, and keeps every given of `puzzle`.
bool solves(const Grid& solution, const Grid& puzzle);

}  // namespace sudokit
