// SPDX-License-Identifier: MIT
// Any size, any solution: each case read at its box side n, solved by backtracking on the
// empty cell with the fewest candidates (bit masks over the n^2 digits) (accepted).
#include <cstdio>
#include <vector>

int n, size;  // the box side; the grid is size x size, size = n * n
std::vector<int> grid, rows, cols, boxes;

int box(int cell) { return cell / size / n * n + cell % size / n; }

bool solve() {
  int best = -1, best_free = 0, best_count = size + 1;
  const int all = (1 << size) - 1;
  for (int cell = 0; cell < size * size; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / size] | cols[cell % size] | boxes[box(cell)]) & all;
    const int count = __builtin_popcount(free);
    if (count < best_count) best = cell, best_free = free, best_count = count;
  }
  if (best < 0) return true;
  for (int d = 0; d < size; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best / size] ^= bit, cols[best % size] ^= bit, boxes[box(best)] ^= bit, grid[best] = d + 1;
    if (solve()) return true;
    rows[best / size] ^= bit, cols[best % size] ^= bit, boxes[box(best)] ^= bit, grid[best] = 0;
  }
  return false;
}

int main() {
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 1;
  while (cases--) {
    if (std::scanf("%d", &n) != 1) return 1;
    size = n * n;
    grid.assign(size * size, 0), rows.assign(size, 0), cols.assign(size, 0), boxes.assign(size, 0);
    for (int cell = 0; cell < size * size; ++cell) {
      if (std::scanf("%d", &grid[cell]) != 1) return 1;
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      rows[cell / size] |= bit, cols[cell % size] |= bit, boxes[box(cell)] |= bit;
    }
    solve();
    for (int cell = 0; cell < size * size; ++cell) std::printf("%d%c", grid[cell], cell % size == size - 1 ? '\n' : ' ');
  }
}
