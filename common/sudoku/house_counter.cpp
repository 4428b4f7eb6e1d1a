// SPDX-License-Identifier: MIT
#include "common/sudoku/house_counter.hpp"

#include <array>
#include <cassert>
#include <memory>

#include "common/engine/bits.hpp"

namespace sudokit {

namespace {
std::size_t ur(int i) { return static_cast<std::size_t>(i); }
bool single(std::uint64_t mask) { return mask != 0 && (mask & (mask - 1)) == 0; }
}  // namespace

// The same search on boards: a set of cells per digit (W words: up to 64W cells), for grids
// without cages of up to 256 cells (9x9 X, windoku and jigsaw; 16x16). A placement is a few
// words cleared (the cell from the other digits' boards, its peers from its digit's), a house
// test a word and per digit, a cell's count a bit-sliced sum over the boards. The rules
// (naked and hidden singles, on a jigsaw locked candidates where houses meet), the cell
// branched on (the first with the fewest candidates) and the order of its digits are the
// mask search's, and rules that only remove candidates reach the same fixed point in any order:
// the same tree, nodes and solutions, faster (sudokit-gen --variant x: docs/benchmarks.md).
class HouseCounter::Boards {
 public:
  virtual ~Boards() = default;
  // As HouseCounter::count, with its settings; the first two solutions go to found[0..1].
  struct Search {
    std::uint64_t limit, node_limit;
    const Grid* preferred;
    Grid* found;
  };
  virtual Result count(const Grid& puzzle, Exclusion excluded, const Search& settings) = 0;
};

namespace {

template <std::size_t W>
class BoardSearch final : public HouseCounter::Boards {
 public:
  using Bits = std::array<std::uint64_t, W>;
  static constexpr std::size_t kDigits = W <= 2 ? 11 : 16;  // n^2 <= 64W

  BoardSearch(const Geometry& g, bool lock) : n_(g.size()), cells_(g.cells()) {
    for (int cell = 0; cell < cells_; ++cell) set(all_, cell);
    peers_.resize(ur(cells_));
    for (int cell = 0; cell < cells_; ++cell) {
      for (const int peer : g.peers(cell)) set(peers_[ur(cell)], peer);
    }
    for (int h = 0; h < g.houses(); ++h) {
      Bits house{};
      for (const int cell : g.house(h)) set(house, cell);
      houses_.push_back(house);
    }
    if (!lock) return;
    for (std::size_t a = 0; a < houses_.size(); ++a) {  // (HouseCounter's meetings, as sets)
      for (std::size_t b = a + 1; b < houses_.size(); ++b) {
        const Bits both = and_(houses_[a], houses_[b]);
        const int shared = count_(both);
        if (shared < 2 || shared == count_(houses_[b])) continue;
        meetings_.push_back({both, andnot(houses_[a], houses_[b]), andnot(houses_[b], houses_[a])});
      }
    }
  }

  HouseCounter::Result count(const Grid& puzzle, HouseCounter::Exclusion excluded, const Search& settings) override {
    settings_ = settings;
    solutions_ = nodes_ = 0;
    stopped_ = exhausted_ = false;
    if (stack_.empty()) stack_.emplace_back();
    State& state = stack_[0];
    for (int d = 0; d < n_; ++d) board(state, d) = all_;
    state.solved = Bits{};
    bool fine = true;
    if (excluded.cell >= 0) {
      clear(board(state, excluded.digit - 1), excluded.cell);
      bool any = false;
      for (int d = 0; d < n_; ++d) any = any || test(board(state, d), excluded.cell);
      fine = any;
    }
    for (int cell = 0; cell < cells_ && fine; ++cell) {
      const int digit = puzzle.at(cell);
      if (digit != 0) fine = digit <= n_ && place(state, cell, digit - 1);
    }
    if (fine && propagate(state)) search(0);
    return {solutions_, !exhausted_, nodes_};
  }

