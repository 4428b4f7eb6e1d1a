// SPDX-License-Identifier: MIT
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
std::uint64_t bit(int digit) { return std::uint64_t{1} << (digit - 1); }

// A candidate in a chain, on or off, and the ones it follows from: `parent` (-1 at the start)
// and, in a dynamic chain, the candidates turned off before that made it follow (`extra`).
struct Node {
  int cell;
  int digit;
  bool on;
  int parent;
  int extra_begin = 0;
  int extra_count = 0;
};

// SE's chaining rules (Chaining.java), by their four uses.
enum class Rule { cycles, nishio, multiple, dynamic };

// What follows from some candidates assumed on or off: the candidates turned on and off, in
// the order found (SE's LinkedSets), the first of each being the assumptions.
struct Outcome {
  std::vector<int> on, off;
  std::vector<std::pair<std::size_t, int>> index;  // (key * 2 + on, node), sorted

  int find(std::size_t key, bool on_state) const {
    const std::size_t k = key * 2 + (on_state ? 1 : 0);
    const auto it = std::lower_bound(index.begin(), index.end(), std::make_pair(k, -1));
    return it != index.end() && it->first == k ? it->second : -1;
  }
};

class Chainer {
 public:
  Chainer(const Board& board, Rule rule)
      : b_(board),
        rule_(rule),
        grid_(*board.cand),
        on_mark_(static_cast<std::size_t>(board.cells * board.n), 0),
        off_mark_(on_mark_.size(), 0),
        on_node_(on_mark_.size(), -1),
        off_node_(on_mark_.size(), -1),
        cell_mark_(static_cast<std::size_t>(board.cells), 0),
        ancestor_mark_(on_mark_.size() * 2, 0) {}

