// SPDX-License-Identifier: MIT
// ---- The reference solution: branch and bound over the solutions.
// Rows, columns and boxes each sum to 45, so most of the score is the same in every solution:
// with S_k the centred square of side 9 - 2k, a cell of ring r (0 at the centre) lies in S_k
// for k = 1 .. 4 - r, so score = 6 x 405 + sum_k D(S_k), D the sum of digits. D(S_1) is 225 plus
// the four corner cells, D(S_2) 45 plus the four corner 2x2 squares, D(S_3) the centre box (45),
// D(S_4) the centre cell. So score = 2745 + 2 x (the four corner cells) + (the other 12 cells of
// the corner 2x2 squares) + (the centre): only 17 cells matter. The search fills the open cell
// with the fewest candidates (weighted cells first on ties), largest digit first, and cuts a
// branch when what the open weighted cells could add at most cannot beat the best so far.
#include <iostream>

class TargetScore {
 public:
  explicit TargetScore(const int* puzzle) {
    for (int cell = 0; cell < N * N; ++cell) {
      const int r = cell / N, c = cell % N;
      const bool corner_square = (r < 2 || r >= N - 2) && (c < 2 || c >= N - 2);
      const bool corner = (r == 0 || r == N - 1) && (c == 0 || c == N - 1);
      weight_[cell] = corner ? 2 : corner_square || cell == N * N / 2 ? 1 : 0;
      value_[cell] = 0;
    }
    consistent_ = true;
    for (int cell = 0; cell < N * N; ++cell) {
      if (puzzle[cell] == 0) continue;
      if (!fits(cell, puzzle[cell])) consistent_ = false;
      set(cell, puzzle[cell]);
    }
  }

  // The largest score, or -1.
  int best() {
    best_ = -1;
    int given = 0;
    for (int cell = 0; cell < N * N; ++cell) given += weight_[cell] * value_[cell];
    if (consistent_) search(given);
    return best_ < 0 ? -1 : 2745 + best_;
  }

 private:
  int candidates(int cell) const { return ~(rows_[cell / N] | cols_[cell % N] | boxes_[box_of(cell)]) & 0x3FE; }
  bool fits(int cell, int digit) const { return (candidates(cell) >> digit & 1) != 0; }
  void set(int cell, int digit) {
    value_[cell] = digit;
    rows_[cell / N] ^= 1 << digit, cols_[cell % N] ^= 1 << digit, boxes_[box_of(cell)] ^= 1 << digit;
  }
  void clear(int cell) {
    const int digit = value_[cell];
    rows_[cell / N] ^= 1 << digit, cols_[cell % N] ^= 1 << digit, boxes_[box_of(cell)] ^= 1 << digit;
    value_[cell] = 0;
  }
  static int largest(int mask) {
    int digit = 0;
    for (; mask > 1; mask >>= 1) ++digit;
    return digit;
  }

  void search(int score) {
    int chosen = -1, fewest = 10, bound = score;
    for (int cell = 0; cell < N * N; ++cell) {
      if (value_[cell] != 0) continue;
      const int mask = candidates(cell);
      int count = 0;
      for (int m = mask; m != 0; m &= m - 1) ++count;
      if (count == 0) return;
      bound += weight_[cell] * largest(mask);
      if (count < fewest || (count == fewest && weight_[cell] > weight_[chosen])) chosen = cell, fewest = count;
    }
    if (bound <= best_) return;
    if (chosen < 0) {
      best_ = score;
      return;
    }
    for (int digit = N; digit >= 1; --digit) {
      if (!fits(chosen, digit)) continue;
      set(chosen, digit);
      search(score + weight_[chosen] * digit);
      clear(chosen);
    }
  }

  int value_[N * N];
  int weight_[N * N];
  int rows_[N] = {}, cols_[N] = {}, boxes_[N] = {};
  bool consistent_ = true;
  int best_ = -1;
};

int main() {
  int puzzle[N * N];
  for (int& value : puzzle) {
    if (!(std::cin >> value) || value < 0 || value > N) {
      std::cerr << "the input: expected 81 integers 0-9\n";
      return 1;
    }
  }
  std::cout << TargetScore(puzzle).best() << "\n";
  std::cout.flush();
  return std::cout ? 0 : 1;
}
