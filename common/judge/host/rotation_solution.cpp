// SPDX-License-Identifier: MIT
// ---- The reference solution: the fewest turns of each case, one line each.
#include <iostream>

int main() {
  std::ios::sync_with_stdio(false);
  int cases = 0;
  std::cin >> cases;
  Rotations rotations;
  for (int t = 0; t < cases; ++t) {
    Grid grid(N * N);
    for (int r = 0; r < N; ++r) {
      std::string row;
      std::cin >> row;
      for (int c = 0; c < N && c < static_cast<int>(row.size()); ++c) {
        const std::size_t digit = SYMBOLS.find(row[c]);
        grid[r * N + c] = digit == std::string::npos ? 0 : static_cast<int>(digit);
      }
    }
    if (!std::cin) {
      std::cerr << "case " << t + 1 << ": the input ends early\n";
      return 1;
    }
    std::cout << rotations.fewest(grid) << "\n";
  }
  std::cout.flush();
  return std::cout ? 0 : 1;
}
