// SPDX-License-Identifier: MIT
// Counting solutions, wrong: a uniqueness check reused, its count stopping at two (the givens
// checked, fewest candidates first), so a puzzle of more solutions is said to have 2 (WA).
#include <cstdio>
#include <cstring>

int n, size, cells, grid[81], rows[9], cols[9], boxes[9];
long found;

int box(int cell) { return cell / size / n * n + cell % size / n; }

void count() {
  int best = -1, best_free = 0, best_count = size + 1;
  for (int cell = 0; cell < cells; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / size] | cols[cell % size] | boxes[box(cell)]) & ((1 << size) - 1);
    const int c = __builtin_popcount(free);
    if (c < best_count) best = cell, best_free = free, best_count = c;
  }
  if (best < 0) {
    ++found;
    return;
  }
  for (int d = 0; d < size && found < 2; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best / size] ^= bit, cols[best % size] ^= bit, boxes[box(best)] ^= bit, grid[best] = d + 1;
    count();
    rows[best / size] ^= bit, cols[best % size] ^= bit, boxes[box(best)] ^= bit, grid[best] = 0;
  }
}

int main() {
  for (int k = 1; std::scanf("%d", &n) == 1; ++k) {
    size = n * n, cells = size * size;
    std::memset(rows, 0, sizeof rows), std::memset(cols, 0, sizeof cols), std::memset(boxes, 0, sizeof boxes);
    bool legal = true;
    for (int cell = 0; cell < cells; ++cell) {
      if (std::scanf("%d", &grid[cell]) != 1) return 1;
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      if ((rows[cell / size] | cols[cell % size] | boxes[box(cell)]) & bit) legal = false;
      rows[cell / size] |= bit, cols[cell % size] |= bit, boxes[box(cell)] |= bit;
    }
    found = 0;
    if (legal) count();
    std::printf("Case %d: %ld\n", k, found);
  }
}
