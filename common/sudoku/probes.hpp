// SPDX-License-Identifier: MIT
// Difficulty of a Sudoku puzzle as the effort of the solvers contestants actually write.
//
// Each probe is a small reference solver kept inside sudokit only to be measured; its effort
// is machine independent (search nodes), capped by a node budget:
//   dlx        exact cover as contestants' DLX programs build it (items: cell, row-digit,
//              column-digit, box-digit; Knuth's choice, the first shortest item), first
//              solution (sudokit's engine)
//   dlx-count  the same, counting to two (what a uniqueness check costs)
//   bitmask    depth-first search on candidate bit masks, the cell with the fewest candidates
//              first, no hidden singles
//   propagate  the same, with naked and hidden singles in every row, column and box before
//              each branch
//   naive      row-major backtracking, digits in order, no choice heuristic (on minimal 16x16
//              puzzles it runs past any budget a test can afford: 300 million nodes)
//   bitboard   sudokit's bitboard counter (bit boards, singles and locked candidates between
//              branches, the strongest contestants' kind), to the first solution
// The logical level says what reasoning suffices without guessing: singles (naked and hidden),
// then locked candidates and naked / hidden pairs, else search.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

// The probes are rows of one table (probes.cpp): an enum value, a name, the largest size it
// runs on, and its search. A new probe is a row there and its value here.
enum class Probe { dlx, dlx_count, bitmask, propagate, naive, bitboard };
const std::vector<Probe>& all_probes();
const char* probe_name(Probe probe);
std::optional<Probe> parse_probe(std::string_view name);
std::string probe_names(const char* separator);  // "dlx, dlx-count, ..." in table order
int probe_max_size(Probe probe);                      // the largest N it runs on
// Whether it runs on puzzles of `geometry`: up to its size; on a variant's houses (X, windoku,
// jigsaw) all but bitboard (classic boxes only); none on a killer (cages are not houses).
bool probe_applies(Probe probe, const Geometry& geometry);
// The same for the puzzles of a variant family on N x N grids.
bool probe_applies(Probe probe, int size, const VariantKind& kind);

struct ProbeEffort {
  std::uint64_t nodes = 0;  // search nodes (options or digits tried)
  bool finished = false;    // false: the budget ran out (nodes > budget)
  bool solved = false;      // a solution was found (dlx-count: at least one)
  Grid solution = Grid();   // the first solution found, when solved
};

// The probe's effort on `puzzle`, stopping after `budget` nodes (0: no budget).
ProbeEffort probe_effort(Probe probe, const Grid& puzzle, std::uint64_t budget);

enum class LogicLevel { singles, locked_pairs, search };
const char* logic_level_name(LogicLevel level);
std::optional<LogicLevel> parse_logic_level(std::string_view name);  // "locked" = locked-pairs
// The least logical level that solves the puzzle without guessing (invalid or unsolvable
// puzzles are "search").
LogicLevel logic_level(const Grid& puzzle);

// The techniques the logical solver used, in the run that decided the level (at level search:
// the run with every technique of locked-pairs, up to where it got stuck): placements by naked
// and by hidden singles (a direct step's placement counts as a hidden single), and the steps
// of locked candidates, naked pairs and hidden pairs. The solver is Sudoku Explainer's
// (common/sudoku/explainer.hpp) held to the level's techniques.
struct LogicSteps {
  LogicLevel level = LogicLevel::search;
  int naked_singles = 0;
  int hidden_singles = 0;
  int locked_candidates = 0;
  int naked_pairs = 0;
  int hidden_pairs = 0;
};
LogicSteps logic_steps(const Grid& puzzle);

}  // namespace sudokit
