// SPDX-License-Identifier: MIT
#include "common/judge/check.hpp"

#include <gtest/gtest.h>

#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string kSamples = testing::data_path("samples/");
const std::string kBank = std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/invalid/";

using testing::slurp;

CheckResult check(const std::string& input, const std::string& output, const std::string& answer,
                  const char* profile) {
  return check_output(input, output, answer, *find_text_format(profile));
}

TEST(Check, AcceptsThePublishedAnswers) {
  for (const auto& [profile, folder] : testing::kGridSamples) {
    SCOPED_TRACE(profile);
    const std::string in = slurp(kSamples + folder + "/sample.in");
    const std::string out = slurp(kSamples + folder + "/sample.out");
    const CheckResult result = check(in, out, out, profile);
    EXPECT_EQ(result.verdict, CheckVerdict::accepted) << result.message;
  }
}

// The rejected outputs, each made from the poj3074 sample's answer.
TEST(Check, RejectsWrongOutputsAndNamesTheFirstWrongCell) {
  const std::string in = slurp(kSamples + "poj-3074/sample.in");
  const std::string ans = slurp(kSamples + "poj-3074/sample.out");
  const std::string first = ans.substr(0, 81);
  const std::string second = ans.substr(82, 81);

  std::string changed_given = first;  // r1c2 is given as 2 in the input
  changed_given[1] = '9';
  CheckResult r = check(in, changed_given + "\n" + second + "\n", ans, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(r.message, "output:1: puzzle 1: r1c2 is given as 2, found 9");

  std::string swapped = second;  // two blank cells of row 1 swapped: columns break
  std::swap(swapped[0], swapped[1]);
  r = check(in, first + "\n" + swapped + "\n", ans, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(r.message, "output:2: puzzle 2: column 2 has two 4s (r1c2 and r7c2)");

  r = check(in, first + "\n", ans, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(r.message, "output: expected 2 grids, found 1");

  r = check(in, "", ans, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::wrong_answer);

  r = check(in, first + "\n" + second.substr(0, 80) + ".\n", ans, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::presentation_error);
  EXPECT_EQ(r.message, "output:2:81: puzzle 2: expected a symbol 1-9, found '.'");

  // Trailing spaces and CRLF are no reason to reject.
  r = check(in, first + " \r\n" + second + "\r\n", ans, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::accepted) << r.message;
}

TEST(Check, SeparatorsAreTheJudges) {
  const std::string in = slurp(kSamples + "poj-3076/sample.in");
  const std::string out = slurp(kSamples + "poj-3076/sample.out");
  const std::string two_in = in + "\n" + in;
  const std::string two_out = out + "\n" + out;
  EXPECT_EQ(check(two_in, two_out, two_out, "poj3076").verdict, CheckVerdict::accepted);
  CheckResult r = check(two_in, out + out, two_out, "poj3076");  // a missing separator
  EXPECT_EQ(r.verdict, CheckVerdict::presentation_error);
  EXPECT_EQ(r.message, "output:17:1: expected one empty line between cases, found 0");
  r = check(in, out + "\n", out, "zoj3122");  // ZOJ: no empty line after the last grid
  EXPECT_EQ(r.verdict, CheckVerdict::presentation_error);
  EXPECT_EQ(check(in, out + "\n", out + "\n", "acwing169").verdict, CheckVerdict::accepted);
  EXPECT_EQ(check(in, out, out + "\n", "acwing169").verdict, CheckVerdict::presentation_error);
}

TEST(Check, AcceptsAnotherCorrectSolution) {
  // ZOJ 3122 promises a solution, not a unique one: any solution is right.
  const testing::TwoSolutions two = testing::zoj_two_solutions();
  ASSERT_EQ(two.solutions.size(), 2u);
  const TextFormat& format = *find_text_format("zoj3122");
  const std::string in = two.input;
  const std::string jury = write_answers(Span(&two.solutions[0], 1), format, two.alphabet);
  const std::string other = write_answers(Span(&two.solutions[1], 1), format, two.alphabet);
  ASSERT_NE(jury, other);
  const CheckResult r = check(in, other, jury, "zoj3122");
  EXPECT_EQ(r.verdict, CheckVerdict::accepted) << r.message;
}

TEST(Check, AWrongJuryAnswerIsAFailure) {
  const std::string in = slurp(kSamples + "poj-3074/sample.in");
  const std::string ans = slurp(kSamples + "poj-3074/sample.out");
  std::string bad = ans;
  bad[1] = '9';
  CheckResult r = check(in, ans, bad, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::fail);
  EXPECT_EQ(r.message, "jury answer: puzzle 1: r1c2 is given as 2, found 9");
  r = check("not an input\n", ans, ans, "poj3074");
  EXPECT_EQ(r.verdict, CheckVerdict::fail);
}

TEST(Check, DialectExitCodes) {
  EXPECT_EQ(checker_exit_code(Dialect::testlib, CheckVerdict::accepted), 0);
  EXPECT_EQ(checker_exit_code(Dialect::testlib, CheckVerdict::wrong_answer), 1);
  EXPECT_EQ(checker_exit_code(Dialect::testlib, CheckVerdict::presentation_error), 2);
  EXPECT_EQ(checker_exit_code(Dialect::testlib, CheckVerdict::fail), 3);
  EXPECT_EQ(checker_exit_code(Dialect::kattis, CheckVerdict::accepted), 42);
  EXPECT_EQ(checker_exit_code(Dialect::kattis, CheckVerdict::wrong_answer), 43);
  EXPECT_EQ(checker_exit_code(Dialect::kattis, CheckVerdict::presentation_error), 43);
  EXPECT_EQ(checker_exit_code(Dialect::kattis, CheckVerdict::fail), 1);
}

}  // namespace
}  // namespace sudokit
