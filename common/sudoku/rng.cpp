// SPDX-License-Identifier: MIT
#include "common/sudoku/rng.hpp"

namespace sudokit {

namespace {
std::uint64_t mix(std::uint64_t z) {
  z += 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}
}  // namespace

std::uint64_t sub_seed(std::uint64_t seed, std::uint64_t index) { return mix(mix(seed) ^ index); }

}  // namespace sudokit
