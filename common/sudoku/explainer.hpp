// SPDX-License-Identifier: MIT
// Difficulty on the scale puzzle makers use: Sudoku Explainer's (SE's). A solver that works as
// a person does, on candidates, one step at a time, always taking the simplest technique that
// makes progress, in SE's order and with SE's ratings; a puzzle's rating is SE's: ER, the
// hardest step of the whole solution; EP, the hardest step up to the first placement; ED, the
// first step's.
//
// The techniques, in the order they are tried (SE 1.2.1's, the classic serate's), with their
// ratings:
//   1.0 full house (the last empty cell of a house)
//   1.2 hidden single in a box, 1.5 in a row or column
//   1.7 direct pointing, 1.9 direct claiming (locked candidates that leave a hidden single)
//   2.0 direct hidden pair (a hidden pair that leaves a hidden single in its house)
//   (a direct step places that single and removes nothing, as SE's do)
//   2.3 naked single
//   2.5 direct hidden triplet
//   2.6 pointing, 2.8 claiming (locked candidates)
//   3.0 naked pair, 3.2 X-Wing, 3.4 hidden pair, 3.6 naked triplet, 3.8 Swordfish,
//   4.0 hidden triplet, 4.2 XY-Wing, 4.4 XYZ-Wing,
//   4.5 unique rectangle or loop (types 1 to 4; 4.6 for a loop of 6 cells, 4.7 of 8, 5.0 of 10
//   or more; type 3 0.1 more a digit of its set; these assume the puzzle has one solution, as
//   SE's do),
//   5.0 naked quad, 5.2 Jellyfish, 5.4 hidden quad,
//   5.6 bivalue universal grave type 1, 5.7 type 2,
//   6.2 aligned pair exclusion,
//   6.5-7.x forcing chains and cycles (chains.hpp: X-cycles, Y-cycles, forcing X-chains and the
//   Turbot Fish, then cycles and forcing chains with both kinds of links; more by length),
//   7.5 aligned triplet exclusion,
//   7.5+ Nishio forcing chains, 8.0+ cell and region forcing chains, 8.5+ dynamic forcing
//   chains (contradictions, doubles, cells and regions).
// A puzzle that needs more (SE's forcing chains with nested rules, 9.0 up by their own base:
// Dynamic (+) and Nested Forcing Chains; BUG types 3 and 4) is not rated: the explanation says
// where it got stuck and the ratings are not given (never a made-up number). Every shape is
// taken, with the same techniques and the same numbers (sudokit's table for shapes other than
// 9x9; SE rates 9x9 only); chains are longer in larger grids, so their ratings run higher.
//
// Variants, by the puzzle's geometry, as SukakuExplainer (SE with variants) reads them: a
// windoku of 9x9 has nine window groups (its four windows and the five groups of nine cells
// they leave, which hold every digit too), X its main and anti diagonal. Singles, hidden sets,
// the bivalue universal grave, unique loops, wings, exclusions and chains use every house;
// naked sets the window groups but not the diagonals; intersections pair window groups with
// boxes, rows and columns, never a diagonal; fish stay on rows and columns: SE's choices, so
// that the ratings are its own. A jigsaw's regions take the boxes' place everywhere (SE rates
// no jigsaw). A killer's cages and sums are not read: no technique here uses them.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

enum class Technique {
  full_house,
  hidden_single_box,
  hidden_single_line,
  direct_pointing,
  direct_claiming,
  direct_hidden_pair,
  naked_single,
  direct_hidden_triplet,
  pointing,
  claiming,
  naked_pair,
  x_wing,
  hidden_pair,
  naked_triplet,
  swordfish,
  hidden_triplet,
  xy_wing,
  xyz_wing,
  unique_loop,  // a unique rectangle or loop, types 1, 2 and 4: 4.5, 4.6 (6 cells), 4.7 (8), 5.0 (10+)
  naked_quad,
  jellyfish,
  hidden_quad,
  bug,  // bivalue universal grave, types 1 (5.6) and 2 (5.7)
  aligned_pair_exclusion,     // 6.2
  aligned_triplet_exclusion,  // 7.5 (after the forcing chains and cycles, as SE)
  // SE's "Forcing Chains & Cycles" (chains.hpp), rated by their length:
  x_cycle,             // bidirectional X-cycle, 6.5+
  generalized_x_wing,  // an X-cycle of 4 cells, 6.5+
  y_cycle,             // bidirectional Y-cycle, 6.5+
  forcing_x_chain,     // 6.6+
  turbot_fish,         // a forcing X-chain of 6 candidates, 6.6
  xy_cycle,            // bidirectional cycle (X- and Y-links), 7.0+
  forcing_chain,       // forcing chain (X- and Y-links), 7.0+
  // SE's forcing chains from several starts, or that change the grid as they go (chains.hpp):
  nishio_forcing_chain,    // one digit's candidate leads to a contradiction, 7.5+
  cell_forcing_chain,      // every digit of a cell leads to the same, 8.0+
  region_forcing_chain,    // every place of a digit in a house leads to the same, 8.0+
  dynamic_contradiction,   // dynamic: a candidate (on or off) leads to a contradiction, 8.5+
  dynamic_double,          // dynamic: a candidate on and off leads to the same, 8.5+
  dynamic_cell_forcing,    // 8.5+
  dynamic_region_forcing,  // 8.5+
};

