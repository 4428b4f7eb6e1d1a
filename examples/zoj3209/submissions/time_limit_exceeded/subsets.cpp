// SPDX-License-Identifier: MIT
// ZOJ 3209, too slow: depth-first over the pieces in input order, each taken (when it
// overlaps none taken) or left, with the board's cells as a bit set and the best size as a
// bound: exponential in the pieces, with no cell-driven choice (TLE on boards of many pieces).
#include <bitset>
#include <cstdio>
#include <vector>

struct Piece {
  std::bitset<900> cells;
  int area;
};
std::vector<Piece> pieces;
std::vector<int> area_after;  // the area of pieces k.. together
int board, best;

void search(std::size_t k, const std::bitset<900>& covered, int area, int taken) {
  if (taken >= best) return;
  if (area == board) {
    best = taken;
    return;
  }
  if (k == pieces.size() || area + area_after[k] < board) return;
  if ((covered & pieces[k].cells).none()) search(k + 1, covered | pieces[k].cells, area + pieces[k].area, taken + 1);
  search(k + 1, covered, area, taken);
}

int main() {
  int cases;
  if (std::scanf("%d", &cases) != 1) return 1;
  while (cases--) {
    int n, m, p;
    if (std::scanf("%d %d %d", &n, &m, &p) != 3) return 1;
    pieces.assign(p, Piece{});
    for (Piece& piece : pieces) {
      int x1, y1, x2, y2;
      if (std::scanf("%d %d %d %d", &x1, &y1, &x2, &y2) != 4) return 1;
      for (int x = x1; x < x2; ++x)
        for (int y = y1; y < y2; ++y) piece.cells.set(x * m + y);
      piece.area = (x2 - x1) * (y2 - y1);
    }
    area_after.assign(p + 1, 0);
    for (int k = p - 1; k >= 0; --k) area_after[k] = area_after[k + 1] + pieces[k].area;
    board = n * m;
    best = p + 1;
    search(0, std::bitset<900>(), 0, 0);
    std::printf("%d\n", best > p ? -1 : best);
  }
}
