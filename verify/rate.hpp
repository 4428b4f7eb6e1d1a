// `sudokit-verify rate`: the difficulty probes (common/sudoku/probes.hpp) over puzzle files.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/sudoku/probes.hpp"

namespace sudokit {

struct PuzzleFile;

struct RateOptions {
  std::vector<Probe> probes = all_probes();
  std::uint64_t budget = 1'000'000;  // per probe and puzzle
  bool json = false;
};
struct RateRun {
  std::string out;
  std::string err;
  int exit_code = 0;  // 0 rated; 1 some puzzle is invalid or has no solution
};
// `sudokit-verify rate`: per puzzle its givens, each probe's nodes (">B" past the budget;
// naive only up to 9x9) and the logical level, as text or JSON lines; a summary on err.
RateRun rate_puzzles(const std::vector<PuzzleFile>& files, const RateOptions& options);

}  // namespace sudokit
