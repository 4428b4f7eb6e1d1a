#include "gen/gen.hpp"

namespace sudokit {

namespace {
std::string json_report_line(const BatchItem& item, Symmetry symmetry) {
  const GeneratedPuzzle& p = *item.puzzle;
  return "{\"index\":" + std::to_string(item.index) + ",\"seed\":" + std::to_string(item.seed) +
         ",\"givens\":" + std::to_string(p.givens) + ",\"symmetry\":\"" +
         symmetry_name(symmetry) + "\",\"minimal\":" + (p.minimal ? "true" : "false") +
         ",\"grids\":" + std::to_string(p.attempts) + ",\"checks\":" + std::to_string(p.checks) +
         ",\"solve_nodes\":" +
         (item.solve_nodes ? std::to_string(*item.solve_nodes) : std::string("null")) + "}\n";
}
}  // namespace

GenRun run_gen(const GenRequest& request) {
  GenRun run;
  const std::vector<BatchItem> items = generate_batch(request.batch);
  std::vector<Grid> puzzles;
  std::vector<Grid> solutions;
  for (const BatchItem& item : items) {
    if (!item.puzzle) {
      if (!item.why.empty()) {
        run.failure = "puzzle " + std::to_string(item.index) + " (seed " +
                      std::to_string(item.seed) + "): " + item.why;
        return run;
      }
      continue;
    }
    puzzles.push_back(item.puzzle->puzzle);
    solutions.push_back(item.puzzle->solution);
    run.report += json_report_line(item, request.batch.options.symmetry);
  }
  const TextFormat& format = *request.format;
  const std::size_t first = request.batch.begin;
  if (request.with_solution && format.layout == Layout::line) {
    for (std::size_t i = 0; i < puzzles.size(); ++i) {  // puzzle:solution, as in tdoku's puzzle lists
      std::string line = write_grid(puzzles[i], format, request.alphabet);
      line.pop_back();
      run.puzzles += line + ":" + write_grid(solutions[i], format, request.alphabet);
    }
  } else if (request.with_solution) {  // each puzzle followed by its solution, as two cases
    std::vector<Grid> pairs;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      pairs.push_back(puzzles[i]);
      pairs.push_back(solutions[i]);
    }
    run.puzzles = write_input_part(pairs, 2 * first, 2 * request.total, format, request.alphabet);
  } else {
    run.puzzles = write_input_part(puzzles, first, request.total, format, request.alphabet);
  }
  run.solutions = write_answers_part(solutions, first, format, request.alphabet);
  return run;
}

}  // namespace sudokit
