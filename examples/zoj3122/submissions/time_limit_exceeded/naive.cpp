// SPDX-License-Identifier: MIT
// ZOJ 3122, too slow: plain backtracking, cells in reading order, letters from A (bit masks
// for the houses). Hopeless on sparse 16x16 puzzles (TLE).
#include <cstdio>

int grid[256], used[3][16];  // used[house kind][house]: its letters as bits

int box(int cell) { return cell / 64 * 4 + cell % 16 / 4; }
int candidates(int cell) {
  return 0xffff & ~(used[0][cell / 16] | used[1][cell % 16] | used[2][box(cell)]);
}
void flip(int cell, int d) {
  used[0][cell / 16] ^= 1 << d, used[1][cell % 16] ^= 1 << d, used[2][box(cell)] ^= 1 << d;
}
// Backtracking on the cells in reading order, letters from A.
bool solve(int cell) {
  while (cell < 256 && grid[cell]) ++cell;
  if (cell == 256) return true;
  for (int m = candidates(cell); m; m &= m - 1) {
    int d = __builtin_ctz(m);
    grid[cell] = d + 1, flip(cell, d);
    if (solve(cell + 1)) return true;
    grid[cell] = 0, flip(cell, d);
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
    solve(0);
    if (grids > 0) std::putchar('\n');  // an empty line between grids
    for (int r = 0; r < 16; ++r) {
      for (int c = 0; c < 16; ++c) std::putchar('A' + grid[r * 16 + c] - 1);
      std::putchar('\n');
    }
  }
}
