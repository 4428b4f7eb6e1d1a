// SPDX-License-Identifier: MIT
// A solution counter for any geometry (common/sudoku/geometry.hpp): X, windoku, jigsaw,
// killer and their combinations, where the bitboard counter (classic boxes only) cannot go.
//
// Its state is one candidate mask per cell, copied at each branch (a few hundred bytes on
// 9x9). Propagation to a fixed point: a placed digit leaves its peers; a cell with one
// candidate is placed (naked single); a digit with one place left in a house goes there (hidden
// single), and none left is a contradiction; on jigsaws and killers, where two houses meet in
// two cells or more (a region and a row, a box and a column, a diagonal and a region), a digit
// one of them can hold only there leaves the other's other cells (locked candidates); each
// cage keeps only the digits that some set of
// distinct candidates summing to what it still lacks can use (each cell's candidates checked
// against the others' when the cage's unplaced cells leave few combinations). Then it branches
// on a cell with the fewest candidates, the preferred solution's digit first.
// Where there are no cages and at most 256 cells (9x9 and 16x16 X, windoku, jigsaw), the same
// search runs on a board per digit (a set of cells: a placement is a few words cleared, a
// house's test a word per digit): the same tree, nodes and solutions (tested), faster on X and
// windoku (sudokit-gen --variant x: 1.2x to 1.7x, docs/benchmarks.md); 25x25 and killers keep
// the masks.
//
//   HouseCounter counter(puzzle.geometry_ptr());
//   counter.count(puzzle, 2);                    // 1: unique
//   counter.count(puzzle, 1, {cell, digit});     // solutions with another digit in `cell`
//
// Counts are exact unless the node budget (branches tried) runs out. The tests hold it to a
// plain backtracking counter of their own on every variant.
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

class HouseCounter {
 public:
  // `boards`: the search on a board per digit where the geometry has no cages and at most 256
  // cells (the same tree, faster: house_counter.cpp); false: candidate masks everywhere.
  explicit HouseCounter(GeometryPtr geometry, bool boards = true);
  ~HouseCounter();
  HouseCounter(HouseCounter&&) noexcept;

  struct Result {
    std::uint64_t solutions = 0;  // found, up to the limit
    bool complete = true;         // false: the node budget ran out (a lower bound)
    std::uint64_t nodes = 0;      // branches tried
  };
  struct Exclusion {
    int cell = -1;  // -1: none
    int digit = 0;
  };
  // The solutions of `puzzle` (of this geometry) up to `limit` >= 1, those with `excluded`'s
  // digit in its cell left out; the first two kept.
  Result count(const Grid& puzzle, std::uint64_t limit) { return count(puzzle, limit, Exclusion{-1, 0}); }
  Result count(const Grid& puzzle, std::uint64_t limit, Exclusion excluded);
  const Grid& solution(std::size_t k) const { return found_[k]; }
  // Tries `solution`'s digit first in every branch (nullptr: the lowest first). The grid must
  // outlive the searches.
  void set_preference(const Grid* solution) { preferred_ = solution; }
  void set_node_limit(std::uint64_t nodes) { node_limit_ = nodes; }

  const Geometry& geometry() const { return *geometry_; }

 private:
  using Masks = std::vector<std::uint64_t>;
  static constexpr int kMaxComboDigits = 16;   // sets of digits listed up to 16x16 (2^16 sets)
  static constexpr int kMaxCageCells = 16;     // cells a cage's exact check assigns at most
  static constexpr std::uint64_t kMostCombinations = 512;  // candidate tuples it tries at most
  bool place(Masks& state, int cell, int digit);
  bool is_placed(const Masks& state, int cell) const;
  bool solved(const Masks& state) const;  // every cell placed
  bool propagate(Masks& state);
  bool prune_cages(Masks& state, bool* changed);
  bool lock(Masks& state, bool* changed);
  void search(std::size_t depth);
  std::size_t combo_slot(int count, int sum) const;

  GeometryPtr geometry_;
  int n_;
  std::uint64_t all_;
  const Grid* preferred_ = nullptr;
  std::uint64_t node_limit_ = 0;
  std::vector<std::vector<std::uint32_t>> combos_;  // killer: digit sets by (size, sum)
  // Two houses that meet in two cells or more: [both, only_a) the meeting's cells, [only_a,
  // only_b) the first house's others, [only_b, end) the second's, in meeting_cells_.
  struct Meeting {
    int both, only_a, only_b, end;
  };
  std::vector<Meeting> meetings_;
  std::vector<int> meeting_cells_;
  // The current search's.
  std::uint64_t limit_ = 0, solutions_ = 0, nodes_ = 0;
  bool stopped_ = false, exhausted_ = false;
  std::vector<int> queue_;     // cells with one candidate, not yet placed
  // Killer: per cage, its cells' masks and which are placed, the last time prune_cages found
  // nothing to prune there: the same again, the same answer (it depends on them alone), so the
  // cage is skipped.
  std::vector<std::uint64_t> pruned_masks_;  // the cages' cells in turn (cage_start_)
  std::vector<char> pruned_placed_;
  std::vector<int> cage_start_;
  std::vector<char> pruned_known_;  // per cage
  std::vector<Masks> stack_;   // a state per depth, reused
  Grid found_[2];

 public:
  class Boards;  // the same search on a board per digit (house_counter.cpp), where it fits

 private:
  std::unique_ptr<Boards> boards_;
};

}  // namespace sudokit
