// SPDX-License-Identifier: MIT
#include "common/sudoku/shape.hpp"

#include <charconv>

namespace sudokit {

std::string Shape::name() const {
  return std::to_string(box_rows) + "x" + std::to_string(box_cols);
}

namespace {
bool valid_shape(int rows, int cols) {
  return rows >= 2 && cols >= 2 && rows * cols >= Shape::kMinSize &&
         rows * cols <= Shape::kMaxSize;
}
}  // namespace

std::optional<Shape> parse_shape(std::string_view text, std::string* error) {
  const auto x = text.find('x');
  int rows = 0;
  int cols = 0;
  const auto parse_int = [](std::string_view s, int& value) {
    if (s.empty() || s.size() > 3) return false;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    return ec == std::errc() && end == s.data() + s.size();
  };
  if (x == std::string_view::npos || !parse_int(text.substr(0, x), rows) ||
      !parse_int(text.substr(x + 1), cols)) {
    if (error) *error = "expected a box shape ROWSxCOLS such as 3x3 or 2x3, found '" +
                        std::string(text) + "'";
    return std::nullopt;
  }
  if (!valid_shape(rows, cols)) {
    if (error) {
      *error = "box shape " + std::string(text) +
               " is not supported: each side at least 2, and 4 <= rows*cols <= " +
               std::to_string(Shape::kMaxSize);
    }
    return std::nullopt;
  }
  return Shape{rows, cols};
}

std::optional<Shape> shape_for_size(int n, std::string* why) {
  for (int side = 2; side * side <= Shape::kMaxSize; ++side) {
    if (side * side == n) return Shape{side, side};
  }
  if (why) {
    std::string choices;
    for (int rows = 2; rows <= n / 2; ++rows) {
      if (n % rows == 0 && valid_shape(rows, n / rows)) {
        choices += (choices.empty() ? "" : " or ") + std::string("--box ") +
                   std::to_string(rows) + "x" + std::to_string(n / rows);
      }
    }
    *why = choices.empty()
               ? "size " + std::to_string(n) + " has no box shape (N must be R*C with R, C >= 2, " +
                     "4 <= N <= " + std::to_string(Shape::kMaxSize) + ")"
               : "size " + std::to_string(n) + " is ambiguous: give " + choices;
  }
  return std::nullopt;
}

Shape jigsaw_shape(int n) {
  int rows = 1;
  for (int r = 1; r * r <= n; ++r) {
    if (n % r == 0) rows = r;
  }
  return Shape{rows, n / rows};
}

}  // namespace sudokit
