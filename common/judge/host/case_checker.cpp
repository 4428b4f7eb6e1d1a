// SPDX-License-Identifier: MIT
// ---- The checker: the jury's answer held to each case's own (case_answer(), a search of its
// own), then the contestant's output to the jury's answer, line by line. Line ends, trailing
// blanks and empty lines at the end are free; any other difference is a wrong answer.

// The lines without the empty ones at the end.
std::vector<std::string> without_trailing_empty(std::vector<std::string> lines) {
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  return lines;
}

std::string shown_line(const std::string& line) {
  std::string out;
  for (char c : line.substr(0, 40)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
  return "'" + out + (line.size() > 40 ? "...'" : "'");
}

// The first line where `output` differs from `expected`, or "".
std::string first_difference(const std::vector<std::string>& output, const std::vector<std::string>& expected) {
  for (std::size_t i = 0; i < expected.size(); ++i) {
    if (i == output.size()) return "line " + std::to_string(i + 1) + ": expected " + shown_line(expected[i]) + ", found the end";
    if (output[i] != expected[i]) {
      return "line " + std::to_string(i + 1) + ": expected " + shown_line(expected[i]) + ", found " + shown_line(output[i]);
    }
  }
  if (output.size() > expected.size()) {
    return "line " + std::to_string(expected.size() + 1) + ": expected the end, found " + shown_line(output[expected.size()]);
  }
  return "";
}

int main(int argc, char* argv[]) {
  registerTestlibCmd(argc, argv);
  const Cases puzzles = read_cases(lines_of(inf), Reading{false, true, false});
  if (!puzzles.error.empty()) quitf(_fail, "the input: %s", puzzles.error.c_str());
  SolutionCounter counter;
  std::vector<std::string> reference;
  for (std::size_t i = 0; i < puzzles.grids.size(); ++i) {
    if (i > 0 && OUTPUT_SEPARATOR == BETWEEN) reference.push_back("");
    use_case(puzzles, i);
    const std::string text = case_answer(i + 1, puzzles.grids[i], counter);
    for (std::size_t at = 0; at < text.size(); at = text.find('\n', at) + 1) {
      reference.push_back(text.substr(at, text.find('\n', at) - at));
    }
    if (OUTPUT_SEPARATOR == AFTER_EACH) reference.push_back("");
  }
  reference = without_trailing_empty(reference);
  const std::vector<std::string> answer_lines = lines_of(ans);
  const std::vector<std::string> jury = without_trailing_empty(answer_lines);
  const std::string jury_wrong = first_difference(jury, reference);
  if (!jury_wrong.empty()) quitf(_fail, "the jury's answer: %s", jury_wrong.c_str());
  const std::string wrong = first_difference(without_trailing_empty(lines_of(ouf, output_limit(answer_lines))), jury);
  if (!wrong.empty()) quitf(_wa, "%s", wrong.c_str());
  quitf(_ok, "%zu lines, all correct", jury.size());
}
