// SPDX-License-Identifier: MIT
// The counters' searches (ShapeCounter, boxes up to 4x4; WideCounter, wider boxes), for
// bitboard_counter.cpp only: it includes this once as it is, for every CPU, and
// bitboard_counter_avx2.cpp once more with AVX2 code generation, for the CPUs that have it
// (BitboardCounter::make chooses at run time), ShapeCounter only (SUDOKIT_SEARCH_LANES_ONLY:
// WideCounter's word-per-row loops ran slower built for AVX2). Everything here is file-local
// (an unnamed namespace), so the two copies are distinct functions; the headers above it are
// included first there, outside the AVX2 region, so that nothing they define is compiled for
// AVX2.
#pragma once

#include <algorithm>
#include <array>
#include <cassert>
#include <cstdint>
#include <memory>
#include <type_traits>
#include <utility>
#include <vector>

#include "common/engine/bits.hpp"
#include "common/engine/words.hpp"
#include "common/sudoku/bitboard_counter.hpp"

namespace sudokit {

namespace {

std::size_t u(int i) { return static_cast<std::size_t>(i); }

// The bits set in a word (no popcount instruction is assumed: the build is portable), per
// byte, to be summed over a few words before the bytes are added up. T: a word, or a vector
// of words (below), word by word.
template <class T>
constexpr T byte_counts(const T& bits) {
  T x = bits - ((bits >> 1) & 0x5555555555555555);
  x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333);
  return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F;
}
constexpr int add_bytes(std::uint64_t x) { return static_cast<int>((x * 0x0101010101010101) >> 56); }

// For a K x K matrix of bits m (bit K i + j: row i, column j), the entries that lie on some
// permutation of ones (a matching of rows to columns within m); 0 if there is none. A digit's
// band of K rows and K boxes is such a matrix (row i has the digit in box j), as is its stack
// of K bands and K columns: each row and each box, each band and each column, hold it once.
template <int K>
std::vector<std::uint16_t> matching_entries() {
  std::vector<std::uint16_t> table(std::size_t{1} << (K * K), 0);
  std::array<int, static_cast<std::size_t>(K)> perm{};
  for (int i = 0; i < K; ++i) perm[u(i)] = i;
  do {
    std::uint16_t used = 0;
    for (int i = 0; i < K; ++i) used = static_cast<std::uint16_t>(used | 1u << (K * i + perm[u(i)]));
    for (std::size_t m = 0; m < table.size(); ++m) {
      if ((m & used) == used) table[m] = static_cast<std::uint16_t>(table[m] | used);
    }
  } while (std::next_permutation(perm.begin(), perm.end()));
  return table;
}
// Made once a process (K = 4: 65,536 entries, 128 KB).
template <int K>
const std::uint16_t* matching_table() {
  static const std::vector<std::uint16_t> table = matching_entries<K>();
  return table.data();
}

// Boxes of R rows and C columns, N = R * C digits. Row r lives in word r / R (its band), lane
// r % R (bits 16 (r % R) to 16 (r % R) + 15), column c at bit c of its lane; box k of a band
// is the C bits from C k in each of its R lanes. Bits past column N, and lane R on when R < 4,
// are padding: never a candidate, always "placed".
template <int R, int C>
class alignas(64) ShapeCounter final : public BitboardCounter {  // (see words.hpp on the alignment)
 public:
  static constexpr int N = R * C;
  static constexpr std::size_t kDigits = static_cast<std::size_t>(N);
  static constexpr std::size_t kCells = kDigits * kDigits;
  static constexpr std::size_t kPlanes = N > 8 ? 4 : N > 4 ? 3 : 2;  // bits of a digit's index
  static constexpr std::size_t W = C;  // words: one per band
  // Locked candidates by rotations of the boards (locked_square()), not tables (locked()).
  static constexpr bool kSquare = R == C && R >= 3;
  // A board: word w < W is band w (common/engine/words.hpp: operations go word by word); a
  // padding word (3 bands) holds no cell: never a candidate, always placed (solved).
  using Board = std::conditional_t<(W > 2), Words4, Words2>;
  static constexpr std::size_t kWords = W > 2 ? 4 : 2;

  ShapeCounter() : BitboardCounter(Shape{R, C}), stack_(new State[kCells + 1]) {
    for (int r = 0; r < N; ++r) {
      for (int c = 0; c < N; ++c) {
        const int x = r * N + c;
        word_[u(x)] = static_cast<std::uint8_t>(r / R);
        bit_[u(x)] = static_cast<std::uint8_t>(16 * (r % R) + c);
        Board peers{};
        for (int r2 = 0; r2 < N; ++r2) {
          for (int c2 = 0; c2 < N; ++c2) {
            const bool peer = r2 == r || c2 == c || (r2 / R == r / R && c2 / C == c / C);
            if (peer && (r2 != r || c2 != c)) peers[u(r2 / R)] |= std::uint64_t{1} << (16 * (r2 % R) + c2);
          }
        }
        peers_[64 * std::size_t{word_[u(x)]} + bit_[u(x)]] = peers;
        cells_[64 * std::size_t{word_[u(x)]} + bit_[u(x)]][u(r / R)] = std::uint64_t{1} << bit_[u(x)];
      }
    }
    if constexpr (!kSquare) {  // locked()'s tables
      for (std::size_t m = 0; m < lane_cells_.size(); ++m) {
        for (int j = 0; j < R; ++j) {
          if (m >> j & 1) lane_cells_[m] |= kGroup << (C * j);
        }
      }
      if constexpr (R <= 3) {
        for (std::size_t m = 0; m < band_cells_.size(); ++m) {
          for (int i = 0; i < R; ++i) band_cells_[m] |= lane_cells_[band_entries_[m] >> (R * i) & kRowsMask] << (16 * i);
        }
      }
    }
  }

  Result count(const Grid& puzzle, std::uint64_t limit, Exclusion excluded) override;

 private:
  static constexpr std::uint64_t kLaneLow = [] {  // bit 0 of each lane in use
    std::uint64_t m = 0;
    for (int l = 0; l < R; ++l) m |= std::uint64_t{1} << (16 * l);
    return m;
  }();
  static constexpr std::uint64_t kLaneHigh = kLaneLow << 15;
  static constexpr std::uint64_t kRow = (std::uint64_t{1} << N) - 1;  // a lane's N cells
  static constexpr std::uint64_t kUsed = kRow * kLaneLow;               // a band's cells
  static constexpr std::uint64_t kGroup = (std::uint64_t{1} << C) - 1;  // box 0's bits in a lane
  static constexpr std::uint64_t kStarts = [] {                         // each box's first bit
    std::uint64_t m = 0;
    for (int k = 0; k < R; ++k) m |= std::uint64_t{1} << (C * k);
    return m;
  }();
  // Whether a board has any bit set: one instruction (vptest) in the AVX2 build.
  static bool any_bits(const Board& x) {
#if defined(SUDOKIT_SEARCH_AVX2)
    if constexpr (sizeof(Board) == 32) {
      const auto v = reinterpret_cast<__m256i>(x);
      return _mm256_testz_si256(v, v) == 0;
    }
#endif
    return any_word(x);
  }
  // x in the bands' words, 0 in the padding.
  static constexpr Board in_bands(std::uint64_t x) {
    if constexpr (W == 2) {
      return Board{x, x};
    } else if constexpr (W == 3) {
      return Board{x, x, x, 0};
    } else {
      return Board{x, x, x, x};
    }
  }
  static constexpr Board kLaneHighBoard = in_bands(kLaneHigh);
  static constexpr Board kStartsBoard = in_bands(kStarts);
  static constexpr Board kUsedBoard = in_bands(kUsed);

