// SPDX-License-Identifier: MIT
// Symmetries of a puzzle's pattern of givens: the generator removes cells in symmetric groups.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

enum class Symmetry { none, rot180, rot90, mirror_h, mirror_v, diagonal, anti_diagonal };

std::optional<Symmetry> parse_symmetry(std::string_view name);
const char* symmetry_name(Symmetry symmetry);
std::string symmetry_names();  // "none, rot180, ..." for messages and --help

// The cells grouped into orbits of the symmetry (sizes 1, 2 or 4), each orbit's cells in
// increasing order and the orbits in order of their first cell.
std::vector<std::vector<int>> symmetry_orbits(const Shape& shape, Symmetry symmetry);

// The givens of a puzzle with the symmetry are whole orbits, so their count is a sum of orbit
// sizes (rot90 on 9x9: 4k or 4k+1). "" when some count in low..high is such a sum; else why
// none is, with the nearest counts that are (for a usage message).
std::string unreachable_givens(const Shape& shape, Symmetry symmetry, int low, int high);

// Whether the pattern of givens (filled or not, not the digits) is invariant.
bool has_symmetry(const Grid& puzzle, Symmetry symmetry);

}  // namespace sudokit
