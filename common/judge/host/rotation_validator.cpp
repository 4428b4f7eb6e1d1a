// SPDX-License-Identifier: MIT
// ---- The validator: the input exactly as the statement writes it, every case restorable.
#include <string>

int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  const int cases = inf.readInt(1, MAX_CASES, "T");
  inf.readEoln();
  Rotations rotations;
  for (int t = 1; t <= cases; ++t) {
    Grid grid(N * N);
    for (int r = 0; r < N; ++r) {
      const std::string row = inf.readLine();
      ensuref(static_cast<int>(row.size()) == N, "case %d, row %d: expected %d symbols, found %d", t, r + 1, N,
              static_cast<int>(row.size()));
      for (int c = 0; c < N; ++c) {
        const std::size_t digit = SYMBOLS.find(row[c]);
        ensuref(digit != std::string::npos, "case %d, row %d, column %d: expected one of %s", t, r + 1, c + 1,
                SYMBOLS.c_str());
        grid[r * N + c] = static_cast<int>(digit);
      }
    }
    // Turning keeps a region's digits: one that repeats a digit can never be a box.
    for (int region = 0; region < N; ++region) {
      unsigned seen = 0;
      for (int cell = 0; cell < N; ++cell) {
        seen |= 1u << grid[(region / B * B + cell / B) * N + region % B * B + cell % B];
      }
      ensuref(seen == (1u << N) - 1, "case %d: not restorable: region %d repeats a digit", t, region + 1);
    }
    ensuref(rotations.fewest(grid) >= 0, "case %d: not restorable: no turns of the regions make a valid grid", t);
  }
  inf.readEof();
  return 0;
}
