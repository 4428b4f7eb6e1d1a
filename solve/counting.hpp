// SPDX-License-Identifier: MIT
// The counter policy of the tools that count on the user's machine (sudokit-solve,
// sudokit-verify unique): the searcher SolutionCounter chooses (the bitboard counter, or the
// engine with --counter dlx), and on boxes with a side over 4 (10x10, 20x20, 25x25, 30x30,
// 36x36 and up), for a count to one or two, clause learning (CaDiCaL:
// common/clauses/clause_counter.hpp) after the bitboard counter's first kBitboardFirst nodes,
// within the budget again: on the sparse puzzles of those sizes backtracking meets searches of
// millions of nodes that clause learning settles in thousands of conflicts. Only where the
// puzzle's rules are at most kMostClauses clauses (about 100 bytes each: every 36x36 puzzle,
// and 64x64 ones with some givens; an empty 64x64 grid's would take gigabytes); else the
// bitboard counter has the whole budget. --counter sat: clause learning alone, on any shape,
// counting to two at most. The judges' validators and checkers (the judge-host sources) keep to
// SolutionCounter: CaDiCaL is not there.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "common/engine/budget.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

inline constexpr std::uint64_t kBitboardFirst = 20'000;
inline constexpr std::uint64_t kMostClauses = 4'000'000;

struct CountPolicy {
  Counter counter = Counter::automatic;          // the backtracking searcher
  bool clauses = false;                          // clause learning alone (--counter sat)
  std::uint64_t node_limit = kDefaultNodeLimit;  // per search; 0 = none
  // The bitboard counter's nodes (its lookahead probes count as nodes) before clause learning
  // takes over (the tests lower it).
  std::uint64_t bitboard_first = kBitboardFirst;
};

// --counter's words for the tools that can count by clause learning (sudokit-solve, -verify
// unique, -gen): auto, dlx, bitboard, or sat (*clauses set); nullopt with the usage error in
// *error for any other.
std::optional<Counter> parse_counter_or_sat(std::string_view name, bool* clauses, std::string* error);

class PolicyCounter {
 public:
  PolicyCounter(const Shape& shape, const CountPolicy& policy);

  // As SolutionCounter::solve(): clashing givens are `invalid`, else up to `limit` solutions
  // (0: all) are counted and the first `keep` (at most 2) kept; a count to one or two the
  // bitboard counter has not settled goes on by clause learning (see above). With clause
  // learning alone, `limit` must be 1 or 2.
  SolveResult solve(const Grid& puzzle, std::uint64_t limit, int keep);

  // Whether clause learning takes over what the bitboard counter leaves unsettled: of some
  // puzzles of the shape, and of `puzzle`.
  bool hands_over() const { return hands_over_; }
  bool hands_over(const Grid& puzzle) const;
  // The node budget of a bitboard search that clause learning follows up after `first` nodes
  // of its own (else the policy's budget).
  std::uint64_t first_limit(std::uint64_t first);
  // The backtracking searcher (its budget as set last).
  SolutionCounter& counter() { return counter_; }

 private:
  CountPolicy policy_;
  Shape shape_;
  SolutionCounter counter_;
  bool hands_over_;
  std::uint64_t count_limit_;  // the bitboard counter's budget before a hand-over
};

}  // namespace sudokit
