// SPDX-License-Identifier: MIT
// Hard puzzles: a search for unique puzzles on which solvers work longest.
//
// The solvers are probes: the built-in ones of common/sudoku/probes.hpp (search nodes: naive and MRV
// backtracking, DLX, the bitboard counter, ...) and programs (a contestant's or the setter's
// own, measured by instructions or CPU time: ProgramProbe). With one probe its cost is the
// score; with several, a puzzle's score is the least over the probes of its cost over the
// starting puzzles' median (ratios +1 on both sides), so that the search climbs where every
// probe finds the puzzle harder than usual, not one alone. A built-in probe that runs past
// its budget on every starting puzzle cannot be measured (naive backtracking on minimal 16x16
// puzzles): it is left out of the score and HardRun says so.
//
// Start from minimal unique puzzles (the generator's), keep the hardest, then improve them by
// local moves that keep the solution and its uniqueness: drop one or two givens, then give
// back cells of the solution where a second solution differs until none is left (a swap or a
// move when one comes back, a drop when none is needed), or a small isomorph (two digits, rows
// of a band, columns of a stack). A variant's puzzles (X, windoku, jigsaw and their
// combinations) start from its own generator's, are checked by the house counter, and move
// only among the isomorphs that keep their diagonals and windows: digits, the grid's rotations
// and reflections (a jigsaw's regions turn with it), for X the rows and columns of a band
// swapped with their mirror images. A move is kept by late acceptance (no easier than the
// current puzzle or than the one kept 32 steps before); a run of failures restarts from the
// climb's best puzzle, and a run of restarts starts a new climb from a fresh minimal puzzle. Every puzzle kept was proved unique by a count to two; the stop is a
// number of probe evaluations or a total of search nodes (probes and checks), whichever comes
// first, so the output is a function of the seed and the options (with a program probe, of
// its timings too), and a default run ends in bounded time. With `count` > 1 each puzzle comes
// from a climb of its own (its own starting puzzles and share of the budget), so the output is
// not one puzzle and its near copies; nearest_distances() says how far apart they came out.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "common/judge/judge.hpp"
#include "common/run/program.hpp"
#include "common/sudoku/grid.hpp"
#include "common/sudoku/probes.hpp"

namespace sudokit {

// A program as a probe: its cost on a puzzle (whose solution is given, for its checker).
struct ProgramCost {
  std::uint64_t cost = 0;  // instructions, or CPU microseconds where the kernel counts none
  bool instructions = false;
  std::string verdict;     // its verdict on the puzzle (AC, WA, TLE, ...)
  std::string error;       // it could not be run at all: the search stops, saying so
};
struct ProgramProbe {
  std::string name;
  std::function<ProgramCost(const Grid& puzzle, const Grid& solution)> measure;
};

// A program as a probe: each puzzle written as the judge's input (`format`: a Sudoku
// profile's), its cost as Program::cost() measures it (`repeats` runs for CPU time), its
// verdict by the judge's checker against the puzzle's solution.
ProgramProbe program_probe(const Program& program, const Judge& judge, const TextFormat& format,
                           const std::string& alphabet, const Limits& limits, int repeats);

struct HardOptions {
  VariantKind variant;                       // the puzzles' houses: classic, or X, windoku, jigsaw
                                             // and their combinations (not killer: no probe
                                             // reads cage sums)
  std::vector<Probe> probes = {Probe::dlx};  // built-in probes (each climbs within probe_budget)
  std::vector<ProgramProbe> programs;        // and programs
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
  // Told after each evaluation: the part of the budgets spent (0..1) and the best score so far
  // (for a progress line; no effect on output).
  std::function<void(double spent, double best)> progress;
};

struct HardPuzzle {
  Grid puzzle;
  Grid solution;
  double score = 0;                   // what the search climbed on (see above)
  std::vector<std::uint64_t> costs;   // per probe (HardRun::probes); 0 where not measured
  std::vector<std::string> verdicts;  // per probe: a program's verdict, "" for built-in ones
  std::uint64_t effort() const { return costs.empty() ? 0 : costs.front(); }
};

// A probe of the run: built-in ones first, in the order asked, then the programs.
struct HardProbe {
  std::string name;
  std::string unit;                // "nodes", "instructions" or "microseconds"
  std::uint64_t start_median = 0;  // its median cost on the starting puzzles (of the first climb)
  bool measured = true;            // false: past its budget on every starting puzzle, so left
                                   // out of the score (and not run again)
};

struct HardRun {
  std::vector<HardPuzzle> puzzles;  // distinct (no two isomorphs), hardest first
  std::vector<HardProbe> probes;
  std::uint64_t evaluations = 0;    // puzzles evaluated (by every probe)
  std::uint64_t nodes = 0;          // search nodes spent (probes and checks)
  std::string error;                // a program could not be run: why (the search stopped)
  std::uint64_t start_median() const { return probes.empty() ? 0 : probes.front().start_median; }
};

HardRun search_hard(const Shape& shape, std::uint64_t seed, const HardOptions& options);

// For each puzzle, the number of cells in which it differs (a given or not, or its digit)
// from the nearest other one; empty for fewer than two.
std::vector<int> nearest_distances(const std::vector<HardPuzzle>& puzzles);

}  // namespace sudokit
