// SPDX-License-Identifier: MIT
// ---- The search: counts a puzzle's solutions up to two (or a limit of the caller's), keeping
// the first.
// Each cell's candidates are a bit mask; after every placement the naked singles (a cell with
// one candidate) and the hidden singles (a digit with one place left in a house)
// are placed until none is left, then the open cell with the fewest candidates is tried digit
// by digit on a copy of the state.
#include <cstdint>
#include <vector>

class SolutionCounter {
 public:
  // 0, 1 or 2 (two or more), or up to `limit`; the first solution found in `first` when there
  // is one.
  long count(const Grid& puzzle, Grid& first, long limit = 2) {
    if (size_ != N || made_ != HOUSES_MADE) build();  // (a box or regions per case: this case's houses)
    State state{Grid(N * N, 0), std::vector<std::uint32_t>(N * N, all_)};
    solutions_ = 0;
    limit_ = limit;
    first_ = &first;
    bool consistent = true;
    for (int cell = 0; cell < N * N && consistent; ++cell) {
      if (puzzle[cell] == 0) continue;
      consistent = place(state, cell, puzzle[cell]);  // (a given the singles placed already agrees)
    }
    if (consistent) search(state);
    return solutions_;
  }

 private:
  // The houses and peers of each cell, for the current case's grid of N x N.
  void build() {
    size_ = N;
    made_ = HOUSES_MADE;
    all_ = N == 32 ? ~std::uint32_t{0} : (std::uint32_t{1} << N) - 1;
    houses_ = all_houses();
    peers_.assign(N * N, {});
    for (int cell = 0; cell < N * N; ++cell) {
      for (int other = 0; other < N * N; ++other) {
        if (other != cell && shared_house(cell, other) != nullptr) peers_[cell].push_back(other);
      }
    }
  }

  struct State {
    Grid value;                            // 0: open
    std::vector<std::uint32_t> candidates;  // bit d - 1 for digit d; 0 once placed
  };

  static int bits(std::uint32_t mask) {
    int count = 0;
    for (; mask != 0; mask &= mask - 1) ++count;
    return count;
  }
  static int lowest_digit(std::uint32_t mask) {
    int digit = 1;
    while ((mask & 1) == 0) mask >>= 1, ++digit;
    return digit;
  }

  // Places `digit` at `cell` and every single that follows; false on a contradiction.
  bool place(State& s, int cell, int digit) {
    std::vector<std::pair<int, int>> queue{{cell, digit}};
    while (!queue.empty()) {
      for (std::size_t q = 0; q < queue.size(); ++q) {
        const int at = queue[q].first;
        const std::uint32_t bit = std::uint32_t{1} << (queue[q].second - 1);
        if (s.value[at] != 0) {
          if (s.value[at] != queue[q].second) return false;
          continue;
        }
        if ((s.candidates[at] & bit) == 0) return false;
        s.value[at] = queue[q].second;
        s.candidates[at] = 0;
        for (int peer : peers_[at]) {
          if (s.value[peer] == queue[q].second) return false;
          if ((s.candidates[peer] & bit) == 0) continue;
          s.candidates[peer] &= ~bit;
          if (s.value[peer] == 0 && s.candidates[peer] == 0) return false;
        }
      }
      queue.clear();
      // The singles the placements made.
      for (int c = 0; c < N * N; ++c) {
        if (s.value[c] == 0 && bits(s.candidates[c]) == 1) queue.push_back({c, lowest_digit(s.candidates[c])});
      }
      for (const std::vector<int>& house : houses_) {
        std::uint32_t once = 0, twice = 0, placed = 0;
        for (int c : house) {
          twice |= once & s.candidates[c];
          once |= s.candidates[c];
          if (s.value[c] != 0) placed |= std::uint32_t{1} << (s.value[c] - 1);
        }
        if ((once | placed) != all_) return false;  // a digit with no place left in the house
        for (std::uint32_t single = once & ~twice & ~placed; single != 0; single &= single - 1) {
          const int digit = lowest_digit(single);
          for (int c : house) {
            if (s.candidates[c] >> (digit - 1) & 1) queue.push_back({c, digit});
          }
        }
      }
    }
    return true;
  }

  void search(const State& s) {
    int best = -1, fewest = N + 1;
    for (int c = 0; c < N * N; ++c) {
      if (s.value[c] != 0) continue;
      const int count = bits(s.candidates[c]);
      if (count < fewest) best = c, fewest = count;
    }
    if (best < 0) {  // every cell placed: a solution
      if (++solutions_ == 1) *first_ = s.value;
      return;
    }
    for (std::uint32_t left = s.candidates[best]; left != 0 && solutions_ < limit_; left &= left - 1) {
      State next = s;
      if (place(next, best, lowest_digit(left))) search(next);
    }
  }

  int size_ = 0;  // the N the houses are built for
  long made_ = -1;  // and the HOUSES_MADE
  std::uint32_t all_ = 0;
  std::vector<std::vector<int>> houses_;
  std::vector<std::vector<int>> peers_;
  long solutions_ = 0, limit_ = 2;
  Grid* first_ = nullptr;
};
