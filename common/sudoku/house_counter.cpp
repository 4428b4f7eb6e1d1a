// SPDX-License-Identifier: MIT
#include "common/sudoku/house_counter.hpp"

#include <cassert>

#include "common/engine/bits.hpp"

namespace sudokit {

namespace {
std::size_t ur(int i) { return static_cast<std::size_t>(i); }
bool single(std::uint64_t mask) { return mask != 0 && (mask & (mask - 1)) == 0; }
}  // namespace

// The state of a search, one vector: [0, cells) the candidate masks, then a bit per cell
// that is placed (its digit gone from its peers).
HouseCounter::HouseCounter(GeometryPtr geometry)
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
  if (g.rules().regions.empty() && g.cages().empty()) return;
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
  for (const Cage& cage : g.cages()) {
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
    for (const int cell : cage.cells) {
      if (is_placed(state, cell)) continue;
      std::uint64_t& mask = state[ur(cell)];
      const std::uint64_t kept = mask & (exact ? support[k] : usable);
      ++k;
      if (kept == mask) continue;
      if (kept == 0) return false;
      mask = kept;
      *changed = true;
      if (single(kept)) queue_.push_back(cell);
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

HouseCounter::Result HouseCounter::count(const Grid& puzzle, std::uint64_t limit, Exclusion excluded) {
  assert(limit >= 1 && same_geometry(puzzle.geometry_ptr(), geometry_));
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
