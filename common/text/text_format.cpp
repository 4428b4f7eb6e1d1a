// SPDX-License-Identifier: MIT
// Reading and writing grids in text, generic formats and judge profiles alike.
//
// Reading runs in two passes. The first splits the text into lines and deals with everything
// that is about bytes rather than Sudoku: the byte order mark, CR before LF, trailing
// whitespace and the final newline (lenient mode strips or accepts them, strict mode names
// them). The second walks those lines through the format's framing (count line, cases,
// separators, terminator) and layout, stopping at the first defect with its line and column.
// Nothing is guessed: a size is detected only when it has one box shape, and an input that
// is not exactly a format is an error, never a partial result.
#include "common/text/text_format.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cstdio>
#include <deque>

#include "common/text/line_kinds.hpp"
#include "common/text/walls.hpp"
#include "common/text/problem_file.hpp"

namespace sudokit {

namespace {

// Whether a line has a space or a tab (two finds: find_first_of(" \t") calls memchr once a
// character, and this runs on every line read).
bool has_blank(std::string_view text) {
  return text.find(' ') != std::string_view::npos || text.find('\t') != std::string_view::npos;
}

// One row per format: the generic ones, then each judge profile's (its problem statement's
// input format, as sudokit-verify validate --help lists them).
std::vector<TextFormat> make_formats() {
  constexpr Shape kNine{3, 3};
  constexpr Shape kSixteen{4, 4};
  // A row: its name, title and layout; the lambdas below set what differs from the defaults.
  const auto row = [](const char* name, const char* title, Layout layout) {
    TextFormat format;
    format.name = name;
    format.title = title;
    format.layout = layout;
    return format;
  };
  const auto generic = [&](const char* name, const char* title, Layout layout) {
    TextFormat format = row(name, title, layout);
    format.any_layout = true;
    if (layout != Layout::line) {
      format.input_separator = Separator::between;
      format.output_separator = Separator::between;
    }
    if (layout == Layout::ints) format.blanks = "0";
    return format;
  };
  // One 9x9 grid of integers, 0 = blank (Luogu P1074; P1784, the same input, is a problem file).
  const auto luogu = [&](const char* name, const char* title) {
    TextFormat format = row(name, title, Layout::ints);
    format.shape = kNine;
    format.alphabet = "123456789";
    format.blanks = "0";
    format.max_cases = 1;
    return format;
  };
  TextFormat p1074 = luogu("p1074", "NOIP 2009 / Luogu P1074 target sudoku: one 9x9 grid of integers");
  p1074.answer = Answer::integer;
  TextFormat pretty = generic("pretty", "N lines with box lines ('|', '-+-') for reading by eye",
                              Layout::pretty);
  TextFormat hdu6341 = row("hdu6341", "HDU 6341 Let Sudoku Rotate: T, then T solved 16x16 grids of 0-9A-F",
                           Layout::grid);
  hdu6341.shape = kSixteen;
  hdu6341.alphabet = "0123456789ABCDEF";
  hdu6341.blanks = "";
  hdu6341.blanks_allowed = false;
  hdu6341.count_header = true;
  hdu6341.max_cases = 1000;
  hdu6341.answer = Answer::integer;
  std::vector<TextFormat> formats = {
      generic("line", "one puzzle per line, N^2 symbols, blank '.', '0' or '-'", Layout::line),
      generic("grid", "N lines of N symbols, blank '.', '0' or '-'; empty line between", Layout::grid),
      generic("ints", "N lines of N integers, 0 = blank (any N); an empty line between puzzles",
              Layout::ints),
      pretty,
  };
  // The Sudoku profiles: problem files, read as a user's are (common/text/problems/).
  for (const BuiltinProblem& file : builtin_problem_files()) {
    ParseError error;
    auto format = read_problem_file(file.text, std::string(file.name) + ".yaml", &error);
    if (!format) {  // a defect of the build, which the tests catch first
      std::fprintf(stderr, "sudokit: the built-in problem file %s\n", error.to_string().c_str());
      std::abort();
    }
    formats.push_back(std::move(*format));
  }
  formats.push_back(p1074);
  formats.push_back(hdu6341);
  return formats;
}

constexpr std::string_view kDigitsThenLetters = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr std::string_view kLetters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr std::string_view kZeroBased = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

std::string describe_byte(char c) {
  switch (c) {
    case ' ': return "a space";
    case '\t': return "a tab";
    case '\r': return "a carriage return";
    default: break;
  }
  const auto byte = static_cast<unsigned char>(c);
  if (byte >= 0x21 && byte < 0x7f) return std::string("'") + c + "'";
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, "byte 0x%02X", byte);
  return buffer;
}

std::string quote(std::string_view text) {
  constexpr std::size_t kShown = 20;
  std::string shown(text.substr(0, kShown));
  for (char& c : shown) {
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) c = '?';
  }
  return "'" + shown + (text.size() > kShown ? "...'" : "'");
}

struct Line {
  std::string_view text;
  int number = 0;
  // A line read otherwise than as written (line_kinds.hpp): box separators taken out, or a
  // grid id's cells; its text is the rewrite's, and messages name the columns written.
  const RewrittenLine* rewrite = nullptr;
  bool whole = false;  // a grid id: the whole puzzle, in the line layout
  // A line of a variant's blocks after a puzzle (generic formats, leniently): its header
  // ("houses: x", "regions:", "cages:", "sums: a=10 ..."), or a row of a region or cage map.
  enum class Part { cells, houses, regions, cages, sums, map_row };
  Part part = Part::cells;
};

// Which block header a line is ("houses:", "regions:", "cages:", "sums:"), or cells.
Line::Part block_header(std::string_view text) {
  while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
  const std::pair<const char*, Line::Part> headers[] = {
      {"houses:", Line::Part::houses}, {"regions:", Line::Part::regions}, {"cages:", Line::Part::cages}, {"sums:", Line::Part::sums}};
  for (const auto& [word, part] : headers) {
    if (text.substr(0, std::string_view(word).size()) == word) return part;
  }
  return Line::Part::cells;
}

// The symbols a variant's blocks name regions and cages with, where there are few enough.
constexpr std::string_view kMapSymbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
constexpr std::string_view kCageSymbols = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

}  // namespace

const std::vector<TextFormat>& text_formats() {
  static const std::vector<TextFormat> formats = make_formats();
  return formats;
}

namespace {
std::deque<TextFormat>& added_formats() {  // stable addresses
  static std::deque<TextFormat> added;
  return added;
}
}  // namespace

const TextFormat* find_text_format(std::string_view name) {
  for (const TextFormat& format : text_formats()) {
    if (format.name == name) return &format;
  }
  for (const TextFormat& format : added_formats()) {
    if (format.name == name) return &format;
  }
  return nullptr;
}

const TextFormat* add_text_format(TextFormat format) {
  if (find_text_format(format.name) != nullptr) return nullptr;
  return &added_formats().emplace_back(std::move(format));
}

bool is_builtin_format(const TextFormat& format) {
  const auto& table = text_formats();
  return &format >= table.data() && &format < table.data() + table.size();
}

const TextFormat& detect_text_format(std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<std::string_view> lines;  // from the first line with a symbol; comments, titles out
  std::size_t start = 0;
  while (start < text.size() && lines.size() <= static_cast<std::size_t>(Shape::kMaxSize) + 1) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    while (!line.empty() && (line.back() == ' ' || line.back() == '\t' || line.back() == '\r')) {
      line.remove_suffix(1);
    }
    const std::size_t first = line.find_first_not_of(" \t");
    if (first != std::string_view::npos && line[first] == '#') continue;  // a comment
    const LineClass kind = classify_line(line, "");
    if (kind.kind == LineKind::rule || kind.separators) return *find_text_format("pretty");
    if (kind.kind == LineKind::grid_id) return *find_text_format("line");
    if (kind.kind == LineKind::title || kind.kind == LineKind::section) continue;
    if (!line.empty() || !lines.empty()) lines.push_back(line);
  }
  const auto width = [](std::string_view line) {  // symbols, or integers when spaced
    if (!has_blank(line)) return line.size();
    std::size_t tokens = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
      const bool space = line[i] == ' ' || line[i] == '\t';
      if (!space && (i == 0 || line[i - 1] == ' ' || line[i - 1] == '\t')) ++tokens;
    }
    return tokens;
  };
  const char* name = "line";
  if (!lines.empty()) {
    const std::string_view first = lines.front();
    const bool spaced = has_blank(first);
    const std::size_t n = width(first);
    std::size_t same = 0;
    while (same < lines.size() && width(lines[same]) == n) ++same;
    if (n <= static_cast<std::size_t>(Shape::kMaxSize) && same >= n) name = spaced ? "ints" : "grid";
  }
  return *find_text_format(name);
}

