// SPDX-License-Identifier: MIT
// Any size, wrong: the same search with rows and columns only, as if boxes did not count; its
// first "solution" breaks a box on most puzzles with blanks to spare (wrong answer).
#include <cstdio>
#include <vector>

int n, size;
std::vector<int> grid, rows, cols;

bool solve() {
  int best = -1, best_free = 0, best_count = size + 1;
  const int all = (1 << size) - 1;
  for (int cell = 0; cell < size * size; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / size] | cols[cell % size]) & all;
    const int count = __builtin_popcount(free);
    if (count < best_count) best = cell, best_free = free, best_count = count;
  }
  if (best < 0) return true;
  for (int d = 0; d < size; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best / size] ^= bit, cols[best % size] ^= bit, grid[best] = d + 1;
    if (solve()) return true;
    rows[best / size] ^= bit, cols[best % size] ^= bit, grid[best] = 0;
  }
  return false;
}

int main() {
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 1;
  while (cases--) {
    if (std::scanf("%d", &n) != 1) return 1;
    size = n * n;
    grid.assign(size * size, 0), rows.assign(size, 0), cols.assign(size, 0);
    for (int cell = 0; cell < size * size; ++cell) {
      if (std::scanf("%d", &grid[cell]) != 1) return 1;
      if (grid[cell] != 0) rows[cell / size] |= 1 << (grid[cell] - 1), cols[cell % size] |= 1 << (grid[cell] - 1);
    }
    solve();
    for (int cell = 0; cell < size * size; ++cell) std::printf("%d%c", grid[cell], cell % size == size - 1 ? '\n' : ' ');
  }
}
