// SPDX-License-Identifier: MIT
#include "common/judge/cover_matrix.hpp"

#include <gtest/gtest.h>

#include <set>

#include "common/judge/variant.hpp"
#include "common/sudoku/rng.hpp"
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string kSamples = testing::data_path("samples/luogu-p4929/");

std::string matrix_text(const std::vector<std::vector<int>>& rows, int columns) {
  std::string out = std::to_string(rows.size()) + " " + std::to_string(columns) + "\n";
  for (const auto& row : rows) {
    for (int c = 0; c < columns; ++c) {
      out += (c ? " " : "") + std::string(std::find(row.begin(), row.end(), c) != row.end() ? "1" : "0");
    }
    out += "\n";
  }
  return out;
}

TEST(CoverMatrix, SamplesAreAcceptedByTheChecker) {
  const Variant& variant = *find_variant("p4929");
  for (const char* name : {"sample1", "sample2"}) {
    const std::string input = testing::slurp(kSamples + name + ".in");
    const std::string answer = testing::slurp(kSamples + name + ".out");
    const VariantRun run = variant.solve(input, {});
    ASSERT_EQ(run.outcome, VariantOutcome::done) << run.err;
    // Any cover is right: the checker judges ours against the published answer.
    const CheckResult result = variant.check(input, run.out, answer);
    EXPECT_EQ(result.verdict, CheckVerdict::accepted) << name << ": " << result.message;
  }
}

// The solver finds a cover exactly when brute force says one exists, and it is one.
TEST(CoverMatrix, MatchesBruteForce) {
  Rng rng(4929);
  int covers = 0;
  for (int trial = 0; trial < 300; ++trial) {
    const int columns = 1 + static_cast<int>(rng.below(8));
    const int count = 1 + static_cast<int>(rng.below(12));
    std::vector<std::vector<int>> rows;
    for (int r = 0; r < count; ++r) {
      std::vector<int> row;
      for (int c = 0; c < columns; ++c) {
        if (rng.below(3) == 0) row.push_back(c);
      }
      rows.push_back(row);
    }
    const CoverRead read = read_cover_matrix(matrix_text(rows, columns), true, "m");
    ASSERT_FALSE(read.error) << read.error->to_string();
    std::vector<std::vector<int>> nonempty;
    for (const auto& row : rows) {
      if (!row.empty()) nonempty.push_back(row);
    }
    const bool exists = testing::brute_force_exact_covers(columns, 0, nonempty) > 0;
    const auto found = find_exact_cover(read.matrix).rows;
    EXPECT_EQ(found.has_value(), exists) << trial;
    if (found) {
      ++covers;
      std::vector<int> used(static_cast<std::size_t>(columns), 0);
      for (int r : *found) {
        for (int c : rows[static_cast<std::size_t>(r)]) ++used[static_cast<std::size_t>(c)];
      }
      for (int u : used) EXPECT_EQ(u, 1);
    }
  }
  EXPECT_GE(covers, 50);
}

// Rows of K ones cannot cover M columns exactly when K does not divide M (in general: the gcd
// of the row sizes): no search is made (500 x 150 with K = 4 would take a search tens of
// millions of nodes).
TEST(CoverMatrix, RowSizesThatCannotSumToMNeedNoSearch) {
  for (int columns : {9, 10, 12}) {
    SCOPED_TRACE(columns);
    CoverMatrix ring;  // the pairs {i, i+1} around a ring, and for 12 the triples {i, i+1, i+2}
    ring.columns = columns;
    for (int i = 0; i < columns; ++i) {
      std::vector<int> row = {i, (i + 1) % columns};
      if (columns == 12) row.push_back((i + 2) % columns);
      std::sort(row.begin(), row.end());
      ring.ones.push_back(row);
    }
    ring.rows = static_cast<int>(ring.ones.size());
    const int expected = testing::brute_force_exact_covers(columns, 0, ring.ones) > 0;
    const CoverSearch search = find_exact_cover(ring);
    EXPECT_EQ(search.rows.has_value(), expected == 1);
    EXPECT_TRUE(search.complete);
    if (columns == 9) {
      EXPECT_EQ(expected, 0);        // 2 does not divide 9 ...
      EXPECT_EQ(search.nodes, 0u);   // ... and no search was made
    } else {
      EXPECT_EQ(expected, 1);        // 10 = 5 pairs, 12 = 4 triples
      EXPECT_GT(search.nodes, 0u);
    }
  }
}

