// Reading the puzzle files a command is given: each file ("-" is standard input) in one format,
// or with the format detected per file. Shared by the front ends.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/text_format.hpp"

namespace sudokit {

struct PuzzleFile {
  std::string source;                  // the path, or "<stdin>"
  const TextFormat* format = nullptr;  // the format it was read in
  PuzzleSet set;
};

// Reads every path in `format_name` ("auto": detect_text_format() per file). On the first
// unreadable or malformed file returns nullopt with the message: for a malformed one it is
// "file:line:column: ..." and *malformed is set; for one that cannot be read, "file: why".
std::optional<std::vector<PuzzleFile>> read_puzzle_files(const std::vector<std::string>& paths,
                                                         const std::string& format_name,
                                                         ReadOptions options, std::string* error,
                                                         bool* malformed);

// "file:line: puzzle K" for puzzle `index` (0-based) of a file, as messages name a puzzle.
std::string puzzle_place(const PuzzleFile& file, std::size_t index);

}  // namespace sudokit
