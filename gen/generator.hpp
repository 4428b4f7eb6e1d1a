// SPDX-License-Identifier: MIT
// Unique puzzles by digging holes in random full grids.
//
//   Generator generator(Shape{3, 3});              // one per thread; shares the 9x9 matrix
//   auto made = generator.generate(seed, options, &why);   // a unique, minimal puzzle
//
// A full grid comes from a randomised search of the empty grid (the engine's first solution,
// with an Rng as its chooser): every grid can come out, but not with equal probability, so
// this is not uniform sampling over all grids. Digging then visits the cells (or the symmetric
// groups of cells) once, in random order, and removes each one whose removal keeps the
// solution unique; at the end of a full pass no given (group) can be removed, so the puzzle is
// minimal (with a symmetry: no symmetric group can be removed). Or (GenerateOptions::add)
// givens are first added to an empty grid, each ruling out a second solution, until the puzzle
// is unique, and then only those are dug: minimal too, and on large grids many times faster.
#pragma once

#include <cstdint>
#include <memory>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/exact_cover.hpp"
#include "common/sudoku/probes.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "gen/symmetry.hpp"

namespace sudokit {

class BitboardCounter;

struct GenerateOptions {
  Symmetry symmetry = Symmetry::none;
  int min_givens = 0;   // stop digging when this many givens are left (0: dig a full pass)
  int max_givens = 0;   // accept only puzzles with at most this many givens (0: any)
  int attempts = 1000;  // full grids tried for one puzzle before giving up
  std::optional<LogicLevel> level;  // accept only puzzles of this logical level (probes.hpp)
  // Accept only puzzles whose SE rating (ER, common/sudoku/explainer.hpp) is in [first, second].
  std::optional<std::pair<double, double>> se_band;
  std::uint64_t check_nodes = 0;  // node budget of one uniqueness check (0: none); a check
                                  // that runs out keeps the given, so the puzzle stays proven
                                  // unique but may not be minimal
  bool learn = false;  // the checks by clause learning (common/clauses/clause_counter.hpp) instead of the
                       // generator's counter; check_nodes then counts its conflicts
  // Threads for one dig's checks, with learn and no check budget: from 2, each check is
  // searched by two clause-learning solvers of the same clauses at once, one preferring the
  // solution's digits (as alone), the other also ruling out every other digit first; the first
  // answer stops the other, and each then adds the short clauses the other learned. The same
  // puzzle on any number (a check's answer is a fact), sooner.
  int threads = 1;
  // Givens are added to an empty grid until the puzzle is unique, then dug (Generator::dig);
  // without, the full grid is dug.
  bool add = false;
  // With add, the bitboard counter's nodes (its own, not the budget's) for each search of the
  // adding and, with learn, for each check of the dig after it, before clause learning takes
  // the search over (on 25x25 nearly every one is settled in them).
  std::uint64_t add_nodes = 10'000;
  // The full grid itself, nothing dug (the filled grids a validation problem checks).
  bool full = false;
};

struct GeneratedPuzzle {
  Grid puzzle;
  Grid solution;
  int givens = 0;
  int attempts = 0;          // full grids used
  bool minimal = false;      // a full pass removed every removable given (group)
  std::uint64_t checks = 0;  // uniqueness checks made while digging the grid kept
  bool unproven = false;     // some given stayed because its check ran out of nodes
};

// The grade a run asks of its puzzles (GenerateOptions::se_band or ::level): each puzzle with
// the givens asked for is rated (SE's ER, or its logical level) and kept only in the band or at
// the level; the others are tallied, so that a run that finds none says what it found. Shared
// by the classic and the variant generators.
class Grader {
 public:
  explicit Grader(const GenerateOptions& options) : options_(options) {}
  // Whether `puzzle` (with the givens asked for) has the grade; tallies it if not.
  bool accepts(const Grid& puzzle);
  int graded() const { return graded_; }
  // Why none of `attempts` grids gave a puzzle of the grade (with graded() > 0).
  std::string why_none(int attempts) const;

 private:
  const GenerateOptions& options_;
  int graded_ = 0;
  int levels_[3] = {0, 0, 0};
  std::map<int, int> ratings_;  // SE ratings in tenths (-1: past the catalogue, -2: above the band)
};

class Generator {
 public:
  // `counter`: the digging checks' searcher. automatic: the bitboard counter on every shape
  // (faster than the engine on all of them, bench/run-gen); dlx: the engine.
  explicit Generator(Shape shape, Counter counter = Counter::automatic);
  ~Generator();
  Generator(Generator&&) noexcept;

  // A random full grid: the first solution of a randomised search of the empty grid.
  Grid full_grid(Rng& rng);
  // Digs `solution` (a full grid) into a puzzle whose only solution it is.
  GeneratedPuzzle dig(const Grid& solution, Rng& rng, const GenerateOptions& options);
  // Full grids from Rng(seed), dug one after another, until a puzzle meets the options'
  // givens; nullopt after options.attempts grids, with *why saying so.
  std::optional<GeneratedPuzzle> generate(std::uint64_t seed, const GenerateOptions& options,
                                          std::string* why);

  const Shape& shape() const { return matrix_->shape(); }

 private:
  class Dig;  // one pass of digging (generator.cpp)
  // The unique puzzle options.add digs: its orbits, in the order they came, in *order; the
  // searches made are added to *searches.
  Grid add_until_unique(const Grid& solution, Rng& rng, const GenerateOptions& options,
                        std::vector<std::uint32_t>* order, std::uint64_t* searches);
  const std::vector<std::vector<int>>& orbits(Symmetry symmetry);

  std::shared_ptr<const SudokuMatrix> matrix_;
  ExactCoverSolver engine_;
  // The digging checks' bitboard counter, or nullptr: they dig on engine_'s selection stack
  // (generator.cpp says why), not a SolutionCounter.
  std::unique_ptr<BitboardCounter> counter_;
  std::unique_ptr<BitboardCounter> adder_;  // add_until_unique()'s, whatever the checks' searcher
  // The symmetry's orbits, made once for all passes (each pass shuffles their order).
  std::optional<Symmetry> orbits_of_;
  std::vector<std::vector<int>> orbits_;
};

}  // namespace sudokit
