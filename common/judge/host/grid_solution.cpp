// SPDX-License-Identifier: MIT
// ---- The reference solution: the first solution of each puzzle, in the answer's layout (or
// the line NO_SOLUTION where it has none, when the problem has words for that).

int main() {
  const Cases cases = read_input();
  if (!cases.error.empty()) {
    std::cerr << "the input: " << cases.error << "\n";
    return 1;
  }
  SolutionCounter counter;
  std::string out;
  for (std::size_t i = 0; i < cases.grids.size(); ++i) {
    Grid solution;
    use_case(cases, i);
    const bool none = counter.count(cases.grids[i], solution, 1) == 0;  // (givens in conflict too)
    if (none && NO_SOLUTION[0] == '\0') {
      std::cerr << "case " << i + 1 << ": no solution\n";
      return 1;
    }
    if (i > 0 && OUTPUT_SEPARATOR == BETWEEN) out += '\n';
    if (PREFIX[0] != '\0') out += case_prefix(i + 1) + "\n";
    out += none ? std::string(NO_SOLUTION) + "\n" : grid_text(solution);
    if (OUTPUT_SEPARATOR == AFTER_EACH) out += '\n';
  }
  std::cout << out;
  std::cout.flush();
  return std::cout ? 0 : 1;
}