std::string default_alphabet(int n) {
  if (n == 25) return std::string(kLetters.substr(0, 25));
  if (n < 1 || n > static_cast<int>(kDigitsThenLetters.size())) return "";
  return std::string(kDigitsThenLetters.substr(0, static_cast<std::size_t>(n)));
}

std::string resolve_alphabet(std::string_view spec, int n, std::string* error) {
  const auto size = static_cast<std::size_t>(n);
  auto named = [&](std::string_view symbols) -> std::string {
    if (size > symbols.size()) {
      if (error) *error = "alphabet '" + std::string(spec) + "' has only " +
                          std::to_string(symbols.size()) + " symbols; size " +
                          std::to_string(n) + " needs the ints format";
      return "";
    }
    return std::string(symbols.substr(0, size));
  };
  if (spec == "digits") return named(kDigitsThenLetters);
  if (spec == "letters") return named(kLetters);
  if (spec == "hex") return named(kZeroBased);
  if (spec.size() != size) {
    if (error) *error = "alphabet '" + std::string(spec) + "' has " + std::to_string(spec.size()) +
                        " symbols but the grid has " + std::to_string(n) +
                        " digits (or name one: digits, letters, hex)";
    return "";
  }
  for (std::size_t i = 0; i < spec.size(); ++i) {
    const auto byte = static_cast<unsigned char>(spec[i]);
    if (byte <= 0x20 || byte >= 0x7f || spec[i] == '.' ||
        spec.find(spec[i]) != i) {
      if (error) *error = "alphabet '" + std::string(spec) + "': symbol " + describe_byte(spec[i]) +
                          " is repeated, blank-like or not printable ASCII";
      return "";
    }
  }
  return std::string(spec);
}

std::string describe_symbols(std::string_view symbols) {
  std::string out;
  std::size_t i = 0;
  while (i < symbols.size()) {
    std::size_t j = i;
    while (j + 1 < symbols.size() && symbols[j + 1] == symbols[j] + 1) ++j;
    if (!out.empty()) out += ", ";
    out += symbols[i];
    if (j > i) {
      out += j == i + 1 ? ", " : "-";
      out += symbols[j];
    }
    i = j + 1;
  }
  return out;
}

std::string ParseError::to_string() const {
  std::string out = source;
  if (line > 0) out += ":" + std::to_string(line);
  if (line > 0 && column > 0) out += ":" + std::to_string(column);
  out += ": ";
  if (puzzle > 0) out += unit + " " + std::to_string(puzzle) + ": ";
  return out + message;
}

TextFormat answer_format(const TextFormat& profile) {
  TextFormat answers = profile;
  answers.name = profile.name + " answer";
  answers.blanks = "";
  answers.blanks_allowed = false;
  answers.count_header = false;
  answers.terminator = "";
  answers.input_separator = profile.output_separator;
  answers.promise = Promise::nothing;
  answers.case_header = "";
  answers.none_lines = profile.task == Task::solve && !profile.no_solution.empty();
  answers.prefix_lines = (profile.task == Task::solve || profile.task == Task::smallest ||
                          profile.task == Task::solve_or_none) && !profile.case_prefix.empty();
  answers.box_values.clear();  // (an answer's grids are the input's sizes, with no box line)
  if (profile.walls) {  // an answer with walls is a grid of digits (HDU 4069's)
    answers.walls = false;
    answers.layout = Layout::grid;
  }
  return answers;
}

std::string numbered_line(const std::string& pattern, std::size_t k) {
  std::string out;
  const std::string number = std::to_string(k);
  for (std::size_t at = 0; at < pattern.size();) {
    if (pattern.compare(at, 3, "{k}") == 0) {
      out += number;
      at += 3;
    } else if (pattern.compare(at, 4, "{k:0") == 0 && at + 6 <= pattern.size() && pattern[at + 4] >= '1' &&
               pattern[at + 4] <= '9' && pattern[at + 5] == '}') {
      const std::size_t width = static_cast<std::size_t>(pattern[at + 4] - '0');
      out += std::string(width > number.size() ? width - number.size() : 0, '0') + number;
      at += 6;
    } else {
      out += pattern[at++];
    }
  }
  return out;
}

std::string case_prefix_of(const TextFormat& format, std::size_t k) { return numbered_line(format.case_prefix, k); }

std::string case_header_of(const TextFormat& format, std::size_t k) { return numbered_line(format.case_header, k); }

std::string format_alphabet(const TextFormat& format, const Shape& shape) {
  if (format.alphabet.empty()) return default_alphabet(shape.size());
  // (a box per case: the symbols of the largest size, of which each size takes the first N)
  return format.box_per_case() ? format.alphabet.substr(0, static_cast<std::size_t>(shape.size())) : format.alphabet;
}

Shape TextFormat::case_shape(int value) const {
  if (!box_line_size) return Shape{value, value};
  int side = 1;
  while ((side + 1) * (side + 1) <= value) ++side;
  return Shape{side, side};
}

// ---------------------------------------------------------------------------------------------
// Reading

namespace {

class Reader {
 public:
  using Tokens = std::vector<std::pair<std::string_view, int>>;  // word, 1-based column

  Reader(std::string_view text, const TextFormat& format, const ReadOptions& options)
      : text_(text), format_(format), options_(options),
        flexible_(format.any_layout && !options.strict) {}

  ReadResult run() {
    if (split_lines()) flexible_ ? read_any_layout() : read_cases();
    ReadResult result;
    if (error_) {
      result.error = std::move(error_);
      result.set.skipped_lines = std::move(set_.skipped_lines);  // (a file of comments says so)
    } else {
      result.set = std::move(set_);
      with_variant(result.set);
    }
    return result;
  }

  // --variant: the read puzzles that name no variant of their own get its houses.
  // A problem's grid.variant: every case gets its houses (a case with walls has them already).
  void with_variant(PuzzleSet& set) const {
    const bool diagonals = options_.variant.diagonals || format_.variant.diagonals;
    const bool windows = options_.variant.windows || format_.variant.windows;
    if (!diagonals && !windows) return;
    for (Grid& puzzle : set.puzzles) {
      if (!puzzle.geometry().classic()) continue;
      std::string error;  // (a box per case: each its own shape's)
      const GeometryPtr geometry = Geometry::make(puzzle.shape(), Rules{diagonals, windows, {}, {}}, &error);
      if (!geometry) continue;  // (never: every box of sides 2 and up has windows)
      Grid grid(geometry);
      for (int cell = 0; cell < geometry->cells(); ++cell) grid.set(cell, puzzle.at(cell));
      puzzle = std::move(grid);
    }
  }

 private:
  bool fail(int line, int column, std::string message, int puzzle = -1) {
    if (!error_ && column > 0) column = written_column(line, column);
    if (!error_) {
      error_ = ParseError{options_.source, line, column, puzzle < 0 ? case_number_ : puzzle,
                          std::move(message)};
    }
    return false;
  }

  // The column of the file a column of line `number`'s text stands for (they differ on a
  // rewritten line).
  int written_column(int number, int column) const {
    const auto at = std::lower_bound(lines_.begin(), lines_.end(), number,
                                     [](const Line& line, int n) { return line.number < n; });
    if (at == lines_.end() || at->number != number || at->rewrite == nullptr) return column;
    const std::vector<int>& columns = at->rewrite->columns;
    return columns[std::min(static_cast<std::size_t>(column - 1), columns.size() - 1)];
  }

  void fail_empty() {  // no case at all
    if (error_) return;
    fail(end_line(), 1, "expected a puzzle, found the end of the input", 0);
    error_->kind = ParseError::Kind::empty;
  }

  bool blank(std::size_t i) const { return lines_[i].text.empty(); }
  int end_line() const {  // the line number just past the input, for "found the end" errors
    return lines_.empty() ? 1 : lines_.back().number + (ends_with_newline_ ? 1 : 0);
  }

