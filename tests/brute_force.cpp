// SPDX-License-Identifier: MIT
#include "tests/brute_force.hpp"

#include <algorithm>
#include <cassert>
#include <functional>

namespace sudokit::testing {

std::uint64_t brute_force_exact_covers(int primary, int secondary,
                                       const std::vector<std::vector<int>>& options) {
  assert(options.size() <= 20);
  const std::size_t items = static_cast<std::size_t>(primary + secondary);
  std::uint64_t count = 0;
  for (std::uint32_t subset = 0; subset < (1u << options.size()); ++subset) {
    std::vector<int> used(items, 0);
    bool ok = true;
    for (std::size_t k = 0; k < options.size(); ++k) {
      if (subset & (1u << k)) {
        bool primary_item = false;
        for (int item : options[k]) {
          ++used[static_cast<std::size_t>(item)];
          primary_item = primary_item || item < primary;
        }
        ok = ok && primary_item;
      }
    }
    for (std::size_t i = 0; i < items && ok; ++i) {
      ok = static_cast<int>(i) < primary ? used[i] == 1 : used[i] <= 1;
    }
    count += ok;
  }
  return count;
}

namespace {
// Backtracking on candidate bitmasks. At each step it branches on whichever is narrower: the
// empty cell with the fewest candidates, or the (house, digit) with the fewest places left.
struct Counter {
  const Shape shape;
  const int n;
  std::vector<std::uint64_t> row, col, box;  // digits used, bit d-1
  std::vector<int> cells;
  std::uint64_t limit;
  std::uint64_t found = 0;

  int box_of(int cell) const { return shape.box_of(cell / n, cell % n); }
  std::uint64_t candidates(int cell) const {
    const std::uint64_t all = n == 64 ? ~0ull : (1ull << n) - 1;
    return all & ~(row[static_cast<std::size_t>(cell / n)] |
                   col[static_cast<std::size_t>(cell % n)] |
                   box[static_cast<std::size_t>(box_of(cell))]);
  }
  void place(int cell, int d, bool on) {
    const std::uint64_t bit = 1ull << (d - 1);
    row[static_cast<std::size_t>(cell / n)] ^= bit;
    col[static_cast<std::size_t>(cell % n)] ^= bit;
    box[static_cast<std::size_t>(box_of(cell))] ^= bit;
    cells[static_cast<std::size_t>(cell)] = on ? d : 0;
  }
  int house_cell(int kind, int house, int k) const {
    if (kind == 0) return house * n + k;
    if (kind == 1) return k * n + house;
    return shape.box_cell(house, k);
  }
  void search() {
    // The narrowest cell.
    int best_cell = -1;
    int best = n + 1;
    std::vector<std::uint64_t> cand(static_cast<std::size_t>(shape.cells()), 0);
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (cells[static_cast<std::size_t>(cell)] != 0) continue;
      cand[static_cast<std::size_t>(cell)] = candidates(cell);
      const int k = __builtin_popcountll(cand[static_cast<std::size_t>(cell)]);
      if (k < best) {
        best = k;
        best_cell = cell;
      }
    }
    if (best_cell < 0) {
      ++found;
      return;
    }
    if (best == 0) return;
    // The narrowest (house, digit), if narrower still.
    int best_kind = -1, best_house = 0, best_digit = 0;
    const std::vector<std::uint64_t>* used[3] = {&row, &col, &box};
    for (int kind = 0; kind < 3 && best > 1; ++kind) {
      for (int house = 0; house < n && best > 1; ++house) {
        for (int d = 1; d <= n; ++d) {
          if ((*used[kind])[static_cast<std::size_t>(house)] & (1ull << (d - 1))) continue;
          int places = 0;
          for (int k = 0; k < n; ++k) {
            const int cell = house_cell(kind, house, k);
            places += cells[static_cast<std::size_t>(cell)] == 0 &&
                      (cand[static_cast<std::size_t>(cell)] >> (d - 1) & 1);
          }
          if (places < best) {
            best = places;
            best_kind = kind;
            best_house = house;
            best_digit = d;
            if (best == 0) return;  // a digit with no place left: dead end
          }
        }
      }
    }
    if (best_kind < 0) {
      for (std::uint64_t m = cand[static_cast<std::size_t>(best_cell)]; m != 0 && found < limit; m &= m - 1) {
        const int d = __builtin_ctzll(m) + 1;
        place(best_cell, d, true);
        search();
        place(best_cell, d, false);
      }
      return;
    }
    for (int k = 0; k < n && found < limit; ++k) {
      const int cell = house_cell(best_kind, best_house, k);
      if (cells[static_cast<std::size_t>(cell)] != 0 ||
          !(cand[static_cast<std::size_t>(cell)] >> (best_digit - 1) & 1)) {
        continue;
      }
      place(cell, best_digit, true);
      search();
      place(cell, best_digit, false);
    }
  }
};
}  // namespace

