// SPDX-License-Identifier: MIT
#include "common/judge/validate.hpp"

#include <optional>

#include "common/judge/classify.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

int validator_exit_code(Dialect dialect, const Validation& validation) {
  const bool valid = validation.valid;
  switch (dialect) {
    case Dialect::plain: return valid ? 0 : validation.undecided ? kExitUnknown : 1;
    case Dialect::testlib: return valid ? 0 : 3;
    case Dialect::kattis: return valid ? 42 : 43;
  }
  return 1;
}

Validation undecided(const std::string& place, const std::string& what, std::uint64_t node_limit) {
  Validation validation;
  validation.message = place + "undecided: " + what + " not proven within " + budget_words(node_limit);
  validation.undecided = true;
  return validation;
}

Validation validate_input(std::string_view text, const TextFormat& profile,
                          const ValidateOptions& options) {
  ReadOptions read;
  read.strict = !options.lenient;
  read.source = options.source;
  const ReadResult result = read_puzzles(text, profile, read);
  if (!result.ok()) return {false, result.error->to_string()};

  const PuzzleSet& set = result.set;
  std::optional<SolutionCounter> solver;
  // The cases of a classification, a validation, or the smallest solution with words for none,
  // are any puzzles (givens in conflict among them); a count's have at most max_solutions, and
  // those of one solution or none (solve_or_none) at most 1.
  const bool bounded = profile.max_solutions > 0;
  const bool any_puzzle = !bounded && profile.promise == Promise::nothing;
  for (std::size_t i = 0; i < set.puzzles.size() && !any_puzzle; ++i) {
    if (bounded) {  // any puzzle of at most max_solutions solutions
      const std::string place = options.source + ":" + std::to_string(set.first_lines[i]) + ":1: puzzle " +
                                std::to_string(i + 1) + ": ";
      const std::string most = "at most " + std::to_string(profile.max_solutions) +
                               (profile.max_solutions == 1 ? " solution" : " solutions");
      const auto solutions = count_solutions(set.puzzles[i], profile.max_solutions + 1, options.node_limit);
      if (!solutions) return undecided(place, most, options.node_limit);
      if (*solutions > profile.max_solutions) return {false, place + "expected " + most + ", found more"};
      continue;
    }
    if (i == 0 || set.puzzles[i].shape() != set.puzzles[i - 1].shape()) {  // (a box per case)
      solver.emplace(set.puzzles[i].shape(), options.counter);
      solver->set_node_limit(options.node_limit);
    }
    const std::string puzzle = ": puzzle " + std::to_string(i + 1) + ": ";
    const std::string place = options.source + ":" + std::to_string(set.first_lines[i]) + ":1" + puzzle;
    if (const auto conflict = find_conflict(set.puzzles[i])) {  // at the second of the two
      const auto [line, column] =
          cell_position(text, profile.layout, set.puzzles[i].shape(), set.first_lines[i], conflict->second_cell);
      return {false, options.source + ":" + std::to_string(line) + ":" + std::to_string(column) + puzzle +
                         "givens conflict: " + conflict->describe(set.puzzles[i].geometry(), set.alphabet)};
    }
    if (profile.promise == Promise::nothing) continue;
    const SolveResult solved = solver->solve(set.puzzles[i], profile.promise == Promise::unique ? 2 : 1, 0);
    const std::string promised =
        profile.promise == Promise::unique ? "exactly one solution" : "a solution";
    if (solved.verdict == Verdict::none) {
      return {false, place + "expected " + promised + ", found none"};
    }
    if (profile.promise == Promise::unique && solved.verdict == Verdict::multiple) {
      return {false, place + "expected " + promised + ", found at least two"};
    }
    // "unknown": the limit of 1 was reached (solvable: decided), or the node budget ran out.
    const bool found_enough = profile.promise == Promise::solvable && solved.solutions >= 1;
    if (solved.verdict == Verdict::unknown && !found_enough) {
      return undecided(place, promised, options.node_limit);
    }
  }
  return {true, options.source + ": valid " + profile.name + " input, " +
                    std::to_string(set.puzzles.size()) + " case" +
                    (set.puzzles.size() == 1 ? "" : "s")};
}

}  // namespace sudokit
