// SPDX-License-Identifier: MIT
#include "common/judge/invalid_inputs.hpp"

#include <algorithm>

#include "common/judge/classify.hpp"
#include "common/sudoku/solution_counter.hpp"

namespace sudokit {

namespace {

// The position of the n-th (from 0) line end of text, or npos.
std::size_t line_end(const std::string& text, int n) {
  std::size_t at = std::string::npos;
  for (int k = 0; k <= n; ++k) {
    at = text.find('\n', at == std::string::npos ? 0 : at + 1);
    if (at == std::string::npos) break;
  }
  return at;
}

}  // namespace

std::vector<std::pair<std::string, std::string>> derived_invalid_inputs(const Judge& judge,
                                                                        std::string_view valid_input) {
  std::vector<std::pair<std::string, std::string>> out;
  const TextFormat* format = judge.puzzle_format();
  if (format == nullptr) return out;
  ReadOptions strict;
  strict.strict = true;
  const ReadResult read = read_puzzles(valid_input, *format, strict);
  if (!read.ok() || read.set.puzzles.empty()) return out;
  const std::vector<Grid>& puzzles = read.set.puzzles;
  const std::string& alphabet = read.set.alphabet;
  const Shape shape = read.set.shape;
  const int n = shape.size();
  const auto input = [&](const std::vector<Grid>& grids) { return write_input(grids, *format, alphabet); };
  const std::string valid = input(puzzles);
  const auto add = [&](const std::string& label, const std::string& text) {
    ValidateOptions options;
    if (!judge.validate(text, options).valid) out.emplace_back(label, text);
  };

  // Bytes.
  if (const std::size_t end = valid.find('\n'); end != std::string::npos) {
    add("crlf", valid.substr(0, end) + "\r" + valid.substr(end));
    add("trailing_space", valid.substr(0, end) + " " + valid.substr(end));
  }
  add("missing_final_newline", valid.substr(0, valid.size() - 1));
  add("byte_order_mark", "\xEF\xBB\xBF" + valid);
  add("empty_line_at_end", valid + "\n");
  add("empty_input", "");

  // A header line per case: the first case's missing, or with the second's number.
  const int header_line = format->count_header ? 1 : 0;
  const bool header = !format->case_header.empty();
  if (header) {
    const std::size_t start = header_line == 0 ? 0 : line_end(valid, header_line - 1) + 1;
    const std::size_t end = valid.find('\n', start);
    add("header_missing", valid.substr(0, start) + valid.substr(end + 1));
    add("header_of_case_2", valid.substr(0, start) + case_header_of(*format, 2) + valid.substr(end));
  }

  // A box per case: the first case's box line, out of its values, with a leading zero, another
  // of its values (the rows then do not fit), or missing.
  const int box_line = header_line + (header ? 1 : 0);
  if (format->box_per_case()) {
    const std::size_t start = box_line == 0 ? 0 : line_end(valid, box_line - 1) + 1;
    const std::size_t end = valid.find('\n', start);
    const std::string value = valid.substr(start, end - start);
    const auto with_line = [&](const std::string& replacement) {
      return valid.substr(0, start) + replacement + valid.substr(end);
    };
    const std::vector<int>& values = format->box_values;
    add("box_value_not_allowed", with_line(std::to_string(*std::max_element(values.begin(), values.end()) + 1)));
    add("box_line_leading_zero", with_line("0" + value));
    for (int other : values) {
      if (std::to_string(other) != value) {
        add("box_line_of_another_size", with_line(std::to_string(other)));
        break;
      }
    }
    add("box_line_missing", valid.substr(0, start) + valid.substr(end + 1));
  }

  // Cells: the first case's first row, where the count line and the box line are not.
  const int first_row = box_line + (format->box_per_case() ? 1 : 0);
  const std::size_t row_start = first_row == 0 ? 0 : line_end(valid, first_row - 1) + 1;
  const std::size_t row_end = valid.find('\n', row_start);
  if (row_end != std::string::npos) {
    const std::string row = valid.substr(row_start, row_end - row_start);
    std::string bad_row, short_row;
    char outsider = 0;  // a symbol that is no digit's and no blank's
    for (char c : std::string("#XZxz?*@%")) {
      if (alphabet.find(c) == std::string::npos && format->blanks.find(c) == std::string::npos) {
        outsider = c;
        break;
      }
    }
    if (format->layout == Layout::ints || format->layout == Layout::tokens) {
      const std::size_t space = row.find(' ');
      const std::string first = format->layout == Layout::ints ? std::to_string(n + 1) : std::string(1, outsider);
      bad_row = first + (space == std::string::npos ? "" : row.substr(space));
      const std::size_t last = row.rfind(' ');
      short_row = last == std::string::npos ? "" : row.substr(0, last);
    } else {
      bad_row = std::string(1, outsider) + row.substr(1);
      short_row = row.substr(0, row.size() - 1);
    }
    const auto with_row = [&](const std::string& replacement) {
      return valid.substr(0, row_start) + replacement + valid.substr(row_end);
    };
    add(format->layout == Layout::ints ? "integer_out_of_range" : "bad_symbol", with_row(bad_row));
    if (!format->blanks_allowed && format->layout == Layout::ints) {  // a filled grid's cell left 0
      const std::size_t space = row.find(' ');
      add("blank_cell", with_row("0" + (space == std::string::npos ? "" : row.substr(space))));
    }
    add("short_row", with_row(short_row));
    if (format->layout == Layout::ints) add("leading_zero", with_row("0" + row));
    if (format->walls) {  // the first cell without its wall at the edge; with a wall its neighbour lacks
      const std::size_t space = row.find(' ');
      const int first = std::atoi(row.substr(0, space).c_str());
      const std::string rest = space == std::string::npos ? "" : row.substr(space);
      add("wall_missing_at_the_edge", with_row(std::to_string(first & ~16) + rest));
      add("wall_on_one_side", with_row(std::to_string(first ^ 32) + rest));
    }
    if (format->layout == Layout::tokens) {  // the symbols written together, as the grid layout would
      std::string together = row;
      together.erase(std::remove(together.begin(), together.end(), ' '), together.end());
      add("symbols_without_spaces", with_row(together));
    }
  }
  if (format->layout != Layout::line) {  // the last case without its last row
    std::vector<Grid> cut(puzzles.begin(), puzzles.end());
    std::string text = input(cut);
    const std::size_t tail = format->terminator.empty() ? 0 : format->terminator.size() + 1;
    const std::size_t body_end = text.size() - tail;
    const std::size_t last_row = text.rfind('\n', body_end - 2);
    add("missing_row", text.substr(0, last_row + 1) + text.substr(body_end));
  }

  // Framing.
  std::vector<Grid> two = puzzles;
  if (two.size() < 2) two.push_back(puzzles.front());
  if (format->max_cases == 0 || format->max_cases >= 2) {
    const std::string both = input({two[0], two[1]});
    const std::string one = input({two[0]});
    const std::size_t split = format->count_header ? std::string::npos : one.size() - (format->terminator.empty() ? 0 : format->terminator.size() + 1);
    if (split != std::string::npos && split <= both.size()) {
      std::string head = both.substr(0, split);
      std::string rest = both.substr(split);
      if (format->input_separator == Separator::none) {
        add("empty_line_between", head + "\n" + rest);
      } else if (!rest.empty() && rest[0] == '\n') {
        add("no_empty_line_between", head + rest.substr(1));
        add("two_empty_lines_between", head + "\n" + rest);
      }
    }
  }
  if (format->max_cases > 0 && !format->count_header) {
    std::vector<Grid> many(static_cast<std::size_t>(format->max_cases) + 1, puzzles.front());
    if (many.size() <= 1001) add("too_many_cases", input(many));
  }
  if (format->count_header) {
    const std::size_t end = valid.find('\n');
    const std::string rest = valid.substr(end);
    add("count_too_high", std::to_string(puzzles.size() + 1) + rest);
    add("count_zero", "0" + rest);
    add("count_over_the_bound", std::to_string(format->max_cases + 1) + rest);
    add("no_count_line", valid.substr(end + 1));
  }
  if (!format->terminator.empty()) {
    add("missing_terminator", valid.substr(0, valid.size() - format->terminator.size() - 1));
    add("text_after_terminator", valid + format->terminator + "\n");
  }

  // The promise, on the first case with a solution alone (the tasks of a line per case have
  // none: their classes are answers, and the validator keeps none of these; but one solution or
  // none keeps out two).
  SolutionCounter counter(shape);
  counter.set_node_limit(kDefaultNodeLimit);
  for (const Grid& puzzle : puzzles) {
    if (puzzle.shape() != shape) continue;
    const SolveResult solved = counter.solve(puzzle, 1, 1);
    if (solved.found.empty()) continue;
    Rng rng(1);
    const std::pair<const char*, CaseClass> defects[] = {
        {"conflicting_givens", CaseClass::illegal}, {"two_solutions", CaseClass::ambiguous}, {"no_solution", CaseClass::impossible}};
    for (const auto& [label, wanted] : defects) {
      const bool one_at_most = format->task == Task::solve_or_none && format->multiple_solutions.empty();
      if (wanted == CaseClass::ambiguous && format->promise != Promise::unique && !one_at_most) continue;
      if (const auto made = case_of_class(puzzle, solved.found.front(), wanted, rng)) add(label, input({*made}));
    }
    // X: a given of the main diagonal copied into a blank of it in another box, so that only the
    // diagonal repeats it (a validator that forgets the diagonals lets it through).
    const Shape& s = puzzle.shape();
    const int size = s.size();
    for (int i = 0; i < size && format->variant.diagonals; ++i) {
      for (int j = 0; j < size; ++j) {
        const int given = i * size + i, blank = j * size + j;
        if (puzzle.at(given) == 0 || puzzle.at(blank) != 0 || s.box_of(i, i) == s.box_of(j, j)) continue;
        Grid clash = puzzle;
        clash.set(blank, puzzle.at(given));
        add("diagonal_repeats_a_given", input({clash}));
        i = j = size;
      }
    }
    break;
  }
  return out;
}

}  // namespace sudokit
