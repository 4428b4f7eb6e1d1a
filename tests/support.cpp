// SPDX-License-Identifier: MIT
#include "tests/support.hpp"

#include <cstdlib>

#include <gtest/gtest.h>
#include <stdlib.h>

#include <sstream>

#include "common/run/process.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/io.hpp"
#include "common/text/sgt_id.hpp"
#include "common/text/text_format.hpp"
#include "gen/gen.hpp"

namespace sudokit::testing {

namespace {
struct HostileCopy {
  std::string folder, path;
  HostileCopy() {
    std::string error;
    folder = make_scratch_folder("sudokit-test", &error);
    path = folder + "/hostile";
    const char* moved = std::getenv("SUDOKIT_TEST_HOSTILE");
    std::filesystem::copy_file(moved && *moved ? moved : SUDOKIT_HOSTILE, path);
    std::filesystem::permissions(path, std::filesystem::perms::owner_all | std::filesystem::perms::group_read |
                                           std::filesystem::perms::group_exec | std::filesystem::perms::others_read |
                                           std::filesystem::perms::others_exec);
  }
  ~HostileCopy() { remove_folder(folder); }
};
}  // namespace

const std::string& hostile_program() {
  static const HostileCopy copy;
  return copy.path;
}

TempDir::TempDir() {
  std::string pattern = (std::filesystem::temp_directory_path() / "sudokit-test-XXXXXX").string();
  path = ::mkdtemp(pattern.data());
}

TempDir::~TempDir() { std::filesystem::remove_all(path); }

std::string slurp(const std::string& path) {
  std::string error;
  const auto text = read_text_file(path, &error);
  EXPECT_TRUE(text) << error;
  return text.value_or("");
}

Grid parse_line(const std::string& text, Shape shape) {
  ReadOptions options;
  options.shape = shape;
  ReadResult read = read_puzzles(text + "\n", *find_text_format("line"), options);
  EXPECT_TRUE(read.ok()) << (read.ok() ? "" : read.error->to_string());
  return read.ok() ? read.set.puzzles.at(0) : Grid(shape);
}

std::vector<std::string> split(const std::string& line, char separator) {
  std::vector<std::string> fields;
  std::stringstream stream(line);
  std::string field;
  while (std::getline(stream, field, separator)) fields.push_back(field);
  return fields;
}

std::string data_path(const std::string& relative) {
  const char* moved = std::getenv("SUDOKIT_TEST_DATA");
  return (moved && *moved ? std::string(moved) : std::string(SUDOKIT_SOURCE_DIR) + "/tests/data") + "/" + relative;
}

std::vector<std::string> puzzle_lines(const std::string& path, std::size_t most) {
  std::vector<std::string> lines;
  std::istringstream in(slurp(path));
  for (std::string line; lines.size() < most && std::getline(in, line);) {
    if (line.size() >= 81) lines.push_back(line.substr(0, 81));
  }
  EXPECT_EQ(lines.size(), most) << path << ": fewer puzzle lines than the test needs";
  return lines;
}

std::pair<std::string, std::string> generated_test(const char* profile, std::uint64_t seed,
                                                   std::size_t count) {
  const TextFormat* format = find_text_format(profile);
  GenRequest request;
  request.batch.shape = *format->shape;
  request.batch.seed = seed;
  request.total = format->max_cases == 1 ? 1 : count;
  request.batch.end = request.total;
  request.format = format;
  request.alphabet = format_alphabet(*format, *format->shape);
  const GenRun made = run_gen(request);
  EXPECT_TRUE(made.ok()) << made.failure;
  return {made.puzzles, made.solutions};
}

TwoSolutions zoj_two_solutions() {
  TwoSolutions two;
  two.input = slurp(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/invalid/poj3076/two_solutions.in");
  ReadOptions options;
  const ReadResult read = read_puzzles(two.input, *find_text_format("zoj3122"), options);
  EXPECT_TRUE(read.ok());
  if (!read.ok()) return two;
  two.alphabet = read.set.alphabet;
  SudokuSolver solver(SudokuMatrix::for_shape(read.set.shape));
  two.solutions = solver.solve(read.set.puzzles[0], 2, 2).found;
  EXPECT_EQ(two.solutions.size(), 2u);
  return two;
}

std::string Corrupter::damage(std::string text, std::uint64_t max_edits, std::uint64_t max_copy) {
  for (std::uint64_t edits = 1 + next(max_edits); edits > 0 && !text.empty(); --edits) {
    const std::size_t at = next(text.size());
    switch (next(5)) {
      case 0: text[at] = bytes[next(bytes.size())]; break;
      case 1: text.insert(at, 1, bytes[next(bytes.size())]); break;
      case 2: text.erase(at, 1 + next(3)); break;
      case 3: text.resize(at); break;
      default: text.insert(at, text.substr(at, next(max_copy))); break;
    }
  }
  return text;
}

Grid grid_of_sgt_id(const std::string& id) {
  SgtError error;
  const auto read = read_sgt_id(id, &error);
  EXPECT_TRUE(read) << id << ": " << error.message;
  if (!read) return Grid();
  Grid grid(read->geometry);
  for (int cell = 0; cell < grid.shape().cells(); ++cell) grid.set(cell, read->cells[static_cast<std::size_t>(cell)]);
  return grid;
}

}  // namespace sudokit::testing
