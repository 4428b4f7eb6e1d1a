// SPDX-License-Identifier: MIT
// Text formats for Sudoku grids, and the judge profiles built from them.
//
// A TextFormat says how one grid is laid out (a line of N^2 symbols, N lines of N symbols, or
// N lines of N integers), which symbols stand for the digits and for a blank, and how the cases
// of a whole file are framed: a count line first, a terminator line last, empty lines between,
// and (for answers) what separates the output grids. The generic formats (`line`, `grid`,
// `ints`) leave the shape and alphabet open; a judge profile fixes every one of these, so each
// judge's rules live in one row of one table (profiles()).
//
// Reading is lenient or strict. Lenient accepts what published samples contain: CRLF, trailing
// spaces and tabs, a missing final newline, a UTF-8 byte order mark, extra empty lines between
// cases. Strict (validators) rejects each of those, naming line and column.
//
// The generic formats, read leniently, take the files users have: '#' comment lines, empty
// lines anywhere between puzzles, and each puzzle in whichever layout it is written (a line of
// N^2 symbols, the same with spaces between them, N lines of N symbols, N lines of N integers),
// one shape per file; box-drawn grids (sudokit's `pretty`, Simple Sudoku .ss, qqwing
// --readable, HoDoKu), titles and program banners, .sdk sections, sgt-puzzles game ids and
// HoDoKu library lines (common/text/line_kinds.hpp). A file that is not text (a control byte,
// UTF-16) is refused at once. There a puzzle that cannot be read is its own verdict
// (read_puzzles_each()); the rest of the file is still read.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/engine/span.hpp"
#include "common/sudoku/grid.hpp"

