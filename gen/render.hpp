// SPDX-License-Identifier: MIT
// `sudokit-gen render`: puzzle files drawn as a printable sheet (common/render/sheet.hpp), the
// answers from the reference solver.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/render/sheet.hpp"
#include "common/text/puzzle_files.hpp"

namespace sudokit {

struct RenderRequest {
  SheetOptions sheet;  // sheet.alphabet "" : the symbols the first file was read with
  SheetFormat format = SheetFormat::pdf;
  std::uint64_t node_limit = kDefaultNodeLimit;  // answers: each puzzle's search
  // Leave out a puzzle that cannot be read or, with answers, has no unique answer (each one a
  // warning) instead of drawing no sheet.
  bool skip_bad = false;
};

struct Rendered {
  Sheet sheet;
  std::vector<std::string> errors;  // why there is no sheet: unreadable puzzles, no answer, ...
  std::vector<std::string> skipped;  // skip_bad: the puzzles left out, and why
  int exit_status = 0;              // 0 drawn; 1 a puzzle has no unique answer; 2 input; 4 unknown
};

// Every puzzle of `files`, in order, drawn on one sheet; with sheet.answers each must have
// exactly one solution (counted to two), which the answer pages show.
Rendered render_puzzle_files(const std::vector<PuzzleFile>& files, const RenderRequest& request);

}  // namespace sudokit
