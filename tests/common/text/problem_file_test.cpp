// SPDX-License-Identifier: MIT
// Problem files: the built-in profiles are their files, the template reads, every defect of a
// bad file is named at its line and column, and a problem file's package gets invalid inputs
// derived from its format, each rejected by its validator.
#include "common/text/problem_file.hpp"

#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "common/judge/classify.hpp"
#include "common/judge/invalid_inputs.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"
#include "common/judge/judge.hpp"

namespace sudokit {
namespace {

// Whether the checker a package carries for the judge is made with this judge-host part.
bool checker_has(const Judge& judge, const std::string& part) {
  const std::vector<std::string> parts = judge.host_parts(HostRole::checker);
  return std::find(parts.begin(), parts.end(), part) != parts.end();
}

bool same_row(const TextFormat& a, const TextFormat& b) {
  return a.name == b.name && a.title == b.title && a.layout == b.layout && a.shape == b.shape &&
         a.alphabet == b.alphabet && a.blanks == b.blanks && a.blanks_allowed == b.blanks_allowed &&
         a.count_header == b.count_header && a.max_cases == b.max_cases && a.terminator == b.terminator &&
         a.input_separator == b.input_separator && a.output_separator == b.output_separator &&
         a.answer == b.answer && a.promise == b.promise && a.any_layout == b.any_layout;
}

TEST(ProblemFile, TheBuiltInProfilesAreTheirFiles) {
  ASSERT_EQ(builtin_problem_files().size(), 6u);
  for (const BuiltinProblem& file : builtin_problem_files()) {
    ParseError error;
    const auto format = read_problem_file(file.text, std::string(file.name), &error);
    ASSERT_TRUE(format) << error.to_string();
    EXPECT_EQ(format->name, file.name);
    const TextFormat* row = find_text_format(file.name);
    ASSERT_NE(row, nullptr) << file.name;
    EXPECT_TRUE(is_builtin_format(*row));
    EXPECT_TRUE(same_row(*format, *row)) << file.name;
    ASSERT_NE(find_judge(file.name), nullptr);
    EXPECT_EQ(find_judge(file.name)->puzzle_format(), row);
  }
  // Facts of the statements, as the files say them.
  EXPECT_EQ(find_text_format("poj3074")->terminator, "end");
  EXPECT_EQ(find_text_format("acwing169")->output_separator, Separator::after_each);
  EXPECT_EQ(find_text_format("zoj3122")->promise, Promise::solvable);
  EXPECT_EQ(find_text_format("p1784")->layout, Layout::ints);
}

TEST(ProblemFile, TheTemplateReads) {
  ParseError error;
  const auto format = read_problem_file(problem_template(), "template.yaml", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_EQ(format->name, "my-sudoku");
  EXPECT_EQ(format->layout, Layout::grid);
  EXPECT_EQ(format->max_cases, 10);
}

const char* const kBase =
    "name: x1\n"
    "title: \"T\"\n"
    "grid:\n"
    "  box: 3x3\n"
    "  cells: grid\n"
    "  symbols: digits\n"
    "  blanks: \".\"\n"
    "task: solve\n"
    "promise: unique\n";

std::string with(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  return at == std::string::npos ? text : text.replace(at, from.size(), to);
}

TEST(ProblemFile, BadFilesAreRefusedWhereTheDefectIs) {
  const std::string base = kBase;
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"", "f:1:1: an empty problem file (sudokit-gen problem init writes a template)"},
      {"- a\n- b\n", "f:1:1: a problem file is a mapping of keys (name, title, grid, input, output, task, classes, promise, "
                    "max_solutions)"},
      {base + "promis: unique\n", "f:10:1: unknown key 'promis'; did you mean 'promise'?"},
      {base + "promise: solvable\n", "f:10:1: 'promise' is written twice"},
      {"name: x\n\ttitle: y\n", "f:2:1: not YAML: illegal tab when looking for indentation"},
      {with(base, "3x3", "3x"),
       "f:4:8: 'grid.box': expected a box shape ROWSxCOLS such as 3x3 or 2x3, found '3x' (or per-case: a line before each "
       "case gives it)"},
      {with(base, "cells: grid", "cells: rows"), "f:5:10: 'grid.cells' is one of line, grid, ints, tokens, walls, found 'rows'"},
      {with(base, "cells: grid", "cells: ints"),
       "f:6:3: 'grid.symbols' and 'grid.cells: ints' contradict each other: integer cells are 1..9"},
      {with(with(with(base, "cells: grid", "cells: ints"), "  symbols: digits\n", ""), "blanks: \".\"", "blanks: \"-1\""),
       "f:6:11: 'grid.blanks' with 'grid.cells: ints' is \"0\" (the integer) or printable symbols that are no digits, "
       "each a token of its own (\"?\")"},
      {with(base, "blanks: \".\"", "blanks: \"1\""),
       "f:7:11: 'grid.blanks' and 'grid.symbols' contradict each other: '1' is both a digit and a blank"},
      {with(base, "promise: unique\n", ""), "f:1:1: missing 'promise'"},
      {with(base, "task: solve", "task: any"),
       "f:9:10: 'promise: unique' and 'task: any' contradict each other: a puzzle of one solution has no other to "
       "accept (task: solve)"},
      {with(base, "task: solve", "task: all"),
       "f:8:7: 'task' is one of solve, any, classify, smallest, validate, count, found 'all'"},
      {with(with(base, "task: solve", "task: count"), "promise: unique\n", ""),
       "f:1:1: 'task: count' needs 'max_solutions': the most solutions a case may have"},
      {with(with(base, "task: solve", "task: count"), "promise: unique\n", "max_solutions: 0\n"),
       "f:9:16: 'max_solutions' is a whole number from 1 to 1000000, found '0'"},
      {base + "max_solutions: 5\n", "f:10:1: 'max_solutions' is for 'task: count'"},
      {with(base, "box: 3x3", "box: per-case"), "f:4:3: missing 'grid.case_values'"},
      {with(base, "box: 3x3", "box: per-case\n  case_values: [2, 9]"),
       "f:5:20: 'grid.case_values' is a list of the values the line before a case may hold (box sides n: 1 to 8), as "
       "[2, 3], found '9'"},
      {with(base, "box: 3x3", "box: per-case\n  case_line: size\n  case_values: [4, 6]"),
       "f:6:20: 'grid.case_values' is a list of the values the line before a case may hold (sizes N: 1, 4, 9, ..., 64), as "
       "[2, 3], found '6'"},
      {with(base, "box: 3x3", "box: per-case\n  case_values: [2, 2]"), "f:5:20: 'grid.case_values' has 2 twice"},
      {with(base, "box: 3x3", "box: 3x3\n  case_values: [2]"), "f:5:3: 'grid.case_values' is for 'grid.box: per-case'"},
      {with(base, "task: solve", "task: smallest"),
       "f:9:10: 'promise: unique' and 'task: smallest' contradict each other: a puzzle of one solution has no smallest "
       "to find (task: solve)"},
      {with(with(base, "task: solve", "task: smallest"), "promise: unique\n", ""),
       "f:1:1: 'task: smallest' needs 'output.no_solution' (the line for a case without a solution) or 'promise: solvable'"},
      {with(with(base, "task: solve", "task: smallest"), "promise: unique\n", "promise: solvable\noutput:\n  no_solution: none\n"),
       "f:9:1: 'promise: solvable' and 'output.no_solution' contradict each other: no case would be without a solution"},
      {with(base, "promise: unique", "promise: solvable") + "output:\n  no_solution: \"NO SOLUTION\"\n",
       "f:9:10: 'promise: solvable' and 'output.no_solution' contradict each other: no case would be without a solution "
       "(promise: unique: one solution, or none)"},
      {with(with(base, "task: solve", "task: any"), "promise: unique", "promise: solvable") + "output:\n  no_solution: none\n",
       "f:9:1: 'promise: solvable' and 'output.no_solution' contradict each other: no case would be without a solution"},
      {with(with(base, "task: solve", "task: count"), "promise: unique\n", "max_solutions: 3\n") +
           "output:\n  no_solution: none\n",
       "f:11:3: 'output.no_solution' is for 'task: solve', 'any' and 'smallest' (a classification's words are its "
       "'classes')"},
      {with(with(base, "task: solve", "task: smallest"), "promise: unique\n", "") + "output:\n  no_solution: none\n  prefix: \"\"\n",
       "f:11:11: 'output.prefix' with 'task: smallest' is a line of its own before each case's answer: not empty"},
      {with(base, "task: solve", "task: classify"),
       "f:9:1: 'promise' and 'task: classify' contradict each other: the task is to find out what each puzzle is"},
      {with(with(base, "task: solve", "task: classify"), "promise: unique\n", ""), "f:1:1: missing 'classes'"},
      {with(with(base, "task: solve", "task: classify"), "promise: unique\n",
            "classes:\n  illegal: A\n  impossible: B\n  unique: C\n  ambiguous: A\n"),
       "f:13:14: 'classes.ambiguous' and 'classes.illegal' are the same word: a reader could not tell them apart"},
      {with(with(base, "task: solve", "task: classify"), "promise: unique\n", "classes:\n  illegal: A\n"),
       "f:10:3: missing 'classes.impossible'"},
      {base + "output:\n  prefix: \" \"\n",
       "f:11:11: 'output.prefix' with 'task: solve' is a line of its own before each case's answer: not empty"},
      {base + "classes:\n  illegal: A\n", "f:10:1: 'classes' is for 'task: classify' and 'task: validate'"},
      {with(with(base, "task: solve", "task: validate"), "promise: unique\n", "classes:\n  invalid: A\n  unique: B\n"),
       "f:11:3: unknown key 'classes.unique' (keys here: invalid, valid)"},
      {with(with(base, "task: solve", "task: validate"), "promise: unique\n", "classes:\n  invalid: A\n  valid: A\n"),
       "f:11:10: 'classes.valid' and 'classes.invalid' are the same word: a reader could not tell them apart"},
      {base + "input:\n  count_line: true\n",
       "f:11:3: 'input.count_line' needs 'input.max_cases': the bound on T the statement gives"},
      {base + "input:\n  count_line: true\n  max_cases: 5\n  terminator: end\n",
       "f:13:3: 'input.count_line' and 'input.terminator' contradict each other: both say where the cases end"},
      {base + "input:\n  terminator: \"123456789\"\n", "f:11:15: 'input.terminator' '123456789' reads as the first row of a case"},
      {base + "input:\n  count_line: yes\n", "f:11:15: 'input.count_line' is true or false, found 'yes'"},
      {base + "input:\n  max_cases: -3\n", "f:11:14: 'input.max_cases' is a whole number from 0 to 1000000, found '-3'"},
      {base + "output:\n  separator: blank\n", "f:11:14: 'output.separator' is one of none, between, after-each, found 'blank'"},
      {base + "input:\n  header: \"Grid {k:2}\"\n",
       "f:11:11: 'input.header': \"{k:\" opens \"{k:0W}\", the number zero-padded to W digits (1-9), as \"{k:02}\""},
      {base + "input:\n  header: \"end{k}\"\n  terminator: end7\n",
       "f:11:11: 'input.header' and 'input.terminator' contradict each other: case 7's header reads as the terminator"},
      {base + "input:\n  header: \" Grid\"\n",
       "f:11:11: 'input.header' is a line before each case (\"{k}\" stands for its number), not empty, without spaces at "
       "its ends"},
      {with(base, "name: x1", "name: My Sudoku"),
       "f:1:7: 'name' is a word of lowercase letters, digits, '-' and '_' that starts with a letter (40 at most), found 'My Sudoku'"},
      {"name: x\ntitle: t\ntask: solve\npromise: unique\n", "f:1:1: missing 'grid'"},
      {with(base, "symbols: digits", "symbols: \"12345678\""),
       "f:6:12: 'grid.symbols': alphabet '12345678' has 8 symbols but the grid has 9 digits (or name one: digits, letters, hex)"},
  };
  ParseError error;
  ASSERT_TRUE(read_problem_file(base, "f", &error)) << error.to_string();
  for (const auto& [text, expected] : cases) {
    EXPECT_FALSE(read_problem_file(text, "f", &error)) << text;
    EXPECT_EQ(error.to_string(), expected) << text;
  }
}

// A problem file may not take a judge's name: a built-in profile's, a variant's (which is no
// row of the text-format table), or a generic format's.
TEST(ProblemFile, AJudgesNameIsRefused) {
  const auto path = std::filesystem::temp_directory_path() / ("sudokit-problem-" + std::to_string(::getpid()) + ".yaml");
  for (const char* name : {"zoj3209", "poj3074", "hdu6341", "line"}) {
    {
      std::ofstream out(path);
      out << with(kBase, "name: x1", std::string("name: ") + name);
    }
    std::string error;
    EXPECT_EQ(load_problem_judge(path.string(), &error), nullptr) << name;
    EXPECT_NE(error.find(std::string("the name '") + name + "' is a built-in"), std::string::npos) << error;
  }
  std::filesystem::remove(path);
}

// A problem of its own: registered by name, a judge of its own, and its derived invalid inputs
// (one per defect the format allows) all rejected by its validator.
TEST(ProblemFile, AProblemFileIsAJudgeWithDerivedInvalidInputs) {
  const std::string text = std::string(kBase) + "input:\n  count_line: true\n  max_cases: 3\n";
  ParseError error;
  auto format = read_problem_file(with(with(text, "name: x1", "name: counted"), "blanks: \".\"", "blanks: \"0\""),
                                  "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  const TextFormat* row = add_text_format(*format);
  ASSERT_NE(row, nullptr);
  EXPECT_EQ(add_text_format(*format), nullptr);  // the name is taken
  EXPECT_FALSE(is_builtin_format(*row));
  const Judge* judge = find_judge("counted");
  ASSERT_NE(judge, nullptr);
  EXPECT_EQ(judge->puzzle_format(), row);
  const std::string puzzle =
      "003020600\n900305001\n001806400\n008102900\n700000008\n006708200\n002609500\n800203009\n005010300\n";
  const std::string valid = "2\n" + puzzle + puzzle;
  ASSERT_TRUE(judge->validate(valid, {}).valid) << judge->validate(valid, {}).message;
  const auto invalid = derived_invalid_inputs(*judge, valid);
  std::set<std::string> labels;
  for (const auto& [label, input] : invalid) {
    labels.insert(label);
    EXPECT_FALSE(judge->validate(input, {}).valid) << label;
  }
  for (const char* expected : {"crlf", "trailing_space", "missing_final_newline", "byte_order_mark", "bad_symbol",
                               "short_row", "missing_row", "count_too_high", "count_zero", "count_over_the_bound",
                               "no_count_line", "conflicting_givens", "two_solutions", "no_solution"}) {
    EXPECT_TRUE(labels.count(expected)) << expected;
  }
  EXPECT_TRUE(derived_invalid_inputs(*judge, "1\n").empty());  // not a valid input: nothing derived
}

// A classification problem: its answer is a line per case, its checker compares lines (the
// jury's held to the reference's), and its generator makes cases of every class.
TEST(ProblemFile, AClassificationAnswersAndChecksLines) {
  const std::string text =
      "name: classes\ntitle: t\ngrid:\n  box: 2x2\n  cells: line\n  blanks: \".\"\n"
      "output:\n  prefix: \"Case #{k}: \"\ntask: classify\n"
      "classes:\n  illegal: bad\n  impossible: none\n  unique: one\n  ambiguous: many\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("classes");
  ASSERT_NE(judge, nullptr);
  EXPECT_FALSE(judge->any_correct_answer());
  EXPECT_TRUE(checker_has(*judge, "classify_text.cpp"));  // the task's own answer text
  // 2x2 boxes: a clash in row 1; a given that leaves no solution; a unique puzzle; an empty grid.
  const std::string input = "11..............\n12........3...4.\n...11..3.....2..\n................\n";
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, "Case #1: bad\nCase #2: none\nCase #3: one\nCase #4: many\n");
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  EXPECT_EQ(judge->check(input, "Case #1: bad \r\nCase #2: none\nCase #3: one\nCase #4: many\n\n", answer->text).verdict,
            CheckVerdict::accepted);
  const CheckResult wrong = judge->check(input, "Case #1: bad\nCase #2: one\nCase #3: one\nCase #4: many\n", answer->text);
  EXPECT_EQ(wrong.verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(wrong.message, "line 2: expected 'Case #2: none', found 'Case #2: one'");
  EXPECT_EQ(judge->check(input, "Case #1: bad\n", answer->text).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(judge->check(input, answer->text + "Case #5: one\n", answer->text).verdict, CheckVerdict::wrong_answer);
  const std::string jury_wrong = "Case #1: bad\nCase #2: none\nCase #3: many\nCase #4: many\n";
  EXPECT_EQ(judge->check(input, jury_wrong, jury_wrong).verdict, CheckVerdict::fail);
  EXPECT_EQ(judge->check_answer(input, jury_wrong, 0).verdict, CheckVerdict::wrong_answer);
}

// Integer cells whose blank is a token of its own ("?", as HDU 1426 writes them): read, written
// back the same, and 0 refused.
TEST(ProblemFile, IntegerCellsWithABlankToken) {
  const std::string text = "name: tokens\ntitle: t\ngrid:\n  box: 2x2\n  cells: ints\n  blanks: \"?\"\n"
                           "task: solve\npromise: unique\n";
  ParseError error;
  const auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  ReadOptions strict;
  strict.strict = true;
  const std::string input = "? ? ? 1\n1 ? ? 3\n? ? ? ?\n? 2 ? ?\n";
  const ReadResult read = read_puzzles(input, *format, strict);
  ASSERT_TRUE(read.ok()) << read.error->to_string();
  EXPECT_EQ(read.set.puzzles.front().givens(), 4);
  EXPECT_EQ(write_input(read.set.puzzles, *format, read.set.alphabet), input);
  const ReadResult zero = read_puzzles("0 ? ? 1\n1 ? ? 3\n? ? ? ?\n? 2 ? ?\n", *format, strict);
  ASSERT_FALSE(zero.ok());
  EXPECT_EQ(zero.error->to_string(), "<stdin>:1:1: puzzle 1: expected an integer 1-4 or a blank '?', found '0'");
}

TEST(ProblemFile, CasesOfEveryClassAreMadeFromAUniquePuzzle) {
  const Grid puzzle =
      testing::parse_line("003020600900305001001806400008102900700000008006708200002609500800203009005010300", Shape{3, 3});
  SolutionCounter counter(puzzle.shape());
  const Grid solution = counter.solve(puzzle, 1, 1).found.front();
  for (CaseClass wanted : {CaseClass::illegal, CaseClass::impossible, CaseClass::unique, CaseClass::ambiguous}) {
    for (std::uint64_t seed = 1; seed <= 5; ++seed) {
      Rng rng(seed);
      const auto made = case_of_class(puzzle, solution, wanted, rng);
      ASSERT_TRUE(made);
      EXPECT_EQ(classify_puzzle(*made, 0), wanted) << static_cast<int>(wanted) << " seed " << seed;
    }
  }
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// The lexicographically smallest solution by plain backtracking, cells in reading order and
// digits from 1 (the first solution it meets is the smallest): the oracle of smallest_solution.
bool first_in_order(Grid& grid, int cell) {
  const int n = grid.size();
  while (cell < grid.shape().cells() && grid.at(cell) != 0) ++cell;
  if (cell == grid.shape().cells()) return true;
  for (int digit = 1; digit <= n; ++digit) {
    grid.set(cell, digit);
    if (!find_conflict(grid) && first_in_order(grid, cell + 1)) return true;
  }
  grid.set(cell, 0);
  return false;
}

// The box given per case and the smallest solution (UVa 989): cases of 4x4 and 9x9 grids read
// and written back the same, each answered by its smallest solution or the words for none, as
// reading-order backtracking finds it; the checker compares lines.
TEST(ProblemFile, TheBoxPerCaseAndTheSmallestSolution) {
  const std::string text =
      "name: smallest1\ntitle: t\ngrid:\n  box: per-case\n  case_values: [2, 3]\n  cells: ints\n"
      "input:\n  separator: between\noutput:\n  separator: between\n  no_solution: \"NO SOLUTION\"\ntask: smallest\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_TRUE(format->box_per_case());
  EXPECT_FALSE(format->shape);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("smallest1");
  ASSERT_NE(judge, nullptr);
  EXPECT_TRUE(checker_has(*judge, "smallest_text.cpp"));  // the task's own answer text
  EXPECT_FALSE(judge->any_correct_answer());
  const std::string input =
      "2\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n"
      "3\n0 0 3 0 2 0 6 0 0\n9 0 0 3 0 5 0 0 1\n0 0 1 8 0 6 4 0 0\n0 0 8 1 0 2 9 0 0\n7 0 0 0 0 0 0 0 8\n"
      "0 0 6 7 0 8 2 0 0\n0 0 2 6 0 9 5 0 0\n8 0 0 2 0 3 0 0 9\n0 0 5 0 1 0 3 0 0\n\n"
      "2\n1 0 0 0\n0 0 0 0\n0 1 0 0\n0 0 0 0\n\n"  // no solution: row 1 and box 1 need a 1 elsewhere
      "2\n1 0 0 1\n0 0 0 0\n0 0 0 0\n0 0 0 0\n\n"  // givens in conflict
      "3\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
      "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 7\n";
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;
  ReadOptions strict;
  strict.strict = true;
  const ReadResult read = read_puzzles(input, *format, strict);
  ASSERT_TRUE(read.ok()) << read.error->to_string();
  ASSERT_EQ(read.set.puzzles.size(), 5u);
  EXPECT_EQ(read.set.puzzles[0].shape(), (Shape{2, 2}));
  EXPECT_EQ(read.set.puzzles[1].shape(), (Shape{3, 3}));
  EXPECT_EQ(write_input(read.set.puzzles, *format, read.set.alphabet), input);
  std::string expected;
  for (std::size_t i = 0; i < read.set.puzzles.size(); ++i) {
    Grid oracle = read.set.puzzles[i];
    const bool solvable = !find_conflict(oracle) && first_in_order(oracle, 0);
    const Smallest smallest = smallest_solution(read.set.puzzles[i], 0);
    ASSERT_TRUE(smallest.settled);
    ASSERT_EQ(smallest.solution.has_value(), solvable) << i;
    if (solvable) {
      EXPECT_EQ(*smallest.solution, oracle) << i;
    }
    expected += (i > 0 ? "\n" : "") + (solvable ? write_grid(oracle, *format, read.set.alphabet) : "NO SOLUTION\n");
  }
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, expected);
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  std::string other = answer->text;  // another solution of the empty 4x4 grid, not the smallest
  ASSERT_EQ(other.substr(16, 16), "2 1 4 3\n4 3 2 1\n");
  other.replace(16, 16, "2 3 4 1\n4 1 2 3\n");
  EXPECT_EQ(judge->check(input, other, answer->text).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(judge->check(input, with(answer->text, "NO SOLUTION", "No solution"), answer->text).verdict,
            CheckVerdict::wrong_answer);
  // The box line: a value not allowed, and the rows of another size.
  const ReadResult bad = read_puzzles(with(input, "2\n", "4\n"), *format, strict);
  ASSERT_FALSE(bad.ok());
  EXPECT_EQ(bad.error->to_string(), "<stdin>:1:1: puzzle 1: expected the box side n (one of 2, 3), found '4'");
  const ReadResult other_size = read_puzzles(with(input, "2\n", "3\n"), *format, strict);
  ASSERT_FALSE(other_size.ok());
  // The invalid inputs derived from the format: the box line's among them.
  std::set<std::string> labels;
  for (const auto& [label, invalid] : derived_invalid_inputs(*judge, input)) {
    labels.insert(label);
    EXPECT_FALSE(judge->validate(invalid, {}).valid) << label;
  }
  for (const char* label : {"box_value_not_allowed", "box_line_leading_zero", "box_line_of_another_size", "box_line_missing",
                            "integer_out_of_range", "short_row"}) {
    EXPECT_TRUE(labels.count(label)) << label;
  }
}

// A validation (task: validate) of filled grids: a word per case, by the rules alone; a blank
// (0) is no cell of the input; generated cases are filled grids, each valid or broken so that
// its verdict is the one drawn (a check of rows and columns alone misses some).
TEST(ProblemFile, AValidationOfFilledGrids) {
  const std::string text = "name: checker1\ntitle: t\ngrid:\n  box: 2x2\n  cells: ints\n"
                           "output:\n  prefix: \"Case #{k}: \"\ntask: validate\nclasses:\n  invalid: \"No\"\n  valid: \"Yes\"\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_FALSE(format->blanks_allowed);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("checker1");
  ASSERT_NE(judge, nullptr);
  EXPECT_TRUE(checker_has(*judge, "validate_text.cpp"));  // the task's own answer text
  // Valid; a row repeats; rows and columns whole but boxes not.
  const std::string input = "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n1 2 3 3\n3 4 1 2\n2 1 4 3\n4 3 2 1\n"
                            "1 2 3 4\n2 3 4 1\n3 4 1 2\n4 1 2 3\n";
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;
  EXPECT_FALSE(judge->validate("0" + input.substr(1), {}).valid);  // a blank in a filled grid
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, "Case #1: Yes\nCase #2: No\nCase #3: No\n");
  EXPECT_EQ(judge->check(input, "Case #1: Yes\nCase #2: No\nCase #3: Yes\n", answer->text).verdict,
            CheckVerdict::wrong_answer);
  // Broken grids: every one breaks a rule, and some keep their rows and columns whole.
  const Grid solution = testing::parse_line("534678912672195348198342567859761423426853791713924856961537284287419635345286179", Shape{3, 3});
  int boxes_only = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    Rng rng(seed);
    const auto broken = case_of_class(solution, solution, CaseClass::illegal, rng);
    ASSERT_TRUE(broken);
    ASSERT_TRUE(find_conflict(*broken)) << seed;
    boxes_only += find_conflict(*broken)->house == Conflict::House::box;
  }
  EXPECT_GT(boxes_only, 0);
}

// Every solution by plain backtracking (reading order): the oracle of a count.
std::uint64_t all_solutions(Grid& grid, int cell) {
  while (cell < grid.shape().cells() && grid.at(cell) != 0) ++cell;
  if (cell == grid.shape().cells()) return 1;
  std::uint64_t total = 0;
  for (int digit = 1; digit <= grid.size(); ++digit) {
    grid.set(cell, digit);
    if (!find_conflict(grid)) total += all_solutions(grid, cell + 1);
  }
  grid.set(cell, 0);
  return total;
}

// A count (task: count): each case's number of solutions, held to max_solutions by the
// validator, as backtracking counts them; givens in conflict have none.
TEST(ProblemFile, ACountOfSolutions) {
  const std::string text = "name: count1\ntitle: t\ngrid:\n  box: 2x2\n  cells: line\n  blanks: \".\"\n"
                           "output:\n  prefix: \"Case {k}: \"\ntask: count\nmax_solutions: 288\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_EQ(format->max_solutions, 288u);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("count1");
  ASSERT_NE(judge, nullptr);
  EXPECT_TRUE(checker_has(*judge, "count_text.cpp"));  // the task's own answer text
  const std::vector<std::string> lines = {"................", "1...............", "12..............", "11..............",
                                          "12........3...4.", "...11..3.....2..", "1234341221434321"};
  std::string input, expected;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    input += lines[i] + "\n";
    Grid grid = testing::parse_line(lines[i], Shape{2, 2});
    const std::uint64_t oracle = find_conflict(grid) ? 0 : all_solutions(grid, 0);
    expected += "Case " + std::to_string(i + 1) + ": " + std::to_string(oracle) + "\n";
  }
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, expected);
  EXPECT_EQ(expected.substr(0, 12), "Case 1: 288\n");
  EXPECT_EQ(judge->check(input, with(expected, "288", "287"), expected).verdict, CheckVerdict::wrong_answer);
  // A bound of 100: the empty grid has more.
  ParseError bound_error;
  auto bounded = read_problem_file(with(with(text, "288", "100"), "count1", "count2"), "f", &bound_error);
  ASSERT_TRUE(bounded) << bound_error.to_string();
  ASSERT_NE(add_text_format(*bounded), nullptr);
  const Validation over = find_judge("count2")->validate(input, {});
  EXPECT_FALSE(over.valid);
  EXPECT_EQ(over.message, "input:1:1: puzzle 1: expected at most 100 solutions, found more");
}

