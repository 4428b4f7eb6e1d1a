// `sudokit-verify unique`, as a library call: the uniqueness verdict of every puzzle, with the
// proof that goes with it (the conflicting givens, or two different solutions), optionally
// whether each unique puzzle is minimal and which givens are redundant.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "common/text/puzzle_files.hpp"

namespace sudokit {

struct UniqueOptions {
  std::uint64_t node_limit = 0;  // per search; 0 = none ("unknown" when it runs out)
  bool minimal = false;          // also test every given of each unique puzzle
  bool json = false;             // one JSON object per puzzle instead of text lines
  bool quiet = false;            // the summary line only
};

struct UniqueRun {
  std::string out;
  std::string err;
  int exit_code = 0;  // 0 every puzzle is unique (and minimal, with --minimal), 1 otherwise
};

UniqueRun verify_unique(const std::vector<PuzzleFile>& files, const UniqueOptions& options);

}  // namespace sudokit
