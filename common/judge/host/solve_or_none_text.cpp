// SPDX-License-Identifier: MIT
// ---- The answer of a puzzle of one solution or none: case k's PREFIX on a line of its own
// (where there is one), then its solution in the answer's layout, or the line NO_SOLUTION
// (givens in conflict have none too). The validator holds every case to one solution at most.
std::string case_answer(std::size_t k, const Grid& puzzle, SolutionCounter& counter) {
  const std::string prefix = PREFIX[0] == '\0' ? "" : case_prefix(k) + "\n";
  use_box_of(puzzle);
  Grid solution;
  if (counter.count(puzzle, solution, 1) == 0) return prefix + NO_SOLUTION + "\n";
  return prefix + grid_text(solution);
}
