#include "verify/unique.hpp"

#include <map>

#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/json.hpp"

namespace sudokit {

namespace {


std::string join(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : separator) + item;
  return out;
}

}  // namespace

UniqueRun verify_unique(const std::vector<PuzzleFile>& files, const UniqueOptions& options) {
  UniqueRun run;
  std::map<std::pair<int, int>, SudokuSolver> solvers;
  std::map<Verdict, std::size_t> tally;
  std::size_t total = 0;
  std::size_t unreadable_count = 0;  // counted apart from the verdicts of the puzzles read
  std::size_t not_minimal = 0;
  const TextFormat& line = *find_text_format("line");

  for (const PuzzleFile& file : files) {
    const Shape shape = file.set.shape;
    auto [it, inserted] =
        solvers.try_emplace({shape.box_rows, shape.box_cols}, SudokuMatrix::for_shape(shape));
    SudokuSolver& solver = it->second;
    solver.set_node_limit(options.node_limit);
    // Solutions are shown one per line in the file's own symbols (digits for `ints`).
    const std::string alphabet =
        file.set.alphabet.empty() ? default_alphabet(shape.size()) : file.set.alphabet;
    const auto show = [&](const Grid& grid) {
      if (alphabet.empty()) return write_grid(grid, *find_text_format("ints"), alphabet);
      std::string text = write_grid(grid, line, alphabet);
      text.pop_back();
      return text;
    };

    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      const Grid& puzzle = file.set.puzzles[i];
      const std::string unreadable = unreadable_reason(file, i);
      ++total;
      SolveResult result;
      if (unreadable.empty()) {
        result = solver.solve(puzzle, 2, 2);
        ++tally[result.verdict];
      } else {
        ++unreadable_count;  // its own verdict; the detail says where and why
      }
      const char* verdict = unreadable.empty() ? verdict_name(result.verdict) : "unreadable";

      std::vector<std::string> redundant;
      bool minimal_known = false;
      if (options.minimal && result.verdict == Verdict::unique) {
        minimal_known = true;
        for (int cell = 0; cell < shape.cells(); ++cell) {
          if (puzzle.at(cell) == 0) continue;
          Grid fewer = puzzle;
          fewer.set(cell, 0);
          const SolveResult without = solver.solve(fewer, 2, 0);
          if (without.verdict == Verdict::unique) redundant.push_back(cell_name(shape, cell));
          if (without.verdict == Verdict::unknown) minimal_known = false;
        }
        if (!redundant.empty() || !minimal_known) ++not_minimal;
      }

      std::string detail;
      if (!unreadable.empty()) {
        detail = unreadable;
      } else if (result.verdict == Verdict::invalid) {
        detail = result.conflict->describe(shape, file.set.alphabet);
      } else if (result.verdict == Verdict::unknown) {
        detail = "node limit reached (" + std::to_string(result.effort.nodes) + " nodes)";
      }

      if (options.json) {
        std::string object = "{\"source\":" + json_string(file.source) +
                             ",\"line\":" + std::to_string(file.set.first_lines[i]) +
                             ",\"puzzle\":" + std::to_string(i + 1) + ",\"verdict\":\"" +
                             verdict + "\",\"givens\":" +
                             std::to_string(puzzle.givens()) + ",\"nodes\":" +
                             std::to_string(result.effort.nodes);
        if (!detail.empty()) object += ",\"detail\":" + json_string(detail);
        if (result.verdict == Verdict::multiple) {
          object += ",\"solutions\":[" + json_string(show(result.found[0])) + "," +
                    json_string(show(result.found[1])) + "]";
        }
        if (options.minimal && result.verdict == Verdict::unique) {
          object += std::string(",\"minimal\":") +
                    (minimal_known ? (redundant.empty() ? "true" : "false") : "null");
          std::vector<std::string> quoted;
          for (const std::string& cell : redundant) quoted.push_back(json_string(cell));
          object += ",\"redundant\":[" + join(quoted, ",") + "]";
        }
        run.out += object + "}\n";
        continue;
      }
      std::string text = puzzle_place(file, i) + ": " + verdict;
      if (!detail.empty()) text += ": " + detail;
      if (options.minimal && result.verdict == Verdict::unique) {
        text += !minimal_known      ? ", minimality unknown (node limit)"
                : redundant.empty() ? ", minimal"
                                    : ", not minimal: redundant givens " + join(redundant, " ");
      }
      run.out += text + "\n";
      if (result.verdict == Verdict::multiple) {
        run.out += "  solution 1: " + show(result.found[0]) + "\n";
        run.out += "  solution 2: " + show(result.found[1]) + "\n";
      }
    }
  }

  std::string summary = "sudokit-verify: " + std::to_string(total) + " puzzle" +
                        (total == 1 ? "" : "s") + ": " + std::to_string(tally[Verdict::unique]) +
                        " unique, " + std::to_string(tally[Verdict::multiple]) + " multiple, " +
                        std::to_string(tally[Verdict::none]) + " none, " +
                        std::to_string(tally[Verdict::invalid]) + " invalid, " +
                        std::to_string(tally[Verdict::unknown]) + " unknown";
  if (unreadable_count > 0) summary += ", " + std::to_string(unreadable_count) + " unreadable";
  if (options.minimal) summary += "; " + std::to_string(not_minimal) + " unique but not minimal";
  if (options.quiet) run.out.clear();
  (options.json ? run.err : run.out) += summary + "\n";
  run.exit_code = tally[Verdict::unique] == total && not_minimal == 0 ? 0 : 1;
  return run;
}

}  // namespace sudokit
