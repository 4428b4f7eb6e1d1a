// SPDX-License-Identifier: MIT

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <nlohmann/json.hpp>
#include <sstream>
#include "common/judge/variant.hpp"
#include "common/text/sha256.hpp"
#include "common/text/zip.hpp"
#include "gen/cli.hpp"
#include "tests/support.hpp"
#include "common/setting/lint.hpp"

namespace sudokit {
namespace {

namespace fs = std::filesystem;
using testing::slurp;
using testing::TempDir;

TEST(Sha256, KnownVectors) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha256_hex(std::string(1000000, 'a')),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

struct Plan {
  TempDir folder;
  std::string path;
  explicit Plan(const std::string& text) : path((folder.path / "plan.txt").string()) {
    std::ofstream(path) << text;
  }
  PackageRun build(const std::string& layout, const std::string& out = "pkg",
                   std::vector<std::string> extra = {}) const {
    std::vector<std::string> args = {path, "--out", (folder.path / out).string(), "--layout", layout};
    args.insert(args.end(), extra.begin(), extra.end());
    return run_package_command(args);
  }
  std::string file(const std::string& name) const { return slurp((folder.path / name).string()); }
};

const Judge& rules_for(const std::string& profile) {
  return *find_judge(profile);
}

// Every file of a folder, by its path inside it.
std::map<std::string, std::string> folder_files(const fs::path& root) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    if (entry.is_regular_file()) files[fs::relative(entry.path(), root).string()] = slurp(entry.path().string());
  }
  return files;
}

// Several layouts from one generation: each a folder of --out, the same bytes as its own run.
TEST(Package, SeveralLayoutsFromOneGeneration) {
  Plan plan("poj3074 --count 2\n2 x poj3074 --count 1 --max-givens 23\n");
  const PackageRun both = plan.build("kattis,polygon", "both");
  ASSERT_EQ(both.outcome, PackageOutcome::written) << both.err;
  EXPECT_NE(both.out.find("both/kattis (kattis 2025-09, poj3074): 3 tests"), std::string::npos) << both.out;
  EXPECT_NE(both.out.find("both/polygon (polygon, poj3074): 3 tests"), std::string::npos) << both.out;
  for (const char* layout : {"kattis", "polygon"}) {
    SCOPED_TRACE(layout);
    ASSERT_EQ(plan.build(layout, layout).outcome, PackageOutcome::written);
    EXPECT_EQ(folder_files(plan.folder.path / "both" / layout), folder_files(plan.folder.path / layout));
  }
  EXPECT_EQ(plan.build("kattis,kattis", "twice").outcome, PackageOutcome::refused);
  EXPECT_EQ(plan.build("kattis,nonesuch", "unknown").outcome, PackageOutcome::refused);
  EXPECT_FALSE(fs::exists(plan.folder.path / "twice"));
}

