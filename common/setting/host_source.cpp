// SPDX-License-Identifier: MIT
#include "common/setting/host_source.hpp"

#include <algorithm>
#include <stdexcept>

namespace sudokit {

namespace {

const char* const kLicence =
    "// Copyright (c) 2026 the sudokit authors. SPDX-License-Identifier: MIT\n"
    "//\n"
    "// Permission is hereby granted, free of charge, to any person obtaining a copy of this\n"
    "// software and associated documentation files (the \"Software\"), to deal in the Software\n"
    "// without restriction, including without limitation the rights to use, copy, modify, merge,\n"
    "// publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons\n"
    "// to whom the Software is furnished to do so, subject to the following conditions:\n"
    "//\n"
    "// The above copyright notice and this permission notice shall be included in all copies or\n"
    "// substantial portions of the Software.\n"
    "//\n"
    "// THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED,\n"
    "// INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR\n"
    "// PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE\n"
    "// FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR\n"
    "// OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER\n"
    "// DEALINGS IN THE SOFTWARE.\n";

std::string how_it_runs(HostRole role, HostTestlib testlib) {
  const bool kattis = testlib == HostTestlib::kattis_lite;
  switch (role) {
    case HostRole::validator:
      return kattis ? "the input validator (Kattis, DOMjudge, BAPCtools): validator < input;\n"
                      "// exit 42 valid, 43 invalid"
                    : "the input validator (testlib's conventions): validator < input;\n"
                      "// exit 0 valid, 3 invalid";
    case HostRole::checker:
      return kattis ? "the output validator (Kattis, DOMjudge, BAPCtools): checker input answer\n"
                      "// feedback_dir < output; exit 42 accepted, 43 rejected (feedback_dir/judgemessage.txt)"
                    : "the checker (testlib's conventions): checker input output answer\n"
                      "// [result_file [-appes]]; exit 0 ok, 1 wrong answer, 2 presentation error, 3 fail";
    case HostRole::solution:
      return "the reference solution: the input on stdin, the answer on stdout";
  }
  return "";
}

std::string symbols_comment(const TextFormat& f) {
  return f.layout == Layout::ints ? "the digits 1..N, written as integers" : "the digits 1..N, in order";
}

std::string quoted(const std::string& text) {  // a C++ string literal
  std::string out = "\"";
  for (char c : text) out += c == '"' || c == '\\' ? std::string("\\") + c : std::string(1, c);
  return out + "\"";
}

const char* separator_word(Separator s) {
  switch (s) {
    case Separator::none: return "NONE";
    case Separator::between: return "BETWEEN";
    case Separator::after_each: return "AFTER_EACH";
  }
  return "NONE";
}

// What a separator puts between `things` ("cases", "answers"), as the statement says it.
std::string separator_comment(Separator s, const std::string& things) {
  switch (s) {
    case Separator::none: return "nothing between two " + things;
    case Separator::between: return "one empty line between two " + things;
    case Separator::after_each: return "one empty line after each of the " + things + ", the last too";
  }
  return "";
}

}  // namespace

std::vector<std::string> host_files(const Judge& judge) {
  std::vector<std::string> parts = {"testlib_lite.h"};
  if (!judge.host_rules_part().empty()) parts.push_back(judge.host_rules_part());
  for (HostRole role : {HostRole::validator, HostRole::checker, HostRole::solution}) {
    for (const std::string& part : judge.host_parts(role)) {
      if (std::find(parts.begin(), parts.end(), part) == parts.end()) parts.push_back(part);
    }
  }
  return parts;
}

// The box: fixed, or given per case (then the current case's, set as each case is read and
// again before each is solved or checked).
std::string box_rules(const TextFormat& f, const Shape& shape) {
  if (!f.box_per_case()) {
    return "inline constexpr int BOX_ROWS = " + std::to_string(shape.box_rows) + ", BOX_COLUMNS = " +
           std::to_string(shape.box_cols) + ";  // a box\n"
           "inline constexpr int N = BOX_ROWS * BOX_COLUMNS;  // a grid of N x N cells, N boxes\n"
           "inline constexpr bool BOX_PER_CASE = false, BOX_LINE_IS_SIZE = false;  // (no line before a case gives\n"
           "inline constexpr int BOX_VALUES[] = {0};                                // its box)\n"
           "inline void use_box(int /*side*/) {}  // (the box is fixed)\n";
  }
  std::string values;
  for (int v : f.box_values) values += (values.empty() ? "" : ", ") + std::to_string(v);
  return std::string("// The box is given per case: a line before each case holds ") +
         (f.box_line_size ? "N, the grid's size (boxes of its\n// square root)" : "n, the box side (boxes n x n, a grid of\n// n * n)") +
         ", one of BOX_VALUES. BOX_ROWS, BOX_COLUMNS and N are the current case's.\n"
         "inline constexpr bool BOX_PER_CASE = true;\n"
         "inline constexpr bool BOX_LINE_IS_SIZE = " + (f.box_line_size ? "true" : "false") + ";\n"
         "inline constexpr int BOX_VALUES[] = {" + values + "};\n"
         "int BOX_ROWS = " + std::to_string(shape.box_rows) + ", BOX_COLUMNS = " + std::to_string(shape.box_cols) + ";\n"
         "int N = BOX_ROWS * BOX_COLUMNS;  // a grid of N x N cells, N boxes\n"
         "// Makes a box of `side` x `side` the current case's.\n"
         "void use_box(int side) {\n"
         "  BOX_ROWS = BOX_COLUMNS = side;\n"
         "  N = side * side;\n"
         "}\n";
}

std::string grid_rules(const TextFormat& f) {
  const Shape shape = f.shape.value_or(f.case_shape(f.box_values.empty() ? 3 : f.box_values.back()));
  const char* layout = f.layout == Layout::line     ? "LINE"
                       : f.layout == Layout::grid   ? "GRID"
                       : f.layout == Layout::tokens ? "TOKENS"
                                                    : "INTEGERS";
  const std::string layout_comment =
      f.layout == Layout::line     ? "a case is one line of N * N symbols"
      : f.layout == Layout::grid   ? "a case is N lines of N symbols"
      : f.layout == Layout::tokens ? "a case is N lines of N symbols separated by single spaces"
      : f.walls ? "a case is N lines of N integers separated by single spaces, WALLS below"
                                   : "a case is N lines of N integers 0..N separated by single spaces";
  std::string text =
      "// ---- The rules of " + f.name + ": " + f.title + ".\n"
      "// (From sudokit's table of judge formats; every value below is a fact of the statement.\n"
      "// `inline constexpr`: one role reads only some of them, and no compiler says so.)\n"
      "#include <string>\n\n"
      + box_rules(f, shape) +
      "inline constexpr const char* SYMBOLS = " + quoted(f.alphabet) + ";  // " + symbols_comment(f) + "\n"
      "inline constexpr const char* BLANKS = " + quoted(f.layout == Layout::ints && f.blanks == "0" ? "" : f.blanks) +
      ";  // " + (f.layout != Layout::ints ? "a blank cell of a puzzle" : f.blanks == "0" ? "0 is a blank" : "a blank cell, a token of its own") + "\n"
      "inline constexpr bool BLANKS_ALLOWED = " + (f.blanks_allowed ? "true;  // an input's grids may have blank cells\n" : "false;  // every cell of an input's grids is filled\n") +
      "enum Layout { LINE, GRID, INTEGERS, TOKENS };\n"
      "inline constexpr Layout LAYOUT = " + layout + ";  // " + layout_comment + "\n"
      + (f.walls ? "// Each integer is a cell's digit (0 a blank) plus 16, 32, 64 and 128 for a wall above, right of,\n"
                   "// below and left of it; each case's regions (in place of the boxes) are what its walls enclose.\n"
                   "// An answer's grid is N lines of N digits.\n"
                   "inline constexpr bool WALLS = true;\n"
                 : "inline constexpr bool WALLS = false;  // (no walls: the boxes are the regions)\n") +
      "inline constexpr bool DIAGONALS = " + (f.variant.diagonals ? "true;  // X: both diagonals hold every digit once\n" : "false;  // (no diagonals)\n") +
      "inline constexpr bool WINDOWS = " + (f.variant.windows ? "true;  // windoku: so do the windows, the boxes one cell in from the boxes' corners\n" : "false;  // (no windows)\n") +
      "enum Separator { NONE, BETWEEN, AFTER_EACH };\n"
      "inline constexpr Separator INPUT_SEPARATOR = " + separator_word(f.input_separator) + ";  // " +
      separator_comment(f.input_separator, "cases") + "\n"
      "inline constexpr Separator OUTPUT_SEPARATOR = " + separator_word(f.output_separator) + ";  // " +
      separator_comment(f.output_separator, "answers") + "\n"
      "inline constexpr const char* HEADER = " + quoted(f.case_header) + ";  // " +
      (f.case_header.empty() ? "no line before a case\n" : "a line before each case (\"{k}\": its number)\n") +
      "inline constexpr const char* TERMINATOR = " + quoted(f.terminator) + ";  // " +
      (f.terminator.empty() ? "the input ends at the end of the file" : "the line after the last case") + "\n"
      "inline constexpr bool COUNT_LINE = " + (f.count_header ? "true" : "false") + ";  // " +
      (f.count_header ? "the first line is T, the number of cases (1..MAX_CASES)" : "no count line") + "\n"
      "inline constexpr int MAX_CASES = " + std::to_string(f.max_cases) + ";  // " +
      (f.max_cases == 0 ? "no bound on the number of cases" : "at most this many cases") + "\n"
      "enum Promise { NOTHING, SOLVABLE, UNIQUE };\n"
      "inline constexpr Promise PROMISE = " +
      (f.promise == Promise::unique     ? "UNIQUE;  // every puzzle has exactly one solution\n"
       : f.promise == Promise::solvable ? "SOLVABLE;  // every puzzle has a solution (perhaps several)\n"
                                        : "NOTHING;  // any puzzle is a case (givens in conflict too)\n");
  if (f.task == Task::count) {
    text += "// A count: each case's answer is a line, PREFIX then the number of its puzzle's solutions, at\n"
            "// most MAX_SOLUTIONS (givens in conflict: 0).\n"
            "inline constexpr long MAX_SOLUTIONS = " + std::to_string(f.max_solutions) + ";\n";
  }
  if (f.task == Task::validate) {
    text += "// A validation: each case's answer is a line, PREFIX then INVALID when a row, column or box\n"
            "// holds a digit twice, else VALID.\n"
            "inline constexpr const char* INVALID = " + quoted(f.class_words[0]) + ";\n"
            "inline constexpr const char* VALID = " + quoted(f.class_words[2]) + ";\n";
  }
  if (f.task == Task::solve_or_none && !f.multiple_solutions.empty()) {
    text += "// The answer: the solution, or the line NO_SOLUTION when there is none, or MULTIPLE when there\n"
            "// are several.\n"
            "inline constexpr const char* MULTIPLE = " + quoted(f.multiple_solutions) + ";\n";
  } else if (f.task == Task::solve_or_none) {
    text += "// The answer: the solution, or the line NO_SOLUTION when there is none; every case has\n"
            "// one solution at most (the validator holds it to MAX_SOLUTIONS).\n"
            "inline constexpr long MAX_SOLUTIONS = 1;\n"
            "inline constexpr const char* MULTIPLE = \"\";  // (no case has several)\n";
  }
  if (f.task == Task::smallest) {
    text += "// The answer: the lexicographically smallest solution, rows first (the first cell that\n"
            "// differs decides), or the line NO_SOLUTION when there is none.\n";
  }
  text += "inline constexpr const char* NO_SOLUTION = " + quoted(f.no_solution) + ";  // " +
          (f.no_solution.empty() ? "every case has a solution\n" : "the line that answers a case without a solution\n");
  text += "inline constexpr const char* PREFIX = " + quoted(f.case_prefix) + ";  // " +
          (f.case_prefix.empty()   ? "nothing before a case's answer\n"
           : f.task == Task::solve ? "a line before each solved grid (\"{k}\": the case's number)\n"
           : f.task == Task::smallest || f.task == Task::solve_or_none
               ? "a line before each case's answer (\"{k}\": the case's number)\n"
               : "before each case's answer (\"{k}\": the case's number)\n");
  if (f.task == Task::classify) {
    text += "// A classification: each case's answer is a line, PREFIX then the word of the puzzle's class.\n"
            "inline constexpr const char* ILLEGAL = " + quoted(f.class_words[0]) + ";  // two equal givens in a house\n"
            "inline constexpr const char* IMPOSSIBLE = " + quoted(f.class_words[1]) + ";  // no solution\n"
            "inline constexpr const char* UNIQUE_WORD = " + quoted(f.class_words[2]) + ";  // exactly one solution\n"
            "inline constexpr const char* AMBIGUOUS = " + quoted(f.class_words[3]) + ";  // two or more\n";
  }
  return text;
}

std::string host_program(const Judge& judge, HostRole role, HostTestlib testlib,
                         const std::map<std::string, std::string>& parts, const std::string& file,
                         const std::string& made_by) {
  const auto part = [&](const std::string& name) -> std::string {
    const auto found = parts.find(name);
    if (found == parts.end()) throw std::logic_error("judge-host part " + name + " not loaded");
    // (a part's own licence line: the program's head carries the licence whole)
    const std::string_view spdx = "// SPDX-License-Identifier: MIT\n";
    const std::string& text = found->second;
    return text.compare(0, spdx.size(), spdx) == 0 ? text.substr(spdx.size()) : text;
  };
  const std::string program = file.substr(0, file.rfind('.'));
  std::string text = "// " + file + ": " + how_it_runs(role, testlib) + ".\n"
                     "// Judge: " + std::string(judge.name()) + ", " + std::string(judge.title()) + ".\n"
                     "// Made by sudokit " SUDOKIT_VERSION " (sudokit-gen package " + made_by + ").\n"
                     "// C++17, the standard library only" +
                     (role != HostRole::solution && testlib == HostTestlib::testlib_h
                          ? " and testlib.h, which the judge system supplies"
                          : "") +
                     ". Compile with\n"
                     "//   g++ -std=c++17 -O2 -o " + program + " " + file + "\n" + kLicence;
  const std::string rules = judge.host_rules_part();
  text += "\n" + (rules.empty() ? grid_rules(*judge.puzzle_format()) : part(rules));
  if (role != HostRole::solution) {
    if (testlib == HostTestlib::testlib_h) {
      text += "\n#include \"testlib.h\"\n";
    } else {
      text += std::string("\n#define TESTLIB_LITE_KATTIS ") + (testlib == HostTestlib::kattis_lite ? "1" : "0") +
              "\n" + part("testlib_lite.h");
    }
  }
  for (const std::string& name : judge.host_parts(role)) text += "\n" + part(name);
  return text;
}

}  // namespace sudokit
