// SPDX-License-Identifier: MIT
// Printable puzzle sheets: pages of numbered puzzles with thick box lines, and answer pages,
// drawn with Cairo as PDF (a page per sheet), SVG or PNG (the pages one below the other).
//
//   SheetOptions options;                 // A4, puzzles per page by size, no answers
//   const Sheet sheet = render_sheet(items, options, SheetFormat::pdf);
//   if (sheet.error.empty()) write sheet.bytes;
//
// A page holds 6 puzzles up to 9x9, 2 up to 16x16, 1 up to 25x25 (or --per-page K); each is
// numbered above its top-left corner, its givens centred in their cells in the symbols given
// (numbers when there are none). Answer pages follow the puzzles, in the same places: the
// givens in black, the digits found in grey.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit {

enum class SheetFormat { pdf, svg, png };
enum class Paper { a4, letter };

// The format a file name asks for (.pdf, .svg, .png, any case); nullopt with *why otherwise.
std::optional<SheetFormat> sheet_format_of(const std::string& path, std::string* why);
std::optional<Paper> parse_paper(const std::string& name);  // "a4", "letter"

struct SheetItem {
  Grid puzzle;
  std::optional<Grid> solution;  // needed on every item for answer pages
};

struct SheetOptions {
  Paper paper = Paper::a4;
  int per_page = 0;          // puzzles per page; 0: by size (6, 2 or 1)
  bool answers = false;      // answer pages after the puzzles
  std::string title;         // printed at the top of every page ("" : none)
  std::string alphabet;      // the symbols of digits 1..N; "" : numbers
  int png_dpi = 150;         // PNG only
};

inline constexpr int kSheetMaxSize = 25;      // the largest grid a sheet draws
inline constexpr int kSheetMaxImagePages = 20;  // PNG and SVG: pages in one image

struct Sheet {
  std::string bytes;  // the whole file
  std::string error;  // why there is none (bytes empty)
  int pages = 0;
};

Sheet render_sheet(const std::vector<SheetItem>& items, const SheetOptions& options, SheetFormat format);

}  // namespace sudokit
