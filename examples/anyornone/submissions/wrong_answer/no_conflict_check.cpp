// SPDX-License-Identifier: MIT
// Any solution, or none, the givens not checked: two equal givens in a house are taken as they
// come, and the search fills the blanks around them, printing a grid that breaks a rule where
// the answer is NO (wrong answer: the cases whose givens conflict catch it).
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
    for (int cell = 0; cell < 81; ++cell) {
      grid[cell] = line[cell] - '0';
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      rows[cell / 9] |= bit, cols[cell % 9] |= bit, boxes[box(cell)] |= bit;
    }
    if (!solve()) {
      std::printf("NO\n");
      continue;
    }
    for (int cell = 0; cell < 81; ++cell) std::putchar('0' + grid[cell]);
    std::putchar('\n');
  }
}
