// SPDX-License-Identifier: MIT
// ---- The validator: the input exactly as the statement writes it, with the givens it promises.
int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  int grid[N * N];
  int givens = 0;
  for (int r = 0; r < N; ++r) {
    for (int c = 0; c < N; ++c) {
      if (c > 0) inf.readSpace();
      grid[r * N + c] = inf.readInt(0, N, "cell");
      givens += grid[r * N + c] != 0;
    }
    inf.readEoln();
  }
  inf.readEof();
  ensuref(givens >= MIN_GIVENS, "%d givens; the problem promises at least %d", givens, MIN_GIVENS);
  for (int b = 0; b < N * N; ++b) {
    for (int a = 0; a < b && grid[b] != 0; ++a) {
      const bool peers = a / N == b / N || a % N == b % N || box_of(a) == box_of(b);
      ensuref(!peers || grid[a] != grid[b], "givens conflict: two %ds (r%dc%d and r%dc%d)", grid[a], a / N + 1,
              a % N + 1, b / N + 1, b % N + 1);
    }
  }
  return 0;
}
