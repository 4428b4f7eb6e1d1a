// SPDX-License-Identifier: MIT
#include "common/text/line_kinds.hpp"

#include "common/text/sgt_id.hpp"

#include <algorithm>
#include <cctype>

namespace sudokit {

namespace {

bool blank_byte(char c) { return c == ' ' || c == '\t'; }
bool ascii_letter(char c) { return std::isalpha(static_cast<unsigned char>(c)) != 0; }
bool high_byte(char c) { return static_cast<unsigned char>(c) >= 0x80; }

// The length of a box-drawing character (U+2500..U+257F: E2 94 xx, E2 95 xx) at `at`, or 0.
std::size_t box_drawing(std::string_view line, std::size_t at) {
  if (at + 2 >= line.size()) return 0;
  const auto b0 = static_cast<unsigned char>(line[at]);
  const auto b1 = static_cast<unsigned char>(line[at + 1]);
  return b0 == 0xE2 && (b1 == 0x94 || b1 == 0x95) ? 3 : 0;
}

bool is_symbol(char c, std::string_view symbols) { return symbols.find(c) != std::string_view::npos; }

bool equals_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  }
  return true;
}

bool hodoku_library_line(std::string_view line) {
  std::size_t colons = 0;
  for (char c : line) colons += c == ':';
  return line.size() > 1 && line[0] == ':' && colons >= 4;
}

}  // namespace

LineClass classify_line(std::string_view line, std::string_view symbols) {
  while (!line.empty() && blank_byte(line.front())) line.remove_prefix(1);
  LineClass result;
  if (line.empty()) return result;
  if (line.front() == '[' && line.back() == ']' && !is_symbol('[', symbols)) {
    result.kind = equals_ignoring_case(line.substr(1, line.size() - 2), "puzzle") ? LineKind::title
                                                                                  : LineKind::section;
    return result;
  }
  if (sgt_params_end(line) != std::string_view::npos || hodoku_library_line(line)) {
    result.kind = LineKind::grid_id;
    return result;
  }
  bool rule_only = true;   // nothing but rule characters and spaces
  bool strong = false;     // a character only rules have: '+', '=', ':', '\'', '*', '_', box drawing
  bool bars = false;       // '|' or box drawing
  bool cellish = false;    // '-' or '.', which may be blanks
  bool spaced = false;     // two words or more
  int run = 0, longest_run = 0;  // of '-', '=' and box drawing
  int word_letters = 0, most_word_letters = 0, foreign = 0;
  for (std::size_t i = 0; i < line.size();) {
    const char c = line[i];
    if (const std::size_t box = box_drawing(line, i)) {
      strong = bars = true;
      longest_run = std::max(longest_run, ++run);
      i += box;
      continue;
    }
    ++i;
    if (blank_byte(c)) {
      run = 0;
      word_letters = 0;
      spaced = spaced || (i < line.size() && !blank_byte(line[i]));
      continue;
    }
    if (is_symbol(c, symbols)) {
      rule_only = false;
      run = 0;
      continue;
    }
    switch (c) {
      case '-': case '=':
        strong = strong || c == '=';
        cellish = cellish || c == '-';
        result.dashes += c == '-';
        longest_run = std::max(longest_run, ++run);
        continue;
      case '|': bars = true; run = 0; continue;
      case '+': case ':': case '\'': case '*': case '_': strong = true; run = 0; continue;
      case '.': cellish = true; run = 0; continue;
      default: break;
    }
    rule_only = false;
    run = 0;
    if (ascii_letter(c) || high_byte(c)) {
      most_word_letters = std::max(most_word_letters, ++word_letters);
      foreign += high_byte(c);
    }
  }
  if (rule_only && longest_run >= 2) {
    result.kind = strong ? LineKind::rule : LineKind::dash_rule;
    return result;
  }
  if (rule_only && !cellish) {  // "|   |   |", "+   +": separators and nothing to read
    result.kind = LineKind::rule;
    return result;
  }
  // Words no grid holds: a word of two letters or more among others ("Grid 01", "Number of
  // Givens: 25"), or a word of non-ASCII text. A single word of ASCII letters stays cells
  // ("Easy" is refused as a row, loudly): rows of letters are grids too, and a row taken for
  // a title would vanish from its puzzle.
  if ((spaced && most_word_letters >= 2) || (!spaced && foreign > 0)) {
    result.kind = LineKind::title;
    return result;
  }
  result.separators = bars;
  return result;
}

