// SPDX-License-Identifier: MIT
// A Sudoku checker, wrong: rows and columns checked, boxes forgotten, so a grid whose rows and
// columns are whole but whose boxes repeat a digit is called valid (WA).
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
    for (int house = 0; house < 2 * size && valid; ++house) {
      std::vector<bool> seen(size + 1, false);
      for (int i = 0; i < size && valid; ++i) {
        const int h = house % size;
        const int digit = grid[house < size ? h * size + i : i * size + h];
        valid = digit >= 1 && digit <= size && !seen[digit];
        if (valid) seen[digit] = true;
      }
    }
    std::printf("Case #%d: %s\n", k, valid ? "Yes" : "No");
  }
}
