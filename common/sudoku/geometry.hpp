// SPDX-License-Identifier: MIT
// The houses of a Sudoku as data: which cells must hold every digit once (rows, columns, boxes
// or a jigsaw's regions, and a variant's diagonals or windows), which cells must differ (those
// and a killer's cages), and what each cage must sum to. Every searcher, rule and picture asks
// a Geometry, never box arithmetic of its own.
//
//   houses     [0, N)         row r                      house r
//              [N, 2N)        column c                   house N + c
//              [2N, 3N)       box b (or region b)        house 2N + b
//              [3N, ...)      the diagonals (X): main (r = c), then anti (r + c = N - 1),
//                             then the windows (windoku), row by row
//   cages      killer cages: cells that differ and sum to a target (not houses: they need not
//              hold every digit)
//   peers      per cell, the other cells of its houses and cage, each once, ascending
//
// A classic geometry (rows, columns, boxes, no extras) is made once per shape and shared;
// `classic()` says so, and only then may box arithmetic (Shape::box_of) stand for the houses:
// the bitboard counter, scrambles of bands and stacks, canonical forms.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/span.hpp"
#include "common/sudoku/shape.hpp"

namespace sudokit {

struct Cage {
  std::vector<int> cells;  // row-major cell indices, ascending
  int sum = 0;
  bool operator==(const Cage& other) const { return cells == other.cells && sum == other.sum; }
};

// What a variant adds to the classic houses, or puts in place of its boxes.
struct Rules {
  bool diagonals = false;    // X: both main diagonals are houses
  bool windows = false;      // windoku (hyper): the windows one cell in from the boxes
  std::vector<int> regions;  // jigsaw: N^2 region numbers 0..N-1 in place of the boxes; empty: boxes
  std::vector<Cage> cages;   // killer
  bool classic() const { return !diagonals && !windows && regions.empty() && cages.empty(); }
  bool operator==(const Rules& other) const {
    return diagonals == other.diagonals && windows == other.windows && regions == other.regions &&
           cages == other.cages;
  }
};

// A family of variants, as a user names it (--variant): which houses or cages its puzzles
// have, not which (a jigsaw's regions, a killer's cages are each puzzle's own).
struct VariantKind {
  bool diagonals = false;
  bool windows = false;
  bool jigsaw = false;
  bool killer = false;
  bool classic() const { return !diagonals && !windows && !jigsaw && !killer; }
  std::string name() const;  // "jigsaw+X"
};

class Geometry;
using GeometryPtr = std::shared_ptr<const Geometry>;

class Geometry {
 public:
  enum class Kind { row, column, box, region, diagonal, window };

  // The classic geometry of `shape`, made once and shared (thread-safe).
  static const GeometryPtr& classic(Shape shape);
  // `shape` with `rules`; nullptr when the rules make no grid (a region without N cells, a
  // cage over a cell twice, overlapping cages, a sum no distinct digits make, windows where
  // the shape has none), with *error saying why.
  static GeometryPtr make(Shape shape, Rules rules, std::string* error);

  const Shape& shape() const { return shape_; }
  const Rules& rules() const { return rules_; }
  int size() const { return shape_.size(); }
  int cells() const { return shape_.cells(); }
  // Rows, columns and boxes only: box arithmetic may stand for the houses.
  bool classic() const { return rules_.classic(); }
  // Its family: which houses and cages it has (not which regions and cages).
  VariantKind variant() const {
    return VariantKind{rules_.diagonals, rules_.windows, !rules_.regions.empty(), !rules_.cages.empty()};
  }
  // "X", "windoku", "jigsaw", "killer", joined by '+' ("jigsaw+X"); "" for classic.
  std::string variant_name() const { return variant().name(); }

  int houses() const { return static_cast<int>(house_start_.size()) - 1; }
  Span<const int> house(int h) const { return slice(house_cells_, house_start_, h); }
  Kind kind(int h) const { return kinds_[static_cast<std::size_t>(h)]; }
  int index_of_kind(int h) const;       // which row, column, box, diagonal or window (0-based)
  Span<const int> houses_of(int cell) const { return slice(cell_houses_, cell_house_start_, cell); }
  Span<const int> peers(int cell) const { return slice(peers_, peer_start_, cell); }
  int region_of(int cell) const { return region_of_[static_cast<std::size_t>(cell)]; }

  const std::vector<Cage>& cages() const { return rules_.cages; }
  int cage_of(int cell) const { return cage_of_[static_cast<std::size_t>(cell)]; }  // -1: none

  bool operator==(const Geometry& other) const {
    return shape_ == other.shape_ && rules_ == other.rules_;
  }
  bool operator!=(const Geometry& other) const { return !(*this == other); }

  Geometry(Shape shape, Rules rules);  // use classic() or make()

 private:
  static Span<const int> slice(const std::vector<int>& values, const std::vector<int>& start, int i) {
    const auto at = static_cast<std::size_t>(i);
    return Span<const int>(values.data() + start[at], static_cast<std::size_t>(start[at + 1] - start[at]));
  }

  Shape shape_;
  Rules rules_;
  std::vector<int> region_of_;
  std::vector<Kind> kinds_;
  std::vector<int> house_cells_, house_start_;
  std::vector<int> cell_houses_, cell_house_start_;
  std::vector<int> peers_, peer_start_;
  std::vector<int> cage_of_;
};

// The windows of a windoku of `shape`: none when the shape leaves no room between its boxes.
// Each window is box_rows x box_cols, one cell in from a box's corner.
std::vector<std::vector<int>> windows_of(const Shape& shape);

// "x", "windoku", "jigsaw", "killer", joined by '+' ("jigsaw+x"); nullopt with *error when a
// word names nothing or the words do not go together (windoku with jigsaw: its windows need
// boxes).
std::optional<VariantKind> parse_variant(const std::string& text, std::string* error);

// Whether `a` and `b` are the same geometry (the same object, or equal).
inline bool same_geometry(const GeometryPtr& a, const GeometryPtr& b) {
  return a == b || (a && b && *a == *b);
}

// The smallest and largest sums of `count` distinct digits of 1..n.
int least_sum(int count);
int most_sum(int count, int n);

}  // namespace sudokit
