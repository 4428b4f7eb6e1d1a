// SPDX-License-Identifier: MIT
// NOIP 2009 / Luogu P1074: every solution by bit-mask backtracking on the cell with the
// fewest candidates, the best score kept; a branch is cut when even 9 in every empty cell
// could not beat the best (accepted).
#include <cstdio>

int grid[81], used[3][9], score_of[81], best = -1, open_weight;  // open_weight: empty cells' scores

int box(int cell) { return cell / 27 * 3 + cell % 9 / 3; }
int candidates(int cell) { return 0x1ff & ~(used[0][cell / 9] | used[1][cell % 9] | used[2][box(cell)]); }
void flip(int cell, int d) { used[0][cell / 9] ^= 1 << d, used[1][cell % 9] ^= 1 << d, used[2][box(cell)] ^= 1 << d; }

void search(int score) {
  if (score + 9 * open_weight <= best) return;
  int pick = -1, fewest = 10;
  for (int cell = 0; cell < 81; ++cell) {
    if (grid[cell]) continue;
    int count = __builtin_popcount(candidates(cell));
    if (count < fewest) fewest = count, pick = cell;
  }
  if (pick < 0) {
    if (score > best) best = score;
    return;
  }
  open_weight -= score_of[pick];
  for (int m = candidates(pick); m; m &= m - 1) {
    int d = __builtin_ctz(m);
    grid[pick] = d + 1, flip(pick, d);
    search(score + (d + 1) * score_of[pick]);
    grid[pick] = 0, flip(pick, d);
  }
  open_weight += score_of[pick];
}

int main() {
  int score = 0;
  for (int cell = 0; cell < 81; ++cell) {
    int r = cell / 9, c = cell % 9;
    int dr = r < 4 ? 4 - r : r - 4, dc = c < 4 ? 4 - c : c - 4, ring = dr > dc ? dr : dc;
    score_of[cell] = 10 - ring;
    if (std::scanf("%d", &grid[cell]) != 1) return 1;
    if (grid[cell]) {
      if (candidates(cell) >> (grid[cell] - 1) & 1) {
        flip(cell, grid[cell] - 1);
      } else {
        std::puts("-1");  // two givens clash
        return 0;
      }
      score += grid[cell] * score_of[cell];
    } else {
      open_weight += score_of[cell];
    }
  }
  search(score);
  std::printf("%d\n", best);
}
