#include "tests/brute_force.hpp"

#include <cassert>

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
struct Counter {
  const Shape shape;
  const int n;
  std::vector<std::uint64_t> row, col, box;  // digits used, bit d-1
  std::vector<int> cells;
  std::uint64_t limit;
  std::uint64_t found = 0;

  std::uint64_t candidates(int cell) const {
    const int r = cell / n;
    const int c = cell % n;
    const std::uint64_t all = n == 64 ? ~0ull : (1ull << n) - 1;
    return all & ~(row[static_cast<std::size_t>(r)] | col[static_cast<std::size_t>(c)] |
                   box[static_cast<std::size_t>(shape.box_of(r, c))]);
  }
  void place(int cell, int d, bool on) {
    const int r = cell / n;
    const int c = cell % n;
    const std::uint64_t bit = 1ull << (d - 1);
    row[static_cast<std::size_t>(r)] ^= bit;
    col[static_cast<std::size_t>(c)] ^= bit;
    box[static_cast<std::size_t>(shape.box_of(r, c))] ^= bit;
    cells[static_cast<std::size_t>(cell)] = on ? d : 0;
  }
  void search() {
    int best = -1;
    int best_count = 99;
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (cells[static_cast<std::size_t>(cell)] != 0) continue;
      const int k = __builtin_popcountll(candidates(cell));
      if (k < best_count) {
        best = cell;
        best_count = k;
      }
    }
    if (best < 0) {
      ++found;
      return;
    }
    for (std::uint64_t m = candidates(best); m != 0 && found < limit; m &= m - 1) {
      const int d = __builtin_ctzll(m) + 1;
      place(best, d, true);
      search();
      place(best, d, false);
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

}  // namespace sudokit::testing
