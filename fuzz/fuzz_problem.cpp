// SPDX-License-Identifier: MIT
// Problem files, as every tool reads them (--problem FILE): YAML through yaml-cpp, then the
// schema. A row or a refusal placed at a line (and its column where a node is at fault), never a
// crash; a row that is read is one the judges can serve: a shape, as many symbols as digits (or
// integer cells), no blank among them, the words of a classification, and a description; and a
// puzzle of its shape written in its format reads back the same.
#include "common/text/problem_file.hpp"
#include "fuzz/fuzz.hpp"

using namespace sudokit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  ParseError error;
  const auto format = read_problem_file(fuzz::as_text(data, size), "problem.yaml", &error);
  if (!format) {
    fuzz::require(!error.message.empty() && error.line >= 0 && error.column >= 0);
    return 0;
  }
  fuzz::require(format->shape.has_value() && !format->name.empty() && !format->title.empty());
  const int n = format->shape->size();
  fuzz::require(static_cast<int>(format->alphabet.size()) == n || (format->layout == Layout::ints && format->alphabet.empty()));
  for (char blank : format->blanks) {
    fuzz::require(format->layout == Layout::ints || format->alphabet.find(blank) == std::string::npos);
  }
  if (format->task == Task::classify) {
    for (const std::string& word : format->class_words) fuzz::require(!word.empty());
  }
  fuzz::require(!describe_problem(*format).empty());
  if (n <= 16) {  // an empty grid and a grid with a given, written and read back
    Grid grid(*format->shape);
    grid.set(0, 1);
    const std::vector<Grid> grids = {grid, Grid(*format->shape)};
    const std::size_t cases = format->max_cases == 1 ? 1 : 2;
    const std::string alphabet = format_alphabet(*format, *format->shape);
    const std::string text = write_input(Span<const Grid>(grids.data(), cases), *format, alphabet);
    ReadOptions strict;
    strict.strict = true;
    const ReadResult read = read_puzzles(text, *format, strict);
    fuzz::require(read.ok() && read.set.puzzles.size() == cases && read.set.puzzles[0] == grid);
  }
  return 0;
}
