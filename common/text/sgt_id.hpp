// SPDX-License-Identifier: MIT
// sgt-puzzles Solo game ids, read and written: plain, X, jigsaw and killer puzzles.
//
//   "3x3:a2b7c..."            boxes of 3 rows by 3 columns: the cells
//   "3x3x:..."                X (both diagonals are houses)
//   "9j:<cells>,<regions>"    a jigsaw of 9: the regions' borders
//   "3x3k:<cells>,<cages>,<sums>"   killer: the cages' borders, each cage's sum at its first cell
//   "9jxk:<cells>,<regions>,<cages>,<sums>"   and their combinations
//   "3x3w:..."                windoku: sudokit's own flag (Solo has no windoku, and reads
//                             "3x3w" as a plain 3x3 id)
//
// Cells (and sums): a-z are runs of 1-26 blanks (z: 26, the run going on), numbers are givens,
// '_' between two numbers. Borders: the grid's N(N-1) inner vertical lines in reading order,
// then its N(N-1) inner horizontal lines column by column, as runs of no line between two
// lines: '_' none, a-y 1-25, z 25 with no line after; the cells that no line divides make one
// region (cage).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

struct SgtId {
  GeometryPtr geometry;
  std::vector<int> cells;         // N^2 givens, 0 for a blank
  std::vector<std::size_t> at;    // where each cell's text starts in the id (a blank: its run)
};

struct SgtError {
  std::size_t at = 0;  // 0-based offset in the id
  std::string message;
};

// Whether `line` starts like a Solo id: "<digits>x<digits>...:" or "<digits>j...:" (or '#', a
// random seed, which read_sgt_id() refuses).
std::size_t sgt_params_end(std::string_view line);

// The puzzle of an id; nullopt with *error for a malformed one, a random seed, a size outside
// 4..64, or regions and cages that make no grid.
std::optional<SgtId> read_sgt_id(std::string_view id, SgtError* error);

// The id of `puzzle`; "" with *why when the form cannot hold it (regions or cages that are not
// connected; a killer whose cages leave a cell out).
std::string write_sgt_id(const Grid& puzzle, std::string* why);

}  // namespace sudokit