// Solved grids after a prefix line ("Case k:"): written so, read so, and a wrong line is a
// presentation error.
TEST(ProblemFile, SolvedGridsAfterAPrefixLine) {
  const std::string text = "name: prefixed1\ntitle: t\ngrid:\n  box: 2x2\n  cells: line\n  blanks: \".\"\n"
                           "output:\n  prefix: \"Case {k}:\"\ntask: solve\npromise: unique\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("prefixed1");
  ASSERT_NE(judge, nullptr);
  const std::string input = "...3.....4..1.2.\n..2.4...3.....1.\n";
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, "Case 1:\n4213314224311324\nCase 2:\n1324423131422413\n");
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  EXPECT_EQ(judge->check(input, "Case 1: \r\n4213314224311324\nCase 2:\n1324423131422413\n", answer->text).verdict,
            CheckVerdict::accepted);
  const CheckResult wrong = judge->check(input, with(answer->text, "Case 2:", "Case #2:"), answer->text);
  EXPECT_EQ(wrong.verdict, CheckVerdict::presentation_error);
  EXPECT_EQ(wrong.message, "output:3:1: puzzle 2: expected the line 'Case 2:', found 'Case #2:'");
  EXPECT_EQ(judge->check(input, "4213314224311324\n1324423131422413\n", answer->text).verdict,
            CheckVerdict::presentation_error);
}

