// SPDX-License-Identifier: MIT
// Counting a puzzle's solutions with the fastest proven searcher for its shape: one policy,
// decided here, for every tool that counts (sudokit-solve, -verify unique and validate, the
// judges' validators, lint, the packages): the bitboard counter
// (common/sudoku/bitboard_counter.hpp) on every classic shape (counting to two it beats the
// exact-cover engine from 9x9 to 25x25: sudokit-bench), the house counter
// (common/sudoku/house_counter.hpp) on every other geometry (X, windoku, jigsaw, killer).
// `--counter dlx` counts with the engine (SudokuSolver) instead, so the same answer can be
// proved by two different searches (the tests hold the two to each other); a killer's sums
// are no exact cover, so its geometry keeps the house counter. Only the node counts are each
// searcher's own. On the
// user's machine, sudokit-solve and -verify unique add clause learning on top for wide boxes
// (solve/counting.hpp); this layer, which the judge-host sources are made of, has none.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <vector>

#include "common/sudoku/bitboard_counter.hpp"
#include "common/sudoku/house_counter.hpp"
#include "common/sudoku/sudoku_solver.hpp"

namespace sudokit {

enum class Counter {
  automatic,  // the policy: the bitboard counter (the generator's own policy: gen/generator.hpp)
  dlx,        // the exact-cover engine
  bitboard,   // the bitboard counter
};
const char* counter_name(Counter counter);
std::optional<Counter> parse_counter(std::string_view name);

class SolutionCounter {
 public:
  // The searcher `choice` names for `geometry` (for `shape`: its classic geometry). A puzzle of
  // another geometry (a file of jigsaws, each with its regions) gets the searcher for its own,
  // made when it comes: a count always follows the puzzle's rules.
  explicit SolutionCounter(const GeometryPtr& geometry, Counter choice = Counter::automatic);
  explicit SolutionCounter(const Shape& shape, Counter choice = Counter::automatic)
      : SolutionCounter(Geometry::classic(shape), choice) {}

  struct Result {
    std::uint64_t solutions = 0;  // found, up to the limit
    bool complete = true;         // false: the node budget ran out (a lower bound)
    std::uint64_t nodes = 0;      // the searcher's own nodes
    std::uint64_t probes = 0;     // the bitboard counter's lookahead probes (wide boxes)
  };
  // Up to `limit` >= 1 solutions of `puzzle` (its givens must not clash); the first two kept.
  Result count(const Grid& puzzle, std::uint64_t limit);
  // The k-th solution (k = 0 or 1) of the last count(), valid when it found more than k.
  const Grid& solution(std::size_t k) const;

  // What SudokuSolver::solve says of `puzzle`, by this counter's searcher: clashing givens
  // are `invalid` (with the conflict), else up to `limit` solutions (0: all) are counted and
  // the first `keep` (at most 2) kept.
  SolveResult solve(const Grid& puzzle, std::uint64_t limit, int keep);

  void set_node_limit(std::uint64_t nodes);

  // Which searcher was chosen: the bitboard counter, or nullptr (the engine or the house
  // counter).
  BitboardCounter* bitboard() { return bitboard_.get(); }
  HouseCounter* houses() { return houses_.get(); }

 private:
  void choose(const GeometryPtr& geometry);
  void follow(const Grid& puzzle) {
    if (puzzle.geometry_ptr() != geometry_ && !same_geometry(puzzle.geometry_ptr(), geometry_)) choose(puzzle.geometry_ptr());
  }

  Counter choice_;
  GeometryPtr geometry_;
  std::uint64_t node_limit_ = 0;
  std::unique_ptr<BitboardCounter> bitboard_;
  std::unique_ptr<HouseCounter> houses_;
  std::unique_ptr<SudokuSolver> engine_;  // for Counter::dlx
  std::vector<Grid> engine_found_;
};

}  // namespace sudokit