  // The boxes' first bits of every lane (bit 16 i + C j: row i, box j) gathered by one
  // multiplication, lane i's R bits to bits 16 i + kGatherShift on: the multiplier's bit
  // kGatherShift + j - C j moves box j's bit there. It works where no two of the shifted
  // copies land on the same bit (no carries): boxes no taller than wide. Otherwise 0 (a loop).
  static constexpr int kGatherShift = (C - 1) * (R - 1);
  static constexpr std::uint64_t kGatherMultiplier = [] {
    std::uint64_t m = 0;
    for (int j = 0; j < R; ++j) m |= std::uint64_t{1} << (kGatherShift + j - C * j);
    std::uint64_t seen = 0;
    for (int i = 0; i < R; ++i) {
      for (int a = 0; a < R; ++a) {
        for (int b = 0; b < R; ++b) {
          const int at = 16 * i + C * a + kGatherShift + b - C * b;
          if (at >= 64) continue;  // past the word: dropped, and above every result bit
          if (seen >> at & 1) return std::uint64_t{0};
          seen |= std::uint64_t{1} << at;
        }
      }
    }
    return m;
  }();

  struct alignas(64) State {  // (see words.hpp on the alignment)
    std::array<Board, kDigits> cand;  // [digit][word]: possible (or placed)
    Board solved;                                       // cells placed, and the padding
    std::uint32_t dirty;         // digits whose boards changed since their hidden singles
    std::uint32_t locked_dirty;  // ... since their locked candidates
  };

  // Bit 15 of each 16-bit lane of x that is not zero. (T, here and below: a word or a board.)
  template <class T>
  static T nonzero_lanes(const T& x) {
    constexpr std::uint64_t high = 0x8000800080008000;
    return (x | ((x & ~high) + ~high)) & high;
  }
  // Each lane whose bit 15 is set (and no other) made all ones.
  template <class T>
  static T fill_lanes(const T& high) {
    return high | (high - (high >> 15));
  }
  // Box starts of lane 0 (bits of kStarts) made the boxes' C bits in each of the R lanes
  // (what multiplying by kGroup, then by kLaneLow, does).
  template <class T>
  static T box_cells(const T& starts) {
    T x = starts;
    if constexpr (C == 3) {
      x |= (x << 1) | (x << 2);
    } else {
      x |= x << 1;
      if constexpr (C == 4) x |= x << 2;
    }
    if constexpr (R == 3) {
      x |= (x << 16) | (x << 32);
    } else {
      x |= x << 16;
      if constexpr (R == 4) x |= x << 32;
    }
    return x;
  }
  // The four lanes of a word (those past R are empty), ORed (`o`) and "in two lanes or more"
  // (`t`), in 16 bits: halves folded, then quarters.
  template <class T>
  static void fold_lanes(const T& x, T& o, T& t) {
    const T h = x >> 32;
    o = x | h;
    t = x & h;
    t |= (t >> 16) | (o & (o >> 16));
    o |= o >> 16;
    o &= 0xFFFF;
    t &= 0xFFFF;
  }
  // Each box's C bits of a 16-bit value folded onto the box's first bit: any (`o`), two or
  // more (`t`), or any of `twice`'s.
  template <class T>
  static void fold_boxes(const T& bits, const T& twice, T& o, T& t) {
    const T b1 = bits >> 1;
    if constexpr (C == 2) {
      o = bits | b1;
      t = (bits & b1) | twice | (twice >> 1);
    } else if constexpr (C == 3) {
      const T b2 = bits >> 2;
      o = bits | b1 | b2;
      t = (bits & b1) | (bits & b2) | (b1 & b2) | twice | (twice >> 1) | (twice >> 2);
    } else {
      static_assert(C == 4);
      const T pairs = bits | b1;  // bit 4k: a bit in the box's first two
      const T both = bits & b1;
      o = pairs | (pairs >> 2);
      t = both | (both >> 2) | (pairs & (pairs >> 2));
      const T tw = twice | (twice >> 1);
      t |= tw | (tw >> 2);
    }
    o &= kStarts;
    t &= kStarts;
  }

  int cell_at(std::size_t w, int b) const { return (static_cast<int>(w) * R + b / 16) * N + b % 16; }

  // planes[k] gets the boards of the digits whose index has bit k, unrolled at compile time
  // (a test per digit would be a branch).
  template <std::size_t... D>
  static void index_planes(const State& s, std::array<Board, kPlanes>& planes, std::index_sequence<D...>) {
    (add_to_planes<D>(s.cand[D], planes), ...);
  }
  template <std::size_t D>
  static void add_to_planes(const Board& x, std::array<Board, kPlanes>& planes) {
    for (std::size_t k = 0; k < kPlanes; ++k) {
      if ((D >> k) & 1) planes[k] |= x;
    }
  }
  bool place(State& s, int x, int d) const;
  bool hidden_singles(const State& s, int d, Board& cells) const;
  int locked(State& s, int d) const;
  int locked_square(State& s, int d) const;
  bool propagate(State& s, Board& pairs, Board& triples) const;
  void record(const State& s, Grid& grid) const;
  bool visit(std::size_t depth);

