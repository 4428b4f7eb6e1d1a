// SPDX-License-Identifier: MIT
// The fuzz harnesses' shared part. Each harness (fuzz_*.cpp) defines libFuzzer's entry point,
//   extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size);
// and is built twice: with clang's -fsanitize=fuzzer (sudokit-fuzz-NAME, a libFuzzer binary:
// scripts/fuzz) and with replay.cpp's main (sudokit-fuzz-replay-NAME, any compiler: the unit
// tests run it over fuzz/regressions/NAME/, the inputs that once failed, and the seeds).
// A harness never checks an answer; it asks that no input crashes, hangs, leaks or trips a
// sanitizer, and that every tool-facing result is one of the documented ones.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

namespace sudokit::fuzz {

inline std::string_view as_text(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// A harness's own check failed: abort, so that libFuzzer (or the replay) reports the input.
inline void require(bool condition) {
  if (!condition) std::abort();
}

// The search budget of every search a harness starts: small, so that an input runs in
// milliseconds (the budgets' own behaviour is under test as much as the searches).
inline constexpr std::uint64_t kNodes = 20'000;

}  // namespace sudokit::fuzz
