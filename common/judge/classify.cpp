// SPDX-License-Identifier: MIT
#include "common/judge/classify.hpp"

#include <vector>

#include "common/engine/budget.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

std::optional<CaseClass> classify_puzzle(const Grid& puzzle, std::uint64_t node_limit, std::uint64_t* nodes,
                                         Grid* solution) {
  if (find_conflict(puzzle)) return CaseClass::illegal;
  SolutionCounter counter(puzzle.shape());
  counter.set_node_limit(node_limit);
  SolveResult result = counter.solve(puzzle, 2, solution != nullptr ? 1 : 0);
  if (nodes != nullptr) *nodes = result.effort.nodes;
  switch (result.verdict) {
    case Verdict::none: return CaseClass::impossible;
    case Verdict::unique:
      if (solution != nullptr) *solution = std::move(result.found.front());
      return CaseClass::unique;
    case Verdict::multiple: return CaseClass::ambiguous;
    default: return std::nullopt;
  }
}

namespace {

// Case `index`'s text (from 0, its lines ending in '\n') with the empty lines the output
// separator puts around it.
std::string case_part(const TextFormat& format, std::size_t index, const std::string& text) {
  std::string part = index > 0 && format.output_separator == Separator::between ? "\n" : "";
  part += text;
  if (format.output_separator == Separator::after_each) part += '\n';
  return part;
}

}  // namespace

std::string class_line(const TextFormat& format, std::size_t k, CaseClass verdict) {
  return case_prefix_of(format, k) + format.class_words[static_cast<std::size_t>(verdict)];
}

std::string class_answer_part(const TextFormat& format, std::size_t index, CaseClass verdict) {
  return case_part(format, index, class_line(format, index + 1, verdict) + "\n");
}

std::optional<std::uint64_t> count_solutions(const Grid& puzzle, std::uint64_t limit, std::uint64_t node_limit,
                                             std::uint64_t* nodes) {
  if (find_conflict(puzzle)) return 0;
  SolutionCounter counter(puzzle.shape());
  counter.set_node_limit(node_limit);
  const SolutionCounter::Result result = counter.count(puzzle, limit);
  if (nodes != nullptr) *nodes = result.nodes;
  if (!result.complete && result.solutions < limit) return std::nullopt;
  return result.solutions;
}

std::string count_answer_part(const TextFormat& format, std::size_t index, std::uint64_t solutions) {
  return case_part(format, index, case_prefix_of(format, index + 1) + std::to_string(solutions) + "\n");
}

Smallest smallest_solution(const Grid& puzzle, std::uint64_t node_limit) {
  Smallest out;
  if (find_conflict(puzzle)) return out;
  SolutionCounter counter(puzzle.shape());
  // Whether `grid` has a solution (the first found in `found`); false with settled = false
  // when the budget ran out.
  const auto solvable = [&](const Grid& grid, Grid* found) {
    counter.set_node_limit(node_limit == 0 ? 0 : node_limit > out.nodes ? node_limit - out.nodes : 1);
    const SolveResult result = counter.solve(grid, 1, 1);
    out.nodes += result.effort.nodes;
    // ("unknown" with a solution: the limit of one was reached, which settles it)
    if (result.verdict == Verdict::unknown && result.found.empty()) out.settled = false;
    if (!result.found.empty() && found != nullptr) *found = result.found.front();
    return !result.found.empty();
  };
  Grid best = puzzle;
  Grid found;
  if (!solvable(best, &found)) return out;
  // The solution found is a witness: where it agrees with the smallest digit tried, no search.
  for (int cell = 0; cell < best.shape().cells(); ++cell) {
    if (best.at(cell) != 0) continue;
    for (int digit = 1; digit <= best.size(); ++digit) {
      best.set(cell, digit);
      if (digit == found.at(cell)) break;  // the witness completes it: the smallest that works
      Grid witness;  // (a digit that clashes leaves no solution)
      if (solvable(best, &witness)) {
        found = witness;
        break;
      }
      if (!out.settled) return out;
    }
  }
  out.solution = best;
  return out;
}

