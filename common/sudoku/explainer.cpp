// SPDX-License-Identifier: MIT
#include "common/sudoku/explainer.hpp"

#include "common/sudoku/chains.hpp"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <functional>

namespace sudokit {

namespace {

int bits(std::uint64_t mask) { return __builtin_popcountll(mask); }
int lowest(std::uint64_t mask) { return __builtin_ctzll(mask); }

// The kinds of houses, in SE's order (its region type indexes 0, 1, 2, 4, 5 and 6): boxes (a
// jigsaw's regions in their place), rows, columns, then a variant's window groups, main
// diagonal and anti diagonal. The houses are numbered kind by kind in this order: boxes
// 0..N-1, rows N..2N-1, columns 2N..3N-1, then the variant's.
enum Kind { kBox = 0, kRow = 1, kColumn = 2, kWindow = 3, kMain = 4, kAnti = 5, kKinds = 6 };

// The k-subsets of 0..n-1 as bit masks, in increasing order of the mask (SE's Permutations);
// `each` returns false to stop. None when n is 0.
void for_each_mask(int n, int k, const std::function<bool(std::uint64_t)>& each) {
  if (k > n || n == 0) return;
  std::uint64_t v = k == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << k) - 1;
  while (each(v) && v != 0) {
    const std::uint64_t smallest = v & (~v + 1);
    const std::uint64_t ripple = v + smallest;
    if (ripple == 0) return;  // past 64 bits
    const std::uint64_t next = ripple | (((v ^ ripple) >> 2) / smallest);
    if (n < 64 && (next >> n) != 0) return;
    v = next;
  }
}

// The k-subsets of 0..n-1 in lexicographic order, each as the list of its members.
void for_each_subset(int n, int k, const std::function<bool(const std::vector<int>&)>& each) {
  std::vector<int> pick(static_cast<std::size_t>(k));
  for (int i = 0; i < k; ++i) pick[static_cast<std::size_t>(i)] = i;
  if (k > n) return;
  while (true) {
    if (!each(pick)) return;
    int i = k - 1;
    while (i >= 0 && pick[static_cast<std::size_t>(i)] == n - k + i) --i;
    if (i < 0) return;
    ++pick[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < k; ++j) pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
  }
}

// The least rating of a set of techniques.
double least_rating(TechniqueSet set) {
  double least = kSeScaleTop;
  for (int t = 0; t < 64 && set >> t != 0; ++t) {
    if (set >> t & 1) least = std::min(least, technique_rating(static_cast<Technique>(t)));
  }
  return least;
}

class Solver {
 public:
  explicit Solver(const Grid& puzzle) : shape_(puzzle.shape()), n_(puzzle.size()), cells_(shape_.cells()) {
    build_houses(puzzle.geometry());
    all_ = n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1;
    value_.assign(static_cast<std::size_t>(cells_), 0);
    cand_.assign(static_cast<std::size_t>(cells_), all_);
    for (int cell = 0; cell < cells_; ++cell) {
      const int digit = puzzle.at(cell);
      if (digit == 0) continue;
      if (!(cand_[static_cast<std::size_t>(cell)] >> (digit - 1) & 1)) invalid_ = true;  // a clash
      place(cell, digit);
    }
    if (!invalid_) check();
  }

  Explanation run(const ExplainOptions& options) {
    Explanation out = path(options);
    out.work = work_;
    return out;
  }

 private:
  Explanation path(const ExplainOptions& options) {
    Explanation out;
    work_limit_ = options.budget == 0 ? ~std::uint64_t{0} : options.budget;
    if (invalid_) {
      out.invalid = true;
      return out;
    }
    double difficulty = 0, pearl = 0, diamond = 0;
    while (!solved()) {
      if (options.max_steps > 0 && out.steps.size() >= options.max_steps) return out;
      std::optional<ExplainStep> step = next_step(options.techniques, options.stop_above);
      if (work_ > work_limit_) {  // (a step found past the budget is not taken either)
        out.out_of_budget = true;
        step.reset();
      }
      if (!step) {
        out.above = stopped_above_;
        out.stuck_after = difficulty;
        if (diamond > 0) out.ed = diamond;
        if (pearl > 0) out.ep = pearl;
        return out;
      }
      if (step->rating == 0) step->rating = technique_rating(step->technique);
      if (options.stop_above > 0 && step->rating > options.stop_above + 1e-9) {
        out.above = true;
        out.stuck_after = difficulty;
        return out;
      }
      difficulty = std::max(difficulty, step->rating);
      apply(*step);
      if (pearl == 0) {
        if (diamond == 0) diamond = difficulty;
        if (!step->placed.empty()) pearl = difficulty;
      }
      out.steps.push_back(std::move(*step));
      if (!check()) {
        out.invalid = true;
        return out;
      }
    }
    out.solved = true;
    out.er = difficulty;
    out.ep = pearl;
    out.ed = diamond;
    return out;
  }

  // The houses SE reads, by kind in its order. A windoku of 9x9 has SE's nine window groups:
  // the four windows and the five groups they leave (the cells of the rows and columns between
  // and around the windows), each of nine cells holding every digit; a group across two
  // windows' rows (or columns) lists its cells column by column, as SE's do. A windoku of
  // another shape has its windows only.
  void build_houses(const Geometry& geometry) {
    house_.assign(static_cast<std::size_t>(3 * n_), {});
    kind_.assign(static_cast<std::size_t>(3 * n_), kBox);
    for (int cell = 0; cell < cells_; ++cell) {
      const int row = cell / n_, col = cell % n_;
      house_[at(geometry.region_of(cell))].push_back(cell);
      house_[at(n_ + row)].push_back(cell);
      house_[at(2 * n_ + col)].push_back(cell);
    }
    for (int i = 0; i < n_; ++i) kind_[at(n_ + i)] = kRow, kind_[at(2 * n_ + i)] = kColumn;
    const bool jigsaw = !geometry.rules().regions.empty();
    for (int i = 0; i < 3 * n_; ++i) {
      const int index = i % n_;
      names_.push_back(std::string(kind_[at(i)] == kBox ? (jigsaw ? "region " : "box ") : kind_[at(i)] == kRow ? "row " : "column ") +
                       std::to_string(index + 1));
    }
    const auto add = [&](Kind kind, std::vector<int> cells, std::string name) {
      house_.push_back(std::move(cells));
      kind_.push_back(kind);
      names_.push_back(std::move(name));
    };
    if (geometry.rules().windows && n_ == 9) {
      const auto band = [](int i) { return i == 0 || i == 4 || i == 8 ? 2 : i < 4 ? 0 : 1; };
      std::vector<std::vector<int>> groups(9);
      for (int col = 0; col < 9; ++col) {  // column by column: groups 6 and 7 keep this order
        for (int row = 0; row < 9; ++row) {
          const int rb = band(row), cb = band(col);
          groups[static_cast<std::size_t>(rb < 2 && cb < 2 ? 2 * rb + cb : rb == 2 && cb < 2 ? 4 + cb : rb < 2 ? 6 + rb : 8)].push_back(row * 9 + col);
        }
      }
      for (int g = 0; g < 9; ++g) {
        std::vector<int>& cells = groups[static_cast<std::size_t>(g)];
        if (g != 6 && g != 7) std::sort(cells.begin(), cells.end());
        add(kWindow, std::move(cells), "window group " + std::to_string(g + 1));
      }
    } else if (geometry.rules().windows) {
      for (int h = 0; h < geometry.houses(); ++h) {
        if (geometry.kind(h) != Geometry::Kind::window) continue;
        const Span<const int> cells = geometry.house(h);
        add(kWindow, std::vector<int>(cells.begin(), cells.end()), "window " + std::to_string(geometry.index_of_kind(h) + 1));
      }
    }
    if (geometry.rules().diagonals) {
      std::vector<int> main, anti;
      for (int i = 0; i < n_; ++i) main.push_back(i * n_ + i), anti.push_back(i * n_ + n_ - 1 - i);
      std::sort(anti.begin(), anti.end());
      add(kMain, std::move(main), "main diagonal");
      add(kAnti, std::move(anti), "anti diagonal");
    }
    houses_of_.assign(static_cast<std::size_t>(cells_), {});
    for (int h = 0; h < static_cast<int>(house_.size()); ++h) {
      of_kind_[at(kind_[at(h)])].push_back(h);
      for (int cell : house(h)) {
        chains::CellHouses& of = houses_of_[at(cell)];
        of.house[static_cast<std::size_t>(of.count++)] = h;
      }
    }
    // Each cell's peers in SE's order: those of its box, row and column ascending, then those
    // its window group adds (in the group's order), then those its diagonals add, ascending.
    peers_.assign(static_cast<std::size_t>(cells_), {});
    std::vector<int> seen(static_cast<std::size_t>(cells_), -1);
    for (int cell = 0; cell < cells_; ++cell) {
      std::vector<int>& peers = peers_[at(cell)];
      seen[at(cell)] = cell;
      for (int k = 0; k < 3; ++k) {  // (box, row, column: every cell's first three)
        for (int other : house(houses_of_[at(cell)].house[static_cast<std::size_t>(k)])) {
          if (seen[at(other)] != cell) peers.push_back(other), seen[at(other)] = cell;
        }
      }
      std::sort(peers.begin(), peers.end());
      for (int h : houses_of_[at(cell)]) {
        if (kind_[at(h)] != kWindow) continue;
        for (int other : house(h)) {
          if (seen[at(other)] != cell) peers.push_back(other), seen[at(other)] = cell;
        }
      }
      const std::size_t windows = peers.size();
      for (int h : houses_of_[at(cell)]) {
        if (kind_[at(h)] < kMain) continue;
        for (int other : house(h)) {
          if (seen[at(other)] != cell) peers.push_back(other), seen[at(other)] = cell;
        }
      }
      std::sort(peers.begin() + static_cast<std::ptrdiff_t>(windows), peers.end());
    }
  }

