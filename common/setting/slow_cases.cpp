// SPDX-License-Identifier: MIT
#include "common/setting/slow_cases.hpp"

#include <algorithm>
#include <chrono>
#include <memory>
#include <string>
#include <utility>

#include "common/judge/test_model.hpp"

namespace sudokit {

SlowSearch slowest_cases(const Judge& judge, std::vector<TestLine> lines, std::uint64_t node_limit) {
  if (lines.empty()) return {};
  return [&judge, lines = std::move(lines), node_limit](const Program& program, const std::string&,
                                                        const Limits& limits, std::uint64_t seed, double seconds) {
    SlowTests found;
    const auto started = std::chrono::steady_clock::now();
    const auto spent = [&]() {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count() >= seconds;
    };
    struct Timed {
      double cpu;
      CaseOf at;
    };
    std::vector<std::unique_ptr<TestModel>> models;
    std::vector<Timed> timed;
    std::size_t most_cases = 1;
    const std::size_t n = lines.size();
    // Every test's cases are measured whole, so a search that runs out mid-test keeps them
    // all; the first test is measured whatever the time left.
    for (std::uint64_t k = 0; models.empty() || !spent(); ++k) {
      if (k >= 1000 && models.empty()) break;  // (no line makes a test it can read)
      const LineTest which = line_test(n, seed, k);
      const MadeInput made = lines[which.line](which.seed);
      if (made.failure) {
        if (*made.failure != MakeFailure::not_made) {
          found.error = made.why;
          return found;
        }
        continue;
      }
      std::string why;
      std::unique_ptr<TestModel> model = judge.model_test(made.input, "", node_limit, &why);
      if (!model) continue;
      most_cases = std::max(most_cases, model->cases());
      for (std::size_t c = 0; c < model->cases(); ++c) {
        const auto ran = program.run(model->with_cases(c, c + 1, true), limits, {}, &why);
        if (!ran) {
          found.error = why;
          return found;
        }
        timed.push_back({ran->cpu_seconds, {model.get(), c}});
      }
      models.push_back(std::move(model));
    }
    if (timed.empty()) return found;
    // The slowest first; a tie keeps the order measured (the same bytes for the same times).
    std::stable_sort(timed.begin(), timed.end(), [](const Timed& a, const Timed& b) { return a.cpu > b.cpu; });
    const std::size_t most = std::min(most_cases, timed.size());
    std::vector<CaseOf> picks;
    for (std::size_t take = 1;; take = std::min(2 * take, most)) {
      while (picks.size() < take) picks.push_back(timed[picks.size()].at);
      found.tests.push_back({models.front()->joined(picks),
                             "the " + std::to_string(take) + " slowest of " + std::to_string(timed.size()) +
                                 " cases of the plan's lines run alone (tests from seed " + std::to_string(seed) + ")"});
      if (take == most) break;
    }
    return found;
  };
}

}  // namespace sudokit
