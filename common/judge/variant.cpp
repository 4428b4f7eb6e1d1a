// SPDX-License-Identifier: MIT
#include "common/judge/variant.hpp"

#include <algorithm>
#include <cctype>

namespace sudokit {

VariantRun refused(std::string message) {
  VariantRun run;
  run.err = std::move(message);
  run.outcome = VariantOutcome::refused;
  return run;
}

VariantRun unreadable(const std::string& message) {
  VariantRun run;
  run.err = message + "\n";
  run.outcome = VariantOutcome::unreadable;
  return run;
}

VariantRun unknown_case(const std::string& place, std::uint64_t node_limit, std::string err) {
  VariantRun run;
  run.err = std::move(err) + place + ": unknown: not settled within " + budget_words(node_limit) + "\n";
  run.outcome = VariantOutcome::unknown;
  return run;
}

std::string as_case(ParseError error) {
  error.unit = "case";
  return error.to_string();
}

CheckResult check_integer_answers(const std::vector<std::optional<long long>>& reference,
                                  std::string_view output, std::string_view answer) {
  const auto read_all = [&reference](std::string_view text, const char* source,
                                     std::vector<long long>* values) -> std::optional<ParseError> {
    Scanner in(text, /*strict=*/false, source);
    while (!in.at_end()) {
      if (in.failed()) break;
      in.set_case(static_cast<int>(values->size()) + 1);
      long long value = 0;
      if (!in.integer(-1'000'000'000'000'000'000LL, 1'000'000'000'000'000'000LL, "an answer",
                      &value)) {
        break;
      }
      values->push_back(value);
      if (values->size() > reference.size()) break;
    }
    if (in.failed()) return in.error();
    return std::nullopt;
  };

  std::vector<long long> jury;
  if (const auto error = read_all(answer, "jury answer", &jury)) {
    return {CheckVerdict::fail, error->to_string()};
  }
  if (jury.size() != reference.size()) {
    return {CheckVerdict::fail, "jury answer: " + std::to_string(jury.size()) + " answers for " +
                                    std::to_string(reference.size()) + " cases"};
  }
  for (std::size_t i = 0; i < jury.size(); ++i) {
    if (reference[i] && jury[i] != *reference[i]) {
      return {CheckVerdict::fail, "jury answer: case " + std::to_string(i + 1) + ": " +
                                      std::to_string(jury[i]) + ", but the reference solver finds " +
                                      std::to_string(*reference[i])};
    }
  }
  // From here the jury's answers are the expected ones (where the budget stopped the
  // reference solver, they stand unchecked).
  std::vector<long long> given;
  if (const auto error = read_all(output, "output", &given)) {
    return {CheckVerdict::presentation_error, error->to_string()};
  }
  if (given.size() != reference.size()) {
    return {given.size() < reference.size() ? CheckVerdict::wrong_answer
                                            : CheckVerdict::presentation_error,
            "output: expected " + std::to_string(reference.size()) + " answers, found " +
                (given.size() > reference.size() ? "more" : std::to_string(given.size()))};
  }
  for (std::size_t i = 0; i < given.size(); ++i) {
    if (given[i] != jury[i]) {
      return {CheckVerdict::wrong_answer, "case " + std::to_string(i + 1) + ": expected " +
                                              std::to_string(jury[i]) + ", found " +
                                              std::to_string(given[i])};
    }
  }
  const auto unchecked = std::count(reference.begin(), reference.end(), std::nullopt);
  return {CheckVerdict::accepted,
          std::to_string(reference.size()) + " answer" + (reference.size() == 1 ? "" : "s") +
              ", all correct" +
              (unchecked == 0 ? ""
                              : " (" + std::to_string(unchecked) +
                                    " held to the jury's answer alone: the reference solver's "
                                    "budget ran out)"),
          unchecked > 0};
}

}  // namespace sudokit

namespace sudokit {

VariantRun Variant::generate(const VariantGenOptions& options) const {
  const std::pair<const char*, bool> set[] = {
      {"cases", options.cases.has_value()},     {"box", options.box.has_value()},
      {"rotated", options.rotated.has_value()}, {"givens", options.givens.has_value()},
      {"min-givens", options.min_givens.has_value()}, {"max-givens", options.max_givens.has_value()},
      {"rows", options.rows.has_value()},       {"columns", options.columns.has_value()},
      {"pieces", options.pieces.has_value()},   {"ones", options.ones.has_value()},
      {"tries", options.tries > 0}};
  const std::vector<std::string_view> own = generator_options();
  for (const auto& [name, given] : set) {
    if (!given || std::find(own.begin(), own.end(), name) != own.end()) continue;
    std::string list;
    for (std::size_t k = 0; k < own.size(); ++k) {
      list += (k == 0 ? "--" : k + 1 == own.size() ? " and --" : ", --") + std::string(own[k]);
    }
    return refused(std::string(this->name()) + " takes " + list + " (and --mode, --seed), not --" + name);
  }
  return make_test(options);
}

std::optional<JudgeAnswer> Variant::answer(std::string_view input, bool strict,
                                           std::uint64_t node_limit, std::string* why) const {
  VariantSolveOptions options;
  options.strict = strict;
  options.node_limit = node_limit;
  options.source = "input";
  const VariantRun run = solve(input, options);
  if (run.outcome != VariantOutcome::done) {
    *why = run.err;
    return std::nullopt;
  }
  JudgeAnswer answer;
  answer.text = run.out;
  answer.cases = static_cast<std::size_t>(std::count(run.out.begin(), run.out.end(), '\n'));
  return answer;
}

}  // namespace sudokit