TEST(CoverMatrix, CheckerVerdicts) {
  const Variant& variant = *find_variant("p4929");
  // Two covers: rows {1, 2} and {3}.
  const std::string input = "3 2\n1 0\n0 1\n1 1\n";
  const std::string jury = "3\n";
  EXPECT_EQ(variant.check(input, "3\n", jury).verdict, CheckVerdict::accepted);
  EXPECT_EQ(variant.check(input, "2 1\r\n", jury).verdict, CheckVerdict::accepted);
  EXPECT_EQ(variant.check(input, "1\n", jury).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(variant.check(input, "1 3\n", jury).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(variant.check(input, "3 3\n", jury).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(variant.check(input, "No Solution!\n", jury).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(variant.check(input, "\n", jury).verdict, CheckVerdict::wrong_answer);
  EXPECT_EQ(variant.check(input, "4\n", jury).verdict, CheckVerdict::presentation_error);
  EXPECT_EQ(variant.check(input, "three\n", jury).verdict, CheckVerdict::presentation_error);
  EXPECT_EQ(variant.check(input, "No Solution\n", jury).verdict, CheckVerdict::presentation_error);
  // The jury is wrong: a non-cover, or "No Solution!" where a cover exists.
  EXPECT_EQ(variant.check(input, "3\n", "1\n").verdict, CheckVerdict::fail);
  EXPECT_EQ(variant.check(input, "3\n", "No Solution!\n").verdict, CheckVerdict::fail);
  // No cover at all: only "No Solution!" is right.
  const std::string none = "2 3\n1 1 0\n0 1 1\n";
  EXPECT_EQ(variant.check(none, "No Solution!\n", "No Solution!\n").verdict, CheckVerdict::accepted);
  EXPECT_EQ(variant.check(none, "1\n", "No Solution!\n").verdict, CheckVerdict::wrong_answer);
}

TEST(CoverMatrix, ValidatorBounds) {
  const Variant& variant = *find_variant("p4929");
  ValidateOptions options;
  EXPECT_TRUE(variant.validate("1 1\n1\n", options).valid);
  const Validation big = variant.validate("501 1\n", options);
  EXPECT_FALSE(big.valid);
  EXPECT_EQ(big.message, "input:1:1: N must be in 1..500, found 501");
  std::string dense = "100 60\n";
  for (int r = 0; r < 100; ++r) {
    for (int c = 0; c < 60; ++c) dense += c ? " 1" : "1";
    dense += "\n";
  }
  const Validation ones = variant.validate(dense, options);
  EXPECT_FALSE(ones.valid);
  // Row 84 holds ones 4981..5040: the 5001st is its 21st entry, ending at column 41.
  EXPECT_EQ(ones.message, "input:85:42: more than 5000 ones in the matrix (this is one more)");
}

// Naive search (the first uncovered column, rows in input order) against the anti-naive
// matrix: it needs more than a million steps for k = 20 gadgets, where MRV needs 2k + 1.
struct NaiveSearch {
  const CoverMatrix& m;
  std::vector<int> owner;
  std::uint64_t steps = 0;
  std::uint64_t budget;
  bool run() {
    int column = -1;
    for (int c = 0; c < m.columns; ++c) {
      if (owner[static_cast<std::size_t>(c)] < 0) {
        column = c;
        break;
      }
    }
    if (column < 0) return true;
    for (int r = 0; r < m.rows; ++r) {
      const auto& row = m.ones[static_cast<std::size_t>(r)];
      if (std::find(row.begin(), row.end(), column) == row.end()) continue;
      bool fits = true;
      for (int c : row) fits = fits && owner[static_cast<std::size_t>(c)] < 0;
      if (!fits) continue;
      if (++steps > budget) return false;
      for (int c : row) owner[static_cast<std::size_t>(c)] = r;
      if (run()) return true;
      for (int c : row) owner[static_cast<std::size_t>(c)] = -1;
      if (steps > budget) return false;
    }
    return false;
  }
};

TEST(CoverMatrix, AntiNaiveDefeatsNaiveSearchOnly) {
  std::set<std::string> inputs;
  for (const std::uint64_t seed : {1u, 2u, 3u}) {
    SCOPED_TRACE(seed);
    VariantGenOptions options;
    options.mode = "anti-naive";
    options.seed = seed;
    options.rows = 61;     // k = 20 gadgets
    options.columns = 41;
    const VariantRun run = find_variant("p4929")->generate(options);
    ASSERT_EQ(run.outcome, VariantOutcome::done) << run.err;
    inputs.insert(run.out);
    const CoverRead read = read_cover_matrix(run.out, true, "gen");
    ASSERT_FALSE(read.error);
    NaiveSearch naive{read.matrix, std::vector<int>(static_cast<std::size_t>(read.matrix.columns), -1),
                      0, 1'000'000};
    EXPECT_FALSE(naive.run());  // out of budget, not done
    EXPECT_GT(naive.steps, 1'000'000u);
    std::vector<int> row_of;
    const ExactCoverProblem problem = read.matrix.problem(&row_of);
    ExactCoverSolver solver(problem);
    std::vector<int> solution;
    solver.first(solution);
    EXPECT_FALSE(solution.empty());
    EXPECT_LE(solver.stats().nodes, 2u * 20u + 1u);  // t first, then two tries per gadget
  }
  EXPECT_EQ(inputs.size(), 3u);  // the seed makes another test (it was ignored)
}

TEST(CoverMatrix, AtLeastOnceGivesTheSmallestRepeatedCover) {
  // Rows {1,2,3}, {2,3,4}, {1,2}: every way to cover column 4 and column 1 overlaps, so there
  // is no exact cover, but two rows cover every column at least once.
  const std::string input = "3 4\n1 1 1 0\n0 1 1 1\n1 1 0 0\n";
  VariantSolveOptions options;
  EXPECT_EQ(find_variant("p4929")->solve(input, options).out, "No Solution!\n");
  options.at_least_once = true;
  const std::string out = find_variant("p4929")->solve(input, options).out;
  EXPECT_TRUE(out == "1 2\n" || out == "2 3\n") << out;
}

}  // namespace
}  // namespace sudokit
