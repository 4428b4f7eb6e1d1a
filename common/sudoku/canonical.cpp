// SPDX-License-Identifier: MIT
#include "common/sudoku/canonical.hpp"

#include <algorithm>
#include <tuple>
#include <vector>

namespace sudokit {

namespace {

std::size_t u(int i) { return static_cast<std::size_t>(i); }

// Above every digit: the rows of the smallest string not written yet.
constexpr std::uint8_t kUnset = 255;

// A depth-first search over the image rows, top to bottom. Each image row is one of the source
// rows its band allows; the first one with givens fixes the column order (the orders that make
// it smallest: stacks by their number of givens in that row, blanks before givens in each
// stack), and digits take labels in the order they first appear. A row that would make the
// image larger than the smallest string found so far ends its branch; one that makes it smaller
// replaces the string from there on.
class Canonizer {
 public:
  Canonizer(const Grid& puzzle, std::uint64_t node_limit)
      : n_(puzzle.size()),
        band_rows_(puzzle.shape().box_rows),
        stack_cols_(puzzle.shape().box_cols),
        budget_(node_limit) {
    const int n = n_;
    sources_ = band_rows_ == stack_cols_ ? 2 : 1;
    for (int t = 0; t < sources_; ++t) {
      Source& source = source_[t];
      source.cells.resize(u(n * n));
      source.empty_row.assign(u(n), true);
      source.empty_col.assign(u(n), true);
      for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
          const int digit = t == 0 ? puzzle.at(r, c) : puzzle.at(c, r);
          source.cells[u(r * n + c)] = static_cast<std::uint8_t>(digit);
          if (digit != 0) source.empty_row[u(r)] = source.empty_col[u(c)] = false;
        }
      }
      // A row's key: its givens per stack, sorted, as digits of one number (the smaller, the
      // smaller the row it can give as the first row with givens).
      for (int r = 0; r < n; ++r) {
        std::vector<int> counts(u(n / stack_cols_), 0);
        for (int c = 0; c < n; ++c) counts[u(c / stack_cols_)] += source.cells[u(r * n + c)] != 0;
        std::sort(counts.begin(), counts.end());
        std::uint64_t key = 0;
        for (int count : counts) key = key * u(stack_cols_ + 1) + u(count);
        source.key.push_back(key);
      }
    }
    best_.assign(u(n * n), kUnset);
    labels_.assign(u((n + 1) * (n + 1)), 0);
    next_label_.assign(u(n + 1), 0);
    rows_.assign(u(n), 0);
    cols_.assign(u(n), 0);
    for (int c = 0; c < n; ++c) cols_[u(c)] = c;  // an empty grid's: no row fixes them
    row_used_.assign(u(n), false);
    band_used_.assign(u(n / band_rows_), false);
    col_used_.assign(u(n), false);
    stack_used_.assign(u(n / stack_cols_), false);
    band_.assign(u(n), 0);
  }

  Canonical run() {
    for (transposed_ = 0; transposed_ < sources_ && !stopped_; ++transposed_) descend(0);
    Canonical result;
    result.nodes = budget_.nodes();
    if (stopped_) return result;
    result.settled = true;
    result.grid = Grid(Shape{band_rows_, stack_cols_});
    for (int cell = 0; cell < n_ * n_; ++cell) result.grid.set(cell, best_[u(cell)]);
    result.map = best_map_;
    return result;
  }

 private:
  struct Source {
    std::vector<std::uint8_t> cells;  // row-major: the puzzle, or its transpose
    std::vector<bool> empty_row, empty_col;
    std::vector<std::uint64_t> key;
  };
  const Source& source() const { return source_[transposed_]; }
  int cell(int row, int col) const { return source().cells[u(row * n_ + col)]; }

  // The source rows image row `level` can be, each with its band marked used: a new band's
  // rows at a band's start, else the unused rows of the band. Interchangeable lines are tried
  // once: an empty row after an unused empty row of its band, an empty band after an unused
  // empty band (and, placing columns, an empty column or stack after an unplaced empty one).
  template <typename Visit>
  void for_each_candidate(int level, Visit&& visit) {
    if (level % band_rows_ == 0) {
      const int bands = n_ / band_rows_;
      for (int b = 0; b < bands && !stopped_; ++b) {
        if (band_used_[u(b)] || (empty_band(b) && unused_empty_band_before(b))) continue;
        band_used_[u(b)] = true;
        band_[u(level)] = b;
        for (int r = b * band_rows_; r < (b + 1) * band_rows_ && !stopped_; ++r) {
          if (!interchangeable_with_earlier(r)) visit(r);
        }
        band_used_[u(b)] = false;
      }
      return;
    }
    const int b = band_[u(level)] = band_[u(level - 1)];
    for (int r = b * band_rows_; r < (b + 1) * band_rows_ && !stopped_; ++r) {
      if (!row_used_[u(r)] && !interchangeable_with_earlier(r)) visit(r);
    }
  }
  bool empty_band(int band) const {
    for (int k = 0; k < band_rows_; ++k) {
      if (!source().empty_row[u(band * band_rows_ + k)]) return false;
    }
    return true;
  }
  bool unused_empty_band_before(int band) const {
    for (int b = 0; b < band; ++b) {
      if (!band_used_[u(b)] && empty_band(b)) return true;
    }
    return false;
  }
  bool interchangeable_with_earlier(int r) const {
    if (!source().empty_row[u(r)]) return false;
    for (int other = r - r % band_rows_; other < r; ++other) {
      if (!row_used_[u(other)] && source().empty_row[u(other)]) return true;
    }
    return false;
  }
  bool empty_stack(int stack) const {
    for (int k = 0; k < stack_cols_; ++k) {
      if (!source().empty_col[u(stack * stack_cols_ + k)]) return false;
    }
    return true;
  }

