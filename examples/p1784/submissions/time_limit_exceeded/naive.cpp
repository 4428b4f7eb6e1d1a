// SPDX-License-Identifier: MIT
// Luogu P1784, too slow: the textbook backtracking, cells in reading order, digits from 1,
// each checked by scanning its row, column and box. Fast on most puzzles, for seconds on
// those that make its first empty cells try every small digit (TLE).
#include <cstdio>

int grid[9][9];

bool safe(int r, int c, int d) {
  for (int k = 0; k < 9; ++k) {
    if (grid[r][k] == d || grid[k][c] == d) return false;
    if (grid[r / 3 * 3 + k / 3][c / 3 * 3 + k % 3] == d) return false;
  }
  return true;
}
bool solve(int cell) {
  while (cell < 81 && grid[cell / 9][cell % 9]) ++cell;
  if (cell == 81) return true;
  int r = cell / 9, c = cell % 9;
  for (int d = 1; d <= 9; ++d) {
    if (!safe(r, c, d)) continue;
    grid[r][c] = d;
    if (solve(cell + 1)) return true;
    grid[r][c] = 0;
  }
  return false;
}

int main() {
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c)
      if (std::scanf("%d", &grid[r][c]) != 1) return 1;
  solve(0);
  for (int r = 0; r < 9; ++r)
    for (int c = 0; c < 9; ++c) std::printf("%d%c", grid[r][c], c == 8 ? '\n' : ' ');
}
