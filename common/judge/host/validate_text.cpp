// SPDX-License-Identifier: MIT
// ---- A validation's answer: a line, case k's PREFIX ("{k}" replaced by k), then INVALID when a
// row, column or box of its grid holds a digit twice, else VALID. (No search: the
// SolutionCounter is the shared checker's and solution's, and not needed here.)
std::string case_answer(std::size_t k, const Grid& grid, SolutionCounter& /*counter*/) {
  const std::string prefix = case_prefix(k);
  return prefix + (conflict(grid).empty() ? VALID : INVALID) + "\n";
}
