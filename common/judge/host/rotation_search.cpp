// SPDX-License-Identifier: MIT
// ---- The search: regions in reading order, each turned clockwise 0, 1, 2 or 3 times (fewest
// first); a turn fits when none of the region's rows repeats a digit already in that grid row
// and none of its columns one already in that grid column. A branch stops once its turns reach
// the fewest found so far. A region's digits stay in the region, so boxes need no test.
#include <vector>

typedef std::vector<int> Grid;  // N * N digits 0..N-1, row by row

class Rotations {
 public:
  // The fewest turns that restore `grid`, or -1.
  int fewest(const Grid& grid) {
    for (int region = 0; region < N; ++region) {
      for (int turns = 0; turns < 4; ++turns) {
        Masks& m = masks_[region][turns];
        m = Masks();
        for (int i = 0; i < B; ++i) {
          for (int j = 0; j < B; ++j) {
            // After `turns` clockwise turns, cell (i, j) of the region holds what stood at
            // (B-1-j, i) before the last turn.
            int r = i, c = j;
            for (int t = 0; t < turns; ++t) {
              const int from_r = B - 1 - c, from_c = r;
              r = from_r, c = from_c;
            }
            const int top = region / B * B, left = region % B * B;
            const unsigned bit = 1u << grid[(top + r) * N + left + c];
            m.rows[i] |= bit;
            m.cols[j] |= bit;
          }
        }
      }
    }
    best_ = 4 * N + 1;
    for (int k = 0; k < N; ++k) row_used_[k] = col_used_[k] = 0;
    visit(0, 0);
    return best_ <= 4 * N ? best_ : -1;
  }

 private:
  struct Masks {
    unsigned rows[B] = {};
    unsigned cols[B] = {};
  };

  void visit(int region, int cost) {
    if (region == N) {
      best_ = cost;
      return;
    }
    const int top = region / B * B, left = region % B * B;
    for (int turns = 0; turns < 4 && cost + turns < best_; ++turns) {
      const Masks& m = masks_[region][turns];
      bool fits = true;
      for (int i = 0; i < B && fits; ++i) fits = (row_used_[top + i] & m.rows[i]) == 0 && (col_used_[left + i] & m.cols[i]) == 0;
      if (!fits) continue;
      for (int i = 0; i < B; ++i) row_used_[top + i] ^= m.rows[i], col_used_[left + i] ^= m.cols[i];
      visit(region + 1, cost + turns);
      for (int i = 0; i < B; ++i) row_used_[top + i] ^= m.rows[i], col_used_[left + i] ^= m.cols[i];
    }
  }

  Masks masks_[N][4];
  unsigned row_used_[N] = {};
  unsigned col_used_[N] = {};
  int best_ = 0;
};
