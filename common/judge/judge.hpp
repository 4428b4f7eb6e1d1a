// SPDX-License-Identifier: MIT
// One interface per judge problem, whether its cases are Sudoku puzzles (the five profiles of
// the text-format table, rows of one GridJudge) or something else (the variants, a class each),
// and one registry of them. Every tool and the package builder ask a Judge, never a name.
//
//   const Judge* judge = find_judge("poj3076");
//   judge->validate(input, {});                 // the strict input validator
//   judge->check(input, output, answer);         // the checker
//   judge->answer(input, /*strict=*/true, kDefaultNodeLimit, &why);  // the reference answer
//
// Adding a judge: one file with its class, and one line in the registry (judge.cpp).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/judge/check.hpp"
#include "common/judge/validate.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

class TestModel;
class Variant;

// The reference answer of a whole input, and what a package's manifest says of it.
struct JudgeAnswer {
  std::string text;                            // the answer file
  std::size_t cases = 0;
  std::optional<std::pair<int, int>> givens;   // Sudoku profiles: fewest and most per case
  std::optional<std::uint64_t> nodes;          // Sudoku profiles: the reference search's nodes
  std::optional<bool> all_unique;              // Sudoku profiles: every case counted to two
};

// The programs a package carries for a judge (common/setting/host_source.hpp).
enum class HostRole { validator, checker, solution };

class Judge {
 public:
  virtual ~Judge() = default;
  virtual std::string_view name() const = 0;
  virtual std::string_view title() const = 0;

  // The strict input validator: the format and the problem's promises.
  virtual Validation validate(std::string_view input, const ValidateOptions& options) const = 0;
  // The checker: a contestant's output against the input, the jury's answer checked too (by
  // the reference search where the answer needs one, within `node_limit` nodes: variants).
  virtual CheckResult check(std::string_view input, std::string_view output, std::string_view answer,
                            std::uint64_t node_limit = kDefaultNodeLimit) const = 0;
  // A jury's answer file alone, held to the reference answer, its searches within
  // `node_limit` nodes each (0: none; where one runs out, the jury's answer stands) (lint).
  virtual CheckResult check_answer(std::string_view input, std::string_view answer,
                                   std::uint64_t node_limit) const = 0;
  // The reference answer of a whole input (read strictly or leniently), each search within
  // `node_limit` nodes (0: none); nullopt with *why (a search that ran out says so).
  virtual std::optional<JudgeAnswer> answer(std::string_view input, bool strict,
                                            std::uint64_t node_limit, std::string* why) const = 0;

  // Facts a package needs. Any correct answer passes (a checker), or only the jury's (a diff).
  virtual bool any_correct_answer() const = 0;
  // The flags a diff of the answers needs (Kattis validator_flags); "" for the defaults.
  virtual std::string compare_flags() const { return ""; }

  // The profile's text format when its cases are Sudoku puzzles to dig, count and rate (the
  // Sudoku profiles); nullptr otherwise.
  virtual const TextFormat* puzzle_format() const { return nullptr; }
  // The variant, for its own solver and generator options; nullptr for the Sudoku profiles.
  virtual const Variant* variant() const { return nullptr; }

  // A test as shrinking sees it (test_model.hpp): the input read strictly, with its reference
  // `answer`, into cases and the parts each can lose, searches within `node_limit` nodes;
  // nullptr with *why (an input it cannot read; the default: a judge that cannot shrink).
  virtual std::unique_ptr<TestModel> model_test(std::string_view input, std::string_view answer,
                                                std::uint64_t node_limit, std::string* why) const;
  // What those parts are, for reports ("blanks").
  virtual std::string_view part_word() const { return "blanks"; }

  // The judge-host parts (file names in common/judge/host/, installed as
  // share/sudokit/judge-host/) a role's source is made of, in order, after the judge's rules.
  virtual std::vector<std::string> host_parts(HostRole role) const = 0;
  // The part holding the judge's rules ("rotation_rules.cpp"); "": its format's row written as
  // constants (a Sudoku problem's grids).
  virtual std::string host_rules_part() const { return ""; }
};

// Every judge: the Sudoku profiles in table order, then the variants.
const std::vector<const Judge*>& judges();
const Judge* find_judge(std::string_view name);
// A problem file's judge (problem_file.hpp's load_problem_file, then its GridJudge); nullptr
// with *error: the file's defect, or a name that is a judge's already (a variant's too).
const Judge* load_problem_judge(const std::string& path, std::string* error);


}  // namespace sudokit
