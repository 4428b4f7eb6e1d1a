// Digging checks by clause learning: CaDiCaL (Debian's libcadical-dev) on the Sudoku rules as
// clauses, for the sparse end of a 25x25 or larger dig, where the bitboard counter's
// backtracking meets checks of millions of nodes (docs/benchmarks.md: a proven-minimal 25x25
// dig 124-1,239 s with the counter, 29-479 s with this).
//
//   LearningChecker checker(solution);                 // one per dig
//   checker.check(puzzle, {{cell, digit}}, 0);          // unique without that given?
//   checker.keep(cell, digit);                          // it stays for the rest of the dig
//
// One solver serves the whole dig, so what it learns on one check (clauses that follow from
// the rules alone, or from givens kept for good) shortens the next ones. The puzzle's givens
// are assumptions of each call; a kept given becomes a clause of its own. The variable of
// (cell, digit) is cell * N + digit; every cell holds exactly one digit, every row, column
// and box holds each digit exactly once (pairwise at-most-one clauses). The solution's digits
// are every variable's first choice: a second solution, when there is one, is searched for
// near the first.
#pragma once

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace CaDiCaL {
class Solver;
}

namespace sudokit {

class LearningChecker {
 public:
  enum class Answer { unique, not_unique, unknown };

  explicit LearningChecker(const Grid& solution);
  ~LearningChecker();
  LearningChecker(const LearningChecker&) = delete;
  LearningChecker& operator=(const LearningChecker&) = delete;

  // Whether the solution is still the only solution of `puzzle` (its digits or blanks) with
  // the cells of `blanked` blank: no solution gives one of those cells (blank in `puzzle`)
  // another digit than its (cell, digit) pair, the solution's. `conflicts` bounds the search
  // (0: none); past it, unknown.
  Answer check(const Grid& puzzle, const std::vector<std::pair<int, int>>& blanked, std::uint64_t conflicts);
  // The given (cell, digit) stays for the rest of the dig.
  void keep(int cell, int digit);

 private:
  int literal(int cell, int digit) const { return cell * size_ + digit; }

  std::unique_ptr<CaDiCaL::Solver> solver_;
  int size_;
  int next_variable_;  // the next one free for a check's switch
};

}  // namespace sudokit
