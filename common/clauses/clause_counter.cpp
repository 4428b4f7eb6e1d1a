// SPDX-License-Identifier: MIT
#include "common/clauses/clause_counter.hpp"

#include <algorithm>
#include <cassert>
#include <limits>
#include <utility>

#include <cadical.hpp>

namespace sudokit {

// Counts the solver's conflicts: it learns one clause per conflict and tells a connected
// learner its size first (the clause itself is not asked for).
class ClauseCounter::ConflictCounter : public CaDiCaL::Learner {
 public:
  bool learning(int size) override {
    ++conflicts;
    return size <= share;
  }
  void learn(int literal) override { learned.push_back(literal); }
  std::uint64_t conflicts = 0;
  int share = 0;             // learned clauses of up to this size are kept in `learned`
  std::vector<int> learned;  // each ended by 0
};

class ClauseCounter::Stopper : public CaDiCaL::Terminator {
 public:
  explicit Stopper(const std::atomic<bool>* stop) : stop_(stop) {}
  bool terminate() override { return stop_->load(std::memory_order_relaxed); }

 private:
  const std::atomic<bool>* stop_;
};

namespace {

// The rules of `kept`'s geometry with its givens holding: the (cell, digit) pairs they leave
// open (not another given's cell, nor the same digit in one of its peers), and the houses of
// the rules (each cell's digits; each house's cells of a digit) that no kept given fills, each
// given to house(pairs) as its open pairs: exactly one of them holds. Closed pairs take no
// part in the rules' clauses. A near-minimal puzzle's givens leave a few percent of the grid's
// clauses, so its solver is smaller and faster by as much. (A killer's cage sums are not
// clauses: its geometry is never given to a ClauseCounter.)
class OpenPairs {
 public:
  explicit OpenPairs(const Grid& kept)
      : kept_(kept), n_(kept.shape().size()), open_(static_cast<std::size_t>(kept.shape().cells() * n_), 1) {
    const Geometry& geometry = kept.geometry();
    assert(geometry.cages().empty());
    for (int cell = 0; cell < geometry.cells(); ++cell) {
      const int given = kept.at(cell);
      if (given == 0) continue;
      for (int i = 0; i < n_; ++i) open_[at(cell, i + 1)] = 0;
      for (const int peer : geometry.peers(cell)) open_[at(peer, given)] = 0;
    }
  }

  bool open(int cell, int digit) const { return open_[at(cell, digit)] != 0; }

  template <class House>
  void for_each_house(House house) const {
    const Geometry& geometry = kept_.geometry();
    const int n = n_;
    const auto fill = [&](auto pair_of) {
      pairs_.clear();
      for (int i = 0; i < n; ++i) {
        const auto [cell, digit] = pair_of(i);
        if (kept_.at(cell) == digit) return;  // it holds; the others are closed
        if (open(cell, digit)) pairs_.emplace_back(cell, digit);
      }
      house(pairs_);
    };
    for (int cell = 0; cell < geometry.cells(); ++cell) fill([&](int i) { return std::pair{cell, i + 1}; });
    const auto cells_of = [&](int h, int d) {
      const Span<const int> cells = geometry.house(h);
      fill([&](int i) { return std::pair{cells[static_cast<std::size_t>(i)], d}; });
    };
    // Row k, column k and box k in turn, then the extra houses (the clauses' order steers the
    // solver, and so which second solution it finds).
    for (int d = 1; d <= n; ++d) {
      for (int k = 0; k < n; ++k) {
        for (int h = k; h < 3 * n; h += n) cells_of(h, d);
      }
      for (int h = 3 * n; h < geometry.houses(); ++h) cells_of(h, d);
    }
  }

 private:
  std::size_t at(int cell, int digit) const { return static_cast<std::size_t>(cell * n_ + digit - 1); }

  const Grid& kept_;
  int n_;
  std::vector<char> open_;
  mutable std::vector<std::pair<int, int>> pairs_;
};

}  // namespace

std::uint64_t ClauseCounter::rule_clauses(const Grid& kept) {
  std::uint64_t clauses = 0;
  OpenPairs(kept).for_each_house([&](const std::vector<std::pair<int, int>>& pairs) {
    const std::uint64_t k = pairs.size();
    clauses += 1 + k * (k - 1) / 2;
  });
  return clauses;
}

ClauseCounter::ClauseCounter(const Grid& kept)
    : solver_(std::make_unique<CaDiCaL::Solver>()),
      counter_(std::make_unique<ConflictCounter>()),
      shape_(kept.shape()),
      size_(kept.shape().size()),
      found_{Grid(kept.geometry_ptr()), Grid(kept.geometry_ptr())} {
  // "sat": CaDiCaL's settings for satisfiable problems (stable mode only). Most hard checks
  // find a second solution, and with the solution's digits as phases these settings found
  // them fastest (against the defaults and "unsat").
  solver_->configure("sat");
  // Nothing on stdout (CaDiCaL prints a few messages even at its default verbosity).
  solver_->set("quiet", 1);
  solver_->connect_learner(counter_.get());
  next_variable_ = shape_.cells() * size_ + 1;
  const OpenPairs rules(kept);
  // Kept givens and closed pairs are units (a search may assume a closed pair: it must fail).
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    for (int d = 1; d <= size_; ++d) {
      if (kept.at(cell) == d) {
        keep(cell, d);
      } else if (!rules.open(cell, d)) {
        solver_->add(-literal(cell, d));
        solver_->add(0);
      }
    }
  }
  std::vector<int> house;
  rules.for_each_house([&](const std::vector<std::pair<int, int>>& pairs) {
    house.clear();
    for (const auto& [cell, d] : pairs) house.push_back(literal(cell, d));
    for (int lit : house) solver_->add(lit);
    solver_->add(0);  // (no open pair: the empty clause, no solution)
    for (std::size_t i = 0; i < house.size(); ++i) {
      for (std::size_t j = i + 1; j < house.size(); ++j) {
        solver_->add(-house[i]);
        solver_->add(-house[j]);
        solver_->add(0);
      }
    }
  });
}

