// SPDX-License-Identifier: MIT
// The judge of a Sudoku profile: its row of the text-format table says everything (layout,
// alphabet, framing, promise), and the validator, checker and reference solver read it.
#pragma once

#include "common/judge/judge.hpp"

namespace sudokit {

class GridJudge final : public Judge {
 public:
  explicit GridJudge(const TextFormat& profile) : profile_(profile) {}

  std::string_view name() const override { return profile_.name; }
  std::string_view title() const override { return profile_.title; }
  Validation validate(std::string_view input, const ValidateOptions& options) const override;
  // (No search: a grid is checked cell by cell.)
  CheckResult check(std::string_view input, std::string_view output, std::string_view answer,
                    std::uint64_t node_limit = kDefaultNodeLimit) const override;
  CheckResult check_answer(std::string_view input, std::string_view answer,
                           std::uint64_t node_limit) const override;
  // Every puzzle counted to two by the reference solver, the first solution written in the
  // judge's answer layout.
  std::optional<JudgeAnswer> answer(std::string_view input, bool strict, std::uint64_t node_limit,
                                    std::string* why) const override;
  // A puzzle promised only solvable (ZOJ 3122) may have other correct answers.
  // The other tasks' answer is one: the jury's.
  bool any_correct_answer() const override {
    return profile_.task == Task::solve && profile_.promise != Promise::unique;
  }
  // Letters must match in case; spacing is free, as on the problems' own judges.
  std::string compare_flags() const override;
  const TextFormat* puzzle_format() const override { return &profile_; }
  // Parts are blanks, filled from the answer's grids (solve), else from each case's first
  // solution (a case with none, of another task, has no parts).
  std::unique_ptr<TestModel> model_test(std::string_view input, std::string_view answer, std::uint64_t node_limit,
                                        std::string* why) const override;
  // The grids' text and search, then the validator's promise; the checker and the solution of
  // a solve task compare grids, those of another a text per case (the task's *_text.cpp).
  std::vector<std::string> host_parts(HostRole role) const override;

 private:
  // The tasks other than solve: each case's text (classify, validate, count: a line after its
  // prefix; smallest: the smallest solution, or the line for none).
  std::optional<JudgeAnswer> line_answers(const PuzzleSet& set, std::uint64_t node_limit, std::string* why) const;
  const TextFormat& profile_;
};

}  // namespace sudokit