  using Step = std::optional<ExplainStep>;
  std::size_t at(int cell) const { return static_cast<std::size_t>(cell); }
  const std::vector<int>& house(int h) const { return house_[static_cast<std::size_t>(h)]; }
  bool has(int cell, int digit) const { return cand_[at(cell)] >> (digit - 1) & 1; }

  bool solved() const {
    return std::all_of(value_.begin(), value_.end(), [](int v) { return v != 0; });
  }

  void place(int cell, int digit) {
    value_[at(cell)] = digit;
    cand_[at(cell)] = 0;
    const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
    for (int h : houses_of_[at(cell)]) {
      for (int other : house(h)) cand_[at(other)] &= ~bit;
    }
  }

  void apply(const ExplainStep& step) {
    for (const Candidate& c : step.eliminated) cand_[at(c.cell)] &= ~(std::uint64_t{1} << (c.digit - 1));
    for (const Candidate& c : step.placed) place(c.cell, c.digit);
  }

  // No empty cell without candidates, no house where a missing digit has no place.
  bool check() {
    for (int cell = 0; cell < cells_; ++cell) {
      if (value_[at(cell)] == 0 && cand_[at(cell)] == 0) return !(invalid_ = true);
    }
    for (int h = 0; h < static_cast<int>(house_.size()); ++h) {
      std::uint64_t seen = 0;
      for (int cell : house(h)) {
        seen |= cand_[at(cell)];
        if (value_[at(cell)] != 0) seen |= std::uint64_t{1} << (value_[at(cell)] - 1);
      }
      if (seen != all_) return !(invalid_ = true);
    }
    return true;
  }

  // The positions (indexes in the house) of a digit's candidates in house h.
  std::uint64_t positions(int h, int digit) const {
    std::uint64_t out = 0;
    const std::vector<int>& cells = house(h);
    for (std::size_t i = 0; i < cells.size(); ++i) {
      if (has(cells[i], digit)) out |= std::uint64_t{1} << i;
    }
    return out;
  }
  int empty_cells(int h) const {
    int count = 0;
    for (int cell : house(h)) count += value_[at(cell)] == 0;
    return count;
  }
  bool in_house(int cell, int h) const {
    for (int of : houses_of_[at(cell)]) {
      if (of == h) return true;
    }
    return false;
  }
  bool crosses(int h1, int h2) const {
    for (int cell : house(h1)) {
      if (in_house(cell, h2)) return true;
    }
    return false;
  }
  // A shared house: the same box, row or column (every cell's first three houses), or one of
  // the variant's.
  bool sees(int a, int b) const {
    if (a == b) return false;
    const chains::CellHouses& x = houses_of_[at(a)];
    const chains::CellHouses& y = houses_of_[at(b)];
    if (x.house[0] == y.house[0] || x.house[1] == y.house[1] || x.house[2] == y.house[2]) return true;
    for (int i = 3; i < x.count; ++i) {
      for (int j = 3; j < y.count; ++j) {
        if (x.house[static_cast<std::size_t>(i)] == y.house[static_cast<std::size_t>(j)]) return true;
      }
    }
    return false;
  }
  const std::string& house_name(int h) const { return names_[at(h)]; }
  const std::vector<int>& of_kind(Kind kind) const { return of_kind_[static_cast<std::size_t>(kind)]; }

  // The producers in SE's order, each with the techniques it finds.
  Step next_step(TechniqueSet allowed, double most = 0) {
    using Producer = Step (Solver::*)();
    struct Row {
      Producer producer;
      TechniqueSet finds;
    };
    const auto bit = technique_bit;
    static const Row rows[] = {
        {&Solver::full_house, bit(Technique::full_house)},
        {&Solver::hidden_single, bit(Technique::hidden_single_box) | bit(Technique::hidden_single_line)},
        {&Solver::direct_locked, bit(Technique::direct_pointing) | bit(Technique::direct_claiming)},
        {&Solver::direct_hidden_pair, bit(Technique::direct_hidden_pair)},
        {&Solver::naked_single, bit(Technique::naked_single)},
        {&Solver::direct_hidden_triplet, bit(Technique::direct_hidden_triplet)},
        {&Solver::locked, bit(Technique::pointing) | bit(Technique::claiming)},
        {&Solver::naked_pair, bit(Technique::naked_pair)},
        {&Solver::x_wing, bit(Technique::x_wing)},
        {&Solver::hidden_pair, bit(Technique::hidden_pair)},
        {&Solver::naked_triplet, bit(Technique::naked_triplet)},
        {&Solver::swordfish, bit(Technique::swordfish)},
        {&Solver::hidden_triplet, bit(Technique::hidden_triplet)},
        {&Solver::xy_wing, bit(Technique::xy_wing)},
        {&Solver::xyz_wing, bit(Technique::xyz_wing)},
        {&Solver::unique_loop, bit(Technique::unique_loop)},
        {&Solver::naked_quad, bit(Technique::naked_quad)},
        {&Solver::jellyfish, bit(Technique::jellyfish)},
        {&Solver::hidden_quad, bit(Technique::hidden_quad)},
        {&Solver::bug, bit(Technique::bug)},
        {&Solver::aligned_pair_exclusion, bit(Technique::aligned_pair_exclusion)},
        {&Solver::forcing_chains_and_cycles, kChainTechniques},
        {&Solver::aligned_triplet_exclusion, bit(Technique::aligned_triplet_exclusion)},
        {&Solver::nishio_forcing_chains, bit(Technique::nishio_forcing_chain)},
        {&Solver::multiple_forcing_chains, bit(Technique::cell_forcing_chain) | bit(Technique::region_forcing_chain)},
        {&Solver::dynamic_forcing_chains, kDynamicTechniques},
    };
    for (const Row& row : rows) {
      if (work_ > work_limit_) return std::nullopt;
      if ((row.finds & allowed) != row.finds) continue;  // (a producer's techniques go together)
      if (most > 0 && least_rating(row.finds) > most + 1e-9) {  // (and the rest: in order)
        stopped_above_ = true;
        return std::nullopt;
      }
      if (Step step = (this->*row.producer)()) return step;
    }
    return std::nullopt;
  }

