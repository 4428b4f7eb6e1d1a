// SPDX-License-Identifier: MIT
// What a line of a user's puzzle file is, beyond the cells. The files people have draw boxes
// around the cells (sudokit's own `pretty` output, Simple Sudoku .ss, qqwing --readable,
// HoDoKu, box-drawing characters), carry titles and program banners ("Grid 01", "Simple
// Sudoku", "Number of Givens: 25"), section headers (SadMan .sdk's "[Puzzle]", "[State]"), or
// hold a whole puzzle in a foreign notation on one line (sgt-puzzles game ids "3x3:a2b7...",
// HoDoKu library lines ":0000:x:7.2...:::"). The generic formats' lenient reader
// (text_format.cpp) asks here what each line is; strict reading never does.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/sudoku/geometry.hpp"

namespace sudokit {

enum class LineKind {
  cells,      // symbols, perhaps with box separators ('|', box-drawing characters) among them
  rule,       // a box-drawn rule ("------+-------+------", "*-----------*", "'---'---'---'")
  dash_rule,  // only '-' ('|', '.' and spaces besides): a rule, or a row of '-' blanks
              // (resolve_dash_rule() decides from the lines around it)
  title,      // words, not cells ("Grid 01", "Puzzle 3 (hard)", "[Puzzle]"): skipped
  section,    // "[State]" and the like: a section whose lines are not puzzles
  grid_id,    // a whole puzzle in a foreign notation: read_grid_id()
};

struct LineClass {
  LineKind kind = LineKind::cells;
  bool separators = false;  // cells: box separators to take out (strip_separators())
  int dashes = 0;           // dash_rule: how many '-'
};

// Classifies a line (trailing whitespace already gone). `symbols`: the --alphabet, whose
// characters are never separators or rule characters ("" for the defaults).
LineClass classify_line(std::string_view line, std::string_view symbols);

// A line rewritten for reading: its text, and where each byte of it came from (the 1-based
// column of the original line; one more entry for the column just past the end), so that a
// message about the rewritten text names the column the user sees.
struct RewrittenLine {
  std::string text;
  std::vector<int> columns;
  std::optional<Shape> shape;  // a grid id that names its shape (sgt-puzzles)
  GeometryPtr geometry;        // ... and its variant (X, jigsaw, killer), if any
  std::string refusal;         // a grid id recognised but not a plain Sudoku puzzle: why
  int refusal_column = 1;
};

// The cells of a line with its box separators taken out and the spaces around it trimmed:
// "5 3 . | . 7 . | . . ." -> "5 3 .  . 7 .  . . .", "|2..|.6.|..1|" -> "2...6...1".
RewrittenLine strip_separators(std::string_view line, std::string_view symbols);

// Whether a dash_rule line is a rule, from the lines around it in its grid: a rule when a
// neighbouring cells line has separators and is not as wide as the dash line has dashes
// (`neighbour_width`: that line's cells, 0 when there is no such line).
bool resolve_dash_rule(const LineClass& line, bool neighbour_has_separators, int neighbour_width);

// A grid id as a line of the puzzle's cells: an sgt-puzzles game id ("3x3:a2b7c..." or
// "2x3:..." for 2x3 boxes, "3x3x:..." X, "9j:...,..." jigsaw, "3x3k:...,...,..." killer:
// common/text/sgt_id.hpp) becomes N^2 integers separated by spaces, with its shape and
// variant; a HoDoKu library line (":0000:x:<puzzle>:<deleted candidates>:...") becomes its
// puzzle field. A random-seed id ("3x3#1234") and a malformed one are refused
// (RewrittenLine::refusal).
RewrittenLine read_grid_id(std::string_view line);

}  // namespace sudokit
