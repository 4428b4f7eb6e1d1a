#include "common/sudoku/chains.hpp"

#include <algorithm>
#include <cmath>

namespace sudokit::chains {

double length_difficulty(int complexity) {
  // SE's steps: 4, 6, 8, 12, 16, 24, 32, ... (times 3/2, then 4/3), in its double arithmetic.
  double added = 0.0;
  int ceil = 4;
  const int length = complexity - 2;
  bool odd = false;
  while (length > ceil) {
    added += 0.1;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return added;
}

namespace {

int bits(std::uint64_t mask) { return __builtin_popcountll(mask); }

// A candidate in a chain, on or off, and the one it follows from (-1 at the start).
struct Node {
  int cell;
  int digit;
  bool on;
  int parent;
};

class Chainer {
 public:
  explicit Chainer(const Board& board)
      : b_(board),
        on_mark_(static_cast<std::size_t>(board.cells * board.n), 0),
        off_mark_(on_mark_.size(), 0),
        cell_mark_(static_cast<std::size_t>(board.cells), 0) {}

  // SE's order: X-cycles and forcing X-chains, then Y-cycles, then cycles and forcing chains
  // with both kinds of links; in each, the candidates cell by cell, digit by digit.
  std::optional<ExplainStep> run() {
    const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};  // {y, x}
    for (const auto& pass : passes) {
      for (int cell = 0; cell < b_.cells; ++cell) {
        if (bits(cand(cell)) < 2) continue;
        for (int digit = 1; digit <= b_.n; ++digit) {
          if (!has(cell, digit)) continue;
          if (!unary(cell, digit, pass[0], pass[1])) return std::nullopt;
        }
      }
    }
    if (!best_) return std::nullopt;
    return std::move(best_->step);
  }

 private:
  struct Best {
    double difficulty;
    int complexity;
    int sort_key;
    ExplainStep step;
  };

  std::uint64_t cand(int cell) const { return (*b_.cand)[static_cast<std::size_t>(cell)]; }
  bool has(int cell, int digit) const { return cand(cell) >> (digit - 1) & 1; }
  std::size_t key(int cell, int digit) const { return static_cast<std::size_t>(cell * b_.n + digit - 1); }
  std::size_t key(const Node& node) const { return key(node.cell, node.digit); }
  const std::vector<int>& house(int h) const { return (*b_.house)[static_cast<std::size_t>(h)]; }
  const std::array<int, 3>& houses_of(int cell) const { return (*b_.houses_of)[static_cast<std::size_t>(cell)]; }
  bool spend(std::uint64_t units) {
    *b_.work += units;
    return *b_.work <= b_.work_limit;
  }
  // New stamps for the marks, so that they need no clearing (unless a stamp wraps).
  std::uint32_t fresh() {
    if (++stamp_ == 0) {
      std::fill(on_mark_.begin(), on_mark_.end(), 0);
      std::fill(off_mark_.begin(), off_mark_.end(), 0);
      stamp_ = 1;
    }
    return stamp_;
  }
  std::uint32_t fresh_cells() {
    if (++cell_stamp_ == 0) {
      std::fill(cell_mark_.begin(), cell_mark_.end(), 0);
      cell_stamp_ = 1;
    }
    return cell_stamp_;
  }
  int add(int cell, int digit, bool on, int parent) {
    nodes_.push_back({cell, digit, on, parent});
    return static_cast<int>(nodes_.size()) - 1;
  }
  const Node& node(int i) const { return nodes_[static_cast<std::size_t>(i)]; }
  bool same(int i, int j) const {
    const Node &a = node(i), &c = node(j);
    return a.cell == c.cell && a.digit == c.digit && a.on == c.on;
  }
  bool conjugate(int i, int j) const {
    const Node &a = node(i), &c = node(j);
    return a.cell == c.cell && a.digit == c.digit && a.on != c.on;
  }
  // The candidates in the chain ending at i (SE's complexity), counting the start once more if
  // it is also the end.
  int depth(int i) const {
    int count = 0;
    for (; i >= 0; i = node(i).parent) ++count;
    return count;
  }
  // Whether a candidate equal to `i` comes before `child` in its chain.
  bool is_ancestor(int child, int i) const {
    for (int p = node(child).parent; p >= 0; p = node(p).parent) {
      if (same(p, i)) return true;
    }
    return false;
  }

  // What "p is on" turns off: with Y-links the cell's other digits, then p's digit elsewhere in
  // its box, row and column (each cell once).
  void on_to_off(int p, bool y, std::vector<int>& out) {
    const Node at = node(p);
    if (y) {
      for (std::uint64_t rest = cand(at.cell); rest != 0; rest &= rest - 1) {
        const int digit = __builtin_ctzll(rest) + 1;
        if (digit != at.digit) out.push_back(add(at.cell, digit, false, p));
      }
    }
    const std::uint32_t stamp = fresh_cells();
    cell_mark_[static_cast<std::size_t>(at.cell)] = stamp;
    for (int h : houses_of(at.cell)) {
      for (int other : house(h)) {
        std::uint32_t& mark = cell_mark_[static_cast<std::size_t>(other)];
        if (mark == stamp || !has(other, at.digit)) continue;
        mark = stamp;
        out.push_back(add(other, at.digit, false, p));
      }
    }
  }
  // What "p is off" turns on: with Y-links the other digit of a two-digit cell; with X-links the
  // other place of p's digit in a box, row or column where it has two (each candidate once).
  void off_to_on(int p, bool y, bool x, std::vector<int>& out) {
    const Node at = node(p);
    const std::size_t first = out.size();
    if (y && bits(cand(at.cell)) == 2) {
      const int other = __builtin_ctzll(cand(at.cell) & ~(std::uint64_t{1} << (at.digit - 1))) + 1;
      out.push_back(add(at.cell, other, true, p));
    }
    if (!x) return;
    for (int h : houses_of(at.cell)) {
      int place = -1;
      for (int other : house(h)) {
        if (other == at.cell || !has(other, at.digit)) continue;
        if (place >= 0) {
          place = -1;
          break;
        }
        place = other;
      }
      if (place < 0) continue;
      bool listed = false;
      for (std::size_t i = first; i < out.size(); ++i) listed |= node(out[i]).cell == place && node(out[i]).digit == at.digit;
      if (!listed) out.push_back(add(place, at.digit, true, p));
    }
  }

  // SE's doUnaryChaining for one candidate: the cycles through it, and (with X-links) the
  // forcing chains that prove it off or on. False when the budget ran out.
  bool unary(int cell, int digit, bool y, bool x) {
    if (!x && bits(cand(cell)) > 2) return true;  // a Y-cycle starts in a two-digit cell
    nodes_.clear();
    std::vector<int> cycles_found;
    const int source = add(cell, digit, true, -1);
    if (!cycles(source, y, x, cycles_found)) return false;
    int off_chain = -1, on_chain = -1;
    if (x) {
      if (!forcing(source, y, off_chain)) return false;
      if (!forcing(add(cell, digit, false, -1), y, on_chain)) return false;
    }
    for (int dst : cycles_found) offer_cycle(dst, y, x);
    if (off_chain >= 0) offer_chain(off_chain, y, x);
    if (on_chain >= 0) offer_chain(on_chain, y, x);
    return true;
  }

  // SE's doCycles: breadth first from `source` on, the "off" candidates unmerged (a candidate
  // reached twice is followed twice, unless it came before in its own chain); every way back
  // to `source` after 4 steps or more is a cycle.
  bool cycles(int source, bool y, bool x, std::vector<int>& found) {
    const std::uint32_t stamp = fresh();
    on_mark_[key(node(source))] = stamp;
    std::vector<int> pending_on = {source}, pending_off, next, children;
    int length = 0;
    while (!pending_on.empty() || !pending_off.empty()) {
      length += 2;
      if (!spend(pending_on.size() + pending_off.size())) return false;
      for (int p : pending_on) {
        children.clear();
        on_to_off(p, y, children);
        for (int q : children) {
          if (!is_ancestor(p, q)) pending_off.push_back(q);
        }
      }
      pending_on.clear();
      for (int p : pending_off) {
        children.clear();
        off_to_on(p, y, x, children);
        for (int q : children) {
          if (length >= 4 && same(q, source)) found.push_back(q);
          std::uint32_t& mark = on_mark_[key(node(q))];
          if (mark != stamp) {
            mark = stamp;
            pending_on.push_back(q);
          }
        }
      }
      pending_off.clear();
    }
    return true;
  }

  // SE's doForcingChains: breadth first from `source` (on or off), each candidate once; the
  // first time the source's opposite is reached, that chain proves the source wrong.
  bool forcing(int source, bool y, int& found) {
    const std::uint32_t stamp = fresh();
    std::vector<int> pending_on, pending_off, children;
    (node(source).on ? on_mark_ : off_mark_)[key(node(source))] = stamp;
    (node(source).on ? pending_on : pending_off).push_back(source);
    while (!pending_on.empty() || !pending_off.empty()) {
      if (!spend(pending_on.size() + pending_off.size())) return false;
      for (int p : pending_on) {
        children.clear();
        on_to_off(p, y, children);
        for (int q : children) {
          if (conjugate(q, source)) {
            found = q;
            return true;
          }
          std::uint32_t& mark = off_mark_[key(node(q))];
          if (mark != stamp) {
            mark = stamp;
            pending_off.push_back(q);
          }
        }
      }
      pending_on.clear();
      for (int p : pending_off) {
        children.clear();
        off_to_on(p, y, true, children);
        for (int q : children) {
          if (conjugate(q, source)) {
            found = q;
            return true;
          }
          std::uint32_t& mark = on_mark_[key(node(q))];
          if (mark != stamp) {
            mark = stamp;
            pending_on.push_back(q);
          }
        }
      }
      pending_off.clear();
    }
    return true;
  }

  bool better(double difficulty, int complexity, int sort_key) const {
    if (!best_) return true;
    if (difficulty != best_->difficulty) return difficulty < best_->difficulty;
    if (complexity != best_->complexity) return complexity < best_->complexity;
    return sort_key < best_->sort_key;
  }
  static int sort_key(bool y, bool x) { return y && x ? 4 : y ? 3 : 2; }

  ExplainStep chain_step(int end) const {
    ExplainStep step;
    for (int i = end; i >= 0; i = node(i).parent) step.chain.push_back({node(i).cell, node(i).digit, node(i).on});
    std::reverse(step.chain.begin(), step.chain.end());
    for (const ChainLink& link : step.chain) {
      if (std::find(step.pattern.begin(), step.pattern.end(), link.cell) == step.pattern.end()) step.pattern.push_back(link.cell);
      step.digits |= std::uint64_t{1} << (link.digit - 1);
    }
    return step;
  }

  // A cycle's eliminations (SE's createCycleHint): a candidate outside the cycle's cells that
  // sees an "on" candidate of its digit in the cycle and an "off" one.
  void offer_cycle(int dst, bool y, bool x) {
    const int complexity = depth(dst) - 1;  // the start is the end
    const double difficulty = (y && x ? 7.0 : 6.5) + length_difficulty(complexity);
    if (!better(difficulty, complexity, sort_key(y, x))) return;
    ExplainStep step = chain_step(dst);
    std::vector<int> cells;
    for (int i = dst; node(i).parent >= 0; i = node(i).parent) cells.push_back(node(i).cell);
    std::vector<Candidate> forward, back;
    for (int i = dst; node(i).parent >= 0; i = node(i).parent) {
      const Node& at = node(i);
      for (int h : houses_of(at.cell)) {
        for (int other : house(h)) {
          if (other == at.cell || !has(other, at.digit)) continue;
          if (std::find(cells.begin(), cells.end(), other) != cells.end()) continue;
          std::vector<Candidate>& into = at.on ? forward : back;
          const bool listed = std::any_of(into.begin(), into.end(), [&](const Candidate& c) { return c.cell == other && c.digit == at.digit; });
          if (!listed) into.push_back({other, at.digit});
        }
      }
    }
    for (const Candidate& c : forward) {
      if (std::any_of(back.begin(), back.end(), [&](const Candidate& d) { return d.cell == c.cell && d.digit == c.digit; })) {
        step.eliminated.push_back(c);
      }
    }
    if (step.eliminated.empty()) return;  // (SE keeps only the cycles that remove something)
    std::sort(step.eliminated.begin(), step.eliminated.end(), [](const Candidate& a, const Candidate& c) { return a.cell != c.cell ? a.cell < c.cell : a.digit < c.digit; });
    step.technique = y && x ? Technique::xy_cycle : y ? Technique::y_cycle : step.pattern.size() == 4 ? Technique::generalized_x_wing : Technique::x_cycle;
    step.rating = std::round(difficulty * 10) / 10;
    best_ = Best{difficulty, complexity, sort_key(y, x), std::move(step)};
  }

  // A forcing chain: its end is the opposite of its start, so the start is wrong: an "on" start
  // is removed, an "off" start is the cell's digit (its other candidates are removed).
  void offer_chain(int end, bool y, bool x) {
    const int complexity = depth(end);
    const double difficulty = (y && x ? 7.0 : 6.6) + length_difficulty(complexity);
    if (!better(difficulty, complexity, sort_key(y, x))) return;
    ExplainStep step = chain_step(end);
    const Node& at = node(end);
    if (!at.on) {
      step.eliminated.push_back({at.cell, at.digit});
    } else {
      for (std::uint64_t rest = cand(at.cell); rest != 0; rest &= rest - 1) {
        const int digit = __builtin_ctzll(rest) + 1;
        if (digit != at.digit) step.eliminated.push_back({at.cell, digit});
      }
    }
    step.technique = y && x ? Technique::forcing_chain : complexity == 6 ? Technique::turbot_fish : Technique::forcing_x_chain;
    step.rating = std::round(difficulty * 10) / 10;
    best_ = Best{difficulty, complexity, sort_key(y, x), std::move(step)};
  }

  const Board& b_;
  std::vector<Node> nodes_;
  std::vector<std::uint32_t> on_mark_, off_mark_, cell_mark_;
  std::uint32_t stamp_ = 0, cell_stamp_ = 0;
  std::optional<Best> best_;
};

}  // namespace

std::optional<ExplainStep> forcing_chains_and_cycles(const Board& board) { return Chainer(board).run(); }

}  // namespace sudokit::chains