  // Singles -----------------------------------------------------------------------------------

  // SE's orders of the kinds: singles and hidden sets look in every kind, naked sets not in
  // the diagonals, a bivalue universal grave in every kind, boxes, rows and columns first.
  static constexpr Kind kSingleOrder[6] = {kBox, kColumn, kRow, kWindow, kMain, kAnti};
  static constexpr Kind kNakedOrder[4] = {kBox, kColumn, kRow, kWindow};
  static constexpr Kind kBugOrder[6] = {kBox, kRow, kColumn, kWindow, kMain, kAnti};

  Step full_house() {
    for (const Kind kind : kSingleOrder) {
      for (const int h : of_kind(kind)) {
        int empty = -1, count = 0;
        for (int cell : house(h)) {
          if (value_[at(cell)] == 0) ++count, empty = cell;
        }
        if (count != 1 || bits(cand_[at(empty)]) != 1) continue;
        ExplainStep step;
        step.technique = Technique::full_house;
        step.where = house_name(h);
        step.placed.push_back({empty, lowest(cand_[at(empty)]) + 1});
        return step;
      }
    }
    return std::nullopt;
  }

  Step hidden_single() {
    for (const Kind kind : kSingleOrder) {
      for (const int h : of_kind(kind)) {
        for (int digit = 1; digit <= n_; ++digit) {
          const std::uint64_t where = positions(h, digit);
          if (bits(where) != 1) continue;
          ExplainStep step;
          step.technique = kind == kBox ? Technique::hidden_single_box : Technique::hidden_single_line;
          step.where = house_name(h);
          step.placed.push_back({house(h)[static_cast<std::size_t>(lowest(where))], digit});
          return step;
        }
      }
    }
    return std::nullopt;
  }

  Step naked_single() {
    for (int cell = 0; cell < cells_; ++cell) {
      if (value_[at(cell)] != 0 || bits(cand_[at(cell)]) != 1) continue;
      ExplainStep step;
      step.technique = Technique::naked_single;
      step.where = cell_name(cell, n_);
      step.placed.push_back({cell, lowest(cand_[at(cell)]) + 1});
      return step;
    }
    return std::nullopt;
  }

  // Intersections (locked candidates) ---------------------------------------------------------

  // SE's order: (box, column), (box, row), (column, box), (row, box), then a windoku's (window,
  // column), (window, row), (column, window), (row, window), (box, window), (window, box) (no
  // pairs with a diagonal); a digit's candidates in house 1 all in house 2 remove it from house
  // 2's other cells: pointing (2.6) when house 2 is a row or column, else claiming (2.8).
  // Direct: only where that leaves a hidden single of the digit in another house of house 1's
  // kind: direct pointing (1.7) when house 1 is a box, else direct claiming (1.9).
  Step locked_candidates(bool direct) {
    static constexpr Kind pairs[10][2] = {{kBox, kColumn},    {kBox, kRow},    {kColumn, kBox}, {kRow, kBox},
                                          {kWindow, kColumn}, {kWindow, kRow}, {kColumn, kWindow},
                                          {kRow, kWindow},    {kBox, kWindow}, {kWindow, kBox}};
    for (const auto& pair : pairs) {
      if (of_kind(pair[0]).empty() || of_kind(pair[1]).empty()) continue;
      for (int digit = 1; digit <= n_; ++digit) {
        for (const int h1 : of_kind(pair[0])) {
          const std::uint64_t where = positions(h1, digit);
          if (bits(where) < 2) continue;
          for (const int h2 : of_kind(pair[1])) {
            bool inside = true;
            for (std::uint64_t w = where; w != 0 && inside; w &= w - 1) {
              inside = in_house(house(h1)[static_cast<std::size_t>(lowest(w))], h2);
            }
            if (!inside || !crosses(h1, h2)) continue;
            ExplainStep step;
            step.technique = direct ? (pair[0] == kBox ? Technique::direct_pointing : Technique::direct_claiming)
                                    : (pair[1] == kRow || pair[1] == kColumn ? Technique::pointing : Technique::claiming);
            step.where = house_name(h1) + ", " + house_name(h2);
            step.digits = std::uint64_t{1} << (digit - 1);
            for (std::uint64_t w = where; w != 0; w &= w - 1) step.pattern.push_back(house(h1)[static_cast<std::size_t>(lowest(w))]);
            for (int cell : house(h2)) {
              if (!in_house(cell, h1) && has(cell, digit)) step.eliminated.push_back({cell, digit});
            }
            if (step.eliminated.empty()) continue;
            if (!direct) return step;
            for (const int h3 : of_kind(pair[0])) {  // a hidden single left in a house of h1's kind
              if (h3 == h1 || !crosses(h3, h2)) continue;
              const std::uint64_t where3 = positions(h3, digit);
              if (bits(where3) < 2) continue;
              int remain = 0, last = -1;
              for (std::uint64_t w = where3; w != 0; w &= w - 1) {
                const int cell = house(h3)[static_cast<std::size_t>(lowest(w))];
                if (!in_house(cell, h2)) ++remain, last = cell;
              }
              if (remain == 1) {  // (a direct step places the digit alone, as SE's does)
                step.placed.push_back({last, digit});
                step.eliminated.clear();
                return step;
              }
            }
          }
        }
      }
    }
    return std::nullopt;
  }
  Step direct_locked() { return locked_candidates(true); }
  Step locked() { return locked_candidates(false); }

  // Subsets -----------------------------------------------------------------------------------

  // Naked: `degree` cells of a house (with 2 * degree empty cells or more) whose candidates
  // are `degree` digits in all remove those digits from the house's other cells.
  Step naked_set(int degree, Technique technique) {
    for (const Kind kind : kNakedOrder) {
      for (const int h : of_kind(kind)) {
        if (empty_cells(h) < 2 * degree) continue;
        const std::vector<int>& cells = house(h);
        Step found;
        for_each_subset(n_, degree, [&](const std::vector<int>& pick) {
          if (!spend(static_cast<std::uint64_t>(degree))) return false;
          std::uint64_t digits = 0;
          for (int k : pick) {
            const std::uint64_t c = cand_[at(cells[static_cast<std::size_t>(k)])];
            if (bits(c) <= 1) return true;
            digits |= c;
          }
          if (bits(digits) != degree) return true;
          ExplainStep step;
          step.technique = technique;
          step.where = house_name(h);
          step.digits = digits;
          for (int k : pick) step.pattern.push_back(cells[static_cast<std::size_t>(k)]);
          for (int cell : cells) {
            if (std::find(step.pattern.begin(), step.pattern.end(), cell) != step.pattern.end()) continue;
            for (std::uint64_t d = cand_[at(cell)] & digits; d != 0; d &= d - 1) step.eliminated.push_back({cell, lowest(d) + 1});
          }
          if (step.eliminated.empty()) return true;
          found = std::move(step);
          return false;
        });
        if (found) return found;
      }
    }
    return std::nullopt;
  }

