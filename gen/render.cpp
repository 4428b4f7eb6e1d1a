// SPDX-License-Identifier: MIT
#include "gen/render.hpp"

#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

Rendered render_puzzle_files(const std::vector<PuzzleFile>& files, const RenderRequest& request) {
  Rendered result;
  bool unreadable = false, no_answer = false, unknown = false;
  const auto refuse = [&result, &request](const std::string& why, bool& kind) {
    if (request.skip_bad) {
      result.skipped.push_back(why);
      return;
    }
    result.errors.push_back(why);
    kind = true;
  };
  std::vector<SheetItem> items;
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      if (const ParseError* error = file.set.unreadable_at(i)) {
        refuse(error->to_string(), unreadable);
        continue;
      }
      SheetItem item{file.set.puzzles[i], std::nullopt};
      const std::size_t skipped_before = result.skipped.size();
      if (request.sheet.answers) {
        SolutionCounter counter(item.puzzle.shape());
        counter.set_node_limit(request.node_limit);
        const SolveResult solved = counter.solve(item.puzzle, 2, 1);
        if (solved.verdict == Verdict::unique) {
          item.solution = solved.found[0];
        } else if (solved.verdict == Verdict::unknown) {
          refuse(puzzle_place(file, i) + ": unknown: its answer is not settled within " +
                     budget_words(request.node_limit), unknown);
        } else {
          refuse(puzzle_place(file, i) + ": no answer to print: " +
                     (solved.verdict == Verdict::multiple ? "more than one solution"
                      : solved.verdict == Verdict::none   ? "no solution"
                                                          : "two equal givens in a house"), no_answer);
        }
      }
      if (result.skipped.size() == skipped_before) items.push_back(std::move(item));
    }
  }
  if (items.empty() && !result.skipped.empty()) {
    result.errors.push_back("every puzzle was left out");
    result.exit_status = 1;
    return result;
  }
  if (!result.errors.empty()) {  // the input's fault first, then a definite missing answer
    result.exit_status = unreadable ? 2 : no_answer ? 1 : 4;
    return result;
  }
  SheetOptions options = request.sheet;
  if (options.alphabet.empty() && !files.empty()) options.alphabet = files[0].set.alphabet;
  result.sheet = render_sheet(items, options, request.format);
  if (!result.sheet.error.empty()) {
    result.errors.push_back(result.sheet.error);
    result.exit_status = 2;
  }
  return result;
}

}  // namespace sudokit