// One solution or none (task: solve with output.no_solution): each case answered, after its
// prefix line, by its one solution or the words for none, as backtracking finds them; a case of
// two solutions is no valid input; generated cases are of the three classes, never two
// solutions, each answer the oracle's.
TEST(ProblemFile, OneSolutionOrNone) {
  const std::string text = "name: ornone1\ntitle: t\ngrid:\n  box: 2x2\n  cells: line\n  blanks: \".\"\n"
                           "output:\n  prefix: \"Case #{k}:\"\n  no_solution: \"No solution.\"\ntask: solve\npromise: unique\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_EQ(format->task, Task::solve_or_none);
  EXPECT_EQ(format->max_solutions, 1u);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("ornone1");
  ASSERT_NE(judge, nullptr);
  EXPECT_TRUE(checker_has(*judge, "solve_or_none_text.cpp"));  // the task's own answer text
  // Unique; givens in conflict; no solution though no house repeats a digit; unique again.
  const std::vector<std::string> lines = {"...3.....4..1.2.", "11..............", "12....43........", "..2.4...3.....1."};
  std::string input, expected;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    input += lines[i] + "\n";
    Grid grid = testing::parse_line(lines[i], Shape{2, 2});
    const std::uint64_t oracle = find_conflict(grid) ? 0 : all_solutions(grid, 0);
    ASSERT_LE(oracle, 1u) << i;
    EXPECT_EQ(oracle, i == 0 || i == 3 ? 1u : 0u) << i;
    expected += "Case #" + std::to_string(i + 1) + ":\n";
    if (oracle == 0) {
      expected += "No solution.\n";
      continue;
    }
    Grid filled;
    ASSERT_EQ(classify_puzzle(grid, 0, nullptr, &filled), CaseClass::unique);
    for (int cell = 0; cell < 16; ++cell) {
      if (grid.at(cell) != 0) {
        ASSERT_EQ(filled.at(cell), grid.at(cell));
      }
    }
    ASSERT_FALSE(find_conflict(filled));
    expected += write_grid(filled, *format, "1234");
  }
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, expected);
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  EXPECT_EQ(judge->check(input, with(expected, "No solution.", "No Solution."), expected).verdict,
            CheckVerdict::wrong_answer);
  EXPECT_EQ(judge->check(input, with(expected, "Case #2:\n", ""), expected).verdict, CheckVerdict::wrong_answer);
  const Validation two = judge->validate("1...............\n", {});
  EXPECT_FALSE(two.valid);
  EXPECT_EQ(two.message, "input:1:1: puzzle 1: expected at most 1 solution, found more");
  // The derived invalid inputs hold a case of two solutions.
  bool two_solutions = false;
  for (const auto& [label, invalid] : derived_invalid_inputs(*judge, input)) two_solutions |= label == "two_solutions";
  EXPECT_TRUE(two_solutions);
}

