// SPDX-License-Identifier: MIT
// The work of `sudokit-gen`, as a library call: generate a batch and render the puzzles, the
// solutions and the report. The front end only parses options and writes files.
#pragma once

#include <functional>
#include <string>

#include "common/text/text_format.hpp"
#include "gen/batch.hpp"

namespace sudokit {

struct GenRequest {
  BatchRequest batch;
  std::size_t total = 0;            // puzzles in the whole run (all shards)
  const TextFormat* format = nullptr;
  std::string alphabet;             // symbols for the shape's digits
  bool with_solution = false;       // the solution beside each puzzle (generic formats)
  bool sgt_ids = false;             // each puzzle (and solution) as an sgt-puzzles id a line
  std::function<void(const GeneratedPuzzle&)> keep;  // given each puzzle, in order, as it is made
  // Told of each puzzle (its index and seed) that kept a given whose check ran out of nodes.
  std::function<void(std::size_t, std::uint64_t)> unproven;
  double seconds_per_solve_node = 0;  // > 0: the report's solve_seconds (--report-times)
  // The cases of a task other than solve: the classes each is drawn from (all four when empty).
  std::vector<CaseClass> classes;
};

struct GenRun {
  std::string puzzles;    // the input text (this shard's part of the whole run)
  std::string solutions;  // the answers, in the format's answer layout
  std::string report;     // JSON lines, one per puzzle
  std::string failure;    // why some puzzle could not be made within its attempts (one line)
  bool ok() const { return failure.empty(); }
};

// The run's text piece by piece, in order, as the puzzles are made: `write(input, answers,
// report)` gets each puzzle's part of the three (the shard's count line with the first, its
// terminator with the last: the parts concatenated are run_gen's texts). It returns false to
// stop the run. Returns "" or the failure (why some puzzle could not be made), as GenRun's.
using GenWrite = std::function<bool(const std::string& input, const std::string& answers,
                                    const std::string& report)>;
std::string stream_gen(const GenRequest& request, const GenWrite& write);

// The whole run in memory.
GenRun run_gen(const GenRequest& request);

}  // namespace sudokit
