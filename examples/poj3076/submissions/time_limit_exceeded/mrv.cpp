// SPDX-License-Identifier: MIT
// POJ 3076, too slow: bit-mask backtracking on the cell with the fewest candidates, with no
// other reasoning. Fast on most puzzles, slow on those hard for it (TLE).
#include <cstdio>

int grid[256], used[3][16];  // used[house kind][house]: its letters as bits

int box(int cell) { return cell / 64 * 4 + cell % 16 / 4; }
int candidates(int cell) {
  return 0xffff & ~(used[0][cell / 16] | used[1][cell % 16] | used[2][box(cell)]);
}
void flip(int cell, int d) {
  used[0][cell / 16] ^= 1 << d, used[1][cell % 16] ^= 1 << d, used[2][box(cell)] ^= 1 << d;
}
// Backtracking on the cell with the fewest candidates, no other reasoning.
bool solve() {
  int best = -1, fewest = 17;
  for (int cell = 0; cell < 256; ++cell) {
    if (grid[cell]) continue;
    int count = __builtin_popcount(candidates(cell));
    if (count < fewest) fewest = count, best = cell;
  }
  if (best < 0) return true;
  for (int m = candidates(best); m; m &= m - 1) {
    int d = __builtin_ctz(m);
    grid[best] = d + 1, flip(best, d);
    if (solve()) return true;
    grid[best] = 0, flip(best, d);
  }
  return false;
}

int main() {
  char line[16][32];
  for (int grids = 0;; ++grids) {
    for (int r = 0; r < 16; ++r) {
      if (std::scanf("%31s", line[r]) != 1) return 0;
    }
    for (int k = 0; k < 3; ++k) for (int h = 0; h < 16; ++h) used[k][h] = 0;
    for (int cell = 0; cell < 256; ++cell) {
      char ch = line[cell / 16][cell % 16];
      grid[cell] = ch == '-' ? 0 : ch - 'A' + 1;
      if (grid[cell]) flip(cell, grid[cell] - 1);
    }
    solve();
    if (grids > 0) std::putchar('\n');  // an empty line between grids
    for (int r = 0; r < 16; ++r) {
      for (int c = 0; c < 16; ++c) std::putchar('A' + grid[r * 16 + c] - 1);
      std::putchar('\n');
    }
  }
}
