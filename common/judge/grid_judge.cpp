// SPDX-License-Identifier: MIT
#include "common/judge/grid_judge.hpp"

#include <algorithm>
#include <cctype>

#include "common/engine/budget.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

Validation GridJudge::validate(std::string_view input, const ValidateOptions& options) const {
  return validate_input(input, profile_, options);
}

CheckResult GridJudge::check(std::string_view input, std::string_view output, std::string_view answer,
                             std::uint64_t /*node_limit*/) const {
  return check_output(input, output, answer, profile_);
}

CheckResult GridJudge::check_answer(std::string_view input, std::string_view answer,
                                    std::uint64_t node_limit) const {
  std::string why;
  const auto reference = this->answer(input, /*strict=*/false, node_limit, &why);
  if (!reference) return CheckResult{CheckVerdict::accepted, ""};  // the validator says why
  return check_output(input, answer, reference->text, profile_);
}

std::optional<JudgeAnswer> GridJudge::answer(std::string_view input, bool strict,
                                             std::uint64_t node_limit, std::string* why) const {
  ReadOptions options;
  options.source = "input";
  options.strict = strict;
  const ReadResult read = read_puzzles(input, profile_, options);
  if (!read.ok()) {
    *why = read.error->to_string();
    return std::nullopt;
  }
  SolutionCounter solver(read.set.shape);
  solver.set_node_limit(node_limit);
  JudgeAnswer answer;
  answer.nodes = 0;
  answer.all_unique = true;
  std::vector<Grid> solutions;
  for (std::size_t i = 0; i < read.set.puzzles.size(); ++i) {
    const Grid& puzzle = read.set.puzzles[i];
    SolveResult result = solver.solve(puzzle, 2, 1);
    *answer.nodes += result.effort.nodes;
    if (result.found.empty()) {
      *why = "puzzle " + std::to_string(i + 1) + ": " + verdict_name(result.verdict);
      if (result.verdict == Verdict::unknown) *why += ": not settled within " + budget_words(node_limit);
      return std::nullopt;
    }
    *answer.all_unique = *answer.all_unique && result.verdict == Verdict::unique;
    const int givens = puzzle.givens();
    answer.givens = answer.givens ? std::pair{std::min(answer.givens->first, givens),
                                              std::max(answer.givens->second, givens)}
                                  : std::pair{givens, givens};
    solutions.push_back(std::move(result.found.front()));
  }
  answer.cases = solutions.size();
  answer.text = write_answers(solutions, profile_, read.set.alphabet);
  return answer;
}

std::string GridJudge::compare_flags() const {
  const bool letters = std::any_of(profile_.alphabet.begin(), profile_.alphabet.end(),
                                   [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
  // Spacing is not compared: the usual accepted programs of these problems print trailing
  // spaces (Luogu P1784's published solution does) or no empty line at the end, and their
  // judges accept them.
  return letters ? "case_sensitive" : "";
}

}  // namespace sudokit