  void descend(int level) {
    if (level == n_) {
      leaf();
      return;
    }
    if (cols_fixed_) {
      for_each_candidate(level, [&](int r) { try_row(level, r); });
      return;
    }
    // No row so far has givens: the candidates with the smallest key, and the column orders
    // that make each of them smallest (an empty row: any order, decided further down).
    std::uint64_t smallest = ~std::uint64_t{0};
    for_each_candidate(level, [&](int r) { smallest = std::min(smallest, source().key[u(r)]); });
    for_each_candidate(level, [&](int r) {
      if (source().key[u(r)] != smallest) return;
      if (source().empty_row[u(r)]) return try_row(level, r);
      fixing_level_ = level;
      fixing_row_ = r;
      cols_fixed_ = true;
      place_stack(0);
      cols_fixed_ = false;
    });
  }

  // The column orders that make row fixing_row_ smallest: stack by stack, the stacks in
  // increasing order of the row's givens (equal ones either way), in each stack its blank
  // columns (in every order) then its given columns (in every order: they take the next
  // labels in that order).
  void place_stack(int position) {
    const int stacks = n_ / stack_cols_;
    if (position == stacks) return try_row(fixing_level_, fixing_row_);
    int fewest = n_ + 1;
    for (int s = 0; s < stacks; ++s) {
      if (!stack_used_[u(s)]) fewest = std::min(fewest, givens_in_fixing_row(s));
    }
    for (int s = 0; s < stacks && !stopped_; ++s) {
      if (stack_used_[u(s)] || givens_in_fixing_row(s) != fewest) continue;
      if (empty_stack(s) && unplaced_empty_stack_before(s)) continue;
      stack_used_[u(s)] = true;
      place_col(position, s, 0);
      stack_used_[u(s)] = false;
    }
  }
  int givens_in_fixing_row(int stack) const {
    int givens = 0;
    for (int k = 0; k < stack_cols_; ++k) givens += cell(fixing_row_, stack * stack_cols_ + k) != 0;
    return givens;
  }
  bool unplaced_empty_stack_before(int stack) const {
    for (int s = 0; s < stack; ++s) {
      if (!stack_used_[u(s)] && empty_stack(s)) return true;
    }
    return false;
  }
  void place_col(int position, int stack, int k) {
    if (k == stack_cols_) return place_stack(position + 1);
    const int first = stack * stack_cols_;
    bool blanks_left = false;
    for (int c = first; c < first + stack_cols_; ++c) {
      blanks_left |= !col_used_[u(c)] && cell(fixing_row_, c) == 0;
    }
    for (int c = first; c < first + stack_cols_ && !stopped_; ++c) {
      if (col_used_[u(c)] || (cell(fixing_row_, c) == 0) != blanks_left) continue;
      if (source().empty_col[u(c)] && unplaced_empty_col_before(first, c)) continue;
      col_used_[u(c)] = true;
      cols_[u(position * stack_cols_ + k)] = c;
      place_col(position, stack, k + 1);
      col_used_[u(c)] = false;
    }
  }
  bool unplaced_empty_col_before(int first, int col) const {
    for (int c = first; c < col; ++c) {
      if (!col_used_[u(c)] && source().empty_col[u(c)]) return true;
    }
    return false;
  }

  // Source row r as image row `level`: its labels extend the ones so far; compared with the
  // smallest string's row, it ends the branch (larger), ties it, or replaces it (smaller).
  void try_row(int level, int r) {
    if (!budget_.spend()) {
      stopped_ = true;
      return;
    }
    const std::size_t stride = u(n_ + 1);
    const std::uint8_t* in = &labels_[u(level) * stride];
    std::uint8_t* out = &labels_[u(level + 1) * stride];
    std::copy(in, in + stride, out);
    int next = next_label_[u(level)];
    std::uint8_t* best = &best_[u(level * n_)];
    const std::uint8_t* row = &source().cells[u(r * n_)];
    bool smaller = false;
    for (int c = 0; c < n_; ++c) {
      std::uint8_t digit = row[cols_[u(c)]];
      if (digit != 0) {
        if (out[digit] == 0) out[digit] = static_cast<std::uint8_t>(++next);
        digit = out[digit];
      }
      if (smaller) {
        best[c] = digit;
      } else if (digit != best[c]) {
        if (digit > best[c]) return;
        smaller = true;
        best[c] = digit;
      }
    }
    if (smaller) {
      std::fill(best_.begin() + (level + 1) * n_, best_.end(), kUnset);
      stale_ = true;
    }
    next_label_[u(level + 1)] = next;
    rows_[u(level)] = r;
    row_used_[u(r)] = true;
    descend(level + 1);
    row_used_[u(r)] = false;
  }

