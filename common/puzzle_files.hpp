// Reading the puzzle files a command is given: each file ("-" is standard input) in one format,
// or with the format detected per file. Shared by the front ends.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/text_format.hpp"

namespace sudokit {

// The input options every front end takes, as given on the command line.
struct InputRequest {
  std::string format = "auto";         // --format: auto, line, grid, ints, or a profile
  std::optional<std::string> profile;  // --profile: a judge profile only
  std::optional<std::string> box;      // --box RxC
  std::optional<std::string> alphabet; // --alphabet
  bool strict = false;                 // --strict
};

// Checks them: the format name to read with (a profile wins over --format) and the reading
// options; nullopt with *error naming the bad option otherwise.
struct InputChoice {
  std::string format_name;
  ReadOptions read;
};
std::optional<InputChoice> resolve_input(const InputRequest& request, std::string* error);

struct PuzzleFile {
  std::string source;                  // the path, or "<stdin>"
  const TextFormat* format = nullptr;  // the format it was read in
  PuzzleSet set{};
  // Only from read_puzzle_lines(): per puzzle, why its line could not be read ("column 5:
  // expected ..., found ..."; "" if it could; such a puzzle is left blank in `set`).
  std::vector<std::string> unreadable{};
};

// Reads every path in `format_name` ("auto": detect_text_format() per file). On the first
// unreadable or malformed file returns nullopt with the message: for a malformed one it is
// "file:line:column: ..." and *malformed is set; for one that cannot be read, "file: why".
// With `by_line`, a malformed one-puzzle-per-line file is read with read_puzzle_lines().
std::optional<std::vector<PuzzleFile>> read_puzzle_files(const std::vector<std::string>& paths,
                                                         const std::string& format_name,
                                                         ReadOptions options, std::string* error,
                                                         bool* malformed, bool by_line = false);

// Reads a one-puzzle-per-line file line by line, so that a bad line spoils only its own puzzle:
// the shape comes from --box or from the first line that reads. Returns nullopt, with the
// whole-file error, when the format is not `line` or no line reads at all.
std::optional<PuzzleFile> read_puzzle_lines(const std::string& text, const std::string& source,
                                            const TextFormat& format, const ReadOptions& options);

// "file:line: puzzle K" for puzzle `index` (0-based) of a file, as messages name a puzzle.
std::string puzzle_place(const PuzzleFile& file, std::size_t index);

}  // namespace sudokit
