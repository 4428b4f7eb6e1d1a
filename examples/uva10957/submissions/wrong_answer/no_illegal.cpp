// SPDX-License-Identifier: MIT
// UVa 10957, wrong: never answers Illegal. Givens that break a rule go into the masks like any
// others, unnoticed, and the grid gets whatever the search of its blanks finds (WA); otherwise
// the accepted search.
#include <cstdio>

int grid[81], rows[9], cols[9], boxes[9], found;

int box(int cell) { return cell / 27 * 3 + cell % 9 / 3; }

void count() {
  int best = -1, best_free = 0, best_count = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / 9] | cols[cell % 9] | boxes[box(cell)]) & 0x1FF;
    const int n = __builtin_popcount(free);
    if (n < best_count) best = cell, best_free = free, best_count = n;
  }
  if (best < 0) {
    ++found;
    return;
  }
  for (int d = 0; d < 9 && found < 2; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best / 9] ^= bit, cols[best % 9] ^= bit, boxes[box(best)] ^= bit, grid[best] = d + 1;
    count();
    rows[best / 9] ^= bit, cols[best % 9] ^= bit, boxes[box(best)] ^= bit, grid[best] = 0;
  }
}

int main() {
  for (int k = 1;; ++k) {
    for (int cell = 0; cell < 81; ++cell) {
      if (std::scanf("%d", &grid[cell]) != 1) return 0;
    }
    for (int i = 0; i < 9; ++i) rows[i] = cols[i] = boxes[i] = 0;
    bool legal = true;
    for (int cell = 0; cell < 81; ++cell) {
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      rows[cell / 9] |= bit, cols[cell % 9] |= bit, boxes[box(cell)] |= bit;
    }
    found = 0;
    if (legal) count();
    std::printf("Case %d: %s\n", k, !legal ? "Illegal." : found == 0 ? "Impossible." : found == 1 ? "Unique." : "Ambiguous.");
  }
}
