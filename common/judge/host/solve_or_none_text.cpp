// SPDX-License-Identifier: MIT
// ---- The answer of a puzzle of one solution or none: case k's PREFIX on a line of its own
// (where there is one), then its solution in the answer's layout, or the line NO_SOLUTION
// (givens in conflict have none too), or, where the problem has words for several, the line
// MULTIPLE (else the validator holds every case to one solution at most).
std::string case_answer(std::size_t k, const Grid& puzzle, SolutionCounter& counter) {
  const std::string prefix = PREFIX[0] == '\0' ? "" : case_prefix(k) + "\n";
  Grid solution;
  const long solutions = counter.count(puzzle, solution, MULTIPLE[0] == '\0' ? 1 : 2);
  if (solutions == 0) return prefix + NO_SOLUTION + "\n";
  if (solutions > 1) return prefix + MULTIPLE + "\n";
  return prefix + grid_text(solution);
}
