// SPDX-License-Identifier: MIT
// Problem files: a Sudoku judge problem described in YAML (docs/problems.md), read into the
// TextFormat row the judges, the generator and the packages serve. The Sudoku profiles sudokit
// knows by name are such files too (common/text/problems/, built in and installed under
// share/sudokit/problems), read by this same code; a user's file is one more row.
//
//   std::string why;
//   const TextFormat* format = load_problem_file("my-sudoku.yaml", &why);  // registered by name
//   if (format == nullptr) { std::cerr << why << "\n"; return 2; }        // "file:7:10: ..."
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

// Reads the file at `path` and registers its problem under its name (find_text_format() and
// the judges' registry find it from then on). Returns the registered row, or nullptr with the
// reason in *error (a file that cannot be read, a defect at its line and column, a name that is
// a built-in's or another file's). A file registered already (the same text) is its first row.
const TextFormat* load_problem_file(const std::string& path, std::string* error);

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