// Letters as words (cells: tokens) and a header line per case (input.header, zero-padded):
// written and read back the same; each defect named at its line and column; the answers carry
// no header; the smallest solution's answers carry the prefix's line.
TEST(ProblemFile, LettersAsWordsAfterAHeaderLine) {
  const std::string text = "name: tokens1\ntitle: t\ngrid:\n  box: 2x2\n  cells: tokens\n  symbols: ABCD\n  blanks: \"-\"\n"
                           "input:\n  header: \"Puzzle {k:03}\"\ntask: solve\npromise: unique\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_EQ(format->layout, Layout::tokens);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("tokens1");
  ASSERT_NE(judge, nullptr);
  const std::string input = "Puzzle 001\n- - - C\n- - - -\n- D - -\nA - B -\nPuzzle 002\n- - B -\nD - - -\nC - - -\n- - A -\n";
  ReadOptions strict;
  strict.strict = true;
  const ReadResult read = read_puzzles(input, *format, strict);
  ASSERT_TRUE(read.ok()) << read.error->to_string();
  ASSERT_EQ(read.set.puzzles.size(), 2u);
  EXPECT_EQ(read.set.puzzles[0], testing::parse_line("...3.....4..1.2.", Shape{2, 2}));
  EXPECT_EQ(read.set.first_lines, (std::vector<int>{2, 7}));
  EXPECT_EQ(write_input(read.set.puzzles, *format, read.set.alphabet), input);
  const std::vector<std::pair<std::string, std::string>> defects = {
      {with(input, "Puzzle 002", "Puzzle 2"), "<stdin>:6:1: puzzle 2: expected the line 'Puzzle 002', found 'Puzzle 2'"},
      {with(input, "- D - -", "-  D - -"), "<stdin>:4:3: puzzle 1: expected a single space between symbols, found two spaces in a row"},
      {with(input, "- D - -", "- E - -"), "<stdin>:4:3: puzzle 1: expected a symbol A-D or a blank '-', found 'E'"},
      {with(input, "- D - -", "-D - -"), "<stdin>:4:7: puzzle 1: expected 4 symbols, found 3"},
      {with(input, "- D - -", "- DD - -"), "<stdin>:4:3: puzzle 1: expected a symbol A-D or a blank '-', found 'DD'"},
  };
  for (const auto& [bad, expected] : defects) {
    const ReadResult wrong = read_puzzles(bad, *format, strict);
    ASSERT_FALSE(wrong.ok()) << bad;
    EXPECT_EQ(wrong.error->to_string(), expected);
  }
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text.substr(0, 8), "D B A C\n");  // (no header before an answer)
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  bool header_missing = false;
  for (const auto& [label, invalid] : derived_invalid_inputs(*judge, input)) header_missing |= label == "header_missing";
  EXPECT_TRUE(header_missing);

  // The smallest solution after a prefix line.
  ParseError smallest_error;
  auto smallest = read_problem_file(
      "name: smallest2\ntitle: t\ngrid:\n  box: 2x2\n  cells: line\n  blanks: \".\"\n"
      "output:\n  prefix: \"Case #{k}:\"\n  no_solution: none\ntask: smallest\n", "f", &smallest_error);
  ASSERT_TRUE(smallest) << smallest_error.to_string();
  ASSERT_NE(add_text_format(*smallest), nullptr);
  const auto smallest_answer = find_judge("smallest2")->answer("................\n11..............\n", true, 0, &why);
  ASSERT_TRUE(smallest_answer) << why;
  EXPECT_EQ(smallest_answer->text, "Case #1:\n1234341221434321\nCase #2:\nnone\n");
}

