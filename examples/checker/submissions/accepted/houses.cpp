// SPDX-License-Identifier: MIT
// A Sudoku checker: every row, column and box of the grid holds each of 1..N*N once (accepted).
#include <cstdio>
#include <vector>

int main() {
  int cases = 0;
  if (std::scanf("%d", &cases) != 1) return 1;
  for (int k = 1; k <= cases; ++k) {
    int n = 0;
    if (std::scanf("%d", &n) != 1) return 1;
    const int size = n * n;
    std::vector<int> grid(size * size);
    for (int& cell : grid) {
      if (std::scanf("%d", &cell) != 1) return 1;
    }
    bool valid = true;
    for (int house = 0; house < 3 * size && valid; ++house) {
      std::vector<bool> seen(size + 1, false);
      for (int i = 0; i < size && valid; ++i) {
        const int h = house % size;
        const int cell = house < size       ? h * size + i                                             // a row
                         : house < 2 * size ? i * size + h                                             // a column
                                            : (h / n * n + i / n) * size + h % n * n + i % n;          // a box
        const int digit = grid[cell];
        valid = digit >= 1 && digit <= size && !seen[digit];
        if (valid) seen[digit] = true;
      }
    }
    std::printf("Case #%d: %s\n", k, valid ? "Yes" : "No");
  }
}
