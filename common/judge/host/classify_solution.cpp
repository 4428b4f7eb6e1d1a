// SPDX-License-Identifier: MIT
// ---- The reference solution: each case's class, on a line after its prefix.
#include <iostream>

// A line without its trailing spaces, tabs and carriage returns.
std::string trimmed(std::string line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
  return line;
}

int main() {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> lines;
  for (std::string line; std::getline(std::cin, line);) lines.push_back(trimmed(line));
  if (!lines.empty() && lines[0].compare(0, 3, "\xEF\xBB\xBF") == 0) lines[0].erase(0, 3);
  const Cases cases = read_cases(lines, Reading{false, true, false});
  if (!cases.error.empty()) {
    std::cerr << "the input: " << cases.error << "\n";
    return 1;
  }
  SolutionCounter counter;
  std::string out;
  for (std::size_t i = 0; i < cases.grids.size(); ++i) {
    if (i > 0 && OUTPUT_SEPARATOR == BETWEEN) out += '\n';
    out += class_line(i + 1, cases.grids[i], counter) + "\n";
    if (OUTPUT_SEPARATOR == AFTER_EACH) out += '\n';
  }
  std::cout << out;
  std::cout.flush();
  return std::cout ? 0 : 1;
}