  // Hidden: `degree` digits whose candidates in a house are in `degree` cells in all remove
  // the other candidates of those cells. Not direct: in houses of more than 2 * degree empty
  // cells. Direct: where that leaves a hidden single of another digit in the house.
  Step hidden_set(int degree, Technique technique, bool direct) {
    for (const Kind kind : kSingleOrder) {
      for (const int h : of_kind(kind)) {
        const int empty = empty_cells(h);
        if (!(empty > 2 * degree || (direct && empty > degree))) continue;
        const std::vector<int>& cells = house(h);
        Step found;
        for_each_subset(n_, degree, [&](const std::vector<int>& pick) {
          if (!spend(static_cast<std::uint64_t>(degree))) return false;
          std::uint64_t where = 0, digits = 0;
          for (int k : pick) {
            const std::uint64_t p = positions(h, k + 1);
            if (bits(p) <= 1) return true;
            where |= p;
            digits |= std::uint64_t{1} << k;
          }
          if (bits(where) != degree) return true;
          ExplainStep step;
          step.technique = technique;
          step.where = house_name(h);
          step.digits = digits;
          for (std::uint64_t w = where; w != 0; w &= w - 1) {
            const int cell = cells[static_cast<std::size_t>(lowest(w))];
            step.pattern.push_back(cell);
            for (std::uint64_t d = cand_[at(cell)] & ~digits; d != 0; d &= d - 1) step.eliminated.push_back({cell, lowest(d) + 1});
          }
          if (direct) {
            for (int digit = 1; digit <= n_ && step.placed.empty(); ++digit) {
              if (digits >> (digit - 1) & 1) continue;
              const std::uint64_t p = positions(h, digit);
              if (bits(p) > 1 && bits(p & ~where) == 1) step.placed.push_back({cells[static_cast<std::size_t>(lowest(p & ~where))], digit});
            }
            if (step.placed.empty()) return true;
            step.eliminated.clear();  // (a direct step places the digit alone, as SE's does)
          } else if (step.eliminated.empty()) {
            return true;
          }
          found = std::move(step);
          return false;
        });
        if (found) return found;
      }
    }
    return std::nullopt;
  }

  Step direct_hidden_pair() { return hidden_set(2, Technique::direct_hidden_pair, true); }
  Step direct_hidden_triplet() { return hidden_set(3, Technique::direct_hidden_triplet, true); }
  Step naked_pair() { return naked_set(2, Technique::naked_pair); }
  Step hidden_pair() { return hidden_set(2, Technique::hidden_pair, false); }
  Step naked_triplet() { return naked_set(3, Technique::naked_triplet); }
  Step hidden_triplet() { return hidden_set(3, Technique::hidden_triplet, false); }
  Step naked_quad() { return naked_set(4, Technique::naked_quad); }
  Step hidden_quad() { return hidden_set(4, Technique::hidden_quad, false); }

  // Fish --------------------------------------------------------------------------------------

  // `degree` base lines (columns, then rows) where a digit's candidates lie in `degree` cover
  // lines in all remove it from the cover lines' other cells.
  Step fish(int degree, Technique technique) {
    static constexpr Kind pairs[2][2] = {{kColumn, kRow}, {kRow, kColumn}};
    for (const auto& pair : pairs) {
      for (int digit = 1; digit <= n_; ++digit) {
        int placed = 0;
        for (int cell = 0; cell < cells_; ++cell) placed += value_[at(cell)] == digit;
        if (placed + 2 * degree > n_) continue;
        Step found;
        for_each_subset(n_, degree, [&](const std::vector<int>& pick) {
          if (!spend(static_cast<std::uint64_t>(degree))) return false;
          std::uint64_t covers = 0;
          for (int k : pick) {
            const std::uint64_t p = positions(pair[0] * n_ + k, digit);
            if (bits(p) <= 1) return true;
            covers |= p;
          }
          if (bits(covers) != degree) return true;
          ExplainStep step;
          step.technique = technique;
          step.digits = std::uint64_t{1} << (digit - 1);
          std::string bases, lines;
          for (int k : pick) bases += (bases.empty() ? "" : ", ") + std::to_string(k + 1);
          for (std::uint64_t c = covers; c != 0; c &= c - 1) lines += (lines.empty() ? "" : ", ") + std::to_string(lowest(c) + 1);
          step.where = std::string(pair[0] == kColumn ? "columns " : "rows ") + bases +
                       (pair[0] == kColumn ? ", rows " : ", columns ") + lines;
          for (std::uint64_t c = covers; c != 0; c &= c - 1) {
            const int cover = pair[1] * n_ + lowest(c);
            for (int cell : house(cover)) {
              const int base = pair[0] == kColumn ? cell % n_ : cell / n_;
              const bool in_base = std::find(pick.begin(), pick.end(), base) != pick.end();
              if (in_base) {
                if (has(cell, digit)) step.pattern.push_back(cell);
              } else if (has(cell, digit)) {
                step.eliminated.push_back({cell, digit});
              }
            }
          }
          if (step.eliminated.empty()) return true;
          found = std::move(step);
          return false;
        });
        if (found) return found;
      }
    }
    return std::nullopt;
  }
  Step x_wing() { return fish(2, Technique::x_wing); }
  Step swordfish() { return fish(3, Technique::swordfish); }
  Step jellyfish() { return fish(4, Technique::jellyfish); }

  // Wings -------------------------------------------------------------------------------------

  // XY-Wing: a pivot {x,y} seeing wings {x,z} and {y,z}: z goes from the cells that see both
  // wings. XYZ-Wing: a pivot {x,y,z} with such wings: z goes from the cells that see all three.
  Step wing(bool xyz) {
    const int target = xyz ? 3 : 2;
    for (int pivot = 0; pivot < cells_; ++pivot) {
      const std::uint64_t xy = cand_[at(pivot)];
      if (bits(xy) != target) continue;
      for (const int xz_cell : peers_[at(pivot)]) {  // (in SE's order)
        const std::uint64_t xz = cand_[at(xz_cell)];
        if (bits(xz) != 2 || bits(xy & ~xz) != 1) continue;
        if (!spend(static_cast<std::uint64_t>(cells_))) return std::nullopt;
        for (const int yz_cell : peers_[at(pivot)]) {
          const std::uint64_t yz = cand_[at(yz_cell)];
          if (bits(yz) != 2 || xz == yz) continue;
          const std::uint64_t z = xz & yz;
          if (bits(z) != 1) continue;
          if (xyz) {
            if ((xz & ~xy) != 0 || (yz & ~xy) != 0) continue;
          } else {
            if ((z & xy) != 0 || (xy | xz | yz) != (xy | z) || ((xz & ~z) == (yz & ~z))) continue;
          }
          ExplainStep step;
          step.technique = xyz ? Technique::xyz_wing : Technique::xy_wing;
          step.pattern = {pivot, xz_cell, yz_cell};
          step.digits = xy | xz | yz;
          step.where = cell_name(pivot, n_);
          const int digit = lowest(z) + 1;
          for (int cell = 0; cell < cells_; ++cell) {
            if (!has(cell, digit) || cell == pivot || cell == xz_cell || cell == yz_cell) continue;
            if (sees(cell, xz_cell) && sees(cell, yz_cell) && (!xyz || sees(cell, pivot))) {
              step.eliminated.push_back({cell, digit});
            }
          }
          if (!step.eliminated.empty()) return step;
        }
      }
    }
    return std::nullopt;
  }
  // Uniqueness ---------------------------------------------------------------------------------

