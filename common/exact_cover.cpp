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
// A header's `top` is its item's live length; its up/down links close the circular vertical
// list of the nodes of its item. An option node's `top` is its item. A spacer's `top` is <= 0;
// its `up` is the first node of the option before it and its `down` the last node of the option
// after it, so that hide() (walking right) and unhide() (walking left) can wrap around an option
// without knowing its length. The active items form a doubly linked horizontal list headed by 0
// (primary items; the search chooses among these) and by I+1 (secondary items, never chosen).
//
// Invariants: an item is active iff no option that contains it is selected (up front or on the
// search path); the vertical list of an active item holds exactly the live options that contain
// it, in option order, and its length says how many; an option is live iff all its items are
// active. check() verifies all of that against the problem itself.
//
// cover(i) hides every option of i from the other items' lists and unlinks i; uncover(i) undoes
// it by running the same loops backwards, so each link is restored in the reverse order of its
// removal; that is what makes the "dancing" exact without saving any state.
//
// Search is Knuth's Algorithm X, iterative, with the item chosen by minimum remaining values
// (shortest live list; first found, or random among ties with a Chooser) and the scan stopping
// early at length <= 1 (a dead end or a forced move can be taken at once). Tried and rejected:
// scanning for a zero even after a one was found costs more scanning than it saves on Sudoku.
#include "common/exact_cover.hpp"

#include <cassert>
#include <climits>
#include <sstream>

