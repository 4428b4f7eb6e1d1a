// SPDX-License-Identifier: MIT
// UVa 989, wrong: the givens checked, then the first solution that backtracking on the empty
// cell with the fewest candidates finds, printed as it is: right where the solution is unique,
// wrong where another one is smaller (WA).
#include <cstdio>
#include <cstring>

int n, size, cells, grid[81], rows[9], cols[9], boxes[9];

int box(int cell) { return cell / size / n * n + cell % size / n; }

bool place(int cell, int digit, bool on) {
  const int bit = 1 << (digit - 1);
  if (on && ((rows[cell / size] | cols[cell % size] | boxes[box(cell)]) & bit)) return false;
  rows[cell / size] ^= bit, cols[cell % size] ^= bit, boxes[box(cell)] ^= bit;
  grid[cell] = on ? digit : 0;
  return true;
}

bool solve() {  // the grid left solved when there is a solution
  int best = -1, best_free = 0, best_count = size + 1;
  for (int cell = 0; cell < cells; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / size] | cols[cell % size] | boxes[box(cell)]) & ((1 << size) - 1);
    const int count = __builtin_popcount(free);
    if (count < best_count) best = cell, best_free = free, best_count = count;
  }
  if (best < 0) return true;
  for (int d = size; d >= 1; --d) {  // (any order finds a solution; this one seldom the smallest)
    if (!(best_free >> (d - 1) & 1)) continue;
    place(best, d, true);
    if (solve()) return true;
    place(best, d, false);
  }
  return false;
}

int main() {
  for (int k = 0; std::scanf("%d", &n) == 1; ++k) {
    size = n * n, cells = size * size;
    std::memset(rows, 0, sizeof rows), std::memset(cols, 0, sizeof cols), std::memset(boxes, 0, sizeof boxes);
    bool legal = true;
    for (int cell = 0; cell < cells; ++cell) {
      int digit = 0;
      if (std::scanf("%d", &digit) != 1) return 1;
      grid[cell] = 0;
      if (digit != 0) legal = place(cell, digit, true) && legal;
    }
    if (k > 0) std::printf("\n");
    if (!legal || !solve()) {
      std::printf("NO SOLUTION\n");
      continue;
    }
    for (int cell = 0; cell < cells; ++cell) std::printf("%d%c", grid[cell], cell % size == size - 1 ? '\n' : ' ');
  }
}
