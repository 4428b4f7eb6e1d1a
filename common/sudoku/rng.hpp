// SPDX-License-Identifier: MIT
// Seeded, portable randomness. Every random choice sudokit makes goes through an Rng built from
// a seed the user can see and pass back, and gives the same values on every compiler, library
// and platform: the engine is std::mt19937_64, whose output the standard fixes (the 10000th
// value of a default-constructed one is 9981545732273789042), the same sequence as Boost's
// mt19937_64 that sudokit used before; the draws below are our own. std:: distributions,
// std::shuffle and the C library's generator are not used: their results differ between
// standard libraries.
#pragma once

#include <cstdint>
#include <random>
#include <utility>
#include <vector>

#include "common/engine/exact_cover.hpp"
#include "common/engine/span.hpp"

namespace sudokit {

class Rng {
 public:
  explicit Rng(std::uint64_t seed) : engine_(seed) {}

  std::uint64_t next() { return engine_(); }
  // A uniform value in [0, bound), bound >= 1: rejection sampling, no modulo bias.
  std::uint64_t below(std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound;  // 2^64 mod bound
    for (;;) {
      const std::uint64_t r = next();
      if (r >= threshold) return r % bound;
    }
  }
  // Fisher-Yates, last position first.
  template <class T>
  void shuffle(std::vector<T>& values) {
    shuffle(Span<T>(values));
  }
  template <class T>
  void shuffle(Span<T> values) {
    for (std::size_t k = values.size(); k > 1; --k) {
      std::swap(values[k - 1], values[static_cast<std::size_t>(below(k))]);
    }
  }

 private:
  std::mt19937_64 engine_;
};

// The seed of item `index` of a run seeded with `seed` (SplitMix64 finalizer of both): items get
// unrelated streams, and an item's stream does not depend on how the run is split up.
std::uint64_t sub_seed(std::uint64_t seed, std::uint64_t index);

// The engine's Chooser, drawing from an Rng.
class RngChooser final : public Chooser {
 public:
  explicit RngChooser(Rng& rng) : rng_(&rng) {}
  std::uint32_t below(std::uint32_t bound) override {
    return static_cast<std::uint32_t>(rng_->below(bound));
  }

 private:
  Rng* rng_;
};

}  // namespace sudokit