std::uint64_t bitmask_count(const Grid& puzzle, std::uint64_t limit) {
  const Shape shape = puzzle.shape();
  const auto n = static_cast<std::size_t>(shape.size());
  Counter counter{shape, shape.size(), std::vector<std::uint64_t>(n), std::vector<std::uint64_t>(n),
                  std::vector<std::uint64_t>(n), std::vector<int>(static_cast<std::size_t>(shape.cells())),
                  limit == 0 ? UINT64_MAX : limit};
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int d = puzzle.at(cell);
    if (d == 0) continue;
    if (!(counter.candidates(cell) & (1ull << (d - 1)))) return 0;  // conflicting givens
    counter.place(cell, d, true);
  }
  counter.search();
  return counter.found;
}


namespace {
// The sizes of the subsets of `options` whose cover counts satisfy `ok`, the least one.
template <class Ok>
int smallest_subset(int items, const std::vector<std::vector<int>>& options, Ok ok) {
  assert(options.size() <= 20);
  int best = -1;
  for (std::uint32_t subset = 0; subset < (1u << options.size()); ++subset) {
    const int size = __builtin_popcount(subset);
    if (best >= 0 && size >= best) continue;
    std::vector<int> used(static_cast<std::size_t>(items), 0);
    for (std::size_t k = 0; k < options.size(); ++k) {
      if (subset & (1u << k)) {
        for (int item : options[k]) ++used[static_cast<std::size_t>(item)];
      }
    }
    bool all = true;
    for (int count : used) all = all && ok(count);
    if (all) best = size;
  }
  return best;
}
}  // namespace

int brute_force_smallest_exact_cover(int primary, const std::vector<std::vector<int>>& options) {
  return smallest_subset(primary, options, [](int count) { return count == 1; });
}

int brute_force_smallest_repeated_cover(int items, const std::vector<std::vector<int>>& options) {
  return smallest_subset(items, options, [](int count) { return count >= 1; });
}

namespace {
struct PlainSearch {
  Grid grid;
  const std::vector<int>& scores;
  long long best = -1;

  bool fits(int cell, int digit) const {
    const Shape& shape = grid.shape();
    const int n = shape.size(), r = cell / n, c = cell % n;
    for (int k = 0; k < n; ++k) {
      if (grid.at(r, k) == digit || grid.at(k, c) == digit) return false;
      if (grid.at(shape.box_cell(shape.box_of(r, c), k)) == digit) return false;
    }
    return true;
  }
  void run(int cell) {
    const int cells = grid.shape().cells();
    while (cell < cells && grid.at(cell) != 0) ++cell;
    if (cell == cells) {
      long long score = 0;
      for (int k = 0; k < cells; ++k) score += static_cast<long long>(scores[static_cast<std::size_t>(k)]) * grid.at(k);
      best = std::max(best, score);
      return;
    }
    for (int digit = 1; digit <= grid.size(); ++digit) {
      if (!fits(cell, digit)) continue;
      grid.set(cell, digit);
      run(cell + 1);
      grid.set(cell, 0);
    }
  }
};
}  // namespace

long long plain_target_score(const Grid& puzzle, const std::vector<int>& scores) {
  if (find_conflict(puzzle)) return -1;
  PlainSearch search{puzzle, scores};
  search.run(0);
  return search.best;
}

