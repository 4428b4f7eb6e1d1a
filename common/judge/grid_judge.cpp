// SPDX-License-Identifier: MIT
#include "common/judge/grid_judge.hpp"

#include <algorithm>
#include <cctype>

#include "common/engine/budget.hpp"
#include "common/judge/classify.hpp"
#include "common/judge/test_model.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

Validation GridJudge::validate(std::string_view input, const ValidateOptions& options) const {
  return validate_input(input, profile_, options);
}

namespace {

// A text's lines without their line ends and trailing blanks, and without the empty lines at
// its end: how a classification's answers are compared.
std::vector<std::string> answer_lines(std::string_view text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.remove_suffix(1);
    lines.emplace_back(line);
    start = end + 1;
  }
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

std::string shown(const std::string& line) {
  std::string out;
  for (char c : line.substr(0, 40)) out += static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f ? '?' : c;
  return "'" + out + (line.size() > 40 ? "...'" : "'");
}

// The first line where `output` differs from `expected`, as a message; "" when none.
std::string first_difference(const std::vector<std::string>& output, const std::vector<std::string>& expected) {
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (i == output.size()) return "line " + std::to_string(i + 1) + ": expected " + shown(expected[i]) + ", found the end";
    if (output[i] != expected[i]) {
      return "line " + std::to_string(i + 1) + ": expected " + shown(expected[i]) + ", found " + shown(output[i]);
    }
  }
  if (output.size() > expected.size()) {
    return "line " + std::to_string(expected.size() + 1) + ": expected the end, found " + shown(output[expected.size()]);
  }
  return "";
}

}  // namespace

CheckResult GridJudge::check(std::string_view input, std::string_view output, std::string_view answer,
                             std::uint64_t node_limit) const {
  if (profile_.task == Task::solve) return check_output(input, output, answer, profile_);
  // The other tasks: the jury's lines held to the reference's where its searches settle, then
  // the output's to the jury's, line by line.
  ReadOptions lenient;
  lenient.source = "input";
  const ReadResult read = read_puzzles(input, profile_, lenient);
  if (!read.ok()) return {CheckVerdict::fail, "the input: " + read.error->to_string()};
  const std::vector<std::string> jury = answer_lines(answer);
  std::string why;
  const auto reference = line_answers(read.set, node_limit, &why);
  const bool unverified = !reference;  // a search ran out: the jury's answer stands
  if (reference) {
    const std::string wrong = first_difference(jury, answer_lines(reference->text));
    if (!wrong.empty()) return {CheckVerdict::fail, "the jury's answer: " + wrong};
  }
  const std::string wrong = first_difference(answer_lines(output), jury);
  CheckResult result = wrong.empty() ? CheckResult{CheckVerdict::accepted, std::to_string(jury.size()) + " lines, all correct"}
                                     : CheckResult{CheckVerdict::wrong_answer, wrong};
  result.unverified = unverified;
  return result;
}

CheckResult GridJudge::check_answer(std::string_view input, std::string_view answer,
                                    std::uint64_t node_limit) const {
  std::string why;
  const auto reference = this->answer(input, /*strict=*/false, node_limit, &why);
  if (!reference) return CheckResult{CheckVerdict::accepted, ""};  // the validator says why
  if (profile_.task != Task::solve) {
    const std::string wrong = first_difference(answer_lines(answer), answer_lines(reference->text));
    return wrong.empty() ? CheckResult{CheckVerdict::accepted, ""} : CheckResult{CheckVerdict::wrong_answer, wrong};
  }
  return check_output(input, answer, reference->text, profile_);
}

