// SPDX-License-Identifier: MIT
// sudokit-gen scramble: the user's own grids (or puzzles), each scrambled from a seed, with a
// record of what was done. Two kinds:
//   - rotate (HDU 6341): each B x B region of a square-box grid turned 0-3 times
//     counter-clockwise, at random, or as given (--turns), or exactly K regions (--rotated);
//     the record gives per grid the turns applied and, for a solved grid, the fewest
//     restoring turns by the reference solver (common/judge/rotation.hpp), which can be fewer;
//   - isomorph: an equivalence-preserving scramble (common/sudoku/isomorph.hpp), recorded so
//     that a solution maps back.
// Grid i is scrambled from sub_seed(seed, i) alone: same input and seed, same bytes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "common/sudoku/isomorph.hpp"
#include "common/text/puzzle_files.hpp"

namespace sudokit {

struct ScrambleRequest {
  // back: each grid mapped through `back[i]`, the inverse a record of --isomorph keeps for grid i
  // (the scrambled puzzles' solutions become the original puzzles').
  enum class Kind { rotate, isomorph, back } kind = Kind::rotate;
  std::vector<Isomorph> back;
  std::uint64_t seed = 1;
  std::optional<std::vector<int>> turns;  // rotate: the turns of every region, for every grid
  std::optional<int> rotated;             // rotate: exactly K regions turned (1-3 times each)
  std::uint64_t node_limit = 0;           // the reference solver's budget per grid (0: none)
};

struct Scrambled {
  std::vector<std::string> errors;  // input or request errors (nothing is written)
  std::string text;                 // the scrambled grids, in the first file's format
  std::string record;               // a JSON line per grid
  std::size_t unsettled = 0;        // grids whose minimum the budget left unknown
  bool ok() const { return errors.empty(); }
};

// "0,1,3,..." as a list of turns (0-3), or nullopt with the reason in *error.
std::optional<std::vector<int>> parse_turns(const std::string& text, std::string* error);

// The inverse maps of a --isomorph record (its JSON lines, in order): each line's "inverse"
// object. nullopt with *error naming the line.
std::optional<std::vector<Isomorph>> parse_record_inverses(const std::string& record, std::string* error);

Scrambled scramble_grids(const std::vector<PuzzleFile>& files, const ScrambleRequest& request);

}  // namespace sudokit
