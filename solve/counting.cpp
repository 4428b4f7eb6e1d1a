// SPDX-License-Identifier: MIT
#include "solve/counting.hpp"

#include <algorithm>

#include "common/clauses/clause_counter.hpp"

namespace sudokit {

std::optional<Counter> parse_counter_or_sat(std::string_view name, bool* clauses, std::string* error) {
  *clauses = name == "sat";
  const auto counter = *clauses ? std::optional<Counter>(Counter::automatic) : parse_counter(name);
  if (!counter) *error = "--counter: unknown counter '" + std::string(name) + "' (auto, dlx, bitboard, sat)";
  return counter;
}

PolicyCounter::PolicyCounter(const Shape& shape, const CountPolicy& policy)
    : policy_(policy),
      shape_(shape),
      counter_(shape, policy.counter),
      hands_over_(!policy.clauses && policy.counter == Counter::automatic &&
                  std::max(shape.box_rows, shape.box_cols) > 4),
      count_limit_(first_limit(policy.bitboard_first)) {}

std::uint64_t PolicyCounter::first_limit(std::uint64_t first) {
  if (!hands_over_) return policy_.node_limit;
  first *= counter_.bitboard()->node_cost();
  return policy_.node_limit == 0 ? first : std::min(policy_.node_limit, first);
}

bool PolicyCounter::hands_over(const Grid& puzzle) const {
  // (A killer's sums are no clauses.)
  return hands_over_ && puzzle.geometry().cages().empty() && ClauseCounter::rule_clauses(puzzle) <= kMostClauses;
}

SolveResult PolicyCounter::solve(const Grid& puzzle, std::uint64_t limit, int keep) {
  SolveResult result;
  const bool to_two = limit == 1 || limit == 2;
  // (A killer's sums are no clauses: its puzzles are the house counter's, whatever --counter.)
  if (!policy_.clauses || !puzzle.geometry().cages().empty()) {
    // (Too many clauses: the bitboard counter has the whole budget.)
    const bool handing = to_two && hands_over(puzzle);
    counter_.set_node_limit(handing ? count_limit_ : policy_.node_limit);
    result = counter_.solve(puzzle, limit, keep);
    if (result.verdict != Verdict::unknown || !handing) return result;
  } else if ((result.conflict = find_conflict(puzzle))) {
    result.verdict = Verdict::invalid;
    return result;
  }
  // A solver of its own: the answer owes nothing to the puzzles before it; the givens are
  // its clauses (the solver simplifies with them: faster than as assumptions).
  ClauseCounter clauses(puzzle);
  const ClauseCounter::Result counted =
      clauses.count(puzzle, clauses.conflicts_for(policy_.node_limit), limit == 1 ? 1 : 2);
  result.solutions = counted.solutions;
  result.exact = counted.complete && counted.solutions < limit;
  result.effort.nodes += counted.conflicts;
  result.found.clear();
  const auto kept = std::min<std::uint64_t>({counted.solutions, static_cast<std::uint64_t>(std::max(keep, 0)), 2});
  for (std::size_t k = 0; k < kept; ++k) result.found.push_back(clauses.solution(k));
  result.verdict = verdict_of(counted.solutions, result.exact);
  return result;
}

}  // namespace sudokit
