// SPDX-License-Identifier: MIT
// HDU 4069 Squiggly Sudoku solved as a classic Sudoku: the walls read but the 3x3 boxes taken
// for the regions (wrong answer).
#include <cstdio>

int grid[81], walls[81], region[81], rows[9], cols[9], regs[9], solutions, first[81];

void search() {
  int best = -1, best_free = 0, best_count = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / 9] | cols[cell % 9] | regs[region[cell]]) & 0x1FF;
    const int c = __builtin_popcount(free);
    if (c < best_count) best = cell, best_free = free, best_count = c;
  }
  if (best < 0) {
    if (++solutions == 1) {
      for (int cell = 0; cell < 81; ++cell) first[cell] = grid[cell];
    }
    return;
  }
  for (int d = 0; d < 9 && solutions < 2; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best / 9] ^= bit, cols[best % 9] ^= bit, regs[region[best]] ^= bit, grid[best] = d + 1;
    search();
    rows[best / 9] ^= bit, cols[best % 9] ^= bit, regs[region[best]] ^= bit, grid[best] = 0;
  }
}

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 1;
  for (int k = 1; k <= t; ++k) {
    for (int cell = 0; cell < 81; ++cell) {
      int value = 0;
      if (std::scanf("%d", &value) != 1) return 1;
      grid[cell] = value & 15, walls[cell] = value & ~15, region[cell] = -1;
    }
    for (int cell = 0; cell < 81; ++cell) region[cell] = cell / 27 * 3 + cell % 9 / 3;
    for (int i = 0; i < 9; ++i) rows[i] = cols[i] = regs[i] = 0;
    bool legal = true;
    for (int cell = 0; cell < 81; ++cell) {
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      if ((rows[cell / 9] | cols[cell % 9] | regs[region[cell]]) & bit) legal = false;
      rows[cell / 9] |= bit, cols[cell % 9] |= bit, regs[region[cell]] |= bit;
    }
    solutions = 0;
    if (legal) search();
    std::printf("Case %d:\n", k);
    if (solutions == 0) {
      std::printf("No solution\n");
    } else if (solutions > 1) {
      std::printf("Multiple Solutions\n");
    } else {
      for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) std::putchar('0' + first[r * 9 + c]);
        std::putchar('\n');
      }
    }
  }
}
