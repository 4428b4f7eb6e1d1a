// SPDX-License-Identifier: MIT
// Dancing Links as in Knuth's DLX1 (TAOCP 7.2.2.1, Algorithm X with the node layout of dlx1.w).
//
// The data structure. One flat array of nodes with integer links (half the size of pointers,
// still valid if the array moves). Nodes 1..I are the item headers; after them come the
// options, each a run of consecutive nodes, with a spacer node before, between and after them:
//
//     index:  1   2   3   | 4      5   6  | 7      8  | 9      10  11 | 12
//     node :  a   b   c   | spacer a   b  | spacer c  | spacer b   c  | spacer
//             headers       option 0        option 1    option 2
//
// A header's up/down links close the circular vertical list of the nodes of its item. An option
// node's `top` is its item. A spacer's `top` is 0; its `up` is the first node of the option
// before it and its `down` the last node of the option after it, so that hide() (walking
// right) and unhide() (walking left) can wrap around an option without knowing its length.
//
// Invariants: an item is active iff no option that contains it is selected (up front or on the
// search path); the vertical list of an active item holds exactly the live options that contain
// it, in option order, and its length says how many; an option is live iff it is not excluded
// and all its items are active. check() verifies all of that against the problem itself.
//
// cover(i) hides every option of i from the other items' lists and marks i covered; uncover(i)
// undoes it by running the same loops backwards, so each link is restored in the reverse order
// of its removal: that is what makes the "dancing" exact without saving any state.
//
// Search is Knuth's Algorithm X, iterative, choosing the item with the minimum remaining values
// (the shortest live list: the lowest such item, or a random one among ties with a Chooser).
//
// Two departures from DLX1, both for speed and both measured on the Sudoku benchmark (bench/):
// - Knuth keeps the active items in a doubly linked list and each live length in its header.
//   Here the lengths live in one contiguous array `length_`, indexed by item, and a covered
//   item is marked by adding kCovered to its length instead of being unlinked. The choice
//   then scans a plain int array 16 items at a time with vector instructions, stopping at the
//   first block holding a length <= 1 (a dead end or a forced move is taken at once). The
//   lengths of covered items are never touched while covered, since every option still in a
//   list has all its items active.
// - The links and lengths are 16-bit when the whole array has fewer than 32768 nodes and no
//   item has 16384 options (9x9 and 16x16 Sudoku, most judge instances), else 32-bit: half the
//   memory, and the choice scans 32 lengths per step with native 16-bit vector minimums. The
//   solver is a template over that index type behind one API.
// Tried and rejected, each slower on the 17-clue benchmark: a dense array of active items
// instead of the length scan; walking each option from its first node with a branch-free skip
// of the node being hidden; for options of one size, finding the other nodes by arithmetic
// with an unrolled loop; selecting all givens at once by rebuilding the lists from the
// pristine ones (a pass over every option costs more than covering a puzzle's given items).
#include "common/engine/exact_cover.hpp"

#include <algorithm>
#include <cassert>
#include <climits>
#include <cstring>
#include <sstream>

