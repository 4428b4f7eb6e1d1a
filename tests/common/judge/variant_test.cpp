// SPDX-License-Identifier: MIT
// What every variant profile must do: generate deterministic tests its validator accepts and
// its checker (with the generated answer as the jury's) accepts; reject foreign options.
#include "common/judge/variant.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/support.hpp"

namespace sudokit {
namespace {

TEST(Variants, EveryProfileIsRegisteredOnce) {
  std::vector<std::string> names;
  for (const Variant* variant : variants()) names.emplace_back(variant->name());
  EXPECT_EQ(names, (std::vector<std::string>{"hdu6341", "p1074", "p4929", "zoj3209"}));
  for (const std::string& name : names) EXPECT_EQ(find_variant(name)->name(), name);
  EXPECT_EQ(find_variant("poj3074"), nullptr);
}

VariantGenOptions small_options(const Variant& variant, std::uint64_t seed) {
  VariantGenOptions options;
  options.seed = seed;
  if (variant.name() == "hdu6341" || variant.name() == "zoj3209") options.cases = 3;
  if (variant.name() == "p4929") {
    options.rows = 40;
    options.columns = 30;
    options.ones = 300;
  }
  if (variant.name() == "zoj3209") options.pieces = 80;
  return options;
}

TEST(Variants, GeneratedTestsAreValidDeterministicAndChecked) {
  for (const Variant* variant : variants()) {
    SCOPED_TRACE(std::string(variant->name()));
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      const VariantGenOptions options = small_options(*variant, seed);
      const VariantRun first = variant->generate(options);
      ASSERT_EQ(first.outcome, VariantOutcome::done) << first.err;
      const VariantRun again = variant->generate(options);
      EXPECT_EQ(first.out, again.out);
      EXPECT_EQ(first.answer, again.answer);
      EXPECT_EQ(first.report, again.report);
      const Validation valid = variant->validate(first.out, {});
      EXPECT_TRUE(valid.valid) << valid.message;
      // The answer is what the solver says of the input.
      VariantSolveOptions strict;
      strict.strict = true;
      const VariantRun solved = variant->solve(first.out, strict);
      EXPECT_EQ(solved.out, first.answer);
      const CheckResult checked = variant->check(first.out, first.answer, first.answer);
      EXPECT_EQ(checked.verdict, CheckVerdict::accepted) << checked.message;
      if (seed == 1) continue;
      // Another seed, another test.
      EXPECT_NE(first.out, variant->generate(small_options(*variant, seed - 1)).out);
    }
  }
}

TEST(Variants, ForeignGeneratorOptionsAreUsageErrors) {
  for (const Variant* variant : variants()) {
    VariantGenOptions options;
    options.mode = "no-such-mode";
    EXPECT_EQ(variant->generate(options).outcome, VariantOutcome::refused) << variant->name();
  }
  VariantGenOptions givens;
  givens.givens = 30;
  EXPECT_EQ(find_variant("hdu6341")->generate(givens).outcome, VariantOutcome::refused);
  EXPECT_EQ(find_variant("p4929")->generate(givens).outcome, VariantOutcome::refused);
  EXPECT_EQ(find_variant("zoj3209")->generate(givens).outcome, VariantOutcome::refused);
}

TEST(Variants, IntegerCheckerVerdicts) {
  const std::vector<std::optional<long long>> reference = {5, -1};
  EXPECT_EQ(check_integer_answers(reference, "5\n-1\n", "5\n-1\n").verdict, CheckVerdict::accepted);
  EXPECT_EQ(check_integer_answers(reference, "5 -1", "5\n-1\n").verdict, CheckVerdict::accepted);
  EXPECT_EQ(check_integer_answers(reference, "5\n0\n", "5\n-1\n").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(check_integer_answers(reference, "5\n", "5\n-1\n").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(check_integer_answers(reference, "5\n-1\n7\n", "5\n-1\n").verdict,
            CheckVerdict::presentation_error);
  EXPECT_EQ(check_integer_answers(reference, "5\nx\n", "5\n-1\n").verdict,
            CheckVerdict::presentation_error);
  EXPECT_EQ(check_integer_answers(reference, "5\n-1\n", "5\n4\n").verdict, CheckVerdict::fail);
  const CheckResult wrong = check_integer_answers(reference, "5\n3\n", "5\n-1\n");
  EXPECT_EQ(wrong.message, "case 2: expected -1, found 3");
  // A case the reference solver's budget left open: the jury's answer stands, unchecked.
  const std::vector<std::optional<long long>> open = {5, std::nullopt};
  EXPECT_EQ(check_integer_answers(open, "5\n4\n", "5\n4\n").verdict, CheckVerdict::accepted);
  EXPECT_EQ(check_integer_answers(open, "5\n3\n", "5\n4\n").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(check_integer_answers(open, "5\n4\n", "6\n4\n").verdict, CheckVerdict::fail);
}

// Reliability item 3: no input makes a variant's solver run unbounded. Each solver stops at
// its node limit with `unknown` (and no answers), names the budget, and by default has one.
TEST(Budgets, EveryVariantSolverStopsAtItsNodeLimit) {
  EXPECT_EQ(VariantSolveOptions{}.node_limit, kDefaultNodeLimit);
  EXPECT_EQ(ValidateOptions{}.node_limit, kDefaultNodeLimit);
  for (const Variant* variant : variants()) {
    const VariantRun test = variant->generate(small_options(*variant, 3));
    ASSERT_EQ(test.outcome, VariantOutcome::done) << variant->name();
    VariantSolveOptions options;
    options.node_limit = 1;
    const VariantRun stopped = variant->solve(test.out, options);
    EXPECT_EQ(stopped.outcome, VariantOutcome::unknown) << variant->name();
    EXPECT_EQ(stopped.out, "") << variant->name();
    EXPECT_NE(stopped.err.find("unknown: not settled within the budget of 1 search nodes"),
              std::string::npos) << variant->name() << ": " << stopped.err;
    options.node_limit = 0;  // no limit: the answer the generator wrote
    EXPECT_EQ(variant->solve(test.out, options).out, test.answer) << variant->name();
  }
}

TEST(Budgets, AValidatorRejectsWhatItsBudgetLeavesUnproven) {
  const Variant& rotation = *find_variant("hdu6341");
  const VariantRun test = rotation.generate(small_options(rotation, 5));
  ValidateOptions options;
  options.node_limit = 1;
  const Validation stopped = rotation.validate(test.out, options);
  EXPECT_FALSE(stopped.valid);
  EXPECT_TRUE(stopped.undecided);
  EXPECT_NE(stopped.message.find("undecided: a restoring rotation not proven within the budget of 1"),
            std::string::npos) << stopped.message;
  EXPECT_EQ(validator_exit_code(Dialect::plain, stopped), kExitUnknown);
  EXPECT_TRUE(rotation.validate(test.out, {}).valid);
}

TEST(Scanner, StrictAndLenient) {
  long long value = 0;
  Scanner strict("12 007\n", true, "f");
  EXPECT_TRUE(strict.integer(0, 100, "a", &value));
  EXPECT_EQ(value, 12);
  EXPECT_TRUE(strict.space());
  EXPECT_FALSE(strict.integer(0, 100, "b", &value));
  EXPECT_EQ(strict.error().to_string(), "f:1:4: expected b (an integer 0..100), found '007' (no leading zeros)");
  Scanner lenient("\xEF\xBB\xBF 12  \r\n 7\t", false, "f");
  EXPECT_TRUE(lenient.integer(0, 100, "a", &value) && lenient.space() &&
              lenient.integer(0, 100, "b", &value) && lenient.end_of_line() && lenient.end_of_input());
  EXPECT_EQ(value, 7);
  Scanner crlf("1\r\n", true, "f");
  EXPECT_TRUE(crlf.integer(0, 9, "a", &value));
  EXPECT_FALSE(crlf.end_of_line());
  EXPECT_EQ(crlf.error().to_string(), "f:1:2: expected the end of the line, found a carriage return (CRLF line end)");
  Scanner range("-5\n", true, "f");
  EXPECT_FALSE(range.integer(0, 9, "x", &value));
  EXPECT_EQ(range.error().to_string(), "f:1:1: x must be in 0..9, found -5");
}

// Robustness: corrupted samples (bytes flipped, inserted, deleted, lines cut or doubled)
// through every variant's solver (strict and lenient), validator and checker. Each answers
// or refuses with a positioned message, and never crashes or hangs (ASan and UBSan in CI).
TEST(Variants, SurviveCorruptedInputs) {
  const std::string samples = testing::data_path("samples/");
  const std::vector<std::pair<const char*, std::string>> seeds = {
      {"hdu6341", testing::slurp(samples + "hdu-6341/sample.in")},
      {"p1074", testing::slurp(samples + "luogu-p1074/sample1.in")},
      {"p4929", testing::slurp(samples + "luogu-p4929/sample1.in")},
      {"p4929", testing::slurp(samples + "luogu-p4929/sample2.in")},
      {"zoj3209", testing::slurp(samples + "zoj-3209/sample.in")}};
  testing::Corrupter corrupt{6341, " \t\r\n-0159AFGNo!\xEF\xBB\xBF\x80\xFF"};
  int answered = 0;
  int refused = 0;
  for (int round = 0; round < 1500; ++round) {
    const auto& [name, original] = seeds[corrupt.next(seeds.size())];
    const std::string text = corrupt.damage(original, 3, 30);
    const Variant& variant = *find_variant(name);
    VariantSolveOptions options;
    options.strict = corrupt.next(2) == 0;
    options.source = "in";
    const VariantRun run = variant.solve(text, options);
    EXPECT_NE(run.outcome, VariantOutcome::refused) << run.err;
    if (run.outcome == VariantOutcome::unreadable) {
      ++refused;
      EXPECT_EQ(run.err.rfind("in:", 0), 0u) << run.err;  // "in:LINE:COLUMN: ..."
    } else {
      ++answered;
    }
    const Validation valid = variant.validate(text, {});
    if (valid.valid) {
      EXPECT_NE(run.outcome, VariantOutcome::unreadable) << "valid, yet the solver refused: " << run.err;
    }
    variant.check(text, run.out, run.out);  // whatever it says, it says it without crashing
  }
  EXPECT_GT(answered, 20);
  EXPECT_GT(refused, 500);
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// An integer of 19 digits above 2^63-1 (std::stoll would throw): in a judge input it is an
// input error, in a contestant's output a rejected answer, never a judge failure.
TEST(Variants, NineteenDigitIntegersAreInputErrorsNotFailures) {
  for (const char* name : {"p4929", "zoj3209"}) {
    SCOPED_TRACE(name);
    const Variant& variant = *find_variant(name);
    const std::string input = testing::slurp(testing::data_path(std::string("repro/") + name + "_19digit.in"));
    for (const bool strict : {false, true}) {
      VariantSolveOptions options;
      options.strict = strict;
      const VariantRun run = variant.solve(input, options);
      EXPECT_EQ(run.outcome, VariantOutcome::unreadable) << run.err;
      EXPECT_NE(run.err.find("must be in"), std::string::npos) << run.err;
    }
    EXPECT_FALSE(variant.validate(input, {}).valid);
  }
  const std::string huge = testing::slurp(testing::data_path("repro/contestant_19digit.out"));
  const std::vector<std::pair<std::string, std::string>> samples = {
      {"hdu6341", "hdu-6341/sample"}, {"p1074", "luogu-p1074/sample1"},
      {"zoj3209", "zoj-3209/sample"}, {"p4929", "luogu-p4929/sample1"}};
  for (const auto& [name, base] : samples) {
    SCOPED_TRACE(name);
    const std::string input = testing::slurp(testing::data_path("samples/" + base + ".in"));
    const std::string answer = testing::slurp(testing::data_path("samples/" + base + ".out"));
    const CheckResult result = find_variant(name)->check(input, huge, answer);
    EXPECT_NE(result.verdict, CheckVerdict::fail) << result.message;
    EXPECT_NE(result.verdict, CheckVerdict::accepted) << result.message;
  }
}

}  // namespace
}  // namespace sudokit
