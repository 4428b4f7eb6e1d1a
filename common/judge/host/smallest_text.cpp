// SPDX-License-Identifier: MIT
// ---- The answer of the smallest solution: case k's lexicographically smallest solution (rows
// first), in the answer's layout, or the line NO_SOLUTION, after case k's PREFIX on a line of
// its own (where there is one). Each blank in turn, from the first, takes the smallest digit
// that leaves the puzzle solvable; the solution found last is a witness: where it holds the
// digit about to be tried, that digit works without a search.
std::string case_answer(std::size_t k, const Grid& puzzle, SolutionCounter& counter) {
  const std::string prefix = PREFIX[0] == '\0' ? "" : case_prefix(k) + "\n";
  Grid best = puzzle, found;
  if (counter.count(best, found) == 0) return prefix + NO_SOLUTION + "\n";  // (givens in conflict too)
  for (int cell = 0; cell < N * N; ++cell) {
    if (best[cell] != 0) continue;
    for (int digit = 1; digit <= N; ++digit) {
      best[cell] = digit;
      if (digit == found[cell]) break;
      Grid witness;
      if (counter.count(best, witness) > 0) {  // (a digit that clashes leaves no solution)
        found = witness;
        break;
      }
    }
  }
  return prefix + grid_text(best);
}