ClauseCounter::~ClauseCounter() {
  solver_->disconnect_learner();
  solver_->disconnect_terminator();
}

void ClauseCounter::stop_when(const std::atomic<bool>* stop) {
  solver_->disconnect_terminator();
  stopper_.reset();
  if (stop == nullptr) return;
  stopper_ = std::make_unique<Stopper>(stop);
  solver_->connect_terminator(stopper_.get());
}

std::uint64_t ClauseCounter::conflicts_for(std::uint64_t nodes) const {
  const auto cost = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(size_ * size_ / 6));
  return nodes == 0 ? 0 : std::max<std::uint64_t>(1, nodes / cost);
}

std::uint64_t ClauseCounter::conflicts() const { return counter_->conflicts; }

void ClauseCounter::set_phases(const Grid& solution, bool others_off) {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    for (int d = 1; d <= size_; ++d) {
      if (d == solution.at(cell)) {
        solver_->phase(literal(cell, d));
      } else if (others_off) {
        solver_->phase(-literal(cell, d));
      }
    }
  }
}

ClauseCounter::Answer ClauseCounter::search(const Grid& puzzle, const std::vector<std::pair<int, int>>& differ,
                                            std::uint64_t conflicts) {
  // "Some pair of `differ` does not hold", switched on by a fresh variable for this call only
  // and switched off for good after it.
  const int on = differ.empty() ? 0 : next_variable_++;
  if (on != 0) {
    solver_->add(-on);
    for (const auto& [cell, digit] : differ) solver_->add(-literal(cell, digit));
    solver_->add(0);
    solver_->assume(on);
  }
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    if (puzzle.at(cell) != 0) solver_->assume(literal(cell, puzzle.at(cell)));
  }
  const Answer answer = solve(conflicts);
  if (on != 0) {
    solver_->add(-on);
    solver_->add(0);
  }
  return answer;
}

ClauseCounter::Answer ClauseCounter::solve(std::uint64_t conflicts) {
  if (conflicts > 0) {
    constexpr auto most = static_cast<std::uint64_t>(std::numeric_limits<int>::max());
    solver_->limit("conflicts", static_cast<int>(std::min(conflicts, most)));
  }
  const int status = solver_->solve();
  if (status == 10) {
    for (int cell = 0; cell < shape_.cells(); ++cell) {
      for (int d = 1; d <= size_; ++d) {
        if (solver_->val(literal(cell, d)) > 0) found_[0].set(cell, d);
      }
    }
  }
  return status == 20 ? Answer::none : status == 10 ? Answer::found : Answer::unknown;
}

void ClauseCounter::allow_one_off(const std::vector<std::pair<int, int>>& soft) {
  // Behind a switch (assumed by search_one_off() only): some given of `soft` is off, and no
  // two are (pairwise: blocks are small). A kept given's literal satisfies its pairs.
  one_off_ = next_variable_++;
  solver_->add(-one_off_);
  for (const auto& [cell, digit] : soft) solver_->add(-literal(cell, digit));
  solver_->add(0);
  for (std::size_t i = 0; i < soft.size(); ++i) {
    for (std::size_t j = i + 1; j < soft.size(); ++j) {
      solver_->add(-one_off_);
      solver_->add(literal(soft[i].first, soft[i].second));
      solver_->add(literal(soft[j].first, soft[j].second));
      solver_->add(0);
    }
  }
}

ClauseCounter::Answer ClauseCounter::search_one_off(std::uint64_t conflicts) {
  solver_->assume(one_off_);
  return solve(conflicts);
}

ClauseCounter::Result ClauseCounter::count(const Grid& puzzle, std::uint64_t conflicts, std::uint64_t limit) {
  Result result;
  const std::uint64_t start = counter_->conflicts;
  const auto spent = [&] { return counter_->conflicts - start; };
  Answer answer = search(puzzle, {}, conflicts);
  result.conflicts = spent();
  if (answer != Answer::found) {
    result.complete = answer == Answer::none;
    return result;
  }
  result.solutions = 1;
  if (limit < 2) return result;
  if (conflicts > 0 && result.conflicts >= conflicts) {
    result.complete = false;
    return result;
  }
  // Another solution: one that differs in some blank cell.
  std::vector<std::pair<int, int>> differ;
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    if (puzzle.at(cell) == 0) differ.emplace_back(cell, found_[0].at(cell));
  }
  const Grid first = found_[0];
  answer = differ.empty() ? Answer::none : search(puzzle, differ, conflicts == 0 ? 0 : conflicts - result.conflicts);
  result.conflicts = spent();
  if (answer == Answer::found) {
    found_[1] = found_[0];
    result.solutions = 2;
  }
  found_[0] = first;
  result.complete = answer != Answer::unknown;
  return result;
}

void ClauseCounter::share_up_to(int size) { counter_->share = size; }

std::vector<int> ClauseCounter::take_learned() { return std::exchange(counter_->learned, {}); }

void ClauseCounter::add_clauses(const std::vector<int>& clauses) {
  for (int literal : clauses) solver_->add(literal);
}

void ClauseCounter::keep(int cell, int digit) {
  solver_->add(literal(cell, digit));
  solver_->add(0);
}

}  // namespace sudokit
