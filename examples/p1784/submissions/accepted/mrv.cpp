// SPDX-License-Identifier: MIT
// Luogu P1784: bit-mask backtracking on the cell with the fewest candidates (accepted: 9x9
// puzzles take it microseconds to milliseconds).
#include <cstdio>

int grid[81], used[3][9];  // used[house kind][house]: its digits as bits

int box(int cell) { return cell / 27 * 3 + cell % 9 / 3; }
int candidates(int cell) { return 0x1ff & ~(used[0][cell / 9] | used[1][cell % 9] | used[2][box(cell)]); }
void flip(int cell, int d) { used[0][cell / 9] ^= 1 << d, used[1][cell % 9] ^= 1 << d, used[2][box(cell)] ^= 1 << d; }

bool solve() {
  int best = -1, fewest = 10;
  for (int cell = 0; cell < 81; ++cell) {
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
  for (int cell = 0; cell < 81; ++cell) {
    if (std::scanf("%d", &grid[cell]) != 1) return 1;
    if (grid[cell]) flip(cell, grid[cell] - 1);
  }
  solve();
  for (int cell = 0; cell < 81; ++cell) std::printf("%d%c", grid[cell], cell % 9 == 8 ? '\n' : ' ');
}
