// SPDX-License-Identifier: MIT
// POJ 3074, too slow: plain backtracking, cells in reading order, digits from 1 (bit masks
// for the rows, columns and boxes, so each step is cheap). Fast on most puzzles, hopeless on
// those that make the first empty cells try every small digit for long (TLE).
#include <cstdio>
#include <cstring>

int row_used[9], col_used[9], box_used[9];
char cells[128];

bool solve(int cell) {
  while (cell < 81 && cells[cell] != '.') ++cell;
  if (cell == 81) return true;
  int r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
  for (int d = 0; d < 9; ++d) {
    int bit = 1 << d;
    if ((row_used[r] | col_used[c] | box_used[b]) & bit) continue;
    row_used[r] ^= bit, col_used[c] ^= bit, box_used[b] ^= bit, cells[cell] = '1' + d;
    if (solve(cell + 1)) return true;
    row_used[r] ^= bit, col_used[c] ^= bit, box_used[b] ^= bit, cells[cell] = '.';
  }
  return false;
}

int main() {
  while (std::scanf("%127s", cells) == 1 && std::strcmp(cells, "end") != 0) {
    std::memset(row_used, 0, sizeof row_used), std::memset(col_used, 0, sizeof col_used);
    std::memset(box_used, 0, sizeof box_used);
    for (int cell = 0; cell < 81; ++cell) {
      if (cells[cell] == '.') continue;
      int r = cell / 9, c = cell % 9, bit = 1 << (cells[cell] - '1');
      row_used[r] |= bit, col_used[c] |= bit, box_used[r / 3 * 3 + c / 3] |= bit;
    }
    solve(0);
    std::puts(cells);
  }
}
