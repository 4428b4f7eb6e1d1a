// SPDX-License-Identifier: MIT
// Vectors of 2 and 4 64-bit words, operated on word by word: `a & b`, `a | b`, `a ^ b`,
// `a + b`, `a - b`, `~a`, `a << k`, `a >> k` (each with a word on the right too, applied to
// every word), `a[i]`, `Words4{w0, w1, w2, w3}`. With GCC and Clang they are the compilers'
// vector types (on baseline x86-64 a 4-word operation is two SSE2 instructions, not four);
// elsewhere, or with SUDOKIT_PORTABLE_WORDS defined, PortableWords, an array with the same
// operators (the tests hold the two to the same results). Without AVX, GCC aligns a 4-word
// vector to 16 bytes only, and AVX code loads it as aligned to 32: memory holding them for
// code of both kinds must be aligned to 32 by its own type (alignas on the struct).
#pragma once

#include <cstddef>
#include <cstdint>
#include <type_traits>

// The vectors are passed between inline and file-local functions only, so the compilers'
// note that 32-byte vectors pass differently with AVX enabled is moot (it holds for the rest
// of a file that includes this).
#if defined(__clang__)
#pragma clang diagnostic ignored "-Wpsabi"
#elif defined(__GNUC__)
#pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace sudokit {

template <std::size_t K>
struct PortableWords {
  std::uint64_t w[K];

  constexpr std::uint64_t& operator[](std::size_t i) { return w[i]; }
  constexpr std::uint64_t operator[](std::size_t i) const { return w[i]; }

#define SUDOKIT_WORDS_OP(op)                                                            \
  constexpr PortableWords& operator op##=(const PortableWords& b) {                     \
    for (std::size_t i = 0; i < K; ++i) w[i] op## = b.w[i];                              \
    return *this;                                                                       \
  }                                                                                     \
  constexpr PortableWords& operator op##=(std::uint64_t b) {                            \
    for (std::size_t i = 0; i < K; ++i) w[i] op## = b;                                   \
    return *this;                                                                       \
  }                                                                                     \
  friend constexpr PortableWords operator op(PortableWords a, const PortableWords& b) { \
    return a op## = b;                                                                  \
  }                                                                                     \
  friend constexpr PortableWords operator op(PortableWords a, std::uint64_t b) { return a op## = b; }
  SUDOKIT_WORDS_OP(&)
  SUDOKIT_WORDS_OP(|)
  SUDOKIT_WORDS_OP(^)
  SUDOKIT_WORDS_OP(+)
  SUDOKIT_WORDS_OP(-)
#undef SUDOKIT_WORDS_OP
  friend constexpr PortableWords operator~(PortableWords a) {
    for (std::size_t i = 0; i < K; ++i) a.w[i] = ~a.w[i];
    return a;
  }
  friend constexpr PortableWords operator<<(PortableWords a, int k) {
    for (std::size_t i = 0; i < K; ++i) a.w[i] <<= k;
    return a;
  }
  friend constexpr PortableWords operator>>(PortableWords a, int k) {
    for (std::size_t i = 0; i < K; ++i) a.w[i] >>= k;
    return a;
  }
  constexpr PortableWords& operator<<=(int k) { return *this = *this << k; }
  constexpr PortableWords& operator>>=(int k) { return *this = *this >> k; }
};

#if (defined(__GNUC__) || defined(__clang__)) && !defined(SUDOKIT_PORTABLE_WORDS)
typedef std::uint64_t Words2 __attribute__((vector_size(16)));
typedef std::uint64_t Words4 __attribute__((vector_size(32)));
#else
using Words2 = PortableWords<2>;
using Words4 = PortableWords<4>;
#endif

// Whether any word is not 0.
template <class V>
inline bool any_word(const V& x) {
  std::uint64_t all = x[0] | x[1];
  if constexpr (sizeof(V) == 32) all |= x[2] | x[3];
  return all != 0;
}

// Across the words: o becomes their OR and t the bits in two words or more of o, or in any of
// t, in every word (pairs of words swapped, then halves).
template <class V>
inline void fold_words(V& o, V& t) {
#if (defined(__GNUC__) || defined(__clang__)) && !defined(SUDOKIT_PORTABLE_WORDS)
  if constexpr (std::is_same_v<V, Words4>) {
    V o1 = __builtin_shufflevector(o, o, 1, 0, 3, 2);
    t = t | __builtin_shufflevector(t, t, 1, 0, 3, 2) | (o & o1);
    o = o | o1;
    o1 = __builtin_shufflevector(o, o, 2, 3, 0, 1);
    t = t | __builtin_shufflevector(t, t, 2, 3, 0, 1) | (o & o1);
    o = o | o1;
    return;
  } else if constexpr (std::is_same_v<V, Words2>) {
    const V o1 = __builtin_shufflevector(o, o, 1, 0);
    t = t | __builtin_shufflevector(t, t, 1, 0) | (o & o1);
    o = o | o1;
    return;
  }
#endif
  constexpr std::size_t k = sizeof(V) / sizeof(std::uint64_t);
  std::uint64_t all = 0, twice = 0;
  for (std::size_t i = 0; i < k; ++i) {
    twice |= t[i] | (all & o[i]);
    all |= o[i];
  }
  for (std::size_t i = 0; i < k; ++i) o[i] = all, t[i] = twice;
}

// Words 0 to 2 of a 4-word vector rotated by S (1 or 2) into `out`: word i gets word (i + S)
// mod 3; word 3 stays. (Three bands of a 9x9 board in a vector: each band gets another's.)
// Built word by word: GCC makes one vpermq of it for AVX2, and for SSE2 better code than from a
// __builtin_shufflevector (the portable 9x9 counter faster). Written through a reference,
// not returned, as fold_words: the AVX2 search calls these (bitboard_counter_avx2.cpp), and a
// 32-byte vector returned from a function compiled without AVX is another ABI (clang refuses).
template <int S>
inline void rotate_three(const Words4& x, Words4& out) {
  static_assert(S == 1 || S == 2);
  out = Words4{x[S % 3], x[(1 + S) % 3], x[(2 + S) % 3], x[3]};
}

// The 4 words rotated by S (1 to 3) into `out`: word i gets word (i + S) mod 4. (The four
// bands of a 16x16 board.)
template <int S>
inline void rotate_four(const Words4& x, Words4& out) {
  static_assert(S >= 1 && S <= 3);
  out = Words4{x[S % 4], x[(1 + S) % 4], x[(2 + S) % 4], x[(3 + S) % 4]};
}

}  // namespace sudokit