std::vector<std::string> GridJudge::host_parts(HostRole role) const {
  std::vector<std::string> parts = {"case_prefix.cpp", "grid_text.cpp"};
  if (profile_.walls) parts.push_back("walls_text.cpp");  // (each case's regions from its walls)
  if (!profile_.variant.classic()) parts.push_back("variant_houses.cpp");  // (X's diagonals, windoku's windows)
  const auto add = [&parts](std::initializer_list<const char*> more) {
    parts.insert(parts.end(), more.begin(), more.end());
    return parts;
  };
  if (profile_.task == Task::solve) {
    switch (role) {
      case HostRole::validator: return add({"grid_search.cpp", "grid_validator.cpp"});
      case HostRole::checker:  // (words for no solution: the jury's held to a search)
        return profile_.no_solution.empty() ? add({"checker_output.cpp", "grid_error.cpp", "grid_checker.cpp"})
                                            : add({"grid_search.cpp", "checker_output.cpp", "grid_error.cpp",
                                                   "grid_or_none_checker.cpp"});
      case HostRole::solution: return add({"grid_search.cpp", "solution_input.cpp", "grid_solution.cpp"});
    }
  }
  const char* text = profile_.task == Task::classify        ? "classify_text.cpp"  // a case's answer
                     : profile_.task == Task::smallest      ? "smallest_text.cpp"
                     : profile_.task == Task::solve_or_none ? "solve_or_none_text.cpp"
                     : profile_.task == Task::validate      ? "validate_text.cpp"
                                                            : "count_text.cpp";
  parts.push_back("grid_search.cpp");
  switch (role) {
    case HostRole::validator:  // (solve_or_none: at most one solution, a count's bound of 1)
      return add({profile_.max_solutions > 0 ? "count_validator.cpp" : "grid_validator.cpp"});
    case HostRole::checker:
      parts.push_back(text);
      return add({"checker_output.cpp", "case_checker.cpp"});
    case HostRole::solution:
      parts.push_back(text);
      return add({"solution_input.cpp", "case_solution.cpp"});
  }
  return parts;
}

