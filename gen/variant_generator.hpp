// SPDX-License-Identifier: MIT
// Unique puzzles of the variants: X, windoku, jigsaw, killer and their combinations, each made
// on its own geometry (common/sudoku/geometry.hpp) and checked by the house counter.
//
//   X, windoku     a random full grid of the geometry, dug as the classic generator digs: the
//                  cells (or symmetric groups) once each in random order, each removed when the
//                  solution stays unique; after the pass none can be: minimal.
//   jigsaw         first a random region map: the boxes (rows for a prime size) reshaped by
//                  many trades of a cell each between neighbouring regions that keep both
//                  connected; then a full grid of it, found by short searches restarted from
//                  other random preferences (a map without one found is drawn again). Then dug
//                  as above.
//   killer         no givens: cages of one or two cells over a random full grid, whose sums make
//                  the solution unique (drawn again until they do), then merged, two
//                  neighbouring cages at a time whose digits differ, while the solution stays
//                  unique, until no merge keeps it so: minimal in its cages.
//
// Every puzzle comes from Rng(seed) alone: the same seed, the same puzzle.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "common/sudoku/house_counter.hpp"
#include "common/sudoku/rng.hpp"
#include "gen/generator.hpp"

namespace sudokit {

// A connected region map of `n` regions of `n` cells for an n x n grid, from `start` (each
// region connected) by `trades` trades of cells between neighbouring regions.
std::vector<int> random_regions(int n, std::vector<int> start, int trades, Rng& rng);

class VariantGenerator {
 public:
  VariantGenerator(Shape shape, VariantKind kind);

  // A unique puzzle from Rng(seed) within the options' attempts (symmetry, min_givens,
  // max_givens, attempts, check_nodes, se_band and level apply; a killer's givens are
  // max_givens at most, and it has no grade); nullopt with *why.
  std::optional<GeneratedPuzzle> generate(std::uint64_t seed, const GenerateOptions& options, std::string* why);

 private:
  std::optional<Grid> full_grid(Rng& rng);
  std::optional<Grid> full_grid(const GeometryPtr& geometry, Rng& rng);
  GeneratedPuzzle dig(const Grid& solution, Rng& rng, const GenerateOptions& options);
  std::optional<GeneratedPuzzle> killer(const Grid& solution, Rng& rng, const GenerateOptions& options);

  Shape shape_;
  VariantKind kind_;
  GeometryPtr fixed_;  // all but a jigsaw: one geometry for every full grid
};

}  // namespace sudokit
