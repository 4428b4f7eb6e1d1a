// SPDX-License-Identifier: MIT
// The judge systems' calling conventions, in process: the exit codes, the feedback and result
// files, the arguments judges add, and contestant outputs that must never be a judge failure.
// (tests/cli/run_judge_host.sh runs a package's own judge-host sources the same way.)
#include "common/judge/judge_host.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/support.hpp"

namespace sudokit {
namespace {

void write(const std::filesystem::path& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

struct Case {
  testing::TempDir dir;
  std::string input_path, answer_path;
  explicit Case(const std::string& sample) {
    input_path = (dir.path / "in").string();
    answer_path = (dir.path / "ans").string();
    write(input_path, testing::slurp(testing::data_path("samples/" + sample + ".in")));
    write(answer_path, testing::slurp(testing::data_path("samples/" + sample + ".out")));
  }
};

int kattis(const Judge& judge, const Case& c, const std::string& output, std::string* message = nullptr) {
  std::istringstream out(output);
  std::ostringstream log;
  const std::string feedback = c.dir.path.string() + "/";
  const int status = host_check(judge, Dialect::kattis,
                                {c.input_path, c.answer_path, feedback, "case_sensitive"}, out, log);
  if (message) *message = testing::slurp(feedback + "judgemessage.txt");
  return status;
}

int testlib(const Judge& judge, const Case& c, const std::vector<std::string>& extra,
            const std::string* output) {
  const std::string output_path = (c.dir.path / "out").string();
  std::filesystem::remove(output_path);
  if (output) write(output_path, *output);
  std::vector<std::string> args = {"--testset", "tests", "--group", "0", c.input_path, output_path,
                                   c.answer_path};
  args.insert(args.end(), extra.begin(), extra.end());
  std::istringstream unused;
  std::ostringstream log;
  return host_check(judge, Dialect::testlib, args, unused, log);
}

TEST(JudgeHost, ValidatorExitCodes) {
  const Judge& judge = *find_judge("poj3074");
  const std::string good = testing::slurp(testing::data_path("samples/poj-3074/sample.in"));
  for (const auto& [convention, valid, invalid] :
       {std::tuple{Dialect::kattis, 42, 43}, std::tuple{Dialect::testlib, 0, 3}}) {
    std::istringstream in1(good), in2("garbage\n");
    std::ostringstream log;
    EXPECT_EQ(host_validate(judge, convention, in1, log), valid);
    EXPECT_EQ(host_validate(judge, convention, in2, log), invalid);
  }
}

TEST(JudgeHost, KattisCheckerWritesItsMessage) {
  const Judge& judge = *find_judge("poj3074");
  const Case c("poj-3074/sample");
  std::string message;
  EXPECT_EQ(kattis(judge, c, testing::slurp(c.answer_path), &message), 42);
  EXPECT_EQ(message.rfind("ok: ", 0), 0u) << message;
  EXPECT_EQ(kattis(judge, c, "", &message), 43);
  EXPECT_EQ(kattis(judge, c, std::string("1\0\xff", 3), &message), 43);
  // A wrong call is the judge's failure, not the contestant's.
  std::istringstream out;
  std::ostringstream log;
  EXPECT_EQ(host_check(judge, Dialect::kattis, {c.input_path}, out, log), 1);
  EXPECT_EQ(host_check(judge, Dialect::kattis, {c.input_path, "/nonexistent", "/tmp/"}, out, log), 1);
}

TEST(JudgeHost, TestlibCheckerVerdictsAndResultFile) {
  const Judge& judge = *find_judge("zoj3122");
  const Case c("zoj-3122/sample");
  const std::string answer = testing::slurp(c.answer_path);
  EXPECT_EQ(testlib(judge, c, {}, &answer), 0);
  const std::string empty;
  EXPECT_NE(testlib(judge, c, {}, &empty), 0);
  EXPECT_NE(testlib(judge, c, {}, &empty), 3);
  // A missing output file is the contestant's (presentation error), never FAIL.
  EXPECT_EQ(testlib(judge, c, {}, nullptr), 2);
  const std::string result = (c.dir.path / "result.xml").string();
  EXPECT_EQ(testlib(judge, c, {result, "-appes"}, &answer), 0);
  EXPECT_EQ(testing::slurp(result).rfind("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"accepted\">", 0), 0u)
      << testing::slurp(result);
  EXPECT_EQ(testlib(judge, c, {result}, nullptr), 2);
  EXPECT_EQ(testing::slurp(result).rfind("no output file", 0), 0u) << testing::slurp(result);
  // Wrong arguments are the judge's failure.
  EXPECT_EQ(testlib(judge, c, {result, "-bogus"}, &answer), 3);
}

// P1784's published accepted solution prints a space after every number: accepted.
TEST(JudgeHost, TrailingSpacesAreAccepted) {
  const Judge& judge = *find_judge("p1784");
  const Case c("luogu-p1784/sample");
  std::string spaced;
  for (const char ch : testing::slurp(c.answer_path)) spaced += ch == '\n' ? std::string(" \n") : std::string(1, ch);
  EXPECT_EQ(testlib(judge, c, {}, &spaced), 0);
  EXPECT_EQ(kattis(judge, c, spaced), 42);
}

TEST(JudgeHost, HugeAndHostileOutputsAreWrongAnswers) {
  for (const char* name : {"hdu6341", "p4929", "zoj3209", "poj3076"}) {
    SCOPED_TRACE(name);
    const Judge& judge = *find_judge(name);
    const std::string folder = std::string(name) == "hdu6341"   ? "hdu-6341/sample"
                               : std::string(name) == "p4929"   ? "luogu-p4929/sample1"
                               : std::string(name) == "zoj3209" ? "zoj-3209/sample"
                                                                : "poj-3076/sample";
    const Case c(folder);
    for (const std::string& output :
         {std::string("9223372036854775808\n"), std::string("-1\n"), std::string("\0\0\0", 3),
          std::string(20u << 20, '7'), std::string(100, '\n')}) {
      const int status = kattis(judge, c, output);
      EXPECT_EQ(status, 43) << output.substr(0, 40);
    }
  }
}

TEST(JudgeHost, SolutionPrintsTheReferenceAnswer) {
  const Judge& judge = *find_judge("poj3076");
  std::istringstream in(testing::slurp(testing::data_path("samples/poj-3076/sample.in")));
  std::ostringstream out, log;
  EXPECT_EQ(host_solve(judge, in, out, log), 0);
  EXPECT_EQ(out.str(), testing::slurp(testing::data_path("samples/poj-3076/sample.out")));
}

}  // namespace
}  // namespace sudokit