// Every layout: the files where the judge system wants them, and lint finds nothing.
TEST(Package, LayoutsLintClean) {
  Plan plan("# a comment\n"
            "\n"
            "poj3074 --count 2\n"
            "sparse: 2 x poj3074 --count 2 --max-givens 23 --seed 5   # seeds 5 and 6\n");
  for (const char* layout : {"plain", "polygon", "kattis", "domjudge"}) {
    SCOPED_TRACE(layout);
    const PackageRun run = plan.build(layout, layout);
    ASSERT_EQ(run.outcome, PackageOutcome::written) << run.err;
    const LintReport lint = lint_folder((plan.folder.path / layout).string(), rules_for("poj3074"));
    EXPECT_TRUE(lint.clean()) << lint.text();
    EXPECT_NE(lint.text().find("3 tests"), std::string::npos) << lint.text();
  }
  EXPECT_TRUE(fs::exists(plan.folder.path / "plain/01.in"));
  EXPECT_TRUE(fs::exists(plan.folder.path / "plain/03.ans"));
  // Polygon: each test's command is its description in problem.xml.
  const std::string xml = plan.file("polygon/problem.xml");
  for (const char* test :
       {"<test method=\"manual\" description=\"sudokit-gen --profile poj3074 --count 2 --seed 3000\"/>",
        "<test method=\"manual\" description=\"sudokit-gen --profile poj3074 --count 2 --max-givens 23 --seed 5\"/>",
        "<test method=\"manual\" description=\"sudokit-gen --profile poj3074 --count 2 --max-givens 23 --seed 6\"/>",
        "<test-count>3</test-count>", "<input-path-pattern>tests/%02d</input-path-pattern>",
        "<source path=\"files/checker.cpp\" type=\"cpp.g++17\"/>", "<solution tag=\"main\">"}) {
    EXPECT_NE(xml.find(test), std::string::npos) << test;
  }
  for (const char* source : {"polygon/files/validator.cpp", "polygon/files/checker.cpp",
                             "polygon/solutions/solution.cpp", "plain/validator.cpp",
                             "plain/checker.cpp", "plain/solution.cpp",
                             "kattis/input_validators/validator/validator.cpp",
                             "kattis/submissions/accepted/solution.cpp"}) {
    EXPECT_TRUE(fs::exists(plan.folder.path / source)) << source;
  }
  // A solution is one program under every convention: the same file in every layout.
  EXPECT_EQ(plan.file("plain/solution.cpp"), plan.file("kattis/submissions/accepted/solution.cpp"));
  EXPECT_TRUE(fs::exists(plan.folder.path / "kattis/data/secret/02-sparse.in"));
  EXPECT_TRUE(fs::exists(plan.folder.path / "kattis/data/invalid_input"));
  EXPECT_FALSE(fs::exists(plan.folder.path / "kattis/output_validator"));  // unique answers
  EXPECT_NE(plan.file("kattis/problem.yaml").find("problem_format_version: 2025-09\n"), std::string::npos);
  EXPECT_NE(plan.file("kattis/problem.yaml").find("\nuuid: "), std::string::npos);
  EXPECT_FALSE(fs::exists(plan.folder.path / "kattis/data/secret/test_group.yaml"));  // no flags for digits
  EXPECT_TRUE(fs::exists(plan.folder.path / "kattis/statement/problem.en.tex"));
  // Outputs the output validator must reject, with their input and answer.
  for (const char* file : {"01-empty.in", "01-empty.ans", "01-empty.out", "02-last-line-missing.out",
                           "03-first-number-plus-one.out"}) {
    EXPECT_TRUE(fs::exists(plan.folder.path / "kattis/data/invalid_output" / file)) << file;
  }
  EXPECT_EQ(plan.file("kattis/data/invalid_output/01-empty.out"), "");
  EXPECT_FALSE(fs::exists(plan.folder.path / "domjudge/data/invalid_output"));  // legacy has none
  // DOMjudge: legacy by default (every DOMjudge reads it), the bank outside data/.
  EXPECT_NE(plan.file("domjudge/problem.yaml").find("validation: default\n"), std::string::npos);
  EXPECT_EQ(plan.file("domjudge/problem.yaml").find("validator_flags"), std::string::npos);
  EXPECT_TRUE(fs::exists(plan.folder.path / "domjudge/invalid_input"));
  EXPECT_FALSE(fs::exists(plan.folder.path / "domjudge/data/invalid_input"));
  EXPECT_EQ(plan.file("domjudge/domjudge-problem.ini"),
            "; Written by sudokit-gen package.\nname = \"POJ 3074 Sudoku\"\ntimelimit = 2\n");
  // The manifest names each file by its hash; read by an independent JSON parser, every line
  // is an object, and each test's hashes are those of its files.
  const std::string manifest = plan.file("plain/manifest.jsonl");
  EXPECT_NE(manifest.find("\"command\":\"sudokit-gen --profile poj3074 --count 2 --seed 3000\""),
            std::string::npos);
  std::istringstream lines(manifest);
  int tests = 0;
  for (std::string line; std::getline(lines, line);) {
    const nlohmann::json entry = nlohmann::json::parse(line, nullptr, false);
    ASSERT_TRUE(entry.is_object()) << line;
    if (!entry.contains("input_sha256")) continue;
    EXPECT_EQ(entry["input_sha256"], sha256_hex(plan.file("plain/" + entry["input"].get<std::string>()))) << line;
    EXPECT_EQ(entry["answer_sha256"], sha256_hex(plan.file("plain/" + entry["answer"].get<std::string>()))) << line;
    ++tests;
  }
  EXPECT_EQ(tests, 3);  // one, then the sparse line's two
}