namespace sudokit {

ExactCoverProblem::ExactCoverProblem(int primary_items, int secondary_items)
    : primary_(primary_items < 0 ? 0 : primary_items),
      secondary_(secondary_items < 0 ? 0 : secondary_items),
      seen_(static_cast<std::size_t>(primary_ + secondary_), 0) {}

bool ExactCoverProblem::add_option(Span<const int> items) {
  if (items.empty()) return false;
  ++stamp_;  // seen_[i] == stamp_: item i is already in this option
  for (int item : items) {
    if (item < 0 || item >= item_count() || seen_[static_cast<std::size_t>(item)] == stamp_) {
      return false;
    }
    seen_[static_cast<std::size_t>(item)] = stamp_;
  }
  option_items_.insert(option_items_.end(), items.begin(), items.end());
  option_begin_.push_back(static_cast<int>(option_items_.size()));
  return true;
}

Span<const int> ExactCoverProblem::option(int index) const {
  assert(index >= 0 && index < option_count());
  const auto begin = static_cast<std::size_t>(option_begin_[static_cast<std::size_t>(index)]);
  const auto end = static_cast<std::size_t>(option_begin_[static_cast<std::size_t>(index) + 1]);
  return Span<const int>(option_items_).subspan(begin, end - begin);
}

// ---------------------------------------------------------------------------------------------

namespace {

template <class T>
T& at(std::vector<T>& v, int i) {
  return v[static_cast<std::size_t>(i)];
}
template <class T>
const T& at(const std::vector<T>& v, int i) {
  return v[static_cast<std::size_t>(i)];
}

// Item lengths are stored at the links' width: a covered item carries covered<Index>() on
// top, and the choice scans blocks of 64 bytes (32 items at 16 bits, 16 at 32).
template <class Index>
constexpr int covered() {
  return 1 << (8 * sizeof(Index) - 2);
}
template <class Index>
constexpr int block_items() {
  return 64 / static_cast<int>(sizeof(Index));
}

// Whether any of the 64 bytes of lengths at `values` is below `bound`. Written with vector
// types: GCC compiles the plain loop into a serial chain of compares at baseline x86-64, and
// this is the hot part of the choice (a block is looked at item by item only when it says yes).
// If any is, *least receives the least of them.
template <class Index>
inline bool any_below(const Index* values, int bound, int* least) {
#if defined(__GNUC__)
  typedef Index Vec __attribute__((vector_size(16)));
  constexpr int kLanes = 16 / static_cast<int>(sizeof(Index));
  Vec v[4];
  std::memcpy(v, values, sizeof v);
  const Vec a = v[0] < v[1] ? v[0] : v[1];
  const Vec b = v[2] < v[3] ? v[2] : v[3];
  const Vec m = a < b ? a : b;
  const Vec below = m < static_cast<Index>(bound);  // lanes of all ones where true
  std::uint64_t halves[2];
  std::memcpy(halves, &below, sizeof halves);
  if ((halves[0] | halves[1]) == 0) return false;
  int low = m[0];
  for (int k = 1; k < kLanes; ++k) low = std::min(low, static_cast<int>(m[k]));
  *least = low;
  return true;
#else
  int low = values[0];
  for (int k = 1; k < block_items<Index>(); ++k) low = std::min(low, static_cast<int>(values[k]));
  *least = low;
  return low < bound;
#endif
}

}  // namespace

// The interface the public solver forwards to; Links<Index> below implements it.
class ExactCoverSolver::Core {
 public:
  virtual ~Core() = default;
  virtual bool select(int option) = 0;
  virtual void unselect() = 0;
  virtual bool exclude(int option) = 0;
  virtual void unexclude() = 0;
  virtual void clear_selection() = 0;
  virtual SearchResult search(const SolutionVisitor* visitor, std::uint64_t limit) = 0;
  virtual std::string check() const = 0;

  std::vector<int> selected;  // option indices selected up front
  std::vector<int> excluded;  // option indices excluded
  std::vector<char> history;  // 's' or 'x' per change still in force, oldest first
  Chooser* chooser = nullptr;
  Span<const char> preferred;  // per option: nonzero = try it before the others
  int option_count = 0;
  std::uint64_t node_limit = 0;
  SearchStats stats;
  // smallest(): a branch is cut once it cannot end with fewer than depth_bound search options
  // (at least ceil(live primary items / widest live option) more are needed).
  static constexpr int kNoBound = INT_MAX;
  bool smallest_mode = false;
  int depth_bound = kNoBound;
};

namespace {

template <class Index>
class Links final : public ExactCoverSolver::Core {
 public:
  explicit Links(const ExactCoverProblem& problem);
  bool select(int option) override;
  void unselect() override;
  bool exclude(int option) override;
  void unexclude() override;
  // Undoing every selection returns the links exactly to their first state, so this copies
  // that state back instead of uncovering option by option, which was a large share of all
  // link updates.
  void clear_selection() override {
    if (history.empty()) return;
    std::memcpy(nodes_.data(), pristine_nodes_.data(), nodes_.size() * sizeof(Node));
    std::memcpy(length_.data(), pristine_length_.data(), length_.size() * sizeof(Index));
    live_primary_ = primary_;
    selected.clear();
    for (int option : excluded) at(is_excluded_, option) = 0;
    excluded.clear();
    history.clear();
  }
  SearchResult search(const SolutionVisitor* visitor, std::uint64_t limit) override {
    const bool ordered = chooser != nullptr || !preferred.empty();
    if (smallest_mode) start_tracking();
    SearchResult result;
    if (tracking_) {
      result = ordered ? run<true, true>(visitor, limit) : run<false, true>(visitor, limit);
    } else {
      result = ordered ? run<true, false>(visitor, limit) : run<false, false>(visitor, limit);
    }
    tracking_ = false;
    return result;
  }
  std::string check() const override;

