#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

SolutionCounter::SolutionCounter(const Shape& shape) : bitboard_(BitboardCounter::make(shape)) {
  if (!bitboard_) engine_ = std::make_unique<SudokuSolver>(SudokuMatrix::for_shape(shape));
}

SolutionCounter::Result SolutionCounter::count(const Grid& puzzle, std::uint64_t limit) {
  if (bitboard_) {
    const BitboardCounter::Result result = bitboard_->count(puzzle, limit);
    return {result.solutions, result.complete, result.nodes};
  }
  SolveResult result = engine_->solve(puzzle, limit, 2);
  engine_found_ = std::move(result.found);
  const bool complete = result.exact || result.solutions >= limit;
  return {result.solutions, complete, result.effort.nodes};
}

const Grid& SolutionCounter::solution(std::size_t k) const {
  return bitboard_ ? bitboard_->solution(k) : engine_found_[k];
}

void SolutionCounter::set_node_limit(std::uint64_t nodes) {
  if (bitboard_) {
    bitboard_->set_node_limit(nodes);
  } else {
    engine_->set_node_limit(nodes);
  }
}

}  // namespace sudokit
