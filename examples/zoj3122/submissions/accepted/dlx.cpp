// SPDX-License-Identifier: MIT
// ZOJ 3122: Dancing Links, the classic solution (accepted).
// Exact cover of 1024 columns (cell, row-letter, column-letter, box-letter) by 4096 rows; the
// givens' rows are chosen first, then Knuth's Algorithm X with the shortest column.
#include <cstdio>
#include <cstring>

const int kColumns = 1024, kNodes = 4096 * 4 + kColumns + 1;
int L[kNodes], R[kNodes], U[kNodes], D[kNodes], C[kNodes], row_of[kNodes], size_of[kColumns + 1];
int nodes, answer[256];

void init() {
  for (int c = 0; c <= kColumns; ++c) L[c] = c - 1, R[c] = c + 1, U[c] = D[c] = c, size_of[c] = 0;
  L[0] = kColumns, R[kColumns] = 0, nodes = kColumns + 1;
}
void add_row(int row, const int* columns) {
  int first = nodes;
  for (int k = 0; k < 4; ++k, ++nodes) {
    int c = columns[k];
    C[nodes] = c, row_of[nodes] = row, ++size_of[c];
    U[nodes] = U[c], D[nodes] = c, D[U[c]] = nodes, U[c] = nodes;
    L[nodes] = nodes - 1, R[nodes] = nodes + 1;
  }
  L[first] = nodes - 1, R[nodes - 1] = first;
}
void cover(int c) {
  L[R[c]] = L[c], R[L[c]] = R[c];
  for (int i = D[c]; i != c; i = D[i])
    for (int j = R[i]; j != i; j = R[j]) U[D[j]] = U[j], D[U[j]] = D[j], --size_of[C[j]];
}
void uncover(int c) {
  for (int i = U[c]; i != c; i = U[i])
    for (int j = L[i]; j != i; j = L[j]) ++size_of[C[j]], U[D[j]] = j, D[U[j]] = j;
  L[R[c]] = c, R[L[c]] = c;
}
bool search() {
  if (R[0] == 0) return true;
  int c = R[0];
  for (int j = R[0]; j != 0; j = R[j]) if (size_of[j] < size_of[c]) c = j;
  cover(c);
  for (int i = D[c]; i != c; i = D[i]) {
    answer[row_of[i] / 16] = row_of[i] % 16;
    for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
    if (search()) return true;
    for (int j = L[i]; j != i; j = L[j]) uncover(C[j]);
  }
  uncover(c);
  return false;
}

int main() {
  char line[16][32];
  for (int grids = 0;; ++grids) {
    for (int r = 0; r < 16; ++r) {
      if (std::scanf("%31s", line[r]) != 1) return 0;
    }
    init();
    int given_rows[256], givens = 0;
    for (int cell = 0; cell < 256; ++cell) {
      int r = cell / 16, c = cell % 16, b = r / 4 * 4 + c / 4;
      for (int d = 0; d < 16; ++d) {
        int columns[4] = {1 + cell, 257 + r * 16 + d, 513 + c * 16 + d, 769 + b * 16 + d};
        if (line[r][c] == 'A' + d) given_rows[givens++] = nodes;
        add_row(cell * 16 + d, columns);
      }
    }
    for (int g = 0; g < givens; ++g) {  // choose the givens' rows
      int i = given_rows[g];
      answer[row_of[i] / 16] = row_of[i] % 16;
      cover(C[i]);
      for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
    }
    search();
    if (grids > 0) std::putchar('\n');  // an empty line between grids
    for (int r = 0; r < 16; ++r) {
      for (int c = 0; c < 16; ++c) std::putchar('A' + answer[r * 16 + c]);
      std::putchar('\n');
    }
  }
}
