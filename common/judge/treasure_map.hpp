// SPDX-License-Identifier: MIT
// ZOJ 3209 "Treasure Map": an n x m board (n the width, m the height, both <= 30) and up to 500
// rectangular pieces; the answer is the fewest pieces that tile the whole board without
// overlap, or -1.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/text/text_format.hpp"

namespace sudokit {

struct TreasureMap {
  int width = 0;   // n: x runs over 0..n
  int height = 0;  // m: y runs over 0..m
  std::vector<std::array<int, 4>> pieces;  // x1, y1, x2, y2: cells x1 <= x < x2, y1 <= y < y2
};

struct TreasureResult {
  std::optional<int> pieces;  // the fewest pieces tiling the board, or nullopt (-1)
  std::vector<int> tiling;    // indices of one smallest tiling
  std::uint64_t nodes = 0;    // search nodes
  bool complete = true;       // false: the node budget ran out (`pieces` is then only the
                              // best found, or nullopt if none was)
};

// The judge's input: T cases (strictly: the exact format and bounds; leniently: any
// whitespace between the numbers).
struct MapsRead {
  std::vector<TreasureMap> maps;
  std::vector<int> first_lines;
  std::optional<ParseError> error;
};
MapsRead read_treasure_maps(std::string_view text, bool strict, const std::string& source);
std::string write_treasure_maps(const std::vector<TreasureMap>& maps);

// The reference solver: the cells in row-major order, each first uncovered one covered by a
// piece with its top-left corner there, every state (that cell and the covered cells) solved
// once; nodes are pieces placed. node_limit 0: no budget.
TreasureResult fewest_pieces(const TreasureMap& map, std::uint64_t node_limit = 0);
// The same answer by the exact-cover engine's smallest() (cells as items, larger pieces first):
// the search a contestant's DLX makes, whose nodes the generator measures tests by, and a second
// proof for the tests.
TreasureResult fewest_pieces_by_exact_cover(const TreasureMap& map, std::uint64_t node_limit = 0);

}  // namespace sudokit