// SE's rating of a technique (its base, for those rated by size or length) and its name as SE
// prints it ("Hidden Single").
double technique_rating(Technique technique);
const char* technique_name(Technique technique);

struct Candidate {
  int cell = 0;
  int digit = 0;
};

// A candidate in a chain: "on" (the cell's digit) or "off" (not).
struct ChainLink {
  int cell = 0;
  int digit = 0;
  bool on = false;
};

// One step of the solving path.
struct ExplainStep {
  Technique technique = Technique::full_house;
  double rating = 0;
  std::string where;                   // the houses it works in: "box 3", "rows 2, 7"
  std::vector<int> pattern;            // the cells that make the pattern
  std::uint64_t digits = 0;            // the digits of the pattern (bit d-1)
  std::vector<Candidate> placed;       // digits placed (one, for singles and direct steps)
  std::vector<Candidate> eliminated;   // candidates removed
  // The chains (one, or one from each start of a forcing chain from several), each from its
  // start, each candidate implying the next.
  std::vector<std::vector<ChainLink>> chains;
};

struct Explanation {
  std::vector<ExplainStep> steps;
  bool solved = false;      // the path reached the solution
  bool invalid = false;     // the givens clash, or a cell or house has no candidate left
                            // (no solution): no rating
  // SE's ratings, when solved: ER the hardest step, EP the hardest up to the first placement,
  // ED the first step's. Not solved: nullopt where unknown (EP and ED may be known: the steps
  // before the solver got stuck).
  std::optional<double> er, ep, ed;
  // Not solved (and valid): the hardest rating reached before it got stuck, or before the
  // budget ran out (`out_of_budget`: then it may not be stuck at all).
  double stuck_after = 0;
  bool out_of_budget = false;
  bool above = false;  // stopped at a step rated above ExplainOptions::stop_above
  std::uint64_t work = 0;  // the work it took (ExplainOptions::budget's units)
};

inline constexpr std::uint64_t kExplainBudget = 20'000'000;

// A set of techniques (bit k: Technique k).
using TechniqueSet = std::uint64_t;
inline constexpr TechniqueSet technique_bit(Technique t) { return TechniqueSet{1} << static_cast<int>(t); }
inline constexpr TechniqueSet kAllTechniques = ~TechniqueSet{0};

struct ExplainOptions {
  std::size_t max_steps = 0;  // stop after this many steps (0: to the end; --next: 1)
  TechniqueSet techniques = kAllTechniques;  // the ones it may use (the logical levels: fewer)
  // Work units (subsets and fish tried, wing cells paired, loop search steps, combinations of
  // aligned exclusions, candidates followed in chains) for the whole path; past it the puzzle
  // is not rated (0: none). The default is about 4 times what the hardest 9x9 puzzles take (5.4
  // million at most on tests/data/se/rated.txt), and under a second on any grid up to 64x64.
  std::uint64_t budget = kExplainBudget;
  // Stop at the first step rated above this (0: never): the puzzle's ER is above it, and the
  // explanation says so (`above`, not solved); the techniques rated above it from their least
  // rating up are not even tried. A band's generator asks no more (its path to there is the
  // same: SE's techniques come in the order of their least ratings).
  double stop_above = 0;
};

Explanation explain(const Grid& puzzle, const ExplainOptions& options = {});

// SE's scale: 1.0 (a full house) to 11.9.
inline constexpr double kSeScaleTop = 11.9;

// "3.0..4.4" (or one rating, "2.3"): a band of ER ratings on SE's scale, MIN <= MAX; nullopt if
// malformed.
std::optional<std::pair<double, double>> parse_se_band(std::string_view text);

// "r3c5" for a cell (1-based row and column), as SE and the forums write cells.
std::string cell_name(int cell, int size);
// One step in words: "Hidden Single (1.2) in box 3: r2c4=7", "Naked Pair (3.0) in row 1
// [r1c2 r1c7: 3,8]: r1c1<>3 r1c5<>8"; digits in `symbols` (numbers when it is empty).
std::string describe_step(const ExplainStep& step, int size, const std::string& symbols);

}  // namespace sudokit
