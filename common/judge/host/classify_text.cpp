// SPDX-License-Identifier: MIT
// ---- A classification's answer: a line, case k's PREFIX ("{k}" replaced by k), then the word
// of its puzzle's class: ILLEGAL (two equal givens in a house), IMPOSSIBLE, UNIQUE_WORD, AMBIGUOUS.
std::string case_answer(std::size_t k, const Grid& puzzle, SolutionCounter& counter) {
  const std::string prefix = case_prefix(k);
  if (!conflict(puzzle).empty()) return prefix + ILLEGAL + "\n";
  Grid first;
  const long solutions = counter.count(puzzle, first);
  return prefix + (solutions == 0 ? IMPOSSIBLE : solutions == 1 ? UNIQUE_WORD : AMBIGUOUS) + "\n";
}