 private:
  struct State {
    std::array<Bits, kDigits> board;
    Bits solved;
  };
  struct Meeting {
    Bits both, only_a, only_b;
  };

  static void set(Bits& b, int i) { b[ur(i / 64)] |= std::uint64_t{1} << (i % 64); }
  static void clear(Bits& b, int i) { b[ur(i / 64)] &= ~(std::uint64_t{1} << (i % 64)); }
  static bool test(const Bits& b, int i) { return (b[ur(i / 64)] >> (i % 64) & 1) != 0; }
  static Bits& board(State& s, int d) { return s.board[ur(d)]; }
  static const Bits& board(const State& s, int d) { return s.board[ur(d)]; }
  static Bits and_(const Bits& a, const Bits& b) {
    Bits out;
    for (std::size_t w = 0; w < W; ++w) out[w] = a[w] & b[w];
    return out;
  }
  static Bits andnot(const Bits& a, const Bits& b) {
    Bits out;
    for (std::size_t w = 0; w < W; ++w) out[w] = a[w] & ~b[w];
    return out;
  }
  static bool any(const Bits& b) {
    std::uint64_t x = 0;
    for (std::size_t w = 0; w < W; ++w) x |= b[w];
    return x != 0;
  }
  static bool meets(const Bits& a, const Bits& b) {
    std::uint64_t x = 0;
    for (std::size_t w = 0; w < W; ++w) x |= a[w] & b[w];
    return x != 0;
  }
  static int count_(const Bits& b) {
    int k = 0;
    for (std::size_t w = 0; w < W; ++w) k += bit_count(b[w]);
    return k;
  }
  static int first(const Bits& b) {  // b must not be empty
    std::size_t w = 0;
    while (b[w] == 0) ++w;
    return static_cast<int>(w) * 64 + lowest_bit(b[w]);
  }
  // The one cell of `b`, or -1 for none, -2 for more.
  static int lone(const Bits& b) {
    int found = -1;
    for (std::size_t w = 0; w < W; ++w) {
      const std::uint64_t x = b[w];
      if (x == 0) continue;
      if (found != -1 || (x & (x - 1)) != 0) return -2;
      found = static_cast<int>(w) * 64 + lowest_bit(x);
    }
    return found;
  }

  // `cell` is `digit` (0-based): it leaves the other boards, its peers leave the digit's.
  bool place(State& s, int cell, int digit) const {
    if (!test(board(s, digit), cell)) return false;
    for (int d = 0; d < n_; ++d) {
      if (d != digit) clear(board(s, d), cell);
    }
    Bits& mine = board(s, digit);
    const Bits& peers = peers_[ur(cell)];
    for (std::size_t w = 0; w < W; ++w) mine[w] &= ~peers[w];
    set(s.solved, cell);
    return true;
  }

  // Cells with at least one, two and three candidates, bit-sliced over the boards.
  void counts(const State& s, Bits& one, Bits& two, Bits& three) const {
    one = two = three = Bits{};
    for (int d = 0; d < n_; ++d) {
      const Bits& b = board(s, d);
      for (std::size_t w = 0; w < W; ++w) {
        three[w] |= two[w] & b[w];
        two[w] |= one[w] & b[w];
        one[w] |= b[w];
      }
    }
  }