  std::array<std::uint8_t, kCells> word_;
  std::array<std::uint8_t, kCells> bit_;
  alignas(64) std::array<Board, W * 64> peers_;  // of the cell at bit b of word w: [64 w + b]
  alignas(64) std::array<Board, W * 64> cells_{};  // the cell itself, alone on its board
  // For locked() (boxes not square: square ones go by rotations, locked_square(), and build
  // none of these): a band's rows x boxes matrix, and a stack's bands x columns matrix, to the
  // entries that stay (see matching_entries); a row's boxes to its cells; with up to 3 rows a
  // box, a band's matrix to the cells that stay, at once.
  static constexpr std::size_t kRowsMask = (std::size_t{1} << R) - 1;
  const std::uint16_t* band_entries_ = kSquare ? nullptr : matching_table<R>();
  const std::uint16_t* stack_entries_ = kSquare ? nullptr : matching_table<C>();
  std::array<std::uint64_t, kSquare ? 1 : std::size_t{1} << R> lane_cells_{};
  std::array<std::uint64_t, !kSquare && R <= 3 ? std::size_t{1} << (R * R) : 1> band_cells_{};
  // A state per level, left uninitialised (each is written before it is read): the pages of
  // levels a search never reaches are never touched.
  std::unique_ptr<State[]> stack_;
};

// Digit d (0-based) into cell x; false if d is no longer possible there.
template <int R, int C>
bool ShapeCounter<R, C>::place(State& s, int x, int d) const {
  const std::size_t w = word_[u(x)];
  const int b = bit_[u(x)];
  const std::uint64_t bit = std::uint64_t{1} << b;
  if ((s.cand[u(d)][w] & bit) == 0) return false;
  if (s.solved[w] & bit) return true;
  // Whole boards written, never a word of one: a board read whole after a store to one of
  // its words waits for the store (no store-to-load forwarding from a narrower store).
  const Board cell = cells_[64 * w + u(b)];  // (a copy: the stores below could alias it)
  s.solved |= cell;
  std::uint32_t had = 0;  // the digits that could go here: their boards change
  for (std::size_t e = 0; e < N; ++e) {
    had |= static_cast<std::uint32_t>(s.cand[e][w] >> b & 1) << e;
    s.cand[e] &= ~cell;
  }
  s.dirty |= had;
  s.locked_dirty |= had;
  s.cand[u(d)] = (s.cand[u(d)] & ~peers_[64 * w + u(b)]) | cell;
  return true;
}

// The cells where digit d is the only place left in a row, column or box (placed ones
// excluded); false if some house has no place for it at all.
template <int R, int C>
bool ShapeCounter<R, C>::hidden_singles(const State& s, int d, Board& cells) const {
  // All bands at once, a word each (the padding word has no lanes: every test passes there).
  const Board& x = s.cand[u(d)];
  // Rows: with no lane empty, x & (x - 1) per lane clears each lane's lowest bit, and the
  // lanes it empties had one bit.
  if (any_bits((nonzero_lanes(x) & kLaneHigh) ^ kLaneHighBoard)) return false;
  cells = x & fill_lanes(~nonzero_lanes(x & (x - kLaneLow)) & kLaneHigh);
  // Boxes: the lanes folded onto one, then each box's bits onto its first.
  Board o, t, bo, bt;
  fold_lanes(x, o, t);
  fold_boxes(o, t, bo, bt);
  if (any_bits(bo ^ kStartsBoard)) return false;
  cells |= x & box_cells(bo & ~bt);
  // Columns: the bands folded.
  fold_words(o, t);
  if (o[0] != kRow) return false;
  Board columns = o & ~t;
  columns |= columns << 16;
  if constexpr (R >= 3) columns |= columns << 32;
  cells = (cells | (x & columns)) & ~s.solved;
  return true;
}

// Locked candidates of digit d, and more, by tables: the entries of its bands' rows x boxes
// matrices and of its stacks' bands x columns matrices that no placement of the digit in all
// their boxes can use go (see matching_entries). That includes every pointing and claiming
// (a row or column with the digit in one box only, a box with it in one row or column only),
// and on 4 x 4 matrices a little more (two rows confined to two boxes). Returns -1 on a
// contradiction, 1 if the board changed, else 0. Boxes not square (square ones: locked_square).
template <int R, int C>
int ShapeCounter<R, C>::locked(State& s, int d) const {
  static_assert(!kSquare);
  Board x;
  std::array<std::uint64_t, W> columns;  // per band: the columns where the digit can be
  for (std::size_t w = 0; w < W; ++w) {
    // Bit R i + j: row i of the band has the digit in box j.
    std::uint64_t n = 0;
    for (int j = 0; j < C; ++j) n |= s.cand[u(d)][w] >> j;
    std::size_t rows_boxes = 0;
    if constexpr (kGatherMultiplier != 0) {
      const std::uint64_t y = (n & (kStarts * kLaneLow)) * kGatherMultiplier;
      for (int i = 0; i < R; ++i) rows_boxes |= (y >> (16 * i + kGatherShift) & kRowsMask) << (R * i);
    } else {
      for (int i = 0; i < R; ++i) {
        for (int j = 0; j < R; ++j) rows_boxes |= (n >> (16 * i + C * j) & 1) << (R * i + j);
      }
    }
    std::uint64_t keep = 0;
    if constexpr (R <= 3) {
      keep = band_cells_[rows_boxes];
    } else {
      const std::uint64_t entries = band_entries_[rows_boxes];
      for (int i = 0; i < R; ++i) keep |= lane_cells_[entries >> (R * i) & kRowsMask] << (16 * i);
    }
    if (keep == 0) return -1;
    x[w] = s.cand[u(d)][w] & keep;
    std::uint64_t unused = 0;
    fold_lanes(x[w], columns[w], unused);
  }
  std::array<std::uint64_t, W> keep_columns{};
  for (int k = 0; k < R; ++k) {  // stack k: bit C w + i, band w has the digit in its column i
    std::size_t bands_columns = 0;
    for (std::size_t w = 0; w < W; ++w) bands_columns |= (columns[w] >> (C * k) & kGroup) << (C * w);
    const std::uint64_t entries = stack_entries_[bands_columns];
    if (entries == 0) return -1;
    for (std::size_t w = 0; w < W; ++w) keep_columns[w] |= (entries >> (C * w) & kGroup) << (C * k);
  }
  Board kept{};  // (a padding word stays 0, as in every board)
  for (std::size_t w = 0; w < W; ++w) kept[w] = x[w] & (keep_columns[w] * kLaneLow);
  if (!any_bits(kept ^ s.cand[u(d)])) return 0;
  s.cand[u(d)] = kept;  // the whole board (see place())
  s.dirty |= 1u << d;
  return 1;
}

// locked() on square boxes (3x3, 4x4), the same entries kept, all bands (and then all
// stacks) at once, with no table: an entry of a K x K matrix lies on a permutation of ones when
// it is one and the matrix of the other K - 1 rows and columns holds a permutation (on 3x3 one
// of its two diagonals, on 4x4 one of the six permutations of its 3x3). The other rows and
// columns are the matrix rotated: a band's rows are its lanes, its boxes every K-th bit of a
// lane; a stack's bands are the board's words, its columns K bits in a row. The same nodes as
// with tables, in about half the instructions.
template <int R, int C>
int ShapeCounter<R, C>::locked_square(State& s, int d) const {
  static_assert(R == C && (R == 3 || R == 4) && W == R);
  constexpr int K = R;
  const Board& cand = s.cand[u(d)];
  // Bit 16 i + K j of band w: its row i has the digit in box j.
  constexpr std::uint64_t kMinirows = kStarts * kLaneLow;
  Board m = cand;
  for (int k = 1; k < K; ++k) m |= cand >> k;
  m &= kMinirows;
  // Row i gets row i + a (mod K): the band's lanes rotated.
  const auto rows = [](const Board& y, int a) { return ((y >> (16 * a)) | (y << (16 * (K - a)))) & kMinirows; };
  // Box j gets box j + b (mod K), in every lane (on 3x3, a lane's 9 bits leave room: what
  // crosses from a lane to the next lands on no box's first bit).
  const auto boxes = [](const Board& y, int b) {
    if constexpr (K == 3) {
      return ((y >> (K * b)) | (y << (K * (K - b)))) & kMinirows;
    } else {
      const std::uint64_t low = kStarts >> (K * b);  // boxes j < K - b
      return ((y >> (K * b)) & (low * kLaneLow)) | ((y << (K * (K - b))) & ((kStarts & ~low) * kLaneLow));
    }
  };
  Board band_keep;
  if constexpr (K == 3) {
    const Board r1 = rows(m, 1), r2 = rows(m, 2);
    band_keep = m & ((boxes(r1, 1) & boxes(r2, 2)) | (boxes(r1, 2) & boxes(r2, 1)));
  } else {
    std::array<std::array<Board, 3>, 3> r;  // r[a - 1][b - 1]: row i + a, box j + b
    for (int a = 1; a <= 3; ++a) {
      const Board y = rows(m, a);
      for (int b = 1; b <= 3; ++b) r[u(a - 1)][u(b - 1)] = boxes(y, b);
    }
    band_keep = m & ((r[0][0] & ((r[1][1] & r[2][2]) | (r[1][2] & r[2][1]))) |
                     (r[0][1] & ((r[1][0] & r[2][2]) | (r[1][2] & r[2][0]))) |
                     (r[0][2] & ((r[1][0] & r[2][1]) | (r[1][1] & r[2][0]))));
  }
  for (std::size_t w = 0; w < W; ++w) {
    if (band_keep[w] == 0) return -1;  // a band with no placement
  }
  Board spread = band_keep;
  for (int k = 1; k < K; ++k) spread |= band_keep << k;
  const Board x = cand & spread;
  // Bit c of band w: the digit can be in its column c.
  Board columns = x;
  for (int k = 1; k < K; ++k) columns |= x >> (16 * k);
  columns &= kRow;
  // bands[a - 1]: band w gets band w + a (mod K), the board's words rotated.
  std::array<Board, static_cast<std::size_t>(K - 1)> bands;
  if constexpr (K == 3) {
    rotate_three<1>(columns, bands[0]);
    rotate_three<2>(columns, bands[1]);
  } else {
    rotate_four<1>(columns, bands[0]);
    rotate_four<2>(columns, bands[1]);
    rotate_four<3>(columns, bands[2]);
  }
  // Column K k + i of a stack gets column K k + (i + b) mod K.
  const auto cols = [](const Board& y, int b) {
    const std::uint64_t low = kStarts * ((std::uint64_t{1} << (K - b)) - 1);  // i < K - b
    return ((y >> b) & low) | ((y << (K - b)) & kRow & ~low);
  };
  Board stack_keep;
  if constexpr (K == 3) {
    stack_keep = columns & ((cols(bands[0], 1) & cols(bands[1], 2)) | (cols(bands[0], 2) & cols(bands[1], 1)));
  } else {
    std::array<std::array<Board, 3>, 3> c;  // c[a - 1][b - 1]: band w + a, column i + b
    for (int a = 1; a <= 3; ++a) {
      for (int b = 1; b <= 3; ++b) c[u(a - 1)][u(b - 1)] = cols(bands[u(a - 1)], b);
    }
    stack_keep = columns & ((c[0][0] & ((c[1][1] & c[2][2]) | (c[1][2] & c[2][1]))) |
                            (c[0][1] & ((c[1][0] & c[2][2]) | (c[1][2] & c[2][0]))) |
                            (c[0][2] & ((c[1][0] & c[2][1]) | (c[1][1] & c[2][0]))));
  }
  // A stack with no placement keeps no column in any band; with one, some in every band.
  std::uint64_t stacks = stack_keep[0];
  for (int k = 1; k < K; ++k) stacks |= stack_keep[0] >> k;
  if ((stacks & kStarts) != kStarts) return -1;
  Board lanes = stack_keep;
  for (int k = 1; k < K; ++k) lanes |= stack_keep << (16 * k);
  const Board kept = x & lanes;
  if (!any_bits(kept ^ cand)) return 0;
  s.cand[u(d)] = kept;
  s.dirty |= 1u << d;
  return 1;
}

// Naked and hidden singles, then locked candidates, until none is left; false on a
// contradiction. At the end, `pairs` holds the cells with two digits left, and `triples` those
// with three (16x16; on smaller boxes, three or more: visit() does not use it there).
template <int R, int C>
bool ShapeCounter<R, C>::propagate(State& s, Board& pairs, Board& triples) const {
  for (;;) {
    // Cells with one digit left or more, and with two or more, bit-sliced.
    Board ones{}, twos{};
    for (std::size_t d = 0; d < N; ++d) {
      twos |= ones & s.cand[d];
      ones |= s.cand[d];
    }
    // Naked singles, one by one, each cell's digit read from the digits' indices bit-sliced
    // (planes[k]: the cells with a digit whose index has bit k), not looked for digit by
    // digit: that search was the branch the processor mispredicted most. One whose digit
    // went to an earlier one this round leaves a cell with no digit: the next round's test.
    if (any_bits((ones & kUsed) ^ kUsedBoard)) return false;  // a cell with no digit left
    const Board single = ~twos & ~s.solved;
    if (any_bits(single)) {
      std::array<Board, kPlanes> planes{};
      index_planes(s, planes, std::make_index_sequence<kDigits>{});
      for (std::size_t w = 0; w < W; ++w) {
        for (std::uint64_t m = single[w]; m != 0; m &= m - 1) {
          const int b = lowest_bit(m);
          std::size_t d = 0;
          for (std::size_t k = 0; k < kPlanes; ++k) d |= static_cast<std::size_t>(planes[k][w] >> b & 1) << k;
          s.cand[d] &= ~peers_[64 * w + u(b)];
          s.dirty |= 1u << d;
          s.locked_dirty |= 1u << d;
        }
      }
      s.solved |= single;
      continue;
    }
    // Hidden singles of the digits whose boards changed, then naked singles again.
    bool placed = false;
    for (std::uint32_t todo = std::exchange(s.dirty, 0); todo != 0; todo &= todo - 1) {
      const int d = lowest_bit(todo);
      Board cells;
      if (!hidden_singles(s, d, cells)) return false;
      if (!any_bits(cells)) continue;  // (most tests find none: the words not walked)
      for (std::size_t w = 0; w < W; ++w) {
        for (std::uint64_t m = cells[w]; m != 0; m &= m - 1) {
          if (!place(s, cell_at(w, lowest_bit(m)), d)) return false;
          placed = true;
        }
      }
    }
    if (placed) continue;
    // Locked candidates of the digits whose boards changed since they were last looked at,
    // and singles again if that removed anything.
    bool changed = false;
    for (std::uint32_t todo = std::exchange(s.locked_dirty, 0); todo != 0; todo &= todo - 1) {
      int r = 0;
      if constexpr (kSquare) {
        r = locked_square(s, lowest_bit(todo));
      } else {
        r = locked(s, lowest_bit(todo));
      }
      if (r < 0) return false;
      changed = changed || r > 0;
    }
    if (!changed) break;
  }
  // The cells with exactly two digits left, for the branching, and on 16x16 those with three.
  Board ones{}, twos{}, threes{}, fours{};
  for (std::size_t d = 0; d < N; ++d) {
    if constexpr (N > 12) fours |= threes & s.cand[d];
    threes |= twos & s.cand[d];
    twos |= ones & s.cand[d];
    ones |= s.cand[d];
  }
  pairs = twos & ~threes & ~s.solved;
  triples = threes & ~fours & ~s.solved;
  return true;
}

template <int R, int C>
void ShapeCounter<R, C>::record(const State& s, Grid& grid) const {
  for (std::size_t w = 0; w < W; ++w) {
    for (int d = 0; d < N; ++d) {
      for (std::uint64_t m = s.cand[u(d)][w]; m != 0; m &= m - 1) grid.set(cell_at(w, lowest_bit(m)), d + 1);
    }
  }
}

template <int R, int C>
bool ShapeCounter<R, C>::visit(std::size_t depth) {
  State& s = stack_[depth];
  Board pairs, triples;
  if (!propagate(s, pairs, triples)) return true;
  // Branch on the cell with two digits left whose branches touch the most (most constrained,
  // then most constraining): a score of its unplaced peers, plus, on boxes of up to 12 cells,
  // the unplaced peers that hold either of its digits, plus kPairWeight times the two-digit
  // peers that hold one (each a naked single in one branch or the other), plus on 16x16 the
  // three-digit peers that hold one; on boxes of up to 12 cells, twice more the two-digit
  // peers with both its digits (a naked pair: the peer is placed in either branch). Each term
  // was kept where it cut the nodes of counting to two (the history is in git). With a
  // preferred solution (the generator's checks) the score is used on 16x16 only, where it
  // pays. The best so far is one key, the score above the place, earlier places higher: a
  // max, with no branch to mispredict.
  constexpr bool kEitherTerm = N <= 12;
  // (Scores stay below 256, the bytes' sum: on 16x16 39 peers, 6 at most each; on 12x12 28
  // peers, 7 at most each.)
  constexpr int kPairWeight = N <= 12 ? 3 : 5;
  constexpr int kTwinWeight = N <= 12 ? 2 : 0;
  const bool touched = N > 12 || preferred_ == nullptr;
  static_assert(64 * W <= 256, "a place 64 w + b fits the key's low byte");
  // A cell's key: its score (`bytes`, to be summed) above its place, earlier places higher.
  const auto key = [](const Board& bytes, std::size_t w, int b) {
    std::uint64_t sum = bytes[0] + bytes[1];
    if constexpr (kWords == 4) sum += bytes[2] + bytes[3];
    return add_bytes(sum) << 8 | (255 - 64 * static_cast<int>(w) - b);
  };
  int best = -1;
  for (std::size_t w = 0; w < W; ++w) {
    for (std::uint64_t m = pairs[w]; m != 0; m &= m - 1) {
      const int b = lowest_bit(m);
      const Board open = peers_[64 * w + u(b)] & ~s.solved;
      Board bytes;
      if (!touched) {
        bytes = byte_counts(open);
      } else {
        std::uint32_t two = 0;  // the cell's two digits
        for (std::size_t d = 0; d < N; ++d) two |= static_cast<std::uint32_t>(s.cand[d][w] >> b & 1) << d;
        const Board& first = s.cand[u(lowest_bit(two))];
        const Board& second = s.cand[u(lowest_bit(two & (two - 1)))];
        const Board either = first | second;
        if constexpr (kEitherTerm) {
          // Each open peer weighs 1, 2 (it holds a digit), 5 (and has two digits) or 7 (both
          // of them), bit-sliced: three counts, not four (the same scores).
          static_assert(kPairWeight == 3 && kTwinWeight == 2);
          const Board held = open & either;
          const Board paired = held & pairs;
          const Board twins = paired & first & second;
          bytes = byte_counts((open & ~held) | paired) + (byte_counts((held & ~paired) | twins) << 1) +
                  (byte_counts(paired) << 2);
        } else {  // 16x16: no twins term, a triples one
          static_assert(N > 12 && kTwinWeight == 0);
          bytes = byte_counts(open);
          const Board paired = byte_counts(open & either & pairs);
          for (int k = 0; k < kPairWeight; ++k) bytes += paired;
          bytes += byte_counts(open & either & triples);
        }
      }
      best = std::max(best, key(bytes, w, b));
    }
  }
  if (best < 0) {
    // No two-digit cell: of those with the fewest digits, the one with the most unplaced peers
    // (fewer nodes than the first one). Each cell's count of digits, bit-sliced (count[k]: bit k of it). Every
    // open cell has three or more: propagate() places those with one and fails on none.
    constexpr std::size_t kCountBits = N >= 16 ? 5 : N >= 8 ? 4 : 3;
    std::array<Board, kCountBits> count{};
    for (std::size_t d = 0; d < N; ++d) {
      Board carry = s.cand[d];
      for (Board& bit : count) {
        const Board next = bit & carry;
        bit ^= carry;
        carry = next;
      }
    }
    for (int digits = 3; digits <= N && best < 0; ++digits) {
      Board cells = ~s.solved;
      for (std::size_t k = 0; k < kCountBits; ++k) cells &= (digits >> k & 1) ? count[k] : ~count[k];
      for (std::size_t w = 0; w < W; ++w) {
        for (std::uint64_t m = cells[w]; m != 0; m &= m - 1) {
          const int b = lowest_bit(m);
          best = std::max(best, key(byte_counts(peers_[64 * w + u(b)] & ~s.solved), w, b));
        }
      }
    }
  }
  const int where = 255 - (best & 255);
  const int pick = best < 0 ? -1 : cell_at(u(where / 64), where % 64);
  if (pick < 0) {  // every cell placed
    if (result_.solutions < found_.size()) record(s, found_[result_.solutions]);
    ++result_.solutions;
    return result_.solutions < limit_;
  }
  const std::size_t w = word_[u(pick)];
  const std::uint64_t bit = std::uint64_t{1} << bit_[u(pick)];
  std::uint64_t digits = 0;
  for (std::size_t d = 0; d < N; ++d) digits |= std::uint64_t{(s.cand[d][w] & bit) != 0} << d;
  return branch_on(pick, digits, [&](int d, bool last) {
    if (last) return !place(s, pick, d) || visit(depth);
    State& next = stack_[depth + 1];
    next = s;
    return !place(next, pick, d) || visit(depth + 1);
  });
}

template <int R, int C>
BitboardCounter::Result ShapeCounter<R, C>::count(const Grid& puzzle, std::uint64_t limit,
                                             Exclusion excluded) {
  assert(puzzle.shape() == (Shape{R, C}) && limit >= 1);
  assert(excluded.cell < 0 || puzzle.at(excluded.cell) == 0);
  result_ = Result{};
  limit_ = limit;
  // The givens all at once: each digit's board loses the other givens' cells and the peers
  // of its own; a given that lost its own cell shares a house with an equal one.
  State& s = stack_[0];
  Board given{};
  alignas(64) std::array<Board, kDigits> blocked{};
  for (auto& board : s.cand) board = Board{};
  for (int x = 0; x < N * N; ++x) {
    const int digit = puzzle.at(x);
    if (digit == 0) continue;
    // Whole boards ORed, never a word of one (see place()).
    const std::size_t at = 64 * std::size_t{word_[u(x)]} + bit_[u(x)];
    given |= cells_[at];
    s.cand[u(digit - 1)] |= cells_[at];
    blocked[u(digit - 1)] |= peers_[at];
  }
  for (std::size_t d = 0; d < N; ++d) {
    if (any_bits(s.cand[d] & blocked[d])) return result_;  // two equal givens in a house
    s.cand[d] = (s.cand[d] | (kUsedBoard & ~given)) & ~blocked[d];
  }
  s.solved = given | ~kUsedBoard;
  s.dirty = s.locked_dirty = (1u << N) - 1;
  if (excluded.cell >= 0) {
    s.cand[u(excluded.digit - 1)][word_[u(excluded.cell)]] &= ~(std::uint64_t{1} << bit_[u(excluded.cell)]);
  }
  visit(0);
  return result_;
}


#if !defined(SUDOKIT_SEARCH_LANES_ONLY)
// Boxes with a side over 4 (2x5 to 8x8: the shapes ShapeCounter's 16-bit lanes cannot hold):
// one 64-bit word per row and digit, column c at bit c. The same propagation and branching as
// ShapeCounter, house by house on row words: a row is one word, a column one bit of every
// word, a box C bits of R consecutive words. A search level is n*n + n + 2 words (5.2 KB on
// 25x25), allocated when the search first goes that deep.
// Its searches are much harder than those below 16x16, where bad early choices dominate, so
// it chooses each branch by lookahead: the kLook best two-digit cells by the static score are
// each tried both ways (placed and propagated), a digit that fails is ruled out at once (a
// failed literal), and the search branches on the cell whose two tries take out the most. A
// count starts with a plain search of kPlainNodes nodes (the static score alone), and only if
// that does not finish searches again with lookahead: most digging checks end in a few nodes,
// where the probes of lookahead cost more than they save.
template <int kR, int kC>
class WideCounter final : public BitboardCounter {
 public:
  explicit WideCounter(const Shape& shape)
      : BitboardCounter(shape), n_(shape.size()), r_(shape.box_rows), c_(shape.box_cols),
        row_mask_(n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1),
        level_words_(u(n_ * n_ + n_ + 2)), start_(level_words_) {
    // A node counts as many engine nodes as it costs time, about n*n/40 of them (a plain node
    // and a lookahead probe alike), so that one budget means one effort whichever searches.
    node_cost_ = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(n_ * n_ / 40));
    for (int k = 0; k < R(); ++k) group_[u(k)] = ((std::uint64_t{1} << C()) - 1) << (C() * k);
  }

