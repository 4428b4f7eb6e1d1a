// SPDX-License-Identifier: MIT
// Invalid inputs derived from a Sudoku profile's format: for a problem file, which has no
// hand-made bank (tests/data/invalid holds the built-in profiles'), a package's
// data/invalid_input is made from one valid input of the problem, one defect per file: the
// bytes (CRLF, a trailing space, no final newline, a byte order mark), the cells (a symbol out
// of the alphabet, a short row, a missing row), the framing (the empty lines between cases, the
// count line, the terminator, one case too many) and the promise (conflicting givens, two
// solutions, none). Each is kept only when the profile's own validator rejects it.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/judge/judge.hpp"

namespace sudokit {

// (label, input) pairs in a fixed order; empty when `valid_input` is not a valid input of the
// judge or the judge's cases are not Sudoku puzzles.
std::vector<std::pair<std::string, std::string>> derived_invalid_inputs(const Judge& judge,
                                                                        std::string_view valid_input);

}  // namespace sudokit
