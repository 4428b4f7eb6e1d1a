// Counting a puzzle's solutions with the fastest proven searcher for its shape: one policy,
// decided here. The bitboard counter (common/sudoku/bitboard_counter.hpp) for boxes up to 4x4,
// the exact-cover engine (SudokuSolver) for the others; the answers are the same either way
// (the tests hold the two to each other), only the node counts are each searcher's own.
#pragma once

#include <cstdint>
#include <memory>

#include "common/sudoku/bitboard_counter.hpp"
#include "common/sudoku/sudoku_solver.hpp"

namespace sudokit {

class SolutionCounter {
 public:
  explicit SolutionCounter(const Shape& shape);

  struct Result {
    std::uint64_t solutions = 0;  // found, up to the limit
    bool complete = true;         // false: the node budget ran out (a lower bound)
    std::uint64_t nodes = 0;      // the searcher's own nodes
  };
  // Up to `limit` >= 1 solutions of `puzzle` (its givens must not clash); the first two kept.
  Result count(const Grid& puzzle, std::uint64_t limit);
  // The k-th solution (k = 0 or 1) of the last count(), valid when it found more than k.
  const Grid& solution(std::size_t k) const;
  void set_node_limit(std::uint64_t nodes);

  // Which searcher the policy chose: the bitboard counter, or nullptr for the engine.
  BitboardCounter* bitboard() { return bitboard_.get(); }

 private:
  std::unique_ptr<BitboardCounter> bitboard_;
  std::unique_ptr<SudokuSolver> engine_;  // when there is no bitboard counter
  std::vector<Grid> engine_found_;
};

}  // namespace sudokit
