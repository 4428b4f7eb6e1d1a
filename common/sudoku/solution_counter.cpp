// SPDX-License-Identifier: MIT
#include "common/sudoku/solution_counter.hpp"

#include <algorithm>
#include <cassert>

namespace sudokit {

const char* counter_name(Counter counter) {
  switch (counter) {
    case Counter::automatic: return "auto";
    case Counter::dlx: return "dlx";
    case Counter::bitboard: return "bitboard";
  }
  return "auto";
}

std::optional<Counter> parse_counter(std::string_view name) {
  for (Counter counter : {Counter::automatic, Counter::dlx, Counter::bitboard}) {
    if (name == counter_name(counter)) return counter;
  }
  return std::nullopt;
}

SolutionCounter::SolutionCounter(const GeometryPtr& geometry, Counter choice) : choice_(choice) { choose(geometry); }

void SolutionCounter::choose(const GeometryPtr& geometry) {
  geometry_ = geometry;
  bitboard_.reset();
  houses_.reset();
  engine_.reset();
  if (choice_ == Counter::dlx && geometry->cages().empty()) {
    engine_ = std::make_unique<SudokuSolver>(SudokuMatrix::for_geometry(geometry));
  } else if (geometry->classic()) {
    bitboard_ = BitboardCounter::make(geometry->shape());
  } else {
    houses_ = std::make_unique<HouseCounter>(geometry);
  }
  set_node_limit(node_limit_);
}

SolutionCounter::Result SolutionCounter::count(const Grid& puzzle, std::uint64_t limit) {
  follow(puzzle);
  if (bitboard_) {
    const BitboardCounter::Result result = bitboard_->count(puzzle, limit);
    return {result.solutions, result.complete, result.nodes, result.probes};
  }
  if (houses_) {
    const HouseCounter::Result result = houses_->count(puzzle, limit);
    return {result.solutions, result.complete, result.nodes, 0};
  }
  SolveResult result = engine_->solve(puzzle, limit, 2);
  engine_found_ = std::move(result.found);
  const bool complete = result.exact || result.solutions >= limit;
  return {result.solutions, complete, result.effort.nodes, 0};
}

const Grid& SolutionCounter::solution(std::size_t k) const {
  return bitboard_ ? bitboard_->solution(k) : houses_ ? houses_->solution(k) : engine_found_[k];
}

SolveResult SolutionCounter::solve(const Grid& puzzle, std::uint64_t limit, int keep) {
  follow(puzzle);
  if (engine_) return engine_->solve(puzzle, limit, keep);
  SolveResult result;
  const std::uint64_t stop = limit == 0 ? UINT64_MAX : limit;
  const Result counted = count(puzzle, stop);
  // Equal givens in a house: the counter finds no solution (at once: it places the givens
  // first), and only then is the pair looked for.
  if (counted.solutions == 0) {
    result.conflict = find_conflict(puzzle);
    if (result.conflict) {
      result.verdict = Verdict::invalid;
      return result;
    }
  }
  result.solutions = counted.solutions;
  result.effort.nodes = counted.nodes;
  // As the engine says it: exact when the search ran to its end before the limit stopped it.
  result.exact = counted.complete && counted.solutions < stop;
  const auto kept = std::min<std::uint64_t>({counted.solutions, static_cast<std::uint64_t>(std::max(keep, 0)), 2});
  for (std::size_t k = 0; k < kept; ++k) result.found.push_back(solution(k));
  result.verdict = verdict_of(counted.solutions, result.exact);
  return result;
}

void SolutionCounter::set_node_limit(std::uint64_t nodes) {
  node_limit_ = nodes;
  if (bitboard_) {
    bitboard_->set_node_limit(nodes);
  } else if (houses_) {
    houses_->set_node_limit(nodes);
  } else {
    engine_->set_node_limit(nodes);
  }
}

}  // namespace sudokit
