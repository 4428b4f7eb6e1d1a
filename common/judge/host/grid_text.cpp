// SPDX-License-Identifier: MIT
// ---- Grids as text: the cases of an input or an answer, read from its lines by the rules above.
#include <algorithm>
#include <string>
#include <vector>

typedef std::vector<int> Grid;  // N * N cells, row by row: 1..N a digit, 0 a blank

// The digit a symbol stands for, 0 for a blank, -1 for anything else.
int digit_of(char c, bool blanks_allowed) {
  const std::string symbols = SYMBOLS;
  const std::size_t at = symbols.find(c);
  if (at != std::string::npos) return static_cast<int>(at) + 1;
  return blanks_allowed && std::string(BLANKS).find(c) != std::string::npos ? 0 : -1;
}

std::string shown(const std::string& text) {
  std::string out;
  for (char c : text.substr(0, 20)) out += (c >= 0x20 && c < 0x7F) ? c : '?';
  return "'" + out + (text.size() > 20 ? "...'" : "'");
}

// How a text is read: an input by its validator (`strict`: every byte as the statement says),
// an answer by the checker (line ends and trailing blanks free, the empty lines between cases
// not), an input by the solution (`lenient`: empty lines free as well).
struct Reading {
  bool strict;
  bool lenient;
  bool answers;  // full grids in the answer's framing, rather than puzzles in the input's
  // Answers to an input with a box per case: the input's grids, each answer read at its
  // case's size.
  const std::vector<Grid>* sizes = nullptr;
};

struct Cases {
  std::vector<Grid> grids;
  std::vector<std::vector<int>> regions;  // WALLS: each input case's regions (what its walls enclose)
  std::vector<int> first_lines;  // 1-based
  std::string error;             // "line L: what is wrong" when the text is not the format
  bool empty = false;            // no case at all
};

// One row (or, for LINE, the whole grid) of `count` cells from line `l` into grid[first..].
bool read_row(const std::vector<std::string>& lines, std::size_t l, const Reading& how, Grid& grid,
              int first, int count, std::string& error) {
  const std::string where = "line " + std::to_string(l + 1) + ": ";
  if (l >= lines.size() || lines[l].empty()) {
    error = where + "expected a row of the grid, found " + (l >= lines.size() ? "the end" : "an empty line");
    return false;
  }
  const std::string& line = lines[l];
  const bool blanks = !how.answers && BLANKS_ALLOWED;  // (an answer's grids are filled)
  if (LAYOUT == LINE || LAYOUT == GRID || (WALLS && how.answers)) {  // (WALLS: answers are lines of digits)
    if (static_cast<int>(line.size()) != count) {
      error = where + "expected " + std::to_string(count) + " symbols, found " + std::to_string(line.size());
      return false;
    }
    for (int k = 0; k < count; ++k) {
      grid[first + k] = digit_of(line[k], blanks);
      if (grid[first + k] < 0) {
        error = where + "column " + std::to_string(k + 1) + ": expected one of " + SYMBOLS +
                (blanks ? std::string(" or a blank ") + BLANKS : "") + ", found " + shown(line.substr(k, 1));
        return false;
      }
    }
    return true;
  }
  // Integers (or symbols as words): single spaces between them (strict), or any spaces and tabs.
  const std::string token = LAYOUT == TOKENS ? "symbol" : "integer";
  for (std::size_t k = 0; how.strict && k < line.size(); ++k) {
    if (line[k] == '\t' || (line[k] == ' ' && (k == 0 || k + 1 == line.size() || line[k - 1] == ' '))) {
      error = where + "column " + std::to_string(k + 1) + ": expected a single space between " + token + "s";
      return false;
    }
  }
  std::vector<std::string> words;
  std::string word;
  for (std::size_t k = 0; k <= line.size(); ++k) {
    if (k < line.size() && line[k] != ' ' && line[k] != '\t') {
      word += line[k];
    } else if (!word.empty()) {
      words.push_back(word);
      word.clear();
    }
  }
  if (static_cast<int>(words.size()) != count) {
    error = where + "expected " + std::to_string(count) + " " + token + "s, found " + std::to_string(words.size());
    return false;
  }
  for (int k = 0; LAYOUT == TOKENS && k < count; ++k) {  // each a symbol of its own
    grid[first + k] = words[k].size() == 1 ? digit_of(words[k][0], blanks) : -1;
    if (grid[first + k] < 0) {
      error = where + "symbol " + std::to_string(k + 1) + ": expected one of " + SYMBOLS +
              (blanks ? std::string(" or a blank ") + BLANKS : "") + ", found " + shown(words[k]);
      return false;
    }
  }
  if (LAYOUT == TOKENS) return true;
  const bool zero_blank = BLANKS[0] == '\0';  // else a blank is a token of its own ("?")
  for (int k = 0; k < count; ++k) {
    const std::string& w = words[k];
    if (!zero_blank && blanks && w.size() == 1 && std::string(BLANKS).find(w[0]) != std::string::npos) {
      grid[first + k] = 0;
      continue;
    }
    int value = w.size() <= 3 ? 0 : -1;
    for (std::size_t c = 0; c < w.size() && value >= 0; ++c) {
      value = w[c] >= '0' && w[c] <= '9' ? value * 10 + (w[c] - '0') : -1;
    }
    const bool leading_zero = how.strict && w.size() > 1 && w[0] == '0';
    if (WALLS) {  // the digit in the low four bits, the walls above them: kept whole until the case is read
      if (value < 0 || value > 255 || (value & 15) > N || leading_zero) {
        error = where + "integer " + std::to_string(k + 1) + ": expected a digit 0.." + std::to_string(N) +
                " plus 16, 32, 64, 128 for walls above, right, below, left" + (leading_zero ? " without leading zeros" : "") +
                ", found " + shown(w);
        return false;
      }
      grid[first + k] = value;
      continue;
    }
    if (value < (!blanks || !zero_blank ? 1 : 0) || value > N || leading_zero) {
      error = where + "integer " + std::to_string(k + 1) + ": expected " + (!blanks || !zero_blank ? "1" : "0") + ".." +
              std::to_string(N) + (zero_blank || !blanks ? "" : std::string(" or a blank ") + BLANKS) +
              (leading_zero ? " without leading zeros" : "") + ", found " + shown(w);
      return false;
    }
    grid[first + k] = value;
  }
  return true;
}

