// SPDX-License-Identifier: MIT
// A fast solution counter for every Sudoku shape (4x4 to 64x64), for the generator's
// uniqueness checks and for every tool that counts (common/sudoku/solution_counter.hpp).
//
// The engine (DLX) is general; this counter knows Sudoku. Its state is one board per digit.
// For boxes at most 4x4 (4x4 to 16x16: 2x2, 2x3, 3x2, 2x4, 4x2, 3x3, 3x4, 4x3, 4x4) a board
// is a band of box_rows rows per 64-bit word, a row per 16-bit lane, so a box is box_rows
// groups of box_cols bits in one word and every house test is a handful of shifts and masks
// (the bitboards of the fast 9x9 solvers, tdoku and JCZSolve, laid out for any box up to 4x4).
// For a box side over 4 (10x10, 20x20, 25x25, 36x36, ...) a board is a 64-bit word per row.
// Between branches it propagates naked and hidden singles and locked candidates (a row or
// column with the digit in one box only, a box with it in one row or column only; on the
// band layout by tables of a band's rows x boxes and a stack's bands x columns, which also
// catch two rows confined to two boxes on 4x4 boxes; on 3x3 and 4x4 boxes the same by
// rotations of the boards, every band and stack at once), and it branches on the two-digit cell
// whose two branches touch the most (unplaced peers, and those holding its digits, the
// two-digit ones weighed most: bitboard_search.hpp; with none, of the cells with the fewest
// digits the one with the most unplaced peers), a preferred digit first; for a box side
// over 4, a search that runs past a thousand nodes starts again with lookahead (the 16 best such
// cells each tried both ways, the one whose tries take out the most candidates chosen, a digit
// whose try fails ruled out). (Tried and left out, on 9x9: tdoku's branching on a band's
// configurations, about the same nodes; minirow triples, and again with bit-sliced counts of
// every minirow's and minicolumn's digits, a few percent fewer nodes for more time; a digit's
// hidden singles placed at once, fewer instructions but no faster; naked singles digit by
// digit, more instructions.)
// It counts to two with far fewer nodes than the engine, and faster, on every shape
// (docs/benchmarks.md); on 25x25 it proves puzzles unique that the engine cannot within its
// budget.
//
//   auto counter = BitboardCounter::make(shape);
//   counter->count(puzzle, 2);                    // 1: unique
//   counter->count(puzzle, 1, {cell, digit});     // solutions with another digit in `cell`
//
// Counts are exact (the search is complete) unless the node budget runs out. The tests compare
// it with the engine on hundreds of puzzles of every supported shape; the generator's puzzles
// are re-proved unique by the tests' own counter.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <memory>

#include "common/engine/bits.hpp"
#include "common/sudoku/grid.hpp"

namespace sudokit {

class BitboardCounter {
 public:
  // The machine code: `best` is the AVX2 build of the search for boxes up to 4x4 where the CPU
  // has AVX2, BMI1 and BMI2 (x86-64, GCC or Clang; has_avx2()), else the portable one, which `portable` asks for,
  // as does the environment variable SUDOKIT_PORTABLE=1 for every counter of the process. The
  // same search either way: the same nodes, solutions and answers (tested), only faster.
  enum class Code { best, portable };
  // A counter for `shape` (any shape: Shape::kMaxSize is 64, a board row's word).
  static std::unique_ptr<BitboardCounter> make(const Shape& shape, Code code = Code::best);
  static bool has_avx2();  // whether this build has the AVX2 search and this CPU runs it
  bool avx2() const { return avx2_; }  // whether this counter runs the AVX2 build

  struct Exclusion {  // a digit forbidden in a (blank) cell; cell -1: none
    int cell;
    int digit;
  };
  struct Result {
    std::uint64_t solutions = 0;  // found, up to the limit
    bool complete = true;         // false: the node budget ran out (the count is a lower bound)
    std::uint64_t nodes = 0;      // branches tried
    std::uint64_t probes = 0;     // lookahead probes (a digit placed and propagated, no branch)
  };

