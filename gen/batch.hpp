// SPDX-License-Identifier: MIT
// Batches of puzzles: threads, shards, and the order that makes both invisible in the output.
//
// Puzzle i of a run seeded S is generated from sub_seed(S, i) alone, so it is the same puzzle
// whichever thread makes it, however many threads there are, and whichever shard of the run
// it falls in: --jobs and --shard change only how fast the bytes come, never which bytes.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/engine/shard.hpp"
#include "gen/generator.hpp"
#include "gen/variant_generator.hpp"

namespace sudokit {

struct BatchRequest {
  Shape shape;
  // A box per case (TextFormat::box_values): each puzzle's shape drawn from these by its own
  // seed (sub_seed(seed, kBoxStream)); empty: every puzzle is `shape`.
  std::vector<Shape> case_shapes;
  Counter counter = Counter::automatic;  // the digging checks' searcher (Generator says which)
  VariantKind variant;                   // X, windoku, jigsaw, killer: VariantGenerator's
  GenerateOptions options;
  std::uint64_t seed = 1;
  std::size_t begin = 0;  // puzzle indices [begin, end) of the run
  std::size_t end = 0;
  int jobs = 1;
  bool measure_solve = false;  // count each puzzle to two for the report (capped, see below)
  // No two puzzles of the run with the same canonical form (canonical.hpp): a puzzle whose form
  // came before is replaced, on the calling thread and in index order, by one made from
  // sub_seed(its seed, k) for k = 1, 2, ... (item.seed says which); after kDistinctTries the
  // item fails. Each form is kept as a 64-bit hash (a collision can only replace a puzzle that
  // needed no replacing), about 40 bytes a puzzle.
  bool distinct = false;
  // Called now and then from the calling thread with (puzzles done, puzzles asked for).
  std::function<void(std::size_t, std::size_t)> progress;
};

struct BatchItem {
  std::size_t index = 0;
  std::uint64_t seed = 0;                 // sub_seed(run seed, index)
  std::optional<GeneratedPuzzle> puzzle;  // nullopt: failed (see why) or not reached
  std::string why;
  // Search nodes to count the puzzle's solutions to two (with measure_solve), or nullopt when
  // that took more than kSolveNodeCap nodes (large, sparse grids).
  std::optional<std::uint64_t> solve_nodes;
};

inline constexpr std::uint64_t kSolveNodeCap = 1000000;
inline constexpr int kDistinctTries = 1000;

// Generates the request's puzzles on `jobs` threads and hands each item to `sink` on the
// calling thread, in index order, as soon as it and every one before it are done. At most
// kWindowPerJob x jobs items are made or held at once, so memory stays flat at any count.
// After a failure no new puzzle is started; every puzzle before the first failure is complete,
// so the first failed item (the last one `sink` gets) is the same for any number of threads.
// `sink` returning false stops the batch the same way (a write failed, a signal came).
using BatchSink = std::function<bool(BatchItem&)>;
void generate_batch(const BatchRequest& request, const BatchSink& sink);
inline constexpr std::size_t kWindowPerJob = 64;

// The same, every item collected (in index order; after a failure, up to the failed one).
std::vector<BatchItem> generate_batch(const BatchRequest& request);

}  // namespace sudokit
