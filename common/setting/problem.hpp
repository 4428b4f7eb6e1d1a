// SPDX-License-Identifier: MIT
// A problem as problem setting sees it: its judge, and its tests made on demand. Stress,
// shrinking, packages and their strength against submissions stand on this value alone; what
// makes the tests (sudokit-gen's generator, gen/test_maker.hpp) is handed in by the front end,
// so that this layer never sees a command line, a generator's options or its error texts.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/judge/judge.hpp"
#include "common/run/program.hpp"

namespace sudokit {

// Why a test was not made.
enum class MakeFailure {
  usage,     // the options do not go together or with the judge (a plan line's or a
             // command line's error: nothing can be made from them)
  input,     // something the maker needs cannot be had (a program that cannot be prepared)
  not_made,  // nothing was made within the maker's attempts (another seed may do)
};

// A test's input, or why there is none.
struct MadeInput {
  std::string input;
  std::optional<MakeFailure> failure;  // set: not made, `why` says why
  std::string why;
  static MadeInput failed(MakeFailure failure, std::string why) { return {"", failure, std::move(why)}; }
};

// The input of the test of a seed: the same bytes for the same seed, always.
using TestLine = std::function<MadeInput(std::uint64_t seed)>;

// Tests on which a slow program may run out of time, for a package's strength: each input
// with how it was found, in the order to try them (the fewest, hardest cases first).
struct SlowTest {
  std::string input;
  std::string how;  // for the manifest
};
struct SlowTests {
  std::vector<SlowTest> tests;
  std::string error;  // the search could not run: why
};
// A search measuring `program` (run under `limits`), from `seed`, for at most `seconds`.
using SlowSearch = std::function<SlowTests(const Program& program, const std::string& name, const Limits& limits,
                                           std::uint64_t seed, double seconds)>;

struct Problem {
  const Judge* judge = nullptr;
  // Its generated tests: test k of a run from seed S is line k mod n's, with seed S + k / n.
  std::vector<TestLine> lines;
  // A search for tests a slow program fails (empty: none; the lines' tests alone).
  SlowSearch slow;
};

// Test k of a run of `lines` from `seed`: line k mod n, with seed `seed` + k / n.
struct LineTest {
  std::size_t line;
  std::uint64_t seed;
};
inline LineTest line_test(std::size_t lines, std::uint64_t seed, std::uint64_t k) {
  return {static_cast<std::size_t>(k % lines), seed + k / lines};
}

}  // namespace sudokit
