// SPDX-License-Identifier: MIT
#include "common/judge/classify.hpp"

#include <vector>

#include "common/engine/budget.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

std::optional<CaseClass> classify_puzzle(const Grid& puzzle, std::uint64_t node_limit, std::uint64_t* nodes) {
  if (find_conflict(puzzle)) return CaseClass::illegal;
  SolutionCounter counter(puzzle.shape());
  counter.set_node_limit(node_limit);
  const SolveResult result = counter.solve(puzzle, 2, 0);
  if (nodes != nullptr) *nodes = result.effort.nodes;
  switch (result.verdict) {
    case Verdict::none: return CaseClass::impossible;
    case Verdict::unique: return CaseClass::unique;
    case Verdict::multiple: return CaseClass::ambiguous;
    default: return std::nullopt;
  }
}

std::string class_line(const TextFormat& format, std::size_t k, CaseClass verdict) {
  std::string prefix = format.case_prefix;
  const std::string number = std::to_string(k);
  for (std::size_t at = prefix.find("{k}"); at != std::string::npos; at = prefix.find("{k}", at + number.size())) {
    prefix.replace(at, 3, number);
  }
  return prefix + format.class_words[static_cast<std::size_t>(verdict)];
}

std::string class_answer_part(const TextFormat& format, std::size_t index, CaseClass verdict) {
  std::string part = index > 0 && format.output_separator == Separator::between ? "\n" : "";
  part += class_line(format, index + 1, verdict) + "\n";
  if (format.output_separator == Separator::after_each) part += '\n';
  return part;
}

std::optional<Grid> case_of_class(const Grid& puzzle, const Grid& solution, CaseClass wanted, Rng& rng) {
  const int n = puzzle.size();
  std::vector<int> givens, blanks;
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) (puzzle.at(cell) != 0 ? givens : blanks).push_back(cell);
  rng.shuffle(givens);
  rng.shuffle(blanks);
  switch (wanted) {
    case CaseClass::unique:
      return puzzle;
    case CaseClass::illegal:
      for (int cell : blanks) {  // a given of the blank's row, copied into it
        for (int given : givens) {
          if (given / n != cell / n) continue;
          Grid clash = puzzle;
          clash.set(cell, puzzle.at(given));
          return clash;
        }
      }
      return std::nullopt;
    case CaseClass::impossible:
      for (int cell : blanks) {
        for (int digit = 1; digit <= n; ++digit) {
          if (digit == solution.at(cell)) continue;
          Grid wrong = puzzle;
          wrong.set(cell, digit);
          if (!find_conflict(wrong) && classify_puzzle(wrong, kDefaultNodeLimit) == CaseClass::impossible) return wrong;
        }
      }
      return std::nullopt;
    case CaseClass::ambiguous: {
      Grid fewer = puzzle;
      for (int cell : givens) {
        fewer.set(cell, 0);
        if (classify_puzzle(fewer, kDefaultNodeLimit) == CaseClass::ambiguous) return fewer;
      }
      return std::nullopt;
    }
  }
  return std::nullopt;
}

}  // namespace sudokit