std::string smallest_answer_part(const TextFormat& format, const std::string& alphabet, std::size_t index,
                                 const std::optional<Grid>& solution, bool several) {
  const std::string prefix = format.case_prefix.empty() ? "" : case_prefix_of(format, index + 1) + "\n";
  const std::string words = several ? format.multiple_solutions : format.no_solution;
  return case_part(format, index,
                   prefix + (solution ? write_grid(*solution, answer_format(format), alphabet) : words + "\n"));
}

namespace {

// A filled grid that breaks a rule, one of three ways drawn from `rng`: a cell given another
// digit (its row, column and box repeat it); two cells of a row swapped (the row stays whole,
// columns repeat); two columns of different stacks swapped (rows and columns stay whole, only
// boxes repeat), so that a check of some houses only is caught.
Grid broken_grid(const Grid& grid, Rng& rng) {
  const Shape& shape = grid.shape();
  const int n = grid.size();
  const auto pick = [&](int below) { return static_cast<int>(rng.below(static_cast<std::uint64_t>(below))); };
  Grid broken = grid;
  const int row = pick(n), col = pick(n);
  switch (pick(3)) {
    case 1: {  // two cells of a row
      const int other = (col + 1 + pick(n - 1)) % n;
      broken.set(row * n + col, grid.at(row, other));
      broken.set(row * n + other, grid.at(row, col));
      break;
    }
    case 2: {  // two columns of different stacks
      const int other = (col / shape.box_cols * shape.box_cols + shape.box_cols * (1 + pick(shape.box_rows - 1)) +
                         pick(shape.box_cols)) % n;
      for (int r = 0; r < n; ++r) {
        broken.set(r * n + col, grid.at(r, other));
        broken.set(r * n + other, grid.at(r, col));
      }
      break;
    }
    default: break;
  }
  if (broken == grid || !find_conflict(broken)) {  // (a swap that broke nothing: another digit)
    broken = grid;
    broken.set(row * n + col, 1 + (grid.at(row, col) + pick(n - 1)) % n);
  }
  return broken;
}

}  // namespace

std::optional<Grid> case_of_class(const Grid& puzzle, const Grid& solution, CaseClass wanted, Rng& rng) {
  const int n = puzzle.size();
  std::vector<int> givens, blanks;
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) (puzzle.at(cell) != 0 ? givens : blanks).push_back(cell);
  rng.shuffle(givens);
  rng.shuffle(blanks);
  switch (wanted) {
    case CaseClass::unique:
      return puzzle;
    case CaseClass::illegal:
      if (blanks.empty() && !givens.empty()) return broken_grid(puzzle, rng);
      for (int cell : blanks) {  // a given of the blank's row, copied into it
        for (int given : givens) {
          if (given / n != cell / n) continue;
          Grid clash = puzzle;
          clash.set(cell, puzzle.at(given));
          return clash;
        }
      }
      return std::nullopt;
    case CaseClass::impossible:
      for (int cell : blanks) {
        for (int digit = 1; digit <= n; ++digit) {
          if (digit == solution.at(cell)) continue;
          Grid wrong = puzzle;
          wrong.set(cell, digit);
          if (!find_conflict(wrong) && classify_puzzle(wrong, kDefaultNodeLimit) == CaseClass::impossible) return wrong;
        }
      }
      return std::nullopt;
    case CaseClass::ambiguous: {
      Grid fewer = puzzle;
      for (int cell : givens) {
        fewer.set(cell, 0);
        if (classify_puzzle(fewer, kDefaultNodeLimit) == CaseClass::ambiguous) return fewer;
      }
      return std::nullopt;
    }
  }
  return std::nullopt;
}

}  // namespace sudokit
