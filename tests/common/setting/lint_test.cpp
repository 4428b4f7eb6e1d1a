// SPDX-License-Identifier: MIT
#include "common/setting/lint.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "common/judge/variant.hpp"
#include "common/sudoku/isomorph.hpp"
#include "gen/command.hpp"
#include "gen/generator.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

namespace fs = std::filesystem;

struct Folder : testing::TempDir {
  void write(const std::string& name, const std::string& text) const {
    fs::create_directories((path / name).parent_path());
    std::ofstream(path / name, std::ios::binary) << text;
  }
};

using testing::generated_test;

std::string lint(const Folder& folder, const char* profile) {
  return lint_folder(folder.path.string(), *find_judge(profile)).text();
}

TEST(Lint, ACleanFolderHasNoFindings) {
  for (const char* profile : {"poj3074", "poj3076", "acwing169", "p1784"}) {
    SCOPED_TRACE(profile);
    Folder folder;
    for (std::uint64_t k = 1; k <= 3; ++k) {
      const auto [in, ans] = generated_test(profile, k);
      folder.write("0" + std::to_string(k) + ".in", in);
      folder.write("0" + std::to_string(k) + ".ans", ans);
    }
    const auto [in, ans] = generated_test(profile, 9);  // Polygon's layout in a subfolder
    folder.write("tests/04", in);
    folder.write("tests/04.a", ans);
    EXPECT_EQ(lint(folder, profile), "sudokit-verify lint: 4 tests, 0 findings\n");
    EXPECT_EQ(lint_folder(folder.path.string(), *find_judge(profile)).clean(), true);
  }
}

TEST(Lint, ReportsEachDefect) {
  Folder folder;
  const auto [in1, ans1] = generated_test("poj3074", 1);
  const auto [in2, ans2] = generated_test("poj3074", 2);
  std::string crlf = in1;
  for (std::size_t at = crlf.find('\n'); at != std::string::npos; at = crlf.find('\n', at + 2)) {
    crlf.insert(at, "\r");
  }
  std::string wrong = ans2;
  wrong[0] = wrong[0] == '1' ? '2' : '1';
  folder.write("a.in", crlf);
  folder.write("a.ans", ans1.substr(0, ans1.size() - 1) + " ");  // trailing space, no newline
  folder.write("b.in", in2);
  folder.write("b.out", wrong);
  folder.write("c.in", in2);  // the same input again, and no answer
  folder.write("d.in", "\xEF\xBB\xBF" + in1);
  folder.write("d.ans", ans1);
  folder.write("e.in", "..." + in1.substr(3));  // three givens fewer: two solutions or more
  folder.write("e.ans", ans1);
  const std::string report = lint(folder, "poj3074");
  const std::string expected =
      "a.in:1: CRLF line endings (3 lines)\n"
      "a.ans:2: trailing spaces (1 line)\n"
      "a.ans:2: missing newline at the end of the file\n"
      "b.out:1: puzzle 1: r1c1 is given as ";
  EXPECT_EQ(report.substr(0, expected.size()), expected) << report;
  EXPECT_NE(report.find("c.in: the same input as b.in\n"), std::string::npos) << report;
  EXPECT_NE(report.find("c.in: no answer file (.ans, .out, or Polygon's .a)\n"), std::string::npos);
  EXPECT_NE(report.find("d.in:1:1: byte order mark\n"), std::string::npos);
  EXPECT_NE(report.find("(answer wrong answer)\n"), std::string::npos);
  EXPECT_EQ(lint_folder(folder.path.string(), *find_judge("poj3074")).clean(), false);
}

// Sudoku profiles: a puzzle of one test that is a puzzle of another, as it was or relabelled
// and moved, is named at its line with the first one's place; puzzles of no other test pass.
TEST(Lint, FindsPuzzlesInDisguise) {
  const Judge& judge = *find_judge("poj3074");
  const TextFormat& format = *judge.puzzle_format();
  Generator generator(Shape{3, 3});
  std::vector<Grid> puzzles;
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    std::string why;
    puzzles.push_back(generator.generate(seed, GenerateOptions{}, &why)->puzzle);
  }
  Rng rng(9);
  const Grid disguised = apply_isomorph(puzzles[1], random_isomorph(Shape{3, 3}, rng));
  ASSERT_NE(disguised, puzzles[1]);
  Folder folder;
  const auto write_test = [&](const std::string& name, std::vector<Grid> grids) {
    const std::string input = write_input(grids, format, "123456789");
    std::string why;
    folder.write(name + ".in", input);
    folder.write(name + ".ans", judge.answer(input, true, kDefaultNodeLimit, &why)->text);
  };
  write_test("a", {puzzles[0], puzzles[1]});
  write_test("b", {puzzles[2], disguised});
  write_test("c", {puzzles[3], puzzles[0]});
  EXPECT_EQ(lint(folder, "poj3074"),
            "b.in:2 (puzzle 2): the same puzzle as a.in:2 (puzzle 2), relabelled or with rows, "
            "columns, bands or stacks moved (the same canonical form)\n"
            "c.in:2 (puzzle 2): the same puzzle as a.in:1 (puzzle 1)\n"
            "sudokit-verify lint: 3 tests, 2 findings\n");
}

