// SPDX-License-Identifier: MIT
// YZOJ 1551, too slow: backtracking in reading order, digits from 1, the whole board checked
// after every placement (each row, column and box scanned for a repeated digit): the usual
// first program, fast on most puzzles, hopeless on one made against brute force (TLE).
#include <cstdio>

char grid[9][16];

// Whether no row, column or box holds a digit twice.
bool valid() {
  for (int k = 0; k < 9; ++k) {
    int row[10] = {}, col[10] = {}, box[10] = {};
    for (int i = 0; i < 9; ++i) {
      const char a = grid[k][i], b = grid[i][k], c = grid[k / 3 * 3 + i / 3][k % 3 * 3 + i % 3];
      if (a != '?' && row[a - '0']++) return false;
      if (b != '?' && col[b - '0']++) return false;
      if (c != '?' && box[c - '0']++) return false;
    }
  }
  return true;
}

bool solve(int cell) {
  while (cell < 81 && grid[cell / 9][cell % 9] != '?') ++cell;
  if (cell == 81) return true;
  const int r = cell / 9, c = cell % 9;
  for (char d = '1'; d <= '9'; ++d) {
    grid[r][c] = d;
    if (valid() && solve(cell + 1)) return true;
  }
  grid[r][c] = '?';
  return false;
}

int main() {
  for (int r = 0; r < 9; ++r) {
    if (std::scanf("%15s", grid[r]) != 1) return 0;
  }
  solve(0);
  for (int r = 0; r < 9; ++r) std::puts(grid[r]);
}
