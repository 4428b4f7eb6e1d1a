// SPDX-License-Identifier: MIT
// The judge variants: problems whose cases are not "solve this Sudoku" (HDU 6341 rotations,
// NOIP 2009 target score, Luogu P4929 exact cover, ZOJ 3209 Treasure Map).
//
// Each variant is one class in one file of common/judge/ (rotation, target_score, cover_matrix,
// treasure_map) holding all of that problem's rules: how its input is read (strictly for
// validators, leniently for published samples), the promise a test must keep, the reference
// solver, the checker and the generator. The front ends reach variants through this interface
// and find them by profile name (registry.hpp); what they still name is their help texts and
// the one option a single variant takes (sudokit-solve --at-least-once, for p4929).
//
// Every answer a variant writes (sudokit-solve, the .ans of sudokit-gen, the checker's
// reference) comes from its solver, never from how a test was built.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/judge/check.hpp"
#include "common/judge/judge.hpp"
#include "common/judge/validate.hpp"
#include "common/sudoku/shape.hpp"
#include "common/text/scanner.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

// What sudokit-gen asks of a variant's generator; each variant says which options it takes
// and rejects the rest (a usage error).
struct VariantGenOptions {
  std::uint64_t seed = 1;
  std::optional<int> cases;            // T: cases in the input
  std::string mode;                    // the variant's modes; "" = its default
  std::optional<Shape> box;            // hdu6341, p1074: other box shapes
  std::optional<int> rotated;          // hdu6341: regions with a nonzero rotation
  std::optional<int> givens;           // p1074: exactly K givens ...
  std::optional<int> min_givens;       // ... or a random count in [min, max]
  std::optional<int> max_givens;
  std::optional<int> rows;             // p4929: N; zoj3209: the board's height m
  std::optional<int> columns;          // p4929: M; zoj3209: the board's width n
  std::optional<int> pieces;           // p4929: rows of the planted cover; zoj3209: p
  std::optional<int> ones;             // p4929: at most this many 1s
  int tries = 0;                       // hard modes: candidates measured per case (0: default)
};

struct VariantSolveOptions {
  bool strict = false;          // read the input strictly (as the validator does)
  std::string source = "<stdin>";
  std::optional<Shape> box;     // hdu6341, p1074: other box shapes
  bool stats = false;           // per-case search effort on the diagnostics
  bool at_least_once = false;   // p4929: the fewest rows covering every column at least once
  std::uint64_t node_limit = kDefaultNodeLimit;  // per case (0: none); past it, `unknown`
};

// How a variant's solve or generate ended.
enum class VariantOutcome {
  done,        // answered every case / made the test
  no_answer,   // solve: some case has none (its answer says so); generate: the test was not made
  unreadable,  // solve: the input is not the format (`err`: "file:line:column: ...")
  unknown,     // solve: the node limit stopped a case (`err` says which); `out` is void
  refused,     // options the variant does not take: `err` is the message alone, for the
               // front end to present as its usage errors
};

// A variant's answer to an input, or its generated test.
struct VariantRun {
  std::string out;     // solve: the answers; generate: the input
  std::string answer;  // generate: the answers (the .ans), from the solver
  std::string report;  // generate: one JSON line per case
  std::string err;     // diagnostics
  VariantOutcome outcome = VariantOutcome::done;
};
// A usage error: options this variant does not take, or values out of its range.
VariantRun refused(std::string message);
// An input that cannot be read: the reader's "file:line:column: ..." message.
VariantRun unreadable(const std::string& message);
// A case the node limit stopped: "PLACE: unknown: not settled within the budget of ...",
// after the diagnostics `err` so far; no answers.
VariantRun unknown_case(const std::string& place, std::uint64_t node_limit, std::string err = "");

// A judge problem whose cases are not "solve this Sudoku": its Judge methods plus its own
// solver and generator options (sudokit-solve and sudokit-gen take them per variant).
class Variant : public Judge {
 public:
  // The options and modes of its generator, for sudokit-gen --help.
  virtual std::string_view generator_help() const = 0;

  // The reference solver: answers every case of an input.
  virtual VariantRun solve(std::string_view input, const VariantSolveOptions& options) const = 0;
  // The generator's options, by their command-line names (its table: what sudokit-gen --help
  // lists for it and the only options it takes); seed and mode are every variant's.
  virtual std::vector<std::string_view> generator_options() const = 0;
  // A whole test (input and answer) from the options, deterministic for the seed: refused
  // when an option outside the variant's table is set, else make_test().
  VariantRun generate(const VariantGenOptions& options) const;

  // Judge: the answer file is held to the reference solver by the checker itself, and the
  // reference answer is the solver's.
  CheckResult check(std::string_view input, std::string_view output, std::string_view answer,
                    std::uint64_t node_limit = kDefaultNodeLimit) const final {
    return check_within(input, output, answer, node_limit);
  }
  CheckResult check_answer(std::string_view input, std::string_view answer,
                           std::uint64_t node_limit) const override {
    return check_within(input, answer, answer, node_limit);
  }
  std::optional<JudgeAnswer> answer(std::string_view input, bool strict, std::uint64_t node_limit,
                                    std::string* why) const override;
  bool any_correct_answer() const override { return false; }  // one integer per case
  const Variant* variant() const override { return this; }

 protected:
  // The variant's generator, given only options of its table.
  virtual VariantRun make_test(const VariantGenOptions& options) const = 0;
  // The checker, its reference searches within `node_limit` nodes each.
  virtual CheckResult check_within(std::string_view input, std::string_view output,
                                   std::string_view answer, std::uint64_t node_limit) const = 0;
};

const std::vector<const Variant*>& variants();
const Variant* find_variant(std::string_view name);

// Helpers shared by the variants whose answer is one integer per case.
// Checks an output of one integer per case against the jury's answers, which are held to the
// reference answers (the variant's solver within its default budget): a jury answer that
// differs is a FAIL; a case the budget left unsettled (nullopt) keeps the jury's answer.
CheckResult check_integer_answers(const std::vector<std::optional<long long>>& reference,
                                  std::string_view output, std::string_view answer);
// A reader's error as a variant reports it: its case called "case", not "puzzle".
std::string as_case(ParseError error);

}  // namespace sudokit