// A box per case: the line before a case, one of BOX_VALUES; makes its box the current one.
bool read_box_line(const std::vector<std::string>& lines, std::size_t l, const Reading& how, std::string& error) {
  std::string word = l < lines.size() ? lines[l] : "";
  while (how.lenient && !word.empty() && (word[0] == ' ' || word[0] == '\t')) word.erase(0, 1);
  bool digits = !word.empty() && word.size() <= 2 && (word.size() == 1 || word[0] != '0' || !how.strict);
  for (char c : word) digits = digits && c >= '0' && c <= '9';
  const int value = digits ? std::stoi(word) : 0;
  std::string values;
  bool allowed = false;
  for (int v : BOX_VALUES) {
    values += (values.empty() ? "" : ", ") + std::to_string(v);
    allowed = allowed || v == value;
  }
  if (!allowed) {
    error = "line " + std::to_string(l + 1) + ": expected the " + (BOX_LINE_IS_SIZE ? "grid's size" : "box side") +
            " (one of " + values + "), found " + (l < lines.size() ? shown(lines[l]) : std::string("the end"));
    return false;
  }
  int side = BOX_LINE_IS_SIZE ? 1 : value;
  while (BOX_LINE_IS_SIZE && side * side < value) ++side;
  use_box(side);
  return true;
}

// The box of a grid read: a box per case makes the grid's own the current one.
void use_box_of(const Grid& grid) {
  int side = 1;
  while (side * side * side * side < static_cast<int>(grid.size())) ++side;
  if (BOX_PER_CASE) use_box(side);
}

// WALLS: a case's digits apart from its walls, and the regions these enclose in cases.regions;
// false with cases.error (walls_text.cpp).
bool split_walls(Grid& grid, Cases& cases);

