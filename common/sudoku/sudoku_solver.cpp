// SPDX-License-Identifier: MIT
#include "common/sudoku/sudoku_solver.hpp"

#include <cassert>
#include <map>
#include <mutex>

namespace sudokit {

namespace {
// An item per cell, then one per house and digit; an option per cell and digit covers its
// cell's item and its houses' items of that digit.
ExactCoverProblem build_problem(const Geometry& geometry) {
  const int n = geometry.size();
  const int cells = geometry.cells();
  ExactCoverProblem problem(cells + geometry.houses() * n);
  std::vector<int> items;
  for (int cell = 0; cell < cells; ++cell) {
    for (int d = 0; d < n; ++d) {
      items.assign(1, cell);
      for (const int h : geometry.houses_of(cell)) items.push_back(cells + h * n + d);
      const bool added = problem.add_option(items);
      assert(added);
      (void)added;
    }
  }
  return problem;
}
}  // namespace

SudokuMatrix::SudokuMatrix(GeometryPtr geometry)
    : geometry_(std::move(geometry)), problem_(build_problem(*geometry_)) {
  assert(geometry_->cages().empty());
}

std::shared_ptr<const SudokuMatrix> SudokuMatrix::for_shape(Shape shape) {
  static std::mutex mutex;
  static std::map<std::pair<int, int>, std::shared_ptr<const SudokuMatrix>> cache;
  const std::lock_guard<std::mutex> lock(mutex);
  auto& slot = cache[{shape.box_rows, shape.box_cols}];
  if (!slot) slot = std::make_shared<const SudokuMatrix>(Geometry::classic(shape));
  return slot;
}

std::shared_ptr<const SudokuMatrix> SudokuMatrix::for_geometry(const GeometryPtr& geometry) {
  if (geometry->classic()) return for_shape(geometry->shape());
  return std::make_shared<const SudokuMatrix>(geometry);
}

const char* verdict_name(Verdict verdict) {
  switch (verdict) {
    case Verdict::invalid: return "invalid";
    case Verdict::none: return "none";
    case Verdict::unique: return "unique";
    case Verdict::multiple: return "multiple";
    case Verdict::unknown: return "unknown";
  }
  return "unknown";
}

Verdict verdict_of(std::uint64_t solutions, bool exact) {
  if (solutions >= 2) return Verdict::multiple;
  if (exact) return solutions == 0 ? Verdict::none : Verdict::unique;
  return Verdict::unknown;
}

SudokuSolver::SudokuSolver(std::shared_ptr<const SudokuMatrix> matrix)
    : matrix_(std::move(matrix)), engine_(matrix_->problem()) {}

SolveResult SudokuSolver::solve(const Grid& puzzle, std::uint64_t limit, int keep) {
  assert(same_geometry(puzzle.geometry_ptr(), matrix_->geometry_ptr()));
  SolveResult result;
  result.conflict = find_conflict(puzzle);
  if (result.conflict) {
    result.verdict = Verdict::invalid;
    return result;
  }
  const Shape& shape = matrix_->shape();
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int digit = puzzle.at(cell);
    if (digit == 0) continue;
    if (digit > shape.size() || !engine_.select(matrix_->option(cell, digit))) {
      engine_.clear_selection();  // cannot happen after find_conflict, but never guess
      result.verdict = Verdict::invalid;
      return result;
    }
  }

  const SearchStats before = engine_.stats();
  const SearchResult search = engine_.enumerate(
      [&](Span<const int> options) {
        if (static_cast<int>(result.found.size()) < keep) {
          Grid solution(matrix_->geometry_ptr());
          for (int option : options) {
            solution.set(matrix_->cell_of(option), matrix_->digit_of(option));
          }
          result.found.push_back(std::move(solution));
        }
        return true;
      },
      limit);
  engine_.clear_selection();

  result.effort.nodes = engine_.stats().nodes - before.nodes;
  result.effort.updates = engine_.stats().updates - before.updates;
  result.solutions = search.solutions;
  result.exact = search.status == SearchStatus::complete;
  result.verdict = verdict_of(search.solutions, result.exact);
  return result;
}

}  // namespace sudokit