  Result count(const Grid& puzzle, std::uint64_t limit, Exclusion excluded) override;

 private:
  // A level: cand[d * n + r] (digit d possible, or placed, in row r), solved[r] (cells placed),
  // then the digits whose boards changed since their hidden singles and their locked candidates.
  std::uint64_t* level(std::size_t depth) {
    while (levels_.size() <= depth) levels_.push_back(std::make_unique<std::uint64_t[]>(level_words_));
    return levels_[depth].get();
  }
  std::uint64_t* cand(std::uint64_t* s, int d) const { return s + u(d * N()); }
  std::uint64_t* solved(std::uint64_t* s) const { return s + u(N() * N()); }
  std::uint64_t& dirty(std::uint64_t* s) const { return s[u(N() * N() + N())]; }
  std::uint64_t& locked_dirty(std::uint64_t* s) const { return s[u(N() * N() + N() + 1)]; }
  static bool single(std::uint64_t x) { return (x & (x - 1)) == 0; }  // at most one bit
  // The digits possible in row r, column c (bit d: digit d + 1).
  std::uint64_t digits_at(std::uint64_t* s, int r, int c) const {
    std::uint64_t digits = 0;
    for (int d = 0; d < N(); ++d) digits |= (cand(s, d)[r] >> c & 1) << d;
    return digits;
  }
  // The two digits (0-based) of the two-digit cell in row r, column c, into d[0] < d[1]
  // (looked for up to the second: the lookahead's and the score's hot path).
  void two_digits(std::uint64_t* s, int r, int c, int d[2]) const {
    for (int e = 0, k = 0; k < 2; ++e) {
      if (cand(s, e)[r] >> c & 1) d[k++] = e;
    }
  }