 private:
  struct Node {
    Index top;   // option node: its item; spacer: 0; header: unused
    Index up;
    Index down;
  };

  void hide(int p);
  void unhide(int p);
  // kTrack: keep live_by_width_ (smallest() only; ordinary searches pay nothing for it).
  template <bool kTrack = false>
  void cover(int item);
  template <bool kTrack = false>
  void uncover(int item);
  bool active(int item) const { return at(length_, item) < kCovered; }
  bool live(int option) const;  // in range, not excluded, and none of its items covered
  template <bool kTrack = false>
  void commit(int p);    // covers the items of p's option other than top(p)
  template <bool kTrack = false>
  void uncommit(int p);  // undoes commit(p)
  int choose_item(bool random, int& length);
  bool report(const SolutionVisitor* visitor, int level);
  void start_tracking();
  int options_needed() const;  // (widest_first_ only)
  int widest_live();  // the most primary items in a live option (tracking only)
  template <bool kOrdered, bool kTrack>
  SearchResult run(const SolutionVisitor* visitor, std::uint64_t limit);

  const ExactCoverProblem* problem_;
  int items_;                      // primary + secondary; items are 1..items_ in the arrays
  int primary_;
  std::vector<Node> nodes_;        // headers 1..items_, then spacer, option, spacer, ...
  static constexpr int kCovered = covered<Index>();
  static constexpr int kBlock = block_items<Index>();

