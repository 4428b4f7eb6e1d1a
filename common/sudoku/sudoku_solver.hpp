// SPDX-License-Identifier: MIT
// Sudoku as exact cover, and the solver every tool uses to count a puzzle's solutions.
//
// The standard encoding, over the geometry's houses (common/sudoku/geometry.hpp): N^2 + HN
// primary items for H houses (4N^2 on a classic grid), N^3 options, decoded by arithmetic.
//   items   [0, N^2)      cell (r, c) is filled             item r*N + c
//           [N^2, ...)    house h has digit d               N^2 + h*N + (d-1)
//                         (rows, columns, boxes: N^2 + r*N, 2N^2 + c*N, 3N^2 + b*N)
//   options (r*N + c)*N + (d-1): digit d in cell (r, c), covering its cell's item and its
//           houses' items of d.
// A SudokuMatrix is built once per shape and shared; each thread owns a SudokuSolver over it,
// and a puzzle's givens are selected options on that solver, undone after the search.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "common/engine/exact_cover.hpp"
#include "common/sudoku/grid.hpp"

namespace sudokit {

class SudokuMatrix {
 public:
  // The matrix of `geometry`'s houses (no cages: a killer's sums are no exact cover).
  explicit SudokuMatrix(GeometryPtr geometry);
  // One shared matrix per shape's classic geometry, built on first use (thread-safe).
  static std::shared_ptr<const SudokuMatrix> for_shape(Shape shape);
  // That one for a classic geometry, else one of its own.
  static std::shared_ptr<const SudokuMatrix> for_geometry(const GeometryPtr& geometry);

  const Shape& shape() const { return geometry_->shape(); }
  const GeometryPtr& geometry_ptr() const { return geometry_; }
  const ExactCoverProblem& problem() const { return problem_; }
  int option(int cell, int digit) const { return cell * shape().size() + digit - 1; }
  int cell_of(int option) const { return option / shape().size(); }
  int digit_of(int option) const { return option % shape().size() + 1; }

 private:
  GeometryPtr geometry_;
  ExactCoverProblem problem_;
};

// What a search says of a puzzle.
enum class Verdict {
  invalid,   // two equal givens in a house (or a digit out of range): no search was made
  none,      // no solution
  unique,    // exactly one solution
  multiple,  // two or more solutions
  unknown,   // the node budget ran out before the answer was known
};
const char* verdict_name(Verdict verdict);
// What a search that found `solutions` says: two or more are multiple; an exhausted search
// (`exact`) with none or one is none or unique; otherwise unknown (the node budget, or a limit
// of 1 with one found). Every searcher's verdict, from one rule.
Verdict verdict_of(std::uint64_t solutions, bool exact);

struct SolveResult {
  Verdict verdict = Verdict::unknown;
  std::uint64_t solutions = 0;  // found; exact only when `exact`
  bool exact = false;           // the search space was exhausted
  std::vector<Grid> found;      // the first solutions found, at most `keep` of them
  std::optional<Conflict> conflict;
  SearchStats effort;           // of this puzzle's search alone
};

class SudokuSolver {
 public:
  explicit SudokuSolver(std::shared_ptr<const SudokuMatrix> matrix);

  // Counts the solutions of `puzzle` up to `limit` (0 = all; 2 decides uniqueness) and keeps
  // the first `keep` of them. The puzzle's shape must be the matrix's.
  SolveResult solve(const Grid& puzzle, std::uint64_t limit = 2, int keep = 1);

  void set_node_limit(std::uint64_t nodes) { engine_.set_node_limit(nodes); }
  void set_chooser(Chooser* chooser) { engine_.set_chooser(chooser); }
  const SudokuMatrix& matrix() const { return *matrix_; }
  ExactCoverSolver& engine() { return engine_; }

 private:
  std::shared_ptr<const SudokuMatrix> matrix_;
  ExactCoverSolver engine_;
};

}  // namespace sudokit
