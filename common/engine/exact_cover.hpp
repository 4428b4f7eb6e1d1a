// SPDX-License-Identifier: MIT
// The exact-cover engine: Knuth's Dancing Links (DLX1), counting solutions up to a limit.
//
// Vocabulary (Knuth, TAOCP 7.2.2.1): a problem has *items* and *options*; an option is a set of
// items. Primary items must be covered exactly once, secondary items at most once. A solution is
// a set of options covering every primary item exactly once and no secondary item twice. As in
// Knuth's Algorithm X, the search reaches options only through primary items, so an option made
// of secondary items alone is never part of a found solution (select() may still fix one).
//
// This engine knows nothing of Sudoku and depends on nothing but the standard library.
//
// Use:
//   ExactCoverProblem problem(3);              // items 0, 1, 2, all primary
//   problem.add_option({0, 1});                // option 0
//   problem.add_option({2});                   // option 1
//   problem.add_option({1, 2});                // option 2
//   ExactCoverSolver solver(problem);          // one solver per thread, reused for many searches
//   solver.count(2);                           // {solutions = 1, status = complete}: unique
//   solver.select(2);                          // fix option 2 up front (a Sudoku given) ...
//   solver.count(2);                           // {solutions = 0}: item 0 cannot be covered now
//   solver.unselect();                         // ... and undo it
//
// Contracts: the problem is immutable once a solver is built from it; a solver holds no global
// state, so two solvers (even over one problem) may run in two threads. Search outcomes are
// return values, never exceptions. Every search leaves the links exactly as it found them, which
// check() verifies.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

#include "common/engine/span.hpp"

namespace sudokit {

// The set of items and options. Build it once; share it (read-only) between solvers.
class ExactCoverProblem {
 public:
  explicit ExactCoverProblem(int primary_items, int secondary_items = 0);

  // Appends an option; its index is option_count() before the call. Returns false (and adds
  // nothing) when the option is empty, names an item out of range, or names an item twice.
  bool add_option(Span<const int> items);
  bool add_option(std::initializer_list<int> items) {
    return add_option(Span<const int>(items.begin(), items.size()));
  }

  int primary_items() const { return primary_; }
  int secondary_items() const { return secondary_; }
  int item_count() const { return primary_ + secondary_; }
  int option_count() const { return static_cast<int>(option_begin_.size()) - 1; }
  Span<const int> option(int index) const;  // the items of one option, as added

 private:
  int primary_;
  int secondary_;
  std::vector<int> option_items_;       // all options' items, one after another
  std::vector<int> option_begin_{0};    // option k is option_items_[begin[k], begin[k+1])
  std::vector<unsigned> seen_;          // add_option's duplicate check: seen_[item] == stamp_
  unsigned stamp_ = 0;
};

// Why a search ended.
enum class SearchStatus {
  complete,        // the whole search space was explored: the count is exact
  solution_limit,  // the solution limit was reached: the count is a lower bound ("at least")
  node_limit,      // the node budget ran out: the count is a lower bound, the answer unknown
  stopped,         // the visitor asked to stop
};

struct SearchResult {
  std::uint64_t solutions = 0;
  SearchStatus status = SearchStatus::complete;
};

// Machine-independent effort, cumulative over searches until reset_stats().
struct SearchStats {
  std::uint64_t nodes = 0;    // options tried by the search (nodes of the search tree)
  std::uint64_t updates = 0;  // vertical link removals (Knuth's "updates")
};

// Randomness supplied by the caller (the generator's seeded RNG); the engine holds none.
class Chooser {
 public:
  virtual ~Chooser() = default;
  // A value in [0, bound), bound >= 1.
  virtual std::uint32_t below(std::uint32_t bound) = 0;
};

// Called for each solution with the indices of its options: the selected ones first (in order
// of selection), then the ones the search chose. Return false to stop the search.
using SolutionVisitor = std::function<bool(Span<const int> options)>;

class ExactCoverSolver {
 public:
  explicit ExactCoverSolver(const ExactCoverProblem& problem);
  ~ExactCoverSolver();
  ExactCoverSolver(ExactCoverSolver&&) noexcept;
  ExactCoverSolver& operator=(ExactCoverSolver&&) noexcept;

  // Fixes an option up front (it must be part of every solution found). Returns false, and
  // changes nothing, when the option shares an item with an option selected before it, or when
  // the index is out of range.
  bool select(int option);
  void unselect();         // undoes the most recent select(); it must be the last change
  // Forbids a live option: no solution found will contain it (the generator's "a solution with
  // another digit in this cell"). Returns false, and changes nothing, when the option is not
  // live (it shares an item with a selected option) or the index is out of range.
  bool exclude(int option);
  void unexclude();        // undoes the most recent exclude(); it must be the last change
  void clear_selection();  // undoes every select() and exclude(), most recent first
  Span<const int> selection() const;

  // A random chooser breaks ties between equally short items and orders each item's options;
  // nullptr (the default) gives Knuth's order: first shortest item, options top to bottom.
  void set_chooser(Chooser* chooser);
  // Options flagged nonzero (one flag per option; the caller keeps the flags alive) are tried
  // before the others of their item; an empty span clears it. It changes which solution is
  // found first, never which exist. (The generator prefers the known solution's options, so a
  // search for a second solution walks close to the first one.)
  void set_preference(Span<const char> preferred);
  // At most this many search nodes per search; 0 means no budget.
  void set_node_limit(std::uint64_t nodes);

  // Counts solutions, stopping at `limit` (0 = no limit). count(2) decides uniqueness.
  SearchResult count(std::uint64_t limit);
  // Finds one solution; `solution` receives its options (see SolutionVisitor) or is cleared.
  SearchResult first(std::vector<int>& solution);
  // Finds a solution with the fewest options (beyond the selected ones) by branch and bound:
  // each solution found bounds the depth of the rest of the search, and a branch is cut when
  // even options as wide as the widest live one could not finish below it, or (when every
  // item's options were added widest first) when the sum over the items left of
  // 1 / (the widest live option through it) says so. `solution` receives the
  // smallest found (or is cleared); `solutions` counts the ever smaller ones found on the way.
  // With status complete it is a smallest; with node_limit, the best within the budget.
  SearchResult smallest(std::vector<int>& solution);
  // Visits solutions until `limit` (0 = no limit) or until the visitor returns false.
  SearchResult enumerate(const SolutionVisitor& visitor, std::uint64_t limit = 0);

  const SearchStats& stats() const;
  void reset_stats();

  // Verifies every list (Knuth's sanity()): vertical lists, lengths, and that the live
  // structure matches the current selection. Returns "" when sound, else what is wrong.
  std::string check() const;

  class Core;  // the dancing links themselves (exact_cover.cpp)

 private:
  std::unique_ptr<Core> core_;
};

}  // namespace sudokit