  bool place(std::uint64_t* s, int r, int c, int d) const;
  void place_single(std::uint64_t* s, int r, int c, int d) const;
  bool hidden_singles(std::uint64_t* s, int d, std::uint64_t* cells) const;
  int locked(std::uint64_t* s, int d) const;
  template <bool kThrees>
  void tally(const std::uint64_t* s, std::uint64_t* ones, std::uint64_t* twos, std::uint64_t* threes) const;
  // Not inlined into the recursive visit(), whose frames must stay small (its arrays too).
  [[gnu::noinline]] bool propagate(std::uint64_t* s, std::uint64_t* pairs) const;
  int paired_peers(std::uint64_t* s, const std::uint64_t* pairs, int r, int c) const;
  int choose(std::size_t depth, const std::uint64_t* pairs, int& pick_r, int& pick_c);
  bool visit(std::size_t depth);

  // Cells probed a node (more probes fewer nodes, each dearer: 16 was the best measured), and
  // the plain search's nodes (see above).
  static constexpr int kLook = 16;
  static constexpr std::uint64_t kPlainNodes = 1000;

  // Digits, and a box's rows and columns (a band has R() boxes; there are C() bands): constants
  // in the instances for the common shapes, so that their loops unroll.
  int N() const { return kR > 0 ? kR * kC : n_; }
  int R() const { return kR > 0 ? kR : r_; }
  int C() const { return kR > 0 ? kC : c_; }
  const int n_, r_, c_;
  const std::uint64_t row_mask_;
  std::array<std::uint64_t, 32> group_{};  // box k of a band: its C() columns
  std::vector<std::unique_ptr<std::uint64_t[]>> levels_;
  std::array<std::uint64_t, 64> pairs_;  // visit()'s scratch
  std::array<int, 64> row_open_, col_open_, box_open_;
  std::array<std::pair<int, int>, 64> top_;  // choose()'s best cells
  const std::size_t level_words_;
  std::vector<std::uint64_t> start_;  // count()'s first level, kept for the second search
  bool look_ = false;                 // choose() probes (set by count())
};

