#include "common/sudoku16.hpp"

#include <bit>
#include <cassert>
#include <utility>

namespace sudokit {

namespace {

// Cell x = 16 r + c lives in word x / 64 (the band r / 4) at bit x % 64: row r % 4 of the band
// is the 16-bit lane r % 4, column c its bit c, and box c / 4 of the band its nibble c / 4 of
// every lane.
constexpr std::uint64_t kLaneLow = 0x0001000100010001;  // bit 0 of each lane
constexpr std::uint64_t kLaneHigh = 0x8000800080008000;  // bit 15 of each lane
constexpr std::uint64_t kAll = ~std::uint64_t{0};

// The bits set in four words (no popcount instruction is assumed: the build is portable).
inline int popcount256(std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
  const auto bytes = [](std::uint64_t x) {  // each byte: its bit count
    x -= (x >> 1) & 0x5555555555555555;
    x = (x & 0x3333333333333333) + ((x >> 2) & 0x3333333333333333);
    return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0F;
  };
  return static_cast<int>(((bytes(a) + bytes(b) + bytes(c) + bytes(d)) * 0x0101010101010101) >> 56);
}

// Bit 15 of each 16-bit lane of x that is not zero.
constexpr std::uint64_t nonzero_lanes(std::uint64_t x) {
  return (x | ((x & ~kLaneHigh) + ~kLaneHigh)) & kLaneHigh;
}

using Board = std::array<std::uint64_t, 4>;

struct Peers {
  std::array<Board, 256> of;  // per cell: its row, column and box, without itself
  Peers() : of{} {
    for (int x = 0; x < 256; ++x) {
      const int r = x / 16, c = x % 16;
      for (int y = 0; y < 256; ++y) {
        const int r2 = y / 16, c2 = y % 16;
        const bool peer = r2 == r || c2 == c || (r2 / 4 == r / 4 && c2 / 4 == c / 4);
        if (peer && y != x) {
          of[static_cast<std::size_t>(x)][static_cast<std::size_t>(y / 64)] |= std::uint64_t{1} << (y % 64);
        }
      }
    }
  }
};
const Peers& peers() {
  static const Peers table;
  return table;
}

std::size_t u(int i) { return static_cast<std::size_t>(i); }

}  // namespace

Sudoku16Counter::Sudoku16Counter() : stack_(257), found_{Grid(Shape{4, 4}), Grid(Shape{4, 4})} {}

// Digit d (0-based) into cell x; false if d is no longer possible there.
bool Sudoku16Counter::place(State& s, int x, int d) {
  const std::size_t w = u(x / 64);
  const int b = x % 64;
  const std::uint64_t bit = std::uint64_t{1} << b;
  if ((s.cand[w][u(d)] & bit) == 0) return false;
  if (s.solved[w] & bit) return true;
  s.solved[w] |= bit;
  std::uint32_t had = 0;  // the digits that could go here: their boards change
  for (std::size_t e = 0; e < 16; ++e) {
    had |= static_cast<std::uint32_t>(s.cand[w][e] >> b & 1) << e;
    s.cand[w][e] &= ~bit;
  }
  s.dirty |= had;
  s.locked_dirty |= had;
  const Board& p = peers().of[u(x)];
  for (std::size_t i = 0; i < 4; ++i) s.cand[i][u(d)] &= ~p[i];
  s.cand[w][u(d)] |= bit;
  return true;
}

// The cells where `digit` is the only place left in a row, column or box (placed ones
// included); false if some house has no place for it at all.
bool Sudoku16Counter::hidden_singles(State& s, int digit, Board& cells) {
  const Board b = {s.cand[0][u(digit)], s.cand[1][u(digit)], s.cand[2][u(digit)], s.cand[3][u(digit)]};
  for (std::size_t w = 0; w < 4; ++w) {
    // Rows: with no lane empty, x & (x - 1) per lane clears each lane's lowest bit, and the
    // lanes it empties had one bit. (A lane is nonzero iff its low 15 bits plus 0x7FFF, or its
    // top bit, reach bit 15.)
    const std::uint64_t x = b[w];
    if (nonzero_lanes(x) != kLaneHigh) return false;
    cells[w] = x & ((~nonzero_lanes(x & (x - kLaneLow)) & kLaneHigh) >> 15) * 0xFFFF;
    // Boxes: the four lanes folded onto one, then each nibble folded onto its low bit.
    const std::uint64_t l0 = x & 0xFFFF, l1 = x >> 16 & 0xFFFF, l2 = x >> 32 & 0xFFFF, l3 = x >> 48;
    std::uint64_t o = l0 | l1 | l2 | l3;
    std::uint64_t t = (l0 & l1) | (l2 & l3) | ((l0 | l1) & (l2 | l3));
    t = (t | t >> 1 | (o & o >> 1)) & 0x5555;
    o = (o | o >> 1) & 0x5555;
    t = (t | t >> 2 | (o & o >> 2)) & 0x1111;
    o = (o | o >> 2) & 0x1111;
    if (o != 0x1111) return false;
    cells[w] |= x & (((o & ~t) * 0xF) * kLaneLow);
  }
  // Columns: the four words folded onto one, then its four lanes onto the lowest.
  std::uint64_t o = b[0] | b[1] | b[2] | b[3];
  std::uint64_t t = (b[0] & b[1]) | (b[2] & b[3]) | ((b[0] | b[1]) & (b[2] | b[3]));
  t = t | t >> 32 | (o & o >> 32);
  o = o | o >> 32;
  t = (t | t >> 16 | (o & o >> 16)) & 0xFFFF;
  o = (o | o >> 16) & 0xFFFF;
  if (o != 0xFFFF) return false;
  const std::uint64_t columns = (o & ~t) * kLaneLow;
  for (std::size_t w = 0; w < 4; ++w) cells[w] = (cells[w] | (b[w] & columns)) & ~s.solved[w];
  return true;
}

// Locked candidates of one digit: where a row (column) has it in one box only, the rest of
// that box cannot have it, and where a box has it in one row (column) only, the rest of that
// row (column) cannot. Returns -1 on a contradiction, 1 if the board changed, else 0.
int Sudoku16Counter::locked(State& s, int digit) {
  const std::size_t d = u(digit);
  Board x = {s.cand[0][d], s.cand[1][d], s.cand[2][d], s.cand[3][d]};
  Board columns{};  // per band: the columns where the digit can be
  for (std::size_t w = 0; w < 4; ++w) {
    // n: bit 4k of lane r when row r of the band has the digit in box k.
    std::uint64_t n = x[w] | x[w] >> 1;
    n = (n | n >> 2) & 0x1111111111111111;
    if (nonzero_lanes(n) != kLaneHigh) return -1;
    // Rows in one box: their box loses the digit in its other rows.
    const std::uint64_t row_one = ~nonzero_lanes(n & (n - kLaneLow)) & kLaneHigh;
    const std::uint64_t claims = n & ((row_one >> 15) * 0xFFFF);
    const std::uint64_t claimed_boxes = (claims | claims >> 16 | claims >> 32 | claims >> 48) & 0xFFFF;
    std::uint64_t out = ((claimed_boxes * 0xF) * kLaneLow) & ~(claims * 0xF);
    // Boxes in one row: that row loses the digit in its other boxes.
    const std::uint64_t l0 = n & 0xFFFF, l1 = n >> 16 & 0xFFFF, l2 = n >> 32 & 0xFFFF, l3 = n >> 48;
    const std::uint64_t o = l0 | l1 | l2 | l3;
    const std::uint64_t t = (l0 & l1) | (l2 & l3) | ((l0 | l1) & (l2 | l3));
    if (o != 0x1111) return -1;
    const std::uint64_t points = n & ((o & ~t) * kLaneLow);
    out |= ((nonzero_lanes(points) >> 15) * 0xFFFF) & ~(points * 0xF);
    x[w] &= ~(out & ~s.solved[w]);
    columns[w] = (x[w] | x[w] >> 16 | x[w] >> 32 | x[w] >> 48) & 0xFFFF;
  }
  // Columns in one band: their box loses the digit in its other columns.
  const std::uint64_t o = columns[0] | columns[1] | columns[2] | columns[3];
  const std::uint64_t t = (columns[0] & columns[1]) | (columns[2] & columns[3]) |
                          ((columns[0] | columns[1]) & (columns[2] | columns[3]));
  if (o != 0xFFFF) return -1;
  const std::uint64_t one_band = o & ~t;
  Board out{};
  for (std::size_t w = 0; w < 4; ++w) {
    const std::uint64_t own = columns[w] & one_band;
    std::uint64_t boxes = own | own >> 1;
    boxes = (boxes | boxes >> 2) & 0x1111;
    out[w] |= (((boxes * 0xF) & ~own) * kLaneLow);
    // Boxes in one column: the column loses the digit in the other bands.
    const std::uint64_t v = columns[w];
    if (((v | ((v & 0x7777) + 0x7777)) & 0x8888) != 0x8888) return -1;
    const std::uint64_t m = v & (v - 0x1111);
    const std::uint64_t one = ~(m | ((m & 0x7777) + 0x7777)) & 0x8888;
    const std::uint64_t cols = v & ((one >> 3) * 0xF);
    for (std::size_t w2 = 0; w2 < 4; ++w2) {
      if (w2 != w) out[w2] |= cols * kLaneLow;
    }
  }
  int changed = 0;
  for (std::size_t w = 0; w < 4; ++w) {
    const std::uint64_t kept = x[w] & ~(out[w] & ~s.solved[w]);  // placed digits stay
    if (kept != s.cand[w][d]) {
      s.cand[w][d] = kept;
      changed = 1;
    }
  }
  if (changed) s.dirty |= 1u << d;
  return changed;
}

// Naked and hidden singles, then locked candidates, until none is left; false on a
// contradiction. At the end, `pairs` holds the cells with two digits left.
bool Sudoku16Counter::propagate(State& s, Board& pairs) {
  for (;;) {
    // How many digits each cell has left, bit-sliced (one, two, three or more), all four
    // words at once.
    Board ones{}, twos{}, threes{};
    for (std::size_t d = 0; d < 16; ++d) {
      for (std::size_t w = 0; w < 4; ++w) {
        threes[w] |= twos[w] & s.cand[w][d];
        twos[w] |= ones[w] & s.cand[w][d];
        ones[w] |= s.cand[w][d];
      }
    }
    if ((ones[0] & ones[1] & ones[2] & ones[3]) != kAll) return false;  // a cell with no digit
    bool placed = false;
    for (std::size_t w = 0; w < 4; ++w) {
      pairs[w] = twos[w] & ~threes[w] & ~s.solved[w];
      // A cell found single may lose its digit to an earlier placement: a contradiction.
      for (std::uint64_t single = ~twos[w] & ~s.solved[w]; single != 0; single &= single - 1) {
        const int x = static_cast<int>(w) * 64 + std::countr_zero(single);
        const std::uint64_t bit = single & (0 - single);
        int d = 0;
        while (d < 16 && (s.cand[w][u(d)] & bit) == 0) ++d;
        if (d == 16 || !place(s, x, d)) return false;
        placed = true;
      }
    }
    if (placed) continue;
    // Hidden singles of the digits whose boards changed, then naked singles again.
    for (std::uint32_t todo = std::exchange(s.dirty, 0); todo != 0; todo &= todo - 1) {
      const int d = std::countr_zero(todo);
      Board cells;
      if (!hidden_singles(s, d, cells)) return false;
      for (std::size_t w = 0; w < 4; ++w) {
        for (std::uint64_t m = cells[w]; m != 0; m &= m - 1) {
          if (!place(s, static_cast<int>(w) * 64 + std::countr_zero(m), d)) return false;
          placed = true;
        }
      }
    }
    if (placed) continue;
    // Locked candidates of the digits whose boards changed since they were last looked at,
    // and singles again if that removed anything.
    bool changed = false;
    for (std::uint32_t todo = std::exchange(s.locked_dirty, 0); todo != 0; todo &= todo - 1) {
      const int r = locked(s, std::countr_zero(todo));
      if (r < 0) return false;
      changed = changed || r > 0;
    }
    if (!changed) return true;
  }
}

void Sudoku16Counter::record(const State& s, Grid& grid) {
  for (int x = 0; x < 256; ++x) {
    const std::uint64_t bit = std::uint64_t{1} << (x % 64);
    for (int d = 0; d < 16; ++d) {
      if (s.cand[u(x / 64)][u(d)] & bit) grid.set(x, d + 1);
    }
  }
}

bool Sudoku16Counter::visit(std::size_t depth) {
  State& s = stack_[depth];
  Board pairs;
  if (!propagate(s, pairs)) return true;
  // Branch on a cell with two digits left that sees the most unplaced cells (most
  // constrained, then most constraining). Against the first such cell, or the first next to
  // the excluded one, it cut the nodes of a digging run 2.4x and ended its heavy tail: one
  // check of a hard puzzle went from 768,000 nodes to a few thousand.
  int pick = -1;
  int most = -1;
  for (std::size_t w = 0; w < 4; ++w) {
    for (std::uint64_t m = pairs[w]; m != 0; m &= m - 1) {
      const int x = static_cast<int>(w) * 64 + std::countr_zero(m);
      const Board& p = peers().of[u(x)];
      const int seen = popcount256(p[0] & ~s.solved[0], p[1] & ~s.solved[1], p[2] & ~s.solved[2],
                                   p[3] & ~s.solved[3]);
      if (seen > most) {
        most = seen;
        pick = x;
      }
    }
  }
  if (pick < 0) {
    int fewest = 17;
    for (int x = 0; x < 256; ++x) {
      const std::size_t w = u(x / 64);
      const std::uint64_t bit = std::uint64_t{1} << (x % 64);
      if (s.solved[w] & bit) continue;
      int count = 0;
      for (std::size_t d = 0; d < 16; ++d) count += (s.cand[w][d] & bit) != 0;
      if (count < fewest) {
        fewest = count;
        pick = x;
      }
    }
  }
  if (pick < 0) {  // every cell placed
    if (result_.solutions < found_.size()) record(s, found_[result_.solutions]);
    ++result_.solutions;
    return result_.solutions < limit_;
  }
  const std::size_t w = u(pick / 64);
  const std::uint64_t bit = std::uint64_t{1} << (pick % 64);
  std::uint32_t digits = 0;
  for (std::size_t d = 0; d < 16; ++d) digits |= ((s.cand[w][d] & bit) != 0 ? 1u : 0u) << d;
  int first = -1;
  if (preferred_ != nullptr) {
    const int d = preferred_->at(pick) - 1;
    if (d >= 0 && (digits >> d & 1u)) first = d;
  }
  for (int k = -1; digits != 0; ++k) {
    int d = 0;
    if (k < 0) {
      if (first < 0) continue;
      d = first;
    } else {
      d = std::countr_zero(digits);
    }
    digits &= ~(1u << d);
    if (node_limit_ != 0 && result_.nodes >= node_limit_) {
      result_.complete = false;
      return false;
    }
    ++result_.nodes;
    State& next = stack_[depth + 1];
    next = s;
    if (place(next, pick, d) && !visit(depth + 1)) return false;
  }
  return true;
}

Sudoku16Counter::Result Sudoku16Counter::count(const Grid& puzzle, std::uint64_t limit,
                                               Exclusion excluded) {
  assert(supports(puzzle.shape()) && limit >= 1);
  assert(excluded.cell < 0 || puzzle.at(excluded.cell) == 0);
  result_ = Result{};
  limit_ = limit;
  // The givens all at once: each digit's board loses the other givens' cells and the peers
  // of its own; a given that lost its own cell shares a house with an equal one.
  State& s = stack_[0];
  for (auto& word : s.cand) word.fill(0);
  Board given{};
  for (int x = 0; x < 256; ++x) {
    const int digit = puzzle.at(x);
    if (digit == 0) continue;
    const std::uint64_t bit = std::uint64_t{1} << (x % 64);
    given[u(x / 64)] |= bit;
    s.cand[u(x / 64)][u(digit - 1)] |= bit;
  }
  std::array<Board, 16> blocked{};
  for (int x = 0; x < 256; ++x) {
    const int digit = puzzle.at(x);
    if (digit == 0) continue;
    const Board& p = peers().of[u(x)];
    for (std::size_t i = 0; i < 4; ++i) blocked[u(digit - 1)][i] |= p[i];
  }
  for (std::size_t w = 0; w < 4; ++w) {
    for (std::size_t d = 0; d < 16; ++d) {
      if (s.cand[w][d] & blocked[d][w]) return result_;  // two equal givens in a house
      s.cand[w][d] = (s.cand[w][d] | ~given[w]) & ~blocked[d][w];
    }
  }
  s.solved = given;
  s.dirty = 0xFFFF;
  s.locked_dirty = 0xFFFF;
  if (excluded.cell >= 0) {
    s.cand[u(excluded.cell / 64)][u(excluded.digit - 1)] &= ~(std::uint64_t{1} << (excluded.cell % 64));
  }
  visit(0);
  return result_;
}

}  // namespace sudokit
