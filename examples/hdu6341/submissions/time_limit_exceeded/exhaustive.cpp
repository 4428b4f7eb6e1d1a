// SPDX-License-Identifier: MIT
// HDU 6341, too slow: every one of the 4^16 ways to turn the regions, each grid checked whole
// at the end: four billion grids a case, with no pruning (TLE on any test).
#include <cstdio>

int grid[16][16], best;

int digit(char ch) { return ch <= '9' ? ch - '0' : ch - 'A' + 10; }
// Turns region (R, C) clockwise once.
void turn(int R, int C) {
  int old[4][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) old[i][j] = grid[R * 4 + i][C * 4 + j];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) grid[R * 4 + i][C * 4 + j] = old[3 - j][i];
}
// Whether region (R, C) repeats no digit in its rows with the regions left of it, nor in its
// columns with those above it.
bool fits(int R, int C) {
  for (int i = R * 4; i < R * 4 + 4; ++i) {
    int seen = 0;
    for (int j = 0; j < C * 4 + 4; ++j) {
      if (seen >> grid[i][j] & 1) return false;
      seen |= 1 << grid[i][j];
    }
  }
  for (int j = C * 4; j < C * 4 + 4; ++j) {
    int seen = 0;
    for (int i = 0; i < R * 4 + 4; ++i) {
      if (seen >> grid[i][j] & 1) return false;
      seen |= 1 << grid[i][j];
    }
  }
  return true;
}
bool valid() {
  for (int R = 0; R < 4; ++R)
    for (int C = 0; C < 4; ++C)
      if (!fits(R, C)) return false;
  return true;
}
void search(int region, int cost) {
  if (region == 16) {
    if (cost < best && valid()) best = cost;
    return;
  }
  int R = region / 4, C = region % 4;
  for (int k = 0; k < 4; ++k) {
    search(region + 1, cost + k);
    turn(R, C);
  }
}

int main() {
  int cases;
  if (std::scanf("%d", &cases) != 1) return 1;
  while (cases--) {
    char line[32];
    for (int i = 0; i < 16; ++i) {
      if (std::scanf("%31s", line) != 1) return 1;
      for (int j = 0; j < 16; ++j) grid[i][j] = digit(line[j]);
    }
    best = 1 << 30;
    search(0, 0);
    std::printf("%d\n", best);
  }
}