// Digit d (0-based) into row r, column c; false if d is no longer possible there.
template <int kR, int kC>
bool WideCounter<kR, kC>::place(std::uint64_t* s, int r, int c, int d) const {
  const std::uint64_t bit = std::uint64_t{1} << c;
  std::uint64_t* own = cand(s, d);
  if ((own[r] & bit) == 0) return false;
  if (solved(s)[r] & bit) return true;
  solved(s)[r] |= bit;
  std::uint64_t had = 0;  // the digits that could go here: their boards change
  for (int e = 0; e < N(); ++e) {
    std::uint64_t& word = cand(s, e)[r];
    had |= (word >> c & 1) << e;
    word &= ~bit;
  }
  dirty(s) |= had;
  locked_dirty(s) |= had;
  for (int r2 = 0; r2 < N(); ++r2) own[r2] &= ~bit;
  const std::uint64_t box = group_[u(c / C())];
  for (int r2 = r - r % R(), i = 0; i < R(); ++i) own[r2 + i] &= ~box;
  own[r] = bit;
  return true;
}

// place() for a cell whose only digit left is d (no other board has it): d leaves its peers.
template <int kR, int kC>
void WideCounter<kR, kC>::place_single(std::uint64_t* s, int r, int c, int d) const {
  const std::uint64_t bit = std::uint64_t{1} << c;
  std::uint64_t* own = cand(s, d);
  solved(s)[r] |= bit;
  dirty(s) |= std::uint64_t{1} << d;
  locked_dirty(s) |= std::uint64_t{1} << d;
  for (int r2 = 0; r2 < N(); ++r2) own[r2] &= ~bit;
  const std::uint64_t box = group_[u(c / C())];
  for (int r2 = r - r % R(), i = 0; i < R(); ++i) own[r2 + i] &= ~box;
  own[r] = bit;
}

// The cells (a word per row) where digit d is the only place left in a row, column or box,
// placed ones excluded; false if some house has no place for it at all.
template <int kR, int kC>
bool WideCounter<kR, kC>::hidden_singles(std::uint64_t* s, int d, std::uint64_t* cells) const {
  const std::uint64_t* x = cand(s, d);
  std::uint64_t col_o = 0, col_t = 0;
  for (int r0 = 0; r0 < N(); r0 += R()) {
    std::uint64_t o = 0, t = 0;  // the band's columns with the digit: any, two rows or more
    for (int r = r0; r < r0 + R(); ++r) {
      if (x[r] == 0) return false;
      cells[r] = single(x[r]) ? x[r] : 0;
      t |= o & x[r];
      o |= x[r];
    }
    std::uint64_t alone = 0;  // the column of each box that has the digit in one cell only
    for (int k = 0; k < R(); ++k) {
      const std::uint64_t g = group_[u(k)];
      if ((o & g) == 0) return false;
      if ((t & g) == 0 && single(o & g)) alone |= o & g;
    }
    if (alone != 0) {
      for (int r = r0; r < r0 + R(); ++r) cells[r] |= x[r] & alone;
    }
    col_t |= t | (col_o & o);
    col_o |= o;
  }
  if (col_o != row_mask_) return false;
  const std::uint64_t columns = col_o & ~col_t;
  for (int r = 0; r < N(); ++r) cells[r] = (cells[r] | (x[r] & columns)) & ~solved(s)[r];
  return true;
}

// Locked candidates of digit d, as ShapeCounter::locked: -1 on a contradiction, 1 if the board
// changed, else 0.
template <int kR, int kC>
int WideCounter<kR, kC>::locked(std::uint64_t* s, int d) const {
  std::uint64_t* own = cand(s, d);
  const std::uint64_t* placed = solved(s);
  std::array<std::uint64_t, 64> x;
  std::array<std::uint64_t, 32> columns;  // per band: the columns where the digit can be
  for (int r0 = 0, b = 0; r0 < N(); r0 += R(), ++b) {
    std::array<std::uint64_t, 32> out;     // per row of the band
    std::array<std::uint32_t, 32> rows_in;  // per box of the band: its rows with the digit
    std::fill(out.begin(), out.begin() + R(), 0);  // (R() entries only: zeroing all was 10% of the time)
    std::fill(rows_in.begin(), rows_in.begin() + R(), 0);
    for (int i = 0; i < R(); ++i) {
      x[u(r0 + i)] = own[r0 + i];
      std::uint32_t boxes = 0;
      for (int k = 0; k < R(); ++k) {
        if (own[r0 + i] & group_[u(k)]) {
          boxes |= 1u << k;
          rows_in[u(k)] |= 1u << i;
        }
      }
      if (boxes == 0) return -1;
      if (single(boxes)) {  // the row's digit is in one box: the box's other rows lose it
        for (int i2 = 0; i2 < R(); ++i2) {
          if (i2 != i) out[u(i2)] |= group_[u(lowest_bit(boxes))];
        }
      }
    }
    for (int k = 0; k < R(); ++k) {
      if (rows_in[u(k)] == 0) return -1;
      if (single(rows_in[u(k)])) out[u(lowest_bit(rows_in[u(k)]))] |= row_mask_ & ~group_[u(k)];
    }
    columns[u(b)] = 0;
    for (int i = 0; i < R(); ++i) {
      x[u(r0 + i)] &= ~(out[u(i)] & ~placed[r0 + i]);
      columns[u(b)] |= x[u(r0 + i)];
    }
  }
  std::uint64_t o = 0, t = 0;
  for (int b = 0; b < C(); ++b) {
    t |= o & columns[u(b)];
    o |= columns[u(b)];
  }
  if (o != row_mask_) return -1;
  const std::uint64_t one_band = o & ~t;
  std::array<std::uint64_t, 64> out;
  std::array<std::uint64_t, 32> pointing;  // per band: its boxes' columns holding the digit alone
  std::fill(out.begin(), out.begin() + N(), 0);
  std::fill(pointing.begin(), pointing.begin() + C(), 0);
  for (int b = 0; b < C(); ++b) {
    const std::uint64_t in_band = columns[u(b)] & one_band;
    std::uint64_t claimed = 0;  // the band's rows lose these
    for (int k = 0; k < R(); ++k) {
      const std::uint64_t g = group_[u(k)];
      // Columns with the digit in this band only: their box loses it in its other columns.
      if (in_band & g) claimed |= g & ~in_band;
      // A box with the digit in one column: that column loses it in the other bands.
      const std::uint64_t in_box = columns[u(b)] & g;
      if (in_box == 0) return -1;
      if (single(in_box)) pointing[u(b)] |= in_box;
    }
    for (int i = 0; i < R(); ++i) out[u(b * R() + i)] |= claimed;
  }
  for (int b = 0; b < C(); ++b) {  // the other bands' pointing columns
    std::uint64_t others = 0;
    for (int b2 = 0; b2 < C(); ++b2) others |= b2 != b ? pointing[u(b2)] : 0;
    for (int i = 0; i < R(); ++i) out[u(b * R() + i)] |= others;
  }
  int changed = 0;
  for (int r = 0; r < N(); ++r) {
    const std::uint64_t kept = x[u(r)] & ~(out[u(r)] & ~placed[r]);  // placed digits stay
    if (kept != own[r]) {
      own[r] = kept;
      changed = 1;
    }
  }
  if (changed) dirty(s) |= std::uint64_t{1} << d;
  return changed;
}

