// SPDX-License-Identifier: MIT
#include "verify/unique.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "gen/generator.hpp"
#include "tests/brute_force.hpp"

namespace sudokit {
namespace {

PuzzleFile file_of(const std::string& text, Shape shape) {
  ReadOptions options;
  options.shape = shape;
  options.source = "in";
  ReadResult result = read_puzzles(text, *find_text_format("line"), options);
  EXPECT_TRUE(result.ok()) << result.error->to_string();
  return {"in", find_text_format("line"), std::move(result.set)};
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::stringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// Every row of the shared count table: the verdict its count implies, and for "multiple" two
// different grids that each solve the puzzle (checked here, not taken on trust).
// What the tool prints and returns: the report rendered, and its exit status.
struct UniqueRun {
  std::string out;
  std::string err;
  int exit_code = 0;
};
UniqueRun run_unique(const std::vector<PuzzleFile>& files, const UniqueOptions& options,
                     bool json = false) {
  const UniqueReport report = verify_unique(files, options);
  UniqueRun run;
  run.out = render_unique(report, json ? UniqueStyle::json : UniqueStyle::text, json ? &run.err : nullptr);
  run.exit_code = report.exit_status();
  return run;
}

TEST(VerifyUnique, VerdictsAndProofsAgreeWithTheCountTable) {
  std::ifstream in(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/puzzle_counts.txt");
  ASSERT_TRUE(in);
  int rows = 0;
  for (std::string row; std::getline(in, row);) {
    if (row.empty() || row[0] == '#') continue;
    SCOPED_TRACE(row);
    const auto first = row.find(':');
    const auto second = row.rfind(':');
    std::string error;
    const Shape shape = *parse_shape(row.substr(0, first), &error);
    const std::string puzzle = row.substr(first + 1, second - first - 1);
    const std::uint64_t count = std::stoull(row.substr(second + 1));
    const PuzzleFile file = file_of(puzzle + "\n", shape);
    const UniqueRun run = run_unique({file}, {});
    const auto lines = lines_of(run.out);
    // Clause learning alone: the same verdict (its own second solution).
    const UniqueRun clauses = run_unique({file}, {.policy = {.clauses = true}});
    EXPECT_EQ(lines_of(clauses.out).at(0), lines.at(0));
    EXPECT_EQ(clauses.exit_code, run.exit_code);
    const bool invalid = find_conflict(file.set.puzzles[0]).has_value();
    const std::string verdict = invalid ? "invalid" : count == 0 ? "none" : count == 1 ? "unique" : "multiple";
    ASSERT_GE(lines.size(), 2u);
    EXPECT_EQ(lines[0].substr(0, ("in:1: puzzle 1: " + verdict).size()), "in:1: puzzle 1: " + verdict);
    EXPECT_EQ(run.exit_code, count == 1 && !invalid ? 0 : 1);
    if (verdict == "multiple") {
      ASSERT_EQ(lines.size(), 4u);
      const std::string a = lines[1].substr(lines[1].find(": ") + 2);
      const std::string b = lines[2].substr(lines[2].find(": ") + 2);
      EXPECT_NE(a, b);
      for (const std::string& solution : {a, b}) {
        EXPECT_TRUE(solves(file_of(solution + "\n", shape).set.puzzles[0], file.set.puzzles[0]));
      }
    }
    ++rows;
  }
  EXPECT_GE(rows, 40);
}

// The givens of the unique `puzzle` that the tests' own counter finds removable (the puzzle
// without one is still unique), by name.
std::vector<std::string> removable_givens(const Grid& puzzle) {
  std::vector<std::string> removable;
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    if (puzzle.at(cell) == 0) continue;
    Grid fewer = puzzle;
    fewer.set(cell, 0);
    if (testing::bitmask_count(fewer, 2) == 1) removable.push_back(cell_name(puzzle.shape(), cell));
  }
  return removable;
}

TEST(VerifyUnique, RedundantGivensAreExactlyTheRemovableOnes) {
  Generator generator(Shape{3, 3});
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    GenerateOptions options;
    if (seed % 2 == 0) options.min_givens = options.max_givens = 30;  // not minimal
    std::string why;
    const auto made = generator.generate(seed, options, &why);
    ASSERT_TRUE(made) << why;
    std::string text = write_grid(made->puzzle, *find_text_format("line"), "123456789");
    const UniqueRun run = run_unique({file_of(text, Shape{3, 3})}, {.minimal = true});
    const std::vector<std::string> removable = removable_givens(made->puzzle);
    const std::string first = lines_of(run.out).at(0);
    // The engine, counting each puzzle without a given to two, finds the same.
    const UniqueRun engine = run_unique({file_of(text, Shape{3, 3})}, {.policy = {.counter = Counter::dlx}, .minimal = true});
    EXPECT_EQ(lines_of(engine.out).at(0), first);
    if (removable.empty()) {
      EXPECT_EQ(first, "in:1: puzzle 1: unique, minimal");
      EXPECT_EQ(run.exit_code, 0);
    } else {
      std::string expected = "in:1: puzzle 1: unique, not minimal: redundant givens";
      for (const std::string& cell : removable) expected += " " + cell;
      EXPECT_EQ(first, expected);
      EXPECT_EQ(run.exit_code, 1);
    }
  }
}

// From 16x16 up the givens are tested in --jobs threads: the same verdicts, in cell order,
// whatever the number of threads, and the ones an independent counter finds.
TEST(VerifyUnique, ThreadsTestTheGivensWithTheSameVerdicts) {
  const Shape shape{4, 4};
  Generator generator(shape);
  for (std::uint64_t seed = 1; seed <= 2; ++seed) {
    GenerateOptions options;
    options.min_givens = options.max_givens = 140;  // not minimal: some givens are redundant
    std::string why;
    const auto made = generator.generate(seed, options, &why);
    ASSERT_TRUE(made) << why;
    const std::string text = write_grid(made->puzzle, *find_text_format("line"), default_alphabet(16));
    const std::vector<std::string> removable = removable_givens(made->puzzle);
    ASSERT_FALSE(removable.empty());
    std::string expected = "in:1: puzzle 1: unique, not minimal: redundant givens";
    for (const std::string& cell : removable) expected += " " + cell;
    for (int jobs : {1, 3}) {
      SCOPED_TRACE(jobs);
      const UniqueRun run = run_unique({file_of(text, shape)}, {.minimal = true, .jobs = jobs});
      EXPECT_EQ(lines_of(run.out).at(0), expected);
      EXPECT_EQ(run.exit_code, 1);
    }
  }
}

// On boxes with a side over 4 the bitboard counter hands what it has not settled to clause
// learning. Here it hands over at once (after 1 node), and each given of a 10x10 puzzle (2x5
// and 5x2 boxes; minimal, or not: seed 2) is tested by clause learning, in blocks of 32 that
// share a solver: the same verdicts as the bitboard counter alone with no budget, as clause
// learning alone and as the tests' own counter, whatever the number of threads.
TEST(VerifyUnique, ClauseLearningTakesOverWithTheSameVerdicts) {
  for (const Shape shape : {Shape{2, 5}, Shape{5, 2}}) {
    Generator generator(shape);
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
      SCOPED_TRACE(shape.name() + " seed " + std::to_string(seed));
      GenerateOptions options;
      if (seed == 2) options.min_givens = options.max_givens = shape.cells() * 6 / 10;  // not minimal
      std::string why;
      const auto made = generator.generate(seed, options, &why);
      ASSERT_TRUE(made) << why;
      const std::string text = write_grid(made->puzzle, *find_text_format("line"), default_alphabet(shape.size()));
      const UniqueRun bitboard =
          run_unique({file_of(text, shape)}, {.policy = {.counter = Counter::bitboard, .node_limit = 0}, .minimal = true});
      const std::string first = lines_of(bitboard.out).at(0);
      EXPECT_EQ(first.find("undecided"), std::string::npos) << first;
      EXPECT_EQ(first.find("unknown"), std::string::npos) << first;
      const std::vector<std::string> removable = removable_givens(made->puzzle);
      std::string expected = "in:1: puzzle 1: unique, minimal";
      if (!removable.empty()) expected = "in:1: puzzle 1: unique, not minimal: redundant givens";
      for (const std::string& cell : removable) expected += " " + cell;
      EXPECT_EQ(first, expected);
      if (seed == 2) {
        EXPECT_NE(first.find("not minimal"), std::string::npos) << first;
      }
      for (int jobs : {1, 3}) {
        SCOPED_TRACE(jobs);
        UniqueOptions handed{.minimal = true, .jobs = jobs};
        handed.policy.bitboard_first = handed.bitboard_first_test = 1;
        EXPECT_EQ(lines_of(run_unique({file_of(text, shape)}, handed).out).at(0), first);
      }
      const UniqueRun alone = run_unique({file_of(text, shape)}, {.policy = {.clauses = true}, .minimal = true});
      EXPECT_EQ(lines_of(alone.out).at(0), first);
      EXPECT_EQ(alone.exit_code, bitboard.exit_code);
    }
  }
}

// With small budgets a block's search for some needed given runs out and the rest of the
// block are tested one search each: every given said redundant is removable, and every
// removable one is said redundant or undecided, minimal puzzles or not; the budgets here
// leave some givens undecided beside decided ones.
TEST(VerifyUnique, BudgetedClauseLearningSaysOnlyTheTruth) {
  const Shape shape{2, 5};
  Generator generator(shape);
  int partial = 0;
  for (std::uint64_t seed = 1; seed <= 3; ++seed) {
    SCOPED_TRACE("seed " + std::to_string(seed));
    GenerateOptions options;
    if (seed == 3) options.min_givens = options.max_givens = 60;  // not minimal
    std::string why;
    const auto made = generator.generate(seed, options, &why);
    ASSERT_TRUE(made) << why;
    const std::string text = write_grid(made->puzzle, *find_text_format("line"), default_alphabet(shape.size()));
    const std::vector<std::string> removable = removable_givens(made->puzzle);
    for (const std::uint64_t budget : {16u, 32u, 64u, 128u}) {
      SCOPED_TRACE(budget);
      const UniqueReport report = verify_unique(
          {file_of(text, shape)}, {.policy = {.clauses = true, .node_limit = budget}, .minimal = true});
      const UniqueVerdict& v = report.puzzles.at(0);
      if (v.verdict != Verdict::unique) continue;  // the count ran out
      for (const std::string& cell : v.redundant) {
        EXPECT_NE(std::find(removable.begin(), removable.end(), cell), removable.end()) << cell;
      }
      for (const std::string& cell : removable) {
        const bool said = std::find(v.redundant.begin(), v.redundant.end(), cell) != v.redundant.end() ||
                          std::find(v.undecided.begin(), v.undecided.end(), cell) != v.undecided.end();
        EXPECT_TRUE(said) << cell;
      }
      partial += !v.undecided.empty() && static_cast<int>(v.undecided.size() + v.redundant.size()) < made->puzzle.givens();
    }
  }
  EXPECT_GT(partial, 0);
}

// A proven-minimal 25x25 puzzle: the bitboard counter alone needs 76,926 nodes to prove it
// unique, past the 2,000,000-node budget here (its node costs 15); clause learning, taking
// over after 20,000, proves it within the default budget, and so does clause learning alone.
TEST(VerifyUnique, ClauseLearningSettlesWhatTheBitboardCounterCannot) {
  std::ifstream in(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/lists/25x25_proven_minimal.txt");
  std::string line;
  while (std::getline(in, line) && line.rfind('#', 0) == 0) {
  }
  const std::vector<PuzzleFile> files = {file_of(line + "\n", Shape{5, 5})};
  const UniqueRun bitboard = run_unique(files, {.policy = {.counter = Counter::bitboard, .node_limit = 2'000'000}});
  EXPECT_NE(bitboard.out.find("puzzle 1: unknown"), std::string::npos) << bitboard.out;
  for (const UniqueOptions& options : {UniqueOptions{}, UniqueOptions{.policy = {.clauses = true}}}) {
    const UniqueRun run = run_unique(files, options);
    EXPECT_NE(run.out.find("puzzle 1: unique\n"), std::string::npos) << run.out;
    EXPECT_EQ(run.exit_code, 0);
  }
}

TEST(VerifyUnique, JsonLinesAndUnknown) {
  const PuzzleFile file = file_of("..2....1.3......\n..2....1.3.2..3.\n", Shape{2, 2});
  UniqueOptions dlx;
  dlx.policy.counter = Counter::dlx;  // the node counts and the first two solutions are the engine's
  const UniqueRun run = run_unique({file}, dlx, /*json=*/true);
  EXPECT_EQ(run.out,
            "{\"source\":\"in\",\"line\":1,\"puzzle\":1,\"verdict\":\"multiple\",\"givens\":3,"
            "\"nodes\":17,\"grid\":\"..2....1.3......\",\"solutions\":[\"3124243113424213\",\"3124243143121243\"]}\n"
            "{\"source\":\"in\",\"line\":2,\"puzzle\":2,\"verdict\":\"unique\",\"givens\":5,"
            "\"nodes\":11,\"grid\":\"..2....1.3.2..3.\"}\n");
  EXPECT_EQ(run.err, "sudokit-verify: 2 puzzles: 1 unique, 1 multiple, 0 none, 0 invalid, 0 unknown\n");

  dlx.policy.node_limit = 10;
  const UniqueRun limited = run_unique({file_of(std::string(81, '.') + "\n", Shape{3, 3})}, dlx);
  EXPECT_EQ(lines_of(limited.out)[0], "in:1: puzzle 1: unknown: not settled within the budget of 10 "
                                      "search nodes (--node-limit N raises it, 0 lifts it)");
  EXPECT_EQ(limited.exit_code, 4);

  // Unique, but a removal check runs out: the summary counts it apart from "not minimal".
  UniqueOptions minimal;
  minimal.minimal = true;
  minimal.policy.node_limit = 12;  // the count takes 12 nodes, a removal check more
  const std::string seventeen = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
  const UniqueRun unknown = run_unique({file_of(seventeen + "\n", Shape{3, 3})}, minimal);
  const std::string undecided = "in:1: puzzle 1: unique, minimality unknown (node limit): undecided givens r";
  EXPECT_EQ(lines_of(unknown.out)[0].rfind(undecided, 0), 0u) << unknown.out;
  EXPECT_EQ(lines_of(unknown.out)[1], "sudokit-verify: 1 puzzle: 1 unique, 0 multiple, 0 none, 0 invalid, "
                                      "0 unknown; 0 unique but not minimal, 1 with minimality unknown");
  EXPECT_EQ(unknown.exit_code, 4);

  // One redundant given settles it, however many checks run out: not minimal (exit 1), with the
  // undecided givens listed apart. (A singles puzzle with r5c5 added: r5c5 and r8c8 can go; the
  // second solutions without r4c1 or r7c1 take the bitboard counter more than 8 nodes.)
  minimal.policy.node_limit = 8;
  const std::string extra = "..9.1..3..5.9...7..23......7.......92...98.1.......7.36....1......86..2......385.";
  const UniqueRun settled = run_unique({file_of(extra + "\n", Shape{3, 3})}, minimal);
  EXPECT_EQ(lines_of(settled.out)[0], "in:1: puzzle 1: unique, not minimal: redundant givens r5c5 r8c8; "
                                      "undecided (node limit): r4c1 r7c1");
  EXPECT_EQ(lines_of(settled.out)[1], "sudokit-verify: 1 puzzle: 1 unique, 0 multiple, 0 none, 0 invalid, "
                                      "0 unknown; 1 unique but not minimal");
  EXPECT_EQ(settled.exit_code, 1);
  const UniqueRun settled_json = run_unique({file_of(extra + "\n", Shape{3, 3})}, minimal, /*json=*/true);
  EXPECT_NE(settled_json.out.find("\"minimal\":false,\"redundant\":[\"r5c5\",\"r8c8\"],"
                                  "\"undecided\":[\"r4c1\",\"r7c1\"]}"),
            std::string::npos)
      << settled_json.out;

  // The same verdicts from the bitboard counter (its own nodes and first solutions).
  const UniqueRun bitboard = run_unique({file}, {}, /*json=*/true);
  EXPECT_EQ(bitboard.err, run.err);
  EXPECT_NE(bitboard.out.find("\"verdict\":\"multiple\""), std::string::npos);
}

}  // namespace
}  // namespace sudokit