  bool propagate(State& s) const {
    for (;;) {
      Bits one, two, three;
      counts(s, one, two, three);
      const Bits open = andnot(all_, s.solved);
      if (meets(open, andnot(all_, one))) return false;  // a cell without a candidate
      Bits singles = andnot(and_(open, one), two);
      if (any(singles)) {  // naked singles
        for (std::size_t w = 0; w < W; ++w) {
          for (std::uint64_t x = singles[w]; x != 0; x &= x - 1) {
            const int cell = static_cast<int>(w) * 64 + lowest_bit(x);
            if (test(s.solved, cell)) continue;
            int digit = 0;
            while (digit < n_ && !test(board(s, digit), cell)) ++digit;
            if (digit == n_ || !place(s, cell, digit)) return false;
          }
        }
        continue;
      }
      bool changed = false;
      for (int d = 0; d < n_; ++d) {  // hidden singles; a digit with no place: none
        const Bits open_d = andnot(board(s, d), s.solved);
        for (const Bits& house : houses_) {
          const int cell = lone(and_(open_d, house));
          if (cell == -2) continue;
          if (cell == -1) {  // none open here: placed in the house, or nowhere
            if (!meets(board(s, d), house)) return false;
            continue;
          }
          if (!place(s, cell, d)) return false;
          changed = true;
        }
      }
      if (changed) continue;
      if (!any(open)) return true;
      for (int d = 0; d < n_; ++d) {  // locked candidates where two houses meet
        Bits& b = board(s, d);
        if (!meets(b, open)) continue;  // (placed everywhere)
        for (const Meeting& m : meetings_) {
          if (!meets(b, m.both)) continue;
          const bool in_a = meets(b, m.only_a), in_b = meets(b, m.only_b);
          if (!in_a && in_b) {
            for (std::size_t w = 0; w < W; ++w) b[w] &= ~m.only_b[w];
            changed = true;
          } else if (!in_b && in_a) {
            for (std::size_t w = 0; w < W; ++w) b[w] &= ~m.only_a[w];
            changed = true;
          }
        }
      }
      if (!changed) return true;
    }
  }

  void search(std::size_t depth) {
    if (stack_.size() <= depth + 1) stack_.emplace_back();  // (before a reference into it)
    const State& state = stack_[depth];
    const Bits open = andnot(all_, state.solved);
    if (!any(open)) {
      if (solutions_ < 2) {
        for (int cell = 0; cell < cells_; ++cell) {
          int digit = 0;
          while (!test(board(state, digit), cell)) ++digit;
          settings_.found[solutions_].set(cell, digit + 1);
        }
      }
      if (++solutions_ >= settings_.limit) stopped_ = true;
      return;
    }
    // The first open cell with the fewest candidates (two, when some cell has two).
    Bits one, two, three;
    counts(state, one, two, three);
    const Bits pairs = andnot(and_(open, two), three);
    int best = -1;
    if (any(pairs)) {
      best = first(pairs);
    } else {
      int fewest = 65;
      for (std::size_t w = 0; w < W; ++w) {
        for (std::uint64_t x = open[w]; x != 0; x &= x - 1) {
          const int cell = static_cast<int>(w) * 64 + lowest_bit(x);
          int k = 0;
          for (int d = 0; d < n_; ++d) k += test(board(state, d), cell);
          if (k < fewest) fewest = k, best = cell;
        }
      }
    }
    std::uint64_t mask = 0;
    for (int d = 0; d < n_; ++d) mask |= static_cast<std::uint64_t>(test(board(state, d), best)) << d;
    const auto branch = [&](int digit) {
      if (settings_.node_limit != 0 && nodes_ >= settings_.node_limit) {
        stopped_ = exhausted_ = true;
        return;
      }
      ++nodes_;
      State& next = stack_[depth + 1];
      next = stack_[depth];
      if (place(next, best, digit - 1) && propagate(next)) search(depth + 1);
    };
    if (settings_.preferred != nullptr) {
      const int digit = settings_.preferred->at(best);
      if (digit != 0 && (mask >> (digit - 1) & 1)) {
        mask &= ~(std::uint64_t{1} << (digit - 1));
        branch(digit);
      }
    }
    for (; mask != 0 && !stopped_; mask &= mask - 1) branch(lowest_bit(mask) + 1);
  }

