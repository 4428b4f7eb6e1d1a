// SPDX-License-Identifier: MIT
// UVa 989: the givens checked, then one solution found by backtracking on the empty cell with
// the fewest candidates (bit masks); then each empty cell in reading order takes the smallest
// digit that leaves the grid solvable, the last solution found standing witness for its own
// digits (accepted).
#include <cstdio>
#include <cstring>

int n, size, cells, grid[81], rows[9], cols[9], boxes[9], witness[81];

int box(int cell) { return cell / size / n * n + cell % size / n; }

bool place(int cell, int digit, bool on) {
  const int bit = 1 << (digit - 1);
  if (on && ((rows[cell / size] | cols[cell % size] | boxes[box(cell)]) & bit)) return false;
  rows[cell / size] ^= bit, cols[cell % size] ^= bit, boxes[box(cell)] ^= bit;
  grid[cell] = on ? digit : 0;
  return true;
}

bool solve() {  // a solution into witness[], the grid left as it was
  int best = -1, best_free = 0, best_count = size + 1;
  for (int cell = 0; cell < cells; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / size] | cols[cell % size] | boxes[box(cell)]) & ((1 << size) - 1);
    const int count = __builtin_popcount(free);
    if (count < best_count) best = cell, best_free = free, best_count = count;
  }
  if (best < 0) {
    std::memcpy(witness, grid, sizeof grid);
    return true;
  }
  for (int d = 1; d <= size; ++d) {
    if (!(best_free >> (d - 1) & 1)) continue;
    place(best, d, true);
    const bool found = solve();
    place(best, d, false);
    if (found) return true;
  }
  return false;
}

int main() {
  for (int k = 0; std::scanf("%d", &n) == 1; ++k) {
    size = n * n, cells = size * size;
    std::memset(rows, 0, sizeof rows), std::memset(cols, 0, sizeof cols), std::memset(boxes, 0, sizeof boxes);
    bool legal = true;
    for (int cell = 0; cell < cells; ++cell) {
      int digit = 0;
      if (std::scanf("%d", &digit) != 1) return 1;
      grid[cell] = 0;
      if (digit != 0) legal = place(cell, digit, true) && legal;
    }
    if (k > 0) std::printf("\n");
    if (!legal || !solve()) {
      std::printf("NO SOLUTION\n");
      continue;
    }
    for (int cell = 0; cell < cells; ++cell) {
      if (grid[cell] != 0) continue;
      for (int d = 1; d <= size; ++d) {
        if (d == witness[cell]) {
          place(cell, d, true);
          break;
        }
        if (!place(cell, d, true)) continue;
        if (solve()) break;
        place(cell, d, false);
      }
    }
    for (int cell = 0; cell < cells; ++cell) std::printf("%d%c", grid[cell], cell % size == size - 1 ? '\n' : ' ');
  }
}