// Any solution, or the words for none (task: any with output.no_solution): a case of several
// solutions accepts each, one without (givens in conflict too) only the words, and a jury's
// words where a solution exists are the jury's failure.
TEST(ProblemFile, AnySolutionOrNone) {
  const std::string text = "name: anyornone1\ntitle: t\ngrid:\n  box: 2x2\n  cells: line\n  blanks: \".\"\n"
                           "output:\n  no_solution: NO\ntask: any\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_EQ(format->task, Task::solve);
  EXPECT_EQ(format->promise, Promise::nothing);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("anyornone1");
  ASSERT_NE(judge, nullptr);
  // Several solutions; givens in conflict; none, though no house repeats a digit.
  const std::string input = "1...............\n11..............\n12....43........\n";
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;  // (any puzzle)
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  std::vector<std::string> lines;
  std::istringstream answer_text(answer->text);
  for (std::string line; std::getline(answer_text, line);) lines.push_back(line);
  ASSERT_EQ(lines.size(), 3u);
  EXPECT_EQ(lines[1], "NO");
  EXPECT_EQ(lines[2], "NO");
  // The first case's answer solves it (checked here, not by the judge): another of its solutions,
  // every solution of the puzzle by backtracking, is accepted as well.
  Grid first = testing::parse_line("1...............", Shape{2, 2});
  EXPECT_EQ(all_solutions(first, 0), 72u);
  const Grid solved = testing::parse_line(lines[0], Shape{2, 2});
  EXPECT_EQ(solved.at(0), 1);
  EXPECT_FALSE(find_conflict(solved));
  EXPECT_EQ(solved.givens(), 16);
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  EXPECT_EQ(judge->check(input, "1234341221434321\nNO\nNO\n", answer->text).verdict, CheckVerdict::accepted);
  EXPECT_EQ(judge->check(input, "NO\nNO\nNO\n", answer->text).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(judge->check(input, "1234341221434321\n1134341221434321\nNO\n", answer->text).verdict,
            CheckVerdict::wrong_answer);
  EXPECT_EQ(judge->check(input, "1234341221434321\nNO\nNO\n", "NO\nNO\nNO\n").verdict, CheckVerdict::fail);
}

// A box side of 1 (UVa 989's n = 1): a grid of one cell, read, validated, solved (its one
// solution, 1) and checked beside the larger sizes; a cell of 2 is no integer of it.
TEST(ProblemFile, AGridOfOneCell) {
  const std::string text = "name: onecell1\ntitle: t\ngrid:\n  box: per-case\n  case_values: [1, 2]\n  cells: ints\n"
                           "input:\n  separator: between\noutput:\n  separator: between\ntask: solve\npromise: unique\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("onecell1");
  ASSERT_NE(judge, nullptr);
  const std::string input = "1\n0\n\n2\n1 2 3 4\n3 4 1 2\n2 1 4 0\n4 3 2 1\n\n1\n1\n";
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, "1\n\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n\n1\n");
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  EXPECT_NE(judge->check(input, with(answer->text, "1\n\n1 2", "2\n\n1 2"), answer->text).verdict,
            CheckVerdict::accepted);
  const Validation two = judge->validate("1\n2\n", {});
  EXPECT_FALSE(two.valid);
  EXPECT_EQ(two.message, "input:2:1: puzzle 1: expected an integer 0-1 (0 = blank), found '2'");
}

