// SPDX-License-Identifier: MIT
// The compilers' word vectors and PortableWords, the fallback, give the same results for every
// operation the counter uses, on random words (the vector build runs this; the fallback's own
// build is the same code with SUDOKIT_PORTABLE_WORDS).
#include "common/engine/words.hpp"

#include <gtest/gtest.h>

#include <array>
#include <random>

namespace sudokit {
namespace {

template <class V, std::size_t K>
std::array<std::uint64_t, K> words_of(const V& v) {
  std::array<std::uint64_t, K> out{};
  for (std::size_t i = 0; i < K; ++i) out[i] = v[i];
  return out;
}

template <class V, std::size_t K>
void expect_same_as_portable(std::mt19937_64& rng) {
  using P = PortableWords<K>;
  V a{}, b{};
  P pa{}, pb{};
  for (std::size_t i = 0; i < K; ++i) {
    // Sparse words too, so that the folds see words with no bits and bits in one word only.
    a[i] = pa[i] = rng() & (rng() % 3 == 0 ? rng() : ~std::uint64_t{0});
    b[i] = pb[i] = rng() & (rng() % 3 == 0 ? rng() : ~std::uint64_t{0});
  }
  const std::uint64_t x = rng();
  const int k = static_cast<int>(rng() % 64);
  const auto same = [](const V& v, const P& p) { return words_of<V, K>(v) == words_of<P, K>(p); };
  EXPECT_TRUE(same(a & b, pa & pb));
  EXPECT_TRUE(same(a | b, pa | pb));
  EXPECT_TRUE(same(a ^ b, pa ^ pb));
  EXPECT_TRUE(same(a + b, pa + pb));
  EXPECT_TRUE(same(a - b, pa - pb));
  EXPECT_TRUE(same(a & x, pa & x));
  EXPECT_TRUE(same(a | x, pa | x));
  EXPECT_TRUE(same(a + x, pa + x));
  EXPECT_TRUE(same(a - x, pa - x));
  EXPECT_TRUE(same(~a, ~pa));
  EXPECT_TRUE(same(a << k, pa << k));
  EXPECT_TRUE(same(a >> k, pa >> k));
  EXPECT_EQ(any_word(a & b), any_word(pa & pb));
  V o = a, t = b;
  P po = pa, pt = pb;
  fold_words(o, t);
  fold_words(po, pt);
  EXPECT_TRUE(same(o, po));
  EXPECT_TRUE(same(t, pt));
  // The fold's meaning, word by word: every word holds the OR and the "twice" bits.
  std::uint64_t all = 0, twice = 0;
  for (std::size_t i = 0; i < K; ++i) {
    twice |= b[i] | (all & a[i]);
    all |= a[i];
  }
  for (std::size_t i = 0; i < K; ++i) {
    EXPECT_EQ(o[i], all);
    EXPECT_EQ(t[i], twice);
  }
}

TEST(Words, VectorsAndPortableWordsAgree) {
  std::mt19937_64 rng(7);
  for (int trial = 0; trial < 2000; ++trial) {
    expect_same_as_portable<Words2, 2>(rng);
    expect_same_as_portable<Words4, 4>(rng);
  }
  EXPECT_FALSE(any_word(Words4{}));
  EXPECT_TRUE(any_word(Words4{0, 0, 0, 1}));
  EXPECT_TRUE(any_word(Words2{0, 1}));
}

TEST(Words, RotationsMoveTheWords) {
  const Words4 x{1, 2, 3, 4};
  const auto words = [](const Words4& v) { return std::array<std::uint64_t, 4>{v[0], v[1], v[2], v[3]}; };
  Words4 out{};
  rotate_three<1>(x, out);
  EXPECT_EQ(words(out), (std::array<std::uint64_t, 4>{2, 3, 1, 4}));
  rotate_three<2>(x, out);
  EXPECT_EQ(words(out), (std::array<std::uint64_t, 4>{3, 1, 2, 4}));
  rotate_four<1>(x, out);
  EXPECT_EQ(words(out), (std::array<std::uint64_t, 4>{2, 3, 4, 1}));
  rotate_four<3>(x, out);
  EXPECT_EQ(words(out), (std::array<std::uint64_t, 4>{4, 1, 2, 3}));
}

}  // namespace
}  // namespace sudokit
