// SPDX-License-Identifier: MIT
// POJ 3074: Dancing Links, as the problem's classic solution (accepted).
// Exact cover of 324 columns (cell, row-digit, column-digit, box-digit) by 729 rows; the
// givens' rows are chosen first, then Knuth's Algorithm X with the shortest column.
#include <cstdio>
#include <cstring>

const int kColumns = 324, kNodes = 729 * 4 + kColumns + 1;
int L[kNodes], R[kNodes], U[kNodes], D[kNodes], C[kNodes], row_of[kNodes], size_of[kColumns + 1];
int nodes, answer[81];
char grid[128];

void init() {
  for (int c = 0; c <= kColumns; ++c) {
    L[c] = c - 1, R[c] = c + 1, U[c] = D[c] = c, size_of[c] = 0;
  }
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
    answer[row_of[i] / 9] = row_of[i] % 9;
    for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
    if (search()) return true;
    for (int j = L[i]; j != i; j = L[j]) uncover(C[j]);
  }
  uncover(c);
  return false;
}

int main() {
  while (std::scanf("%127s", grid) == 1 && std::strcmp(grid, "end") != 0) {
    init();
    int given_rows[81], givens = 0;
    for (int cell = 0; cell < 81; ++cell) {
      int r = cell / 9, c = cell % 9, b = r / 3 * 3 + c / 3;
      for (int d = 0; d < 9; ++d) {
        int columns[4] = {1 + cell, 82 + r * 9 + d, 163 + c * 9 + d, 244 + b * 9 + d};
        if (grid[cell] == '1' + d) given_rows[givens++] = nodes;
        add_row(cell * 9 + d, columns);
      }
    }
    for (int g = 0; g < givens; ++g) {  // choose the givens' rows
      int i = given_rows[g];
      answer[row_of[i] / 9] = row_of[i] % 9;
      cover(C[i]);
      for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
    }
    search();
    for (int cell = 0; cell < 81; ++cell) std::putchar('1' + answer[cell]);
    std::putchar('\n');
  }
}