int brute_force_rotations(const Grid& grid) {
  const Shape& shape = grid.shape();
  const int b = shape.box_rows, n = shape.size();
  int regions = n, best = -1;
  long long ways = 1;
  for (int r = 0; r < regions; ++r) ways *= 4;
  for (long long way = 0; way < ways; ++way) {
    Grid turned = grid;
    int total = 0;
    long long code = way;
    for (int region = 0; region < regions; ++region, code /= 4) {
      const int turns = static_cast<int>(code % 4);  // clockwise turns undoing the same number
      total += turns;                                  // of counter-clockwise ones
      const int top = region / b * b, left = region % b * b;
      for (int t = 0; t < turns; ++t) {
        Grid before = turned;
        for (int i = 0; i < b; ++i) {
          for (int j = 0; j < b; ++j) {  // clockwise: new (i, j) = old (b-1-j, i)
            turned.set((top + i) * n + left + j, before.at(top + b - 1 - j, left + i));
          }
        }
      }
    }
    if ((best < 0 || total < best) && !find_conflict(turned)) best = total;
  }
  return best;
}

namespace {

std::size_t idx(int i) { return static_cast<std::size_t>(i); }

// Every order of n lines in groups of `group` that keeps the groups whole.
std::vector<std::vector<int>> grouped_orders(int n, int group) {
  std::vector<int> groups(static_cast<std::size_t>(n / group)), lines(static_cast<std::size_t>(group));
  for (std::size_t k = 0; k < groups.size(); ++k) groups[k] = static_cast<int>(k);
  for (std::size_t k = 0; k < lines.size(); ++k) lines[k] = static_cast<int>(k);
  std::vector<std::vector<int>> within;  // every permutation of a group's lines
  do within.push_back(lines); while (std::next_permutation(lines.begin(), lines.end()));
  std::vector<std::vector<int>> orders;
  do {
    std::vector<int> order;
    std::function<void(std::size_t)> fill = [&](std::size_t g) {
      if (g == groups.size()) {
        orders.push_back(order);
        return;
      }
      for (const std::vector<int>& perm : within) {
        for (int line : perm) order.push_back(groups[g] * group + line);
        fill(g + 1);
        order.resize(order.size() - static_cast<std::size_t>(group));
      }
    };
    fill(0);
  } while (std::next_permutation(groups.begin(), groups.end()));
  return orders;
}

}  // namespace

// The smallest string, blanks 0 and digits relabelled in order of appearance, over every
// transposition, row order and column order: the definition, with nothing left out.
std::vector<int> brute_force_minlex(const Grid& puzzle) {
  const Shape shape = puzzle.shape();
  const int n = shape.size();
  const auto row_orders = grouped_orders(n, shape.box_rows);
  const auto col_orders = grouped_orders(n, shape.box_cols);
  std::vector<int> best;
  std::vector<int> image(idx(n * n)), labels(idx(n + 1));
  for (int t = 0; t < (shape.box_rows == shape.box_cols ? 2 : 1); ++t) {
    for (const auto& rows : row_orders) {
      for (const auto& cols : col_orders) {
        std::fill(labels.begin(), labels.end(), 0);
        int next = 0;
        for (int r = 0; r < n; ++r) {
          for (int c = 0; c < n; ++c) {
            int digit = t ? puzzle.at(cols[idx(c)], rows[idx(r)]) : puzzle.at(rows[idx(r)], cols[idx(c)]);
            if (digit != 0) {
              if (labels[idx(digit)] == 0) labels[idx(digit)] = ++next;
              digit = labels[idx(digit)];
            }
            image[idx(r * n + c)] = digit;
          }
        }
        if (best.empty() || image < best) best = image;
      }
    }
  }
  return best;
}

