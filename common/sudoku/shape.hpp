// SPDX-License-Identifier: MIT
// The shape of a Sudoku: N x N cells in boxes of box_rows x box_cols, N = box_rows * box_cols.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace sudokit {

struct Shape {
  static constexpr int kMinSize = 4;   // 2x2 boxes
  static constexpr int kMaxSize = 64;  // 8x8 boxes; digits are stored in one byte

  int box_rows = 3;
  int box_cols = 3;

  int size() const { return box_rows * box_cols; }  // N: digits, rows, columns, boxes
  int cells() const { return size() * size(); }
  int box_of(int row, int col) const { return (row / box_rows) * box_rows + col / box_cols; }
  // Cell index of the k-th cell (row-major) of box b.
  int box_cell(int box, int k) const {
    const int row = (box / box_rows) * box_rows + k / box_cols;
    const int col = (box % box_rows) * box_cols + k % box_cols;
    return row * size() + col;
  }
  std::string name() const;  // "3x3"
  bool operator==(const Shape& other) const {
    return box_rows == other.box_rows && box_cols == other.box_cols;
  }
  bool operator!=(const Shape& other) const { return !(*this == other); }
};

// Parses "RxC" (e.g. "2x3"); on failure returns nullopt and says why in *error.
std::optional<Shape> parse_shape(std::string_view text, std::string* error);

// The shape for N when it is unambiguous (N a perfect square: 4, 9, 16, 25, 36, 49, 64 give
// square boxes); nullopt otherwise, with *why saying what to pass instead.
std::optional<Shape> shape_for_size(int n, std::string* why);

// The nominal box shape of a jigsaw of n, whose regions stand in place of boxes: the squarest
// R x C with R <= C (1 x n for a prime).
Shape jigsaw_shape(int n);

}  // namespace sudokit