// Per row, the cells with one digit left or more (or placed), two or more, and with kThrees
// three or more. Board by board, each a run of words: row by row, digit by digit (a stride of
// N words) the naked singles' counts were a quarter of the time.
template <int kR, int kC>
template <bool kThrees>
void WideCounter<kR, kC>::tally(const std::uint64_t* s, std::uint64_t* ones, std::uint64_t* twos,
                                std::uint64_t* threes) const {
  std::fill(ones, ones + N(), 0);
  std::fill(twos, twos + N(), 0);
  if (kThrees) std::fill(threes, threes + N(), 0);
  for (int d = 0; d < N(); ++d) {
    const std::uint64_t* x = s + u(d * N());
    for (int r = 0; r < N(); ++r) {
      if (kThrees) threes[r] |= twos[r] & x[r];
      twos[r] |= ones[r] & x[r];
      ones[r] |= x[r];
    }
  }
}

// As ShapeCounter::propagate; `pairs` (a word per row) ends with the two-digit cells, unless
// it is nullptr (a lookahead probe, which needs only whether it fails and what it removed).
template <int kR, int kC>
bool WideCounter<kR, kC>::propagate(std::uint64_t* s, std::uint64_t* pairs) const {
  std::array<std::uint64_t, 64> ones, twos, threes;
  for (;;) {
    // As ShapeCounter: naked singles (only the one- and two-digit counts), one by one.
    bool placed = false;
    tally<false>(s, ones.data(), twos.data(), threes.data());
    for (int r = 0; r < N(); ++r) {
      if ((ones[u(r)] & row_mask_) != row_mask_) return false;  // a cell with no digit left
      // (A single of an earlier row this round may have taken this one's digit: d == N().)
      for (std::uint64_t m = ~twos[u(r)] & ~solved(s)[r] & row_mask_; m != 0; m &= m - 1) {
        const int c = lowest_bit(m);
        int d = 0;
        while (d < N() && (cand(s, d)[r] >> c & 1) == 0) ++d;
        if (d == N()) return false;  // its digit went to an earlier single
        place_single(s, r, c, d);
        placed = true;
      }
    }
    if (placed) continue;
    for (std::uint64_t todo = std::exchange(dirty(s), 0); todo != 0; todo &= todo - 1) {
      const int d = lowest_bit(todo);
      std::array<std::uint64_t, 64> cells;
      if (!hidden_singles(s, d, cells.data())) return false;
      for (int r = 0; r < N(); ++r) {
        for (std::uint64_t m = cells[u(r)]; m != 0; m &= m - 1) {
          if (!place(s, r, lowest_bit(m), d)) return false;
          placed = true;
        }
      }
    }
    if (placed) continue;
    bool changed = false;
    for (std::uint64_t todo = std::exchange(locked_dirty(s), 0); todo != 0; todo &= todo - 1) {
      const int r = locked(s, lowest_bit(todo));
      if (r < 0) return false;
      changed = changed || r > 0;
    }
    if (!changed) break;
  }
  if (pairs == nullptr) return true;
  // The cells with exactly two digits left.
  tally<true>(s, ones.data(), twos.data(), threes.data());
  for (int r = 0; r < N(); ++r) pairs[r] = twos[u(r)] & ~threes[u(r)] & ~solved(s)[r];
  return true;
}

// The two-digit peers of the two-digit cell (r, c) that hold either of its digits (each a
// naked single in one of its branches); a peer in its box and column counts twice.
template <int kR, int kC>
int WideCounter<kR, kC>::paired_peers(std::uint64_t* s, const std::uint64_t* pairs, int r, int c) const {
  const std::uint64_t bit = std::uint64_t{1} << c;
  int d[2];
  two_digits(s, r, c, d);
  const std::uint64_t* digit[2] = {cand(s, d[0]), cand(s, d[1])};
  const auto either = [&](int row) { return pairs[row] & (digit[0][row] | digit[1][row]); };
  int count = bit_count(either(r) & ~bit);
  const int r0 = r - r % R();
  const std::uint64_t box = group_[u(c / C())] & ~bit;
  for (int r2 = 0; r2 < N(); ++r2) {
    if (r2 == r) continue;
    const std::uint64_t held = either(r2);
    count += static_cast<int>(held >> c & 1);
    if (r2 >= r0 && r2 < r0 + R()) count += bit_count(held & box);
  }
  return count;
}

template <int kR, int kC>
bool WideCounter<kR, kC>::visit(std::size_t depth) {
  std::uint64_t* s = level(depth);
  // The scratch arrays are members, not locals: an empty 64x64 grid goes thousands of levels
  // deep, and each frame must stay small.
  std::array<std::uint64_t, 64>& pairs = pairs_;
  int pick_r = -1, pick_c = -1;
  for (;;) {
    if (!propagate(s, pairs.data())) return true;
    const int forced = choose(depth, pairs.data(), pick_r, pick_c);
    if (forced < 0) return true;  // both digits of some cell fail
    if (forced == 0) break;
    // pick_r, pick_c has one digit left that does not fail at once (forced - 1): place it, again.
    if (!place(s, pick_r, pick_c, forced - 1)) return true;
  }
  if (pick_r < 0) {  // every cell placed
    if (result_.solutions < found_.size()) {
      Grid& grid = found_[result_.solutions];
      for (int r = 0; r < N(); ++r) {
        for (int d = 0; d < N(); ++d) {
          for (std::uint64_t m = cand(s, d)[r]; m != 0; m &= m - 1) grid.set(r * N() + lowest_bit(m), d + 1);
        }
      }
    }
    ++result_.solutions;
    return result_.solutions < limit_;
  }
  return branch_on(pick_r * N() + pick_c, digits_at(s, pick_r, pick_c), [&](int d, bool last) {
    if (last) return !place(s, pick_r, pick_c, d) || visit(depth);
    std::uint64_t* next = level(depth + 1);
    std::copy(s, s + level_words_, next);
    return !place(next, pick_r, pick_c, d) || visit(depth + 1);
  });
}

