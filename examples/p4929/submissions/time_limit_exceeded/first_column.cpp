// SPDX-License-Identifier: MIT
// Luogu P4929, too slow: Dancing Links taking the first uncovered column instead of the
// shortest: fine on random matrices, exponential on one built against it (TLE).
#include <cstdio>

const int kMost = 5000 + 501 + 1;
int L[kMost], R[kMost], U[kMost], D[kMost], C[kMost], row_of[kMost], size_of[501];
int chosen[501], depth;

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
  int c = R[0];  // the first column, not the shortest
  if (size_of[c] == 0) return false;
  cover(c);
  for (int i = D[c]; i != c; i = D[i]) {
    chosen[depth++] = row_of[i];
    for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
    if (search()) return true;
    for (int j = L[i]; j != i; j = L[j]) uncover(C[j]);
    --depth;
  }
  uncover(c);
  return false;
}

int main() {
  int n, m;
  if (std::scanf("%d %d", &n, &m) != 2) return 1;
  for (int c = 0; c <= m; ++c) L[c] = c - 1, R[c] = c + 1, U[c] = D[c] = c, size_of[c] = 0;
  L[0] = m, R[m] = 0;
  int nodes = m + 1;
  for (int r = 1; r <= n; ++r) {
    int first = -1;
    for (int c = 1; c <= m; ++c) {
      int one;
      if (std::scanf("%d", &one) != 1) return 1;
      if (!one) continue;
      C[nodes] = c, row_of[nodes] = r, ++size_of[c];
      U[nodes] = U[c], D[nodes] = c, D[U[c]] = nodes, U[c] = nodes;
      if (first < 0) {
        first = L[nodes] = R[nodes] = nodes;
      } else {
        L[nodes] = L[first], R[nodes] = first, R[L[first]] = nodes, L[first] = nodes;
      }
      ++nodes;
    }
  }
  if (!search()) {
    std::puts("No Solution!");
    return 0;
  }
  for (int k = 0; k < depth; ++k) std::printf("%d%c", chosen[k], k + 1 == depth ? '\n' : ' ');
}
