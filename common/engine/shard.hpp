// SPDX-License-Identifier: MIT
// --shard i/n: the i-th of n consecutive blocks of a run's puzzles (sudokit-gen's made, or
// sudokit-verify's read), so that a run splits over machines and the parts, joined in order,
// are the run made in one piece (examples/scale-out).
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>

namespace sudokit {

// Shard `index` (1-based) of `count`: a contiguous block of a run's puzzles.
struct Shard {
  std::size_t index = 1;
  std::size_t count = 1;
};
std::optional<Shard> parse_shard(const std::string& text, std::string* error);
// Puzzles [first, second) of a run of `total`: consecutive shards cover the run in order.
std::pair<std::size_t, std::size_t> shard_range(std::size_t total, Shard shard);

}  // namespace sudokit
