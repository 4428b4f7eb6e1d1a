// SPDX-License-Identifier: MIT
// ---- The checker: any solution of each puzzle is accepted, in the answer's layout, and the
// line NO_SOLUTION (read as a grid of blanks) only where the puzzle has none; the jury's
// NO_SOLUTION is held to a search of its own.
// The contestant's output is read as the jury's answer is: line ends and trailing blanks are
// free, the empty lines between cases are not. Too few cases (none at all included) is a wrong
// answer; anything that is not grids in the answer's layout or the line NO_SOLUTION, or too
// many cases, a presentation error.

// Whether a case's answer is the line NO_SOLUTION.
bool none(const Grid& answer) { return answer == Grid(N * N, 0); }

int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  const Cases puzzles = read_cases(lines_of(inf), Reading{false, true, false});
  if (!puzzles.error.empty()) quitf(_fail, "the input: %s", puzzles.error.c_str());
  const std::vector<std::string> answer_lines = lines_of(ans);
  const Cases jury = read_cases(answer_lines, Reading{false, true, true, &puzzles.grids});
  if (!jury.error.empty()) quitf(_fail, "the jury's answer: %s", jury.error.c_str());
  const std::size_t cases = puzzles.grids.size();
  if (jury.grids.size() != cases) quitf(_fail, "the jury's answer has %zu answers for %zu cases", jury.grids.size(), cases);
  SolutionCounter counter;
  for (std::size_t i = 0; i < cases; ++i) {
    use_case(puzzles, i);
    Grid solution;
    if (none(jury.grids[i]) && counter.count(puzzles.grids[i], solution, 1) > 0) {
      quitf(_fail, "the jury's answer: case %zu: says '%s', but the puzzle has a solution", i + 1, NO_SOLUTION);
    }
    const std::string error = none(jury.grids[i]) ? "" : first_error(jury.grids[i], puzzles.grids[i]);
    if (!error.empty()) quitf(_fail, "the jury's answer: case %zu: %s", i + 1, error.c_str());
  }

  const Cases output = read_cases(lines_of(ouf, output_limit(answer_lines)), Reading{false, false, true, &puzzles.grids});
  if (output.empty) quitf(_wa, "no answer in the output");
  if (!output.error.empty()) quitf(_pe, "%s", output.error.c_str());
  if (output.grids.size() != cases) {
    quitf(output.grids.size() < cases ? _wa : _pe, "expected %zu answers, found %zu", cases, output.grids.size());
  }
  for (std::size_t i = 0; i < cases; ++i) {
    use_case(puzzles, i);
    if (none(jury.grids[i]) != none(output.grids[i])) {
      quitf(_wa, "line %d: case %zu: %s", output.first_lines[i], i + 1,
            none(jury.grids[i]) ? "expected the line for no solution, found a grid" : "the puzzle has a solution");
    }
    const std::string error = none(jury.grids[i]) ? "" : first_error(output.grids[i], puzzles.grids[i]);
    if (!error.empty()) quitf(_wa, "line %d: case %zu: %s", output.first_lines[i], i + 1, error.c_str());
  }
  quitf(_ok, "%zu cases, all correct", cases);
}