// The cell to branch on, of the propagated state of level `depth` (pairs: its two-digit
// cells), in pick_r, pick_c (-1: every cell is placed). Returns 0, or -1 if some cell's two
// digits both fail (a contradiction), or d + 1 if digit d is the only one of cell (pick_r,
// pick_c) that does not fail at once: the caller places it and propagates again.
template <int kR, int kC>
int WideCounter<kR, kC>::choose(std::size_t depth, const std::uint64_t* pairs, int& pick_r, int& pick_c) {
  std::uint64_t* s = level(depth);
  const std::uint64_t* placed = solved(s);
  // The static score of a two-digit cell: how much its branches touch (its row's, column's
  // and box's open cells, added, plus kPairWeight times its two-digit peers that hold one of
  // its digits). The pair term cuts the nodes of wide boxes' counts by far; 10 is the weight
  // that did best on 20x20 and 25x25.
  constexpr int kPairWeight = 10;
  std::array<int, 64>& row_open = row_open_;
  std::array<int, 64>& col_open = col_open_;
  std::array<int, 64>& box_open = box_open_;
  row_open.fill(0);
  col_open.fill(0);
  box_open.fill(0);
  for (int r = 0; r < N(); ++r) {
    for (std::uint64_t m = row_mask_ & ~placed[r]; m != 0; m &= m - 1) {
      const int c = lowest_bit(m);
      ++row_open[u(r)];
      ++col_open[u(c)];
      ++box_open[u(shape_.box_of(r, c))];
    }
  }
  // The kLook best by that score, best first (ties: the earlier cell); the static score
  // alone (kLook 1) in the plain search (count()).
  const int look = look_ ? kLook : 1;
  std::array<std::pair<int, int>, 64>& top = top_;  // (score, cell)
  int tops = 0;
  for (int r = 0; r < N(); ++r) {
    for (std::uint64_t m = pairs[r]; m != 0; m &= m - 1) {
      const int c = lowest_bit(m);
      const int seen = row_open[u(r)] + col_open[u(c)] + box_open[u(shape_.box_of(r, c))] +
                       kPairWeight * paired_peers(s, pairs, r, c);
      if (tops == look && seen <= top[u(tops - 1)].first) continue;
      int k = tops < look ? tops++ : tops - 1;
      for (; k > 0 && top[u(k - 1)].first < seen; --k) top[u(k)] = top[u(k - 1)];
      top[u(k)] = {seen, r * N() + c};
    }
  }
  if (tops == 0) {  // no two-digit cell: one with the fewest digits
    pick_r = pick_c = -1;
    int fewest = N() + 1;
    for (int r = 0; r < N(); ++r) {
      for (std::uint64_t m = row_mask_ & ~placed[r]; m != 0; m &= m - 1) {
        const int c = lowest_bit(m);
        const int digits = bit_count(digits_at(s, r, c));
        if (digits < fewest) {
          fewest = digits;
          pick_r = r;
          pick_c = c;
        }
      }
    }
    return 0;
  }
  pick_r = top[0].second / N();
  pick_c = top[0].second % N();
  if (tops == 1 || budget_spent()) return 0;
  // Lookahead: each digit of each of those cells placed and propagated in the next level's
  // state (a probe, which the budget counts as a node). A digit that fails is ruled out;
  // otherwise the cell whose two probes both take out the most candidates wins (the product
  // of the candidates each takes out, plus one: a balanced pair beats a lopsided one).
  const auto candidates = [this](const std::uint64_t* t) {
    std::uint64_t total = 0;
    for (int k = 0; k < N() * N(); ++k) total += static_cast<std::uint64_t>(bit_count(t[k]));
    return total;
  };
  const std::uint64_t before = candidates(s);
  std::uint64_t* t = level(depth + 1);
  double best = -1;
  for (int k = 0; k < tops; ++k) {
    const int r = top[u(k)].second / N(), c = top[u(k)].second % N();
    int digit[2];
    two_digits(s, r, c, digit);
    std::uint64_t gain[2] = {0, 0};
    bool fails[2] = {false, false};
    for (int b = 0; b < 2; ++b) {
      std::copy(s, s + level_words_, t);
      ++result_.probes;
      fails[b] = !place(t, r, c, digit[b]) || !propagate(t, nullptr);
      if (!fails[b]) gain[b] = before - candidates(t);
    }
    if (fails[0] || fails[1]) {
      pick_r = r;
      pick_c = c;
      return fails[0] && fails[1] ? -1 : 1 + digit[fails[0] ? 1 : 0];
    }
    const double score = static_cast<double>(gain[0] + 1) * static_cast<double>(gain[1] + 1);
    if (score > best) {
      best = score;
      pick_r = r;
      pick_c = c;
    }
  }
  return 0;
}

template <int kR, int kC>
BitboardCounter::Result WideCounter<kR, kC>::count(const Grid& puzzle, std::uint64_t limit, Exclusion excluded) {
  assert(puzzle.shape() == shape_ && limit >= 1);
  assert(excluded.cell < 0 || puzzle.at(excluded.cell) == 0);
  result_ = Result{};
  limit_ = limit;
  std::uint64_t* s = level(0);
  std::fill(s, s + level_words_, std::uint64_t{0});
  for (int d = 0; d < N(); ++d) std::fill(cand(s, d), cand(s, d) + N(), row_mask_);
  dirty(s) = locked_dirty(s) = N() == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << N()) - 1;
  for (int x = 0; x < N() * N(); ++x) {
    const int digit = puzzle.at(x);
    if (digit != 0 && !place(s, x / N(), x % N(), digit - 1)) return result_;  // equal givens in a house
  }
  if (excluded.cell >= 0) cand(s, excluded.digit - 1)[excluded.cell / N()] &= ~(std::uint64_t{1} << (excluded.cell % N()));
  // A plain search first (the static score alone), for kPlainNodes nodes at most, and only
  // if it did not finish, the whole search again from the start with lookahead. Most digging
  // checks take a few nodes, where probing 16 cells a node costs more than it saves.
  look_ = lookahead_ == Lookahead::always;
  if (lookahead_ == Lookahead::automatic) {
    std::copy(s, s + level_words_, start_.data());
    const std::uint64_t budget = node_limit_;
    const std::uint64_t plain = kPlainNodes * node_cost_;
    node_limit_ = budget == 0 ? plain : std::min(budget, plain);
    visit(0);
    node_limit_ = budget;
    if (result_.complete || (budget != 0 && budget <= plain)) return result_;
    const std::uint64_t spent = result_.nodes;  // (they stay in the count, and the budget)
    result_ = Result{};
    result_.nodes = spent;
    std::copy(start_.begin(), start_.end(), s);
    look_ = true;
  }
  visit(0);
  return result_;
}
#endif  // !SUDOKIT_SEARCH_LANES_ONLY

// A counter for `shape` from the searches above: ShapeCounter for boxes up to 4x4, else
// WideCounter (nullptr with SUDOKIT_SEARCH_LANES_ONLY).
std::unique_ptr<BitboardCounter> make_counter(const Shape& shape) {
  switch (shape.box_rows * 64 + shape.box_cols) {
    case 2 * 64 + 2: return std::make_unique<ShapeCounter<2, 2>>();
    case 2 * 64 + 3: return std::make_unique<ShapeCounter<2, 3>>();
    case 3 * 64 + 2: return std::make_unique<ShapeCounter<3, 2>>();
    case 2 * 64 + 4: return std::make_unique<ShapeCounter<2, 4>>();
    case 4 * 64 + 2: return std::make_unique<ShapeCounter<4, 2>>();
    case 3 * 64 + 3: return std::make_unique<ShapeCounter<3, 3>>();
    case 3 * 64 + 4: return std::make_unique<ShapeCounter<3, 4>>();
    case 4 * 64 + 3: return std::make_unique<ShapeCounter<4, 3>>();
    case 4 * 64 + 4: return std::make_unique<ShapeCounter<4, 4>>();
#if defined(SUDOKIT_SEARCH_LANES_ONLY)
    default: return nullptr;
#else
    case 4 * 64 + 5: return std::make_unique<WideCounter<4, 5>>(shape);
    case 5 * 64 + 4: return std::make_unique<WideCounter<5, 4>>(shape);
    case 5 * 64 + 5: return std::make_unique<WideCounter<5, 5>>(shape);
    case 5 * 64 + 6: return std::make_unique<WideCounter<5, 6>>(shape);
    case 6 * 64 + 5: return std::make_unique<WideCounter<6, 5>>(shape);
    case 6 * 64 + 6: return std::make_unique<WideCounter<6, 6>>(shape);
    default: return std::make_unique<WideCounter<0, 0>>(shape);
#endif
  }
}

}  // namespace

}  // namespace sudokit
