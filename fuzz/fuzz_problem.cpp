// SPDX-License-Identifier: MIT
// Problem files, as every tool reads them (--problem FILE): YAML through yaml-cpp, then the
// schema. A row or a refusal placed at a line (and its column where a node is at fault), never a
// crash; a row that is read is one the judges can serve: a shape (or a box per case), as many symbols as digits (or
// integer cells), no blank among them, the words of a classification, and a description; and a
// puzzle of its shape written in its format reads back the same (a filled grid, where the
// format has no blank).
#include "common/text/problem_file.hpp"

#include <algorithm>

#include "fuzz/fuzz.hpp"

using namespace sudokit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  ParseError error;
  const auto format = read_problem_file(fuzz::as_text(data, size), "problem.yaml", &error);
  if (!format) {
    fuzz::require(!error.message.empty() && error.line >= 0 && error.column >= 0);
    return 0;
  }
  // A fixed shape, or the box per case (the first and the last value's shapes, the largest's symbols).
  fuzz::require(format->shape.has_value() != format->box_per_case() && !format->name.empty() && !format->title.empty());
  const Shape first = format->shape.value_or(format->box_per_case() ? format->case_shape(format->box_values.front()) : Shape{});
  const Shape last = format->shape.value_or(format->box_per_case() ? format->case_shape(format->box_values.back()) : Shape{});
  int n = 0;
  for (int v : format->box_values) n = std::max(n, format->case_shape(v).size());
  if (format->shape) n = format->shape->size();
  fuzz::require(static_cast<int>(format->alphabet.size()) == n || (format->layout == Layout::ints && format->alphabet.empty()));
  for (char blank : format->blanks) {
    fuzz::require(format->layout == Layout::ints || format->alphabet.find(blank) == std::string::npos);
  }
  if (format->task == Task::classify) {
    for (const std::string& word : format->class_words) fuzz::require(!word.empty());
  }
  if (format->task == Task::validate) {  // invalid and valid, in the places of illegal and unique
    fuzz::require(!format->class_words[0].empty() && !format->class_words[2].empty() &&
                  format->class_words[0] != format->class_words[2]);
  }
  if (format->task == Task::smallest) {  // words for none, or every case solvable
    fuzz::require(format->no_solution.empty() == (format->promise == Promise::solvable));
  }
  if (format->task == Task::solve_or_none) {  // words for none, and one solution at most or words for several
    fuzz::require(!format->no_solution.empty() && format->promise == Promise::nothing &&
                  (format->max_solutions == 1) == format->multiple_solutions.empty());
  }
  fuzz::require(!describe_problem(*format).empty());
  if (n <= 16) {  // an empty grid and a grid with a given, written and read back (in the variant's houses)
    const auto geometry = [&](const Shape& shape) {
      std::string why;
      const GeometryPtr made = Geometry::make(shape, Rules{format->variant.diagonals, format->variant.windows, {}, {}}, &why);
      fuzz::require(made != nullptr);
      return made;
    };
    Grid grid(geometry(first));
    grid.set(0, 1);
    Grid other(geometry(last));
    if (!format->blanks_allowed) {  // (a validation's grids are filled: no blank to write)
      for (int cell = 0; cell < first.cells(); ++cell) grid.set(cell, 1);
      for (int cell = 0; cell < last.cells(); ++cell) other.set(cell, 1 + cell % last.size());
    }
    const std::vector<Grid> grids = {grid, other};
    const std::size_t cases = format->max_cases == 1 ? 1 : 2;
    const std::string alphabet = format->box_per_case() ? format->alphabet : format_alphabet(*format, first);
    const std::string text = write_input(Span<const Grid>(grids.data(), cases), *format, alphabet);
    ReadOptions strict;
    strict.strict = true;
    const ReadResult read = read_puzzles(text, *format, strict);
    fuzz::require(read.ok() && read.set.puzzles.size() == cases && read.set.puzzles[0] == grid);
  }
  return 0;
}