  // Unique rectangles and loops, as SE finds them: from each cell of exactly two candidates
  // {v1, v2}, every loop of cells holding both, each step to a cell of another kind of house
  // than the step before, that visits each house it touches with exactly two of its cells
  // (of odd and even places). Such a loop with only v1 and v2 would have two solutions, so
  // one of its cells with more candidates must keep one of them: type 1, one such cell: it is
  // not v1 or v2; type 2, those cells share one more digit: it goes from the cells that see
  // them all; type 4, two such cells in a house where v1 (or v2) has no other place: the other
  // digit goes from both. Of all found, the lowest rated (then the lowest type), as SE.
  Step unique_loop() {
    struct Found {
      ExplainStep step;
      int type = 0;
    };
    std::optional<Found> best;
    const auto offer = [&](ExplainStep step, int type, std::size_t size, double added = 0) {
      if (step.eliminated.empty()) return;
      step.technique = Technique::unique_loop;
      step.rating = 4.5 + (size >= 10 ? 0.3 : 0) + (size >= 8 ? 0.2 : size >= 6 ? 0.1 : 0) + added;
      if (!best || step.rating < best->step.rating - 1e-9 ||
          (step.rating < best->step.rating + 1e-9 && type < best->type)) {
        best = Found{std::move(step), type};
      }
    };
    std::vector<int> loop;
    std::vector<std::vector<int>> loops;
    for (int start = 0; start < cells_; ++start) {
      const std::uint64_t pair = cand_[at(start)];
      if (bits(pair) != 2) continue;
      loops.clear();
      loop.clear();
      find_loops(start, pair, loop, 2, 0, -1, loops);
      for (const std::vector<int>& found : loops) {
        if (!valid_loop(found)) continue;
        std::vector<int> extra;
        for (int cell : found) {
          if (bits(cand_[at(cell)]) > 2) extra.push_back(cell);
        }
        ExplainStep step;
        step.pattern = found;
        step.digits = pair;
        step.where = std::to_string(found.size()) + " cells";
        if (extra.size() == 1) {  // type 1
          for (std::uint64_t d = pair; d != 0; d &= d - 1) step.eliminated.push_back({extra[0], lowest(d) + 1});
          offer(step, 1, found.size());
          continue;
        }
        if (extra.size() < 2) continue;
        std::uint64_t more = 0;
        for (int cell : extra) more |= cand_[at(cell)] & ~pair;
        if (extra.size() > 2 || bits(more) == 1) {  // type 2
          if (bits(more) == 1) {
            ExplainStep two = step;
            for (int cell = 0; cell < cells_; ++cell) {
              if (!(cand_[at(cell)] & more) || std::find(extra.begin(), extra.end(), cell) != extra.end()) continue;
              if (std::all_of(extra.begin(), extra.end(), [&](int e) { return sees(cell, e); })) {
                two.eliminated.push_back({cell, lowest(more) + 1});
              }
            }
            offer(two, 2, found.size());
          }
          if (extra.size() > 2) continue;
        }
        const int c1 = extra[0], c2 = extra[1];
        if (bits(more) >= 2) unique_loop_type3(step, pair, more, c1, c2, [&](ExplainStep three, double added) { offer(std::move(three), 3, found.size(), added); });
        // type 4: the two cells share a house where v1 (or v2) has no other place
        int locked = 0;
        for (const int h : houses_of_[at(c1)]) {
          if (!in_house(c2, h)) continue;
          for (std::uint64_t d = pair; d != 0; d &= d - 1) {
            const int digit = lowest(d) + 1;
            bool elsewhere = false;
            for (int cell : house(h)) elsewhere = elsewhere || (cell != c1 && cell != c2 && has(cell, digit));
            if (!elsewhere && (locked == 0 || digit == lowest(pair) + 1)) locked = digit;
          }
        }
        if (locked != 0) {
          const int other = lowest(pair & ~(std::uint64_t{1} << (locked - 1))) + 1;
          ExplainStep four = step;
          four.eliminated = {{c1, other}, {c2, other}};
          offer(four, 4, found.size());
        }
      }
    }
    if (best) return std::move(best->step);
    return std::nullopt;
  }

  // SE's loop search: from `cell`, through the house of each kind but the last step's, to the
  // cells holding both digits of `pair`; a cell with more candidates is allowed while the
  // extra digits so far are one digit, or while `allowed` (two) such cells are left.
  void find_loops(int cell, std::uint64_t pair, std::vector<int>& loop, int allowed, std::uint64_t extra,
                  int last_kind, std::vector<std::vector<int>>& loops) {
    if (!spend()) return;
    loop.push_back(cell);
    for (const int h : houses_of_[at(cell)]) {
      const int kind = kind_[at(h)];
      if (kind == last_kind) continue;
      for (int next : house(h)) {
        if (next == loop.front() && loop.size() >= 4) {
          loops.push_back(loop);
        } else if (std::find(loop.begin(), loop.end(), next) == loop.end()) {
          const std::uint64_t c = cand_[at(next)];
          if ((c & pair) != pair) continue;
          const std::uint64_t more = extra | (c & ~pair);
          if (bits(c) == 2 || bits(more) == 1 || allowed > 0) {
            find_loops(next, pair, loop, allowed - (bits(c) > 2 ? 1 : 0), more, kind, loops);
          }
        }
      }
    }
    loop.pop_back();
  }

  // Every house a loop's cell is in is met by exactly two of its cells, one at an odd place
  // and one at an even one.
  bool valid_loop(const std::vector<int>& loop) const {
    std::vector<int> odd, even;
    for (std::size_t i = 0; i < loop.size(); ++i) {
      std::vector<int>& seen = i % 2 ? odd : even;
      for (int h : houses_of_[at(loop[i])]) {
        if (std::find(seen.begin(), seen.end(), h) != seen.end()) return false;
        seen.push_back(h);
      }
    }
    std::sort(odd.begin(), odd.end());
    std::sort(even.begin(), even.end());
    return odd == even;
  }

