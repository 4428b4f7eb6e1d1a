// SPDX-License-Identifier: MIT
// ---- Case k's PREFIX, "{k}" replaced by k (from 1): what comes before each case's answer.
#include <string>

std::string case_prefix(std::size_t k) {
  std::string prefix = PREFIX;
  const std::string number = std::to_string(k);
  for (std::size_t at = prefix.find("{k}"); at != std::string::npos; at = prefix.find("{k}", at + number.size())) {
    prefix.replace(at, 3, number);
  }
  return prefix;
}