PlainRules plain_rules(Shape shape, bool diagonals, bool windows, const std::vector<int>& regions) {
  PlainRules rules;
  const int n = shape.size();
  rules.n = n;
  for (int k = 0; k < n; ++k) {
    std::vector<int> row, column, box;
    for (int i = 0; i < n; ++i) {
      row.push_back(k * n + i);
      column.push_back(i * n + k);
    }
    for (int cell = 0; cell < n * n; ++cell) {
      const int r = cell / n, c = cell % n;
      const int region = regions.empty() ? (r / shape.box_rows) * shape.box_rows + c / shape.box_cols
                                         : regions[static_cast<std::size_t>(cell)];
      if (region == k) box.push_back(cell);
    }
    rules.houses.push_back(row);
    rules.houses.push_back(column);
    rules.houses.push_back(box);
  }
  if (diagonals) {
    std::vector<int> main, anti;
    for (int i = 0; i < n; ++i) {
      main.push_back(i * (n + 1));
      anti.push_back((i + 1) * (n - 1));
    }
    rules.houses.push_back(main);
    rules.houses.push_back(anti);
  }
  if (windows) {
    // Boxes of b x c: windows start one past each box boundary while a whole window fits
    // before the last row (column).
    for (int top = 1; top + shape.box_rows < n; top += shape.box_rows + 1) {
      for (int left = 1; left + shape.box_cols < n; left += shape.box_cols + 1) {
        std::vector<int> window;
        for (int cell = 0; cell < n * n; ++cell) {
          const int r = cell / n, c = cell % n;
          if (r >= top && r < top + shape.box_rows && c >= left && c < left + shape.box_cols) window.push_back(cell);
        }
        rules.houses.push_back(window);
      }
    }
  }
  return rules;
}

namespace {
struct RulesSearch {
  const PlainRules& rules;
  std::vector<int> cells;
  std::vector<std::vector<int>> mates;  // per cell: house and cage mates
  std::vector<int> cage_of;             // per cell: its cage, or -1
  std::uint64_t limit, found = 0;

  bool fits(int cell, int digit) const {
    for (const int mate : mates[static_cast<std::size_t>(cell)]) {
      if (cells[static_cast<std::size_t>(mate)] == digit) return false;
    }
    const int k = cage_of[static_cast<std::size_t>(cell)];
    if (k < 0) return true;
    const auto& [cage, target] = rules.cages[static_cast<std::size_t>(k)];
    int sum = digit, blank = 0;
    for (const int other : cage) {
      if (other == cell) continue;
      sum += cells[static_cast<std::size_t>(other)];
      blank += cells[static_cast<std::size_t>(other)] == 0;
    }
    return blank == 0 ? sum == target : sum < target;
  }
  void search() {
    int best = -1, fewest = rules.n + 1;
    for (std::size_t cell = 0; cell < cells.size(); ++cell) {
      if (cells[cell] != 0) continue;
      int count = 0;
      for (int d = 1; d <= rules.n; ++d) count += fits(static_cast<int>(cell), d);
      if (count < fewest) fewest = count, best = static_cast<int>(cell);
    }
    if (best < 0) {
      ++found;
      return;
    }
    for (int d = 1; d <= rules.n && found < limit; ++d) {
      if (!fits(best, d)) continue;
      cells[static_cast<std::size_t>(best)] = d;
      search();
      cells[static_cast<std::size_t>(best)] = 0;
    }
  }
};
}  // namespace

std::uint64_t plain_rules_count(const PlainRules& rules, const std::vector<int>& cells, std::uint64_t limit) {
  RulesSearch search{rules, std::vector<int>(cells.size(), 0), std::vector<std::vector<int>>(cells.size()),
                     std::vector<int>(cells.size(), -1), limit == 0 ? UINT64_MAX : limit};
  for (const auto& house : rules.houses) {
    for (const int a : house) {
      for (const int b : house) {
        if (a != b) search.mates[static_cast<std::size_t>(a)].push_back(b);
      }
    }
  }
  for (std::size_t k = 0; k < rules.cages.size(); ++k) {
    for (const int a : rules.cages[k].first) {
      search.cage_of[static_cast<std::size_t>(a)] = static_cast<int>(k);
      for (const int b : rules.cages[k].first) {
        if (a != b) search.mates[static_cast<std::size_t>(a)].push_back(b);
      }
    }
  }
  // The givens one by one, each held to those before it (a cage full of givens to its sum).
  for (std::size_t cell = 0; cell < cells.size(); ++cell) {
    if (cells[cell] == 0) continue;
    if (!search.fits(static_cast<int>(cell), cells[cell])) return 0;
    search.cells[cell] = cells[cell];
  }
  search.search();
  return search.found;
}

}  // namespace sudokit::testing
