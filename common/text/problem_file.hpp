// SPDX-License-Identifier: MIT
// Problem files: a Sudoku judge problem described in YAML (docs/problems.md), read into the
// TextFormat row the judges, the generator and the packages serve. The Sudoku profiles sudokit
// knows by name are such files too (common/text/problems/, built in and installed under
// share/sudokit/problems), read by this same code; a user's file is one more row.
//
//   ParseError error;
//   auto format = read_problem_file(text, "my-sudoku.yaml", &error);
//   if (!format) { std::cerr << error.to_string() << "\n"; return 2; }   // "file:7:10: ..."
//   register_problem("my-sudoku.yaml", text, *format, &why);   // found by name from then on
// (common/judge/judge.hpp's load_problem_judge() does all this for a file, and makes its judge.)
//
// The reader is strict: an unknown key (with the nearest known one), a key written twice, a
// value of the wrong kind, and fields that contradict each other are refused, each with the
// line and column of the value (or of the key) at fault.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/text/text_format.hpp"

namespace sudokit {

// Reads a problem file's text. On failure returns nullopt and sets *error (source, line,
// column and message; ParseError::to_string() writes "source:line:column: message").
std::optional<TextFormat> read_problem_file(std::string_view text, const std::string& source,
                                            ParseError* error);

// Registers a problem file's row under its name (find_text_format() and the judges' registry
// find it from then on): `text` is the file at `path`, `format` what read_problem_file() made
// of it. Returns the registered row, or nullptr with the reason in *error (the name of a
// built-in or of another file); the same text registered again is its first row.
const TextFormat* register_problem(const std::string& path, const std::string& text, TextFormat format,
                                   std::string* error);

// What a problem's row says, in a few lines for a reader ("problem check").
std::string describe_problem(const TextFormat& format);

// The built-in problem files (common/text/problems/NAME.yaml), by name, in the order of the
// text-format table; and the commented template `sudokit-gen problem init` writes.
struct BuiltinProblem {
  std::string_view name;
  std::string_view text;
};
const std::vector<BuiltinProblem>& builtin_problem_files();
std::string_view problem_template();

}  // namespace sudokit
