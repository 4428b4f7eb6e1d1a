// SPDX-License-Identifier: MIT
#include "common/sudoku/bitboard_counter.hpp"

#include <cstdlib>
#include <string_view>

#include "common/sudoku/bitboard_search.hpp"

namespace sudokit {

#if defined(SUDOKIT_AVX2_COUNTER)
// bitboard_counter_avx2.cpp's make_counter (boxes up to 4x4, else nullptr): call only where
// has_avx2().
std::unique_ptr<BitboardCounter> make_counter_avx2(const Shape& shape);
#endif

bool BitboardCounter::has_avx2() {
#if defined(SUDOKIT_AVX2_COUNTER)
  static const bool has = [] {
    __builtin_cpu_init();  // (a no-op once main() runs; needed before it)
    const char* portable = std::getenv("SUDOKIT_PORTABLE");  // set, and not "0": never AVX2
    if (portable != nullptr && *portable != '\0' && std::string_view(portable) != "0") return false;
    return __builtin_cpu_supports("avx2") && __builtin_cpu_supports("bmi") && __builtin_cpu_supports("bmi2") &&
           __builtin_cpu_supports("popcnt");
  }();
  return has;
#else
  return false;
#endif
}

std::unique_ptr<BitboardCounter> BitboardCounter::make(const Shape& shape, Code code) {
  std::unique_ptr<BitboardCounter> counter;
#if defined(SUDOKIT_AVX2_COUNTER)
  if (code == Code::best && has_avx2()) {
    counter = make_counter_avx2(shape);  // boxes up to 4x4
    if (counter) counter->avx2_ = true;
  }
#endif
  if (!counter) counter = make_counter(shape);
  return counter;
}

}  // namespace sudokit
