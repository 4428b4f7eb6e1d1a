// SPDX-License-Identifier: MIT
// ---- The validator: the input exactly as the statement writes it.
int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  const int cases = inf.readInt(1, MAX_CASES, "T");
  inf.readEoln();
  for (int t = 1; t <= cases; ++t) {
    if (t > 1) inf.readEoln();  // the empty line between two cases
    const int width = inf.readInt(1, MAX_SIDE, "n");
    inf.readSpace();
    const int height = inf.readInt(1, MAX_SIDE, "m");
    inf.readSpace();
    const int pieces = inf.readInt(1, MAX_PIECES, "p");
    inf.readEoln();
    for (int k = 0; k < pieces; ++k) {
      const int x1 = inf.readInt(0, width - 1, "x1");
      inf.readSpace();
      const int y1 = inf.readInt(0, height - 1, "y1");
      inf.readSpace();
      inf.readInt(x1 + 1, width, "x2");
      inf.readSpace();
      inf.readInt(y1 + 1, height, "y2");
      inf.readEoln();
    }
  }
  inf.readEof();
  return 0;
}
