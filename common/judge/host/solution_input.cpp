// SPDX-License-Identifier: MIT
// ---- The reference solution's input: standard input's lines without their line ends, trailing
// blanks and a byte order mark, read as the statement's cases (empty lines between them free).
#include <iostream>

// A line without its trailing spaces, tabs and carriage returns.
std::string trimmed(std::string line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
  return line;
}

Cases read_input() {
  std::ios::sync_with_stdio(false);
  std::vector<std::string> lines;
  for (std::string line; std::getline(std::cin, line);) lines.push_back(trimmed(line));
  if (!lines.empty() && lines[0].compare(0, 3, "\xEF\xBB\xBF") == 0) lines[0].erase(0, 3);
  return read_cases(lines, Reading{false, true, false});
}