// Every case of a text, framed as the judge frames its inputs (or, with how.answers, its
// answers): the separator between or after cases, the terminator, the number of cases.
Cases read_cases(const std::vector<std::string>& lines, const Reading& how) {
  const Separator separator = how.answers ? OUTPUT_SEPARATOR : INPUT_SEPARATOR;
  const std::string terminator = how.answers ? "" : TERMINATOR;
  const bool exact = !how.lenient;  // the empty lines between cases as the judge writes them
  Cases cases;
  std::size_t pos = 0;
  bool terminated = false;
  const auto fail = [&](std::size_t l, const std::string& what) {
    cases.error = "line " + std::to_string(l + 1) + ": " + what;
    return cases;
  };
  long expected = -1;  // T, from the count line
  if (COUNT_LINE && !how.answers) {
    std::string word = lines.empty() ? "" : lines[0];
    while (how.lenient && !word.empty() && (word[0] == ' ' || word[0] == '\t')) word.erase(0, 1);
    bool digits = !word.empty() && word.size() <= 7 && (word.size() == 1 || word[0] != '0' || !how.strict);
    for (char c : word) digits = digits && c >= '0' && c <= '9';
    expected = digits ? std::stol(word) : 0;
    if (expected < 1 || expected > MAX_CASES) {
      return fail(0, "expected the number of cases T (1 <= T <= " + std::to_string(MAX_CASES) + "), found " +
                         (lines.empty() ? std::string("the end") : shown(lines[0])));
    }
    pos = 1;
  }
  while (true) {
    const std::size_t run_start = pos;
    while (pos < lines.size() && lines[pos].empty()) ++pos;
    const std::size_t run = pos - run_start;
    const std::size_t count = cases.grids.size();
    const bool at_end = pos == lines.size() || (expected >= 0 && static_cast<long>(count) == expected);
    const bool at_terminator = !at_end && !terminator.empty() && lines[pos] == terminator;
    if (exact && count > 0 && separator == AFTER_EACH) {
      if (run != 1) return fail(run_start, "expected one empty line after each case, found " + std::to_string(run));
    } else if (exact && run > 0 && (count == 0 || at_end || at_terminator)) {
      return fail(run_start, "unexpected empty line");
    }
    if (at_end || at_terminator) {
      terminated = at_terminator;
      if (at_terminator) ++pos;
      break;
    }
    if (MAX_CASES > 0 && expected < 0 && static_cast<int>(count) == MAX_CASES) {
      return fail(pos, "expected the end of the input after " + std::to_string(count) + " cases, found " + shown(lines[pos]));
    }
    if (exact && count > 0 && separator != AFTER_EACH && run != (separator == BETWEEN ? 1u : 0u)) {
      return fail(run_start, separator == BETWEEN ? "expected one empty line between cases, found " + std::to_string(run)
                                                  : "unexpected empty line between cases");
    }
    if (how.answers && PREFIX[0] != '\0') {  // a solved grid's: the line of its case's prefix first
      std::string wanted = case_prefix(count + 1);
      while (!wanted.empty() && (wanted.back() == ' ' || wanted.back() == '\t')) wanted.pop_back();
      if (pos >= lines.size() || lines[pos] != wanted) {
        return fail(pos, "expected the line '" + wanted + "', found " + (pos < lines.size() ? shown(lines[pos]) : std::string("the end")));
      }
      ++pos;
    }
    if (HEADER[0] != '\0' && !how.answers) {  // the case's header line
      std::string wanted = case_header(count + 1), found = pos < lines.size() ? lines[pos] : "";
      while (how.lenient && !found.empty() && (found.back() == ' ' || found.back() == '\t')) found.pop_back();
      if (pos >= lines.size() || found != wanted) {
        return fail(pos, "expected the line '" + wanted + "', found " + (pos < lines.size() ? shown(lines[pos]) : std::string("the end")));
      }
      ++pos;
    }
    if (BOX_PER_CASE && !how.answers) {  // the line that gives the case's box
      if (!read_box_line(lines, pos, how, cases.error)) {
        cases.error = "case " + std::to_string(count + 1) + ": " + cases.error;
        return cases;
      }
      ++pos;
    }
    if (BOX_PER_CASE && how.answers && how.sizes != nullptr) {  // an answer: its case's size
      if (count >= how.sizes->size()) {
        return fail(pos, "expected the end after " + std::to_string(count) + " grids, found " + shown(lines[pos]));
      }
      use_box_of((*how.sizes)[count]);
    }
    std::string line = pos < lines.size() ? lines[pos] : "";
    while (!how.strict && !line.empty() && (line.back() == ' ' || line.back() == '\t')) line.pop_back();
    if (how.answers && NO_SOLUTION[0] != '\0' && pos < lines.size() && line == NO_SOLUTION) {
      cases.grids.push_back(Grid(N * N, 0));  // no solution: a grid of blanks stands for it
      cases.first_lines.push_back(static_cast<int>(pos) + 1);
      ++pos;
      continue;
    }
    Grid grid(N * N);
    const int rows = LAYOUT == LINE ? 1 : N;
    for (int r = 0; r < rows; ++r) {
      if (!read_row(lines, pos + r, how, grid, r * N, LAYOUT == LINE ? N * N : N, cases.error)) {
        cases.error = "case " + std::to_string(count + 1) + ": " + cases.error;
        return cases;
      }
    }
    if constexpr (WALLS) {
      if (!how.answers && !split_walls(grid, cases)) {
        cases.error = "case " + std::to_string(count + 1) + " (line " + std::to_string(pos + 1) + "): " + cases.error;
        return cases;
      }
    }
    cases.grids.push_back(grid);
    cases.first_lines.push_back(static_cast<int>(pos) + 1);
    pos += static_cast<std::size_t>(rows);
  }
  if (expected >= 0 && static_cast<long>(cases.grids.size()) < expected) {
    return fail(pos, "expected " + std::to_string(expected) + " cases (the first line says so), found " +
                         std::to_string(cases.grids.size()));
  }
  if (!terminator.empty() && !terminated) {
    return fail(pos, std::string("expected the line '") + TERMINATOR + "' after the last case, found the end");
  }
  for (; pos < lines.size(); ++pos) {
    if (how.strict || !lines[pos].empty()) return fail(pos, "expected the end of the input, found " + shown(lines[pos]));
  }
  cases.empty = cases.grids.empty();
  if (cases.empty) cases.error = "no case at all";
  return cases;
}

