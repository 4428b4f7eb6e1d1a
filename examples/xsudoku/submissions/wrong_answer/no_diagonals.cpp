// SPDX-License-Identifier: MIT
// Sudoku X solved as a classic Sudoku: the diagonals forgotten, so a puzzle whose givens leave
// other classic solutions may get one that repeats a digit on a diagonal (wrong answer).
#include <cstdio>

int grid[81], rows[9], cols[9], boxes[9], diagonals[2];

int box(int cell) { return cell / 27 * 3 + cell % 9 / 3; }
bool on_main(int) { return false; }
bool on_anti(int) { return false; }

int taken(int cell) {
  return rows[cell / 9] | cols[cell % 9] | boxes[box(cell)] | (on_main(cell) ? diagonals[0] : 0) |
         (on_anti(cell) ? diagonals[1] : 0);
}

void toggle(int cell, int bit) {
  rows[cell / 9] ^= bit, cols[cell % 9] ^= bit, boxes[box(cell)] ^= bit;
  if (on_main(cell)) diagonals[0] ^= bit;
  if (on_anti(cell)) diagonals[1] ^= bit;
}

bool solve() {
  int best = -1, best_free = 0, best_count = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~taken(cell) & 0x1FF;
    const int c = __builtin_popcount(free);
    if (c < best_count) best = cell, best_free = free, best_count = c;
  }
  if (best < 0) return true;
  for (int d = 0; d < 9; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    toggle(best, bit), grid[best] = d + 1;
    if (solve()) return true;
    toggle(best, bit), grid[best] = 0;
  }
  return false;
}

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 1;
  for (int k = 0; k < t; ++k) {
    for (int i = 0; i < 9; ++i) rows[i] = cols[i] = boxes[i] = 0;
    diagonals[0] = diagonals[1] = 0;
    for (int cell = 0; cell < 81; ++cell) {
      char c = 0;
      if (std::scanf(" %c", &c) != 1) return 1;
      grid[cell] = c == '.' ? 0 : c - '0';
      if (grid[cell] != 0) toggle(cell, 1 << (grid[cell] - 1));
    }
    solve();
    if (k > 0) std::putchar('\n');
    for (int r = 0; r < 9; ++r) {
      for (int c = 0; c < 9; ++c) std::putchar('0' + grid[r * 9 + c]);
      std::putchar('\n');
    }
  }
}
