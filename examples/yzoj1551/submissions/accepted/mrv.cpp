// SPDX-License-Identifier: MIT
// YZOJ 1551: backtracking on the empty cell with the fewest candidates, bit masks for the rows,
// columns and boxes (accepted).
#include <cstdio>

int rows[9], cols[9], boxes[9];
char grid[9][16];

int box(int r, int c) { return r / 3 * 3 + c / 3; }

bool solve() {
  int best_r = -1, best_c = -1, best_count = 10, best_free = 0;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      if (grid[r][c] != '?') continue;
      const int free = ~(rows[r] | cols[c] | boxes[box(r, c)]) & 0x1FF;
      const int count = __builtin_popcount(free);
      if (count < best_count) best_r = r, best_c = c, best_count = count, best_free = free;
    }
  }
  if (best_r < 0) return true;
  for (int d = 0; d < 9; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best_r] ^= bit, cols[best_c] ^= bit, boxes[box(best_r, best_c)] ^= bit;
    grid[best_r][best_c] = static_cast<char>('1' + d);
    if (solve()) return true;
    rows[best_r] ^= bit, cols[best_c] ^= bit, boxes[box(best_r, best_c)] ^= bit;
    grid[best_r][best_c] = '?';
  }
  return false;
}

int main() {
  for (int r = 0; r < 9; ++r) {
    if (std::scanf("%15s", grid[r]) != 1) return 0;
    for (int c = 0; c < 9; ++c) {
      if (grid[r][c] == '?') continue;
      const int bit = 1 << (grid[r][c] - '1');
      rows[r] |= bit, cols[c] |= bit, boxes[box(r, c)] |= bit;
    }
  }
  solve();
  for (int r = 0; r < 9; ++r) std::puts(grid[r]);
}
