// SPDX-License-Identifier: MIT
// Sudoku Explainer's chains, for the explainer (explainer.hpp): chains of implications between
// candidates, each candidate "on" (the cell's digit) or "off" (not). An "on" candidate turns
// off the other candidates of its cell and of its digit in its houses; an "off" candidate turns
// on the other candidate of a two-candidate cell, and the other place of its digit in a house
// where only two are left. SE searches them breadth first from every candidate, so the chains
// it finds, and therefore its ratings, are the shortest ones; these functions search as it does,
// in its order, so that the step taken and its rating are SE's.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/sudoku/explainer.hpp"

namespace sudokit::chains {

// The houses of one cell, ascending, which is SE's order of their kinds: box (or a jigsaw's
// region), row, column, then a variant's window group, main and anti diagonal.
struct CellHouses {
  std::array<int, 6> house{};
  int count = 0;
  const int* begin() const { return house.data(); }
  const int* end() const { return house.data() + count; }
};

// The solver's candidates and houses, as the chains read them.
struct Board {
  int n = 0;
  int cells = 0;
  const std::vector<std::uint64_t>* cand = nullptr;       // bit d-1: digit d may go there
  const std::vector<std::vector<int>>* house = nullptr;   // boxes, rows, columns, then a variant's
  const std::vector<CellHouses>* houses_of = nullptr;     // a cell's houses
  const std::vector<std::string>* house_names = nullptr;  // "box 3", "row 1", "main diagonal"
  std::uint64_t* work = nullptr;                          // work units spent, against...
  std::uint64_t work_limit = 0;                           // ...this budget
};

// SE's "Forcing Chains & Cycles" (its first chaining rule): bidirectional X-, Y- and XY-cycles
// (6.5, 7.0 with both kinds of links) and forcing X-chains and chains (6.6, 7.0; a forcing
// X-chain of 6 candidates is the Turbot Fish), plus 0.1 for each step of length past 4, 6, 8,
// 12, 16, ... candidates. Of all it finds, the lowest rated, then the shortest, then X before Y
// before XY, then the first in SE's order. nullopt if none, or the budget ran out.
std::optional<ExplainStep> forcing_chains_and_cycles(const Board& board);

// SE's forcing chains from several starts (Chaining.java's multiple and dynamic rules), after
// the cycles and in this order; each rated by its base plus the length of all its chains (the
// distinct candidates each end follows from):
// Nishio (7.5): a candidate whose digit, placed, leads by that digit alone to a contradiction,
// in a grid that loses each candidate turned off as the chain goes (a dynamic chain).
std::optional<ExplainStep> nishio_forcing_chains(const Board& board);
// Multiple (8.0): from a cell of three digits or more, every digit leads to the same end (cell
// forcing chains); from a house, every place of a digit does (region forcing chains).
std::optional<ExplainStep> multiple_forcing_chains(const Board& board);
// Dynamic (8.5): contradictions (a candidate on, or off, leads to a candidate both on and off),
// doubles (a candidate on and off lead to the same), cell and region forcing chains, all in a
// grid that loses each candidate turned off as the chain goes.
std::optional<ExplainStep> dynamic_forcing_chains(const Board& board);

// SE's rating added for a chain's length (complexity: the candidates in it).
double length_difficulty(int complexity);

}  // namespace sudokit::chains