TEST(Package, SameBytesTwiceAndNeverOverwritten) {
  Plan plan("p4929 --rows 12 --columns 10 --ones 40\nnone: p4929 --mode none --rows 12 --columns 10 --ones 40\n");
  ASSERT_EQ(plan.build("kattis", "a").outcome, PackageOutcome::written);
  ASSERT_EQ(plan.build("kattis", "b").outcome, PackageOutcome::written);
  for (const auto& entry : fs::recursive_directory_iterator(plan.folder.path / "a")) {
    if (!entry.is_regular_file()) continue;
    const fs::path relative = fs::relative(entry.path(), plan.folder.path / "a");
    EXPECT_EQ(slurp(entry.path().string()), slurp((plan.folder.path / "b" / relative).string()))
        << relative;
  }
  // Any exact cover is right: the Kattis package has its output validator.
  EXPECT_TRUE(fs::exists(plan.folder.path / "a/output_validator/output_validator.cpp"));
  EXPECT_EQ(plan.file("a/problem.yaml").find("validation:"), std::string::npos);  // not in 2025-09
  // An existing folder stays as it was without --force, and is replaced with it.
  std::ofstream(plan.folder.path / "a/mine.txt") << "mine\n";
  const PackageRun refused = plan.build("plain", "a");
  EXPECT_EQ(refused.outcome, PackageOutcome::refused);
  EXPECT_TRUE(fs::exists(plan.folder.path / "a/mine.txt"));
  ASSERT_EQ(plan.build("plain", "a", {"--force"}).outcome, PackageOutcome::written);
  EXPECT_FALSE(fs::exists(plan.folder.path / "a/mine.txt"));
  EXPECT_TRUE(fs::exists(plan.folder.path / "a/01.in"));
}

TEST(Zip, Crc32KnownVector) {
  EXPECT_EQ(crc32_of("123456789"), 0xCBF43926ul);
  EXPECT_EQ(crc32_of(""), 0ul);
}

// --zip: the folder's files, each a stored entry read back here by an independent reader of the
// local headers (signature, sizes, name, bytes, CRC), with problem.yaml at the root.
TEST(Package, ZipHoldsTheFolder) {
  Plan plan("zoj3122 --count 1\n");
  ASSERT_EQ(plan.build("domjudge", "folder").outcome, PackageOutcome::written);
  const PackageRun zipped = plan.build("domjudge", "p.zip", {"--zip"});
  ASSERT_EQ(zipped.outcome, PackageOutcome::written) << zipped.err;
  ASSERT_EQ(plan.build("domjudge", "p.zip", {"--zip"}).outcome, PackageOutcome::refused);  // not overwritten
  const std::string zip = plan.file("p.zip");
  const auto u16 = [&zip](std::size_t at) {
    return static_cast<std::size_t>(static_cast<unsigned char>(zip[at])) |
           static_cast<std::size_t>(static_cast<unsigned char>(zip[at + 1])) << 8;
  };
  const auto u32 = [&u16](std::size_t at) { return u16(at) | u16(at + 2) << 16; };
  std::size_t at = 0, entries = 0;
  std::set<std::string> names;
  while (at + 30 <= zip.size() && u32(at) == 0x04034b50) {
    const std::size_t size = u32(at + 18), name_size = u16(at + 26), extra = u16(at + 28);
    EXPECT_EQ(u16(at + 8), 0u);  // stored
    EXPECT_EQ(u32(at + 22), size);
    const std::string name = zip.substr(at + 30, name_size);
    const std::string bytes = zip.substr(at + 30 + name_size + extra, size);
    EXPECT_EQ(bytes, plan.file("folder/" + name)) << name;
    EXPECT_EQ(u32(at + 14), crc32_of(bytes)) << name;
    names.insert(name);
    ++entries;
    at += 30 + name_size + extra + size;
  }
  EXPECT_EQ(u32(at), 0x02014b50u);  // the central directory follows the entries
  EXPECT_TRUE(names.count("problem.yaml"));
  EXPECT_TRUE(names.count("domjudge-problem.ini"));
  EXPECT_TRUE(names.count("output_validators/checker/checker.cpp"));
  std::size_t files = 0;
  for (const auto& entry : fs::recursive_directory_iterator(plan.folder.path / "folder")) files += entry.is_regular_file();
  EXPECT_EQ(entries, files);
}

TEST(Package, PlanErrorsNameTheLine) {
  struct Case {
    const char* plan;
    const char* message;  // after "sudokit-gen package: <plan>:"
    PackageOutcome outcome;
  };
  const Case cases[] = {
      {"poj3074\np1784\n", "2: a package is for one profile; this plan is for poj3074", PackageOutcome::refused},
      {"poj9999 --count 2\n", "1: unknown profile 'poj9999'", PackageOutcome::refused},
      {"poj3074 --out x\n", "1: --out: the package decides this", PackageOutcome::refused},
      {"# only a sample\nsample nowhere.in\n", "2: ", PackageOutcome::refused},  // then the path: cannot open
      {"0 x poj3074\n", "1: N x: N must be in 1..1000", PackageOutcome::refused},
      {"poj3074 --symmetry sideways\n", "1: unknown symmetry 'sideways'", PackageOutcome::refused},
      {"poj3074 --help\n", "1: --help and --version are not tests", PackageOutcome::refused},
      {"p1074 --givens 20\n", "1: the input fails the p1074 validator: input:1:1: case 1: 20 givens; the problem promises at least 24", PackageOutcome::not_made},
      {"p4929 --mode anti-naive --seed 7\np4929 --mode anti-naive --seed 7\n",
       "2: the same input as a test of line 1", PackageOutcome::not_made},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.plan);
    Plan plan(c.plan);
    const PackageRun run = plan.build("plain");
    EXPECT_EQ(run.outcome, c.outcome);
    EXPECT_NE(run.err.find(plan.path + ":" + c.message), std::string::npos) << run.err;
    EXPECT_FALSE(fs::exists(plan.folder.path / "pkg"));  // nothing written
  }
}

// A plan line of 100,000 words is refused at its first repeated option, in one pass (Boost's
// parser alone is quadratic in the words: minutes for this line).
TEST(Package, HugePlanLinesAreReadInOnePass) {
  std::string line = "poj3074";
  for (int k = 0; k < 50000; ++k) line += " --count 1";
  Plan plan(line + "\n");
  const PackageRun run = plan.build("plain");
  EXPECT_EQ(run.outcome, PackageOutcome::refused);
  EXPECT_NE(run.err.find(plan.path + ":1: option '--count' cannot be specified more than once"), std::string::npos)
      << run.err.substr(0, 200);
  std::string words = "poj3074";
  for (int k = 0; k < 50000; ++k) words += " word";
  Plan positional(words + "\n");
  EXPECT_NE(positional.build("plain").err.find("unexpected word 'word'"), std::string::npos);
}

TEST(Package, SamplesAreCopiedAndAnswered) {
  Plan plan("sample s.in\nhdu6341 --cases 2\n");
  std::ofstream(plan.folder.path / "s.in") << slurp(testing::data_path("samples/hdu-6341/sample.in"));
  const PackageRun run = plan.build("kattis");
  ASSERT_EQ(run.outcome, PackageOutcome::written) << run.err;
  EXPECT_EQ(plan.file("pkg/data/sample/01-sample.ans"), "5\n");
  EXPECT_EQ(plan.file("pkg/data/sample/01-sample.in"), plan.file("s.in"));
  // A sample that fails the strict validator is refused (trailing spaces here).
  Plan spaced("sample s.in\np1074\n");
  std::ofstream(spaced.folder.path / "s.in")
      << slurp(testing::data_path("samples/luogu-p1074/sample1.in"));
  const PackageRun refused = spaced.build("plain");
  EXPECT_EQ(refused.outcome, PackageOutcome::not_made);
  EXPECT_NE(refused.err.find("trailing space"), std::string::npos) << refused.err;
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// A P1784 solver that is right but for one case: a blank top-left cell whose answer is 9
// gets a 1 (about one test in ten).
std::string rare_bug_solver() {
  std::string text = testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/accepted/mrv.cpp");
  const std::string call = "  solve();\n";
  text.replace(text.find(call), call.size(), "  const bool blank = grid[0] == 0;\n  solve();\n  if (blank && grid[0] == 9) grid[0] = 1;\n");
  return text;
}

struct Submissions : TempDir {
  void write(const std::string& name, const std::string& text) const {
    fs::create_directories((path / name).parent_path());
    std::ofstream(path / name) << text;
  }
};

// --against: every submission on every test; the wrong one that no test of the plan catches
// gets a test found by stress over the plan's line; the kill matrix in the manifest; the
// submissions in every layout.
TEST(Package, AgainstSubmissionsFindsATestThatCatches) {
  Plan plan("random: 2 x p1784 --seed 2\n");
  Submissions submissions;
  submissions.write("accepted/mrv.cpp",
                    testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/accepted/mrv.cpp"));
  submissions.write("wrong_answer/rare.cpp", rare_bug_solver());
  for (const char* layout : {"kattis", "polygon", "plain"}) {
    SCOPED_TRACE(layout);
    const PackageRun run =
        plan.build(layout, layout, {"--against", submissions.path.string(), "--time-limit", "1", "--search-seconds", "60"});
    ASSERT_EQ(run.outcome, PackageOutcome::written) << run.err;
    EXPECT_NE(run.out.find("2 submissions (1 tests found to catch them)"), std::string::npos) << run.out;
    EXPECT_NE(run.out.find("B wrong_answer/rare.cpp: WA first on"), std::string::npos) << run.out;
    const std::string manifest = plan.file(std::string(layout) + "/manifest.jsonl");
    EXPECT_NE(manifest.find("\"catches\":{\"wrong_answer/rare.cpp\":\"WA\"}"), std::string::npos) << manifest;
    EXPECT_NE(manifest.find("{\"submission\":\"accepted/mrv.cpp\",\"expected\":\"accepted\",\"verdict\":\"AC\",\"first_failure\":null"),
              std::string::npos) << manifest;
    EXPECT_NE(manifest.find("{\"submission\":\"wrong_answer/rare.cpp\",\"expected\":\"wrong_answer\",\"verdict\":\"WA\""),
              std::string::npos) << manifest;
    EXPECT_NE(manifest.find("found by sudokit-gen package --against: stress over the plan's lines"), std::string::npos);
    const LintReport lint = lint_folder((plan.folder.path / layout).string(), rules_for("p1784"));
    EXPECT_TRUE(lint.clean()) << lint.text();
  }
  EXPECT_EQ(plan.file("kattis/submissions/wrong_answer/rare.cpp"), rare_bug_solver());
  EXPECT_TRUE(fs::exists(plan.folder.path / "kattis/data/secret/03-catch-rare.in"));
  EXPECT_EQ(plan.file("plain/submissions/wrong_answer/rare.cpp"), rare_bug_solver());
  const std::string xml = plan.file("polygon/problem.xml");
  EXPECT_NE(xml.find("<solution tag=\"wrong-answer\">\n        <source path=\"solutions/rare.cpp\" type=\"cpp.g++17\"/>"),
            std::string::npos) << xml;
  EXPECT_NE(xml.find("<solution tag=\"accepted\">"), std::string::npos) << xml;
}

// A P1784 solver that is right, and slow in one case (as rare_bug_solver's): it spins until it
// has used `seconds` of CPU time first.
std::string rare_slow_solver(const char* seconds) {
  std::string text = testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/accepted/mrv.cpp");
  const std::string call = "  solve();\n";
  text.replace(text.find(call), call.size(),
               "  const bool blank = grid[0] == 0;\n  solve();\n  if (blank && grid[0] == 9) {\n"
               "    volatile unsigned spin = 0;\n    while (std::clock() < " + std::string(seconds) +
               " * CLOCKS_PER_SEC) ++spin;\n  }\n");
  return "#include <ctime>\n" + text;
}

// A slow submission is caught only by a test it fails clearly: at 1.5 times the judges' margin
// too. One that runs 1.25 times the margin (2.5 s of CPU time at --time-limit 1) fails the
// margin's runs, but no test is taken for it (the next run on a busier machine might pass); one
// that runs twice the margin is caught by a test found. (Their CPU time is theirs, whatever
// the load.)
TEST(Package, ASlowCatchMustBeClear) {
  Plan plan("random: 2 x p1784 --seed 2\n");
  const std::vector<std::string> budget = {"--time-limit", "1", "--search-tests", "40", "--search-seconds", "6"};
  {
    Submissions s;
    s.write("time_limit_exceeded/edge.cpp", rare_slow_solver("2.5"));
    std::vector<std::string> args = {"--against", s.path.string()};
    args.insert(args.end(), budget.begin(), budget.end());
    const PackageRun run = plan.build("kattis", "edge", args);
    EXPECT_EQ(run.outcome, PackageOutcome::not_made) << run.out;
    EXPECT_NE(run.err.find("time_limit_exceeded/edge.cpp: passes every test, and no test that catches it "
                           "(time_limit_exceeded) was found"),
              std::string::npos) << run.err;
  }
  {
    Submissions s;
    s.write("time_limit_exceeded/clear.cpp", rare_slow_solver("4"));
    std::vector<std::string> args = {"--against", s.path.string()};
    args.insert(args.end(), budget.begin(), budget.end());
    const PackageRun run = plan.build("kattis", "clear", args);
    ASSERT_EQ(run.outcome, PackageOutcome::written) << run.err;
    EXPECT_NE(run.out.find("A time_limit_exceeded/clear.cpp: TLE first on data/secret/03-catch-clear.in"), std::string::npos)
        << run.out;
  }
  EXPECT_FALSE(fs::exists(plan.folder.path / "edge"));
}

// No package when a submission is not caught as its folder says: an accepted one that fails,
// a wrong one no search catches, one that does not compile.
TEST(Package, AgainstSubmissionsNotAsExpected) {
  Plan plan("random: p1784\n");
  const std::string right =
      testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/accepted/mrv.cpp");
  const std::string wrong =
      testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/wrong_answer/wrong_box.cpp");
  const std::vector<std::string> budget = {"--time-limit", "1", "--search-tests", "5", "--search-seconds", "20"};
  {
    Submissions s;
    s.write("accepted/wrong.cpp", wrong);
    std::vector<std::string> args = {"--against", s.path.string()};
    args.insert(args.end(), budget.begin(), budget.end());
    const PackageRun run = plan.build("kattis", "a", args);
    EXPECT_EQ(run.outcome, PackageOutcome::not_made);
    EXPECT_NE(run.err.find("an accepted submission fails a test:\naccepted/wrong.cpp: WA on test 1"), std::string::npos)
        << run.err;
  }
  {
    Submissions s;
    s.write("wrong_answer/right.cpp", right);
    std::vector<std::string> args = {"--against", s.path.string()};
    args.insert(args.end(), budget.begin(), budget.end());
    const PackageRun run = plan.build("kattis", "b", args);
    EXPECT_EQ(run.outcome, PackageOutcome::not_made);
    EXPECT_NE(run.err.find("wrong_answer/right.cpp: passes every test, and no test that catches it (wrong_answer) was "
                           "found within 5 tests"),
              std::string::npos) << run.err;
  }
  {
    Submissions s;
    s.write("wrong_answer/broken.cpp", "int main( {\n");
    std::vector<std::string> args = {"--against", s.path.string()};
    const PackageRun run = plan.build("kattis", "c", args);
    EXPECT_EQ(run.outcome, PackageOutcome::refused);
    EXPECT_NE(run.err.find("broken.cpp: does not compile"), std::string::npos) << run.err;
  }
  EXPECT_FALSE(fs::exists(plan.folder.path / "a"));
  EXPECT_FALSE(fs::exists(plan.folder.path / "b"));
}

// A plan's stress line: the first test of the line that the program fails, shrunk; none: no
// package.
TEST(Package, StressLines) {
  Plan plan("catch: stress rare.cpp p1784\n");
  std::ofstream(plan.folder.path / "rare.cpp") << rare_bug_solver();
  std::ofstream(plan.folder.path / "right.cpp")
      << testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/accepted/mrv.cpp");
  const PackageRun run = plan.build("plain", "pkg", {"--time-limit", "1"});
  ASSERT_EQ(run.outcome, PackageOutcome::written) << run.err;
  const std::string manifest = plan.file("pkg/manifest.jsonl");
  EXPECT_NE(manifest.find("\"command\":\"sudokit-gen stress --against rare.cpp --profile p1784 --seed "), std::string::npos)
      << manifest;
  // The test is one the program fails.
  std::string why;
  const auto program = Program::prepare((plan.folder.path / "rare.cpp").string(), {}, &why);
  ASSERT_TRUE(program) << why;
  const auto judged = program->judge(rules_for("p1784"), plan.file("pkg/01.in"), plan.file("pkg/01.ans"), Limits{}, &why);
  ASSERT_TRUE(judged) << why;
  EXPECT_EQ(judged->verdict, RunVerdict::wrong_answer);

  Plan none("catch: stress right.cpp p1784\n");
  std::ofstream(none.folder.path / "right.cpp")
      << testing::slurp(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/accepted/mrv.cpp");
  const PackageRun refused = none.build("plain", "pkg", {"--search-tests", "3"});
  EXPECT_EQ(refused.outcome, PackageOutcome::not_made);
  EXPECT_NE(refused.err.find("plan.txt:1: right.cpp passes every test of the line (3 tried; --search-tests, "
                             "--search-seconds)"),
            std::string::npos)
      << refused.err;
}

}  // namespace
}  // namespace sudokit
