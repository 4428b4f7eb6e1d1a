// SPDX-License-Identifier: MIT
// ---- The reference solution: Knuth's Algorithm X with dancing links, choosing the column with
// the fewest rows left. The rows of a cover hold M ones together, so when the greatest common
// divisor of the row sizes does not divide M there is no cover, whatever a search would try.
#include <algorithm>
#include <iostream>
#include <vector>

class DancingLinks {
 public:
  DancingLinks(int columns, const std::vector<std::vector<int>>& rows) : size_(columns + 1, 0) {
    for (int c = 0; c <= columns; ++c) add_node(c, -1), left_[c] = c - 1, right_[c] = c + 1;
    left_[0] = columns, right_[columns] = 0;
    for (int r = 0; r < static_cast<int>(rows.size()); ++r) {
      int first = -1;
      for (int c : rows[r]) {
        const int node = add_node(c + 1, r);
        up_[node] = up_[c + 1], down_[node] = c + 1, down_[up_[c + 1]] = node, up_[c + 1] = node;
        ++size_[c + 1];
        if (first < 0) {
          first = left_[node] = right_[node] = node;
        } else {
          left_[node] = left_[first], right_[node] = first, right_[left_[first]] = node, left_[first] = node;
        }
      }
    }
  }

  // The rows of the first cover found, in increasing order; false when there is none.
  bool first_cover(std::vector<int>& rows) {
    chosen_.clear();
    if (!search()) return false;
    rows = chosen_;
    std::sort(rows.begin(), rows.end());
    return true;
  }

 private:
  int add_node(int column, int row) {
    column_.push_back(column), row_.push_back(row);
    const int node = static_cast<int>(column_.size()) - 1;
    up_.push_back(node), down_.push_back(node), left_.push_back(node), right_.push_back(node);
    return node;
  }
  void cover(int c) {
    right_[left_[c]] = right_[c], left_[right_[c]] = left_[c];
    for (int i = down_[c]; i != c; i = down_[i]) {
      for (int j = right_[i]; j != i; j = right_[j]) up_[down_[j]] = up_[j], down_[up_[j]] = down_[j], --size_[column_[j]];
    }
  }
  void uncover(int c) {
    for (int i = up_[c]; i != c; i = up_[i]) {
      for (int j = left_[i]; j != i; j = left_[j]) ++size_[column_[j]], up_[down_[j]] = j, down_[up_[j]] = j;
    }
    right_[left_[c]] = c, left_[right_[c]] = c;
  }
  bool search() {
    if (right_[0] == 0) return true;
    int c = right_[0];
    for (int j = right_[0]; j != 0; j = right_[j]) {
      if (size_[j] < size_[c]) c = j;
    }
    cover(c);
    for (int i = down_[c]; i != c; i = down_[i]) {
      chosen_.push_back(row_[i]);
      for (int j = right_[i]; j != i; j = right_[j]) cover(column_[j]);
      if (search()) return true;
      for (int j = left_[i]; j != i; j = left_[j]) uncover(column_[j]);
      chosen_.pop_back();
    }
    uncover(c);
    return false;
  }

  std::vector<int> size_;  // per column header (0 is the root)
  std::vector<int> column_, row_, up_, down_, left_, right_;
  std::vector<int> chosen_;
};

int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }

int main() {
  std::ios::sync_with_stdio(false);
  int n = 0, m = 0;
  if (!(std::cin >> n >> m) || n < 1 || m < 1) {
    std::cerr << "the input: expected N M\n";
    return 1;
  }
  std::vector<std::vector<int>> rows(n);
  int divisor = 0;
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < m; ++c) {
      int entry = 0;
      std::cin >> entry;
      if (entry == 1) rows[r].push_back(c);
    }
    divisor = gcd(divisor, static_cast<int>(rows[r].size()));
  }
  if (!std::cin) {
    std::cerr << "the input ends early\n";
    return 1;
  }
  std::vector<int> cover;
  if (divisor != 0 && m % divisor == 0 && DancingLinks(m, rows).first_cover(cover)) {
    for (std::size_t k = 0; k < cover.size(); ++k) std::cout << (k ? " " : "") << cover[k] + 1;
    std::cout << "\n";
  } else {
    std::cout << "No Solution!\n";
  }
  std::cout.flush();
  return std::cout ? 0 : 1;
}
