// SPDX-License-Identifier: MIT
// HDU 4069 Squiggly Sudoku as exact cover, the usual way: the regions flooded from the walls;
// 324 columns (each cell filled; each row, column and region holding each digit), a row per
// cell and digit (the givens' only), Knuth's dancing links choosing the column with the fewest
// rows, counting solutions up to two (accepted).
#include <cstdio>

const int kColumns = 324, kMaxNodes = kColumns + 1 + 729 * 4;
int L[kMaxNodes], R[kMaxNodes], U[kMaxNodes], D[kMaxNodes], C[kMaxNodes], row_of[kMaxNodes], size[kColumns + 1];
int nodes, solutions, chosen[81], depth, first[81];
int grid[81], walls[81], region[81];

void flood(int cell, int r) {
  if (region[cell] >= 0) return;
  region[cell] = r;
  if (!(walls[cell] & 16)) flood(cell - 9, r);
  if (!(walls[cell] & 32)) flood(cell + 1, r);
  if (!(walls[cell] & 64)) flood(cell + 9, r);
  if (!(walls[cell] & 128)) flood(cell - 1, r);
}

void init() {
  for (int c = 0; c <= kColumns; ++c) L[c] = c - 1, R[c] = c + 1, U[c] = D[c] = c, size[c] = 0;
  L[0] = kColumns, R[kColumns] = 0;
  nodes = kColumns + 1;
}

void add_row(int row, const int* columns) {
  const int start = nodes;
  for (int k = 0; k < 4; ++k) {
    const int c = columns[k] + 1, n = nodes++;
    C[n] = c, row_of[n] = row, U[n] = U[c], D[n] = c, D[U[c]] = n, U[c] = n, ++size[c];
    L[n] = k == 0 ? n : n - 1, R[n] = start;
    if (k > 0) R[n - 1] = n;
    L[start] = n;
  }
}

void cover(int c) {
  L[R[c]] = L[c], R[L[c]] = R[c];
  for (int i = D[c]; i != c; i = D[i])
    for (int j = R[i]; j != i; j = R[j]) U[D[j]] = U[j], D[U[j]] = D[j], --size[C[j]];
}

void uncover(int c) {
  for (int i = U[c]; i != c; i = U[i])
    for (int j = L[i]; j != i; j = L[j]) ++size[C[j]], U[D[j]] = j, D[U[j]] = j;
  L[R[c]] = c, R[L[c]] = c;
}

void search() {
  if (R[0] == 0) {
    if (++solutions == 1) {
      for (int i = 0; i < depth; ++i) first[chosen[i] / 9] = chosen[i] % 9 + 1;
    }
    return;
  }
  int c = R[0];
  for (int j = R[0]; j != 0; j = R[j]) if (size[j] < size[c]) c = j;
  if (size[c] == 0) return;
  cover(c);
  for (int i = D[c]; i != c && solutions < 2; i = D[i]) {
    chosen[depth++] = row_of[i];
    for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
    search();
    for (int j = L[i]; j != i; j = L[j]) uncover(C[j]);
    --depth;
  }
  uncover(c);
}

int main() {
  int t = 0;
  if (std::scanf("%d", &t) != 1) return 1;
  for (int k = 1; k <= t; ++k) {
    for (int cell = 0; cell < 81; ++cell) {
      int value = 0;
      if (std::scanf("%d", &value) != 1) return 1;
      grid[cell] = value & 15, walls[cell] = value & ~15, region[cell] = -1;
    }
    int regions = 0;
    for (int cell = 0; cell < 81; ++cell) {
      if (region[cell] < 0) flood(cell, regions++);
    }
    init();
    for (int cell = 0; cell < 81; ++cell) {
      for (int d = 0; d < 9; ++d) {
        if (grid[cell] != 0 && grid[cell] != d + 1) continue;
        const int columns[4] = {cell, 81 + cell / 9 * 9 + d, 162 + cell % 9 * 9 + d, 243 + region[cell] * 9 + d};
        add_row(cell * 9 + d, columns);
      }
    }
    solutions = depth = 0;
    search();  // (givens in conflict: some column has no row left, no solution)
    std::printf("Case %d:\n", k);
    if (solutions == 0) {
      std::printf("No solution\n");
    } else if (solutions > 1) {
      std::printf("Multiple Solutions\n");
    } else {
      for (int r = 0; r < 9; ++r) {
        for (int c = 0; c < 9; ++c) std::putchar('0' + first[r * 9 + c]);
        std::putchar('\n');
      }
    }
  }
}