RewrittenLine strip_separators(std::string_view line, std::string_view symbols) {
  const auto separator_at = [&](std::size_t i) -> std::size_t {
    if (const std::size_t box = box_drawing(line, i)) return box;
    return line[i] == '|' && !is_symbol('|', symbols) ? 1 : 0;
  };
  // Spaced when two cells have spaces between them: separators become spaces; else they go
  // ("2..|.6.|..1" is one word of nine symbols).
  bool spaced = false, seen_cell = false, gap = false;
  for (std::size_t i = 0; i < line.size();) {
    if (const std::size_t length = separator_at(i)) {
      i += length;
      continue;
    }
    if (blank_byte(line[i])) {
      gap = seen_cell;
    } else {
      spaced = spaced || gap;
      seen_cell = true;
      gap = false;
    }
    ++i;
  }
  RewrittenLine out;
  for (std::size_t i = 0; i < line.size();) {
    if (const std::size_t length = separator_at(i)) {
      if (spaced) {
        out.text += ' ';
        out.columns.push_back(static_cast<int>(i) + 1);
      }
      i += length;
      continue;
    }
    out.text += line[i];
    out.columns.push_back(static_cast<int>(i) + 1);
    ++i;
  }
  std::size_t first = 0;
  while (first < out.text.size() && blank_byte(out.text[first])) ++first;
  std::size_t last = out.text.size();
  while (last > first && blank_byte(out.text[last - 1])) --last;
  out.text = out.text.substr(first, last - first);
  const int past_end = static_cast<int>(line.size()) + 1;
  out.columns.erase(out.columns.begin() + static_cast<std::ptrdiff_t>(last), out.columns.end());
  out.columns.erase(out.columns.begin(), out.columns.begin() + static_cast<std::ptrdiff_t>(first));
  out.columns.push_back(past_end);
  return out;
}

bool resolve_dash_rule(const LineClass& line, bool neighbour_has_separators, int neighbour_width) {
  return neighbour_has_separators && neighbour_width > 0 && line.dashes != neighbour_width;
}

RewrittenLine read_grid_id(std::string_view line) {
  std::size_t lead = 0;
  while (lead < line.size() && blank_byte(line[lead])) ++lead;
  line.remove_prefix(lead);
  RewrittenLine out;
  const auto refuse = [&](std::size_t at, std::string why) {
    out.refusal = std::move(why);
    out.refusal_column = static_cast<int>(lead + at) + 1;
    out.text = std::string(line);  // (not empty: the line is a puzzle, one that is refused)
    out.columns.clear();
    for (std::size_t i = 0; i <= line.size(); ++i) out.columns.push_back(static_cast<int>(lead + i) + 1);
    return out;
  };
  const auto emit = [&](const std::string& cell, std::size_t at) {
    if (!out.text.empty()) {
      out.text += ' ';
      out.columns.push_back(static_cast<int>(lead + at) + 1);
    }
    out.text += cell;
    out.columns.insert(out.columns.end(), cell.size(), static_cast<int>(lead + at) + 1);
  };
  if (line.front() == ':') {  // HoDoKu: ":technique:candidates:puzzle:deleted:..."
    std::size_t start = 1;
    for (int field = 0; field < 2; ++field) start = line.find(':', start) + 1;
    const std::size_t end = line.find(':', start);
    const std::string_view puzzle = line.substr(start, end - start);
    if (puzzle.empty()) return refuse(start, "a HoDoKu library line without a puzzle in its third field");
    out.text = std::string(puzzle);
    for (std::size_t i = 0; i < puzzle.size(); ++i) out.columns.push_back(static_cast<int>(lead + start + i) + 1);
    out.columns.push_back(static_cast<int>(lead + end) + 1);
    return out;
  }
  // sgt-puzzles Solo: "<c>x<r><flags>:<cells>[,<regions>][,<cages>,<sums>]" (sgt_id.hpp).
  SgtError error;
  const std::optional<SgtId> id = read_sgt_id(line, &error);
  if (!id) return refuse(error.at, error.message);
  out.shape = id->geometry->shape();
  if (!id->geometry->classic()) out.geometry = id->geometry;
  for (std::size_t k = 0; k < id->cells.size(); ++k) emit(std::to_string(id->cells[k]), id->at[k]);
  out.columns.push_back(static_cast<int>(lead + line.size()) + 1);
  return out;
}

}  // namespace sudokit
