// SPDX-License-Identifier: MIT
// ---- A grid held to its puzzle: its givens kept, no rule broken.

// The first way `grid` fails to solve `puzzle`, or "".
std::string first_error(const Grid& grid, const Grid& puzzle) {
  for (int cell = 0; cell < N * N; ++cell) {
    if (puzzle[cell] != 0 && grid[cell] != puzzle[cell]) {
      return cell_name(cell) + " is given as " + SYMBOLS[puzzle[cell] - 1] + ", found " + SYMBOLS[grid[cell] - 1];
    }
  }
  return conflict(grid);
}
