// SPDX-License-Identifier: MIT
// The generic reader (the formats users' files come in: lines, spaced lines, grids of symbols
// or of integers, comments, CRLF, mixed layouts), as sudokit-solve and -verify read a file:
// the format detected, each puzzle read or named unreadable. Every puzzle read, written back
// in its format (a variant's: as an sgt-puzzles id) and read again, is the same grid.
#include "common/text/sgt_id.hpp"
#include "common/text/text_format.hpp"
#include "fuzz/fuzz.hpp"

using namespace sudokit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = fuzz::as_text(data, size);
  const TextFormat& format = detect_text_format(text);
  ReadOptions options;
  options.source = "f";
  const ReadResult read = read_puzzles_each(text, format, options);
  if (!read.ok()) {
    fuzz::require(read.error->to_string().rfind("f:", 0) == 0);
    return 0;
  }
  const PuzzleSet& set = read.set;
  fuzz::require(set.first_lines.size() == set.puzzles.size());
  for (std::size_t i = 0; i < set.puzzles.size(); ++i) {
    if (set.unreadable_at(i)) continue;
    if (!set.puzzles[i].geometry().classic()) {  // an X, jigsaw or killer id: written back as one
      std::string why;
      const std::string id = write_sgt_id(set.puzzles[i], &why);
      SgtError error;
      const std::optional<SgtId> back = read_sgt_id(id, &error);
      fuzz::require(!id.empty() && back && same_geometry(back->geometry, set.puzzles[i].geometry_ptr()));
      for (int cell = 0; cell < set.shape.cells(); ++cell) {
        fuzz::require(back->cells[static_cast<std::size_t>(cell)] == set.puzzles[i].at(cell));
      }
      continue;
    }
    const std::string written = write_grid(set.puzzles[i], format, set.alphabet);
    ReadOptions again;
    again.shape = set.shape;
    again.alphabet = set.alphabet;
    const ReadResult reread = read_puzzles(written, format, again);
    fuzz::require(reread.ok() && reread.set.puzzles.size() == 1 && reread.set.puzzles[0] == set.puzzles[i]);
  }
  // Strictly, in every generic format: a verdict, never a crash.
  for (const char* name : {"line", "grid", "ints"}) {
    ReadOptions strict;
    strict.strict = true;
    (void)read_puzzles(text, *find_text_format(name), strict);
  }
  return 0;
}
