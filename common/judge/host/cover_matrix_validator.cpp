// SPDX-License-Identifier: MIT
// ---- The validator: the input exactly as the statement writes it.
int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  const int rows = inf.readInt(1, MAX_SIDE, "N");
  inf.readSpace();
  const int columns = inf.readInt(1, MAX_SIDE, "M");
  inf.readEoln();
  int ones = 0;
  for (int r = 0; r < rows; ++r) {
    for (int c = 0; c < columns; ++c) {
      if (c > 0) inf.readSpace();
      ones += inf.readInt(0, 1, "entry");
      ensuref(ones <= MAX_ONES, "row %d: more than %d ones in the matrix", r + 1, MAX_ONES);
    }
    inf.readEoln();
  }
  inf.readEof();
  return 0;
}