// The box given per case with any solution accepted (task: any): each answer's grid is read at
// its case's size, a 4x4 answer where the 9x9 belongs is no solution of it, and a second
// solution of a puzzle with several is accepted as the first is.
TEST(ProblemFile, SolvedGridsOfTheBoxGivenPerCase) {
  const std::string text = "name: sizes1\ntitle: t\ngrid:\n  box: per-case\n  case_values: [2, 3]\n  cells: ints\n"
                           "input:\n  count_line: true\n  max_cases: 5\ntask: any\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_EQ(format->task, Task::solve);
  EXPECT_EQ(format->promise, Promise::solvable);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("sizes1");
  ASSERT_NE(judge, nullptr);
  EXPECT_TRUE(judge->any_correct_answer());
  const std::string nine = "5 3 0 0 7 0 0 0 0\n6 0 0 1 9 5 0 0 0\n0 9 8 0 0 0 0 6 0\n8 0 0 0 6 0 0 0 3\n4 0 0 8 0 3 0 0 1\n"
                           "7 0 0 0 2 0 0 0 6\n0 6 0 0 0 0 2 8 0\n0 0 0 4 1 9 0 0 5\n0 0 0 0 8 0 0 7 9\n";
  const std::string input = "2\n2\n1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 2\n3\n" + nine;
  ASSERT_TRUE(judge->validate(input, {}).valid) << judge->validate(input, {}).message;
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->cases, 2u);
  const std::string first4 = answer->text.substr(0, answer->text.find('\n', 30) + 1);  // the 4x4's four rows
  ASSERT_EQ(std::count(first4.begin(), first4.end(), '\n'), 4);
  EXPECT_EQ(judge->check(input, answer->text, answer->text).verdict, CheckVerdict::accepted);
  // Another solution of the 4x4 (its transpose solves it too: the givens are on the diagonal).
  std::vector<std::vector<std::string>> rows;
  std::istringstream lines(first4);
  for (std::string line; std::getline(lines, line);) rows.push_back(testing::split(line, ' '));
  std::string transposed;
  for (std::size_t c = 0; c < 4; ++c) {
    for (std::size_t r = 0; r < 4; ++r) transposed += rows[r][c] + (r == 3 ? "\n" : " ");
  }
  const std::string other = transposed + answer->text.substr(first4.size());
  if (transposed != first4) {
    EXPECT_EQ(judge->check(input, other, answer->text).verdict, CheckVerdict::accepted)
        << judge->check(input, other, answer->text).message;
  }
  // Both answers at 4x4: the second grid is read at 9x9 and runs out.
  const CheckResult short_one = judge->check(input, first4 + first4, answer->text);
  EXPECT_NE(short_one.verdict, CheckVerdict::accepted) << short_one.message;
  // A 9x9 answer broken in one cell.
  const std::size_t last = answer->text.rfind(' ');
  std::string broken = answer->text;
  broken[last - 1] = broken[last - 1] == '1' ? '2' : '1';
  EXPECT_EQ(judge->check(input, broken, answer->text).verdict, CheckVerdict::wrong_answer);
}

