// SPDX-License-Identifier: MIT
// ---- A variant's houses (a problem with DIAGONALS or WINDOWS): X's two main diagonals,
// windoku's windows (boxes one cell in from the boxes' corners, one cell apart).

// The window a cell lies in, -1 for none.
int window_of(int cell) {
  const int r = cell / N, c = cell % N;
  const int down = (N - 2 - BOX_ROWS) / (BOX_ROWS + 1) + 1, across = (N - 2 - BOX_COLUMNS) / (BOX_COLUMNS + 1) + 1;
  const bool in = r % (BOX_ROWS + 1) != 0 && r / (BOX_ROWS + 1) < down && c % (BOX_COLUMNS + 1) != 0 &&
                  c / (BOX_COLUMNS + 1) < across;
  return WINDOWS && in ? r / (BOX_ROWS + 1) * across + c / (BOX_COLUMNS + 1) : -1;
}

const char* variant_house(int a, int b) {
  if (DIAGONALS && a / N == a % N && b / N == b % N) return "main diagonal";
  if (DIAGONALS && a / N + a % N == N - 1 && b / N + b % N == N - 1) return "anti-diagonal";
  if (window_of(a) >= 0 && window_of(a) == window_of(b)) return "window";
  return nullptr;
}

void add_variant_houses(std::vector<std::vector<int>>& houses) {
  if (DIAGONALS) {
    std::vector<int> main, anti;
    for (int i = 0; i < N; ++i) main.push_back(i * N + i), anti.push_back(i * N + N - 1 - i);
    houses.push_back(main);
    houses.push_back(anti);
  }
  std::vector<std::vector<int>> windows;
  for (int cell = 0; cell < N * N; ++cell) {
    const int w = window_of(cell);
    if (w < 0) continue;
    if (static_cast<int>(windows.size()) <= w) windows.resize(static_cast<std::size_t>(w) + 1);
    windows[static_cast<std::size_t>(w)].push_back(cell);
  }
  houses.insert(houses.end(), windows.begin(), windows.end());
}
