// SPDX-License-Identifier: MIT
#include "solve/solve.hpp"

#include <gtest/gtest.h>

namespace sudokit {
namespace {

PuzzleFile input_of(const std::string& text, const std::string& format) {
  ReadOptions options;
  options.source = "in";
  ReadResult result = read_puzzles(text, *find_text_format(format), options);
  EXPECT_TRUE(result.ok()) << result.error->to_string();
  return {"in", find_text_format(format), std::move(result.set)};
}

const char* const kUnique4 = "..2....1.3.2..3.";  // from tests/data/puzzle_counts.txt: 1
const char* const kSix4 = "..2....1.3......";     // 6 solutions

// What the tool prints and returns: the report rendered, and its exit status.
struct SolveRun {
  std::string out;
  std::string err;
  int exit_code = 0;
};
SolveRun solve_run(const std::vector<PuzzleFile>& inputs, const TextFormat& format,
                   const SolveOptions& options) {
  const SolveReport report = run_solve(inputs, format, options);
  SolveRun run;
  if (!report.error.empty()) return {"", "sudokit-solve: " + report.error + "\n", 2};
  render_solve(report, format, options, &run.out, &run.err);
  run.exit_code = report.exit_status();
  return run;
}

TEST(RunSolve, SolvesAndWarnsAboutSeveralSolutions) {
  const std::vector<PuzzleFile> inputs = {
      input_of(std::string(kUnique4) + "\n" + kSix4 + "\n", "line")};
  const SolveRun run = solve_run(inputs, *find_text_format("line"), {});
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.out.size(), 2u * 17);
  EXPECT_EQ(run.err, "in:2: puzzle 2: warning: more than one solution; printed the first\n");
}

TEST(RunSolve, CountsWithALimit) {
  const std::vector<PuzzleFile> inputs = {
      input_of(std::string(kUnique4) + "\n" + kSix4 + "\n11..............\n", "line")};
  SolveOptions options;
  options.count = true;
  SolveRun run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.out, "1\n6\ninvalid\n");
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.err, "in:3: puzzle 3: invalid: row 1 has two 1s (r1c1 and r1c2)\n");
  options.limit = 2;
  run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.out, "1\n2+\ninvalid\n");
}

TEST(RunSolve, ReportsNoSolutionAndLeavesItOut) {
  const std::vector<PuzzleFile> inputs = {input_of(".12....1.3.2..3.\n..2....1.3.2..3.\n", "line")};
  const SolveRun run = solve_run(inputs, *find_text_format("line"), {});
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_EQ(run.err, "in:1: puzzle 1: no solution\n");
  EXPECT_EQ(run.out.size(), 17u);  // only the second puzzle's answer
}

TEST(RunSolve, NodeLimitSaysUnknown) {
  // The empty 9x9 grid on the engine: a first solution takes 81 nodes, so 10 give no answer
  // at all (exit 4: unknown), and 81 give one solution but no verdict on uniqueness.
  const std::vector<PuzzleFile> inputs = {input_of(std::string(81, '.') + "\n", "line")};
  SolveOptions options;
  options.count = true;
  options.counter = Counter::dlx;
  options.node_limit = 10;
  SolveRun run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.exit_code, 4);
  EXPECT_EQ(run.out, "unknown\n");
  EXPECT_EQ(run.err, "in:1: puzzle 1: unknown: no solution found within the budget of 10 search "
                     "nodes (--node-limit N raises it, 0 lifts it)\n");
  options.node_limit = 81;
  run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.out, "1+\n");
  EXPECT_EQ(run.err, "in:1: puzzle 1: warning: uniqueness unknown: no second solution ruled out "
                     "within the budget of 81 search nodes (--node-limit N raises it, 0 lifts it)\n");
  // The bitboard counter, by default, finds several solutions in 81 of its nodes: the count
  // is a lower bound ("K+").
  options.counter = Counter::automatic;
  run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_EQ(run.out.back(), '\n');
  EXPECT_EQ(run.out[run.out.size() - 2], '+');
}

TEST(RunSolve, RefusesAnOutputFormatOfAnotherShape) {
  const std::vector<PuzzleFile> inputs = {input_of(std::string(kUnique4) + "\n", "line")};
  SolveOptions options;
  options.output = find_text_format("poj3074");
  const SolveRun run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.exit_code, 2);
  EXPECT_NE(run.err.find("output format poj3074 is for 3x3 boxes; the input has 2x2 boxes"),
            std::string::npos);
}

TEST(RunSolve, WritesOtherFormatsAndAlphabets) {
  const std::vector<PuzzleFile> inputs = {input_of(std::string(kUnique4) + "\n", "line")};
  SolveOptions options;
  options.output = find_text_format("grid");
  options.output_alphabet = "letters";
  const SolveRun run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.exit_code, 0);
  ASSERT_EQ(run.out.size(), 20u);
  for (char c : run.out) EXPECT_TRUE(c == '\n' || (c >= 'A' && c <= 'D')) << run.out;
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// --limit 1 stops every count at its first solution: "1+", and no word of a node limit (there
// is none).
TEST(RunSolve, LimitIsNotANodeLimit) {
  const std::vector<PuzzleFile> inputs = {input_of(std::string(81, '.') + "\n", "line")};
  SolveOptions options;
  options.count = true;
  options.limit = 1;
  const SolveRun run = solve_run(inputs, *find_text_format("line"), options);
  EXPECT_EQ(run.out, "1+\n");
  EXPECT_EQ(run.err, "");
  EXPECT_EQ(run.exit_code, 0);
}

}  // namespace
}  // namespace sudokit
