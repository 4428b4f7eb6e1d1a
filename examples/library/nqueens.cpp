// SPDX-License-Identifier: MIT
// N-queens with the exact-cover engine alone (no Sudoku): Knuth's formulation.
//
// Items: rows 0..N-1 and columns 0..N-1 are primary (each gets exactly one queen); the
// 2N-1 diagonals and 2N-1 anti-diagonals are secondary (at most one queen each). Option
// (r, c): a queen on row r, column c, covering its row, column and two diagonals.
//
// Prints the number of solutions for N = 1..12 and checks them against OEIS A000170.
#include <cstdio>
#include <vector>

#include "common/engine/exact_cover.hpp"

int main() {
  const unsigned long long known[] = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200};
  bool all_right = true;
  for (int n = 1; n <= 12; ++n) {
    const int diagonals = 2 * n - 1;
    sudokit::ExactCoverProblem problem(2 * n, 2 * diagonals);
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const std::vector<int> items = {r, n + c, 2 * n + (r + c), 2 * n + diagonals + (r - c + n - 1)};
        problem.add_option(items);
      }
    }
    sudokit::ExactCoverSolver solver(problem);
    const sudokit::SearchResult result = solver.count(0);  // 0: count them all
    const bool right = result.solutions == known[n - 1];
    all_right = all_right && right;
    std::printf("%2d queens: %6llu solutions, %8llu search nodes%s\n", n,
                static_cast<unsigned long long>(result.solutions),
                static_cast<unsigned long long>(solver.stats().nodes), right ? "" : "  WRONG");
  }
  return all_right ? 0 : 1;
}