  // Pass one: bytes to lines.
  bool split_lines() {
    std::string_view text = text_;
    if (text.substr(0, 3) == "\xEF\xBB\xBF") {
      if (options_.strict) return fail(1, 1, "byte order mark at the start of the file", 0);
      text.remove_prefix(3);
    }
    ends_with_newline_ = !text.empty() && text.back() == '\n';
    if (flexible_ && !text_bytes(text)) return false;
    std::vector<RawLine> raw;  // flexible: the lines before read_foreign_lines()
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
      std::size_t end = text.find('\n', start);
      if (end == std::string_view::npos) end = text.size();
      std::string_view line = text.substr(start, end - start);
      ++number;
      std::size_t keep = line.size();
      while (keep > 0 && (line[keep - 1] == ' ' || line[keep - 1] == '\t' || line[keep - 1] == '\r' ||
                          (flexible_ && line[keep - 1] == '\f'))) {  // (a page break, in a file of text)
        --keep;
      }
      if (options_.strict && keep < line.size()) {
        const bool cr = line[keep] == '\r' || line.back() == '\r';
        const std::size_t at = cr ? line.find('\r', keep) : keep;
        return fail(number, static_cast<int>(at) + 1,
                    cr ? "found a carriage return (CRLF line ending); expected LF only"
                       : "trailing " + describe_byte(line[keep]).substr(2) + " at the end of the line",
                    0);
      }
      if (!flexible_) {
        lines_.push_back({line.substr(0, keep), number});
      } else if (comment(line.substr(0, keep))) {
        set_.skipped_lines.push_back(number);
      } else {
        raw.push_back({line.substr(0, keep), number, classify_line(line.substr(0, keep), options_.alphabet)});
      }
      start = end + 1;
    }
    if (flexible_) read_foreign_lines(raw);
    if (options_.strict && !text.empty() && !ends_with_newline_) {
      return fail(number, static_cast<int>(lines_.back().text.size()) + 1,
                  "missing newline at the end of the file", 0);
    }
    return true;
  }

  struct RawLine {
    std::string_view text;
    int number = 0;
    LineClass kind;
  };

  // A puzzle file is text: a control byte (other than tab, CR, LF and form feed) says it is
  // not, before any of it is read as puzzles.
  bool text_bytes(std::string_view text) {
    if (text.size() >= 2 && ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF'))) {
      return fail(1, 1, "UTF-16 text: save the file as UTF-8 (or ASCII)", 0);
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
      const auto byte = static_cast<unsigned char>(text[i]);
      if ((byte < 0x20 && byte != '\t' && byte != '\n' && byte != '\r' && byte != '\f') || byte == 0x7f) {
        int line = 1;
        std::size_t line_start = 0;
        for (std::size_t k = 0; k < i; ++k) {
          if (text[k] == '\n') ++line, line_start = k + 1;
        }
        return fail(line, static_cast<int>(i - line_start) + 1,
                    "not a text file: found " + describe_byte(text[i]) + " (a puzzle file holds text)", 0);
      }
    }
    return true;
  }

  // The generic formats, leniently: the lines as read_any_layout() takes them. Box rules go;
  // separators come out of the cells' lines; titles and section headers are skipped (counted
  // in set_.skipped_lines) and end the grid before them as an empty line does, so that a
  // defect in one puzzle never runs into the next; the lines of a section that holds no
  // puzzle ("[State]") are skipped too; grid ids are read as the line of their cells.
  void read_foreign_lines(const std::vector<RawLine>& raw) {
    bool other_section = false;
    bool map_rows = false;  // after "regions:" or "cages:", up to an empty line or the next header
    for (std::size_t k = 0; k < raw.size(); ++k) {
      const RawLine& line = raw[k];
      const Line blank_line{std::string_view(), line.number};
      if (line.text.empty()) {
        lines_.push_back(blank_line);
        map_rows = false;
        continue;
      }
      if (const Line::Part header = block_header(line.text); header != Line::Part::cells || map_rows) {
        Line block{line.text, line.number};
        block.part = header != Line::Part::cells ? header : Line::Part::map_row;
        map_rows = header == Line::Part::regions || header == Line::Part::cages || (map_rows && header == Line::Part::cells);
        lines_.push_back(block);
        continue;
      }
      LineKind kind = line.kind.kind;
      if (kind == LineKind::title || kind == LineKind::section) {
        if (line.text.find('[') != std::string_view::npos) other_section = kind == LineKind::section;
        set_.skipped_lines.push_back(line.number);
        lines_.push_back(blank_line);
        continue;
      }
      if (other_section) {
        set_.skipped_lines.push_back(line.number);
        continue;
      }
      bool separators = line.kind.separators;
      if (kind == LineKind::dash_rule) {  // a rule, or cells: a row of '-' blanks ("---|---|---")
        kind = dash_rule_here(raw, k) ? LineKind::rule : LineKind::cells;
        separators = line.text.find('|') != std::string_view::npos;
      }
      if (kind == LineKind::rule) continue;
      if (kind == LineKind::grid_id) {
        const RewrittenLine& id = rewrites_.emplace_back(read_grid_id(line.text));
        lines_.push_back({id.text, line.number, &id, true});
        continue;
      }
      if (!separators) {
        lines_.push_back({line.text, line.number});
        continue;
      }
      const RewrittenLine& cells = rewrites_.emplace_back(strip_separators(line.text, options_.alphabet));
      if (!cells.text.empty()) lines_.push_back({cells.text, line.number, &cells});
    }
  }

  // Whether the dash line raw[k] is a rule of its grid: from the nearest line of cells before
  // it in its grid (else after it).
  bool dash_rule_here(const std::vector<RawLine>& raw, std::size_t k) const {
    const auto is_cells = [&](std::size_t i) { return raw[i].kind.kind == LineKind::cells; };
    std::size_t at = raw.size();
    for (std::size_t i = k; i-- > 0 && !raw[i].text.empty();) {
      if (is_cells(i)) {
        at = i;
        break;
      }
    }
    for (std::size_t i = k + 1; at == raw.size() && i < raw.size() && !raw[i].text.empty(); ++i) {
      if (is_cells(i)) at = i;
    }
    if (at == raw.size()) return false;
    const RewrittenLine cells = strip_separators(raw[at].text, options_.alphabet);
    return resolve_dash_rule(raw[k].kind, raw[at].kind.separators, width(cells.text));
  }

  // Pass two: lines to cases.
  void read_cases() {
    std::size_t pos = 0;
    long expected_cases = -1;
    if (format_.count_header) {
      if (!read_count(pos, expected_cases)) return;
      ++pos;
    }
    bool terminated = false;
    int cases = 0;
    while (true) {
      const std::size_t run_start = pos;
      while (pos < lines_.size() && blank(pos)) ++pos;
      const std::size_t run = pos - run_start;
      const bool at_end = pos == lines_.size();
      const bool at_terminator =
          !at_end && !format_.terminator.empty() && lines_[pos].text == format_.terminator;
      const bool cases_done = expected_cases >= 0 && cases == expected_cases;
      const bool more = !(at_end || at_terminator || cases_done);
      const bool separators = options_.strict || options_.strict_separators;
      if (separators && cases > 0 && format_.input_separator == Separator::after_each) {
        if (run != 1) {
          return (void)fail(lines_[std::min(run_start, lines_.size() - 1)].number +
                                (run_start == lines_.size() ? 1 : 0),
                            1, "expected one empty line after each case, found " + std::to_string(run), 0);
        }
      } else if (separators && run > 0 && (cases == 0 || !more)) {
        return (void)fail(lines_[run_start].number, 1, "unexpected empty line", 0);
      }
      if (at_end || at_terminator || cases_done) {
        terminated = at_terminator;
        if (at_terminator) ++pos;
        break;
      }
      if (format_.max_cases > 0 && expected_cases < 0 && cases == format_.max_cases) {
        return (void)fail(lines_[pos].number, 1,
                          "expected the end of the input after " + plural(cases, "case") +
                              ", found " + quote(lines_[pos].text),
                          0);
      }
      if (separators && cases > 0 && format_.input_separator != Separator::after_each) {
        const std::size_t wanted = format_.input_separator == Separator::between ? 1 : 0;
        if (run != wanted) {
          return (void)fail(lines_[run_start].number, 1,
                            wanted == 1 ? "expected one empty line between cases, found " +
                                              std::to_string(run)
                                        : "unexpected empty line between cases",
                            0);
        }
      }
      case_number_ = ++cases;
      if (!read_case(pos)) return;
      case_number_ = 0;
    }
    if (!format_.terminator.empty() && !terminated) {
      return (void)fail(end_line(), 1,
                        "missing terminator: expected a line '" + format_.terminator +
                            "' after the last case, found the end of the input",
                        0);
    }
    if (expected_cases >= 0 && cases < expected_cases) {
      return (void)fail(end_line(), 1,
                        "expected " + plural(static_cast<int>(expected_cases), "case") +
                            " (the first line says so), found " + std::to_string(cases),
                        0);
    }
    for (; pos < lines_.size(); ++pos) {
      if (options_.strict || !blank(pos)) {
        return (void)fail(lines_[pos].number, 1,
                          "expected the end of the input, found " +
                              (blank(pos) ? std::string("an empty line") : quote(lines_[pos].text)),
                          0);
      }
    }
    if (cases == 0) return fail_empty();
    if (format_.box_per_case()) {  // the set's shape is its first case's; the symbols, every size's
      set_.shape = set_.puzzles.front().shape();
      if (!format_.alphabet.empty()) set_.alphabet = format_.alphabet;
    }
  }

