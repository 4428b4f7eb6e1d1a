// SPDX-License-Identifier: MIT
#include "common/sudoku/isomorph.hpp"

#include <algorithm>
#include <map>
#include <set>

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
  Grid image(grid.geometry_ptr());
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

namespace {

// Where each cell of the source goes in the image.
std::vector<int> image_cells(const Isomorph& map, int n) {
  std::vector<int> to(u(n * n));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int row = map.rows[u(r)], col = map.cols[u(c)];
      to[u(map.transpose ? col * n + row : row * n + col)] = r * n + c;
    }
  }
  return to;
}

// A permutation of 0..n-1 that keeps groups of `group` lines whole and commutes with the mirror
// i -> n-1-i: the groups paired about the middle moved as pairs (each perhaps flipped), the
// lines of a group ordered at random and those of its mirror image likewise; a middle group (an
// odd count) and a middle line mirror-symmetric themselves.
std::vector<int> mirrored_order(int n, int group, Rng& rng) {
  const int groups = n / group;
  const auto mirror_order = [&rng](int count) {  // a permutation of 0..count-1 commuting with the mirror
    std::vector<int> pairs = iota(count / 2), order(u(count));
    rng.shuffle(pairs);
    for (int k = 0; k < count / 2; ++k) {
      const bool flip = rng.below(2) == 1;
      order[u(k)] = flip ? count - 1 - pairs[u(k)] : pairs[u(k)];
      order[u(count - 1 - k)] = count - 1 - order[u(k)];
    }
    if (count % 2 == 1) order[u(count / 2)] = count / 2;
    return order;
  };
  const std::vector<int> band = mirror_order(groups);
  std::vector<std::vector<int>> within(u(groups));
  for (int g = 0; g < groups; ++g) {
    const int mirror = groups - 1 - g;
    if (g == mirror) {
      within[u(g)] = mirror_order(group);
    } else if (g < mirror) {
      within[u(g)] = iota(group);
      rng.shuffle(within[u(g)]);
      within[u(mirror)].resize(u(group));
      for (int o = 0; o < group; ++o) within[u(mirror)][u(group - 1 - o)] = group - 1 - within[u(g)][u(o)];
    }
  }
  std::vector<int> order(u(n));
  for (int g = 0; g < groups; ++g) {
    for (int o = 0; o < group; ++o) order[u(g * group + o)] = band[u(g)] * group + within[u(g)][u(o)];
  }
  return order;
}

}  // namespace

bool keeps_geometry(const Isomorph& map, const Geometry& geometry) {
  if (geometry.classic()) return true;
  const int n = geometry.size();
  const std::vector<int> to = image_cells(map, n);
  const auto image = [&](Span<const int> cells) {
    std::vector<int> moved;
    for (int cell : cells) moved.push_back(to[u(cell)]);
    std::sort(moved.begin(), moved.end());
    return moved;
  };
  std::set<std::pair<int, std::vector<int>>> houses;  // (kind, cells) beyond rows and columns
  for (int h = 2 * n; h < geometry.houses(); ++h) {
    const Span<const int> cells = geometry.house(h);
    houses.insert({static_cast<int>(geometry.kind(h)), std::vector<int>(cells.begin(), cells.end())});
  }
  for (int h = 2 * n; h < geometry.houses(); ++h) {
    if (houses.count({static_cast<int>(geometry.kind(h)), image(geometry.house(h))}) == 0) return false;
  }
  std::map<std::vector<int>, int> cages;
  for (const Cage& cage : geometry.cages()) cages[cage.cells] = cage.sum;
  for (const Cage& cage : geometry.cages()) {
    const auto at = cages.find(image(Span<const int>(cage.cells.data(), cage.cells.size())));
    if (at == cages.end() || at->second != cage.sum) return false;
  }
  return true;
}

Isomorph random_isomorph(const Geometry& geometry, Rng& rng) {
  const Shape& shape = geometry.shape();
  if (geometry.classic()) return random_isomorph(shape, rng);
  const int n = shape.size();
  const Rules& rules = geometry.rules();
  Isomorph map = identity_isomorph(shape);
  if (rules.diagonals && !rules.windows && rules.regions.empty() && rules.cages.empty() &&
      shape.box_rows == shape.box_cols) {  // X: the same mirrored order for rows and columns
    map.transpose = rng.below(2) == 1;
    map.rows = mirrored_order(n, shape.box_rows, rng);
    map.cols = map.rows;
    if (rng.below(2) == 1) {
      for (int& col : map.cols) col = n - 1 - col;
    }
  } else {  // the rotations and reflections that keep it
    std::vector<Isomorph> kept;
    for (int k = 0; k < 8; ++k) {
      Isomorph candidate = identity_isomorph(shape);
      candidate.transpose = (k & 4) != 0;
      if (candidate.transpose && shape.box_rows != shape.box_cols) continue;
      if (k & 1) std::reverse(candidate.rows.begin(), candidate.rows.end());
      if (k & 2) std::reverse(candidate.cols.begin(), candidate.cols.end());
      if (keeps_geometry(candidate, geometry)) kept.push_back(candidate);
    }
    map = kept[u(static_cast<int>(rng.below(kept.size())))];
  }
  if (rules.cages.empty()) rng.shuffle(map.digits);
  return map;
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