namespace sudokit {

ExactCoverProblem::ExactCoverProblem(int primary_items, int secondary_items)
    : primary_(primary_items < 0 ? 0 : primary_items),
      secondary_(secondary_items < 0 ? 0 : secondary_items) {}

bool ExactCoverProblem::add_option(std::span<const int> items) {
  if (items.empty()) return false;
  for (std::size_t a = 0; a < items.size(); ++a) {
    if (items[a] < 0 || items[a] >= item_count()) return false;
    for (std::size_t b = 0; b < a; ++b) {
      if (items[a] == items[b]) return false;
    }
  }
  option_items_.insert(option_items_.end(), items.begin(), items.end());
  option_begin_.push_back(static_cast<int>(option_items_.size()));
  return true;
}

std::span<const int> ExactCoverProblem::option(int index) const {
  assert(index >= 0 && index < option_count());
  const auto begin = static_cast<std::size_t>(option_begin_[static_cast<std::size_t>(index)]);
  const auto end = static_cast<std::size_t>(option_begin_[static_cast<std::size_t>(index) + 1]);
  return std::span<const int>(option_items_).subspan(begin, end - begin);
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
}  // namespace

ExactCoverSolver::ExactCoverSolver(const ExactCoverProblem& problem)
    : problem_(&problem), items_(problem.item_count()), primary_(problem.primary_items()) {
  const int options = problem.option_count();
  const int secondary_root = items_ + 1;

  links_.resize(static_cast<std::size_t>(items_) + 2);
  auto link_list = [&](int root, int first, int last) {  // items first..last into root's list
    int previous = root;
    for (int i = first; i <= last; ++i) {
      at(links_, previous).right = i;
      at(links_, i).left = previous;
      previous = i;
    }
    at(links_, previous).right = root;
    at(links_, root).left = previous;
  };
  link_list(0, 1, primary_);
  link_list(secondary_root, primary_ + 1, items_);

  nodes_.resize(static_cast<std::size_t>(items_) + 1);
  nodes_[0] = {0, 0, 0};
  for (int i = 1; i <= items_; ++i) at(nodes_, i) = {0, i, i};
  node_option_.assign(nodes_.size(), -1);
  option_first_.resize(static_cast<std::size_t>(options));

  int spacer = static_cast<int>(nodes_.size());
  nodes_.push_back({0, 0, 0});
  node_option_.push_back(-1);
  for (int k = 0; k < options; ++k) {
    const int first = static_cast<int>(nodes_.size());
    at(option_first_, k) = first;
    for (int item : problem.option(k)) {
      const int header = item + 1;
      const int x = static_cast<int>(nodes_.size());
      const int last = at(nodes_, header).up;
      nodes_.push_back({header, last, header});
      node_option_.push_back(k);
      at(nodes_, last).down = x;
      at(nodes_, header).up = x;
      at(nodes_, header).top += 1;
    }
    at(nodes_, spacer).down = static_cast<int>(nodes_.size()) - 1;
    spacer = static_cast<int>(nodes_.size());
    nodes_.push_back({-(k + 1), first, 0});
    node_option_.push_back(-1);
  }

  // Each option appears in the candidate list of at most one level of a search path (choosing
  // an item hides all its other options), so the options count bounds the candidate stack.
  candidates_.resize(static_cast<std::size_t>(options) + 1);
  path_.resize(static_cast<std::size_t>(primary_) + 1);
  chosen_.resize(path_.size());
  base_.resize(path_.size() + 1);
  remaining_.resize(path_.size());
}

void ExactCoverSolver::hide(int p) {
  Node* const n = nodes_.data();
  std::uint64_t updates = 0;
  for (int q = p + 1; q != p;) {
    const int x = n[q].top;
    const int u = n[q].up;
    const int d = n[q].down;
    if (x <= 0) {
      q = u;  // a spacer: wrap around to the option's first node
    } else {
      n[u].down = d;
      n[d].up = u;
      n[x].top -= 1;
      ++updates;
      ++q;
    }
  }
  stats_.updates += updates;
}

void ExactCoverSolver::unhide(int p) {
  Node* const n = nodes_.data();
  for (int q = p - 1; q != p;) {
    const int x = n[q].top;
    const int u = n[q].up;
    const int d = n[q].down;
    if (x <= 0) {
      q = d;  // a spacer: wrap around to the option's last node
    } else {
      n[u].down = q;
      n[d].up = q;
      n[x].top += 1;
      --q;
    }
  }
}

void ExactCoverSolver::cover(int item) {
  const Node* const n = nodes_.data();
  for (int p = n[item].down; p != item; p = n[p].down) hide(p);
  ItemLinks* const l = links_.data();
  const int left = l[item].left;
  const int right = l[item].right;
  l[left].right = right;
  l[right].left = left;
}

void ExactCoverSolver::uncover(int item) {
  ItemLinks* const l = links_.data();
  const int left = l[item].left;
  const int right = l[item].right;
  l[left].right = item;
  l[right].left = item;
  const Node* const n = nodes_.data();
  for (int p = n[item].up; p != item; p = n[p].up) unhide(p);
}

void ExactCoverSolver::commit(int p) {
  const Node* const n = nodes_.data();
  for (int q = p + 1; q != p;) {
    const int j = n[q].top;
    if (j <= 0) {
      q = n[q].up;
    } else {
      cover(j);
      ++q;
    }
  }
}

void ExactCoverSolver::uncommit(int p) {
  const Node* const n = nodes_.data();
  for (int q = p - 1; q != p;) {
    const int j = n[q].top;
    if (j <= 0) {
      q = n[q].down;
    } else {
      uncover(j);
      --q;
    }
  }
}

bool ExactCoverSolver::select(int option) {
  if (option < 0 || option >= problem_->option_count()) return false;
  const int first = at(option_first_, option);
  for (int item : problem_->option(option)) {
    const int header = item + 1;
    if (at(links_, at(links_, header).left).right != header) return false;  // covered already
  }
  cover(at(nodes_, first).top);
  commit(first);
  selected_.push_back(option);
  return true;
}

void ExactCoverSolver::unselect() {
  assert(!selected_.empty());
  const int first = at(option_first_, selected_.back());
  uncommit(first);
  uncover(at(nodes_, first).top);
  selected_.pop_back();
}

void ExactCoverSolver::clear_selection() {
  while (!selected_.empty()) unselect();
}

int ExactCoverSolver::choose_item(bool random, int& length) {
  const ItemLinks* const l = links_.data();
  const Node* const n = nodes_.data();
  int best = 0;
  int best_length = INT_MAX;
  std::uint32_t ties = 0;
  for (int p = l[0].right; p != 0; p = l[p].right) {
    const int len = n[p].top;
    if (len < best_length) {
      best = p;
      best_length = len;
      ties = 1;
      if (len <= 1) break;
    } else if (random && len == best_length) {
      ++ties;
      if (chooser_->below(ties) == 0) best = p;  // reservoir sampling: uniform among ties
    }
  }
  length = best_length;
  return best;
}

bool ExactCoverSolver::report(const SolutionVisitor* visitor, int level) {
  if (visitor == nullptr) return true;
  solution_.assign(selected_.begin(), selected_.end());
  for (int l = 0; l < level; ++l) solution_.push_back(at(node_option_, at(path_, l)));
  return (*visitor)(solution_);
}

// Algorithm X, iteratively. Level l has covered item `chosen[l]` and is trying option node
// path_[l]; in random mode the untried nodes of level l are candidates_[base[l] + pos[l]...].
template <bool kRandom>
SearchResult ExactCoverSolver::search(const SolutionVisitor* visitor, std::uint64_t limit) {
  SearchResult result;
  const std::uint64_t budget_end =
      node_limit_ == 0 ? UINT64_MAX : stats_.nodes + node_limit_;  // nodes never wrap in practice
  const Node* const n = nodes_.data();
  // Per-level bookkeeping, sized once per solver so that a search never allocates.
  std::vector<int>& path = path_;
  std::vector<int>& chosen = chosen_;
  std::vector<int>& base = base_;
  std::vector<int>& remaining = remaining_;
  int level = 0;
  int item = 0;
  int x = 0;

enter:
  if (links_[0].right == 0) {  // every primary item is covered: a solution
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
  {
    int length = 0;
    item = choose_item(kRandom && chooser_ != nullptr, length);
    if (length == 0) goto backtrack;
    cover(item);
    at(chosen, level) = item;
    if constexpr (kRandom) {
      const int start = level == 0 ? 0 : at(base, level);
      int count = 0;
      for (int p = n[item].down; p != item; p = n[p].down) at(candidates_, start + count++) = p;
      for (int k = count - 1; k > 0; --k) {  // Fisher-Yates with the caller's draws
        const int j = static_cast<int>(chooser_->below(static_cast<std::uint32_t>(k + 1)));
        std::swap(at(candidates_, start + k), at(candidates_, start + j));
      }
      at(base, level) = start;
      at(base, level + 1) = start + count;
      at(remaining, level) = count - 1;
      x = at(candidates_, start);
    } else {
      x = n[item].down;
    }
  }

try_option:
  if (stats_.nodes >= budget_end) {
    result.status = SearchStatus::node_limit;
    uncover(item);
    goto unwind;
  }
  ++stats_.nodes;
  commit(x);
  at(path, level) = x;
  ++level;
  goto enter;

backtrack:
  // The current level is exhausted (or was a leaf); return to the one above and try its next.
  if (level == 0) return result;
  --level;
  x = at(path, level);
  item = at(chosen, level);
  uncommit(x);
  if constexpr (kRandom) {
    if (at(remaining, level) > 0) {
      x = at(candidates_, at(base, level + 1) - at(remaining, level));
      at(remaining, level) -= 1;
      goto try_option;
    }
  } else {
    x = n[x].down;
    if (x != item) goto try_option;
  }
  uncover(item);
  goto backtrack;

unwind:
  // Stop early: restore every level's links, deepest first.
  while (level > 0) {
    --level;
    uncommit(at(path, level));
    uncover(at(chosen, level));
  }
  return result;
}

SearchResult ExactCoverSolver::enumerate(const SolutionVisitor& visitor, std::uint64_t limit) {
  return chooser_ != nullptr ? search<true>(&visitor, limit) : search<false>(&visitor, limit);
}

SearchResult ExactCoverSolver::count(std::uint64_t limit) {
  return chooser_ != nullptr ? search<true>(nullptr, limit) : search<false>(nullptr, limit);
}

SearchResult ExactCoverSolver::first(std::vector<int>& solution) {
  solution.clear();
  const SolutionVisitor keep = [&solution](std::span<const int> options) {
    solution.assign(options.begin(), options.end());
    return true;
  };
  return enumerate(keep, 1);
}

std::string ExactCoverSolver::check() const {
  std::ostringstream out;
  const int secondary_root = items_ + 1;

  // Which items the selection covers, from the problem rather than from the links.
  std::vector<char> covered(static_cast<std::size_t>(items_) + 2, 0);
  for (int option : selected_) {
    for (int item : problem_->option(option)) at(covered, item + 1) = 1;
  }

  // Horizontal lists: consistent both ways, and exactly the uncovered items of each kind.
  std::vector<char> active(static_cast<std::size_t>(items_) + 2, 0);
  auto walk = [&](int root, int first, int last) {
    int steps = 0;
    for (int p = at(links_, root).right; p != root; p = at(links_, p).right) {
      if (p < first || p > last || ++steps > last - first + 1) {
        out << "item list of root " << root << " is corrupt at " << p << "; ";
        return;
      }
      if (at(links_, at(links_, p).right).left != p) out << "item " << p << ": bad left link; ";
      at(active, p) = 1;
    }
  };
  walk(0, 1, primary_);
  walk(secondary_root, primary_ + 1, items_);
  for (int i = 1; i <= items_; ++i) {
    if (at(active, i) == at(covered, i)) {
      out << "item " << i - 1 << " is " << (at(active, i) ? "active" : "inactive")
          << " but should not be; ";
    }
  }

  // Vertical lists of active items: exactly the live options containing the item, in order.
  std::vector<std::vector<int>> expected(static_cast<std::size_t>(items_) + 1);
  for (int k = 0; k < problem_->option_count(); ++k) {
    bool live = true;
    for (int item : problem_->option(k)) live = live && !at(covered, item + 1);
    if (!live) continue;
    int x = at(option_first_, k);
    for (int item : problem_->option(k)) at(expected, item + 1).push_back(x++);
  }
  for (int i = 1; i <= items_; ++i) {
    if (!at(active, i)) continue;
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
    if (at(nodes_, i).top != static_cast<int>(seen.size())) {
      out << "item " << i - 1 << ": length " << at(nodes_, i).top << " but " << seen.size()
          << " options; ";
    }
  }
  return out.str();
}

}  // namespace sudokit