  static std::string plural(int count, const std::string& noun) {
    return std::to_string(count) + " " + noun + (count == 1 ? "" : "s");
  }

  bool read_count(std::size_t pos, long& count) {
    const std::string what = "the number of cases T (1 <= T <= " +
                             std::to_string(format_.max_cases) + ")";
    if (pos >= lines_.size()) return fail(end_line(), 1, "expected " + what + ", found the end of the input", 0);
    std::string_view text = lines_[pos].text;
    if (!options_.strict) {
      while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    }
    long value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    const bool digits_only = ec == std::errc() && end == text.data() + text.size() && text[0] != '-';
    if (!digits_only || value < 1 || value > format_.max_cases ||
        (options_.strict && text.size() > 1 && text[0] == '0')) {
      return fail(lines_[pos].number, 1, "expected " + what + ", found " + quote(lines_[pos].text), 0);
    }
    count = value;
    return true;
  }

  // Fixes the shape (from the format, --box or the size) and builds the symbol table.
  // Called once, at the first case; later cases are held to that shape by their own checks.
  // `found` describes what gave N, for the message when N has no unambiguous shape.
  bool set_shape(int n, int line, int column, const std::string& found) {
    if (known_) return true;
    if (case_shape_) {
      set_.shape = *case_shape_;
    } else if (format_.shape) {
      set_.shape = *format_.shape;
    } else if (options_.shape) {
      set_.shape = *options_.shape;
    } else if (named_shape_) {
      set_.shape = *named_shape_;
    } else {
      std::string why;
      const auto shape = shape_for_size(n, &why);
      if (!shape) return fail(line, column, found + ": " + why);
      set_.shape = *shape;
    }
    known_ = true;
    const int size = set_.shape.size();
    std::string error;
    if (!options_.alphabet.empty() && format_.alphabet.empty()) {
      set_.alphabet = resolve_alphabet(options_.alphabet, size, &error);
      if (set_.alphabet.empty()) return fail(0, 0, error, 0);
    } else {
      set_.alphabet = format_alphabet(format_, set_.shape);
    }
    if (set_.alphabet.empty() && format_.layout != Layout::ints) {
      return fail(0, 0, "size " + std::to_string(size) + " has no default symbols: use --format ints or --alphabet", 0);
    }
    symbol_.fill(-1);
    blank_symbols_.clear();
    if (format_.blanks_allowed) {
      for (char c : format_.blanks) {
        if (set_.alphabet.find(c) == std::string::npos) {
          symbol_[static_cast<unsigned char>(c)] = 0;
          blank_symbols_ += c;
        }
      }
    }
    for (std::size_t d = 0; d < set_.alphabet.size(); ++d) {
      symbol_[static_cast<unsigned char>(set_.alphabet[d])] = static_cast<int>(d) + 1;
    }
    return true;
  }

  std::string expected_symbol() const {
    std::string out = "a symbol " + describe_symbols(set_.alphabet);
    if (!blank_symbols_.empty()) {
      out += " or a blank";
      for (std::size_t i = 0; i < blank_symbols_.size(); ++i) {
        out += std::string(i == 0 ? " '" : "/'") + blank_symbols_[i] + "'";
      }
    }
    return out;
  }

  // Decodes `count` symbols of `text` into cells first_cell.. of the current grid.
  bool decode_symbols(const Line& line, Grid& grid, int first_cell, int count) {
    const std::string_view text = line.text;
    const auto wanted = static_cast<std::size_t>(count);
    if (text.size() != wanted) {
      const std::size_t column = std::min(text.size(), wanted) + 1;
      return fail(line.number, static_cast<int>(column),
                  "expected " + plural(count, "symbol") + ", found " + std::to_string(text.size()));
    }
    for (std::size_t i = 0; i < text.size(); ++i) {
      const int digit = symbol_[static_cast<unsigned char>(text[i])];
      if (digit < 0) {
        std::string message = "expected " + expected_symbol() + ", found " + describe_byte(text[i]);
        if (format_.alphabet.empty() && options_.alphabet.empty() &&
            std::isalnum(static_cast<unsigned char>(text[i]))) {
          message += " (other symbols: --alphabet, or a --format profile)";
        }
        return fail(line.number, static_cast<int>(i) + 1, message);
      }
      grid.set(first_cell + static_cast<int>(i), digit);
    }
    return true;
  }

  // A box per case: the line before the case gives its shape, and the symbols follow it.
  bool read_box_line(std::size_t& pos) {
    std::string values;
    for (int v : format_.box_values) values += (values.empty() ? "" : ", ") + std::to_string(v);
    const std::string what = std::string(format_.box_line_size ? "the grid's size N" : "the box side n") +
                             " (one of " + values + ")";
    const Line& line = lines_[pos];
    std::string_view text = line.text;
    if (!options_.strict) {
      while (!text.empty() && (text.front() == ' ' || text.front() == '\t')) text.remove_prefix(1);
    }
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    const bool digits_only = !text.empty() && ec == std::errc() && end == text.data() + text.size() && text[0] != '-' &&
                             text[0] != '+';
    const bool allowed = std::find(format_.box_values.begin(), format_.box_values.end(), value) !=
                         format_.box_values.end();
    if (!digits_only || !allowed || (options_.strict && text.size() > 1 && text[0] == '0')) {
      return fail(line.number, 1, "expected " + what + ", found " + quote(line.text));
    }
    known_ = false;
    case_shape_ = format_.case_shape(value);
    ++pos;
    if (pos >= lines_.size()) {
      return fail(end_line(), 1, "expected the case's first row, found the end of the input");
    }
    return true;
  }

  // An answer's case: the line of its prefix first; an input's: its header line, where the
  // format has one (trailing blanks free where reading is lenient).
  bool read_numbered_line(std::size_t& pos, const std::string& pattern) {
    std::string wanted = numbered_line(pattern, static_cast<std::size_t>(case_number_));
    const Line& line = lines_[pos];
    std::string_view found = line.text;
    if (!options_.strict) {
      while (!wanted.empty() && (wanted.back() == ' ' || wanted.back() == '\t')) wanted.pop_back();
      while (!found.empty() && (found.back() == ' ' || found.back() == '\t')) found.remove_suffix(1);
    }
    if (found != wanted) return fail(line.number, 1, "expected the line " + quote(wanted) + ", found " + quote(line.text));
    ++pos;
    if (pos >= lines_.size()) return fail(end_line(), 1, "expected the case's grid, found the end of the input");
    return true;
  }

  // Whether a line is the words for no solution (trailing blanks free where reading is lenient).
  bool none_line(std::string_view text) const {
    while (!options_.strict && !text.empty() && (text.back() == ' ' || text.back() == '\t')) text.remove_suffix(1);
    return text == format_.no_solution;
  }

