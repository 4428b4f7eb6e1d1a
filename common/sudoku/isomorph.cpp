// SPDX-License-Identifier: MIT
#include "common/sudoku/isomorph.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <string>

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
  GeometryPtr geometry = grid.geometry_ptr();
  if (!keeps_geometry(map, *geometry)) {  // a jigsaw's regions, a killer's cages, moved
    std::string why;
    geometry = Geometry::make(grid.shape(), image_rules(*geometry, map), &why);
  }
  Grid image(geometry);
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

Rules image_rules(const Geometry& geometry, const Isomorph& map) {
  const int n = geometry.size();
  const std::vector<int> to = image_cells(map, n);
  Rules rules = geometry.rules();
  if (!rules.regions.empty()) {
    std::vector<int> from(u(n * n)), number(u(n), -1);
    for (int cell = 0; cell < n * n; ++cell) from[u(to[u(cell)])] = cell;
    int next = 0;
    for (int cell = 0; cell < n * n; ++cell) {
      int& k = number[u(geometry.region_of(from[u(cell)]))];
      if (k < 0) k = next++;
      rules.regions[u(cell)] = k;
    }
  }
  for (Cage& cage : rules.cages) {
    for (int& cell : cage.cells) cell = to[u(cell)];
    std::sort(cage.cells.begin(), cage.cells.end());
  }
  std::sort(rules.cages.begin(), rules.cages.end(), [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
  return rules;
}

namespace {

// Every permutation of 0..count-1 that commutes with the mirror i -> count-1-i.
std::vector<std::vector<int>> mirror_orders(int count) {
  std::vector<std::vector<int>> out;
  std::vector<int> order = iota(count);
  do {
    bool mirrored = true;
    for (int k = 0; k < count && mirrored; ++k) mirrored = order[u(count - 1 - k)] == count - 1 - order[u(k)];
    if (mirrored) out.push_back(order);
  } while (std::next_permutation(order.begin(), order.end()));
  return out;
}

// Every band-keeping order of n lines in groups of `group` that commutes with the mirror, up to
// `most` (empty past it).
std::vector<std::vector<int>> all_mirrored_orders(int n, int group, std::size_t most) {
  const int groups = n / group;
  std::vector<std::vector<int>> out;
  std::vector<std::vector<int>> free_orders;  // of a group paired with its mirror image
  std::vector<int> order = iota(group);
  do {
    free_orders.push_back(order);
  } while (std::next_permutation(order.begin(), order.end()));
  const std::vector<std::vector<int>> middle_orders = mirror_orders(group);
  std::vector<std::size_t> pick(u(groups), 0);  // per group: its order's index (free or middle)
  const auto choices = [&](int g) { return g == groups - 1 - g ? middle_orders.size() : g < groups - 1 - g ? free_orders.size() : 1; };
  for (const std::vector<int>& band : mirror_orders(groups)) {
    std::fill(pick.begin(), pick.end(), 0);
    while (true) {
      if (out.size() >= most) return {};
      std::vector<int> lines(u(n));
      for (int g = 0; g < groups; ++g) {
        const int mirror = groups - 1 - g;
        for (int o = 0; o < group; ++o) {
          const int within = g == mirror ? middle_orders[pick[u(g)]][u(o)]
                             : g < mirror ? free_orders[pick[u(g)]][u(o)]
                                          : group - 1 - free_orders[pick[u(mirror)]][u(group - 1 - o)];
          lines[u(g * group + o)] = band[u(g)] * group + within;
        }
      }
      out.push_back(std::move(lines));
      int g = 0;  // the next choice, as an odometer over the groups' choices
      while (g < groups && ++pick[u(g)] == choices(g)) pick[u(g++)] = 0;
      if (g == groups) break;
    }
  }
  return out;
}

}  // namespace

std::vector<Isomorph> variant_maps(const Geometry& geometry, std::size_t most) {
  const Shape& shape = geometry.shape();
  const int n = shape.size();
  const Rules& rules = geometry.rules();
  const bool square = shape.box_rows == shape.box_cols;
  std::vector<Isomorph> maps;
  if (rules.diagonals && !rules.windows && rules.regions.empty() && rules.cages.empty() && square) {
    const std::vector<std::vector<int>> orders = all_mirrored_orders(n, shape.box_rows, most / 4 + 1);
    if (orders.empty() || orders.size() * 4 > most) return {};
    for (const std::vector<int>& rows : orders) {
      for (int k = 0; k < 4; ++k) {
        Isomorph map = identity_isomorph(shape);
        map.transpose = (k & 2) != 0;
        map.rows = map.cols = rows;
        if (k & 1) {
          for (int& col : map.cols) col = n - 1 - col;
        }
        maps.push_back(std::move(map));
      }
    }
    return maps;
  }
  for (int k = 0; k < 8; ++k) {
    Isomorph map = identity_isomorph(shape);
    map.transpose = (k & 4) != 0;
    if (map.transpose && !square) continue;
    if (k & 1) std::reverse(map.rows.begin(), map.rows.end());
    if (k & 2) std::reverse(map.cols.begin(), map.cols.end());
    maps.push_back(std::move(map));
  }
  return maps.size() <= most ? maps : std::vector<Isomorph>{};
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
    for (const Isomorph& candidate : variant_maps(geometry, 8)) {
      if (keeps_geometry(candidate, geometry)) kept.push_back(candidate);
    }
    map = kept[u(static_cast<int>(rng.below(kept.size())))];
  }
  if (rules.cages.empty()) rng.shuffle(map.digits);
  return map;
}

namespace {

// Two distinct numbers below `count`, drawn from rng.
void draw_pair(Rng& rng, int count, int* a, int* b) {
  *a = static_cast<int>(rng.below(static_cast<std::uint64_t>(count)));
  *b = static_cast<int>(rng.below(static_cast<std::uint64_t>(count - 1)));
  if (*b >= *a) ++*b;
}

int& at(std::vector<int>& v, int i) { return v[u(i)]; }

// The digits relabelled so that the blank cells, read row by row, hold the highest digits
// first (what a solver that tries cells in order and digits from the lowest meets worst).
void relabel_blanks(const Grid& puzzle, const Grid& solution, Isomorph& map) {
  const int n = puzzle.size();
  int next = n;
  std::vector<int> label(static_cast<std::size_t>(n + 1), 0);
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    const int d = solution.at(cell);
    if (puzzle.at(cell) == 0 && at(label, d) == 0) at(label, d) = next--;
  }
  for (int d = 1; d <= n; ++d) {
    if (at(label, d) == 0) at(label, d) = next--;
    at(map.digits, d - 1) = at(label, d);
  }
}

// A small move among the isomorphs: two digits, two rows of a band, two columns of a stack,
// two bands or two stacks swapped; or the blanks relabelled (relabel_blanks).
Isomorph local_classic_isomorph(const Grid& puzzle, const Grid& solution, Rng& rng) {
  const Shape& shape = puzzle.shape();
  Isomorph map = identity_isomorph(shape);
  const int n = shape.size();
  int a = 0, b = 0;
  switch (rng.below(6)) {
    case 0:  // two digits
      draw_pair(rng, n, &a, &b);
      std::swap(at(map.digits, a), at(map.digits, b));
      break;
    case 1: {  // two rows of a band
      const int band = static_cast<int>(rng.below(static_cast<std::uint64_t>(n / shape.box_rows)));
      draw_pair(rng, shape.box_rows, &a, &b);
      std::swap(at(map.rows, band * shape.box_rows + a), at(map.rows, band * shape.box_rows + b));
      break;
    }
    case 2: {  // two columns of a stack
      const int stack = static_cast<int>(rng.below(static_cast<std::uint64_t>(n / shape.box_cols)));
      draw_pair(rng, shape.box_cols, &a, &b);
      std::swap(at(map.cols, stack * shape.box_cols + a), at(map.cols, stack * shape.box_cols + b));
      break;
    }
    case 3:  // two bands
      draw_pair(rng, n / shape.box_rows, &a, &b);
      for (int r = 0; r < shape.box_rows; ++r) {
        std::swap(at(map.rows, a * shape.box_rows + r), at(map.rows, b * shape.box_rows + r));
      }
      break;
    case 4:  // two stacks
      draw_pair(rng, n / shape.box_cols, &a, &b);
      for (int c = 0; c < shape.box_cols; ++c) {
        std::swap(at(map.cols, a * shape.box_cols + c), at(map.cols, b * shape.box_cols + c));
      }
      break;
    default:
      relabel_blanks(puzzle, solution, map);
      break;
  }
  return map;
}

// An X grid's small moves (square boxes): two rows of a band swapped together with their mirror
// images (row i with N-1-i), or two bands with theirs, and the columns in the same order; the
// diagonals stay diagonals. The identity where the draw meets the middle row or band (only
// the identity keeps them).
Isomorph mirrored_swap(const Shape& shape, Rng& rng) {
  const int n = shape.size(), k = shape.box_rows;
  Isomorph map = identity_isomorph(shape);
  std::vector<int>& order = map.rows;
  int a = 0, b = 0;
  const auto swap_lines = [&](int i, int j) {
    std::swap(at(order, i), at(order, j));
    if (n - 1 - i != j) std::swap(at(order, n - 1 - i), at(order, n - 1 - j));
  };
  if (rng.below(2) == 0) {  // two rows of a band
    const int band = static_cast<int>(rng.below(static_cast<std::uint64_t>(n / k)));
    draw_pair(rng, k, &a, &b);
    const int i = band * k + a, j = band * k + b;
    if (2 * i != n - 1 && 2 * j != n - 1) swap_lines(i, j);
  } else if (n / k >= 2) {  // two bands
    draw_pair(rng, n / k, &a, &b);
    if (a + b == n / k - 1) {  // a band and its mirror image: swapped alone
      for (int t = 0; t < k; ++t) std::swap(at(order, a * k + t), at(order, b * k + t));
    } else if (2 * a != n / k - 1 && 2 * b != n / k - 1) {
      for (int t = 0; t < k; ++t) swap_lines(a * k + t, b * k + t);
    }
  }
  map.cols = map.rows;
  return map;
}

// A small move among a variant's isomorphs, its diagonals and windows kept: two digits or the
// blanks relabelled (as above; not a killer's, whose sums would change); a rotation or
// reflection of the grid (a jigsaw's regions and a killer's cages move with their cells); for X
// alone on square boxes, a mirrored swap. A drawn map that would move a diagonal or window is
// the identity.
Isomorph local_variant_isomorph(const Grid& puzzle, const Grid& solution, Rng& rng) {
  const Shape& shape = puzzle.shape();
  const int n = shape.size();
  const bool square = shape.box_rows == shape.box_cols;
  const Rules& rules = puzzle.geometry().rules();
  Isomorph map = identity_isomorph(shape);
  int a = 0, b = 0;
  switch (rules.cages.empty() ? rng.below(4) : 2 + rng.below(2)) {
    case 0:
      draw_pair(rng, n, &a, &b);
      std::swap(at(map.digits, a), at(map.digits, b));
      return map;
    case 1:
      relabel_blanks(puzzle, solution, map);
      return map;
    case 2:
      if (rules.diagonals && !rules.windows && square && rules.regions.empty() && rules.cages.empty()) {
        map = mirrored_swap(shape, rng);
        break;
      }
      [[fallthrough]];
    default: {  // one of the 8 (square boxes) or 4 rotations and reflections, not the identity
      const int k = 1 + static_cast<int>(rng.below(square ? 7 : 3));
      map.transpose = (k & 4) != 0;
      if (k & 1) std::reverse(map.rows.begin(), map.rows.end());
      if (k & 2) std::reverse(map.cols.begin(), map.cols.end());
      break;
    }
  }
  Rules fixed;  // the diagonals and windows alone (regions and cages may move)
  fixed.diagonals = rules.diagonals;
  fixed.windows = rules.windows;
  std::string why;
  const GeometryPtr kept = Geometry::make(shape, fixed, &why);
  return kept && keeps_geometry(map, *kept) ? map : identity_isomorph(shape);
}

}  // namespace

Isomorph local_isomorph(const Grid& puzzle, const Grid& solution, Rng& rng) {
  return puzzle.geometry().classic() ? local_classic_isomorph(puzzle, solution, rng)
                                     : local_variant_isomorph(puzzle, solution, rng);
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
