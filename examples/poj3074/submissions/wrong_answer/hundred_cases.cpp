// SPDX-License-Identifier: MIT
// POJ 3074, wrong: keeps the cases in an array of 100 and ignores the rest (WA on a test with
// more than 100 cases). The solver itself (bit masks, fewest candidates first) is right.
#include <cstdio>
#include <cstring>

int row_used[9], col_used[9], box_used[9];
char cells[82];

int candidates(int cell) {
  int r = cell / 9, c = cell % 9;
  return 0x1ff & ~(row_used[r] | col_used[c] | box_used[r / 3 * 3 + c / 3]);
}
void flip(int cell, int d) {
  int r = cell / 9, c = cell % 9;
  row_used[r] ^= 1 << d, col_used[c] ^= 1 << d, box_used[r / 3 * 3 + c / 3] ^= 1 << d;
}
bool solve() {
  int best = -1, fewest = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (cells[cell] != '.') continue;
    int count = __builtin_popcount(candidates(cell));
    if (count < fewest) fewest = count, best = cell;
  }
  if (best < 0) return true;
  for (int m = candidates(best); m; m &= m - 1) {
    int d = __builtin_ctz(m);
    cells[best] = '1' + d, flip(best, d);
    if (solve()) return true;
    cells[best] = '.', flip(best, d);
  }
  return false;
}

int main() {
  static char cases[100][128];
  int n = 0;
  while (n < 100 && std::scanf("%127s", cases[n]) == 1 && std::strcmp(cases[n], "end") != 0) ++n;
  for (int k = 0; k < n; ++k) {
    std::memcpy(cells, cases[k], 82);
    std::memset(row_used, 0, sizeof row_used), std::memset(col_used, 0, sizeof col_used);
    std::memset(box_used, 0, sizeof box_used);
    for (int cell = 0; cell < 81; ++cell) if (cells[cell] != '.') flip(cell, cells[cell] - '1');
    solve();
    std::puts(cells);
  }
}