  bool read_case(std::size_t& pos) {
    if (format_.prefix_lines && !read_numbered_line(pos, format_.case_prefix)) return false;
    if (!format_.case_header.empty() && !read_numbered_line(pos, format_.case_header)) return false;
    if (format_.box_per_case() && !read_box_line(pos)) return false;
    if (!options_.case_shapes.empty()) {  // an answer: the grid at its case's size
      const std::size_t k = std::min(static_cast<std::size_t>(case_number_ > 0 ? case_number_ - 1 : 0),
                                     options_.case_shapes.size() - 1);
      if (!case_shape_ || !(*case_shape_ == options_.case_shapes[k])) {
        known_ = false;
        case_shape_ = options_.case_shapes[k];
      }
    }
    const Line& first = lines_[pos];
    if (format_.none_lines && none_line(first.text)) {  // no solution: a grid of blanks stands for it
      if (!set_shape(0, first.number, 1, "the line " + quote(first.text))) return false;
      Grid none(set_.shape);
      return finish(none, pos, 1);
    }
    switch (format_.layout) {
      case Layout::line: {
        const int length = static_cast<int>(first.text.size());
        int n = 0;
        while ((n + 1) * (n + 1) <= length) ++n;
        if (!known_ && !format_.shape && !options_.shape && (n * n != length || n == 0)) {
          return fail(first.number, 1,
                      "a line of " + plural(length, "symbol") +
                          " is no square grid (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25)");
        }
        const std::string found = "a line of " + plural(length, "symbol") + " (" +
                                  std::to_string(n) + "x" + std::to_string(n) + ")";
        if (!set_shape(n, first.number, 1, found)) return false;
        Grid grid(set_.shape);
        if (!decode_symbols(first, grid, 0, set_.shape.cells())) return false;
        return finish(grid, pos, 1);
      }
      case Layout::grid: {
        const int n = static_cast<int>(first.text.size());
        if (!set_shape(n, first.number, 1, "a row of " + plural(n, "symbol"))) {
          return false;
        }
        const int size = set_.shape.size();
        return read_rows(pos, [&](const Line& line, Grid& grid, int row) {
          return decode_symbols(line, grid, row * size, size);
        });
      }
      case Layout::ints: {
        Tokens tokens;
        if (!split_ints(first, tokens)) return false;
        const int n = static_cast<int>(tokens.size());
        if (!set_shape(n, first.number, 1, "a row of " + plural(n, "integer"))) {
          return false;
        }
        if (format_.walls) return read_walls(pos, tokens);
        return read_rows(pos, [&](const Line& line, Grid& grid, int row) {
          return (row == 0 || split_ints(line, tokens)) && decode_ints(line, tokens, grid, row);
        });
      }
      case Layout::tokens: {
        Tokens tokens;
        if (!split_ints(first, tokens)) return false;
        const int n = static_cast<int>(tokens.size());
        if (!set_shape(n, first.number, 1, "a row of " + plural(n, "symbol"))) return false;
        return read_rows(pos, [&](const Line& line, Grid& grid, int row) {
          return (row == 0 || split_ints(line, tokens)) && decode_tokens(line, tokens, grid, row);
        });
      }
      case Layout::pretty:  // (box-drawn grids are read leniently, with any_layout)
        return fail(first.number, 1, "box-drawn grids are read leniently only, not by validators");
    }
    return false;
  }

  // Reads the N rows of a grid starting at line `pos`, each through decode_row.
  template <class DecodeRow>
  bool read_rows(std::size_t& pos, const DecodeRow& decode_row) {
    Grid grid(set_.shape);
    const int size = set_.shape.size();
    for (int row = 0; row < size; ++row) {
      const std::size_t i = pos + static_cast<std::size_t>(row);
      if (!row_present(i, row) || !decode_row(lines_[i], grid, row)) return false;
    }
    return finish(grid, pos, static_cast<std::size_t>(size));
  }

  bool row_present(std::size_t i, int row) {
    const int n = set_.shape.size();
    const std::string what = "row " + std::to_string(row + 1) + " of " + std::to_string(n);
    if (i >= lines_.size()) return fail(end_line(), 1, "expected " + what + ", found the end of the input");
    if (blank(i)) return fail(lines_[i].number, 1, "expected " + what + ", found an empty line");
    return true;
  }

  bool finish(Grid& grid, std::size_t& pos, std::size_t lines_used) {
    set_.first_lines.push_back(lines_[pos].number);
    set_.puzzles.push_back(std::move(grid));
    pos += lines_used;
    return true;
  }

  // What a token of the layout is, for the messages.
  const char* token_word() const { return format_.layout == Layout::tokens ? "symbol" : "integer"; }

  // Splits a line of integers (or of symbols as words): single spaces in strict mode, any spaces
  // and tabs in lenient.
  bool split_ints(const Line& line, Tokens& tokens) {
    const std::string_view text = line.text;
    for (std::size_t i = 0; options_.strict && i < text.size(); ++i) {
      if ((text[i] == ' ' || text[i] == '\t') && (text[i] == '\t' || i == 0 || text[i - 1] == ' ')) {
        const std::string found = text[i] == '\t' ? "a tab"
                                  : i == 0          ? "a space at the start of the line"
                                                    : "two spaces in a row";
        return fail(line.number, static_cast<int>(i) + 1,
                    "expected a single space between " + std::string(token_word()) + "s, found " + found);
      }
    }
    tokens = words(text);
    return true;
  }

  // A line of `count` integers (or words), or the defect at the first one too many or missing.
  bool token_count(const Line& line, const Tokens& tokens, int count) {
    if (static_cast<int>(tokens.size()) == count) return true;
    const int column = static_cast<int>(tokens.size()) > count
                           ? tokens[static_cast<std::size_t>(count)].second
                           : static_cast<int>(line.text.size()) + 1;
    return fail(line.number, column,
                "expected " + plural(count, token_word()) + ", found " + std::to_string(tokens.size()));
  }

  // A row of symbols as words (Layout::tokens): each a digit's symbol or a blank's.
  bool decode_tokens(const Line& line, const Tokens& tokens, Grid& grid, int row) {
    const int n = set_.shape.size();
    if (!token_count(line, tokens, n)) return false;
    for (int col = 0; col < n; ++col) {
      const auto& [token, column] = tokens[static_cast<std::size_t>(col)];
      const int digit = token.size() == 1 ? symbol_[static_cast<unsigned char>(token[0])] : -1;
      if (digit < 0) return fail(line.number, column, "expected " + expected_symbol() + ", found " + quote(token));
      grid.set(row * n + col, digit);
    }
    return true;
  }

  bool decode_ints(const Line& line, const Tokens& tokens, Grid& grid, int row) {
    const int n = set_.shape.size();
    if (!token_count(line, tokens, n)) return false;
    for (int col = 0; col < n; ++col) {
      const auto& [token, column] = tokens[static_cast<std::size_t>(col)];
      // A blank is 0, or a token of its own where the format says so ("?": HDU 1426).
      const bool zero_blank = format_.blanks == "0" || !format_.blanks_allowed;
      if (!zero_blank && token.size() == 1 && format_.blanks.find(token[0]) != std::string::npos) {
        grid.set(row * n + col, 0);
        continue;
      }
      int value = -1;
      const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
      const bool number = ec == std::errc() && end == token.data() + token.size() &&
                          token[0] != '-' && token.size() <= 3;
      std::string expected = "expected an integer 0-" + std::to_string(n) + " (0 = blank)";
      if (!zero_blank) {
        expected = "expected an integer 1-" + std::to_string(n) + " or a blank";
        for (std::size_t b = 0; b < format_.blanks.size(); ++b) expected += std::string(b == 0 ? " '" : "/'") + format_.blanks[b] + "'";
      }
      if (!number || value < (zero_blank ? 0 : 1) || value > n) {
        return fail(line.number, column, expected + ", found " + quote(token));
      }
      if (options_.strict && token.size() > 1 && token[0] == '0') {
        return fail(line.number, column, expected + " without leading zeros, found " + quote(token));
      }
      if (value == 0 && !format_.blanks_allowed) {
        return fail(line.number, column, "expected a digit 1-" + std::to_string(n) + ", found 0");
      }
      grid.set(row * n + col, value);
    }
    return true;
  }

  // A case of integers with walls (TextFormat::walls): each its cell's digit plus the bits of
  // its walls; the case's regions are what the walls enclose, its geometry a jigsaw's (with the
  // format's diagonals). `tokens` holds the first row's.
  bool read_walls(std::size_t& pos, Tokens& tokens) {
    const int n = set_.shape.size();
    std::vector<int> walls(static_cast<std::size_t>(n * n));
    std::vector<std::pair<int, int>> where(walls.size());  // each cell's line and column
    Grid digits(set_.shape);
    for (int row = 0; row < n; ++row) {
      const std::size_t i = pos + static_cast<std::size_t>(row);
      if (!row_present(i, row)) return false;
      const Line& line = lines_[i];
      if ((row > 0 && !split_ints(line, tokens)) || !token_count(line, tokens, n)) return false;
      for (int col = 0; col < n; ++col) {
        const auto& [token, column] = tokens[static_cast<std::size_t>(col)];
        int value = -1;
        const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
        const bool number = ec == std::errc() && end == token.data() + token.size() && token[0] != '-' && token.size() <= 3;
        const std::string expected = "expected a cell's integer: its digit 0-" + std::to_string(n) +
                                     " (0 = blank) plus 16, 32, 64, 128 for its walls above, right, below, left";
        if (!number || value < 0 || value > 255 || (value & 15) > n) return fail(line.number, column, expected + ", found " + quote(token));
        if (options_.strict && token.size() > 1 && token[0] == '0') {
          return fail(line.number, column, expected + " without leading zeros, found " + quote(token));
        }
        const int cell = row * n + col;
        digits.set(cell, value & 15);
        walls[static_cast<std::size_t>(cell)] = value & ~15;
        where[static_cast<std::size_t>(cell)] = {line.number, column};
      }
    }
    WallDefect defect;
    const auto regions = regions_from_walls(set_.shape, walls, &defect);
    if (!regions) {
      const auto [line, column] = where[static_cast<std::size_t>(defect.cell)];
      return fail(line, column, defect.message);
    }
    std::string why;
    const GeometryPtr geometry = Geometry::make(set_.shape, Rules{format_.variant.diagonals, false, *regions, {}}, &why);
    if (!geometry) return fail(where[0].first, where[0].second, "the walls make no jigsaw: " + why);
    Grid grid(geometry);
    for (int cell = 0; cell < n * n; ++cell) grid.set(cell, digits.at(cell));
    return finish(grid, pos, static_cast<std::size_t>(n));
  }