  // Bivalue universal grave, as SE finds it: the cells whose extra candidates, taken out, leave
  // every empty cell with two candidates and every digit with two places or none in each house
  // (a deadly pattern: two solutions). Type 1, one such cell: it keeps only its extra digit.
  // Type 2, the cells share their one extra digit: it goes from the cells that see them all.
  // Unique loop type 3, as SE finds it: c1 or c2 (the loop's two cells with more than v1 and
  // v2) holds one of their extra digits, like one cell holding them; in a house they share,
  // with other cells it makes a naked set (degree cells and as many digits: each digit goes
  // from the cells that see all the set's cells holding it; rated 0.1 more per digit past
  // one), or v1, v2 and other digits have no place outside c1 and other cells, a hidden set
  // (those cells' other digits go; 0.1 more per digit past two). By degree 2 to 7, then box,
  // row, column, naked before hidden, cells and digits in SE's order.
  template <typename Offer>
  void unique_loop_type3(const ExplainStep& base, std::uint64_t pair, std::uint64_t more, int c1, int c2, const Offer& offer) {
    for (int degree = 2; degree <= 7; ++degree) {
      for (int h : houses_of_[at(c1)]) {
        if (!in_house(c2, h)) continue;
        const std::vector<int>& cells = house(h);
        const int size = static_cast<int>(cells.size());
        const int i1 = static_cast<int>(std::find(cells.begin(), cells.end(), c1) - cells.begin());
        const int i2 = static_cast<int>(std::find(cells.begin(), cells.end(), c2) - cells.begin());
        const int empty = empty_cells(h);
        if (degree * 2 <= empty && degree >= bits(more)) {
          for_each_mask(size, degree, [&](std::uint64_t pick) {
            if (!(pick >> i1 & 1) || (pick >> i2 & 1)) return true;
            if (!spend()) return false;
            std::uint64_t naked = more & cand_[at(c1)] & cand_[at(c2)], all = more;
            std::vector<int> others;
            for (std::uint64_t rest = pick & ~(std::uint64_t{1} << i1); rest != 0; rest &= rest - 1) {
              const int cell = cells[static_cast<std::size_t>(lowest(rest))];
              if (bits(cand_[at(cell)]) <= 1) return true;
              naked |= cand_[at(cell)];
              all |= cand_[at(cell)];
              others.push_back(cell);
            }
            if (bits(naked) != degree || bits(all) != degree) return true;
            ExplainStep step = base;
            for (std::uint64_t d = all; d != 0; d &= d - 1) {
              const int digit = lowest(d) + 1;
              std::vector<int> holders;
              for (int cell : others) {
                if (has(cell, digit)) holders.push_back(cell);
              }
              if (has(c1, digit)) holders.push_back(c1);
              if (has(c2, digit)) holders.push_back(c2);
              for (int cell = 0; cell < cells_; ++cell) {
                if (!has(cell, digit)) continue;
                if (std::all_of(holders.begin(), holders.end(), [&](int x) { return sees(cell, x); })) step.eliminated.push_back({cell, digit});
              }
            }
            offer(std::move(step), 0.1 * (degree - 1));
            return true;
          });
        }
        if (degree * 2 < empty) {
          std::vector<int> rest_digits;
          for (int digit = 1; digit <= n_; ++digit) {
            if (!(pair >> (digit - 1) & 1) && !(more >> (digit - 1) & 1)) rest_digits.push_back(digit);
          }
          for_each_mask(static_cast<int>(rest_digits.size()), degree - 2, [&](std::uint64_t pick) {
            if (!spend()) return false;
            std::uint64_t hidden = pair, where = 0;
            for (std::uint64_t rest = pick; rest != 0; rest &= rest - 1) hidden |= std::uint64_t{1} << (rest_digits[static_cast<std::size_t>(lowest(rest))] - 1);
            for (std::uint64_t d = hidden; d != 0; d &= d - 1) {
              const std::uint64_t places = positions(h, lowest(d) + 1) & ~(std::uint64_t{1} << i2);
              if (places == 0) return true;
              where |= places;
            }
            if (bits(where) != degree) return true;
            ExplainStep step = base;
            where &= ~(std::uint64_t{1} << i1);
            for (std::uint64_t rest = where; rest != 0; rest &= rest - 1) {
              const int cell = cells[static_cast<std::size_t>(lowest(rest))];
              for (std::uint64_t gone = cand_[at(cell)] & ~hidden; gone != 0; gone &= gone - 1) step.eliminated.push_back({cell, lowest(gone) + 1});
            }
            offer(std::move(step), 0.1 * (bits(where) - 1));
            return true;
          });
        }
      }
    }
  }

  Step bug() {
    std::vector<std::uint64_t> temp = cand_;
    std::vector<int> bug_cells;
    std::uint64_t all_bug_values = 0;
    std::optional<std::vector<int>> common;  // the cells that see every bug cell
    std::optional<std::vector<int>> all_extra;
    int only_value = 0;
    bool one_value = true;
    const auto add_bug_cell = [&](int cell, int digit, bool record_value) {
      if (std::find(bug_cells.begin(), bug_cells.end(), cell) == bug_cells.end()) bug_cells.push_back(cell);
      if (record_value) all_bug_values |= std::uint64_t{1} << (digit - 1);
      temp[at(cell)] &= ~(std::uint64_t{1} << (digit - 1));
      std::vector<int> seen;
      for (int other = 0; other < cells_; ++other) {
        if (sees(cell, other) && (!common || std::find(common->begin(), common->end(), other) != common->end())) {
          seen.push_back(other);
        }
      }
      seen.erase(std::remove_if(seen.begin(), seen.end(),
                                [&](int c) { return std::find(bug_cells.begin(), bug_cells.end(), c) != bug_cells.end(); }),
                 seen.end());
      common = std::move(seen);
      return !(bug_cells.size() > 1 && bits(all_bug_values) > 1 && common->empty());
    };
    for (const Kind kind : kBugOrder) {
      for (const int h : of_kind(kind)) {
        for (int digit = 1; digit <= n_; ++digit) {
          const std::uint64_t where = positions(h, digit);
          if (bits(where) == 0 || bits(where) == 2) continue;
          std::vector<int> fresh;  // its places in cells of three candidates or more
          for (std::uint64_t w = where; w != 0; w &= w - 1) {
            const int cell = house(h)[static_cast<std::size_t>(lowest(w))];
            if (bits(cand_[at(cell)]) >= 3) fresh.push_back(cell);
          }
          if (!all_extra) {
            all_extra = fresh;
            only_value = digit;
          } else if (one_value) {
            if (only_value == digit) {
              for (int cell : fresh) {
                if (std::find(all_extra->begin(), all_extra->end(), cell) == all_extra->end()) all_extra->push_back(cell);
              }
            } else {
              one_value = false;
            }
          }
          if (fresh.size() == 1 && !add_bug_cell(fresh[0], digit, true)) return std::nullopt;
          if (fresh.empty()) return std::nullopt;
        }
      }
    }
    if (one_value && all_extra && all_extra->size() > bug_cells.size()) {
      std::sort(all_extra->begin(), all_extra->end());
      for (int cell : *all_extra) {
        if (std::find(bug_cells.begin(), bug_cells.end(), cell) != bug_cells.end()) continue;
        if (!add_bug_cell(cell, only_value, false)) return std::nullopt;
      }
    }
    for (int cell = 0; cell < cells_; ++cell) {
      if (value_[at(cell)] == 0 && bits(temp[at(cell)]) != 2) return std::nullopt;
    }
    for (int h = 0; h < 3 * n_; ++h) {
      for (int digit = 1; digit <= n_; ++digit) {
        int count = 0;
        for (int cell : house(h)) count += static_cast<int>(temp[at(cell)] >> (digit - 1) & 1);
        if (count != 0 && count != 2) return std::nullopt;
      }
    }
    ExplainStep step;
    step.technique = Technique::bug;
    step.pattern = bug_cells;
    step.digits = all_bug_values;
    if (bug_cells.size() == 1) {
      step.rating = 5.6;
      for (std::uint64_t d = cand_[at(bug_cells[0])] & ~all_bug_values; d != 0; d &= d - 1) {
        step.eliminated.push_back({bug_cells[0], lowest(d) + 1});
      }
    } else if (bits(all_bug_values) == 1 && common) {
      step.rating = 5.7;
      for (int cell : *common) {
        if (cand_[at(cell)] & all_bug_values) step.eliminated.push_back({cell, lowest(all_bug_values) + 1});
      }
    }
    if (step.eliminated.empty()) return std::nullopt;
    return step;
  }

