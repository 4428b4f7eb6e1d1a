// SPDX-License-Identifier: MIT
// ZOJ 3209, too slow on hard boards: the plain depth-first search a setter tries first. The
// first uncovered cell (rows first) must be covered by some piece: each piece that covers it
// and overlaps none taken is tried, in input order, cut when it cannot beat the best size.
// No Dancing Links and no choice of the cell with the fewest pieces: boards where many pieces
// cover the first cells and the dead ends show only late take it exponential time.
#include <cstdio>
#include <vector>

int n, m, p, best;
std::vector<int> x1s, y1s, x2s, y2s;
std::vector<std::vector<int>> covering;  // per cell, the pieces whose top-left corner it is
std::vector<char> covered;

bool fits(int k) {
  for (int x = x1s[k]; x < x2s[k]; ++x)
    for (int y = y1s[k]; y < y2s[k]; ++y)
      if (covered[x * m + y]) return false;
  return true;
}

void mark(int k, char value) {
  for (int x = x1s[k]; x < x2s[k]; ++x)
    for (int y = y1s[k]; y < y2s[k]; ++y) covered[x * m + y] = value;
}

void search(int from, int taken) {
  if (taken >= best) return;
  int cell = from;
  while (cell < n * m && covered[cell]) ++cell;
  if (cell == n * m) {
    best = taken;
    return;
  }
  // The first uncovered cell, rows first, is the top-left corner of the piece that covers it.
  for (int k : covering[cell]) {
    if (!fits(k)) continue;
    mark(k, 1);
    search(cell + 1, taken + 1);
    mark(k, 0);
  }
}

int main() {
  int cases;
  if (std::scanf("%d", &cases) != 1) return 1;
  while (cases--) {
    if (std::scanf("%d %d %d", &n, &m, &p) != 3) return 1;
    x1s.assign(p, 0), y1s.assign(p, 0), x2s.assign(p, 0), y2s.assign(p, 0);
    covering.assign(n * m, {});
    for (int k = 0; k < p; ++k) {
      if (std::scanf("%d %d %d %d", &x1s[k], &y1s[k], &x2s[k], &y2s[k]) != 4) return 1;
      covering[x1s[k] * m + y1s[k]].push_back(k);
    }
    covered.assign(n * m, 0);
    best = p + 1;
    search(0, 0);
    std::printf("%d\n", best > p ? -1 : best);
  }
}
