// SPDX-License-Identifier: MIT
// One solution or none: the givens checked first (two equal in a house: no solution), then
// backtracking on the empty cell with the fewest candidates, bit masks for the houses
// (accepted).
#include <cstdio>
#include <cstring>

int grid[81], rows[9], cols[9], boxes[9];

int box(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

bool solve() {
  int best = -1, best_free = 0, best_count = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / 9] | cols[cell % 9] | boxes[box(cell)]) & 0x1FF;
    const int c = __builtin_popcount(free);
    if (c < best_count) best = cell, best_free = free, best_count = c;
  }
  if (best < 0) return true;
  for (int d = 0; d < 9; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best / 9] ^= bit, cols[best % 9] ^= bit, boxes[box(best)] ^= bit, grid[best] = d + 1;
    if (solve()) return true;
    rows[best / 9] ^= bit, cols[best % 9] ^= bit, boxes[box(best)] ^= bit, grid[best] = 0;
  }
  return false;
}

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 1;
  for (int k = 1; k <= t; ++k) {
    std::memset(rows, 0, sizeof rows), std::memset(cols, 0, sizeof cols), std::memset(boxes, 0, sizeof boxes);
    bool legal = true;
    for (int cell = 0; cell < 81; ++cell) {
      char c = 0;
      if (std::scanf(" %c", &c) != 1) return 1;
      grid[cell] = c == '.' ? 0 : c - '0';
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      if ((rows[cell / 9] | cols[cell % 9] | boxes[box(cell)]) & bit) legal = false;
      rows[cell / 9] |= bit, cols[cell % 9] |= bit, boxes[box(cell)] |= bit;
    }
    std::printf("Case #%d:\n", k);
    if (!legal || !solve()) {
      std::printf("No solution.\n");
      continue;
    }
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) std::putchar('0' + grid[r * 9 + c]);
      std::putchar('\n');
    }
  }
}