  // A '#' line in a generic file, unless '#' is one of the --alphabet's symbols.
  bool comment(std::string_view line) const {
    const std::size_t at = line.find_first_not_of(" \t");
    return at != std::string_view::npos && line[at] == '#' &&
           options_.alphabet.find('#') == std::string::npos;
  }

  // The generic formats, leniently: puzzle by puzzle in any layout; a puzzle that cannot be
  // read is recorded with its reason and the next one is read.
  void read_any_layout() {
    if (options_.shape && !set_shape(0, 0, 0, "")) return;  // --box: the alphabet may fail
    std::vector<std::optional<ParseError>> unreadable;
    bool any_unreadable = false;
    std::size_t pos = 0;
    int cases = 0;
    while (true) {
      while (pos < lines_.size() && blank(pos)) ++pos;
      if (pos == lines_.size()) break;
      const std::size_t start = pos;
      case_number_ = ++cases;
      const bool read = read_any_case(pos);
      if (error_ && error_->line == 0) return;  // about the whole input (the alphabet)
      if (!read) {
        set_.first_lines.push_back(lines_[start].number);
        set_.puzzles.emplace_back(known_ ? set_.shape : Shape{});
        unreadable.resize(set_.puzzles.size());
        unreadable.back() = std::move(error_);
        error_.reset();
        any_unreadable = true;
      }
    }
    case_number_ = 0;
    if (cases == 0) return fail_empty();
    if (!known_) {  // no puzzle gave the shape: the first one's reason is the file's
      error_ = std::move(unreadable.front());
      return;
    }
    const bool none_read = std::all_of(unreadable.begin(), unreadable.end(),
                                       [](const auto& reason) { return reason.has_value(); }) &&
                           unreadable.size() == set_.puzzles.size();
    if (options_.shape && none_read) {  // --box does not fit the file: its error, not each puzzle's
      error_ = std::move(unreadable.front());
      const int n = set_.shape.size();
      error_->message = "no puzzle reads as a " + std::to_string(n) + "x" + std::to_string(n) +
                        " grid (--box " + set_.shape.name() + "): " + error_->message;
      return;
    }
    for (Grid& grid : set_.puzzles) {
      if (grid.size() != set_.shape.size()) grid = Grid(set_.shape);  // unreadable before the shape
    }
    if (any_unreadable) {
      unreadable.resize(set_.puzzles.size());
      set_.unreadable = std::move(unreadable);
    }
  }

  // The words of a line (split at spaces and tabs), each with its 1-based column.
  static Tokens words(std::string_view text) {
    Tokens out;
    for (std::size_t i = 0; i < text.size();) {
      if (text[i] == ' ' || text[i] == '\t') {
        ++i;
        continue;
      }
      const std::size_t start = i;
      while (i < text.size() && text[i] != ' ' && text[i] != '\t') ++i;
      out.emplace_back(text.substr(start, i - start), static_cast<int>(start) + 1);
    }
    return out;
  }
  static bool spaced(std::string_view text) { return has_blank(text); }
  static int width(std::string_view text) {
    return static_cast<int>(spaced(text) ? words(text).size() : text.size());
  }

  // One puzzle from line `pos` on, in the layout its first line shows, with the blocks of its
  // variant after it; `pos` moves past it (past its first line at least) whether it reads or not.
  bool read_any_case(std::size_t& pos) {
    const Line& first = lines_[pos];
    if (first.part != Line::Part::cells) {
      ++pos;
      while (pos < lines_.size() && lines_[pos].part != Line::Part::cells) ++pos;
      return fail(first.number, 1, "a variant's block (houses, regions, cages, sums) with no puzzle before it");
    }
    if (first.whole) return read_grid_id_case(pos);
    if (!read_cells_case(pos)) return false;
    return read_blocks(pos);
  }

  // The blocks after a puzzle just read (set_.puzzles.back()): "houses: x windoku", "regions:"
  // and N rows of N region symbols (or words), "cages:" and N rows of cage symbols ('.' no
  // cage), "sums: a=10 b=7 ..."; the puzzle takes the geometry they make.
  bool read_blocks(std::size_t& pos) {
    if (pos >= lines_.size() || lines_[pos].part == Line::Part::cells) return true;
    const int n = set_.shape.size();
    const int header_line = lines_[pos].number;
    Rules rules;
    std::vector<std::string> cage_names;            // each cage's symbol, in the order of cages
    std::vector<std::pair<std::string, int>> sums;  // each named sum, and its line
    std::vector<int> cage_of;
    int sums_line = 0;
    // The N rows of a map after its header: each cell's symbol (or word).
    const auto read_map = [&](const char* what, std::vector<std::string>& cells) {
      const int header = lines_[pos].number;
      ++pos;
      for (int row = 0; row < n; ++row, ++pos) {
        if (pos >= lines_.size() || lines_[pos].part != Line::Part::map_row) {
          return fail(pos < lines_.size() ? lines_[pos].number : end_line(), 1,
                      std::string("expected row ") + std::to_string(row + 1) + " of " + std::to_string(n) + " of the " + what +
                          " map (from line " + std::to_string(header) + ")");
        }
        const Line& line = lines_[pos];
        const Tokens tokens = words(line.text);
        const bool spaced_map = tokens.size() > 1;
        const std::size_t count = spaced_map ? tokens.size() : line.text.size();
        if (count != static_cast<std::size_t>(n)) {
          return fail(line.number, 1, std::string("expected ") + std::to_string(n) + " " + what + " symbols (or words), found " +
                                          std::to_string(count));
        }
        for (int col = 0; col < n; ++col) {
          cells.push_back(spaced_map ? std::string(tokens[static_cast<std::size_t>(col)].first)
                                     : std::string(1, line.text[static_cast<std::size_t>(col)]));
        }
      }
      return true;
    };
    while (pos < lines_.size() && lines_[pos].part != Line::Part::cells) {
      const Line& line = lines_[pos];
      const std::string_view rest = line.text.substr(line.text.find(':') + 1);
      switch (line.part) {
        case Line::Part::houses: {
          for (const auto& [word, column] : words(rest)) {
            if (word == "x" || word == "X" || word == "diagonals") {
              rules.diagonals = true;
            } else if (word == "windoku" || word == "windows") {
              rules.windows = true;
            } else {
              return fail(line.number, column + static_cast<int>(line.text.size() - rest.size()),
                          "expected x or windoku (the houses besides rows, columns and boxes), found " + quote(word));
            }
          }
          ++pos;
          break;
        }
        case Line::Part::regions: {
          std::vector<std::string> cells;
          if (!read_map("region", cells)) return false;
          std::vector<std::string> names;
          for (const std::string& name : cells) {
            auto at = std::find(names.begin(), names.end(), name);
            if (at == names.end()) at = names.insert(names.end(), name);
            rules.regions.push_back(static_cast<int>(at - names.begin()));
          }
          if (static_cast<int>(names.size()) != n) {
            return fail(line.number, 1, "the region map names " + std::to_string(names.size()) + " regions, not " + std::to_string(n));
          }
          break;
        }
        case Line::Part::cages: {
          std::vector<std::string> cells;
          if (!read_map("cage", cells)) return false;
          for (const std::string& name : cells) {
            if (name == ".") {
              cage_of.push_back(-1);
              continue;
            }
            auto at = std::find(cage_names.begin(), cage_names.end(), name);
            if (at == cage_names.end()) at = cage_names.insert(cage_names.end(), name);
            cage_of.push_back(static_cast<int>(at - cage_names.begin()));
          }
          break;
        }
        case Line::Part::sums: {
          sums_line = line.number;
          for (const auto& [word, column] : words(rest)) {
            const std::size_t eq = word.find('=');
            int sum = 0;
            const auto [end, ec] = eq == std::string_view::npos ? std::from_chars(word.data(), word.data(), sum)
                                                                 : std::from_chars(word.data() + eq + 1, word.data() + word.size(), sum);
            if (eq == std::string_view::npos || eq == 0 || ec != std::errc() || end != word.data() + word.size() || sum <= 0) {
              return fail(line.number, column + static_cast<int>(line.text.size() - rest.size()),
                          "expected a cage's symbol, '=' and its sum (a=10), found " + quote(word));
            }
            sums.push_back({std::string(word.substr(0, eq)), sum});
          }
          ++pos;
          break;
        }
        default:
          return fail(line.number, 1, "a map row with no 'regions:' or 'cages:' above it");
      }
    }
    if (!cage_names.empty() || sums_line > 0) {  // each cage its sum, each sum its cage
      for (const std::string& name : cage_names) {
        const auto sum = std::find_if(sums.begin(), sums.end(), [&](const auto& s) { return s.first == name; });
        if (sum == sums.end()) {
          return fail(sums_line > 0 ? sums_line : header_line, 1, "cage '" + name + "' has no sum (sums: " + name + "=...)");
        }
        Cage cage{{}, sum->second};
        for (int cell = 0; cell < n * n; ++cell) {
          if (cage_of[static_cast<std::size_t>(cell)] == static_cast<int>(&name - cage_names.data())) cage.cells.push_back(cell);
        }
        rules.cages.push_back(std::move(cage));
      }
      for (const auto& [name, sum] : sums) {
        if (std::find(cage_names.begin(), cage_names.end(), name) == cage_names.end()) {
          return fail(sums_line, 1, "a sum for '" + name + "', which names no cage");
        }
      }
    }
    std::string why;
    const GeometryPtr geometry = Geometry::make(set_.shape, rules, &why);
    if (!geometry) return fail(header_line, 1, "the blocks make no grid: " + why);
    Grid& puzzle = set_.puzzles.back();
    Grid grid(geometry);
    for (int cell = 0; cell < n * n; ++cell) grid.set(cell, puzzle.at(cell));
    puzzle = std::move(grid);
    return true;
  }

