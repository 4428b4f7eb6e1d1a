// Hard puzzles: a search for unique puzzles on which a probe (verify/rate.hpp) works longest.
//
// Start from minimal unique puzzles (the generator's), keep the hardest, then improve them by
// local moves that keep the solution and its uniqueness: drop one or two givens, then give
// back cells of the solution where a second solution differs until none is left (a swap or a
// move when one comes back, a drop when none is needed). A move is kept when the probe's effort
// does not fall (hill climbing that may walk sideways), with a restart from the best puzzle
// after a run of failures. Every puzzle kept was proved unique by a count to two; the stop is
// a number of probe evaluations, so the output is a function of the seed and the options.
#pragma once

#include <cstdint>
#include <vector>

#include "common/grid.hpp"
#include "verify/rate.hpp"

namespace sudokit {

struct HardOptions {
  Probe probe = Probe::dlx;
  std::uint64_t evaluations = 2000;          // probe runs in all: the stop
  int starts = 8;                            // minimal puzzles to start from
  std::uint64_t probe_budget = 50'000'000;   // nodes per probe run (past it: not kept)
  std::uint64_t check_nodes = 50'000'000;    // nodes per uniqueness check (past it: refused);
                                             // BitboardCounter's, or (boxes over 4x4) the engine's
  double minutes = 0;                        // also stop after this much wall time (0: never);
                                             // the output then depends on the machine
  std::size_t count = 1;                     // puzzles returned, hardest first
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
  std::uint64_t start_median = 0;   // the probe's median effort on the starting puzzles
};

HardRun search_hard(const Shape& shape, std::uint64_t seed, const HardOptions& options);

}  // namespace sudokit
