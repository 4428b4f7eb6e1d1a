// Helpers shared by the tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "common/grid.hpp"

namespace sudokit::testing {

// The Sudoku profiles whose answers are grids, with their folders in ../shared/samples.
struct ProfileSample {
  const char* profile;
  const char* folder;
};
inline constexpr ProfileSample kGridSamples[] = {{"poj3074", "poj-3074"},
                                                 {"poj3076", "poj-3076"},
                                                 {"zoj3122", "zoj-3122"},
                                                 {"acwing169", "acwing-169"},
                                                 {"p1784", "luogu-p1784"}};

// A fresh empty folder, removed with everything in it when the object goes.
struct TempDir {
  std::filesystem::path path;
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
};

// The whole file, or "" with a test failure.
std::string slurp(const std::string& path);
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

}  // namespace sudokit::testing