  std::vector<Index> length_;      // per item: live length, + kCovered while covered
  std::vector<Node> pristine_nodes_;  // nodes_ and length_ with nothing selected
  std::vector<Index> pristine_length_;
  int live_primary_ = 0;           // primary items not covered
  std::vector<int> node_option_;   // option index of each node (-1 for headers and spacers)
  std::vector<int> option_first_;  // first node of each option
  std::vector<char> is_excluded_;  // per option: excluded now
  std::vector<int> path_;          // per level: the option node being tried
  std::vector<int> chosen_;        // per level: the item covered
  std::vector<int> base_;          // random mode, per level: where its candidates start
  std::vector<int> remaining_;     // random mode, per level: candidates not yet tried
  std::vector<int> candidates_;    // random mode: per level, the shuffled option nodes
  std::vector<int> solution_;      // scratch for visitors
  // smallest(): live options counted by their number of primary items, kept by cover() and
  // uncover() while tracking_; widest_ is at least the widest live option's width.
  bool tracking_ = false;
  std::vector<int> option_width_;
  std::vector<int> live_by_width_;
  int widest_ = 0;
  bool widest_first_ = false;  // every item's list runs from its widest option down
  static constexpr std::int64_t kShareOne = std::int64_t{1} << 20;
  std::vector<std::int64_t> option_share_;  // per option: kShareOne / its width (rounded down)
};

template <class Index>
Links<Index>::Links(const ExactCoverProblem& problem)
    : problem_(&problem), items_(problem.item_count()), primary_(problem.primary_items()) {
  const int options = problem.option_count();
  option_count = options;
  auto index = [](std::size_t i) { return static_cast<Index>(i); };

  length_.assign(static_cast<std::size_t>(items_) + 1, 0);
  live_primary_ = primary_;
  nodes_.resize(static_cast<std::size_t>(items_) + 1);
  nodes_[0] = {0, 0, 0};
  for (int i = 1; i <= items_; ++i) at(nodes_, i) = {0, static_cast<Index>(i), static_cast<Index>(i)};
  node_option_.assign(nodes_.size(), -1);
  option_first_.resize(static_cast<std::size_t>(options));
  is_excluded_.assign(static_cast<std::size_t>(options), 0);

  std::size_t spacer = nodes_.size();
  nodes_.push_back({0, 0, 0});
  node_option_.push_back(-1);
  for (int k = 0; k < options; ++k) {
    const std::size_t first = nodes_.size();
    at(option_first_, k) = static_cast<int>(first);
    int primary_items = 0;
    for (int item : problem.option(k)) primary_items += item < primary_;
    option_width_.push_back(primary_items);
    option_share_.push_back(primary_items == 0 ? kShareOne : kShareOne / primary_items);
    for (int item : problem.option(k)) {
      const auto header = static_cast<std::size_t>(item) + 1;
      const std::size_t x = nodes_.size();
      const Index last = nodes_[header].up;
      nodes_.push_back({index(header), last, index(header)});
      node_option_.push_back(k);
      nodes_[static_cast<std::size_t>(last)].down = index(x);
      nodes_[header].up = index(x);
      length_[header] = static_cast<Index>(length_[header] + 1);
    }
    nodes_[spacer].down = index(nodes_.size() - 1);
    spacer = nodes_.size();
    nodes_.push_back({0, index(first), 0});
    node_option_.push_back(-1);
  }

  pristine_nodes_ = nodes_;
  pristine_length_ = length_;

  // Each option appears in the candidate list of at most one level of a search path (choosing
  // an item hides all its other options), so the options count bounds the candidate stack.
  candidates_.resize(static_cast<std::size_t>(options) + 1);
  path_.resize(static_cast<std::size_t>(primary_) + 1);
  chosen_.resize(path_.size());
  base_.resize(path_.size() + 1);
  remaining_.resize(path_.size());
}

template <class Index>
void Links<Index>::hide(int p) {
  Node* const n = nodes_.data();
  Index* const length = length_.data();
  std::uint64_t updates = 0;
  for (int q = p + 1; q != p;) {
    const int x = n[q].top;
    const int u = n[q].up;
    const int d = n[q].down;
    if (x <= 0) {
      q = u;  // a spacer: wrap around to the option's first node
    } else {
      n[u].down = static_cast<Index>(d);
      n[d].up = static_cast<Index>(u);
      length[x] = static_cast<Index>(length[x] - 1);
      ++updates;
      ++q;
    }
  }
  stats.updates += updates;
}

template <class Index>
void Links<Index>::unhide(int p) {
  Node* const n = nodes_.data();
  Index* const length = length_.data();
  for (int q = p - 1; q != p;) {
    const int x = n[q].top;
    const int u = n[q].up;
    const int d = n[q].down;
    if (x <= 0) {
      q = d;  // a spacer: wrap around to the option's last node
    } else {
      n[u].down = static_cast<Index>(q);
      n[d].up = static_cast<Index>(q);
      length[x] = static_cast<Index>(length[x] + 1);
      --q;
    }
  }
}

template <class Index>
template <bool kTrack>
void Links<Index>::cover(int item) {
  const Node* const n = nodes_.data();
  for (int p = n[item].down; p != item; p = n[p].down) {
    hide(p);
    if constexpr (kTrack) --at(live_by_width_, at(option_width_, at(node_option_, p)));
  }
  at(length_, item) = static_cast<Index>(at(length_, item) + kCovered);
  live_primary_ -= item <= primary_ ? 1 : 0;
}

template <class Index>
template <bool kTrack>
void Links<Index>::uncover(int item) {
  at(length_, item) = static_cast<Index>(at(length_, item) - kCovered);
  live_primary_ += item <= primary_ ? 1 : 0;
  const Node* const n = nodes_.data();
  for (int p = n[item].up; p != item; p = n[p].up) {
    unhide(p);
    if constexpr (kTrack) {
      const int width = at(option_width_, at(node_option_, p));
      ++at(live_by_width_, width);
      widest_ = std::max(widest_, width);
    }
  }
}

template <class Index>
void Links<Index>::start_tracking() {
  live_by_width_.assign(static_cast<std::size_t>(primary_) + 1, 0);
  widest_ = 0;
  for (int option = 0; option < option_count; ++option) {
    if (!live(option)) continue;
    ++at(live_by_width_, at(option_width_, option));
    widest_ = std::max(widest_, at(option_width_, option));
  }
  // Whether every item lists its options widest first (then the first is the widest live one).
  const Node* const n = nodes_.data();
  widest_first_ = true;
  for (int item = 1; item <= primary_ && widest_first_; ++item) {
    for (int p = n[item].down; n[p].down != item && widest_first_; p = n[p].down) {
      widest_first_ = at(option_width_, at(node_option_, p)) >= at(option_width_, at(node_option_, n[p].down));
    }
  }
  tracking_ = true;
}

// A lower bound on the options a cover of the active primary items needs: with w_i the width
// of the widest live option through item i, each option O of a cover holds |O| items with
// w_i >= |O|, so the sum of 1 / w_i over the items is at most the number of options. With
// every list widest first, w_i is the width of the first option in i's list. In fixed point,
// each term rounded down, the sum rounded up.
template <class Index>
int Links<Index>::options_needed() const {
  const Node* const n = nodes_.data();
  std::int64_t needed = 0;
  for (int item = 1; item <= primary_; ++item) {
    if (!active(item)) continue;
    const int first = n[item].down;
    if (first == item) return INT_MAX / 2;  // no live option covers it
    needed += at(option_share_, at(node_option_, first));
  }
  return static_cast<int>((needed + kShareOne - 1) / kShareOne);
}

template <class Index>
int Links<Index>::widest_live() {
  while (widest_ > 0 && at(live_by_width_, widest_) == 0) --widest_;
  return widest_;
}

template <class Index>
template <bool kTrack>
void Links<Index>::commit(int p) {
  const Node* const n = nodes_.data();
  for (int q = p + 1; q != p;) {
    const int j = n[q].top;
    if (j <= 0) {
      q = n[q].up;
    } else {
      cover<kTrack>(j);
      ++q;
    }
  }
}

template <class Index>
template <bool kTrack>
void Links<Index>::uncommit(int p) {
  const Node* const n = nodes_.data();
  for (int q = p - 1; q != p;) {
    const int j = n[q].top;
    if (j <= 0) {
      q = n[q].down;
    } else {
      uncover<kTrack>(j);
      --q;
    }
  }
}

template <class Index>
bool Links<Index>::live(int option) const {
  if (option < 0 || option >= problem_->option_count() || at(is_excluded_, option)) return false;
  for (int item : problem_->option(option)) {
    if (!active(item + 1)) return false;  // covered by a selected option
  }
  return true;
}

template <class Index>
bool Links<Index>::select(int option) {
  if (!live(option)) return false;
  const int first = at(option_first_, option);
  cover(at(nodes_, first).top);
  commit(first);
  selected.push_back(option);
  history.push_back('s');
  return true;
}

template <class Index>
void Links<Index>::unselect() {
  assert(!history.empty() && history.back() == 's');
  const int first = at(option_first_, selected.back());
  uncommit(first);
  uncover(at(nodes_, first).top);
  selected.pop_back();
  history.pop_back();
}

// Excluding an option unlinks every one of its nodes (hide() spares the node it starts from;
// here there is none to spare); unexclude() relinks them in reverse.
template <class Index>
bool Links<Index>::exclude(int option) {
  if (!live(option)) return false;  // nothing to exclude
  Node* const n = nodes_.data();
  for (int q = at(option_first_, option); n[q].top > 0; ++q) {
    n[n[q].up].down = n[q].down;
    n[n[q].down].up = n[q].up;
    at(length_, n[q].top) = static_cast<Index>(at(length_, n[q].top) - 1);
  }
  excluded.push_back(option);
  at(is_excluded_, option) = 1;
  history.push_back('x');
  return true;
}

template <class Index>
void Links<Index>::unexclude() {
  assert(!history.empty() && history.back() == 'x');
  Node* const n = nodes_.data();
  const int first = at(option_first_, excluded.back());
  int last = first;
  while (n[last + 1].top > 0) ++last;
  for (int q = last; q >= first; --q) {
    n[n[q].up].down = static_cast<Index>(q);
    n[n[q].down].up = static_cast<Index>(q);
    at(length_, n[q].top) = static_cast<Index>(at(length_, n[q].top) + 1);
  }
  at(is_excluded_, excluded.back()) = 0;
  excluded.pop_back();
  history.pop_back();
}

template <class Index>
int Links<Index>::choose_item(bool random, int& length) {
  const Index* const len = length_.data() + 1;  // len[k] is the length of item k + 1
  int best = 0;
  int best_length = kCovered;
  const auto consider = [&](int from, int to) {  // items from+1 .. to, one by one
    for (int k = from; k < to; ++k) {
      if (len[k] < best_length) {
        best = k + 1;
        best_length = len[k];
      }
    }
  };
  const int whole = primary_ - primary_ % kBlock;
  for (int block = 0; block < whole; block += kBlock) {
    int low = 0;
    if (!any_below<Index>(len + block, best_length, &low)) continue;
    int k = block;
    while (len[k] != low) ++k;  // the first item of the block with the new least length
    best = k + 1;
    best_length = low;
    if (best_length <= 1) break;
  }
  if (best_length > 1) consider(whole, primary_);
  if (random && best != 0 && best_length > 1) {
    // A uniform choice among the items of that length: count them, then one draw. (A dead
    // end or a forced move is taken as found: any order of forced moves leads to the same.)
    std::uint32_t ties = 0;
    for (int k = best - 1; k < primary_; ++k) ties += len[k] == best_length;
    std::uint32_t pick = chooser->below(ties);
    for (int k = best - 1;; ++k) {
      if (len[k] == best_length && pick-- == 0) {
        best = k + 1;
        break;
      }
    }
  }
  length = best == 0 ? 0 : best_length;
  return best;
}

template <class Index>
bool Links<Index>::report(const SolutionVisitor* visitor, int level) {
  if (visitor == nullptr) return true;
  solution_.assign(selected.begin(), selected.end());
  for (int l = 0; l < level; ++l) solution_.push_back(at(node_option_, at(path_, l)));
  return (*visitor)(solution_);
}

// Algorithm X, iteratively. Level l has covered item chosen_[l] and is trying option node
// path_[l]. Without a chooser or preferences, the options of an item are tried top to bottom
// by following the links; with them (kOrdered), each level lists its options first, shuffled
// by the chooser and/or with the preferred ones moved to the front, and the untried nodes of
// level l are the last remaining_[l] of candidates_[base_[l] .. base_[l+1]).
template <class Index>
template <bool kOrdered, bool kTrack>
SearchResult Links<Index>::run(const SolutionVisitor* visitor, std::uint64_t limit) {
  SearchResult result;
  const std::uint64_t budget_end =  // saturating: a limit near 2^64 is no limit, not a tiny one
      node_limit == 0 || node_limit > UINT64_MAX - stats.nodes ? UINT64_MAX : stats.nodes + node_limit;
  const Node* const n = nodes_.data();
  int level = 0;
  int item = 0;
  int x = 0;

enter:
  if (live_primary_ == 0) {  // every primary item is covered: a solution
    ++result.solutions;
    if (!report(visitor, level)) {
      result.status = SearchStatus::stopped;
      goto unwind;
    }
    if (limit != 0 && result.solutions >= limit) {
      result.status = SearchStatus::solution_limit;
      goto unwind;
    }
    goto backtrack;
  }
  if (kTrack && depth_bound != kNoBound) {
    // Two lower bounds on the options still needed: every one as wide as the widest live one;
    // with lists widest first, the items' shares (options_needed(), a scan of the items, so
    // only where the first bound comes within 5 of the cut, where it pays).
    const int widest = widest_live();
    const int needed = widest == 0 ? INT_MAX / 2 : (live_primary_ + widest - 1) / widest;
    if (level + needed >= depth_bound ||
        (widest_first_ && level + needed + 5 >= depth_bound &&
         level + options_needed() >= depth_bound)) {
      goto backtrack;
    }
  }
  {
    int length = 0;
    item = choose_item(kOrdered && chooser != nullptr, length);
    if (length == 0) goto backtrack;
    cover<kTrack>(item);
    at(chosen_, level) = item;
    if constexpr (kOrdered) {
      const int start = level == 0 ? 0 : at(base_, level);
      int count = 0;
      for (int p = n[item].down; p != item; p = n[p].down) at(candidates_, start + count++) = p;
      if (chooser != nullptr) {
        for (int k = count - 1; k > 0; --k) {  // Fisher-Yates with the caller's draws
          const int j = static_cast<int>(chooser->below(static_cast<std::uint32_t>(k + 1)));
          std::swap(at(candidates_, start + k), at(candidates_, start + j));
        }
      }
      if (!preferred.empty()) {  // preferred first, each group in its order (a list is short)
        int front = start;
        for (int r = start; r < start + count; ++r) {
          const int node = at(candidates_, r);
          if (!preferred[static_cast<std::size_t>(at(node_option_, node))]) continue;
          for (int k = r; k > front; --k) at(candidates_, k) = at(candidates_, k - 1);
          at(candidates_, front++) = node;
        }
      }
      at(base_, level) = start;
      at(base_, level + 1) = start + count;
      at(remaining_, level) = count - 1;
      x = at(candidates_, start);
    } else {
      x = n[item].down;
    }
  }

try_option:
  if (stats.nodes >= budget_end) {
    result.status = SearchStatus::node_limit;
    uncover<kTrack>(item);
    goto unwind;
  }
  ++stats.nodes;
  commit<kTrack>(x);
  at(path_, level) = x;
  ++level;
  goto enter;

backtrack:
  // The current level is exhausted (or was a leaf); return to the one above and try its next.
  if (level == 0) return result;
  --level;
  x = at(path_, level);
  item = at(chosen_, level);
  uncommit<kTrack>(x);
  if constexpr (kOrdered) {
    if (at(remaining_, level) > 0) {
      x = at(candidates_, at(base_, level + 1) - at(remaining_, level));
      at(remaining_, level) -= 1;
      goto try_option;
    }
  } else {
    x = n[x].down;
    if (x != item) goto try_option;
  }
  uncover<kTrack>(item);
  goto backtrack;

unwind:
  // Stop early: restore every level's links, deepest first, or, when nothing was selected
  // before the search and it stopped deep, copy the first state back (as clear_selection()):
  // a random full 9x9 grid stops 81 levels down, and undoing them was a quarter of its fill.
  if (!kTrack && level > 16 && history.empty()) {
    std::memcpy(nodes_.data(), pristine_nodes_.data(), nodes_.size() * sizeof(Node));
    std::memcpy(length_.data(), pristine_length_.data(), length_.size() * sizeof(Index));
    live_primary_ = primary_;
    return result;
  }
  while (level > 0) {
    --level;
    uncommit<kTrack>(at(path_, level));
    uncover<kTrack>(at(chosen_, level));
  }
  return result;
}

template <class Index>
std::string Links<Index>::check() const {
  std::ostringstream out;

  // Which items the selection covers, from the problem rather than from the links.
  std::vector<char> covered(static_cast<std::size_t>(items_) + 1, 0);
  for (int option : selected) {
    for (int item : problem_->option(option)) at(covered, item + 1) = 1;
  }
  int live_primary = 0;
  for (int i = 1; i <= items_; ++i) {
    live_primary += active(i) && i <= primary_;
    if (active(i) == static_cast<bool>(at(covered, i))) {
      out << "item " << i - 1 << " is " << (active(i) ? "active" : "covered")
          << " but should not be; ";
    }
  }
  if (live_primary != live_primary_) {
    out << "live primary count " << live_primary_ << " but " << live_primary << "; ";
  }

  // Vertical lists of active items: exactly the live options containing the item, in order.
  std::vector<std::vector<int>> expected(static_cast<std::size_t>(items_) + 1);
  std::vector<char> excluded_option(static_cast<std::size_t>(problem_->option_count()), 0);
  for (int option : excluded) at(excluded_option, option) = 1;
  for (int k = 0; k < problem_->option_count(); ++k) {
    bool live = !at(excluded_option, k);
    for (int item : problem_->option(k)) live = live && !at(covered, item + 1);
    if (!live) continue;
    int x = at(option_first_, k);
    for (int item : problem_->option(k)) at(expected, item + 1).push_back(x++);
  }
  for (int i = 1; i <= items_; ++i) {
    if (!active(i)) continue;
    std::vector<int> seen;
    for (int p = at(nodes_, i).down; p != i; p = at(nodes_, p).down) {
      if (p <= items_ || p >= static_cast<int>(nodes_.size()) || seen.size() > nodes_.size()) {
        out << "item " << i - 1 << ": vertical list is corrupt; ";
        break;
      }
      if (at(nodes_, p).top != i) out << "node " << p << " is in the wrong list; ";
      if (at(nodes_, at(nodes_, p).down).up != p) out << "node " << p << ": bad up link; ";
      seen.push_back(p);
    }
    if (seen != at(expected, i)) out << "item " << i - 1 << ": wrong options in its list; ";
    if (at(length_, i) != static_cast<int>(seen.size())) {
      out << "item " << i - 1 << ": length " << at(length_, i) << " but " << seen.size()
          << " options; ";
    }
  }
  return out.str();
}

}  // namespace

// ---------------------------------------------------------------------------------------------

namespace {
std::unique_ptr<ExactCoverSolver::Core> make_core(const ExactCoverProblem& problem) {
  // Headers, one node per item of every option, and a spacer before each option and at the end.
  std::size_t nodes = static_cast<std::size_t>(problem.item_count()) + 2;
  std::vector<int> length(static_cast<std::size_t>(problem.item_count()), 0);
  for (int k = 0; k < problem.option_count(); ++k) {
    nodes += problem.option(k).size() + 1;
    for (int item : problem.option(k)) ++length[static_cast<std::size_t>(item)];
  }
  const int longest = length.empty() ? 0 : *std::max_element(length.begin(), length.end());
  if (nodes <= static_cast<std::size_t>(INT16_MAX) && longest < covered<std::int16_t>()) {
    return std::make_unique<Links<std::int16_t>>(problem);
  }
  return std::make_unique<Links<std::int32_t>>(problem);
}
}  // namespace

ExactCoverSolver::ExactCoverSolver(const ExactCoverProblem& problem) : core_(make_core(problem)) {}
ExactCoverSolver::~ExactCoverSolver() = default;
ExactCoverSolver::ExactCoverSolver(ExactCoverSolver&&) noexcept = default;
ExactCoverSolver& ExactCoverSolver::operator=(ExactCoverSolver&&) noexcept = default;

bool ExactCoverSolver::select(int option) { return core_->select(option); }
void ExactCoverSolver::unselect() { core_->unselect(); }
bool ExactCoverSolver::exclude(int option) { return core_->exclude(option); }
void ExactCoverSolver::unexclude() { core_->unexclude(); }
void ExactCoverSolver::clear_selection() { core_->clear_selection(); }
Span<const int> ExactCoverSolver::selection() const { return core_->selected; }
void ExactCoverSolver::set_chooser(Chooser* chooser) { core_->chooser = chooser; }
void ExactCoverSolver::set_preference(Span<const char> preferred) {
  assert(preferred.empty() || preferred.size() == static_cast<std::size_t>(core_->option_count));
  core_->preferred = preferred;
}
void ExactCoverSolver::set_node_limit(std::uint64_t nodes) { core_->node_limit = nodes; }
const SearchStats& ExactCoverSolver::stats() const { return core_->stats; }
void ExactCoverSolver::reset_stats() { core_->stats = {}; }
std::string ExactCoverSolver::check() const { return core_->check(); }

SearchResult ExactCoverSolver::enumerate(const SolutionVisitor& visitor, std::uint64_t limit) {
  return core_->search(&visitor, limit);
}

SearchResult ExactCoverSolver::count(std::uint64_t limit) { return core_->search(nullptr, limit); }

SearchResult ExactCoverSolver::smallest(std::vector<int>& solution) {
  solution.clear();
  const std::size_t fixed = core_->selected.size();
  const SolutionVisitor keep = [this, &solution, fixed](Span<const int> options) {
    solution.assign(options.begin(), options.end());
    core_->depth_bound = static_cast<int>(options.size() - fixed);  // now find a smaller one
    return true;
  };
  core_->depth_bound = Core::kNoBound;
  core_->smallest_mode = true;
  const SearchResult result = enumerate(keep, 0);
  core_->smallest_mode = false;
  core_->depth_bound = Core::kNoBound;
  return result;
}

SearchResult ExactCoverSolver::first(std::vector<int>& solution) {
  solution.clear();
  const SolutionVisitor keep = [&solution](Span<const int> options) {
    solution.assign(options.begin(), options.end());
    return true;
  };
  return enumerate(keep, 1);
}

}  // namespace sudokit