  virtual ~BitboardCounter() = default;

  // Counts the solutions of `puzzle` (of the counter's shape, givens nonzero) up to `limit`
  // >= 1; the excluded cell, if any, must be blank.
  Result count(const Grid& puzzle, std::uint64_t limit) { return count(puzzle, limit, {-1, 0}); }
  virtual Result count(const Grid& puzzle, std::uint64_t limit, Exclusion excluded) = 0;
  // Branches try this grid's digit first (nullptr: lowest digit first). It changes which
  // solutions are found first, never how many exist. The grid must outlive the searches.
  void set_preference(const Grid* solution) { preferred_ = solution; }
  // How the counter for boxes with a side over 4 chooses its branches (bitboard_search.hpp):
  // `automatic` searches plainly (a static score) for a thousand nodes, then, if unfinished,
  // again from the start with lookahead (the best cells tried both ways); `always` and `never`
  // are the one or the other from the start, for the tests, which compare them. The counts
  // are the same; only the nodes differ. Boxes up to 4x4 search plainly.
  enum class Lookahead { automatic, always, never };
  void set_lookahead(Lookahead mode) { lookahead_ = mode; }
  // The budget, in search nodes (0: none), as the engine counts them. A node of the row
  // layout (a box side over 4), or a probe of its lookahead, costs node_cost() of it: N*N/40
  // (25x25: 15, 64x64: 102), about its time in engine nodes, so that the default budget ends
  // in seconds on every shape.
  void set_node_limit(std::uint64_t nodes) { node_limit_ = nodes; }
  std::uint64_t node_cost() const { return node_cost_; }
  // The k-th solution (k = 0 or 1) found by the last count(), valid when it found more than k.
  const Grid& solution(std::size_t k) const { return found_[k]; }

 protected:
  explicit BitboardCounter(const Shape& shape) : shape_(shape), found_{Grid(shape), Grid(shape)} {}

  // Branches on `digits` (bit d: digit d + 1 possible) at `cell`: the preferred grid's digit
  // first (set_preference), then from the lowest, each a node of the budget. `branch(d,
  // last)` searches with the 0-based digit d placed and returns false to stop the whole
  // search; `last`: no branch follows (the searches place it in the node's own state, which
  // nothing needs after it, instead of a copy).
  // Returns false when stopped (by a branch, or the budget: result_.complete is then false).
  template <class Branch>
  bool branch_on(int cell, std::uint64_t digits, const Branch& branch) {
    int first = -1;
    if (preferred_ != nullptr) {
      const int d = preferred_->at(cell) - 1;
      if (d >= 0 && (digits >> d & 1)) first = d;
    }
    for (int k = -1; digits != 0; ++k) {
      int d = 0;
      if (k < 0) {
        if (first < 0) continue;
        d = first;
      } else {
        d = lowest_bit(digits);
      }
      digits &= ~(std::uint64_t{1} << d);
      if (budget_spent()) {
        result_.complete = false;
        return false;
      }
      ++result_.nodes;
      if (!branch(d, digits == 0)) return false;
    }
    return true;
  }

  // Whether the count has used its budget (nodes and probes, each node_cost() engine nodes).
  bool budget_spent() const {
    return node_limit_ != 0 &&
           result_.nodes + result_.probes >= std::max<std::uint64_t>(1, node_limit_ / node_cost_);
  }

  const Shape shape_;
  bool avx2_ = false;

  const Grid* preferred_ = nullptr;
  Lookahead lookahead_ = Lookahead::automatic;
  std::uint64_t node_limit_ = 0;
  std::uint64_t node_cost_ = 1;
  std::array<Grid, 2> found_;
  std::uint64_t limit_ = 0;  // the count's limit
  Result result_;            // the count so far
};

}  // namespace sudokit
