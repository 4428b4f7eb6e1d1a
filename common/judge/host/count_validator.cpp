// SPDX-License-Identifier: MIT
// ---- The validator: the input exactly as the statement writes it, every case's puzzle with at
// most MAX_SOLUTIONS solutions (givens in conflict, which have none, included).
int main(int argc, char* argv[]) {
  registerValidation(argc, argv);
  std::vector<std::string> lines;
  while (!inf.eof()) lines.push_back(inf.readLine());  // every line ends in LF: CR is refused
  const Cases cases = read_cases(lines, Reading{true, false, false});
  ensuref(cases.error.empty(), "%s", cases.error.c_str());
  SolutionCounter counter;
  for (std::size_t i = 0; i < cases.grids.size(); ++i) {
    const Grid& puzzle = cases.grids[i];
    use_case(cases, i);
    Grid first;  // (givens in conflict: no solution)
    ensuref(counter.count(puzzle, first, MAX_SOLUTIONS + 1) <= MAX_SOLUTIONS,
            "line %d: case %zu: expected at most %ld solution%s, found more", cases.first_lines[i], i + 1, MAX_SOLUTIONS,
            MAX_SOLUTIONS == 1 ? "" : "s");
  }
  inf.readEof();
  return 0;
}