// The cell name of the statement's convention: r1c1 is the top left.
std::string cell_name(int cell) { return "r" + std::to_string(cell / N + 1) + "c" + std::to_string(cell % N + 1); }

// The current case's houses: rows, columns, boxes or (WALLS) its regions, and the variant's
// (variant_houses.cpp). HOUSES_MADE counts their changes, for a search to build its tables again.
std::vector<int> REGION;  // WALLS: the current case's region of each cell (use_case())
long HOUSES_MADE = 0;

int box_of(int cell) { return WALLS ? REGION[cell] : (cell / N) / BOX_ROWS * BOX_ROWS + (cell % N) / BOX_COLUMNS; }

const char* variant_house(int a, int b);                      // the diagonal or window a and b share
void add_variant_houses(std::vector<std::vector<int>>& houses);  // the diagonals and windows

// The name of a house cells `a` and `b` share, nullptr for none.
const char* shared_house(int a, int b) {
  if (a / N == b / N) return "row";
  if (a % N == b % N) return "column";
  if (box_of(a) == box_of(b)) return WALLS ? "region" : "box";
  if constexpr (DIAGONALS || WINDOWS) {
    return variant_house(a, b);
  } else {
    return nullptr;
  }
}

// Every house of the current case, each the list of its N cells.
std::vector<std::vector<int>> all_houses() {
  std::vector<std::vector<int>> houses(3 * N);
  for (int cell = 0; cell < N * N; ++cell) {
    houses[cell / N].push_back(cell);
    houses[N + cell % N].push_back(cell);
    houses[2 * N + box_of(cell)].push_back(cell);
  }
  if constexpr (DIAGONALS || WINDOWS) add_variant_houses(houses);
  return houses;
}

// The first two equal digits in a house ("" if none), in reading order.
std::string conflict(const Grid& grid) {
  for (int b = 0; b < N * N; ++b) {
    for (int a = 0; a < b && grid[b] != 0; ++a) {
      if (grid[a] != grid[b]) continue;
      const char* house = shared_house(a, b);
      if (house != nullptr) {
        return std::string(house) + " has two " + SYMBOLS[grid[a] - 1] + "s (" + cell_name(a) + " and " + cell_name(b) + ")";
      }
    }
  }
  return "";
}

// Makes input case `i` of `cases` the current one: its box, and (WALLS) its regions.
void use_case(const Cases& cases, std::size_t i) {
  use_box_of(cases.grids[i]);
  if (WALLS) REGION = cases.regions[i], ++HOUSES_MADE;
}

// A solved grid as the answer writes it, each line ending in '\n'.
std::string grid_text(const Grid& grid) {
  std::string out;
  for (int cell = 0; cell < N * N; ++cell) {
    if (LAYOUT == INTEGERS && !WALLS) {  // (WALLS: an answer is N lines of N digits)
      out += std::to_string(grid[cell]) + (cell % N == N - 1 ? "\n" : " ");
    } else if (LAYOUT == TOKENS) {
      out += SYMBOLS[grid[cell] - 1];
      out += cell % N == N - 1 ? '\n' : ' ';
    } else {
      out += SYMBOLS[grid[cell] - 1];
      if (LAYOUT != LINE ? cell % N == N - 1 : cell == N * N - 1) out += '\n';
    }
  }
  return out;
}
