// SPDX-License-Identifier: MIT
// UVa 989, too slow: plain backtracking, cells in reading order, digits from 1, so that the
// first solution found is the smallest (bit masks). Right, and hopeless where the first cells
// try every small digit for long (TLE).
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

bool solve(int cell) {  // the grid left solved when there is a solution
  while (cell < cells && grid[cell] != 0) ++cell;
  if (cell == cells) return true;
  for (int d = 1; d <= size; ++d) {
    if (!place(cell, d, true)) continue;
    if (solve(cell + 1)) return true;
    place(cell, d, false);
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
    if (!legal || !solve(0)) {
      std::printf("NO SOLUTION\n");
      continue;
    }
    for (int cell = 0; cell < cells; ++cell) std::printf("%d%c", grid[cell], cell % size == size - 1 ? '\n' : ' ');
  }
}