  std::optional<ExplainStep> run() {
    if (rule_ == Rule::cycles) {
      // SE's order: X-cycles and forcing X-chains, then Y-cycles, then cycles and forcing
      // chains with both kinds of links; in each, the candidates cell by cell, digit by digit.
      const bool passes[3][2] = {{false, true}, {true, false}, {true, true}};  // {y, x}
      for (const auto& pass : passes) {
        for (int cell = 0; cell < b_.cells; ++cell) {
          if (bits(cand(cell)) < 2) continue;
          for (int digit = 1; digit <= b_.n; ++digit) {
            if (has(cell, digit) && !unary(cell, digit, pass[0], pass[1])) return std::nullopt;
          }
        }
      }
    } else {
      // A two-digit cell's chains are a static rule's (cycles, forcing chains), SE's
      // multiple chains start from cells of three or more.
      const int least = rule_ == Rule::multiple ? 3 : 2;
      for (int cell = 0; cell < b_.cells; ++cell) {
        if (bits(cand(cell)) >= least && !multiple(cell)) return std::nullopt;
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

  std::uint64_t cand(int cell) const { return grid_[static_cast<std::size_t>(cell)]; }
  bool has(int cell, int digit) const { return cand(cell) & bit(digit); }
  std::size_t key(int cell, int digit) const { return static_cast<std::size_t>(cell * b_.n + digit - 1); }
  std::size_t key(const Node& node) const { return key(node.cell, node.digit); }
  const std::vector<int>& house(int h) const { return (*b_.house)[static_cast<std::size_t>(h)]; }
  const CellHouses& houses_of(int cell) const { return (*b_.houses_of)[static_cast<std::size_t>(cell)]; }
  bool spend(std::uint64_t units) {
    *b_.work += units;
    return !spent();
  }
  bool spent() const { return *b_.work > b_.work_limit; }
  // New stamps for the marks, so that they need no clearing (unless a stamp wraps).
  static std::uint32_t fresh(std::uint32_t& stamp, std::vector<std::uint32_t>& a, std::vector<std::uint32_t>* b = nullptr) {
    if (++stamp == 0) {
      std::fill(a.begin(), a.end(), 0);
      if (b) std::fill(b->begin(), b->end(), 0);
      stamp = 1;
    }
    return stamp;
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
  // The candidates in the chain ending at i, following first parents (a static chain).
  int depth(int i) const {
    int count = 0;
    for (; i >= 0; i = node(i).parent) ++count;
    return count;
  }
  // The distinct candidates i follows from, itself included (SE's getAncestorCount).
  int ancestors(int i) {
    const std::uint32_t stamp = fresh(ancestor_stamp_, ancestor_mark_);
    int count = 0;
    std::vector<int>& todo = scratch_;
    todo.assign(1, i);
    while (!todo.empty()) {
      const int at = todo.back();
      todo.pop_back();
      std::uint32_t& mark = ancestor_mark_[key(node(at)) * 2 + node(at).on];
      if (mark == stamp) continue;
      mark = stamp;
      ++count;
      if (node(at).parent >= 0) todo.push_back(node(at).parent);
      for (int e = 0; e < node(at).extra_count; ++e) todo.push_back(extras_[static_cast<std::size_t>(node(at).extra_begin + e)]);
    }
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
    const std::uint32_t stamp = fresh(cell_stamp_, cell_mark_);
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
  // In a dynamic chain, the candidates this chain turned off there are parents too.
  void off_to_on(int p, bool y, bool x, std::vector<int>& out) {
    const Node at = node(p);
    const std::size_t first = out.size();
    if (y && bits(cand(at.cell)) == 2) {
      const int other = __builtin_ctzll(cand(at.cell) & ~bit(at.digit)) + 1;
      const int on = add(at.cell, other, true, p);
      if (dynamic_) {
        const std::size_t begin = extras_.size();
        for (std::uint64_t gone = save_[static_cast<std::size_t>(at.cell)] & ~cand(at.cell); gone != 0; gone &= gone - 1) {
          extras_.push_back(off_node_[key(at.cell, __builtin_ctzll(gone) + 1)]);
        }
        set_extras(on, begin);
      }
      out.push_back(on);
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
      if (listed) continue;
      const int on = add(place, at.digit, true, p);
      if (dynamic_) {
        const std::size_t begin = extras_.size();
        for (int other : house(h)) {
          const std::size_t o = static_cast<std::size_t>(other);
          if ((save_[o] & bit(at.digit)) && !(grid_[o] & bit(at.digit))) extras_.push_back(off_node_[key(other, at.digit)]);
        }
        set_extras(on, begin);
      }
      out.push_back(on);
    }
  }
  void set_extras(int i, std::size_t begin) {
    nodes_[static_cast<std::size_t>(i)].extra_begin = static_cast<int>(begin);
    nodes_[static_cast<std::size_t>(i)].extra_count = static_cast<int>(extras_.size() - begin);
  }

  // Static chains -------------------------------------------------------------------------------

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
    const std::uint32_t stamp = fresh(stamp_, on_mark_, &off_mark_);
    on_mark_[key(node(source))] = stamp;
    std::vector<int> pending_on = {source}, pending_off, children;
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
    const std::uint32_t stamp = fresh(stamp_, on_mark_, &off_mark_);
    std::vector<int> pending_on, pending_off, children;
    (node(source).on ? on_mark_ : off_mark_)[key(node(source))] = stamp;
    (node(source).on ? pending_on : pending_off).push_back(source);
    // The source's opposite ends the search; an unseen candidate is queued.
    const auto follow = [&](const std::vector<int>& next, std::vector<std::uint32_t>& marks, std::vector<int>& queue) {
      for (int q : next) {
        if (conjugate(q, source)) {
          found = q;
          return true;
        }
        std::uint32_t& mark = marks[key(node(q))];
        if (mark != stamp) {
          mark = stamp;
          queue.push_back(q);
        }
      }
      return false;
    };
    while (!pending_on.empty() || !pending_off.empty()) {
      if (!spend(pending_on.size() + pending_off.size())) return false;
      for (int p : pending_on) {
        children.clear();
        on_to_off(p, y, children);
        if (follow(children, off_mark_, pending_off)) return true;
      }
      pending_on.clear();
      for (int p : pending_off) {
        children.clear();
        off_to_on(p, y, true, children);
        if (follow(children, on_mark_, pending_on)) return true;
      }
      pending_off.clear();
    }
    return true;
  }

  static int sort_key(bool y, bool x) { return y && x ? 4 : y ? 3 : 2; }

  // A cycle's eliminations (SE's createCycleHint): a candidate outside the cycle's cells that
  // sees an "on" candidate of its digit in the cycle and an "off" one.
  void offer_cycle(int dst, bool y, bool x) {
    const int complexity = depth(dst) - 1;  // the start is the end
    const double difficulty = (y && x ? 7.0 : 6.5) + length_difficulty(complexity);
    if (!better(difficulty, complexity, sort_key(y, x))) return;
    std::vector<int> cells;
    for (int i = dst; node(i).parent >= 0; i = node(i).parent) cells.push_back(node(i).cell);
    std::vector<Candidate> forward, back, removed;
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
        removed.push_back(c);
      }
    }
    const Technique technique = y && x ? Technique::xy_cycle
                                : y      ? Technique::y_cycle
                                : distinct(cells) == 4 ? Technique::generalized_x_wing
                                                       : Technique::x_cycle;
    offer(difficulty, complexity, sort_key(y, x), technique, "", {dst}, std::move(removed));
  }

  // A forcing chain: its end is the opposite of its start, so the start is wrong: an "on" start
  // is removed, an "off" start is the cell's digit (its other candidates are removed).
  void offer_chain(int end, bool y, bool x) {
    const int complexity = depth(end);
    const double difficulty = (y && x ? 7.0 : 6.6) + length_difficulty(complexity);
    if (!better(difficulty, complexity, sort_key(y, x))) return;
    const Technique technique = y && x ? Technique::forcing_chain : complexity == 6 ? Technique::turbot_fish : Technique::forcing_x_chain;
    offer(difficulty, complexity, sort_key(y, x), technique, "", {end}, removal(end));
  }

  static std::size_t distinct(std::vector<int> cells) {
    std::sort(cells.begin(), cells.end());
    return static_cast<std::size_t>(std::unique(cells.begin(), cells.end()) - cells.begin());
  }

  // Chains from several starts --------------------------------------------------------------------

  // SE's doChaining: from the assumptions in `out`, every candidate that follows, on-first
  // (all pending "on" candidates before the next "off"); in a dynamic chain each candidate
  // turned off leaves the grid until the end, so that more follows. Stops at the first
  // candidate that would be both: returns its (on, off) nodes, or (-1, -1).
  std::pair<int, int> propagate(Outcome& out) {
    const bool y = rule_ != Rule::nishio;
    const std::uint32_t stamp = fresh(stamp_, on_mark_, &off_mark_);
    for (int i : out.on) on_mark_[key(node(i))] = stamp, on_node_[key(node(i))] = i;
    for (int i : out.off) off_mark_[key(node(i))] = stamp, off_node_[key(node(i))] = i;
    if (dynamic_) save_ = grid_;
    std::pair<int, int> contradiction{-1, -1};
    std::vector<int> children;
    std::size_t next_on = 0, next_off = 0;
    while (contradiction.first < 0) {
      if (next_on < out.on.size()) {
        const int p = out.on[next_on++];
        children.clear();
        on_to_off(p, y, children);
        for (int q : children) {
          const std::size_t k = key(node(q));
          if (on_mark_[k] == stamp) {
            contradiction = {on_node_[k], q};
            break;
          }
          if (off_mark_[k] != stamp) off_mark_[k] = stamp, off_node_[k] = q, out.off.push_back(q);
        }
      } else if (next_off < out.off.size()) {
        const int p = out.off[next_off++];
        children.clear();
        off_to_on(p, y, true, children);
        if (dynamic_) grid_[static_cast<std::size_t>(node(p).cell)] &= ~bit(node(p).digit);
        for (int q : children) {
          const std::size_t k = key(node(q));
          if (off_mark_[k] == stamp) {
            contradiction = {q, off_node_[k]};
            break;
          }
          if (on_mark_[k] != stamp) on_mark_[k] = stamp, on_node_[k] = q, out.on.push_back(q);
        }
      } else {
        break;
      }
    }
    if (dynamic_) grid_ = save_;
    spend(next_on + next_off);
    out.index.clear();
    for (int i : out.on) out.index.emplace_back(key(node(i)) * 2 + 1, i);
    for (int i : out.off) out.index.emplace_back(key(node(i)) * 2, i);
    std::sort(out.index.begin(), out.index.end());
    return contradiction;
  }
  Outcome assume(int cell, int digit, bool on) {
    Outcome out;
    (on ? out.on : out.off).push_back(add(cell, digit, on, -1));
    return out;
  }

  // SE's getMultipleChainsHintListForCell: from each digit of the cell, on (and off, when
  // contradictions or doubles count), the contradictions, the doubles, the houses where the
  // digit's places all lead to the same, then what every digit of the cell leads to.
  // False when the budget ran out.
  bool multiple(int cell) {
    nodes_.clear();
    extras_.clear();
    const bool contradictions = rule_ != Rule::multiple;
    const bool doubles = rule_ == Rule::dynamic && bits(cand(cell)) >= 3;
    std::vector<Outcome> by_digit;
    for (std::uint64_t rest = cand(cell); rest != 0; rest &= rest - 1) {
      const int digit = __builtin_ctzll(rest) + 1;
      by_digit.push_back(assume(cell, digit, true));
      Outcome& on = by_digit.back();
      const std::pair<int, int> from_on = propagate(on);
      if (spent()) return false;
      if (contradictions && from_on.first >= 0) {
        offer_binary(from_on, true, {{cell, digit}});
      }
      if (contradictions || doubles) {
        Outcome off = assume(cell, digit, false);
        const std::pair<int, int> from_off = propagate(off);
        if (spent()) return false;
        if (contradictions && from_off.first >= 0) offer_binary(from_off, true, removal(off.off.front(), true));
        if (doubles) {
          for (int p : on.on) {
            const int q = off.find(key(node(p)), true);
            if (q >= 0) offer_binary({p, q}, false, removal(p));
          }
          for (int p : on.off) {
            const int q = off.find(key(node(p)), false);
            if (q >= 0) offer_binary({p, q}, false, removal(q));
          }
        }
      }
      if (rule_ != Rule::nishio && !houses(cell, digit, on)) return false;
    }
    if (rule_ == Rule::nishio) return true;
    // Cell forcing chains: what follows from every digit of the cell.
    const Outcome& first = by_digit.front();
    for (const bool state : {true, false}) {
      for (int p : state ? first.on : first.off) {
        std::vector<int> ends;
        for (const Outcome& o : by_digit) {
          const int q = o.find(key(node(p)), state);
          if (q < 0) break;
          ends.push_back(q);
        }
        if (ends.size() == by_digit.size()) offer_forcing(ends, p, 5, cell_name(cell, b_.n));
      }
    }
    return true;
  }

  // SE's doRegionChainings: each house of the cell where `digit` has two places or more and the
  // cell is the first of them: what follows from every place.
  bool houses(int cell, int digit, const Outcome& from_cell) {
    for (int h : houses_of(cell)) {
      std::vector<int> places;
      for (int other : house(h)) {
        if (has(other, digit)) places.push_back(other);
      }
      if (places.size() < 2 || places.front() != cell) continue;
      std::vector<Outcome> by_place;
      for (std::size_t i = 1; i < places.size(); ++i) {
        by_place.push_back(assume(places[i], digit, true));
        propagate(by_place.back());
        if (spent()) return false;
      }
      const std::string where = (*b_.house_names)[static_cast<std::size_t>(h)] + ", digit " + std::to_string(digit);
      for (const bool state : {true, false}) {
        for (int p : state ? from_cell.on : from_cell.off) {
          std::vector<int> ends = {p};
          for (const Outcome& o : by_place) {
            const int q = o.find(key(node(p)), state);
            if (q < 0) break;
            ends.push_back(q);
          }
          if (ends.size() == places.size()) offer_forcing(ends, p, 6, where);
        }
      }
    }
    return true;
  }

  double base() const {
    return rule_ == Rule::nishio ? 7.5 : rule_ == Rule::multiple ? 8.0 : 8.5;
  }

  // The eliminations a forcing chain's end makes: an "off" end is removed; an "on" end (or
  // `place`: an off start proved on) is the cell's digit: the cell's other candidates go.
  std::vector<Candidate> removal(int end, bool place = false) const {
    const Node& at = node(end);
    std::vector<Candidate> out;
    if (!at.on && !place) return {{at.cell, at.digit}};
    for (std::uint64_t rest = cand(at.cell) & ~bit(at.digit); rest != 0; rest &= rest - 1) {
      out.push_back({at.cell, __builtin_ctzll(rest) + 1});
    }
    return out;
  }

  // A contradiction (both ends from one assumption) or a double (the same end from a candidate
  // on and off): SE's BinaryChainingHint.
  void offer_binary(std::pair<int, int> ends, bool absurd, std::vector<Candidate> removed) {
    if (removed.empty()) return;
    const int complexity = ancestors(ends.first) + ancestors(ends.second);
    const double difficulty = base() + length_difficulty(complexity);
    const int key = absurd ? 7 : 1;
    if (!better(difficulty, complexity, key)) return;
    const Technique technique = rule_ == Rule::nishio ? Technique::nishio_forcing_chain
                                : absurd              ? Technique::dynamic_contradiction
                                                      : Technique::dynamic_double;
    offer(difficulty, complexity, key, technique, "", {ends.first, ends.second}, std::move(removed));
  }

  // Forcing chains from every digit of a cell (sort key 5) or every place of a digit in a house
  // (6) to the same end.
  void offer_forcing(const std::vector<int>& ends, int target, int key, const std::string& where) {
    std::vector<Candidate> removed = removal(target);
    if (removed.empty()) return;
    int complexity = 0;
    for (int end : ends) complexity += ancestors(end);
    const double difficulty = base() + length_difficulty(complexity);
    if (!better(difficulty, complexity, key)) return;
    const bool cell = key == 5;
    const Technique technique = rule_ == Rule::dynamic ? (cell ? Technique::dynamic_cell_forcing : Technique::dynamic_region_forcing)
                                                       : (cell ? Technique::cell_forcing_chain : Technique::region_forcing_chain);
    offer(difficulty, complexity, key, technique, where, ends, std::move(removed));
  }

  // The hints' order (SE's SortableChainingHint): the lowest rated, then the shortest, then by
  // kind; the first found among equals.
  bool better(double difficulty, int complexity, int sort_key) const {
    if (!best_) return true;
    if (difficulty != best_->difficulty) return difficulty < best_->difficulty;
    if (complexity != best_->complexity) return complexity < best_->complexity;
    return sort_key < best_->sort_key;
  }
  void offer(double difficulty, int complexity, int sort_key, Technique technique, const std::string& where,
             const std::vector<int>& ends, std::vector<Candidate> removed) {
    if (removed.empty()) return;  // (SE keeps only the hints that remove something)
    ExplainStep step;
    step.technique = technique;
    step.rating = std::round(difficulty * 10) / 10;
    step.where = where;
    for (int end : ends) {
      std::vector<ChainLink> chain;
      for (int i = end; i >= 0; i = node(i).parent) chain.push_back({node(i).cell, node(i).digit, node(i).on});
      std::reverse(chain.begin(), chain.end());
      for (const ChainLink& link : chain) {
        if (std::find(step.pattern.begin(), step.pattern.end(), link.cell) == step.pattern.end()) step.pattern.push_back(link.cell);
        step.digits |= bit(link.digit);
      }
      step.chains.push_back(std::move(chain));
    }
    std::sort(removed.begin(), removed.end(), [](const Candidate& a, const Candidate& c) { return a.cell != c.cell ? a.cell < c.cell : a.digit < c.digit; });
    step.eliminated = std::move(removed);
    best_ = Best{difficulty, complexity, sort_key, std::move(step)};
  }

  const Board& b_;
  const Rule rule_;
  const bool dynamic_ = rule_ == Rule::nishio || rule_ == Rule::dynamic;
  std::vector<std::uint64_t> grid_, save_;
  std::vector<Node> nodes_;
  std::vector<int> extras_;
  std::vector<std::uint32_t> on_mark_, off_mark_;
  std::vector<int> on_node_, off_node_;
  std::vector<std::uint32_t> cell_mark_, ancestor_mark_;
  std::vector<int> scratch_;
  std::uint32_t stamp_ = 0, cell_stamp_ = 0, ancestor_stamp_ = 0;
  std::optional<Best> best_;
};

}  // namespace

std::optional<ExplainStep> forcing_chains_and_cycles(const Board& board) { return Chainer(board, Rule::cycles).run(); }
std::optional<ExplainStep> nishio_forcing_chains(const Board& board) { return Chainer(board, Rule::nishio).run(); }
std::optional<ExplainStep> multiple_forcing_chains(const Board& board) { return Chainer(board, Rule::multiple).run(); }
std::optional<ExplainStep> dynamic_forcing_chains(const Board& board) { return Chainer(board, Rule::dynamic).run(); }

}  // namespace sudokit::chains