// Many random puzzles of both sizes: smallest_solution agrees with reading-order backtracking.
TEST(ProblemFile, TheSmallestSolutionAgreesWithBacktracking) {
  Rng rng(7);
  for (int round = 0; round < 200; ++round) {
    const Shape shape = round % 2 == 0 ? Shape{2, 2} : Shape{2, 3};
    Grid puzzle(shape);
    const int givens = static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.cells() / 2)));
    for (int k = 0; k < givens; ++k) {
      puzzle.set(static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.cells()))),
                 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.size()))));
    }
    Grid oracle = puzzle;
    const bool solvable = !find_conflict(oracle) && first_in_order(oracle, 0);
    const Smallest smallest = smallest_solution(puzzle, 0);
    ASSERT_TRUE(smallest.settled);
    ASSERT_EQ(smallest.solution.has_value(), solvable) << round;
    if (solvable) {
      EXPECT_EQ(*smallest.solution, oracle) << round;
    }
  }
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// A solution of `cells` under `rules`, digit by digit in reading order, each the smallest that
// leaves a solution (plain backtracking's count alone).
std::vector<int> plain_solution(const testing::PlainRules& rules, std::vector<int> cells) {
  for (std::size_t cell = 0; cell < cells.size(); ++cell) {
    for (int digit = 1; cells[cell] == 0 && digit <= rules.n; ++digit) {
      cells[cell] = digit;
      if (testing::plain_rules_count(rules, cells, 1) == 0) cells[cell] = 0;
    }
  }
  return cells;
}

// `solution` with givens taken away in reading order while plain backtracking still finds one
// solution: a minimal unique puzzle.
std::vector<int> plain_minimal(const testing::PlainRules& rules, std::vector<int> cells) {
  for (std::size_t cell = 0; cell < cells.size(); ++cell) {
    const int digit = cells[cell];
    cells[cell] = 0;
    if (testing::plain_rules_count(rules, cells, 2) != 1) cells[cell] = digit;
  }
  return cells;
}

// Walls (HDU 4069): a jigsaw of the problem's own regions per case, each cell its digit plus the
// bits of its walls. Every expectation comes from the region map by arithmetic and from plain
// backtracking: the answers (a solution, "Multiple Solutions", "No solution"), the input written
// back byte for byte, each defect of the walls named at its line and column.
TEST(ProblemFile, WallsDrawEachCasesRegions) {
  const std::string text = "name: walls4\ntitle: t\ngrid:\n  box: 2x2\n  cells: walls\ninput:\n  count_line: true\n"
                           "  max_cases: 10\n  separator: between\noutput:\n  prefix: \"Case {k}:\"\n"
                           "  no_solution: \"No solution\"\n  multiple: \"Multiple Solutions\"\ntask: solve\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_TRUE(format->walls);
  EXPECT_EQ(format->task, Task::solve_or_none);
  EXPECT_EQ(format->promise, Promise::nothing);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("walls4");
  ASSERT_NE(judge, nullptr);
  // Four regions, none a box.
  const std::vector<int> regions = {0, 0, 1, 1,  //
                                    0, 2, 1, 1,  //
                                    0, 2, 2, 2,  //
                                    3, 3, 3, 3};
  const auto walls = [&](int cell) {
    const int r = cell / 4, c = cell % 4;
    const auto other = [&](int rr, int cc) { return rr < 0 || rr > 3 || cc < 0 || cc > 3 || regions[static_cast<std::size_t>(rr * 4 + cc)] != regions[static_cast<std::size_t>(cell)]; };
    return (other(r - 1, c) ? 16 : 0) + (other(r, c + 1) ? 32 : 0) + (other(r + 1, c) ? 64 : 0) + (other(r, c - 1) ? 128 : 0);
  };
  const testing::PlainRules rules = testing::plain_rules(Shape{2, 2}, false, false, regions);
  const std::vector<int> solution = plain_solution(rules, std::vector<int>(16, 0));
  ASSERT_EQ(std::count(solution.begin(), solution.end(), 0), 0);
  const std::vector<int> unique = plain_minimal(rules, solution);
  std::vector<int> several = unique;  // a given fewer: two solutions or more (the puzzle is minimal)
  *std::find_if(several.begin(), several.end(), [](int v) { return v != 0; }) = 0;
  ASSERT_GE(testing::plain_rules_count(rules, several, 2), 2u);
  std::vector<int> none = unique;  // a wrong digit in the first blank
  const auto blank = std::find(none.begin(), none.end(), 0) - none.begin();
  none[static_cast<std::size_t>(blank)] = solution[static_cast<std::size_t>(blank)] % 4 + 1;
  ASSERT_EQ(testing::plain_rules_count(rules, none, 1), 0u);
  std::string input = "3\n", expected;
  const std::vector<std::vector<int>> cases = {unique, several, none};
  for (std::size_t k = 0; k < cases.size(); ++k) {
    if (k > 0) input += "\n";
    for (int cell = 0; cell < 16; ++cell) {
      input += std::to_string(cases[k][static_cast<std::size_t>(cell)] + walls(cell)) + (cell % 4 == 3 ? "\n" : " ");
    }
  }
  expected = "Case 1:\n";
  for (int cell = 0; cell < 16; ++cell) expected += std::to_string(solution[static_cast<std::size_t>(cell)]) + (cell % 4 == 3 ? "\n" : "");
  expected += "Case 2:\nMultiple Solutions\nCase 3:\nNo solution\n";

  const Validation valid = judge->validate(input, {});
  ASSERT_TRUE(valid.valid) << valid.message;
  std::string why;
  const auto answer = judge->answer(input, true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, expected);
  EXPECT_EQ(judge->check(input, expected, expected).verdict, CheckVerdict::accepted);
  std::string first_of_two = with(expected, "Multiple Solutions\n", expected.substr(8, 20));  // a grid for case 2
  EXPECT_EQ(judge->check(input, first_of_two, expected).verdict, CheckVerdict::wrong_answer);
  // Read with each case's regions, written back the same.
  ReadOptions strict;
  strict.strict = true;
  const ReadResult read = read_puzzles(input, *format, strict);
  ASSERT_TRUE(read.ok()) << read.error->to_string();
  for (int cell = 0; cell < 16; ++cell) EXPECT_EQ(read.set.puzzles[0].geometry().region_of(cell), regions[static_cast<std::size_t>(cell)]);
  EXPECT_EQ(write_input(read.set.puzzles, *format, read.set.alphabet), input);
  // Each defect at its cell: the edge unwalled, a wall on one side only, a wall across a region.
  const auto first_value = std::to_string(unique[0] + walls(0));
  const auto second_value = std::to_string(unique[1] + walls(1));
  const std::vector<std::pair<std::string, std::string>> defects = {
      {with(input, "\n" + first_value + " ", "\n" + std::to_string(unique[0] + walls(0) - 16) + " "),
       "input:2:1: puzzle 1: r1c1 has no wall above, at the grid's edge"},
      {with(input, "\n" + first_value + " ", "\n" + std::to_string(unique[0] + walls(0) + 32) + " "),
       "input:2:" + std::to_string(first_value.size() + 2) + ": puzzle 1: r1c1 has a wall on its right, but r1c2 has none on "
       "its left"},  // (at the second of the two)
      {with(input, "\n" + first_value + " " + second_value + " ",
            "\n" + std::to_string(unique[0] + walls(0) + 32) + " " + std::to_string(unique[1] + walls(1) + 128) + " "),
       "input:2:1: puzzle 1: the walls enclose 3 cells from r1c1, not a region of 4"},
      {with(input, "\n" + first_value + " ", "\n" + std::to_string(unique[0] + walls(0) + 5) + " "),
       "input:2:1: puzzle 1: expected a cell's integer: its digit 0-4 (0 = blank) plus 16, 32, 64, 128 for its walls above, "
       "right, below, left, found '" + std::to_string(unique[0] + walls(0) + 5) + "'"},
  };
  for (const auto& [bad, message] : defects) {
    const Validation refused = judge->validate(bad, {});
    EXPECT_FALSE(refused.valid) << message;
    EXPECT_EQ(refused.message, message);
  }
}

