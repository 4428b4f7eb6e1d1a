// The work of `sudokit-gen`, as a library call: generate a batch and render the puzzles, the
// solutions and the report. The front end only parses options and writes files.
#pragma once

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
};

struct GenRun {
  std::string puzzles;    // the input text (this shard's part of the whole run)
  std::string solutions;  // the answers, in the format's answer layout
  std::string report;     // JSON lines, one per puzzle
  std::string failure;    // why some puzzle could not be made within its attempts (one line)
  bool ok() const { return failure.empty(); }
};

GenRun run_gen(const GenRequest& request);

}  // namespace sudokit
