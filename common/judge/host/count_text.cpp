// SPDX-License-Identifier: MIT
// ---- A count's answer: a line, case k's PREFIX ("{k}" replaced by k), then the number of its
// puzzle's solutions (0 when its givens conflict), counted to MAX_SOLUTIONS + 1 at most.
std::string case_answer(std::size_t k, const Grid& puzzle, SolutionCounter& counter) {
  const std::string prefix = case_prefix(k);
  Grid first;
  const long solutions = counter.count(puzzle, first, MAX_SOLUTIONS + 1);  // (givens in conflict: 0)
  return prefix + std::to_string(solutions) + "\n";
}
