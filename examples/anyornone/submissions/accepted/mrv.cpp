// SPDX-License-Identifier: MIT
// Any solution, or none: the givens checked first (two equal in a house: no solution), then
// backtracking on the empty cell with the fewest candidates, bit masks for the houses; the
// first solution found is printed (accepted).
#include <cstdio>

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
  while (t-- > 0) {
    char line[128];
    if (std::scanf("%127s", line) != 1) return 1;
    for (int i = 0; i < 9; ++i) rows[i] = cols[i] = boxes[i] = 0;
    bool legal = true;
    for (int cell = 0; cell < 81; ++cell) {
      grid[cell] = line[cell] - '0';
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      if ((rows[cell / 9] | cols[cell % 9] | boxes[box(cell)]) & bit) legal = false;
      rows[cell / 9] |= bit, cols[cell % 9] |= bit, boxes[box(cell)] |= bit;
    }
    if (!legal || !solve()) {
      std::printf("NO\n");
      continue;
    }
    for (int cell = 0; cell < 81; ++cell) std::putchar('0' + grid[cell]);
    std::putchar('\n');
  }
}
