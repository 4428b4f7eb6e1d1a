// SPDX-License-Identifier: MIT
#include "common/judge/check.hpp"

#include "common/engine/budget.hpp"
#include "common/judge/classify.hpp"

namespace sudokit {

const char* check_verdict_name(CheckVerdict verdict) {
  switch (verdict) {
    case CheckVerdict::accepted: return "ok";
    case CheckVerdict::wrong_answer: return "wrong answer";
    case CheckVerdict::presentation_error: return "presentation error";
    case CheckVerdict::fail: return "fail";
  }
  return "fail";
}

int checker_exit_code(Dialect dialect, CheckVerdict verdict) {
  if (dialect == Dialect::kattis) {
    if (verdict == CheckVerdict::accepted) return 42;
    return verdict == CheckVerdict::fail ? 1 : 43;
  }
  switch (verdict) {
    case CheckVerdict::accepted: return 0;
    case CheckVerdict::wrong_answer: return 1;
    case CheckVerdict::presentation_error: return 2;
    case CheckVerdict::fail: return 3;
  }
  return 3;
}

namespace {

// The first way `grid` fails to solve `puzzle`, or "" if it solves it.
std::string first_error(const Grid& grid, const Grid& puzzle, const std::string& alphabet) {
  const Shape& shape = puzzle.shape();
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (puzzle.at(cell) != 0 && grid.at(cell) != puzzle.at(cell)) {
      const auto symbol = [&](int digit) {
        return alphabet.empty() ? std::to_string(digit)
                                : std::string(1, alphabet[static_cast<std::size_t>(digit - 1)]);
      };
      return cell_name(shape, cell) + " is given as " + symbol(puzzle.at(cell)) + ", found " +
             symbol(grid.at(cell));
    }
  }
  // Held to the puzzle's rules (its regions, diagonals, cages), whatever the answer was read as.
  Grid solved(puzzle.geometry_ptr());
  for (int cell = 0; cell < shape.cells(); ++cell) solved.set(cell, grid.at(cell));
  if (const auto conflict = find_conflict(solved)) return conflict->describe(solved.geometry(), alphabet);
  return "";
}

}  // namespace

CheckResult check_output(std::string_view input, std::string_view output,
                         std::string_view answer, const TextFormat& profile) {
  ReadOptions lenient;
  lenient.source = "input";
  const ReadResult puzzles = read_puzzles(input, profile, lenient);
  if (!puzzles.ok()) return {CheckVerdict::fail, "the input: " + puzzles.error->to_string()};
  const std::vector<Grid>& cases = puzzles.set.puzzles;
  const std::string& alphabet = puzzles.set.alphabet;
  const TextFormat answers = answer_format(profile);

  if (profile.box_per_case()) {  // each answer's grid at its case's size
    for (const Grid& puzzle : cases) lenient.case_shapes.push_back(puzzle.shape());
  }
  lenient.source = "jury answer";
  const ReadResult jury = read_puzzles(answer, answers, lenient);
  if (!jury.ok()) return {CheckVerdict::fail, jury.error->to_string()};
  if (jury.set.puzzles.size() != cases.size()) {
    return {CheckVerdict::fail, "jury answer: " + std::to_string(jury.set.puzzles.size()) +
                                    " grids for " + std::to_string(cases.size()) + " cases"};
  }
  // The words for no solution (read as a grid of blanks): the jury's held to a search.
  const auto none = [&](const Grid& grid) { return answers.none_lines && grid.givens() == 0; };
  bool unverified = false;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    if (none(jury.set.puzzles[i])) {
      const auto verdict = classify_puzzle(cases[i], kDefaultNodeLimit);
      if (verdict == CaseClass::unique || verdict == CaseClass::ambiguous) {
        return {CheckVerdict::fail, "jury answer: puzzle " + std::to_string(i + 1) + ": says '" + profile.no_solution +
                                        "', but the puzzle has a solution"};
      }
      unverified = unverified || !verdict;
      continue;
    }
    const std::string error = first_error(jury.set.puzzles[i], cases[i], alphabet);
    if (!error.empty()) {
      return {CheckVerdict::fail, "jury answer: puzzle " + std::to_string(i + 1) + ": " + error};
    }
  }

  ReadOptions structured;
  structured.strict_separators = true;
  structured.source = "output";
  structured.case_shapes = lenient.case_shapes;
  const ReadResult given = read_puzzles(output, answers, structured);
  if (!given.ok()) {
    // No grid at all is a wrong answer (too few are, below); anything else unreadable is a
    // presentation error.
    const ParseError& e = *given.error;
    return {e.kind == ParseError::Kind::empty ? CheckVerdict::wrong_answer : CheckVerdict::presentation_error,
            e.to_string()};
  }
  if (given.set.puzzles.size() != cases.size()) {
    return {given.set.puzzles.size() < cases.size() ? CheckVerdict::wrong_answer
                                                    : CheckVerdict::presentation_error,
            "output: expected " + std::to_string(cases.size()) + " grids, found " +
                std::to_string(given.set.puzzles.size())};
  }
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const std::string where = "output:" + std::to_string(given.set.first_lines[i]) + ": puzzle " + std::to_string(i + 1) + ": ";
    if (none(jury.set.puzzles[i]) || none(given.set.puzzles[i])) {
      if (none(jury.set.puzzles[i]) == none(given.set.puzzles[i])) continue;
      return {CheckVerdict::wrong_answer,
              where + (none(given.set.puzzles[i]) ? "found '" + profile.no_solution + "', but the puzzle has a solution"
                                                  : "expected '" + profile.no_solution + "', found a grid")};
    }
    const std::string error = first_error(given.set.puzzles[i], cases[i], alphabet);
    if (!error.empty()) return {CheckVerdict::wrong_answer, where + error};
  }
  CheckResult result{CheckVerdict::accepted, std::to_string(cases.size()) + (answers.none_lines ? " case" : " grid") +
                                                 (cases.size() == 1 ? "" : "s") + ", all correct"};
  result.unverified = unverified;
  return result;
}

}  // namespace sudokit
