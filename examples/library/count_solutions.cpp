// SPDX-License-Identifier: MIT
// Counts the solutions of Sudoku puzzles with the library API: one puzzle per line of
// standard input (81 symbols, 1-9 and '.' or '0'), one count per line out, stopping at 1000.
#include <iostream>
#include <iterator>
#include <string>

#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/text_format.hpp"

int main() {
  using namespace sudokit;
  const std::string text{std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  ReadOptions options;  // lenient: CRLF, trailing spaces and the like are fine
  const ReadResult read = read_puzzles(text, *find_text_format("line"), options);
  if (!read.ok()) {
    std::cerr << read.error->to_string() << "\n";  // "<stdin>:3:17: ..."
    return 2;
  }
  SudokuSolver solver(SudokuMatrix::for_shape(read.set.shape));  // one solver, reused
  for (const Grid& puzzle : read.set.puzzles) {
    const SolveResult result = solver.solve(puzzle, /*limit=*/1000, /*keep=*/0);
    if (result.verdict == Verdict::invalid) {
      std::cout << "invalid\n";
    } else {
      std::cout << result.solutions << (result.exact ? "" : "+") << "\n";
    }
  }
  return 0;
}
