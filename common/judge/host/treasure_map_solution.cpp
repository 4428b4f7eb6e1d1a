// SPDX-License-Identifier: MIT
// ---- The reference solution. The first uncovered cell in reading order must be the top-left
// corner of the piece that covers it (every cell before it is covered), so only the pieces
// with that corner are tried; and what is left to do depends only on which cells from there
// on are covered, so each such state is solved once (a dynamic programme over the broken
// profile, the state held as a string of bits).
#include <algorithm>
#include <bitset>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

class FewestPieces {
 public:
  typedef std::bitset<MAX_SIDE * MAX_SIDE> Board;

  FewestPieces(int width, int height, const std::vector<Board>& pieces, const std::vector<int>& corners)
      : cells_(width * height), at_(cells_) {
    for (std::size_t k = 0; k < pieces.size(); ++k) at_[corners[k]].push_back(pieces[k]);
  }

  int fewest() {
    const int pieces = solve(0);
    return pieces >= kNone ? -1 : pieces;
  }

 private:
  static const int kNone = 1 << 20;

  std::string state(int cell) const {
    std::string key = std::to_string(cell) + ":";
    for (int c = cell; c < cells_; ++c) key += covered_[c] ? '1' : '0';
    while (!key.empty() && key.back() == '0') key.pop_back();
    return key;
  }

  int solve(int from) {
    int cell = from;
    while (cell < cells_ && covered_[cell]) ++cell;
    if (cell == cells_) return 0;
    const std::string key = state(cell);
    const auto known = memo_.find(key);
    if (known != memo_.end()) return known->second;
    int fewest = kNone;
    for (const Board& piece : at_[cell]) {
      if ((covered_ & piece).any()) continue;
      covered_ |= piece;
      fewest = std::min(fewest, 1 + solve(cell + 1));
      covered_ ^= piece;
    }
    memo_[key] = fewest;
    return fewest;
  }

  int cells_;
  std::vector<std::vector<Board>> at_;  // per cell, the pieces whose top-left corner it is
  Board covered_;
  std::unordered_map<std::string, int> memo_;
};

int main() {
  std::ios::sync_with_stdio(false);
  int cases = 0;
  std::cin >> cases;
  for (int t = 0; t < cases; ++t) {
    int width = 0, height = 0, count = 0;
    std::cin >> width >> height >> count;
    std::vector<FewestPieces::Board> pieces;
    std::vector<int> corners;
    for (int k = 0; k < count; ++k) {
      int x1 = 0, y1 = 0, x2 = 0, y2 = 0;
      std::cin >> x1 >> y1 >> x2 >> y2;
      if (!std::cin || x1 < 0 || y1 < 0 || x2 > width || y2 > height || x1 >= x2 || y1 >= y2) break;
      FewestPieces::Board piece;
      for (int y = y1; y < y2; ++y) {
        for (int x = x1; x < x2; ++x) piece.set(y * width + x);
      }
      pieces.push_back(piece);
      corners.push_back(y1 * width + x1);
    }
    if (!std::cin || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE ||
        static_cast<int>(pieces.size()) != count) {
      std::cerr << "case " << t + 1 << ": not a case of the statement\n";
      return 1;
    }
    std::cout << FewestPieces(width, height, pieces, corners).fewest() << "\n";
  }
  std::cout.flush();
  return std::cout ? 0 : 1;
}
