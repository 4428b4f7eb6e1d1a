// SPDX-License-Identifier: MIT
// The registry of judges: every profile once, in order, with the facts packages rely on, and
// the same verdicts through the Judge interface as through each judge's own functions.
#include "common/judge/judge.hpp"

#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <set>

#include "common/judge/variant.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

TEST(Judges, OneRegistryOfEveryProfile) {
  std::vector<std::string> names;
  for (const Judge* judge : judges()) names.emplace_back(judge->name());
  EXPECT_EQ(names, (std::vector<std::string>{"poj3074", "poj3076", "zoj3122", "acwing169", "p1784", "hdu4069",
                                             "hdu6341", "p1074", "p4929", "zoj3209"}));
  for (const Judge* judge : judges()) {
    EXPECT_EQ(find_judge(judge->name()), judge);
    EXPECT_FALSE(judge->title().empty());
    // Exactly one of: Sudoku puzzles (a profile row) or a variant.
    EXPECT_NE(judge->puzzle_format() == nullptr, judge->variant() == nullptr) << judge->name();
  }
  EXPECT_EQ(find_judge("nonesuch"), nullptr);
  EXPECT_EQ(find_judge("line"), nullptr);  // generic formats are no judges
}

TEST(Judges, FactsForPackages) {
  std::set<std::string> checkers;
  for (const Judge* judge : judges()) {
    if (judge->any_correct_answer()) checkers.emplace(judge->name());
  }
  // ZOJ 3122 promises only a solution (any correct grid passes); P4929 takes any exact cover.
  EXPECT_EQ(checkers, (std::set<std::string>{"zoj3122", "p4929"}));
  // Spacing is free (P1784's accepted solutions print trailing spaces); letters keep their case.
  EXPECT_EQ(find_judge("poj3076")->compare_flags(), "case_sensitive");
  EXPECT_EQ(find_judge("poj3074")->compare_flags(), "");
  EXPECT_EQ(find_judge("p1784")->compare_flags(), "");
  EXPECT_EQ(find_judge("hdu6341")->compare_flags(), "");
}

// Each sample's reference answer is the published one (or, where any correct answer passes,
// accepted beside it), and the published answer passes the judge's checker.
TEST(Judges, SamplesAnsweredAndAcceptedThroughTheInterface) {
  const std::vector<std::pair<std::string, std::string>> samples = {
      {"poj3074", "poj-3074/sample"}, {"poj3076", "poj-3076/sample"},   {"zoj3122", "zoj-3122/sample"},
      {"acwing169", "acwing-169/sample"}, {"hdu6341", "hdu-6341/sample"}, {"p1074", "luogu-p1074/sample1"},
      {"p4929", "luogu-p4929/sample1"}, {"zoj3209", "zoj-3209/sample"}};
  for (const auto& [name, base] : samples) {
    SCOPED_TRACE(name);
    const Judge& judge = *find_judge(name);
    const std::string input = testing::slurp(testing::data_path("samples/" + base + ".in"));
    const std::string published = testing::slurp(testing::data_path("samples/" + base + ".out"));
    std::string why;
    const auto answer = judge.answer(input, /*strict=*/false, kDefaultNodeLimit, &why);
    ASSERT_TRUE(answer) << why;
    // Where only the jury's answer passes, it is the published one byte for byte (P4929's
    // sample lists its cover in another order: any exact cover passes there).
    if (!judge.any_correct_answer()) {
      EXPECT_EQ(answer->text, published);
    }
    EXPECT_EQ(judge.check(input, answer->text, published).verdict, CheckVerdict::accepted);
    EXPECT_EQ(judge.check(input, published, published).verdict, CheckVerdict::accepted);
    EXPECT_EQ(judge.check_answer(input, published, kDefaultNodeLimit).verdict, CheckVerdict::accepted);
    ValidateOptions lenient;
    lenient.lenient = true;
    EXPECT_TRUE(judge.validate(input, lenient).valid);
  }
}

}  // namespace
}  // namespace sudokit

namespace sudokit {
namespace {

// Every validator's message on every input of the invalid bank names its line and column
// (file:LINE:COLUMN: ...), the promises' too.
TEST(Judges, EveryValidatorMessageHasLineAndColumn) {
  std::size_t files = 0;
  for (const Judge* judge : judges()) {
    const std::filesystem::path bank = testing::data_path("invalid/" + std::string(judge->name()));
    for (const auto& entry : std::filesystem::directory_iterator(bank)) {
      if (entry.path().extension() != ".in") continue;
      SCOPED_TRACE(entry.path().string());
      ValidateOptions options;
      options.source = "in";
      const Validation result = judge->validate(testing::slurp(entry.path().string()), options);
      EXPECT_FALSE(result.valid);
      // "in:" digits ":" digits ": "
      std::size_t at = 3;
      const auto digits = [&]() {
        const std::size_t begin = at;
        while (at < result.message.size() && std::isdigit(static_cast<unsigned char>(result.message[at]))) ++at;
        return at > begin;
      };
      const bool positioned = result.message.rfind("in:", 0) == 0 && digits() && result.message[at++] == ':' &&
                              digits() && result.message.compare(at, 2, ": ") == 0;
      EXPECT_TRUE(positioned) << result.message;
      ++files;
    }
  }
  EXPECT_GT(files, 80u);
}

TEST(Judges, CellPositionsInEachLayout) {
  const Shape nine{3, 3};
  EXPECT_EQ(cell_position("..3.\n", Layout::line, nine, 1, 2), std::make_pair(1, 3));
  EXPECT_EQ(cell_position("x\nABC\nDEF\n", Layout::grid, nine, 2, 10), std::make_pair(3, 2));
  EXPECT_EQ(cell_position("1 0 0 12 3 0 0 0 0\n", Layout::ints, nine, 1, 4), std::make_pair(1, 10));
  EXPECT_EQ(cell_position("5\n", Layout::ints, nine, 1, 80), std::make_pair(9, 1));  // past the text
}

}  // namespace
}  // namespace sudokit
