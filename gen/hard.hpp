// Hard puzzles: a search for unique puzzles on which a probe (verify/rate.hpp) works longest.
//
// Start from minimal unique puzzles (the generator's), keep the hardest, then improve them by
// local moves that keep the solution and its uniqueness: drop one or two givens, then give
// back cells of the solution where a second solution differs until none is left (a swap or a
// move when one comes back, a drop when none is needed). A move is kept when the probe's effort
// does not fall (hill climbing that may walk sideways), with a restart from the best puzzle
// after a run of failures. Every puzzle kept was proved unique by a count to two; the stop is
// a number of probe evaluations or a total of search nodes (probes and checks), whichever
// comes first, so the output is a function of the seed and the options, and a default run
// ends in bounded time. With `count` > 1 each puzzle comes from a climb of its own (its own
// starting puzzles and share of the budget), so the output is not one puzzle and its near
// copies; search_hard_spread() says how far apart they came out.
#pragma once

#include <cstdint>
#include <vector>

#include "common/sudoku/grid.hpp"
#include "common/sudoku/probes.hpp"

namespace sudokit {

struct HardOptions {
  Probe probe = Probe::dlx;
  std::uint64_t evaluations = 2000;          // probe runs in all: the stop
  std::uint64_t node_budget = 400'000'000;   // search nodes in all (probes and uniqueness
                                              // checks): also the stop (0: none)
  int starts = 8;                            // minimal puzzles to start from
  std::uint64_t probe_budget = 50'000'000;   // nodes per probe run (past it: not kept)
  std::uint64_t check_nodes = 50'000'000;    // nodes per uniqueness check (past it: refused);
                                             // SolutionCounter's (the bitboard counter's)
  double minutes = 0;                        // also stop after this much wall time (0: never);
                                             // the output then depends on the machine
  std::size_t count = 1;                     // puzzles returned, hardest first
  bool one_climb = false;                    // count > 1: the hardest distinct puzzles of one
                                             // search (near copies), not one climb each
  std::size_t held = 100'000;                // puzzles held beyond `count` before the list
                                             // is cut to the hardest (no effect on output)
};

struct HardPuzzle {
  Grid puzzle;
  Grid solution;
  std::uint64_t effort = 0;   // the probe's nodes
};

struct HardRun {
  std::vector<HardPuzzle> puzzles;  // distinct, hardest first
  std::uint64_t evaluations = 0;    // probe runs made
  std::uint64_t nodes = 0;          // search nodes spent (probes and checks)
  std::uint64_t start_median = 0;   // the probe's median effort on the starting puzzles
                                    // (of the first climb)
};

HardRun search_hard(const Shape& shape, std::uint64_t seed, const HardOptions& options);

// For each puzzle, the number of cells in which it differs (a given or not, or its digit)
// from the nearest other one; empty for fewer than two.
std::vector<int> nearest_distances(const std::vector<HardPuzzle>& puzzles);

}  // namespace sudokit
