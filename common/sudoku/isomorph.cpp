// SPDX-License-Identifier: MIT
#include "common/sudoku/isomorph.hpp"

#include <algorithm>

namespace sudokit {

namespace {

std::size_t u(int i) { return static_cast<std::size_t>(i); }

std::vector<int> iota(int n) {
  std::vector<int> values(u(n));
  for (int k = 0; k < n; ++k) values[u(k)] = k;
  return values;
}

// Lines (rows or columns) in groups of `group`: the groups shuffled, then the lines in each.
std::vector<int> grouped_order(int n, int group, Rng& rng) {
  std::vector<int> groups = iota(n / group);
  rng.shuffle(groups);
  std::vector<int> order;
  for (int g : groups) {
    std::vector<int> lines = iota(group);
    rng.shuffle(lines);
    for (int line : lines) order.push_back(g * group + line);
  }
  return order;
}

// A permutation of 0..n-1 whose every aligned run of `group` comes from one group, whole.
bool keeps_groups(const std::vector<int>& order, int n, int group) {
  if (order.size() != u(n)) return false;
  std::vector<int> seen(u(n), 0);
  for (int k = 0; k < n; ++k) {
    const int line = order[u(k)];
    if (line < 0 || line >= n || seen[u(line)]++) return false;
    if (line / group != order[u(k - k % group)] / group) return false;
  }
  return true;
}

std::vector<int> inverse_of(const std::vector<int>& order) {
  std::vector<int> inverse(order.size());
  for (std::size_t k = 0; k < order.size(); ++k) inverse[u(order[k])] = static_cast<int>(k);
  return inverse;
}

}  // namespace

Isomorph identity_isomorph(const Shape& shape) {
  Isomorph map;
  map.rows = map.cols = iota(shape.size());
  map.digits = iota(shape.size());
  for (int& d : map.digits) ++d;
  return map;
}

Isomorph random_isomorph(const Shape& shape, Rng& rng) {
  const int n = shape.size();
  Isomorph map;
  map.transpose = shape.box_rows == shape.box_cols && rng.below(2) == 1;
  map.rows = grouped_order(n, shape.box_rows, rng);
  map.cols = grouped_order(n, shape.box_cols, rng);
  map.digits = iota(n);
  for (int& d : map.digits) ++d;
  rng.shuffle(map.digits);
  return map;
}

bool is_isomorph(const Isomorph& map, const Shape& shape) {
  const int n = shape.size();
  if (map.transpose && shape.box_rows != shape.box_cols) return false;
  if (!keeps_groups(map.rows, n, shape.box_rows) || !keeps_groups(map.cols, n, shape.box_cols)) return false;
  std::vector<int> digits = map.digits;
  for (int& d : digits) --d;
  return keeps_groups(digits, n, 1);
}

Grid apply_isomorph(const Grid& grid, const Isomorph& map) {
  const int n = grid.size();
  Grid image(grid.shape());
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int row = map.rows[u(r)];
      const int col = map.cols[u(c)];
      const int digit = map.transpose ? grid.at(col, row) : grid.at(row, col);
      image.set(r * n + c, digit == 0 ? 0 : map.digits[u(digit - 1)]);
    }
  }
  return image;
}

Isomorph inverse_isomorph(const Isomorph& map) {
  // Image(r, c) = D(S(R[r], C[c])), S the source or its transpose, so the source is
  // D^-1(image(R^-1[i], C^-1[j])), or with the transposition D^-1(image^T(C^-1[i], R^-1[j])).
  Isomorph inverse;
  inverse.transpose = map.transpose;
  inverse.rows = inverse_of(map.transpose ? map.cols : map.rows);
  inverse.cols = inverse_of(map.transpose ? map.rows : map.cols);
  std::vector<int> digits = map.digits;
  for (int& d : digits) --d;
  inverse.digits = inverse_of(digits);
  for (int& d : inverse.digits) ++d;
  return inverse;
}

}  // namespace sudokit
