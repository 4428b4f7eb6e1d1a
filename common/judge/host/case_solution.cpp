// SPDX-License-Identifier: MIT
// ---- The reference solution: each case's answer (case_answer()).

int main() {
  const Cases cases = read_input();
  if (!cases.error.empty()) {
    std::cerr << "the input: " << cases.error << "\n";
    return 1;
  }
  SolutionCounter counter;
  std::string out;
  for (std::size_t i = 0; i < cases.grids.size(); ++i) {
    if (i > 0 && OUTPUT_SEPARATOR == BETWEEN) out += '\n';
    use_case(cases, i);
    out += case_answer(i + 1, cases.grids[i], counter);
    if (OUTPUT_SEPARATOR == AFTER_EACH) out += '\n';
  }
  std::cout << out;
  std::cout.flush();
  return std::cout ? 0 : 1;
}