  // Whether the puzzle starting at line `pos` has a region map among its blocks: a jigsaw, whose
  // boxes are nominal (7x7 and 6x6 have no box shape of their own to detect).
  bool regions_follow(std::size_t pos) const {
    while (pos < lines_.size() && !blank(pos) && lines_[pos].part == Line::Part::cells) ++pos;
    for (; pos < lines_.size() && !blank(pos) && lines_[pos].part != Line::Part::cells; ++pos) {
      if (lines_[pos].part == Line::Part::regions) return true;
    }
    return false;
  }

  bool read_cells_case(std::size_t& pos) {
    const Line& first = lines_[pos];
    const int w = width(first.text);
    const std::string what = spaced(first.text) ? "integer" : "symbol";
    bool rows = false;  // N lines of N, or one line of N^2
    if (known_) {
      rows = w <= set_.shape.size();  // the nearer layout names the defect
    } else {
      int root = 0;
      while ((root + 1) * (root + 1) <= w) ++root;
      const bool as_line = root * root == w && root >= 4;
      const bool as_rows = w >= 4 && w <= Shape::kMaxSize;
      if (!as_rows && !as_line) {
        ++pos;
        return fail(first.number, 1,
                    "a line of " + plural(w, what) +
                        " is no square grid (16 for 4x4, 81 for 9x9, 256 for 16x16, 625 for 25x25)");
      }
      rows = as_rows;
      if (as_rows && as_line) {  // 16, 36, 64: rows when w lines of w follow, unless told `line`
        int same = 0;
        while (pos + static_cast<std::size_t>(same) < lines_.size() && same < w &&
               width(lines_[pos + static_cast<std::size_t>(same)].text) == w) {
          ++same;
        }
        rows = same == w && format_.layout != Layout::line;
      }
      const std::string found = rows ? "a row of " + plural(w, what)
                                     : "a line of " + plural(w, what) + " (" +
                                           std::to_string(root) + "x" + std::to_string(root) + ")";
      if (!format_.shape && !options_.shape && regions_follow(pos)) named_shape_ = jigsaw_shape(rows ? w : root);
      if (!set_shape(rows ? w : root, first.number, 1, found)) {
        ++pos;
        while (rows && pos < lines_.size() && !blank(pos)) ++pos;  // the rest of its grid
        return false;
      }
    }
    const int n = set_.shape.size();
    Grid grid(set_.shape);
    if (!rows) {
      ++pos;
      if (!decode_any(first, grid, 0, n * n)) return false;
    } else {
      for (int row = 0; row < n; ++row, ++pos) {
        if (!row_present(pos, row) || !decode_any(lines_[pos], grid, row * n, n)) {
          while (row < n && pos < lines_.size() && !blank(pos)) ++row, ++pos;  // past the rest
          return false;
        }
      }
    }
    set_.first_lines.push_back(first.number);
    set_.puzzles.push_back(std::move(grid));
    return true;
  }

  // A grid id (line_kinds.hpp): one line of N^2 cells, in the shape and variant it names
  // (sgt-puzzles).
  bool read_grid_id_case(std::size_t& pos) {
    const Line& first = lines_[pos++];
    const RewrittenLine& id = *first.rewrite;
    if (!id.refusal.empty()) {  // (its column is the file's already)
      if (!error_) error_ = ParseError{options_.source, first.number, id.refusal_column, case_number_, id.refusal};
      return false;
    }
    const int w = width(first.text);
    int root = 0;
    while ((root + 1) * (root + 1) <= w) ++root;
    if (!known_) {
      if (id.shape && !options_.shape && !format_.shape) {
        named_shape_ = id.shape;
      } else if (root * root != w) {
        return fail(first.number, 1, "a line of " + plural(w, "cell") + " is no square grid");
      }
      const std::string found = "a line of " + plural(w, "cell") + " (" + std::to_string(root) + "x" +
                                std::to_string(root) + ")";
      if (!set_shape(root, first.number, 1, found)) return false;
    }
    if (id.shape && *id.shape != set_.shape) {
      return fail(first.number, 1, "an sgt-puzzles id of " + id.shape->name() + " boxes among puzzles of " +
                                       set_.shape.name() + " boxes");
    }
    Grid grid = id.geometry ? Grid(id.geometry) : Grid(set_.shape);  // (an X, jigsaw or killer id: its own)
    if (!decode_any(first, grid, 0, set_.shape.cells())) return false;
    set_.first_lines.push_back(first.number);
    set_.puzzles.push_back(std::move(grid));
    return true;
  }

  // `count` cells from a line of symbols, or of words: integers 0..N (0 = blank) or symbols.
  bool decode_any(const Line& line, Grid& grid, int first_cell, int count) {
    if (!spaced(line.text)) return decode_symbols(line, grid, first_cell, count);
    const Tokens tokens = words(line.text);
    const int n = set_.shape.size();
    if (!token_count(line, tokens, count)) return false;
    for (int k = 0; k < count; ++k) {
      const auto& [token, column] = tokens[static_cast<std::size_t>(k)];
      int value = -1;
      const auto [end, ec] = std::from_chars(token.data(), token.data() + token.size(), value);
      const bool number = ec == std::errc() && end == token.data() + token.size() && token[0] != '-';
      if (!number && token.size() == 1) value = symbol_[static_cast<unsigned char>(token[0])];
      if (value < 0 || value > n || (!number && token.size() != 1)) {
        const bool numeric = std::isdigit(static_cast<unsigned char>(token[0])) || token[0] == '-';
        // "1567": a cell of a candidate grid (Simple Sudoku's, HoDoKu's pencil marks).
        const bool candidates = number && n <= 9 && token.size() >= 2 && token.find('0') == std::string_view::npos;
        return fail(line.number, column,
                    "expected an integer 0-" + std::to_string(n) + " (0 = blank)" +
                        (numeric ? "" : " or " + expected_symbol()) + ", found " + quote(token) +
                        (candidates ? ": a grid of candidates (pencil marks) is no puzzle; give its givens" : ""));
      }
      grid.set(first_cell + k, value);
    }
    return true;
  }

  std::string_view text_;
  const TextFormat& format_;
  const ReadOptions& options_;
  const bool flexible_;  // a generic format read leniently
  std::vector<Line> lines_;
  std::deque<RewrittenLine> rewrites_;  // what rewritten lines_ point into
  bool ends_with_newline_ = false;
  bool known_ = false;  // the shape is fixed
  std::optional<Shape> case_shape_;  // the current case's, from its box line (box_per_case())
  std::optional<Shape> named_shape_;  // the shape the first puzzle names (an sgt-puzzles id)
  std::array<int, 256> symbol_{};
  std::string blank_symbols_;
  int case_number_ = 0;
  PuzzleSet set_;
  std::optional<ParseError> error_;
};

}  // namespace

ReadResult read_puzzles_each(std::string_view text, const TextFormat& format,
                             const ReadOptions& options) {
  return Reader(text, format, options).run();
}