  // Aligned exclusions --------------------------------------------------------------------------

  // SE's aligned pair (6.2) and triplet (7.5) exclusions: two (three) cells of two candidates or
  // more, seen by two or more "excluders", cells of 2 to 2 (3) candidates. A combination of
  // digits for the cells is excluded when two cells that see each other take the same digit, or
  // it takes every candidate of an excluder; a cell's digit in no allowed combination goes. The
  // cells are taken in SE's order: pairs of base cells (0,1), (0,2), (1,2), (0,3), ...; for a
  // triplet, a third from the excluders of the pair that are base cells; the first that removes
  // something is the step.
  Step aligned_exclusion(int degree, Technique technique) {
    std::vector<int> base;
    std::vector<std::vector<int>> excluders(static_cast<std::size_t>(cells_));
    for (int cell = 0; cell < cells_; ++cell) {
      if (bits(cand_[at(cell)]) < 2) continue;
      bool beside_single = false;
      std::vector<int>& list = excluders[at(cell)];
      for (int peer : peers(cell)) {
        const int count = bits(cand_[at(peer)]);
        if (count == 1) beside_single = true;
        if (count >= 2 && count <= degree) list.push_back(peer);
      }
      if (!beside_single && !list.empty()) base.push_back(cell);
    }
    const auto excluded = [&](const std::vector<int>& cells) -> Step {
      std::vector<int> common = excluders[at(cells[0])];
      for (std::size_t i = 1; i < cells.size(); ++i) {
        const std::vector<int>& other = excluders[at(cells[i])];
        common.erase(std::remove_if(common.begin(), common.end(), [&](int c) { return std::find(other.begin(), other.end(), c) == other.end(); }), common.end());
      }
      if (common.size() < 2) return std::nullopt;
      std::vector<std::uint64_t> allowed(cells.size(), 0);
      std::vector<int> digits(cells.size(), 0);
      std::uint64_t combinations = 1;
      for (int cell : cells) combinations *= static_cast<std::uint64_t>(bits(cand_[at(cell)]));
      if (!spend(combinations)) return std::nullopt;
      // Every combination, an odometer over the cells' candidates.
      std::vector<std::uint64_t> rest(cells.size());
      for (std::size_t i = 0; i < cells.size(); ++i) rest[i] = cand_[at(cells[i])];
      while (true) {
        std::uint64_t taken = 0;
        bool ok = true;
        for (std::size_t a = 0; a < cells.size(); ++a) {
          digits[a] = lowest(rest[a]) + 1;
          taken |= std::uint64_t{1} << (digits[a] - 1);
          for (std::size_t b = 0; b < a; ++b) ok = ok && !(digits[a] == digits[b] && sees(cells[a], cells[b]));
        }
        for (std::size_t e = 0; ok && e < common.size(); ++e) ok = (cand_[at(common[e])] & ~taken) != 0;
        if (ok) {
          for (std::size_t a = 0; a < cells.size(); ++a) allowed[a] |= std::uint64_t{1} << (digits[a] - 1);
        }
        std::size_t i = 0;
        while (i < cells.size()) {
          rest[i] &= rest[i] - 1;
          if (rest[i] != 0) break;
          rest[i] = cand_[at(cells[i])];
          ++i;
        }
        if (i == cells.size()) break;
      }
      ExplainStep step;
      step.technique = technique;
      step.pattern = cells;
      for (std::size_t i = 0; i < cells.size(); ++i) {
        for (std::uint64_t gone = cand_[at(cells[i])] & ~allowed[i]; gone != 0; gone &= gone - 1) {
          step.eliminated.push_back({cells[i], lowest(gone) + 1});
        }
      }
      if (step.eliminated.empty()) return std::nullopt;
      return step;
    };
    for (std::size_t second = 1; second < base.size(); ++second) {
      for (std::size_t first = 0; first < second; ++first) {
        const int c0 = base[first], c1 = base[second];
        if (degree == 2) {
          if (Step step = excluded({c0, c1})) return step;
          if (work_ > work_limit_) return std::nullopt;
          continue;
        }
        std::vector<int> twins;
        for (const std::vector<int>* list : {&excluders[at(c0)], &excluders[at(c1)]}) {
          for (int c : *list) {
            if (c == c0 || c == c1 || std::find(twins.begin(), twins.end(), c) != twins.end()) continue;
            if (std::find(base.begin(), base.end(), c) != base.end()) twins.push_back(c);
          }
        }
        for (int third : twins) {
          if (Step step = excluded({c0, c1, third})) return step;
          if (work_ > work_limit_) return std::nullopt;
        }
      }
    }
    return std::nullopt;
  }
  Step aligned_pair_exclusion() { return aligned_exclusion(2, Technique::aligned_pair_exclusion); }
  Step aligned_triplet_exclusion() { return aligned_exclusion(3, Technique::aligned_triplet_exclusion); }

