#include "solve/solve.hpp"

#include <chrono>
#include <cstdio>
#include <algorithm>
#include <map>

#include "common/sudoku/sudoku_solver.hpp"

namespace sudokit {

namespace {

std::string count_text(const SolveResult& result) {
  if (result.verdict == Verdict::invalid) return "invalid";
  if (result.exact) return std::to_string(result.solutions);
  if (result.verdict == Verdict::unknown && result.solutions == 0) return "unknown";
  return std::to_string(result.solutions) + "+";  // at least this many
}

}  // namespace

bool SolveReport::all_solved() const {
  for (const SolvedFile& file : files) {
    for (const SolvedPuzzle& p : file.puzzles) {
      if (p.result.found.empty()) return false;
    }
  }
  return error.empty();
}

int SolveReport::exit_status() const {
  if (all_solved()) return 0;
  for (const SolvedFile& file : files) {
    for (const SolvedPuzzle& p : file.puzzles) {
      if (p.result.verdict == Verdict::none || p.result.verdict == Verdict::invalid) return 1;
    }
  }
  return kExitUnknown;
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

  std::map<std::pair<int, int>, SolutionCounter> solvers;
  const auto started = std::chrono::steady_clock::now();
  for (const PuzzleFile& input : inputs) {
    const Shape shape = input.set.shape;
    if (!counter_supports(options.counter, shape)) {
      report.error = input.source + ": --counter " + counter_name(options.counter) +
                     " counts boxes up to 4x4; the input has " + shape.name() + " boxes";
      report.files.clear();
      return report;
    }
    auto [it, inserted] = solvers.try_emplace({shape.box_rows, shape.box_cols}, shape, options.counter);
    SolutionCounter& solver = it->second;
    solver.set_node_limit(options.node_limit);
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
      p.result = solver.solve(input.set.puzzles[i], options.count ? options.limit : 2, 1);
      if (p.result.verdict == Verdict::invalid) {
        p.conflict = p.result.conflict->describe(shape, input.set.alphabet);
      }
      solved.puzzles.push_back(std::move(p));
    }
    report.files.push_back(std::move(solved));
  }
  report.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  return report;
}

void render_solve(const SolveReport& report, const TextFormat& input_format,
                  const SolveOptions& options, std::string* out, std::string* err) {
  const TextFormat& output = options.output ? *options.output : input_format;
  std::size_t total = 0;
  std::map<Verdict, std::size_t> verdicts;
  SearchStats effort;
  for (const SolvedFile& file : report.files) {
    std::vector<Grid> answers;
    for (const SolvedPuzzle& p : file.puzzles) {
      const SolveResult& result = p.result;
      ++total;
      ++verdicts[result.verdict];
      effort.nodes += result.effort.nodes;
      effort.updates += result.effort.updates;
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
    if (!options.count) *out += write_answers(answers, output, file.alphabet);
  }
  if (options.stats) {
    const double seconds = report.seconds;
    char line[256];
    std::snprintf(line, sizeof line,
                  "sudokit-solve: %zu puzzle%s (%zu unique, %zu multiple, %zu none, %zu invalid, "
                  "%zu unknown) in %.3f s, %.0f puzzles/s, %.1f nodes/puzzle\n",
                  total, total == 1 ? "" : "s", verdicts[Verdict::unique], verdicts[Verdict::multiple],
                  verdicts[Verdict::none], verdicts[Verdict::invalid], verdicts[Verdict::unknown],
                  seconds, seconds > 0 ? static_cast<double>(total) / seconds : 0.0,
                  total ? static_cast<double>(effort.nodes) / static_cast<double>(total) : 0.0);
    *err += line;
  }
}

}  // namespace sudokit