ReadResult read_puzzles(std::string_view text, const TextFormat& format,
                        const ReadOptions& options) {
  ReadResult result = read_puzzles_each(text, format, options);
  for (auto& reason : result.set.unreadable) {
    if (reason) return ReadResult{{}, std::move(reason)};
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Writing

namespace {

// A map's rows: each cell's name among `names` (letters where there are few enough, else words
// numbered from 1), '.' for a cell with none (-1).
std::string map_rows(const std::vector<int>& of, int n, int count, std::string_view letters) {
  const bool spaced_map = count > static_cast<int>(letters.size());
  std::string out;
  for (int cell = 0; cell < n * n; ++cell) {
    const int k = of[static_cast<std::size_t>(cell)];
    if (spaced_map && cell % n > 0) out += ' ';
    out += k < 0 ? "." : spaced_map ? std::to_string(k + 1) : std::string(1, letters[static_cast<std::size_t>(k)]);
    if (cell % n == n - 1) out += '\n';
  }
  return out;
}

// A variant puzzle's blocks after its grid (read back by the generic formats): its houses, its
// region map, its cages and their sums.
std::string variant_blocks(const Geometry& geometry) {
  const Rules& rules = geometry.rules();
  const int n = geometry.size();
  std::string out;
  if (rules.diagonals || rules.windows) out += std::string("houses:") + (rules.diagonals ? " x" : "") + (rules.windows ? " windoku" : "") + "\n";
  if (!rules.regions.empty()) {
    std::vector<int> named(static_cast<std::size_t>(n * n)), order;  // (numbered by first cell)
    for (int cell = 0; cell < n * n; ++cell) {
      const int region = geometry.region_of(cell);
      auto at = std::find(order.begin(), order.end(), region);
      if (at == order.end()) at = order.insert(order.end(), region);
      named[static_cast<std::size_t>(cell)] = static_cast<int>(at - order.begin());
    }
    out += "regions:\n" + map_rows(named, n, n, kMapSymbols);
  }
  if (!rules.cages.empty()) {
    std::vector<int> of(static_cast<std::size_t>(n * n));
    for (int cell = 0; cell < n * n; ++cell) of[static_cast<std::size_t>(cell)] = geometry.cage_of(cell);
    const int count = static_cast<int>(rules.cages.size());
    out += "cages:\n" + map_rows(of, n, count, kCageSymbols) + "sums:";
    for (int k = 0; k < count; ++k) {
      out += ' ' + (count > static_cast<int>(kCageSymbols.size()) ? std::to_string(k + 1) : std::string(1, kCageSymbols[static_cast<std::size_t>(k)])) +
             '=' + std::to_string(rules.cages[static_cast<std::size_t>(k)].sum);
    }
    out += '\n';
  }
  return out;
}

}  // namespace

std::string write_grid(const Grid& grid, const TextFormat& format, const std::string& alphabet) {
  // A variant's, in a generic format: its blocks after it.
  const std::string blocks = format.any_layout && !grid.geometry().classic() ? variant_blocks(grid.geometry()) : "";
  const int n = grid.size();
  const char blank = format.blanks.empty() ? '.' : format.blanks.front();
  auto symbol = [&](int digit) {
    return digit == 0 ? blank : alphabet[static_cast<std::size_t>(digit - 1)];
  };
  std::string out;
  if (format.layout == Layout::pretty) {
    // Symbols one space apart, " | " between boxes, and between bands a rule whose '+'s stand
    // under the '|'s. Sizes with no alphabet (over 35) write numbers, right-aligned.
    // (a jigsaw's boxes are nominal: no box lines, its region map below)
    const Shape shape = grid.geometry().rules().regions.empty() ? grid.shape() : Shape{n, n};
    const std::size_t width = alphabet.empty() ? std::to_string(n).size() : 1;
    std::string rule;
    for (int col = 0; col < n; ++col) {
      if (col > 0) rule += col % shape.box_cols == 0 ? "-+-" : "-";
      rule.append(width, '-');
    }
    for (int row = 0; row < n; ++row) {
      if (row > 0 && row % shape.box_rows == 0) out += rule + '\n';
      for (int col = 0; col < n; ++col) {
        if (col > 0) out += col % shape.box_cols == 0 ? " | " : " ";
        const int digit = grid.at(row, col);
        const std::string cell = !alphabet.empty() || digit == 0 ? std::string(1, symbol(digit)) : std::to_string(digit);
        out.append(width - cell.size(), ' ');
        out += cell;
      }
      out += '\n';
    }
    return out + blocks;
  }
  for (int row = 0; row < n; ++row) {
    for (int col = 0; col < n; ++col) {
      const int digit = grid.at(row, col);
      if (format.walls) {  // the digit plus its walls
        if (col > 0) out += ' ';
        out += std::to_string(digit + wall_bits(grid.geometry(), row * n + col));
      } else if (format.layout == Layout::ints) {
        if (col > 0) out += ' ';
        out += digit == 0 && !format.blanks.empty() ? std::string(1, format.blanks[0]) : std::to_string(digit);
      } else if (format.layout == Layout::tokens) {
        if (col > 0) out += ' ';
        out += symbol(digit);
      } else {
        out += symbol(digit);
      }
    }
    if (format.layout != Layout::line || row == n - 1) out += '\n';
  }
  return out + blocks;
}

namespace {
// Grids numbered first.. of a sequence, each with the separator that precedes or follows it.
// An input's (`input`) each after its header line and the line that gives its box, where the
// format has them; with `prefix_lines`, each after the line of its case's prefix (a solved
// grid's).
std::string join_grids(Span<const Grid> grids, std::size_t first, const TextFormat& format,
                       const std::string& alphabet, Separator separator, bool input,
                       bool prefix_lines = false) {
  std::string out;
  for (std::size_t i = 0; i < grids.size(); ++i) {
    if (first + i > 0 && separator == Separator::between) out += '\n';
    if (prefix_lines) out += case_prefix_of(format, first + i + 1) + '\n';
    if (input && !format.case_header.empty()) out += case_header_of(format, first + i + 1) + '\n';
    if (input && format.box_per_case()) {
      const Shape& shape = grids[i].shape();
      out += std::to_string(format.box_line_size ? shape.size() : shape.box_rows) + '\n';
    }
    const bool none = !input && format.task == Task::solve && !format.no_solution.empty() && grids[i].givens() == 0;
    out += none ? format.no_solution + '\n' : write_grid(grids[i], format, alphabet);  // (no solution: a grid of blanks)
    if (separator == Separator::after_each) out += '\n';
  }
  return out;
}
}  // namespace

std::string write_input_part(Span<const Grid> puzzles, std::size_t first, std::size_t total,
                             const TextFormat& format, const std::string& alphabet) {
  std::string out;
  if (format.count_header && first == 0) out += std::to_string(total) + "\n";
  out += join_grids(puzzles, first, format, alphabet, format.input_separator, true);
  if (!format.terminator.empty() && first + puzzles.size() == total) out += format.terminator + "\n";
  return out;
}

std::string write_input(Span<const Grid> puzzles, const TextFormat& format,
                        const std::string& alphabet) {
  return write_input_part(puzzles, 0, puzzles.size(), format, alphabet);
}

std::string write_answers(Span<const Grid> grids, const TextFormat& format,
                          const std::string& alphabet) {
  return write_answers_part(grids, 0, format, alphabet);
}

std::string write_answers_part(Span<const Grid> grids, std::size_t first,
                               const TextFormat& format, const std::string& alphabet) {
  const bool prefix_lines = format.task == Task::solve && !format.case_prefix.empty();
  return join_grids(grids, first, format, alphabet, format.output_separator, false, prefix_lines);
}

std::pair<int, int> cell_position(std::string_view text, Layout layout, const Shape& shape,
                                  int first_line, int cell) {
  const int n = shape.size();
  const int line = layout == Layout::line ? first_line : first_line + cell / n;
  const int wanted = layout == Layout::line ? cell : cell % n;  // the token of that line
  std::size_t start = 0;
  for (int k = 1; k < line && start != std::string_view::npos; ++k) {
    start = text.find('\n', start);
    if (start != std::string_view::npos) ++start;
  }
  if (start == std::string_view::npos) return {line, 1};
  const std::size_t end = std::min(text.find('\n', start), text.size());
  int token = -1;
  bool inside = false;
  for (std::size_t at = start; at < end; ++at) {
    const bool space = text[at] == ' ' || text[at] == '\t' || text[at] == '\r';
    // Integers and tokens are words; any other layout writes one symbol per cell.
    const bool begins = !space && ((layout != Layout::ints && layout != Layout::tokens) || !inside);
    inside = !space;
    if (begins && ++token == wanted) return {line, static_cast<int>(at - start) + 1};
  }
  return {line, 1};
}

}  // namespace sudokit