  int n_, cells_;
  Bits all_{};
  std::vector<Bits> peers_, houses_;
  std::vector<Meeting> meetings_;
  std::vector<State> stack_;  // a state per depth, reused
  Search settings_{};
  std::uint64_t solutions_ = 0, nodes_ = 0;
  bool stopped_ = false, exhausted_ = false;
};

}  // namespace

// The state of a search, one vector: [0, cells) the candidate masks, then a bit per cell
// that is placed (its digit gone from its peers).
HouseCounter::HouseCounter(GeometryPtr geometry, bool boards)
    : geometry_(std::move(geometry)),
      n_(geometry_->size()),
      all_(n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1),
      found_{Grid(geometry_), Grid(geometry_)} {
  const Geometry& g = *geometry_;
  if (!g.cages().empty() && n_ <= kMaxComboDigits) {
    // Every set of distinct digits, by size and sum: a cage's usable digits are the union of
    // those that fit what it lacks.
    combos_.resize(ur((n_ + 1) * (most_sum(n_, n_) + 1)));
    for (std::uint32_t set = 1; set < (std::uint32_t{1} << n_); ++set) {
      int sum = 0;
      for (int d = 0; d < n_; ++d) sum += (set >> d & 1) ? d + 1 : 0;
      combos_[combo_slot(bit_count(set), sum)].push_back(set);
    }
  }
  // Where two houses meet in two cells or more: the meeting, then each one's other cells.
  // Jigsaws and killers only: on X and windoku grids singles alone count faster (sudokit-gen
  // --variant x: 1.3x), on jigsaws locked candidates do (2.4x; jigsaw+X 6x).
  const bool lock = !g.rules().regions.empty() || !g.cages().empty();
  if (boards && g.cages().empty() && g.cells() <= 128) boards_ = std::make_unique<BoardSearch<2>>(g, lock);
  if (boards && g.cages().empty() && g.cells() > 128 && g.cells() <= 256) boards_ = std::make_unique<BoardSearch<4>>(g, lock);
  if (!lock || boards_) return;
  std::vector<int> in_a(ur(g.cells()), -1), in_b(ur(g.cells()), -1);
  for (int a = 0; a < g.houses(); ++a) {
    for (const int cell : g.house(a)) in_a[ur(cell)] = a;
    for (int b = a + 1; b < g.houses(); ++b) {
      int shared = 0;
      for (const int cell : g.house(b)) {
        shared += in_a[ur(cell)] == a;
        in_b[ur(cell)] = b;
      }
      if (shared < 2 || shared == static_cast<int>(g.house(b).size())) continue;
      Meeting meeting;
      meeting.both = static_cast<int>(meeting_cells_.size());
      for (const int cell : g.house(b)) {
        if (in_a[ur(cell)] == a) meeting_cells_.push_back(cell);
      }
      meeting.only_a = static_cast<int>(meeting_cells_.size());
      for (const int cell : g.house(a)) {
        if (in_b[ur(cell)] != b) meeting_cells_.push_back(cell);
      }
      meeting.only_b = static_cast<int>(meeting_cells_.size());
      for (const int cell : g.house(b)) {
        if (in_a[ur(cell)] != a) meeting_cells_.push_back(cell);
      }
      meeting.end = static_cast<int>(meeting_cells_.size());
      meetings_.push_back(meeting);
    }
  }
}

std::size_t HouseCounter::combo_slot(int count, int sum) const {
  return ur(count * (most_sum(n_, n_) + 1) + sum);
}

bool HouseCounter::place(Masks& state, int cell, int digit) {
  const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
  const int cells = geometry_->cells();
  std::uint64_t& done = state[ur(cells + cell / 64)];
  if ((state[ur(cell)] & bit) == 0) return false;
  state[ur(cell)] = bit;
  if (done >> (cell % 64) & 1) return true;
  done |= std::uint64_t{1} << (cell % 64);
  for (const int peer : geometry_->peers(cell)) {
    std::uint64_t& mask = state[ur(peer)];
    if ((mask & bit) == 0) continue;
    mask &= ~bit;
    if (mask == 0) return false;
    if (single(mask)) queue_.push_back(peer);
  }
  return true;
}

bool HouseCounter::solved(const Masks& state) const {
  const int cells = geometry_->cells();
  for (int word = 0; word < cells / 64; ++word) {
    if (state[ur(cells + word)] != ~std::uint64_t{0}) return false;
  }
  return cells % 64 == 0 || state[ur(cells + cells / 64)] == (std::uint64_t{1} << (cells % 64)) - 1;
}

bool HouseCounter::is_placed(const Masks& state, int cell) const {
  return (state[ur(geometry_->cells() + cell / 64)] >> (cell % 64) & 1) != 0;
}

bool HouseCounter::propagate(Masks& state) {
  const Geometry& g = *geometry_;
  for (;;) {
    while (!queue_.empty()) {
      const int cell = queue_.back();
      queue_.pop_back();
      if (is_placed(state, cell)) continue;
      if (!place(state, cell, lowest_bit(state[ur(cell)]) + 1)) {
        queue_.clear();
        return false;
      }
    }
    // Hidden singles: a digit in one cell of a house goes there; in none, a contradiction.
    bool changed = false;
    for (int h = 0; h < g.houses(); ++h) {
      std::uint64_t once = 0, twice = 0, placed = 0;
      const Span<const int> cells = g.house(h);
      for (const int cell : cells) {
        const std::uint64_t mask = state[ur(cell)];
        twice |= once & mask;
        once |= mask;
        if (is_placed(state, cell)) placed |= mask;
      }
      if (once != all_) return false;
      const std::uint64_t hidden = once & ~twice & ~placed;  // (a placed digit is no news)
      if (hidden == 0) continue;
      for (const int cell : cells) {
        const std::uint64_t mine = state[ur(cell)] & hidden;
        if (mine == 0 || is_placed(state, cell)) continue;
        if (!single(mine)) return false;  // two digits that each have only this cell
        if (state[ur(cell)] != mine) changed = true;
        state[ur(cell)] = mine;
        queue_.push_back(cell);
      }
    }
    if (!queue_.empty()) continue;
    if (!g.cages().empty()) {
      if (!prune_cages(state, &changed)) {
        queue_.clear();
        return false;
      }
    }
    if (changed || !queue_.empty()) continue;
    if (solved(state)) return true;
    if (!lock(state, &changed)) {
      queue_.clear();
      return false;
    }
    if (!changed && queue_.empty()) return true;
  }
}

// Locked candidates: where two houses meet in two cells or more, a digit that one of them can
// hold only there is the other's only there too.
bool HouseCounter::lock(Masks& state, bool* changed) {
  for (const Meeting& meeting : meetings_) {
    const auto masks = [&](int begin, int end) {
      std::uint64_t any = 0;
      for (int i = begin; i < end; ++i) any |= state[ur(meeting_cells_[ur(i)])];
      return any;
    };
    const std::uint64_t both = masks(meeting.both, meeting.only_a);
    const std::uint64_t rest_a = masks(meeting.only_a, meeting.only_b);
    const std::uint64_t rest_b = masks(meeting.only_b, meeting.end);
    const auto clear = [&](int begin, int end, std::uint64_t digits) {
      if (digits == 0) return true;
      for (int i = begin; i < end; ++i) {
        const int cell = meeting_cells_[ur(i)];
        std::uint64_t& mask = state[ur(cell)];
        if ((mask & digits) == 0) continue;
        mask &= ~digits;
        if (mask == 0) return false;
        *changed = true;
        if (single(mask)) queue_.push_back(cell);
      }
      return true;
    };
    // Digits of A found in the meeting only leave B's other cells, and the other way round.
    if (!clear(meeting.only_b, meeting.end, both & ~rest_a) || !clear(meeting.only_a, meeting.only_b, both & ~rest_b)) {
      return false;
    }
  }
  return true;
}

// Each cage keeps the digits some distinct candidates of its open cells use to make what it
// still lacks; with few combinations of its open cells' candidates, each cell keeps exactly
// the digits some whole assignment gives it.
bool HouseCounter::prune_cages(Masks& state, bool* changed) {
  const Geometry& g = *geometry_;
  if (cage_start_.empty()) {
    cage_start_.push_back(0);
    for (const Cage& cage : g.cages()) cage_start_.push_back(cage_start_.back() + static_cast<int>(cage.cells.size()));
    pruned_masks_.assign(ur(cage_start_.back()), 0);
    pruned_placed_.assign(ur(cage_start_.back()), 0);
    pruned_known_.assign(g.cages().size(), 0);
  }
  for (std::size_t c = 0; c < g.cages().size(); ++c) {
    const Cage& cage = g.cages()[c];
    const std::size_t base = ur(cage_start_[c]);
    bool same = pruned_known_[c] != 0;
    for (std::size_t k = 0; k < cage.cells.size() && same; ++k) {
      const int cell = cage.cells[k];
      same = pruned_masks_[base + k] == state[ur(cell)] && (pruned_placed_[base + k] != 0) == is_placed(state, cell);
    }
    if (same) continue;  // as it was when nothing was pruned here
    int lacking = cage.sum, open = 0;
    std::uint64_t used = 0, avail = 0, product = 1;
    for (const int cell : cage.cells) {
      const std::uint64_t mask = state[ur(cell)];
      if (is_placed(state, cell)) {
        lacking -= lowest_bit(mask) + 1;
        used |= mask;
      } else {
        ++open;
        avail |= mask;
        product *= static_cast<std::uint64_t>(bit_count(mask));
      }
    }
    if (open == 0) {
      if (lacking != 0) return false;
      continue;
    }
    avail &= ~used;
    std::uint64_t usable = 0;
    if (lacking <= 0) return false;
    if (!combos_.empty()) {
      if (lacking > most_sum(n_, n_)) return false;
      for (const std::uint32_t set : combos_[combo_slot(open, lacking)]) {
        if ((set & ~avail) == 0) usable |= set;
      }
    } else {
      // Large grids: bounds only. A digit d is usable when the other open cells can make
      // lacking - d from the rest within their least and most sums.
      for (std::uint64_t rest = avail; rest != 0; rest &= rest - 1) {
        const int d = lowest_bit(rest) + 1;
        const int need = lacking - d;
        int least = 0, most = 0, taken = 0;
        for (std::uint64_t low = avail & ~(std::uint64_t{1} << (d - 1)); low != 0 && taken < open - 1; low &= low - 1, ++taken) {
          least += lowest_bit(low) + 1;
        }
        if (taken < open - 1) continue;
        taken = 0;
        for (int b = n_ - 1; b >= 0 && taken < open - 1; --b) {
          if (b != d - 1 && (avail >> b & 1)) most += b + 1, ++taken;
        }
        if (need >= least && need <= most) usable |= std::uint64_t{1} << (d - 1);
      }
    }
    if (usable == 0) return false;
    std::uint64_t support[kMaxCageCells] = {};
    const bool exact = product <= kMostCombinations && open <= kMaxCageCells;
    if (exact) {
      // Every assignment of distinct candidates to the open cells that makes `lacking`.
      int cells[kMaxCageCells], k = 0;
      for (const int cell : cage.cells) {
        if (!is_placed(state, cell)) cells[k++] = cell;
      }
      const auto assign = [&](const auto& self, int i, int left, std::uint64_t taken, std::uint64_t* chosen) -> bool {
        if (i == k) {
          if (left != 0) return false;
          for (int j = 0; j < k; ++j) support[j] |= chosen[j];
          return true;
        }
        bool any = false;
        for (std::uint64_t m = state[ur(cells[i])] & usable & ~taken; m != 0; m &= m - 1) {
          const int d = lowest_bit(m) + 1;
          if (d > left) break;
          chosen[i] = std::uint64_t{1} << (d - 1);
          any = self(self, i + 1, left - d, taken | chosen[i], chosen) || any;
        }
        return any;
      };
      std::uint64_t chosen[kMaxCageCells] = {};
      if (!assign(assign, 0, lacking, used, chosen)) return false;
    }
    int k = 0;
    bool pruned = false;
    for (const int cell : cage.cells) {
      if (is_placed(state, cell)) continue;
      std::uint64_t& mask = state[ur(cell)];
      const std::uint64_t kept = mask & (exact ? support[k] : usable);
      ++k;
      if (kept == mask) continue;
      if (kept == 0) return false;
      mask = kept;
      pruned = true;
      if (single(kept)) queue_.push_back(cell);
    }
    *changed = *changed || pruned;
    pruned_known_[c] = !pruned;
    if (pruned) continue;
    for (std::size_t j = 0; j < cage.cells.size(); ++j) {
      pruned_masks_[base + j] = state[ur(cage.cells[j])];
      pruned_placed_[base + j] = is_placed(state, cage.cells[j]);
    }
  }
  return true;
}

void HouseCounter::search(std::size_t depth) {
  if (stack_.size() <= depth + 1) stack_.emplace_back();  // (before a reference into it)
  const Masks& state = stack_[depth];
  const int cells = geometry_->cells();
  int best = -1, fewest = 65;
  for (int cell = 0; cell < cells; ++cell) {
    if (is_placed(state, cell)) continue;
    const int count = bit_count(state[ur(cell)]);
    if (count < fewest) {
      fewest = count;
      best = cell;
      if (count == 2) break;
    }
  }
  if (best < 0) {
    if (solutions_ < 2) {
      for (int cell = 0; cell < cells; ++cell) found_[solutions_].set(cell, lowest_bit(state[ur(cell)]) + 1);
    }
    if (++solutions_ >= limit_) stopped_ = true;
    return;
  }
  std::uint64_t mask = state[ur(best)];
  const auto branch = [&](int digit) {
    if (node_limit_ != 0 && nodes_ >= node_limit_) {
      stopped_ = exhausted_ = true;
      return;
    }
    ++nodes_;
    Masks& next = stack_[depth + 1];
    next = stack_[depth];
    if (place(next, best, digit) && propagate(next)) {
      search(depth + 1);
    } else {
      queue_.clear();
    }
  };
  if (preferred_ != nullptr) {
    const int digit = preferred_->at(best);
    if (digit != 0 && (mask >> (digit - 1) & 1)) {
      mask &= ~(std::uint64_t{1} << (digit - 1));
      branch(digit);
    }
  }
  for (; mask != 0 && !stopped_; mask &= mask - 1) branch(lowest_bit(mask) + 1);
}

HouseCounter::~HouseCounter() = default;
HouseCounter::HouseCounter(HouseCounter&&) noexcept = default;

HouseCounter::Result HouseCounter::count(const Grid& puzzle, std::uint64_t limit, Exclusion excluded) {
  assert(limit >= 1 && same_geometry(puzzle.geometry_ptr(), geometry_));
  if (boards_) return boards_->count(puzzle, excluded, {limit, node_limit_, preferred_, found_});
  const int cells = geometry_->cells();
  limit_ = limit;
  solutions_ = nodes_ = 0;
  stopped_ = exhausted_ = false;
  queue_.clear();
  if (stack_.empty()) stack_.emplace_back();
  Masks& state = stack_[0];
  state.assign(ur(cells + (cells + 63) / 64), 0);
  for (int cell = 0; cell < cells; ++cell) state[ur(cell)] = all_;
  if (excluded.cell >= 0) state[ur(excluded.cell)] &= ~(std::uint64_t{1} << (excluded.digit - 1));
  bool fine = state[ur(excluded.cell < 0 ? 0 : excluded.cell)] != 0;
  for (int cell = 0; cell < cells && fine; ++cell) {
    const int digit = puzzle.at(cell);
    if (digit != 0) fine = digit <= n_ && place(state, cell, digit);
  }
  if (fine && propagate(state)) search(0);
  queue_.clear();
  return {solutions_, !exhausted_, nodes_};
}

}  // namespace sudokit
