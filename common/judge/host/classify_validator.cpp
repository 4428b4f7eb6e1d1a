// SPDX-License-Identifier: MIT
// ---- The validator: the input exactly as the statement writes it. A classification promises
// nothing of its cases (givens in conflict, no solution and many are its answers), so the
// format is the whole check.
int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  std::vector<std::string> lines;
  while (!inf.eof()) lines.push_back(inf.readLine());  // every line ends in LF: CR is refused
  const Cases cases = read_cases(lines, Reading{true, false, false});
  ensuref(cases.error.empty(), "%s", cases.error.c_str());
  inf.readEof();
  return 0;
}