std::unique_ptr<TestModel> GridJudge::model_test(std::string_view input, std::string_view answer,
                                                 std::uint64_t node_limit, std::string* why) const {
  const std::optional<PuzzleSet> read = read_test_grids(input, profile_, why);
  if (!read) return nullptr;
  const PuzzleSet& set = *read;
  std::vector<Grid> solutions;
  ReadOptions lenient;
  lenient.shape = set.shape;
  lenient.alphabet = set.alphabet;
  if (profile_.box_per_case()) {
    for (const Grid& puzzle : set.puzzles) lenient.case_shapes.push_back(puzzle.shape());
  }
  const ReadResult answers = read_puzzles(answer, answer_format(profile_), lenient);
  if (answers.ok() && answers.set.puzzles.size() == set.puzzles.size()) {
    solutions = answers.set.puzzles;
  } else {  // the answer is not grids: solve each case
    for (const Grid& puzzle : set.puzzles) {
      SolutionCounter counter(puzzle.shape());  // (a box per case: each its own)
      counter.set_node_limit(node_limit);
      if (find_conflict(puzzle) || counter.count(puzzle, 1).solutions == 0) {
        if (profile_.task == Task::solve) {
          *why = "a case has no solution to fill its blanks from";
          return nullptr;
        }
        solutions.push_back(puzzle);  // an illegal or impossible case (not a solve task): no parts
        continue;
      }
      solutions.push_back(counter.solution(0));
    }
  }
  return std::make_unique<BlanksModel>(profile_, set.alphabet, set.puzzles, std::move(solutions));
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
  if (profile_.task != Task::solve) return line_answers(read.set, node_limit, why);
  std::optional<SolutionCounter> solver;
  JudgeAnswer answer;
  answer.nodes = 0;
  answer.all_unique = true;
  std::vector<Grid> solutions;
  for (std::size_t i = 0; i < read.set.puzzles.size(); ++i) {
    const Grid& puzzle = read.set.puzzles[i];
    if (i == 0 || puzzle.shape() != read.set.puzzles[i - 1].shape()) {  // (a box per case)
      solver.emplace(puzzle.shape());
      solver->set_node_limit(node_limit);
    }
    const bool words_for_none = !profile_.no_solution.empty();  // (any solution, or the words)
    const bool conflict = words_for_none && find_conflict(puzzle);
    SolveResult result;
    if (!conflict) {
      result = solver->solve(puzzle, 2, 1);
      *answer.nodes += result.effort.nodes;
    }
    if (conflict || (words_for_none && result.verdict == Verdict::none)) {  // a grid of blanks stands for none
      *answer.all_unique = false;
      solutions.emplace_back(puzzle.shape());
      continue;
    }
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

std::optional<JudgeAnswer> GridJudge::line_answers(const PuzzleSet& set, std::uint64_t node_limit,
                                                   std::string* why) const {
  JudgeAnswer answer;
  answer.nodes = 0;
  for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
    const auto unsettled = [&] {
      *why = "puzzle " + std::to_string(i + 1) + ": unknown: not settled within " + budget_words(node_limit);
      return std::nullopt;
    };
    if (profile_.task == Task::smallest) {
      const Smallest smallest = smallest_solution(set.puzzles[i], node_limit);
      *answer.nodes += smallest.nodes;
      if (!smallest.settled) return unsettled();
      if (!smallest.solution && profile_.no_solution.empty()) {  // (the validator says so first)
        *why = "puzzle " + std::to_string(i + 1) + ": no solution";
        return std::nullopt;
      }
      answer.text += smallest_answer_part(profile_, set.alphabet, i, smallest.solution);
      continue;
    }
    if (profile_.task == Task::solve_or_none) {  // the one solution, or none
      std::uint64_t nodes = 0;
      Grid solution;
      const auto verdict = classify_puzzle(set.puzzles[i], node_limit, &nodes, &solution);
      *answer.nodes += nodes;
      if (!verdict) return unsettled();
      const bool several = verdict == CaseClass::ambiguous;
      if (several && profile_.multiple_solutions.empty()) {  // (the validator says so first)
        *why = "puzzle " + std::to_string(i + 1) + ": more than one solution";
        return std::nullopt;
      }
      const bool unique = verdict == CaseClass::unique;
      answer.text += smallest_answer_part(profile_, set.alphabet, i, unique ? std::optional<Grid>(solution) : std::nullopt,
                                          several);
      continue;
    }
    if (profile_.task == Task::count) {  // (more than the bound: the validator says so first)
      std::uint64_t nodes = 0;
      const auto solutions = count_solutions(set.puzzles[i], profile_.max_solutions + 1, node_limit, &nodes);
      *answer.nodes += nodes;
      if (!solutions) return unsettled();
      if (*solutions > profile_.max_solutions) {
        *why = "puzzle " + std::to_string(i + 1) + ": more than " + std::to_string(profile_.max_solutions) + " solutions";
        return std::nullopt;
      }
      answer.text += count_answer_part(profile_, i, *solutions);
      continue;
    }
    if (profile_.task == Task::validate) {  // a house that repeats a digit, or none
      const CaseClass verdict = find_conflict(set.puzzles[i]) ? CaseClass::illegal : CaseClass::unique;
      answer.text += class_answer_part(profile_, i, verdict);
      continue;
    }
    std::uint64_t nodes = 0;
    const auto verdict = classify_puzzle(set.puzzles[i], node_limit, &nodes);
    *answer.nodes += nodes;
    if (!verdict) return unsettled();
    answer.text += class_answer_part(profile_, i, *verdict);
  }
  answer.cases = set.puzzles.size();
  return answer;
}

std::string GridJudge::compare_flags() const {
  if (profile_.task != Task::solve) return "case_sensitive";  // the problem's own words
  const bool letters = std::any_of(profile_.alphabet.begin(), profile_.alphabet.end(),
                                   [](char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; });
  // Spacing is not compared: the usual accepted programs of these problems print trailing
  // spaces (Luogu P1784's published solution does) or no empty line at the end, and their
  // judges accept them.
  return letters ? "case_sensitive" : "";
}

}  // namespace sudokit
