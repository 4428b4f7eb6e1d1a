// SPDX-License-Identifier: MIT
#include "solve/solve.hpp"

#include <chrono>
#include <cstdio>
#include <algorithm>
#include <map>

#include "common/sudoku/sudoku_solver.hpp"
#include "solve/counting.hpp"

namespace sudokit {

namespace {

std::string count_text(const SolveResult& result) {
  if (result.verdict == Verdict::invalid) return "invalid";
  if (result.exact) return std::to_string(result.solutions);
  if (result.verdict == Verdict::unknown && result.solutions == 0) return "unknown";
  return std::to_string(result.solutions) + "+";  // at least this many
}

}  // namespace

int SolveReport::exit_status() const {
  SolveTally tally;
  tally.add(*this);
  return error.empty() ? tally.exit_status() : 1;
}

SolveReport run_solve(const std::vector<PuzzleFile>& inputs, const TextFormat& input_format,
                      const SolveOptions& options) {
  SolveReport report;
  const TextFormat& output = options.output ? *options.output : input_format;
  if (!options.count && output.answer != Answer::grid) {
    report.error = "the " + output.name + " answer is not a grid (its reference solver: --profile " +
                   output.name + ")";
    return report;
  }
  for (const PuzzleFile& input : inputs) {
    if (output.shape && !(*output.shape == input.set.shape)) {
      report.error = input.source + ": output format " + output.name + " is for " +
                     output.shape->name() + " boxes; the input has " + input.set.shape.name() +
                     " boxes";
      return report;
    }
  }

  std::map<std::pair<int, int>, PolicyCounter> solvers;
  const auto started = std::chrono::steady_clock::now();
  for (const PuzzleFile& input : inputs) {
    const Shape shape = input.set.shape;
    PolicyCounter& solver =
        solvers.try_emplace({shape.box_rows, shape.box_cols}, shape,
                            CountPolicy{options.counter, options.clauses, options.node_limit}).first->second;
    SolvedFile solved;
    solved.alphabet = format_alphabet(output, shape);
    if (!options.output_alphabet.empty() && output.alphabet.empty()) {
      solved.alphabet = resolve_alphabet(options.output_alphabet, shape.size(), &report.error);
      if (solved.alphabet.empty()) {
        report.files.clear();
        return report;
      }
    }
    for (std::size_t i = 0; i < input.set.puzzles.size(); ++i) {
      SolvedPuzzle p;
      p.place = puzzle_place(input, i);
      p.unreadable = unreadable_reason(input, i);
      if (!p.unreadable.empty()) {
        solved.puzzles.push_back(std::move(p));
        continue;
      }
      p.result = solver.solve(input.set.puzzles[i], options.count ? options.limit : 2, 1);
      if (p.result.verdict == Verdict::invalid) {
        p.conflict = p.result.conflict->describe(input.set.puzzles[i].geometry(), input.set.alphabet);
      }
      solved.puzzles.push_back(std::move(p));
    }
    report.files.push_back(std::move(solved));
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return report;
}

void SolveTally::add(const SolveReport& report) {
  for (const SolvedFile& file : report.files) {
    for (const SolvedPuzzle& p : file.puzzles) {
      ++puzzles;
      if (!p.unreadable.empty()) {
        ++unreadable;
        continue;
      }
      ++verdicts[static_cast<int>(p.result.verdict)];
      nodes += p.result.effort.nodes;
      unsolved += p.result.found.empty();
    }
  }
  seconds += report.seconds;
}

int SolveTally::exit_status() const {
  if (unreadable > 0) return 1;
  if (unsolved == 0) return 0;
  return verdicts[static_cast<int>(Verdict::none)] + verdicts[static_cast<int>(Verdict::invalid)] > 0 ? 1 : kExitUnknown;
}

std::string SolveTally::summary_line() const {
  const auto count = [this](Verdict verdict) { return verdicts[static_cast<int>(verdict)]; };
  char line[256];
  std::snprintf(line, sizeof line,
                "sudokit-solve: %zu puzzle%s (%zu unique, %zu multiple, %zu none, %zu invalid, "
                "%zu unknown%s) in %.3f s, %.0f puzzles/s, %.1f nodes/puzzle\n",
                puzzles, puzzles == 1 ? "" : "s", count(Verdict::unique), count(Verdict::multiple),
                count(Verdict::none), count(Verdict::invalid), count(Verdict::unknown),
                unreadable > 0 ? (", " + std::to_string(unreadable) + " unreadable").c_str() : "", seconds,
                seconds > 0 ? static_cast<double>(puzzles) / seconds : 0.0,
                puzzles ? static_cast<double>(nodes) / static_cast<double>(puzzles) : 0.0);
  return line;
}

void render_solve(const SolveReport& report, const TextFormat& input_format,
                  const SolveOptions& options, std::string* out, std::string* err) {
  render_solve_part(report, input_format, options, 0, out, err);
  if (options.stats) {
    SolveTally tally;
    tally.add(report);
    *err += tally.summary_line();
  }
}

void render_solve_part(const SolveReport& report, const TextFormat& input_format,
                       const SolveOptions& options, std::size_t first_answer, std::string* out,
                       std::string* err) {
  const TextFormat& output = options.output ? *options.output : input_format;
  for (const SolvedFile& file : report.files) {
    std::vector<Grid> answers;
    for (const SolvedPuzzle& p : file.puzzles) {
      if (!p.unreadable.empty()) {  // no answer: reported, as a puzzle with no solution is
        if (options.count) *out += "unreadable\n";
        *err += p.place + ": unreadable: " + p.unreadable + "\n";
        continue;
      }
      const SolveResult& result = p.result;
      if (options.count) {
        *out += count_text(result) + "\n";
      } else if (!result.found.empty()) {
        answers.push_back(result.found.front());
      }
      // --limit K stopping the count is the count's "K+", not a node limit.
      const bool limit_reached = options.count && options.limit > 0 && result.solutions >= options.limit;
      switch (result.verdict) {
        case Verdict::invalid: *err += p.place + ": invalid: " + p.conflict + "\n"; break;
        case Verdict::none: *err += p.place + ": no solution\n"; break;
        case Verdict::multiple:
          if (!options.count) *err += p.place + ": warning: more than one solution; printed the first\n";
          break;
        case Verdict::unknown:
          if (limit_reached) break;
          *err += p.place + (result.found.empty() ? ": unknown: no solution found within "
                                                  : ": warning: uniqueness unknown: no second solution ruled out within ") +
                  budget_words(options.node_limit) + "\n";
          break;
        case Verdict::unique: break;
      }
      if (options.stats) {
        *err += p.place + ": " + verdict_name(result.verdict) + ", nodes " +
                std::to_string(result.effort.nodes) + ", updates " +
                std::to_string(result.effort.updates) + "\n";
      }
    }
    if (!options.count) *out += write_answers_part(answers, first_answer, output, file.alphabet);
  }
}

}  // namespace sudokit
