// SPDX-License-Identifier: MIT
// HDU 6341, wrong: greedy, region by region in reading order, the fewest turns that fit the
// regions placed so far, never undone. Right where each region has one turn that fits at
// that point; wrong where a turn that fits then must be undone later (WA).
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
void search(int region, int cost) {
  if (region == 16) {
    best = cost;
    return;
  }
  int R = region / 4, C = region % 4;
  for (int k = 0; k < 4; ++k) {
    if (fits(R, C)) return search(region + 1, cost + k);  // the first that fits, for good
    turn(R, C);
  }
  best = cost;  // stuck: what it has
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