namespace sudokit {

enum class Layout {
  line,  // one case per line: N^2 symbols
  grid,  // N lines of N symbols
  ints,  // N lines of N integers separated by single spaces; 0 is a blank
  tokens,  // N lines of N symbols separated by single spaces (letters A-P as words)
  pretty,  // N lines of symbols with box lines ('|' between boxes, '-+-' rules between bands),
           // for reading by eye (read as any box-drawn grid is)
};

enum class Separator {
  none,        // grids follow each other directly
  between,     // one empty line between grids, none after the last
  after_each,  // one empty line after every grid, the last one too
};

// What a judge promises about each case of its input (a validator checks it).
enum class Promise {
  nothing,   // no promise about solutions (generic formats; variants check their own)
  solvable,  // at least one solution (ZOJ 3122)
  unique,    // exactly one solution
};

// What the judge expects as the answer for one case.
enum class Answer {
  grid,     // the solved grid (the Sudoku profiles)
  integer,  // a number computed by a variant's solver (target score, rotations)
};

// What the judge asks of each case (a problem file's `task`).
enum class Task {
  solve,     // print the solution (the Sudoku profiles)
  classify,  // print a word for what the puzzle is (CaseClass), after the case's prefix
  smallest,  // print the lexicographically smallest solution (rows first), or the words for
             // no solution (TextFormat::no_solution)
  validate,  // print a word for whether the grid breaks a rule (filled grids, unless the format
             // has blanks): class_words[illegal] for invalid, class_words[unique] for valid
  count,     // print the number of solutions (at most TextFormat::max_solutions), after the prefix
  solve_or_none,  // print the solution, or the words for no solution (TextFormat::no_solution):
                  // a problem file's `solve` with `output.no_solution`; every case has at most
                  // one solution (max_solutions is 1), givens in conflict have none
};

// A puzzle's class, for Task::classify, in the order of TextFormat::class_words.
enum class CaseClass { illegal, impossible, unique, ambiguous };

struct TextFormat {
  std::string name{};
  std::string title{};               // the judge problem, for --help
  Layout layout = Layout::line;
  std::optional<Shape> shape{};      // fixed by a profile; else from the input or --box
  // The box given per case (UVa 989): a line before each case holds a number of box_values,
  // the box side n (boxes n x n, a grid of n*n) or, with box_line_size, the grid's size N
  // (boxes of its square root). `shape` is then empty.
  std::vector<int> box_values{};
  bool box_line_size = false;
  bool box_per_case() const { return !box_values.empty(); }
  // Whether generated cases are drawn by class (--mode), some of them without a solution or with
  // several: every task but solve, and solve with words for no solution.
  bool cases_by_class() const { return task != Task::solve || !no_solution.empty(); }
  // The shape a box line's value gives (box_values need not hold it).
  Shape case_shape(int value) const;
  std::string alphabet{};            // symbols for digits 1..N; empty: the default for N
  std::string blanks = ".0-";        // symbols read as a blank (the first is written)
  bool blanks_allowed = true;        // false: every cell is filled (HDU 6341 gives solved grids)
  // Input framing.
  bool count_header = false;         // the first line is the number of cases T
  int max_cases = 0;                 // bound on T (or on the number of cases); 0: none
  std::string terminator{};          // a line that ends the input (POJ 3074: "end"); "": EOF
  Separator input_separator = Separator::none;  // strict: exactly this between cases
  // A line before each case of an input (Project Euler 96's "Grid 01"), numbered as the
  // prefix is ("{k}", or "{k:02}" zero-padded to two digits); "": none.
  std::string case_header{};
  // Answer framing.
  Separator output_separator = Separator::none;
  Answer answer = Answer::grid;
  Promise promise = Promise::nothing;
  Task task = Task::solve;
  // Task::classify: the word of each class (illegal, impossible, unique, ambiguous), and what
  // comes before it on each case's line, "{k}" standing for the case's number from 1.
  std::array<std::string, 4> class_words{};
  // Before each case's answer ("{k}" its number from 1, "{k:0W}" zero-padded to W digits): on the answer's line (classify,
  // validate, count), or a line of its own before each case's answer that may be a grid
  // (solve, smallest, solve_or_none).
  std::string case_prefix{};
  // Answers read as grids: each after its case's prefix line (answer_format() of a solve
  // format with a prefix).
  bool prefix_lines = false;
  // Task::smallest, solve_or_none, and solve with any solution accepted (promise nothing): the
  // line that answers a case without a solution ("NO SOLUTION"); "" when every case has one.
  std::string no_solution{};
  // Answers read as grids (answer_format() of a solve format with no_solution): a case's line
  // no_solution is read as a grid of blanks, and such a grid is written as that line.
  bool none_lines = false;
  // Task::count: the most solutions a case may have (the statement's bound, which a validator
  // holds every case to); Task::solve_or_none: 1.
  std::uint64_t max_solutions = 0;
  // Task::solve_or_none: the line that answers a case of two solutions or more (HDU 4069's
  // "Multiple Solutions"); "" when no case has two (the validator holds every case to one).
  std::string multiple_solutions{};
  // Layout::ints with walls (HDU 4069): each integer is a cell's digit (0 a blank) plus 16, 32,
  // 64 and 128 for a wall above, right of, below and left of it; each case's regions are the
  // parts the walls enclose (a jigsaw, read with its own geometry). Answers are grids of digits.
  bool walls = false;
  // The houses every case of the problem has besides rows, columns and boxes (or regions):
  // X's diagonals, windoku's windows (a problem file's grid.variant).
  VariantKind variant{};
  // The generic formats: read leniently, every puzzle in any layout (the one named here is
  // preferred only where the first puzzle could be read both ways), comment lines skipped.
  bool any_layout = false;
};

// The generic formats followed by the judge profiles, in the order --help lists them.
// The judge profiles among them are problem files (problem_file.hpp), read at the first call.
const std::vector<TextFormat>& text_formats();
// A row of the table, or one added since (a user's problem file), by name.
const TextFormat* find_text_format(std::string_view name);
// Adds a row find_text_format() finds from then on (its address stays); nullptr when the name
// is taken. Not thread-safe: the tools add their problem files at start-up, before threads.
const TextFormat* add_text_format(TextFormat format);
// Whether a row is one of text_formats()'s (built in), rather than added.
bool is_builtin_format(const TextFormat& format);
// Picks the generic format an input is written in, from its first line that is neither empty nor
// a '#' comment: `ints` when it holds spaces between symbols and is followed by as many lines
// as it has symbols; `grid` when it is the first of L lines of L symbols (L <= 64); else `line`.
const TextFormat& detect_text_format(std::string_view text);

// The default symbols for digits 1..N: 1-9 for N <= 9; A-Y for N = 25 (the usual 25x25
// letters); otherwise 1-9 followed by A, B, ... (16x16: 123456789ABCDEFG). Empty when N > 35:
// such sizes are written with `ints`.
std::string default_alphabet(int n);
// Resolves an --alphabet argument: a name (`digits` = 1-9A-Z, `letters` = A-Z, `hex` = 0-9A-Z
// from 0) or the literal symbols, for size N. On failure returns "" and says why in *error.
std::string resolve_alphabet(std::string_view spec, int n, std::string* error);
// "1-9, A-G" for "123456789ABCDEFG": an alphabet as a reader would describe it.
std::string describe_symbols(std::string_view symbols);
// Where a cell of a puzzle that starts on `first_line` of `text` was written, as (line, column),
// both from 1: the cell's symbol (or integer) in its row's line (the one line, for the line
// layout). A validator names it in a message about that cell.
std::pair<int, int> cell_position(std::string_view text, Layout layout, const Shape& shape,
                                  int first_line, int cell);

struct ParseError {
  enum class Kind {
    format,  // the text is not the format (the message says where and what)
    empty,   // no case at all: the input ends (or holds only blanks) where the first belongs
  };
  std::string source;  // file name, or "<stdin>"
  int line = 0;        // 1-based; 0 when the error concerns the whole input
  int column = 0;      // 1-based byte column; 0 when the error concerns the whole line
  int puzzle = 0;      // 1-based case number; 0 when outside any case
  std::string message;
  std::string unit = "puzzle";  // what a case is called in to_string() ("case" for variants)
  Kind kind = Kind::format;
  std::string to_string() const;  // "file:3:17: puzzle 2: expected ..., found ..."
};

struct ReadOptions {
  bool strict = false;
  // Lenient about bytes (CRLF, trailing spaces) but strict about empty lines between cases:
  // how a checker reads a contestant's output. Implied by `strict`.
  bool strict_separators = false;
  std::optional<Shape> shape;  // --box: overrides detection (ignored when the format fixes it)
  std::string alphabet;        // --alphabet, resolved per N; "" = the format's or the default
  std::string source = "<stdin>";
  // The answers to an input that gives a box per case: case k's grid at case_shapes[k] (past
  // the last, at the last's), not at the size its first row suggests.
  std::vector<Shape> case_shapes{};
  // --variant x, windoku: every puzzle read that names no variant of its own (an sgt-puzzles
  // id does) gets the diagonals, the windows. (A jigsaw's regions and a killer's cages come
  // with each puzzle: its sgt-puzzles id.)
  VariantKind variant{};
};

struct PuzzleSet {
  Shape shape;
  std::string alphabet;           // the alphabet the input was read with
  std::vector<Grid> puzzles;
  std::vector<int> first_lines;   // the 1-based line where each puzzle starts
  // Only from read_puzzles_each(): empty when every puzzle was read; else one entry per
  // puzzle, the reason where it could not be read (that puzzle is left blank in `puzzles`).
  std::vector<std::optional<ParseError>> unreadable{};
  // Only from the generic formats read leniently: the lines skipped as no part of a puzzle
  // (comments, titles, section headers and the sections that hold no puzzle), 1-based.
  std::vector<int> skipped_lines{};
  const ParseError* unreadable_at(std::size_t i) const {
    return i < unreadable.size() && unreadable[i] ? &*unreadable[i] : nullptr;
  }
};

struct ReadResult {
  PuzzleSet set;
  std::optional<ParseError> error;  // set: nothing in `set` may be used
  bool ok() const { return !error.has_value(); }
};

// Reads every case of the input, or fails at the first defect.
ReadResult read_puzzles(std::string_view text, const TextFormat& format,
                        const ReadOptions& options);
// The same, but for a generic format read leniently a puzzle that cannot be read does not stop
// the others: it is named in set.unreadable, and `error` is set only when no puzzle gives the
// shape or the input holds none. Formats of one layout and strict reading: read_puzzles().
ReadResult read_puzzles_each(std::string_view text, const TextFormat& format,
                             const ReadOptions& options);

// Writes one grid in the format's layout (no separators), each line ending in '\n'.
std::string write_grid(const Grid& grid, const TextFormat& format, const std::string& alphabet);
// Writes puzzles as a whole input of the format (count line, separators, terminator).
std::string write_input(Span<const Grid> puzzles, const TextFormat& format,
                        const std::string& alphabet);
// Writes puzzles first .. first + size - 1 of a whole input of `total` puzzles: the count line
// only in the part that starts at 0, the terminator only in the part that ends at `total`, and
// the separator before every puzzle but the whole input's first. Parts written for consecutive
// ranges and concatenated are exactly write_input() of all the puzzles (shards of a run).
std::string write_input_part(Span<const Grid> puzzles, std::size_t first, std::size_t total,
                             const TextFormat& format, const std::string& alphabet);
// Writes solutions as the whole answer of the format (its output separator rules).
std::string write_answers(Span<const Grid> grids, const TextFormat& format,
                          const std::string& alphabet);
// The answers of cases first.., as write_input_part() does for inputs.
std::string write_answers_part(Span<const Grid> grids, std::size_t first,
                               const TextFormat& format, const std::string& alphabet);
// The format of a profile's answers, as a reader: full grids in the answer layout, cases
// separated as the judge writes them, no count line, no terminator.
TextFormat answer_format(const TextFormat& profile);

// A line of a case numbered k (from 1): `pattern` with "{k}" replaced by k, and "{k:0W}" by k
// zero-padded to W digits (W from 1 to 9).
std::string numbered_line(const std::string& pattern, std::size_t k);
// Case k's prefix (k from 1), and its header line in an input.
std::string case_prefix_of(const TextFormat& format, std::size_t k);
std::string case_header_of(const TextFormat& format, std::size_t k);

// The alphabet a format uses for a shape: its own, else the default for N.
std::string format_alphabet(const TextFormat& format, const Shape& shape);

}  // namespace sudokit
