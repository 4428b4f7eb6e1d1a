// SPDX-License-Identifier: MIT
// ---- The checker: any solution of each puzzle is accepted, in the answer's layout.
// The contestant's output is read as the jury's answer is: line ends and trailing blanks are
// free, the empty lines between grids are not. Too few grids (none at all included) is a wrong
// answer; anything that is not grids in the answer's layout, or too many grids, a presentation
// error.

int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  const Cases puzzles = read_cases(lines_of(inf), Reading{false, true, false});
  if (!puzzles.error.empty()) quitf(_fail, "the input: %s", puzzles.error.c_str());
  const std::vector<std::string> answer_lines = lines_of(ans);
  const Cases jury = read_cases(answer_lines, Reading{false, true, true, &puzzles.grids});
  if (!jury.error.empty()) quitf(_fail, "the jury's answer: %s", jury.error.c_str());
  const std::size_t cases = puzzles.grids.size();
  if (jury.grids.size() != cases) quitf(_fail, "the jury's answer has %zu grids for %zu cases", jury.grids.size(), cases);
  for (std::size_t i = 0; i < cases; ++i) {
    use_case(puzzles, i);
    const std::string error = first_error(jury.grids[i], puzzles.grids[i]);
    if (!error.empty()) quitf(_fail, "the jury's answer: case %zu: %s", i + 1, error.c_str());
  }

  const Cases output = read_cases(lines_of(ouf, output_limit(answer_lines)), Reading{false, false, true, &puzzles.grids});
  if (output.empty) quitf(_wa, "no grid in the output");
  if (!output.error.empty()) quitf(_pe, "%s", output.error.c_str());
  if (output.grids.size() != cases) {
    quitf(output.grids.size() < cases ? _wa : _pe, "expected %zu grids, found %zu", cases, output.grids.size());
  }
  for (std::size_t i = 0; i < cases; ++i) {
    use_case(puzzles, i);
    const std::string error = first_error(output.grids[i], puzzles.grids[i]);
    if (!error.empty()) quitf(_wa, "line %d: case %zu: %s", output.first_lines[i], i + 1, error.c_str());
  }
  quitf(_ok, "%zu grids, all correct", cases);
}
