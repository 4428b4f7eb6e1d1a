// The work of `sudokit-solve`, as a library call: solve or count every puzzle of some inputs
// and render the answer text, the diagnostics and the exit code. The front end only parses
// options and reads files.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/text/puzzle_files.hpp"

namespace sudokit {

struct SolveOptions {
  bool count = false;             // print solution counts instead of solutions
  std::uint64_t limit = 0;        // count mode: stop counting at this many (0 = count all)
  std::uint64_t node_limit = 0;   // per puzzle; 0 = none
  bool stats = false;             // per-puzzle effort and a summary on the diagnostics stream
  const TextFormat* output = nullptr;  // answer format; nullptr = each input's own
  std::string output_alphabet;    // --alphabet / --output-alphabet spec for generic outputs
};

struct SolveRun {
  std::string out;   // the answers (stdout)
  std::string err;   // diagnostics (stderr)
  int exit_code = 0; // 0 every puzzle solved, 1 some puzzle has no solution / is invalid /
                     // unknown, 2 the request cannot be met (e.g. output format vs shape)
};

SolveRun run_solve(const std::vector<PuzzleFile>& inputs, const TextFormat& input_format,
                   const SolveOptions& options);

}  // namespace sudokit
