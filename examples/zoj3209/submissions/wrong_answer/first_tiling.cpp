// SPDX-License-Identifier: MIT
// ZOJ 3209, wrong: the Dancing Links search, stopped at the first tiling it finds, whose
// size it prints: not the fewest pieces where several tilings exist (WA).
#include <cstdio>

const int kCells = 900, kMost = 500 * 900 + kCells + 1;
int L[kMost], R[kMost], U[kMost], D[kMost], C[kMost], size_of[kCells + 1], best;
bool found;

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
void search(int depth) {
  if (found) return;  // one tiling is enough for it
  if (R[0] == 0) {
    best = depth, found = true;
    return;
  }
  int c = R[0];
  for (int j = R[0]; j != 0; j = R[j]) if (size_of[j] < size_of[c]) c = j;
  if (size_of[c] == 0) return;
  cover(c);
  for (int i = D[c]; i != c; i = D[i]) {
    for (int j = R[i]; j != i; j = R[j]) cover(C[j]);
    search(depth + 1);
    for (int j = L[i]; j != i; j = L[j]) uncover(C[j]);
  }
  uncover(c);
}

int main() {
  int cases;
  if (std::scanf("%d", &cases) != 1) return 1;
  while (cases--) {
    int n, m, p;
    if (std::scanf("%d %d %d", &n, &m, &p) != 3) return 1;
    const int cells = n * m;
    for (int c = 0; c <= cells; ++c) L[c] = c - 1, R[c] = c + 1, U[c] = D[c] = c, size_of[c] = 0;
    L[0] = cells, R[cells] = 0;
    int nodes = cells + 1;
    for (int k = 0; k < p; ++k) {
      int x1, y1, x2, y2;
      if (std::scanf("%d %d %d %d", &x1, &y1, &x2, &y2) != 4) return 1;
      int first = -1;
      for (int x = x1; x < x2; ++x) {
        for (int y = y1; y < y2; ++y) {
          int c = x * m + y + 1;
          C[nodes] = c, ++size_of[c];
          U[nodes] = U[c], D[nodes] = c, D[U[c]] = nodes, U[c] = nodes;
          if (first < 0) {
            first = L[nodes] = R[nodes] = nodes;
          } else {
            L[nodes] = L[first], R[nodes] = first, R[L[first]] = nodes, L[first] = nodes;
          }
          ++nodes;
        }
      }
    }
    best = p + 1, found = false;
    search(0);
    std::printf("%d\n", best > p ? -1 : best);
  }
}
