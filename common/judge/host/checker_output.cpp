// SPDX-License-Identifier: MIT
// ---- Reading a stream as lines or words, as the checker reads the contestant's output: line
// ends and blanks at the ends of lines are free. An output longer than 16 times the jury's
// answer plus 1 MiB is a wrong answer, not read further.
#include <cstdint>
#include <string>
#include <vector>

// A line without its trailing spaces, tabs and carriage returns.
std::string trimmed(std::string line) {
  while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) line.pop_back();
  return line;
}

// A stream's lines, trimmed; more than `limit` bytes read is a wrong answer.
std::vector<std::string> lines_of(InStream& in, std::size_t limit = std::string::npos) {
  std::vector<std::string> lines;
  std::size_t bytes = 0;
  while (!in.eof()) {
    lines.push_back(in.readLine());
    bytes += lines.back().size() + 1;
    if (bytes > limit) quitf(_wa, "the output is longer than %zu bytes", limit);
    lines.back() = trimmed(lines.back());
  }
  return lines;
}

std::size_t size_of(const std::vector<std::string>& lines) {
  std::size_t bytes = 0;
  for (const std::string& line : lines) bytes += line.size() + 1;
  return bytes;
}

std::size_t output_limit(const std::vector<std::string>& answer) { return 16 * size_of(answer) + (1 << 20); }

// The words of some lines: what spaces and tabs separate.
std::vector<std::string> words_of(const std::vector<std::string>& lines) {
  std::vector<std::string> words;
  for (const std::string& line : lines) {
    std::string word;
    for (std::size_t k = 0; k <= line.size(); ++k) {
      if (k < line.size() && line[k] != ' ' && line[k] != '\t' && line[k] != '\v' && line[k] != '\f') {
        word += line[k];
      } else if (!word.empty()) {
        words.push_back(word);
        word.clear();
      }
    }
  }
  return words;
}

// A word as an integer in low..high: an optional '-' and at most 18 digits.
bool integer_in(const std::string& word, long long low, long long high, long long& value) {
  const std::size_t digits = word[0] == '-' ? 1 : 0;
  if (word.size() == digits || word.size() > 19) return false;
  value = 0;
  for (std::size_t k = digits; k < word.size(); ++k) {
    if (word[k] < '0' || word[k] > '9') return false;
    if (value > 100000000000000000LL) return false;  // beyond 10^18 (no overflow)
    value = value * 10 + (word[k] - '0');
  }
  if (digits == 1) value = -value;
  return value >= low && value <= high;
}
