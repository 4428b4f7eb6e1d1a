// SPDX-License-Identifier: MIT
// Luogu P4929, wrong: greedy, rows in order, each taken when it overlaps no row taken so far,
// never undone; "No Solution!" unless that covers every column (WA wherever a cover needs a
// row the greedy passed over).
#include <cstdio>
#include <vector>

int main() {
  int n, m;
  if (std::scanf("%d %d", &n, &m) != 2) return 1;
  std::vector<char> covered(m, 0);
  std::vector<int> taken;
  int left = m;
  for (int r = 1; r <= n; ++r) {
    std::vector<int> ones;
    for (int c = 0; c < m; ++c) {
      int one;
      if (std::scanf("%d", &one) != 1) return 1;
      if (one) ones.push_back(c);
    }
    bool free = !ones.empty();
    for (int c : ones) free = free && !covered[c];
    if (!free) continue;
    for (int c : ones) covered[c] = 1;
    left -= static_cast<int>(ones.size());
    taken.push_back(r);
  }
  if (left > 0) {
    std::puts("No Solution!");
    return 0;
  }
  for (std::size_t k = 0; k < taken.size(); ++k) std::printf("%d%c", taken[k], k + 1 == taken.size() ? '\n' : ' ');
}
