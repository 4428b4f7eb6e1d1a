// SPDX-License-Identifier: MIT
// `sudokit-verify rate`: the difficulty probes (common/sudoku/probes.hpp) over puzzle files.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/sudoku/probes.hpp"
#include "common/text/puzzle_files.hpp"

namespace sudokit {


struct RateOptions {
  std::vector<Probe> probes = all_probes();
  std::uint64_t budget = 1'000'000;  // per probe and puzzle
  bool times = false;  // also each probe's predicted time on this machine (rendered only then)
  std::function<void(std::size_t done, std::size_t total)> progress;  // told after each puzzle
};

// One puzzle's rating: each probe's effort (nullopt where the probe does not apply: naive
// above 9x9), the logical level, or why it could not be read.
struct PuzzleRating {
  PuzzleRef where;
  std::string unreadable;            // why, when it could not be read (nothing else is set)
  int givens = 0;
  struct Effort {
    std::uint64_t nodes = 0;
    bool finished = false;           // false: past the budget
  };
  std::vector<std::optional<Effort>> efforts;  // per RateOptions::probes
  LogicSteps logic;                  // the logical level and the techniques it took
  bool solvable = true;              // no probe proved it has no solution, no clashing givens
};

struct RateReport {
  RateOptions options;
  std::vector<PuzzleRating> puzzles;
  // Per probe: its seconds per node over the whole run (0 when it searched no node), measured
  // on this machine; a puzzle's predicted time is its nodes times that.
  std::vector<double> seconds_per_node;
  // Every puzzle read and solvable: the tool's exit status 0.
  bool all_solvable() const;
};

// `sudokit-verify rate`: every puzzle's givens, each probe's nodes and the logical level.
RateReport rate_puzzles(const std::vector<PuzzleFile>& files, const RateOptions& options);
// As the tool prints them: a line (or a JSON object) per puzzle on `out` (">B" past the
// budget), the unreadable ones and the summary on `err`.
void render_rate(const RateReport& report, bool json, std::string* out, std::string* err);

}  // namespace sudokit
