// SPDX-License-Identifier: MIT
// The search budget every tool has by default, so that no input makes one run unbounded.
//
// A budget is counted in search nodes (each searcher's own: the engine's, the bitboard
// counter's, a variant solver's), never in seconds: the same input gives the same outcome on
// any machine and any load. It bounds each search (one puzzle, one case, one count) on its
// own. `--node-limit N` sets it on every tool that searches, 0 lifts it; a search that runs
// out says `unknown`, names the budget, and the tool exits with kExitUnknown (unless a
// definite finding, exit 1, is there too). Validators never accept what they could not prove:
// a promise not settled within the budget is a rejection that says so.
#pragma once

#include <cstdint>
#include <string>

namespace sudokit {

// 10 million nodes: at most about 5 seconds of the slowest searcher per node (the engine on
// 64x64 grids, about 2 million nodes a second on one core; zoj3209's and p4929's searches 2-4
// s), far beyond what the tests sudokit generates need (zoj3209 cases: at most 500,000).
inline constexpr std::uint64_t kDefaultNodeLimit = 10'000'000;

// A search's nodes against its limit: spend() before each node; once `limit` nodes are
// spent it returns false, and exhausted() is true from then on. limit 0: none.
class NodeBudget {
 public:
  explicit NodeBudget(std::uint64_t limit) : limit_(limit) {}
  bool spend() {
    if (limit_ != 0 && nodes_ >= limit_) {
      exhausted_ = true;
      return false;
    }
    ++nodes_;
    return true;
  }
  bool exhausted() const { return exhausted_; }
  std::uint64_t nodes() const { return nodes_; }

 private:
  std::uint64_t limit_;
  std::uint64_t nodes_ = 0;
  bool exhausted_ = false;
};

// A tool's exit status when some answer is unknown because a budget ran out.
inline constexpr int kExitUnknown = 4;

// How messages name a budget: "the budget of 10000000 search nodes (--node-limit N raises
// it, 0 lifts it)".
inline std::string budget_words(std::uint64_t limit) {
  return "the budget of " + std::to_string(limit) +
         " search nodes (--node-limit N raises it, 0 lifts it)";
}

}  // namespace sudokit
