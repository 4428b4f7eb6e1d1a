// SPDX-License-Identifier: MIT
// ---- Lines numbered by case: "{k}" replaced by k (from 1), "{k:0W}" by k zero-padded to W
// digits. Case k's PREFIX comes before its answer; its HEADER, before it in an input.
#include <string>

std::string numbered_line(const std::string& pattern, std::size_t k) {
  const std::string number = std::to_string(k);
  std::string out;
  for (std::size_t at = 0; at < pattern.size();) {
    if (pattern.compare(at, 3, "{k}") == 0) {
      out += number;
      at += 3;
    } else if (pattern.compare(at, 4, "{k:0") == 0 && at + 6 <= pattern.size() && pattern[at + 4] >= '1' &&
               pattern[at + 4] <= '9' && pattern[at + 5] == '}') {
      const std::size_t width = static_cast<std::size_t>(pattern[at + 4] - '0');
      out += std::string(width > number.size() ? width - number.size() : 0, '0') + number;
      at += 6;
    } else {
      out += pattern[at++];
    }
  }
  return out;
}

std::string case_prefix(std::size_t k) { return numbered_line(PREFIX, k); }

std::string case_header(std::size_t k) { return numbered_line(HEADER, k); }