TEST(Lint, AnotherCorrectAnswerPasses) {
  // ZOJ 3122 inputs may have several solutions; any of them is a right answer.
  const testing::TwoSolutions two = testing::zoj_two_solutions();
  const std::string& in = two.input;
  for (const Grid& solution : two.solutions) {
    Folder folder;
    folder.write("1.in", in);
    folder.write("1.ans", write_answers(Span(&solution, 1), *find_text_format("zoj3122"),
                                        two.alphabet));
    EXPECT_EQ(lint(folder, "zoj3122"), "sudokit-verify lint: 1 test, 0 findings\n");
  }
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// A variant's test folder: lint runs its validator and its checker on the answers.
TEST(Lint, VariantFolders) {
  for (const Variant* variant : variants()) {
    SCOPED_TRACE(std::string(variant->name()));
    testing::TempDir folder;
    VariantGenOptions options;
    if (variant->name() == "p4929") options.rows = options.columns = 20;
    if (variant->name() == "zoj3209") options.pieces = 40;
    const VariantRun made = variant->generate(options);
    ASSERT_EQ(made.outcome, VariantOutcome::done) << made.err;
    std::ofstream(folder.path / "01.in") << made.out;
    std::ofstream(folder.path / "01.ans") << made.answer;
    const Judge& rules = *variant;
    const LintReport clean = lint_folder(folder.path.string(), rules);
    EXPECT_TRUE(clean.clean()) << clean.text();
    // A budget too small to re-solve the integer answers (hdu6341: to prove its input's
    // promise): said, not passed over in silence.
    if (variant->name() != "p4929") {  // (its jury's cover is checked without a search)
      const LintReport unverified = lint_folder(folder.path.string(), rules, 1);
      EXPECT_FALSE(unverified.clean());
      const std::string what = variant->name() == "hdu6341" ? "undecided" : "01.ans: not verified";
      EXPECT_NE(unverified.text().find(what), std::string::npos) << unverified.text();
      EXPECT_NE(unverified.text().find("the budget of 1 search nodes"), std::string::npos);
    }
    std::ofstream(folder.path / "01.ans") << "12345\n";  // not the answer (p4929: no such row)
    const LintReport wrong = lint_folder(folder.path.string(), rules);
    EXPECT_FALSE(wrong.clean());
    EXPECT_NE(wrong.text().find("01.ans"), std::string::npos) << wrong.text();
  }
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// lint --against: the kill matrix of a folder's tests against submissions, and a submission
// not caught as its folder expects is a finding.
TEST(Lint, KillMatrixOfSubmissions) {
  Folder folder;
  for (std::uint64_t k = 1; k <= 2; ++k) {
    GenSpec spec;
    spec.profile = "hdu6341";
    spec.cases = 3;
    spec.seed = k;
    spec.given = {"profile", "cases", "seed"};
    const GenCommand made = run_gen_spec(spec);
    folder.write("0" + std::to_string(k) + ".in", made.input);
    folder.write("0" + std::to_string(k) + ".ans", made.answers);
  }
  Folder submissions;
  const std::string accepted = std::string(SUDOKIT_SOURCE_DIR) + "/examples/hdu6341/submissions/accepted/pruned.cpp";
  submissions.write("accepted/pruned.cpp", testing::slurp(accepted));
  submissions.write("wrong_answer/zero.cpp", "#include <cstdio>\nint main() { std::puts(\"0\"); }\n");  // one number for three cases
  submissions.write("time_limit_exceeded/quick.cpp", "int main() {}\n");  // prints nothing
  LintSubmissions against;
  against.folder = submissions.path.string();
  against.limits.cpu_seconds = 1;
  const LintReport report = lint_folder(folder.path.string(), *find_judge("hdu6341"), kDefaultNodeLimit, &against);
  ASSERT_TRUE(report.error.empty()) << report.error;
  ASSERT_TRUE(report.matrix);
  EXPECT_EQ(report.matrix->tests, (std::vector<std::string>{"01.in", "02.in"}));
  ASSERT_EQ(report.matrix->submissions.size(), 3u);
  EXPECT_EQ(report.matrix->submissions[0].name, "accepted/pruned.cpp");
  EXPECT_EQ(report.matrix->submissions[1].name, "time_limit_exceeded/quick.cpp");
  EXPECT_EQ(report.matrix->submissions[2].name, "wrong_answer/zero.cpp");
  for (std::size_t t = 0; t < 2; ++t) {
    EXPECT_EQ(report.matrix->verdicts[t][0].verdict, RunVerdict::accepted);
    EXPECT_EQ(report.matrix->verdicts[t][1].verdict, RunVerdict::wrong_answer);
    EXPECT_EQ(report.matrix->verdicts[t][2].verdict, RunVerdict::wrong_answer);
  }
  // The slow one fails first with WA, not TLE: one finding; the wrong one meets its folder.
  ASSERT_EQ(report.findings.size(), 1u);
  EXPECT_EQ(report.findings[0], "time_limit_exceeded/quick.cpp: its first failure is WA on 01.in (expected time_limit_exceeded)");
  const std::string text = report.text();
  EXPECT_NE(text.find("kill matrix: 2 tests x 3 submissions"), std::string::npos) << text;
  EXPECT_NE(text.find("C wrong_answer/zero.cpp: WA first on 01.in, caught by 2 tests (expected wrong_answer)"),
            std::string::npos) << text;
  EXPECT_NE(text.find("A accepted/pruned.cpp: accepted on every test, slowest pass "), std::string::npos) << text;
}

// A slow submission runs at the judges' safety margin, twice the time limit: one that needs 1.3 s
// of CPU time (the clock it reads is its own CPU time, the same on a busy machine) passes at a
// limit of 1 s, and so is not caught: its folder's expectation is not met.
TEST(Lint, ASlowSubmissionRunsAtTheSafetyMargin) {
  Folder folder;
  GenSpec spec;
  spec.profile = "hdu6341";
  spec.cases = 1;
  spec.seed = 1;
  spec.given = {"profile", "cases", "seed"};
  const GenCommand made = run_gen_spec(spec);
  folder.write("01.in", made.input);
  folder.write("01.ans", made.answers);
  Folder submissions;
  const std::string accepted = std::string(SUDOKIT_SOURCE_DIR) + "/examples/hdu6341/submissions/accepted/pruned.cpp";
  submissions.write("time_limit_exceeded/spin.cpp",
                    testing::slurp(accepted) +
                        "#include <ctime>\nstatic const bool spun = [] {\n"
                        "  while (std::clock() < 13 * CLOCKS_PER_SEC / 10) {}\n  return true;\n}();\n");
  LintSubmissions against;
  against.folder = submissions.path.string();
  against.limits.cpu_seconds = 1;
  EXPECT_EQ(submission_limits(Expected::time_limit_exceeded, against.limits).cpu_seconds, 2);
  EXPECT_EQ(submission_limits(Expected::wrong_answer, against.limits).cpu_seconds, 1);
  const LintReport report = lint_folder(folder.path.string(), *find_judge("hdu6341"), kDefaultNodeLimit, &against);
  ASSERT_TRUE(report.error.empty()) << report.error;
  ASSERT_TRUE(report.matrix);
  EXPECT_EQ(report.matrix->verdicts[0][0].verdict, RunVerdict::accepted) << report.matrix->verdicts[0][0].message;
  ASSERT_EQ(report.findings.size(), 1u);
  EXPECT_NE(report.findings[0].find("time_limit_exceeded/spin.cpp"), std::string::npos) << report.findings[0];
}

TEST(Lint, SubmissionFoldersAreKattis) {
  Folder submissions;
  submissions.write("accepted/a.cpp", "int main() {}\n");
  submissions.write("almost_right/b.cpp", "int main() {}\n");
  std::string error;
  EXPECT_FALSE(find_submissions(submissions.path.string(), &error));
  EXPECT_NE(error.find("almost_right: not a verdict folder"), std::string::npos) << error;
  Folder nested;
  nested.write("wrong_answer/dir/b.cpp", "int main() {}\n");
  EXPECT_FALSE(find_submissions(nested.path.string(), &error));
  EXPECT_NE(error.find("a submission is one file"), std::string::npos) << error;
  Folder empty;
  fs::create_directories(empty.path / "accepted");
  EXPECT_FALSE(find_submissions(empty.path.string(), &error));
  EXPECT_NE(error.find("no submissions"), std::string::npos) << error;
}

}  // namespace
}  // namespace sudokit
