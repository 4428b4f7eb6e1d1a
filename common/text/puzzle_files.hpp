// SPDX-License-Identifier: MIT
// Reading the puzzle files a command is given: each file ("-" is standard input) in one format,
// or with the format detected per file. Shared by the front ends. (Which names are formats or
// profiles, from the command line: common/judge/registry.hpp.)
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/text/text_format.hpp"

namespace sudokit {

struct PuzzleFile {
  std::string source;                  // the path, or "<stdin>"
  const TextFormat* format = nullptr;  // the format it was read in (auto: the detected one)
  PuzzleSet set{};                     // set.unreadable: the puzzles that could not be read
  std::size_t first_index = 0;         // a chunk (read_puzzle_chunks): the file's puzzles before it
};

// Reads every path in `format_name` ("auto": detect_text_format() per file) with
// read_puzzles_each(): in a generic format read leniently, a puzzle that cannot be read is
// named in its file's set.unreadable and the others are still read. A file that cannot be
// opened, or that yields no puzzle at all, returns nullopt with the message: for a malformed
// one "file:line:column: ..." and *malformed is set; for one that cannot be read, "file: why".
std::optional<std::vector<PuzzleFile>> read_puzzle_files(const std::vector<std::string>& paths,
                                                         const std::string& format_name,
                                                         ReadOptions options, std::string* error,
                                                         bool* malformed);

// The same, a piece at a time, for the commands that answer puzzle by puzzle (sudokit-solve,
// -verify unique): memory stays flat whatever the files' size. A file in a generic format is
// read in chunks of about `chunk_bytes` of whole puzzles (never one split across two), each
// handed to `each` as a PuzzleFile of the file's lines and puzzle numbers (`first_index`
// counts its puzzles before the chunk); the format and the shape are the first chunk's. A
// judge profile's input (a count, a terminator: bounded by the profile) is read whole, as one
// chunk. A line longer than kLongestLine bytes is an input error at once (/dev/zero is no
// puzzle file). `each` returns false to stop. Returns "" or the error read_puzzle_files()
// gives (*malformed likewise). (64 KiB: 800 9x9 puzzles, whose verdicts reuse the memory of
// the last chunk's; 1 MiB chunks cost `verify unique` 1,900 more page faults on 10,000
// puzzles, a tenth of its time.)
// `skipped_lines`, when given, counts the lines of the files that were no part of a puzzle
// (PuzzleSet::skipped_lines: comments, titles).
using PuzzleChunkSink = std::function<bool(PuzzleFile& chunk)>;
inline constexpr std::size_t kLongestLine = 1 << 20;
std::string read_puzzle_chunks(const std::vector<std::string>& paths, const std::string& format_name,
                               ReadOptions options, const PuzzleChunkSink& each, bool* malformed,
                               std::size_t* skipped_lines = nullptr, std::size_t chunk_bytes = 1 << 16);

// The first puzzle of the files that could not be read, as "file:line:column: puzzle K: why";
// "" when every puzzle was read. For the commands that need every puzzle (solve, convert).
std::string first_unreadable(const std::vector<PuzzleFile>& files);
// Why puzzle `index` of a file could not be read ("column 5: expected ...", "line 12, column 1:
// ..." where the defect is not on the puzzle's first line), or "" if it was.
std::string unreadable_reason(const PuzzleFile& file, std::size_t index);

// "file:line: puzzle K" for puzzle `index` (0-based) of a file, as messages name a puzzle.
std::string puzzle_place(const PuzzleFile& file, std::size_t index);

// For a command that reads houses but no cage sums (`why`: "the probes read houses, not a
// killer's cage sums"): each puzzle with cages becomes an unreadable one, blank, whose reason
// is "a killer puzzle: <why>", so the command answers for the others.
void set_aside_killers(std::vector<PuzzleFile>& files, const std::string& why);

// Where a puzzle is, for reports: its parts for JSON, and the place as messages name it
// (made when it is printed: a report holds one for every puzzle, most never printed).
struct PuzzleRef {
  std::string source;      // the file, or "<stdin>"
  int line = 0;            // where the puzzle starts
  std::size_t puzzle = 0;  // 1-based, in its file
  std::string place() const;  // "file:line: puzzle K", as puzzle_place()
};
PuzzleRef puzzle_ref(const PuzzleFile& file, std::size_t index);

}  // namespace sudokit
