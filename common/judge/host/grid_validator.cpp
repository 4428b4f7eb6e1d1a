// SPDX-License-Identifier: MIT
// ---- The validator: the input exactly as the statement writes it, every case keeping the
// problem's promise (no two equal givens in a row, column or box; one solution, or at least one;
// or, with no promise, any puzzle).
int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  std::vector<std::string> lines;
  while (!inf.eof()) lines.push_back(inf.readLine());  // every line ends in LF: CR is refused
  const Cases cases = read_cases(lines, Reading{true, false, false});
  ensuref(cases.error.empty(), "%s", cases.error.c_str());
  SolutionCounter counter;
  for (std::size_t i = 0; i < cases.grids.size() && PROMISE != NOTHING; ++i) {
    const Grid& puzzle = cases.grids[i];
    use_case(cases, i);
    const std::string where = "line " + std::to_string(cases.first_lines[i]) + ": case " + std::to_string(i + 1);
    const std::string clash = conflict(puzzle);
    ensuref(clash.empty(), "%s: givens conflict: %s", where.c_str(), clash.c_str());
    Grid solution;
    const long solutions = counter.count(puzzle, solution);
    ensuref(solutions > 0, "%s: no solution", where.c_str());
    ensuref(PROMISE != UNIQUE || solutions == 1, "%s: expected exactly one solution, found at least two", where.c_str());
  }
  inf.readEof();
  return 0;
}
