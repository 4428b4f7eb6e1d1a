// SPDX-License-Identifier: MIT
// The counters' searches compiled once more for AVX2 (x86-64 with GCC or Clang; CMake adds
// this file there): the same code, so the same nodes and answers, with each 4-word board
// operation one instruction. Every header is included before the AVX2 region, so only the
// searches' own (file-local) functions are compiled for it; nothing here runs unless
// BitboardCounter::has_avx2() said yes.
#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include <immintrin.h>

#include "common/engine/bits.hpp"
#include "common/engine/words.hpp"
#include "common/sudoku/bitboard_counter.hpp"

#if defined(__clang__)
#pragma clang attribute push(__attribute__((target("avx2,bmi,bmi2,popcnt"))), apply_to = function)
#else
#pragma GCC push_options
#pragma GCC target("avx2,bmi,bmi2,popcnt")
#endif

#define SUDOKIT_SEARCH_LANES_ONLY  // boxes up to 4x4: the row layout is faster without AVX2
#define SUDOKIT_SEARCH_AVX2        // AVX2 intrinsics where they say it better
#include "common/sudoku/bitboard_search.hpp"

#if defined(__clang__)
#pragma clang attribute pop
#else
#pragma GCC pop_options
#endif

namespace sudokit {

// nullptr for boxes wider than 4.
std::unique_ptr<BitboardCounter> make_counter_avx2(const Shape& shape) { return make_counter(shape); }

}  // namespace sudokit
