// SPDX-License-Identifier: MIT
#include "common/engine/repeated_cover.hpp"

#include <algorithm>

#include "common/engine/bits.hpp"
#include "common/engine/budget.hpp"

namespace sudokit {

namespace {

using Bits = std::vector<std::uint64_t>;

class RepeatedCover {
 public:
  RepeatedCover(const ExactCoverProblem& problem, std::uint64_t node_limit)
      : items_(problem.primary_items()), words_((items_ + 63) / 64), budget_(node_limit) {
    covering_.resize(static_cast<std::size_t>(items_));
    for (int k = 0; k < problem.option_count(); ++k) {
      Bits set(static_cast<std::size_t>(words_), 0);
      bool any = false;
      for (int item : problem.option(k)) {
        if (item >= items_) continue;
        set[static_cast<std::size_t>(item / 64)] |= std::uint64_t{1} << (item % 64);
        covering_[static_cast<std::size_t>(item)].push_back(static_cast<int>(sets_.size()));
        any = true;
      }
      if (!any) continue;
      sets_.push_back(std::move(set));
      option_of_.push_back(k);
    }
  }

  RepeatedCoverResult run() {
    RepeatedCoverResult result;
    for (const std::vector<int>& options : covering_) {
      if (options.empty()) return result;  // an item no option covers
    }
    Bits uncovered(static_cast<std::size_t>(words_), 0);
    for (int item = 0; item < items_; ++item) {
      uncovered[static_cast<std::size_t>(item / 64)] |= std::uint64_t{1} << (item % 64);
    }
    for (int limit = lower_bound(uncovered);; ++limit) {
      chosen_.clear();
      if (search(uncovered, limit)) {
        std::vector<int> options;
        for (int set : chosen_) options.push_back(option_of_[static_cast<std::size_t>(set)]);
        std::sort(options.begin(), options.end());
        result.options = std::move(options);
        break;
      }
      if (budget_.exhausted()) {
        result.complete = false;
        break;
      }
    }
    result.nodes = budget_.nodes();
    return result;
  }

 private:
  static bool empty(const Bits& bits) {
    return std::all_of(bits.begin(), bits.end(), [](std::uint64_t w) { return w == 0; });
  }
  static int first_item(const Bits& bits) {
    for (std::size_t w = 0; w < bits.size(); ++w) {
      if (bits[w] != 0) return static_cast<int>(w * 64) + lowest_bit(bits[w]);
    }
    return -1;
  }
  void remove(Bits& bits, int set) const {
    const Bits& s = sets_[static_cast<std::size_t>(set)];
    for (std::size_t w = 0; w < bits.size(); ++w) bits[w] &= ~s[w];
  }

  int lower_bound(Bits uncovered) const {
    int count = 0;
    for (int item = first_item(uncovered); item >= 0; item = first_item(uncovered)) {
      ++count;
      for (int set : covering_[static_cast<std::size_t>(item)]) remove(uncovered, set);
    }
    return count;
  }

  // A cover of `uncovered` with at most `budget` more options; the choices go to chosen_.
  bool search(const Bits& uncovered, int budget) {
    if (empty(uncovered)) return true;
    if (budget <= 0 || lower_bound(uncovered) > budget) return false;
    // The uncovered item with the fewest options covering it.
    int pick = -1;
    std::size_t fewest = SIZE_MAX;
    for (std::size_t w = 0; w < uncovered.size(); ++w) {
      for (std::uint64_t bits = uncovered[w]; bits != 0; bits &= bits - 1) {
        const int item = static_cast<int>(w * 64) + lowest_bit(bits);
        const std::size_t count = covering_[static_cast<std::size_t>(item)].size();
        if (count < fewest) {
          fewest = count;
          pick = item;
        }
      }
    }
    for (int set : covering_[static_cast<std::size_t>(pick)]) {
      if (!budget_.spend()) return false;
      Bits rest = uncovered;
      remove(rest, set);
      chosen_.push_back(set);
      if (search(rest, budget - 1)) return true;
      chosen_.pop_back();
      if (budget_.exhausted()) return false;
    }
    return false;
  }

  int items_;
  int words_;
  std::vector<Bits> sets_;                 // per nonempty option: its primary items
  std::vector<int> option_of_;             // per set: the problem's option index
  std::vector<std::vector<int>> covering_; // per item: the sets containing it
  std::vector<int> chosen_;
  NodeBudget budget_;  // options tried
};

}  // namespace

RepeatedCoverResult smallest_repeated_cover(const ExactCoverProblem& problem,
                                            std::uint64_t node_limit) {
  return RepeatedCover(problem, node_limit).run();
}

}  // namespace sudokit