  // The cells that share a house with `cell`, in order.
  std::vector<int> peers(int cell) const {
    std::vector<int> out;
    for (int h : houses_of_[at(cell)]) {
      for (int other : house(h)) {
        if (other != cell) out.push_back(other);
      }
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
  }

  // Chains ------------------------------------------------------------------------------------

  static constexpr TechniqueSet kChainTechniques =
      technique_bit(Technique::x_cycle) | technique_bit(Technique::generalized_x_wing) |
      technique_bit(Technique::y_cycle) | technique_bit(Technique::forcing_x_chain) |
      technique_bit(Technique::turbot_fish) | technique_bit(Technique::xy_cycle) |
      technique_bit(Technique::forcing_chain);

  static constexpr TechniqueSet kDynamicTechniques =
      technique_bit(Technique::dynamic_contradiction) | technique_bit(Technique::dynamic_double) |
      technique_bit(Technique::dynamic_cell_forcing) | technique_bit(Technique::dynamic_region_forcing);

  chains::Board board() { return {n_, cells_, &cand_, &house_, &houses_of_, &names_, &work_, work_limit_}; }
  Step forcing_chains_and_cycles() { return chains::forcing_chains_and_cycles(board()); }
  Step nishio_forcing_chains() { return chains::nishio_forcing_chains(board()); }
  Step multiple_forcing_chains() { return chains::multiple_forcing_chains(board()); }
  Step dynamic_forcing_chains() { return chains::dynamic_forcing_chains(board()); }

  Step xy_wing() { return wing(false); }
  Step xyz_wing() { return wing(true); }

  Shape shape_;
  int n_;
  int cells_;
  std::uint64_t all_ = 0;
  std::vector<std::vector<int>> house_;            // boxes, rows, columns, then a variant's
  std::vector<Kind> kind_;                          // of each house
  std::vector<std::string> names_;                  // of each house: "box 3", "window group 5"
  std::array<std::vector<int>, kKinds> of_kind_;    // the houses of each kind, in SE's order
  std::vector<chains::CellHouses> houses_of_;       // each cell's, ascending
  std::vector<std::vector<int>> peers_;             // each cell's, in SE's order
  std::vector<int> value_;
  std::vector<std::uint64_t> cand_;
  bool invalid_ = false;
  bool stopped_above_ = false;  // the next technique to try is rated above ExplainOptions::stop_above
  // The work done (subsets and fish tried, wing cells paired, loop steps) against the budget.
  bool spend(std::uint64_t units = 1) {
    work_ += units;
    return work_ <= work_limit_;
  }
  std::uint64_t work_ = 0;
  std::uint64_t work_limit_ = 0;
};

}  // namespace

double technique_rating(Technique technique) {
  switch (technique) {
    case Technique::full_house: return 1.0;
    case Technique::hidden_single_box: return 1.2;
    case Technique::hidden_single_line: return 1.5;
    case Technique::direct_pointing: return 1.7;
    case Technique::direct_claiming: return 1.9;
    case Technique::direct_hidden_pair: return 2.0;
    case Technique::naked_single: return 2.3;
    case Technique::direct_hidden_triplet: return 2.5;
    case Technique::pointing: return 2.6;
    case Technique::claiming: return 2.8;
    case Technique::naked_pair: return 3.0;
    case Technique::x_wing: return 3.2;
    case Technique::hidden_pair: return 3.4;
    case Technique::naked_triplet: return 3.6;
    case Technique::swordfish: return 3.8;
    case Technique::hidden_triplet: return 4.0;
    case Technique::xy_wing: return 4.2;
    case Technique::xyz_wing: return 4.4;
    case Technique::unique_loop: return 4.5;
    case Technique::naked_quad: return 5.0;
    case Technique::jellyfish: return 5.2;
    case Technique::hidden_quad: return 5.4;
    case Technique::bug: return 5.6;
    case Technique::aligned_pair_exclusion: return 6.2;
    case Technique::aligned_triplet_exclusion: return 7.5;
    case Technique::x_cycle:
    case Technique::generalized_x_wing:
    case Technique::y_cycle: return 6.5;
    case Technique::forcing_x_chain:
    case Technique::turbot_fish: return 6.6;
    case Technique::xy_cycle:
    case Technique::forcing_chain: return 7.0;
    case Technique::nishio_forcing_chain: return 7.5;
    case Technique::cell_forcing_chain:
    case Technique::region_forcing_chain: return 8.0;
    case Technique::dynamic_contradiction:
    case Technique::dynamic_double:
    case Technique::dynamic_cell_forcing:
    case Technique::dynamic_region_forcing: return 8.5;
  }
  return 0;
}

const char* technique_name(Technique technique) {
  switch (technique) {
    case Technique::full_house: return "Full House";
    case Technique::hidden_single_box:
    case Technique::hidden_single_line: return "Hidden Single";
    case Technique::direct_pointing: return "Direct Pointing";
    case Technique::direct_claiming: return "Direct Claiming";
    case Technique::direct_hidden_pair: return "Direct Hidden Pair";
    case Technique::naked_single: return "Naked Single";
    case Technique::direct_hidden_triplet: return "Direct Hidden Triplet";
    case Technique::pointing: return "Pointing";
    case Technique::claiming: return "Claiming";
    case Technique::naked_pair: return "Naked Pair";
    case Technique::x_wing: return "X-Wing";
    case Technique::hidden_pair: return "Hidden Pair";
    case Technique::naked_triplet: return "Naked Triplet";
    case Technique::swordfish: return "Swordfish";
    case Technique::hidden_triplet: return "Hidden Triplet";
    case Technique::xy_wing: return "XY-Wing";
    case Technique::xyz_wing: return "XYZ-Wing";
    case Technique::unique_loop: return "Unique Rectangle / Loop";
    case Technique::naked_quad: return "Naked Quad";
    case Technique::jellyfish: return "Jellyfish";
    case Technique::hidden_quad: return "Hidden Quad";
    case Technique::bug: return "Bivalue Universal Grave";
    case Technique::aligned_pair_exclusion: return "Aligned Pair Exclusion";
    case Technique::aligned_triplet_exclusion: return "Aligned Triplet Exclusion";
    case Technique::x_cycle: return "Bidirectional X-Cycle";
    case Technique::generalized_x_wing: return "Generalized X-Wing";
    case Technique::y_cycle: return "Bidirectional Y-Cycle";
    case Technique::forcing_x_chain: return "Forcing X-Chain";
    case Technique::turbot_fish: return "Turbot Fish";
    case Technique::xy_cycle: return "Bidirectional Cycle";
    case Technique::forcing_chain: return "Forcing Chain";
    case Technique::nishio_forcing_chain: return "Nishio Forcing Chains";
    case Technique::cell_forcing_chain: return "Cell Forcing Chains";
    case Technique::region_forcing_chain: return "Region Forcing Chains";
    case Technique::dynamic_contradiction: return "Dynamic Contradiction Forcing Chains";
    case Technique::dynamic_double: return "Dynamic Double Forcing Chains";
    case Technique::dynamic_cell_forcing: return "Dynamic Cell Forcing Chains";
    case Technique::dynamic_region_forcing: return "Dynamic Region Forcing Chains";
  }
  return "";
}

Explanation explain(const Grid& puzzle, const ExplainOptions& options) {
  return Solver(puzzle).run(options);
}

std::optional<std::pair<double, double>> parse_se_band(std::string_view text) {
  const auto number = [](std::string_view part) -> std::optional<double> {
    if (part.empty() || part.size() > 8) return std::nullopt;
    std::string copy(part);
    char* end = nullptr;
    const double value = std::strtod(copy.c_str(), &end);
    if (end != copy.c_str() + copy.size() || !(value >= 0 && value <= 20)) return std::nullopt;
    return value;
  };
  const std::size_t dots = text.find("..");
  const auto low = number(text.substr(0, dots));
  const auto high = dots == std::string_view::npos ? low : number(text.substr(dots + 2));
  if (!low || !high || *low > *high || *low < 1.0 || *high > kSeScaleTop) return std::nullopt;
  return std::make_pair(*low, *high);
}

std::string cell_name(int cell, int size) {
  return "r" + std::to_string(cell / size + 1) + "c" + std::to_string(cell % size + 1);
}

std::string describe_step(const ExplainStep& step, int n, const std::string& symbols) {
  const auto digit = [&](int d) {
    return symbols.empty() ? std::to_string(d) : std::string(1, symbols[static_cast<std::size_t>(d - 1)]);
  };
  char rating[16];
  std::snprintf(rating, sizeof rating, "%.1f", step.rating);
  std::string out = std::string(technique_name(step.technique)) + " (" + rating + ")";
  if (!step.where.empty()) out += " in " + step.where;
  if (!step.chains.empty()) {
    for (const std::vector<ChainLink>& chain : step.chains) {
      out += " [";
      for (std::size_t i = 0; i < chain.size(); ++i) {
        out += (i ? " -> " : "") + cell_name(chain[i].cell, n) + (chain[i].on ? "=" : "<>") + digit(chain[i].digit);
      }
      out += "]";
    }
  } else if (!step.pattern.empty()) {
    out += " [";
    for (std::size_t i = 0; i < step.pattern.size(); ++i) out += (i ? " " : "") + cell_name(step.pattern[i], n);
    if (step.digits != 0) {
      out += ": ";
      bool first = true;
      for (std::uint64_t d = step.digits; d != 0; d &= d - 1) {
        out += (first ? "" : ",") + digit(__builtin_ctzll(d) + 1);
        first = false;
      }
    }
    out += "]";
  }
  out += ":";
  for (const Candidate& c : step.eliminated) out += " " + cell_name(c.cell, n) + "<>" + digit(c.digit);
  for (const Candidate& c : step.placed) out += " " + cell_name(c.cell, n) + "=" + digit(c.digit);
  return out;
}

}  // namespace sudokit