  // A complete image: when it is the smallest so far, its transformation is kept.
  void leaf() {
    if (!stale_) return;
    stale_ = false;
    best_map_.transpose = transposed_ == 1;
    best_map_.rows = rows_;
    best_map_.cols = cols_;
    best_map_.digits.assign(u(n_), 0);
    const std::uint8_t* labels = &labels_[u(n_) * u(n_ + 1)];
    int next = next_label_[u(n_)];
    for (int d = 1; d <= n_; ++d) {  // digits the puzzle lacks: the remaining labels, in order
      best_map_.digits[u(d - 1)] = labels[d] != 0 ? labels[d] : ++next;
    }
  }

  int n_, band_rows_, stack_cols_;
  int sources_ = 1;
  Source source_[2];
  int transposed_ = 0;
  NodeBudget budget_;
  bool stopped_ = false;
  bool stale_ = false;       // the smallest string changed since a leaf last recorded its map
  bool cols_fixed_ = false;  // a row with givens has fixed the column order
  int fixing_level_ = 0, fixing_row_ = 0;  // that row, while its column orders are placed
  std::vector<std::uint8_t> best_;
  Isomorph best_map_;
  std::vector<std::uint8_t> labels_;  // per level: the label of each source digit so far (0: none)
  std::vector<int> next_label_;       // per level: labels given so far
  std::vector<int> rows_, cols_, band_;
  std::vector<bool> row_used_, band_used_, col_used_, stack_used_;
};

}  // namespace

namespace {

// A variant's canonical form: of its images under every map of its variant (variant_maps(),
// a node each), digits relabelled in order of first appearance (a killer's kept: its sums would
// change), the smallest by its cells read row by row, then its region map, then its cages.
Canonical variant_canonical(const Grid& puzzle, std::uint64_t node_limit) {
  Canonical out;
  const Geometry& geometry = puzzle.geometry();
  const int n = puzzle.size();
  const bool relabel = geometry.cages().empty();
  const std::vector<Isomorph> maps = variant_maps(geometry, node_limit == 0 ? ~std::size_t{0} : node_limit);
  out.nodes = maps.empty() ? node_limit : maps.size();
  if (maps.empty()) return out;
  std::vector<int> best_cells;
  Rules best_rules;
  std::vector<std::pair<std::vector<int>, int>> best_cages;  // best_rules' cages, as compared
  for (Isomorph map : maps) {
    std::vector<int> label(static_cast<std::size_t>(n) + 1, 0);
    int next = 0;
    std::vector<int> cells(static_cast<std::size_t>(n * n));
    for (int r = 0; r < n; ++r) {
      for (int c = 0; c < n; ++c) {
        const int row = map.rows[static_cast<std::size_t>(r)], col = map.cols[static_cast<std::size_t>(c)];
        const int digit = map.transpose ? puzzle.at(col, row) : puzzle.at(row, col);
        if (digit != 0 && label[static_cast<std::size_t>(digit)] == 0) label[static_cast<std::size_t>(digit)] = relabel ? ++next : digit;
        cells[static_cast<std::size_t>(r * n + c)] = digit == 0 ? 0 : label[static_cast<std::size_t>(digit)];
      }
    }
    Rules rules = image_rules(geometry, map);
    std::vector<std::pair<std::vector<int>, int>> cages;
    for (const Cage& cage : rules.cages) cages.emplace_back(cage.cells, cage.sum);
    if (!best_cells.empty() &&
        std::tie(cells, rules.regions, cages) >= std::tie(best_cells, best_rules.regions, best_cages)) {
      continue;
    }
    for (int d = 1; d <= n; ++d) {  // the labels of the digits the puzzle lacks: the rest, in order
      if (label[static_cast<std::size_t>(d)] == 0) label[static_cast<std::size_t>(d)] = relabel ? ++next : d;
    }
    for (int d = 1; d <= n; ++d) map.digits[static_cast<std::size_t>(d - 1)] = label[static_cast<std::size_t>(d)];
    best_cells = std::move(cells);
    best_rules = std::move(rules);
    best_cages = std::move(cages);
    out.map = std::move(map);
  }
  std::string why;
  out.grid = Grid(Geometry::make(puzzle.shape(), best_rules, &why));
  for (int cell = 0; cell < n * n; ++cell) out.grid.set(cell, best_cells[static_cast<std::size_t>(cell)]);
  out.settled = true;
  return out;
}

}  // namespace

Canonical canonical_form(const Grid& puzzle, std::uint64_t node_limit) {
  if (!puzzle.geometry().classic()) return variant_canonical(puzzle, node_limit);
  return Canonizer(puzzle, node_limit).run();
}

}  // namespace sudokit
