// SPDX-License-Identifier: MIT
// Helpers shared by the tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "common/sudoku/grid.hpp"

namespace sudokit::testing {

// Whether this is the sanitizers' build (10-20 times slower, run after the plain build's pass).
#ifdef SUDOKIT_SANITIZED
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif
// How many instances of a long sweep a test runs: all of them in the plain build; under the
// sanitizers a quarter, at least one, so that their pass still walks every path of the sweep.
constexpr int sweep(int instances) {
  if (!kSanitized) return instances;
  return instances >= 4 ? instances / 4 : 1;
}

// A file of the tests' own data, tests/data/RELATIVE in the source tree (samples of the judge
// problems, puzzle lists, the invalid-input bank): everything a test reads is in the repository.
// SUDOKIT_TEST_DATA names another copy of tests/data (scripts/test-as-user runs the tests as a
// user who cannot read the clone).
std::string data_path(const std::string& relative);

// The Sudoku profiles whose answers are grids, with their folders in tests/data/samples.
struct ProfileSample {
  const char* profile;
  const char* folder;
};
inline constexpr ProfileSample kGridSamples[] = {{"poj3074", "poj-3074"},
                                                 {"poj3076", "poj-3076"},
                                                 {"zoj3122", "zoj-3122"},
                                                 {"acwing169", "acwing-169"},
                                                 {"p1784", "luogu-p1784"}};

// The program that misbehaves on purpose (common/run/hostile.cpp), copied where any user can
// run it (the build folder may be private); the copy goes when the tests end.
// SUDOKIT_TEST_HOSTILE names another build of it.
const std::string& hostile_program();

// A fresh empty folder, removed with everything in it when the object goes.
struct TempDir {
  std::filesystem::path path;
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

// A puzzle in `line` format (the default alphabet) of `shape`; a test failure if unreadable.
Grid parse_line(const std::string& text, Shape shape);
// The fields of a data table's line, split at `separator`.
std::vector<std::string> split(const std::string& line, char separator);

// The whole file, or "" with a test failure.
std::string slurp(const std::string& path);

// The puzzle of an sgt-puzzles id, in its own geometry (X, jigsaw, killer), or an empty grid
// with a test failure.
Grid grid_of_sgt_id(const std::string& id);
// The first `most` lines of at least 81 bytes of a puzzle list, cut to 81; a test failure (with
// the path) when the file is missing or holds fewer, so a test never indexes past the end.
std::vector<std::string> puzzle_lines(const std::string& path, std::size_t most);
// A generated judge input of a profile and its answer, as sudokit-gen writes them
// (`count` cases, or 1 where the profile holds only one).
std::pair<std::string, std::string> generated_test(const char* profile, std::uint64_t seed,
                                                   std::size_t count = 2);
// The bank's 16x16 puzzle with two solutions (as a ZOJ 3122 input), and both solutions.
struct TwoSolutions {
  std::string input;
  std::string alphabet;
  std::vector<Grid> solutions;
};
TwoSolutions zoj_two_solutions();

// Damages texts at random for robustness tests: 1..max_edits edits, each a byte replaced or
// inserted (drawn from `bytes`), bytes erased, the text cut, or a stretch of up to max_copy
// bytes doubled. Its own small generator (an LCG), so the tests do not depend on the library's.
struct Corrupter {
  std::uint64_t state;
  std::string bytes;
  std::uint64_t next(std::uint64_t bound) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    return (state >> 33) % bound;
  }
  std::string damage(std::string text, std::uint64_t max_edits, std::uint64_t max_copy);
};

}  // namespace sudokit::testing
