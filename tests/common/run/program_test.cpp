// SPDX-License-Identifier: MIT
// Programs from sources and command lines, and their verdicts from the judges' own checkers.
#include "common/run/program.hpp"

#include <gtest/gtest.h>

#include <fstream>

#include "tests/support.hpp"

namespace sudokit {
namespace {

// A source file in a temporary folder.
struct Source {
  testing::TempDir dir;
  std::string path;
  Source(const std::string& name, const std::string& text) : path((dir.path / name).string()) {
    std::ofstream(path) << text;
  }
};

Limits quick() {
  Limits limits;
  limits.cpu_seconds = 0.5;
  limits.memory_bytes = std::uint64_t{512} << 20;
  return limits;
}

// The HDU 6341 sample: one case whose answer is 5.
struct Rotation {
  const Judge& judge = *find_judge("hdu6341");
  std::string input = testing::slurp(testing::data_path("samples/hdu-6341/sample.in"));
  std::string answer = "5\n";
};

RunVerdict verdict_of(const std::string& program_text, const std::string& name = "p.cpp") {
  const Source source(name, program_text);
  std::string error;
  const auto program = Program::prepare(source.path, {}, &error);
  EXPECT_TRUE(program) << error;
  if (!program) return RunVerdict::judge_error;
  const Rotation t;
  const auto judged = program->judge(t.judge, t.input, t.answer, quick(), &error);
  EXPECT_TRUE(judged) << error;
  return judged ? judged->verdict : RunVerdict::judge_error;
}

TEST(Program, VerdictsFromTheJudgesChecker) {
  EXPECT_EQ(verdict_of("#include <cstdio>\nint main() { std::puts(\"5\"); }\n"), RunVerdict::accepted);
  EXPECT_EQ(verdict_of("#include <cstdio>\nint main() { std::puts(\"4\"); }\n"), RunVerdict::wrong_answer);
  EXPECT_EQ(verdict_of("int main() { return 0; }\n"), RunVerdict::wrong_answer);          // nothing
  EXPECT_EQ(verdict_of("int main() { for (volatile int i = 0;;) (void)i; }\n"), RunVerdict::time_limit);
  EXPECT_EQ(verdict_of("#include <cstdlib>\nint main() { std::abort(); }\n"), RunVerdict::run_time_error);
  EXPECT_EQ(verdict_of("int main() { return 1; }\n"), RunVerdict::run_time_error);
  EXPECT_EQ(verdict_of("#include <vector>\n#include <cstdio>\nint main() { std::vector<char> v(std::size_t{1} << 33);"
                       " std::printf(\"%d\", v[7]); }\n"),
            RunVerdict::memory_limit);
  EXPECT_EQ(verdict_of("#include <cstdio>\nint main() { for (;;) std::puts(\"5 5 5 5 5 5 5 5\"); }\n"),
            RunVerdict::output_limit);
  EXPECT_EQ(verdict_of("#include <stdio.h>\nint main(void) { puts(\"5\"); return 0; }\n", "p.c"), RunVerdict::accepted);
}

TEST(Program, SourcesThatDoNotCompileAreErrors) {
  const Source source("bad.cpp", "int main() { return x; }\n");
  std::string error;
  EXPECT_FALSE(Program::prepare(source.path, {}, &error));
  EXPECT_NE(error.find("does not compile"), std::string::npos) << error;
  EXPECT_NE(error.find("'x' was not declared"), std::string::npos) << error;
}

TEST(Program, ACompileCommandOfTheUsersOwn) {
  const Source source("fast.cpp", "#include <cstdio>\nint main() { std::puts(PRINTED); }\n");
  CompileOptions compile;
  compile.cxx = "g++ -O1 -DPRINTED=\"5\"";
  std::string error;
  const auto program = Program::prepare(source.path, compile, &error);
  ASSERT_TRUE(program) << error;
  const Rotation t;
  const auto judged = program->judge(t.judge, t.input, t.answer, quick(), &error);
  ASSERT_TRUE(judged) << error;
  EXPECT_EQ(judged->verdict, RunVerdict::accepted) << judged->message;
}

TEST(Program, CommandLinesAndScripts) {
  std::string error;
  const auto echo = Program::prepare("echo 5", {}, &error);
  ASSERT_TRUE(echo) << error;
  const Rotation t;
  EXPECT_EQ(echo->judge(t.judge, t.input, t.answer, quick(), &error)->verdict, RunVerdict::accepted);
  const auto missing = Program::prepare("no-such-solver --fast", {}, &error);
  EXPECT_FALSE(missing);
  EXPECT_NE(error.find("not found"), std::string::npos) << error;
  std::string python_error;
  if (find_executable("python3", &python_error)) {
    const Source script("s.py", "print(4 + 1)\n");
    const auto python = Program::prepare(script.path, {}, &error);
    ASSERT_TRUE(python) << error;
    EXPECT_EQ(python->judge(t.judge, t.input, t.answer, quick(), &error)->verdict, RunVerdict::accepted);
  }
}

TEST(Program, AWrongJuryAnswerIsTheJudgesError) {
  std::string error;
  const auto echo = Program::prepare("echo 4", {}, &error);
  ASSERT_TRUE(echo) << error;
  const Rotation t;
  const auto judged = echo->judge(t.judge, t.input, "4\n", quick(), &error);
  ASSERT_TRUE(judged) << error;
  EXPECT_EQ(judged->verdict, RunVerdict::judge_error) << judged->message;
}

TEST(Program, VerdictNames) {
  EXPECT_STREQ(verdict_code(RunVerdict::time_limit), "TLE");
  EXPECT_STREQ(verdict_folder(RunVerdict::time_limit), "time_limit_exceeded");
  EXPECT_STREQ(verdict_folder(RunVerdict::memory_limit), "run_time_error");
  EXPECT_EQ(split_command("  g++ -O2\t-std=c++17 "), (std::vector<std::string>{"g++", "-O2", "-std=c++17"}));
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// The judge systems' default comparison: words, case folded unless case_sensitive, spacing free
// unless space_change_sensitive; and how a package judges (its checker where any correct
// answer passes, else the comparison).
TEST(Program, DefaultComparisonOfWords) {
  EXPECT_EQ(compare_words("1 2\n3\n", "1 2 3", "").verdict, CheckVerdict::accepted);
  EXPECT_EQ(compare_words("ABC\n\n", "abc\n", "").verdict, CheckVerdict::accepted);
  EXPECT_EQ(compare_words("ABC\n", "abc\n", "case_sensitive").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(compare_words("1  2\n", "1 2\n", "space_change_sensitive").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(compare_words("1 2\n", "1 2\n", "space_change_sensitive").verdict, CheckVerdict::accepted);
  EXPECT_EQ(compare_words("1 2", "1 2 3", "").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(compare_words("1 2 3 4", "1 2 3", "").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(compare_words("12", "1 2", "").verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(compare_words("", "", "").verdict, CheckVerdict::accepted);
  // POJ 3076's answer is unique: a Kattis package compares words, so grids without the empty
  // line between them pass there, and not by the checker (Polygon, plain).
  const auto [input, answer] = testing::generated_test("poj3076", 4, 2);
  std::string packed = answer;
  packed.erase(packed.find("\n\n"), 1);
  const Judge& poj = *find_judge("poj3076");
  EXPECT_EQ(check_as(poj, Checking::package_default, input, packed, answer).verdict, CheckVerdict::accepted);
  EXPECT_NE(check_as(poj, Checking::checker, input, packed, answer).verdict, CheckVerdict::accepted);
  // ZOJ 3122 promises only a solution: its checker, whatever the layout.
  const Judge& zoj = *find_judge("zoj3122");
  EXPECT_NE(check_as(zoj, Checking::package_default, input, packed, answer).verdict, CheckVerdict::accepted);
}

}  // namespace
}  // namespace sudokit
