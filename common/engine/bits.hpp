// SPDX-License-Identifier: MIT
// Bit scans on 64-bit words (C++17: no <bit>). GCC and Clang builtins, a loop elsewhere.
#pragma once

#include <cstdint>

namespace sudokit {

// The index of the lowest set bit; `word` must not be 0.
inline int lowest_bit(std::uint64_t word) {
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_ctzll(word);
#else
  int index = 0;
  while ((word & 1) == 0) word >>= 1, ++index;
  return index;
#endif
}

// The number of leading zero bits (64 for 0).
inline int leading_zeros(std::uint64_t word) {
  if (word == 0) return 64;
#if defined(__GNUC__) || defined(__clang__)
  return __builtin_clzll(word);
#else
  int count = 0;
  for (std::uint64_t top = std::uint64_t{1} << 63; (word & top) == 0; top >>= 1) ++count;
  return count;
#endif
}

// The number of set bits (a few arithmetic steps: a popcount builtin is a library call on
// baseline x86-64).
inline int bit_count(std::uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555ULL;
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

}  // namespace sudokit
