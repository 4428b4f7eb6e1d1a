// SPDX-License-Identifier: MIT
// Counting by clause learning: CaDiCaL (Debian's libcadical-dev) on the Sudoku rules as
// clauses, for the grids where backtracking meets searches of millions of nodes: the sparse
// end of a 25x25 or larger dig (docs/benchmarks.md), and the counts and minimality tests of such
// puzzles in sudokit-verify (verify/unique.cpp). Not part of the judge-host sources.
//
//   ClauseCounter counter(kept);                   // the rules, and givens that always hold
//   counter.count(puzzle, 0);                      // up to two solutions, no conflict budget
//   counter.set_phases(solution);                  // a second solution is looked for near it
//   counter.search(puzzle, {{cell, digit}}, 0);    // a solution with another digit in `cell`?
//   counter.keep(cell, digit);                     // (a dig) that given stays for good
//
// One solver serves every call, so what it learns on one search (clauses that follow from the
// rules alone, or from kept givens) shortens the next ones; the outcome of a budgeted search
// can therefore depend on the searches before it (its answer, when it has one, is a fact).
// The puzzle's givens are assumptions of each call; givens that hold in every call of a
// solver are better kept (clauses: the solver simplifies with them, several times faster;
// those known when it is made leave out of the rules what they settle). The variable of
// (cell, digit) is cell * N + digit; every cell holds exactly one digit, every row, column and
// box holds each digit exactly once (pairwise at-most-one clauses).
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace CaDiCaL {
class Solver;
}

namespace sudokit {

class ClauseCounter {
 public:
  // The rules of `kept`'s shape, and its givens (its nonzero cells, which must not clash) for
  // good: they hold in every search.
  explicit ClauseCounter(const Grid& kept);
  // The number of clauses of those rules (the solver's memory is about 100 bytes a clause).
  static std::uint64_t rule_clauses(const Grid& kept);
  ~ClauseCounter();
  ClauseCounter(const ClauseCounter&) = delete;
  ClauseCounter& operator=(const ClauseCounter&) = delete;

  // What the budget of a search, in engine nodes (common/engine/budget.hpp), allows in
  // conflicts: a conflict costs N*N/6 engine nodes (25x25: 104), about its time.
  std::uint64_t conflicts_for(std::uint64_t nodes) const;

  // Every variable's first choice: `solution`'s digits; with `others_off`, every other digit
  // off as well (a second searcher of a portfolio: its searches take other ways).
  void set_phases(const Grid& solution, bool others_off = false);
  // Learned clauses of up to `size` literals are kept for take_learned() (0: none), each
  // ended by 0, to be added to a ClauseCounter of the same clauses and searches
  // (add_clauses()): they follow from those.
  void share_up_to(int size);
  std::vector<int> take_learned();
  void add_clauses(const std::vector<int>& clauses);
  // A search gives up (unknown) soon after *stop turns true (nullptr: never).
  void stop_when(const std::atomic<bool>* stop);

  enum class Answer { none, found, unknown };
  // A solution of `puzzle` (its givens; they must not clash) in which some (cell, digit) pair
  // of `differ` does not hold (no pairs: any solution): found (solution(0) holds it), none, or
  // unknown once `conflicts` (0: no limit) have been spent.
  Answer search(const Grid& puzzle, const std::vector<std::pair<int, int>>& differ, std::uint64_t conflicts);

  struct Result {
    std::uint64_t solutions = 0;  // found, up to two
    bool complete = true;         // false: the budget ran out (a lower bound)
    std::uint64_t conflicts = 0;  // spent
  };
  // Up to `limit` (1 or 2) solutions of `puzzle` (givens that must not clash), within
  // `conflicts` in all (0: no limit).
  Result count(const Grid& puzzle, std::uint64_t conflicts, std::uint64_t limit = 2);
  // The k-th solution (k = 0 or 1) found by the last count(), or by the last search() (k = 0).
  const Grid& solution(std::size_t k) const { return found_[k]; }

  // The given (cell, digit) holds in every later search (a dig's kept given).
  void keep(int cell, int digit);

  // Minimality tests of a block of givens at once (sudokit-verify --minimal): `soft`, givens
  // not kept, of which search_one_off() looks for a solution in which exactly one does not
  // hold, the others do. Found: that given is needed (the solution is its second one); keep()
  // it and search again. None: every given of `soft` not kept since is redundant, each on its
  // own. Each search lets the solver take the given whose second solution is nearest, and
  // nothing it learns is lost to the next (no assumption; the block's constraints only grow).
  // Set once a solver; search() may still be called (the constraints are off there).
  void allow_one_off(const std::vector<std::pair<int, int>>& soft);
  Answer search_one_off(std::uint64_t conflicts);

  std::uint64_t conflicts() const;  // spent by every search so far

 private:
  class ConflictCounter;
  class Stopper;
  int literal(int cell, int digit) const { return cell * size_ + digit; }
  Answer solve(std::uint64_t conflicts);  // under the assumptions made

  std::unique_ptr<CaDiCaL::Solver> solver_;
  std::unique_ptr<ConflictCounter> counter_;
  std::unique_ptr<Stopper> stopper_;
  Shape shape_;
  int size_;
  int next_variable_;  // the next one free for a search's switch
  int one_off_ = 0;    // allow_one_off()'s switch
  std::array<Grid, 2> found_;
};

}  // namespace sudokit
