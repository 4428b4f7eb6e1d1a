// SPDX-License-Identifier: MIT
// POJ 2676, too slow: plain backtracking, cells in reading order, digits from 1 (bit masks, so
// each step is cheap). Fast on most puzzles, hopeless on those that make the first empty cells
// try every small digit for long (TLE).
#include <cstdio>

int rows[9], cols[9], boxes[9];
char grid[9][16];

int box(int r, int c) { return r / 3 * 3 + c / 3; }

bool solve(int cell) {
  while (cell < 81 && grid[cell / 9][cell % 9] != '0') ++cell;
  if (cell == 81) return true;
  const int r = cell / 9, c = cell % 9, b = box(r, c);
  for (int d = 0; d < 9; ++d) {
    const int bit = 1 << d;
    if ((rows[r] | cols[c] | boxes[b]) & bit) continue;
    rows[r] ^= bit, cols[c] ^= bit, boxes[b] ^= bit, grid[r][c] = static_cast<char>('1' + d);
    if (solve(cell + 1)) return true;
    rows[r] ^= bit, cols[c] ^= bit, boxes[b] ^= bit, grid[r][c] = '0';
  }
  return false;
}

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 0;
  while (t-- > 0) {
    for (int i = 0; i < 9; ++i) rows[i] = cols[i] = boxes[i] = 0;
    for (int r = 0; r < 9; ++r) {
      std::scanf("%15s", grid[r]);
      for (int c = 0; c < 9; ++c) {
        if (grid[r][c] == '0') continue;
        const int bit = 1 << (grid[r][c] - '1');
        rows[r] |= bit, cols[c] |= bit, boxes[box(r, c)] |= bit;
      }
    }
    solve(0);
    for (int r = 0; r < 9; ++r) std::puts(grid[r]);
  }
}
