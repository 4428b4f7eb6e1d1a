// SPDX-License-Identifier: MIT
// Random full grids, for the digging and for the variants' tests.
//
// A full grid comes from a randomised search of the empty grid (the engine's first solution,
// with an Rng as its chooser): every grid can come out, but not with equal probability, so
// this is not uniform sampling over all grids.
#pragma once

#include <memory>

#include "common/engine/exact_cover.hpp"
#include "common/sudoku/grid.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/sudoku_solver.hpp"

namespace sudokit {

// A random full grid of the matrix's shape, searched with `engine` (built on that matrix's
// problem, with no selection): the engine's chooser and node limit are restored.
Grid random_full_grid(const SudokuMatrix& matrix, ExactCoverSolver& engine, Rng& rng);

// The same with a matrix and an engine of its own (one per thread).
class FullGridMaker {
 public:
  explicit FullGridMaker(Shape shape);
  Grid make(Rng& rng);

 private:
  std::shared_ptr<const SudokuMatrix> matrix_;
  ExactCoverSolver engine_;
};

}  // namespace sudokit
