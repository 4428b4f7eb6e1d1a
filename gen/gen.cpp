// SPDX-License-Identifier: MIT
#include "gen/gen.hpp"

#include "common/text/sgt_id.hpp"

#include <cstdio>

#include "common/engine/budget.hpp"
#include "common/judge/classify.hpp"

namespace sudokit {

namespace {
// The sub-seed stream a case of a task other than solve draws its class from ("class").
constexpr std::uint64_t kClassStream = 0x636c617373;

std::string json_report_line(const BatchItem& item, Symmetry symmetry, double seconds_per_node) {
  const GeneratedPuzzle& p = *item.puzzle;
  std::string seconds;
  if (seconds_per_node > 0) {
    char number[32];
    std::snprintf(number, sizeof number, "%.3g", static_cast<double>(item.solve_nodes.value_or(0)) * seconds_per_node);
    seconds = std::string(",\"solve_seconds\":") + (item.solve_nodes ? number : "null");
  }
  return "{\"index\":" + std::to_string(item.index) + ",\"seed\":" + std::to_string(item.seed) +
         ",\"givens\":" + std::to_string(p.givens) + ",\"symmetry\":\"" +
         symmetry_name(symmetry) + "\",\"minimal\":" + (p.minimal ? "true" : "false") +
         ",\"grids\":" + std::to_string(p.attempts) + ",\"checks\":" + std::to_string(p.checks) +
         ",\"solve_nodes\":" +
         (item.solve_nodes ? std::to_string(*item.solve_nodes) : std::string("null")) + seconds + "}\n";
}
}  // namespace

std::string stream_gen(const GenRequest& request, const GenWrite& write) {
  std::string failure;
  const TextFormat& format = *request.format;
  const std::size_t total = request.total;
  // A run of no puzzles (an empty shard) still has its count line, if the format has one.
  if (request.batch.begin == request.batch.end) {
    return write(write_input_part({}, request.batch.begin, total, format, request.alphabet), "", "")
               ? ""
               : failure;
  }
  generate_batch(request.batch, [&](BatchItem& item) {
    if (!item.puzzle) {
      failure = "puzzle " + std::to_string(item.index) + " (seed " + std::to_string(item.seed) +
                "): " + item.why;
      return false;
    }
    if (request.keep) request.keep(*item.puzzle);
    if (request.unproven && item.puzzle->unproven) request.unproven(item.index, item.seed);
    Grid puzzle = item.puzzle->puzzle;
    const Grid& solution = item.puzzle->solution;
    std::string answers;
    if (format.cases_by_class()) {  // a case of a class drawn from the puzzle's own seed
      Rng rng(sub_seed(item.seed, kClassStream));
      const auto& classes = request.classes;
      CaseClass verdict = classes.empty() ? static_cast<CaseClass>(rng.below(4)) : classes[rng.below(classes.size())];
      // A validation of filled grids: the solution, valid or with a cell changed.
      if (format.task == Task::validate && !format.blanks_allowed) puzzle = solution;
      if (auto made = case_of_class(puzzle, solution, verdict, rng)) {
        puzzle = std::move(*made);
      } else {
        verdict = CaseClass::unique;
      }
      if (format.task == Task::count) {  // its solutions, within the statement's bound (else the unique puzzle)
        std::optional<std::uint64_t> solutions = count_solutions(puzzle, format.max_solutions + 1, kDefaultNodeLimit);
        if (!solutions || *solutions > format.max_solutions) {
          puzzle = item.puzzle->puzzle;
          solutions = 1;
        }
        answers = count_answer_part(format, item.index, *solutions);
      } else if (format.task == Task::solve) {  // a solution (the unique puzzle's fits its ambiguous one), or none
        const bool none = verdict == CaseClass::illegal || verdict == CaseClass::impossible;
        const Grid answer = none ? Grid(solution.shape()) : solution;  // (none: a grid of blanks, written as the words)
        answers = write_answers_part(Span<const Grid>(&answer, 1), item.index, format, request.alphabet);
      } else if (format.task == Task::solve_or_none) {  // its one solution, or none (or several, in words)
        const std::optional<Grid> only = verdict == CaseClass::unique ? std::optional<Grid>(solution) : std::nullopt;
        answers = smallest_answer_part(format, request.alphabet, item.index, only, verdict == CaseClass::ambiguous);
      } else if (format.task == Task::smallest) {  // the puzzle's own solution when unique, else searched for
        Smallest smallest = smallest_solution(puzzle, kDefaultNodeLimit);
        if (!smallest.settled) {  // (not within the budget: the unique puzzle, its own solution)
          puzzle = item.puzzle->puzzle;
          smallest.solution = solution;
        }
        answers = smallest_answer_part(format, request.alphabet, item.index, smallest.solution);
      } else {  // a classification's word, or a validation's
        answers = class_answer_part(format, item.index, verdict);
      }
    } else {
      answers = write_answers_part(Span<const Grid>(&solution, 1), item.index, format, request.alphabet);
    }
    std::string input;
    if (request.sgt_ids) {  // a variant's: its rules come with it (common/text/sgt_id.hpp)
      std::string why;
      input = write_sgt_id(puzzle, &why) + "\n";
      if (request.with_solution) input += write_sgt_id(solution, &why) + "\n";
      answers = write_sgt_id(solution, &why) + "\n";
    } else if (request.with_solution && format.layout == Layout::line) {  // puzzle:solution, as in tdoku's lists
      input = write_grid(puzzle, format, request.alphabet);
      input.pop_back();
      input += ":" + write_grid(solution, format, request.alphabet);
    } else if (request.with_solution) {  // each puzzle followed by its solution, as two cases
      const Grid pair[] = {puzzle, solution};
      input = write_input_part(Span<const Grid>(pair, 2), 2 * item.index, 2 * total, format, request.alphabet);
    } else {
      input = write_input_part(Span<const Grid>(&puzzle, 1), item.index, total, format, request.alphabet);
    }
    return write(input, answers, json_report_line(item, request.batch.options.symmetry, request.seconds_per_solve_node));
  });
  return failure;
}

GenRun run_gen(const GenRequest& request) {
  GenRun run;
  run.failure = stream_gen(request, [&run](const std::string& input, const std::string& answers,
                                           const std::string& report) {
    run.puzzles += input;
    run.solutions += answers;
    run.report += report;
    return true;
  });
  if (!run.ok()) run.puzzles = run.solutions = run.report = "";
  return run;
}

}  // namespace sudokit
