// SPDX-License-Identifier: MIT
// Smaller versions of a judge's test, for shrinking a witness: an input on which a program
// fails is replaced by a smaller one on which it still fails, until none of its smaller ones
// does (delta debugging, Zeller and Hildebrandt 2002, over two levels).
//
// A test is seen as cases, and each case as parts it can lose:
//   Sudoku profiles   blank cells, filled from the reference solution (fewer givens removed)
//   hdu6341           turned regions, turned back as the reference solver would (fewer turns)
//   p1074             blank cells, filled from a solution of the highest score (the answer stays)
//   p4929             rows and columns of the matrix
//   zoj3209           pieces
// Level 0 takes cases away (keeping one half, then the other, down to single cases, then
// leaving each chunk out); level 1 takes parts away within each case (halves down to single
// parts). Candidates are made one at a time, in that order: a shrinker asks for the k-th.
// Nothing here checks a candidate: the caller validates it with the judge's validator.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "common/judge/judge.hpp"

namespace sudokit {

class TestModel {
 public:
  virtual ~TestModel() = default;
  virtual std::size_t cases() const = 0;
  virtual std::size_t parts(std::size_t c) const = 0;
  // The test with only the cases in [begin, end), or without them (`keep` false).
  virtual std::string with_cases(std::size_t begin, std::size_t end, bool keep) const = 0;
  // The test with parts [begin, end) of case c taken away.
  virtual std::string without_parts(std::size_t c, std::size_t begin, std::size_t end) const = 0;
  // How big the test is: its cases and its parts in all (for reports).
  std::size_t total_parts() const;
};

// The model of a judge's input (read strictly, with its reference `answer`), or nullopt with
// *why: a judge this cannot shrink, or an input it cannot read. Searches within node_limit.
std::unique_ptr<TestModel> model_test(const Judge& judge, std::string_view input, std::string_view answer,
                                      std::uint64_t node_limit, std::string* why);

// The k-th smaller candidate at `level` (0: cases, 1: parts), from 0; nullopt past the last.
std::optional<std::string> smaller_test(const TestModel& model, int level, std::size_t k);

}  // namespace sudokit
