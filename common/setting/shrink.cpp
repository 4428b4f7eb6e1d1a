// SPDX-License-Identifier: MIT
#include "common/setting/shrink.hpp"

#include <algorithm>

namespace sudokit {

namespace {

// The chunks of n items at granularity g (g = 1: one chunk of all): size ceil(n / g).
std::size_t chunk_size(std::size_t n, std::size_t g) { return (n + g - 1) / g; }

}  // namespace

std::optional<std::string> smaller_test(const TestModel& model, int level, std::size_t k) {
  if (level == 0) {
    const std::size_t n = model.cases();
    if (n < 2) return std::nullopt;
    for (std::size_t g = 2;; g *= 2) {
      const std::size_t size = chunk_size(n, g);
      // Keep one chunk; then (past halves, where it is the same) leave one out.
      for (const bool keep : {true, false}) {
        if (!keep && g == 2) continue;
        for (std::size_t begin = 0; begin < n; begin += size) {
          if (k-- == 0) return model.with_cases(begin, std::min(n, begin + size), keep);
        }
      }
      if (size == 1) return std::nullopt;
    }
  }
  if (level == 1) {
    for (std::size_t c = 0; c < model.cases(); ++c) {
      const std::size_t n = model.parts(c);
      if (n == 0) continue;
      for (std::size_t g = 1;; g *= 2) {
        const std::size_t size = chunk_size(n, g);
        for (std::size_t begin = 0; begin < n; begin += size) {
          if (k-- == 0) return model.without_parts(c, begin, std::min(n, begin + size));
        }
        if (size == 1) break;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudokit
