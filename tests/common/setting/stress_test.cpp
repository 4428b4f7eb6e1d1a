// SPDX-License-Identifier: MIT
// Stress and shrinking: smaller tests that every judge's validator accepts, wrong programs
// caught on every profile and their witnesses shrunk while they still fail, right programs
// never caught, a wrong reference refused.
#include "common/setting/stress.hpp"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "common/judge/treasure_map.hpp"
#include "common/judge/validate.hpp"
#include "common/setting/shrink.hpp"
#include "common/setting/slow_cases.hpp"
#include "gen/command.hpp"
#include "gen/test_maker.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

// A generator spec for a profile, as a plan line or a command line would give it.
GenSpec spec_of(const std::string& profile, const std::vector<std::pair<std::string, int>>& numbers = {}) {
  GenSpec spec;
  spec.profile = profile;
  spec.given = {"profile"};
  for (const auto& [name, value] : numbers) {
    spec.given.insert(name);
    if (name == "count") spec.count = static_cast<std::size_t>(value);
    if (name == "cases") spec.cases = value;
    if (name == "rows") spec.rows = value;
    if (name == "columns") spec.columns = value;
    if (name == "pieces") spec.pieces = value;
    if (name == "ones") spec.ones = value;
  }
  return spec;
}

bool valid(const Judge& judge, const std::string& input) {
  ValidateOptions strict;
  strict.source = "input";
  return judge.validate(input, strict).valid;
}

// Whether a test has no part where its format needs one: p4929's `N M` with N = 0, or a
// zoj3209 case `n m p` with p = 0 (its pieces' lines skipped by their count).
bool no_part_left(const std::string& profile, const std::string& test) {
  std::istringstream in(test);
  if (profile == "p4929") {
    long rows = -1;
    return static_cast<bool>(in >> rows) && rows == 0;
  }
  if (profile != "zoj3209") return false;
  long cases = 0;
  in >> cases;
  for (long k = 0; k < cases; ++k) {
    long n = 0, m = 0, pieces = -1;
    if (!(in >> n >> m >> pieces)) return false;
    if (pieces == 0) return true;
    for (long piece = 0; piece < 4 * pieces; ++piece) {
      long coordinate = 0;
      in >> coordinate;
    }
  }
  return false;
}

Limits quick() {
  Limits limits;
  limits.cpu_seconds = 1;
  return limits;
}

struct ShrinkCase {
  const char* profile;
  std::vector<std::pair<std::string, int>> options;
};

// Every candidate of the first ones at both levels is a valid test of the profile (the
// caller still validates), and smaller than the test it came from.
TEST(Shrink, CandidatesAreSmallerAndValid) {
  const std::vector<ShrinkCase> cases = {
      {"poj3074", {{"count", 3}}},   {"poj3076", {{"count", 2}}}, {"zoj3122", {{"count", 2}}},
      {"acwing169", {{"count", 2}}}, {"p1784", {}},                {"hdu6341", {{"cases", 3}}},
      {"p1074", {}},                 {"p4929", {{"rows", 12}, {"columns", 9}, {"ones", 40}}},
      {"zoj3209", {{"cases", 3}, {"columns", 6}, {"rows", 6}, {"pieces", 12}}}};
  for (const ShrinkCase& c : cases) {
    const Judge& judge = *find_judge(c.profile);
    GenSpec spec = spec_of(c.profile, c.options);
    spec.seed = 7;
    const GenCommand made = run_gen_spec(spec);
    ASSERT_TRUE(made.usage.empty() && made.failure.empty()) << c.profile << ": " << made.usage << made.failure;
    std::string why;
    const auto answer = judge.answer(made.input, true, 0, &why);
    ASSERT_TRUE(answer) << why;
    const auto model = judge.model_test(made.input, answer->text, 0, &why);
    ASSERT_TRUE(model) << c.profile << ": " << why;
    const std::size_t cases_before = model->cases(), parts_before = model->total_parts();
    EXPECT_GT(parts_before, 0u) << c.profile;
    int checked = 0;
    for (int level = 0; level < 2; ++level) {
      for (std::size_t k = 0; k < 12; ++k) {
        const auto smaller = smaller_test(*model, level, k);
        if (!smaller) break;
        // A candidate with no part left where the format needs one (p4929 with no row, a
        // zoj3209 board with no piece) is no test: the validator refuses it, and so do we.
        // Any other invalid candidate is a fault of the shrinker.
        if (!valid(judge, *smaller)) {
          EXPECT_TRUE(no_part_left(c.profile, *smaller))
              << c.profile << " level " << level << " candidate " << k << ":\n" << *smaller;
          continue;
        }
        const auto again = judge.model_test(*smaller, judge.answer(*smaller, true, 0, &why)->text, 0, &why);
        ASSERT_TRUE(again) << c.profile << " level " << level << " candidate " << k << ": " << why;
        if (level == 0) {
          EXPECT_LT(again->cases(), cases_before) << c.profile;
        } else {
          EXPECT_LT(again->total_parts(), parts_before) << c.profile;
        }
        ++checked;
      }
    }
    EXPECT_GE(checked, 10) << c.profile;
    EXPECT_EQ(cases_before > 1, smaller_test(*model, 0, 0).has_value()) << c.profile;
  }
}

// Candidates come halves first, then quarters, ... down to single parts: a case of n parts
// has about 2n at level 1.
TEST(Shrink, LevelOneGoesDownToSingleParts) {
  const Judge& judge = *find_judge("p1784");
  const auto [input, answer] = testing::generated_test("p1784", 3);
  std::string why;
  const auto model = judge.model_test(input, answer, 0, &why);
  ASSERT_TRUE(model) << why;
  const std::size_t n = model->total_parts();
  std::size_t count = 0;
  while (smaller_test(*model, 1, count)) ++count;
  EXPECT_GE(count, 2 * n - 1);
  EXPECT_LE(count, 2 * n + 8);
  // The last one fills the last blank alone.
  const auto last = judge.model_test(*smaller_test(*model, 1, count - 1), answer, 0, &why);
  EXPECT_EQ(last->total_parts(), n - 1);
}

StressRun stress_one(const Program& program, const TestSource& source, const Judge& judge, StressBudget budget = {}) {
  const Referee referee(judge, kDefaultNodeLimit, nullptr, quick());
  budget.seconds = 0;  // tests and runs only: the same on any machine
  return stress({&program}, source, referee, quick(), budget);
}

// The examples' P1784 solver that numbers the boxes wrongly (its solutions break boxes, or it
// finds none): caught at once, its witness shrunk to a few blanks, still valid, and still
// failed by it.
TEST(Stress, CatchesAndShrinksAWrongSolver) {
  std::string why;
  const auto prepared =
      Program::prepare(std::string(SUDOKIT_SOURCE_DIR) + "/examples/p1784/submissions/wrong_answer/wrong_box.cpp", {}, &why);
  ASSERT_TRUE(prepared) << why;
  const Program& wrong = *prepared;
  const Judge& judge = *find_judge("p1784");
  TestSource source;
  source.lines = {test_line(spec_of("p1784"))};
  const StressRun run = stress_one(wrong, source, judge);
  ASSERT_TRUE(run.error.empty()) << run.error;
  ASSERT_EQ(run.findings.size(), 1u);
  ASSERT_TRUE(run.findings[0].witness);
  const Witness& w = *run.findings[0].witness;
  EXPECT_EQ(w.judged.verdict, RunVerdict::wrong_answer);
  EXPECT_TRUE(w.shrink_note.empty()) << w.shrink_note;
  EXPECT_GT(w.shrink_steps, 0u);
  EXPECT_LT(w.parts_after, w.parts_before);
  EXPECT_LE(w.parts_after, 20u);
  EXPECT_TRUE(valid(judge, w.input));
  EXPECT_EQ(judge.answer(w.input, true, 0, &why)->text, w.answer);
  EXPECT_EQ(wrong.judge(judge, w.input, w.answer, quick(), &why)->verdict, RunVerdict::wrong_answer);
  EXPECT_NE(w.input, w.original_input);
}

// The search measuring a slow program on a variant: a ZOJ 3209 program that spends 0.2 s of
// CPU on each board one row high and none on the others; the tests of two lines (thin boards,
// square boards) measured case by case: the slowest cases together are the thin ones, one,
// then two, then three (the most one line's test held). CPU time, not wall time: the same on a
// busy machine.
TEST(Stress, SlowestCasesOfAVariantTogether) {
  sudokit::testing::TempDir dir;
  const std::string source = (dir.path / "thin_is_slow.cpp").string();
  std::ofstream(source) << R"(#include <cstdio>
#include <ctime>
int main() {
  int cases, n, m, p, x1, y1, x2, y2;
  if (std::scanf("%d", &cases) != 1) return 1;
  while (cases--) {
    if (std::scanf("%d %d %d", &n, &m, &p) != 3) return 1;
    for (int k = 0; k < p; ++k) std::scanf("%d %d %d %d", &x1, &y1, &x2, &y2);
    if (m == 1) {
      const std::clock_t start = std::clock();
      while (std::clock() - start < CLOCKS_PER_SEC / 5) {}
    }
    std::printf("-1\n");
  }
}
)";
  std::string why;
  const auto program = Program::prepare(source, {}, &why);
  ASSERT_TRUE(program) << why;
  const Judge& judge = *find_judge("zoj3209");
  const SlowSearch search =
      slowest_cases(judge,
                    {test_line(spec_of("zoj3209", {{"cases", 3}, {"columns", 4}, {"rows", 1}, {"pieces", 6}})),
                     test_line(spec_of("zoj3209", {{"cases", 3}, {"columns", 4}, {"rows", 4}, {"pieces", 8}}))},
                    kDefaultNodeLimit);
  ASSERT_TRUE(search);
  const SlowTests found = search(*program, "thin_is_slow.cpp", quick(), 1, 0.5);
  ASSERT_TRUE(found.error.empty()) << found.error;
  ASSERT_EQ(found.tests.size(), 3u);  // 1, 2, 3 cases
  for (std::size_t t = 0; t < found.tests.size(); ++t) {
    const MapsRead read = read_treasure_maps(found.tests[t].input, true, "test");
    ASSERT_FALSE(read.error) << read.error->to_string();
    ASSERT_EQ(read.maps.size(), t + 1);
    for (const TreasureMap& map : read.maps) EXPECT_EQ(map.height, 1) << found.tests[t].input;
    EXPECT_TRUE(judge.validate(found.tests[t].input, {}).valid) << found.tests[t].input;
    EXPECT_NE(found.tests[t].how.find("the " + std::to_string(t + 1) + " slowest of"), std::string::npos);
  }
  // A problem with no lines has no such search.
  EXPECT_FALSE(slowest_cases(judge, {}, kDefaultNodeLimit));
}

// Programs that print one fixed answer, caught on each variant and shrunk to one case (and,
// where that keeps them failing, one part).
TEST(Stress, EveryVariantShrinksToOneCase) {
  struct Variant {
    const char* profile;
    std::vector<std::pair<std::string, int>> options;
    const char* command;
  };
  for (const Variant& v : std::vector<Variant>{
           {"hdu6341", {{"cases", 6}}, "echo 0"},
           {"zoj3209", {{"cases", 5}, {"columns", 5}, {"rows", 5}, {"pieces", 8}}, "echo -1"},
           {"p1074", {}, "echo -1"},
           {"p4929", {{"rows", 10}, {"columns", 8}, {"ones", 30}}, "echo No Solution!"}}) {
    std::string why;
    const auto program = Program::prepare(v.command, {}, &why);
    ASSERT_TRUE(program) << why;
    const Judge& judge = *find_judge(v.profile);
    TestSource source;
    source.lines = {test_line(spec_of(v.profile, v.options))};
    const StressRun run = stress_one(*program, source, judge);
    ASSERT_TRUE(run.error.empty()) << v.profile << ": " << run.error;
    ASSERT_TRUE(run.findings[0].witness) << v.profile;
    const Witness& w = *run.findings[0].witness;
    EXPECT_EQ(w.cases_after, 1u) << v.profile;
    EXPECT_LT(w.parts_after, w.parts_before) << v.profile;
    EXPECT_TRUE(valid(judge, w.input)) << v.profile;
    EXPECT_NE(program->judge(judge, w.input, w.answer, quick(), &why)->verdict, RunVerdict::accepted) << v.profile;
  }
}

// The generator's outcomes as typed failures of a test line: options that do not go together
// are a usage error, a program that cannot be prepared an input error, a test not made within
// the attempts "not made"; a line's failure stops a stress run with its reason, and no program
// is run on a test that was not made.
TEST(Stress, TestLinesFailTyped) {
  GenSpec clash = spec_of("poj3074");
  clash.givens = 20;
  clash.min_givens = 18;
  clash.given.insert("givens");
  clash.given.insert("min-givens");
  const MadeInput usage = test_line(clash)(1);
  ASSERT_TRUE(usage.failure);
  EXPECT_EQ(*usage.failure, MakeFailure::usage) << usage.why;
  EXPECT_NE(usage.why.find("--givens"), std::string::npos) << usage.why;

  GenSpec measured = spec_of("poj3074");
  measured.hard = std::vector<Probe>{};
  measured.given.insert("hard");
  measured.against = {"/nonexistent/solution.cpp"};
  measured.given.insert("against");
  const MadeInput input = test_line(measured)(1);
  ASSERT_TRUE(input.failure);
  EXPECT_EQ(*input.failure, MakeFailure::input) << input.why;

  GenSpec few = spec_of("poj3074");
  few.givens = 17;  // a unique 17-clue 9x9 puzzle within one attempt: not made
  few.attempts = 1;
  few.given.insert("givens");
  few.given.insert("attempts");
  const MadeInput not_made = test_line(few)(1);
  ASSERT_TRUE(not_made.failure);
  EXPECT_EQ(*not_made.failure, MakeFailure::not_made) << not_made.why;

  const MadeInput made = test_line(spec_of("poj3074"))(1);
  EXPECT_FALSE(made.failure) << made.why;
  EXPECT_EQ(made.input, test_line(spec_of("poj3074"))(1).input);  // a seed's test, always the same bytes

  std::string why;
  const auto program = Program::prepare("/bin/false", {}, &why);
  ASSERT_TRUE(program) << why;
  TestSource source;
  source.lines = {[](std::uint64_t) { return MadeInput::failed(MakeFailure::not_made, "nothing within the attempts"); }};
  const StressRun run = stress_one(*program, source, *find_judge("poj3074"));
  EXPECT_EQ(run.error, "nothing within the attempts");
  EXPECT_EQ(run.tests, 0u);
  EXPECT_FALSE(run.findings[0].witness);
}

// The examples' accepted solution passes every test it meets; a reference that prints
// nothing is refused as the reference's failure, not the program's.
TEST(Stress, RightProgramsPassAndAWrongReferenceIsAnError) {
  const Judge& judge = *find_judge("poj3074");
  std::string why;
  const auto right = Program::prepare(std::string(SUDOKIT_SOURCE_DIR) + "/examples/poj3074/submissions/accepted/dlx.cpp", {}, &why);
  ASSERT_TRUE(right) << why;
  TestSource source;
  source.lines = {test_line(spec_of("poj3074", {{"count", 5}}))};
  StressBudget budget;
  budget.tests = 8;
  const StressRun run = stress_one(*right, source, judge, budget);
  ASSERT_TRUE(run.error.empty()) << run.error;
  EXPECT_FALSE(run.findings[0].witness);
  EXPECT_EQ(run.findings[0].tests_passed, 8u);
  EXPECT_EQ(run.tests, 8u);

  const auto silent = Program::prepare("true", {}, &why);
  ASSERT_TRUE(silent) << why;
  const Referee referee(judge, kDefaultNodeLimit, &*silent, quick());
  const StressRun refused = stress({&*right}, source, referee, quick(), budget);
  EXPECT_NE(refused.error.find("checker rejects the reference's answer"), std::string::npos) << refused.error;
}

}  // namespace
}  // namespace sudokit