// A problem naming a variant (grid.variant: x): its puzzles counted with both diagonals, its
// answers held to them; a puzzle plain backtracking finds unique under X and not without.
TEST(ProblemFile, AVariantsHousesHoldForEveryCase) {
  const std::string text = "name: x4\ntitle: t\ngrid:\n  box: 2x2\n  cells: line\n  blanks: \".\"\n  variant: x\n"
                           "task: solve\npromise: unique\n";
  ParseError error;
  auto format = read_problem_file(text, "f", &error);
  ASSERT_TRUE(format) << error.to_string();
  EXPECT_TRUE(format->variant.diagonals);
  ASSERT_NE(add_text_format(*format), nullptr);
  const Judge* judge = find_judge("x4");
  ASSERT_NE(judge, nullptr);
  const testing::PlainRules x = testing::plain_rules(Shape{2, 2}, true, false);
  const testing::PlainRules classic = testing::plain_rules(Shape{2, 2}, false, false);
  const std::vector<int> solution = plain_solution(x, std::vector<int>(16, 0));
  const std::vector<int> puzzle = plain_minimal(x, solution);
  ASSERT_GE(testing::plain_rules_count(classic, puzzle, 2), 2u);  // (unique only by its diagonals)
  std::string line, solved;
  for (int cell = 0; cell < 16; ++cell) {
    line += puzzle[static_cast<std::size_t>(cell)] == 0 ? '.' : static_cast<char>('0' + puzzle[static_cast<std::size_t>(cell)]);
    solved += static_cast<char>('0' + solution[static_cast<std::size_t>(cell)]);
  }
  const Validation valid = judge->validate(line + "\n", {});
  ASSERT_TRUE(valid.valid) << valid.message;
  std::string why;
  const auto answer = judge->answer(line + "\n", true, 0, &why);
  ASSERT_TRUE(answer) << why;
  EXPECT_EQ(answer->text, solved + "\n");
  // A classic solution that breaks a diagonal (the solution's first two columns swapped: rows,
  // columns and boxes stay whole) is rejected for the diagonal, on a puzzle of no givens.
  std::string swapped = solved;
  for (int r = 0; r < 4; ++r) std::swap(swapped[static_cast<std::size_t>(r * 4)], swapped[static_cast<std::size_t>(r * 4 + 1)]);
  const CheckResult wrong = judge->check("................\n", swapped + "\n", solved + "\n");
  EXPECT_EQ(wrong.verdict, CheckVerdict::wrong_answer);
  EXPECT_NE(wrong.message.find("diagonal"), std::string::npos) << wrong.message;
}

// The new keys' defects, each where it is.
TEST(ProblemFile, WallsVariantsAndMultipleRefusedWhereTheDefectIs) {
  const std::string walls = "name: w\ntitle: t\ngrid:\n  box: 3x3\n  cells: walls\noutput:\n  no_solution: \"No\"\n"
                            "  multiple: \"Many\"\ntask: solve\n";
  const std::vector<std::pair<std::string, std::string>> cases = {
      {with(walls, "  cells: walls\n", "  cells: walls\n  symbols: digits\n"),
       "f:6:3: 'grid.symbols' and 'grid.cells: walls' contradict each other: a cell is its digit (0 a blank) plus 16, 32, "
       "64, 128 for its walls"},
      {with(walls, "box: 3x3", "box: 4x4"),
       "f:4:8: 'grid.cells: walls' holds a digit in an integer's low four bits: a box of a grid of 15 at most, not per case"},
      {with(walls, "  multiple: \"Many\"\n", "  multiple: \"No\"\n"),
       "f:8:13: 'output.multiple' and 'output.no_solution' are the same words: a reader could not tell them apart"},
      {with(walls, "  no_solution: \"No\"\n", ""),
       "f:7:3: 'output.multiple' is for 'task: solve' with 'output.no_solution': the solution, or the words for none, or "
       "these for several"},
      {walls + "promise: unique\n",
       "f:10:1: 'promise' and 'output.multiple' contradict each other: any puzzle is a case, its answer the solution or the "
       "words for none or several"},
      {with(walls, "  cells: walls\n", "  cells: walls\n  variant: windoku\n"),
       "f:6:12: 'grid.variant: windoku' and 'grid.cells: walls' contradict each other: the windows need boxes"},
      {with(walls, "  cells: walls\n", "  cells: walls\n  variant: jigsaw\n"),
       "f:6:12: 'grid.variant' is x, windoku or x+windoku: a jigsaw's regions come with each case ('grid.cells: walls')"},
      {with(walls, "  cells: walls\n", "  cells: walls\n  variant: killer\n"),
       "f:6:12: 'grid.variant' is x, windoku or x+windoku: a killer's cages have no problem-file form yet"},
      {with(walls, "  cells: walls\n", "  cells: walls\n  variant: y\n"),
       "f:6:12: 'grid.variant': "},
  };
  for (const auto& [text, message] : cases) {
    ParseError error;
    EXPECT_FALSE(read_problem_file(text, "f", &error)) << message;
    EXPECT_EQ(error.to_string().substr(0, message.size()), message);
  }
}

}  // namespace
}  // namespace sudokit
