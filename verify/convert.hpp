// SPDX-License-Identifier: MIT
// `sudokit-verify convert`: puzzles rewritten in another format, so that a messy file (comments,
// mixed layouts, '0' or '.' blanks, CRLF) becomes a clean one, or a list becomes a judge input.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/text/puzzle_files.hpp"

namespace sudokit {

struct Converted {
  std::string text;                 // the puzzles, whole, in the target format (empty on failure)
  std::vector<std::string> errors;  // why there is no text: every unreadable or unfit puzzle
  bool ok() const { return errors.empty(); }
};

// Every puzzle of `files`, in order, as one input of `target` (a generic format or a judge
// profile: its count line, separators and terminator), in the target's symbols for a profile,
// else in those the input was read with. All or nothing: an unreadable puzzle, a shape other than the
// target's, more puzzles than it holds, or a blank where it needs full grids writes nothing.
Converted convert_puzzles(const std::vector<PuzzleFile>& files, const TextFormat& target);

// Every puzzle of `files`, in order, as an sgt-puzzles Solo id a line (common/text/sgt_id.hpp):
// plain, X, jigsaw and killer alike. All or nothing, as above (a windoku, or regions or cages
// Solo cannot hold, is refused).
Converted convert_to_sgt_ids(const std::vector<PuzzleFile>& files);

// `sudokit-verify canonical`: every readable puzzle of `files` replaced by its canonical
// (minlex) form, each search within `node_limit` nodes (0: none). Returns a message per puzzle
// whose search ran out ("file:line: puzzle K: unknown: ..."); those puzzles are left as read.
std::vector<std::string> canonicalize_puzzles(std::vector<PuzzleFile>& files, std::uint64_t node_limit);

}  // namespace sudokit
