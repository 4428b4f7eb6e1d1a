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

SolveRun run_solve(const std::vector<PuzzleFile>& inputs, const TextFormat& input_format,
                   const SolveOptions& options) {
  SolveRun run;
  const TextFormat& output = options.output ? *options.output : input_format;
  if (!options.count && output.answer != Answer::grid) {
    run.err = "sudokit-solve: the " + output.name +
              " answer is not a grid; its solver is not part of sudokit-solve yet\n";
    run.exit_code = 2;
    return run;
  }
  for (const PuzzleFile& input : inputs) {
    if (output.shape && !(*output.shape == input.set.shape)) {
      run.err = "sudokit-solve: " + input.source + ": output format " + output.name + " is for " +
                output.shape->name() + " boxes; the input has " + input.set.shape.name() +
                " boxes\n";
      run.exit_code = 2;
      return run;
    }
  }

  std::map<std::pair<int, int>, SudokuSolver> solvers;
  std::size_t total = 0;
  std::map<Verdict, std::size_t> verdicts;
  SearchStats effort;
  const auto started = std::chrono::steady_clock::now();
  bool all_solved = true;

  for (const PuzzleFile& input : inputs) {
    const Shape shape = input.set.shape;
    auto [it, inserted] = solvers.try_emplace({shape.box_rows, shape.box_cols},
                                              SudokuMatrix::for_shape(shape));
    SudokuSolver& solver = it->second;
    solver.set_node_limit(options.node_limit);

    std::string alphabet = format_alphabet(output, shape);
    if (!options.output_alphabet.empty() && output.alphabet.empty()) {
      std::string error;
      alphabet = resolve_alphabet(options.output_alphabet, shape.size(), &error);
      if (alphabet.empty()) {
        run.err += "sudokit-solve: " + error + "\n";
        run.exit_code = 2;
        run.out.clear();
        return run;
      }
    }

    std::vector<Grid> answers;
    for (std::size_t i = 0; i < input.set.puzzles.size(); ++i) {
      const SolveResult result =
          solver.solve(input.set.puzzles[i], options.count ? options.limit : 2, 1);
      ++total;
      ++verdicts[result.verdict];
      effort.nodes += result.effort.nodes;
      effort.updates += result.effort.updates;
      if (options.count) {
        run.out += count_text(result) + "\n";
      } else if (!result.found.empty()) {
        answers.push_back(result.found.front());
      }
      const std::string at = puzzle_place(input, i);
      if (result.found.empty()) all_solved = false;
      switch (result.verdict) {
        case Verdict::invalid:
          run.err += at + ": invalid: " + result.conflict->describe(shape, input.set.alphabet) + "\n";
          break;
        case Verdict::none: run.err += at + ": no solution\n"; break;
        case Verdict::multiple:
          if (!options.count) run.err += at + ": warning: more than one solution; printed the first\n";
          break;
        case Verdict::unknown:
          run.err += at + (result.found.empty() ? ": unknown: node limit reached before a solution\n"
                                                : ": warning: node limit reached; uniqueness unknown\n");
          break;
        case Verdict::unique: break;
      }
      if (options.stats) {
        run.err += at + ": " + verdict_name(result.verdict) + ", nodes " +
                   std::to_string(result.effort.nodes) + ", updates " +
                   std::to_string(result.effort.updates) + "\n";
      }
    }
    if (!options.count) run.out += write_answers(answers, output, alphabet);
  }

  if (options.stats) {
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    char line[256];
    std::snprintf(line, sizeof line,
                  "sudokit-solve: %zu puzzle%s (%zu unique, %zu multiple, %zu none, %zu invalid, "
                  "%zu unknown) in %.3f s, %.0f puzzles/s, %.1f nodes/puzzle\n",
                  total, total == 1 ? "" : "s", verdicts[Verdict::unique], verdicts[Verdict::multiple],
                  verdicts[Verdict::none], verdicts[Verdict::invalid], verdicts[Verdict::unknown],
                  seconds, seconds > 0 ? static_cast<double>(total) / seconds : 0.0,
                  total ? static_cast<double>(effort.nodes) / static_cast<double>(total) : 0.0);
    run.err += line;
  }
  run.exit_code = all_solved ? 0 : 1;
  return run;
}

}  // namespace sudokit
