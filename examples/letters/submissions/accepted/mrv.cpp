// SPDX-License-Identifier: MIT
// Letters as words: each cell read as a word (scanf " %c"), then backtracking on the empty cell
// with the fewest candidates, bit masks for the houses; the solution written back in letters,
// a space between two (accepted).
#include <cstdio>

int grid[256], rows[16], cols[16], boxes[16];

int box(int cell) { return cell / 64 * 4 + cell % 16 / 4; }

bool solve() {
  int best = -1, best_free = 0, best_count = 17;
  for (int cell = 0; cell < 256; ++cell) {
    if (grid[cell] != 0) continue;
    const int free = ~(rows[cell / 16] | cols[cell % 16] | boxes[box(cell)]) & 0xFFFF;
    const int c = __builtin_popcount(free);
    if (c < best_count) best = cell, best_free = free, best_count = c;
  }
  if (best < 0) return true;
  for (int d = 0; d < 16; ++d) {
    const int bit = 1 << d;
    if (!(best_free & bit)) continue;
    rows[best / 16] ^= bit, cols[best % 16] ^= bit, boxes[box(best)] ^= bit, grid[best] = d + 1;
    if (solve()) return true;
    rows[best / 16] ^= bit, cols[best % 16] ^= bit, boxes[box(best)] ^= bit, grid[best] = 0;
  }
  return false;
}

int main() {
  for (int k = 0;; ++k) {
    char c = 0;
    if (std::scanf(" %c", &c) != 1) break;
    for (int i = 0; i < 16; ++i) rows[i] = cols[i] = boxes[i] = 0;
    for (int cell = 0; cell < 256; ++cell) {
      if (cell > 0 && std::scanf(" %c", &c) != 1) return 1;
      grid[cell] = c == '-' ? 0 : c - 'A' + 1;
      if (grid[cell] == 0) continue;
      const int bit = 1 << (grid[cell] - 1);
      rows[cell / 16] |= bit, cols[cell % 16] |= bit, boxes[box(cell)] |= bit;
    }
    if (!solve()) return 1;
    if (k > 0) std::putchar('\n');
    for (int r = 0; r < 16; ++r) {
      for (int col = 0; col < 16; ++col) {
        std::putchar('A' + grid[r * 16 + col] - 1);
        std::putchar(col == 15 ? '\n' : ' ');
      }
    }
  }
}
