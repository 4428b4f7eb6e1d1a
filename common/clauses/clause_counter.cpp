#include "common/clauses/clause_counter.hpp"

#include <algorithm>
#include <limits>

#include <cadical.hpp>

namespace sudokit {

// Counts the solver's conflicts: it learns one clause per conflict and tells a connected
// learner its size first (the clause itself is not asked for).
class ClauseCounter::ConflictCounter : public CaDiCaL::Learner {
 public:
  bool learning(int /*size*/) override {
    ++conflicts;
    return false;
  }
  void learn(int /*literal*/) override {}
  std::uint64_t conflicts = 0;
};

ClauseCounter::ClauseCounter(const Grid& kept)
    : solver_(std::make_unique<CaDiCaL::Solver>()),
      counter_(std::make_unique<ConflictCounter>()),
      shape_(kept.shape()),
      size_(kept.shape().size()),
      found_{Grid(kept.shape()), Grid(kept.shape())} {
  // "sat": CaDiCaL's settings for satisfiable problems (stable mode only). Most hard checks
  // find a second solution; on the dig of `--box 5x5 --seed 3` it took 88 -> 29 s with the
  // solution's digits as phases (the default settings 52 s, "unsat" 75 s).
  solver_->configure("sat");
  solver_->connect_learner(counter_.get());
  const int n = size_;
  const Shape& shape = shape_;
  next_variable_ = shape.cells() * n + 1;
  // The (cell, digit) pairs the kept givens leave open: not another given's cell, nor the
  // same digit in one of its houses. Closed pairs are unit clauses (a search may assume one:
  // it must fail) and take no part in the rules' clauses, nor do the houses a kept given
  // fills. A proven-minimal 25x25 puzzle's 263 givens leave 27,816 clauses of the grid's
  // 752,500 (its count to two 2.1 -> 1.1 s, 67 -> 9 MB), a dug 36x36 puzzle's 636 givens
  // 53,795 of 3,271,104 (0.97 -> 0.05 s, 331 -> 17 MB).
  std::vector<char> open(static_cast<std::size_t>(shape.cells() * n), 1);
  const auto at = [n](int cell, int d) { return static_cast<std::size_t>(cell * n + d - 1); };
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int given = kept.at(cell);
    if (given == 0) continue;
    const int row = cell / n, col = cell % n, box = shape.box_of(row, col);
    for (int i = 0; i < n; ++i) {
      open[at(cell, i + 1)] = 0;
      open[at(row * n + i, given)] = 0;
      open[at(i * n + col, given)] = 0;
      open[at(shape.box_cell(box, i), given)] = 0;
    }
  }
  for (int cell = 0; cell < shape.cells(); ++cell) {
    for (int d = 1; d <= n; ++d) {
      if (kept.at(cell) == d) {
        keep(cell, d);
      } else if (!open[at(cell, d)]) {
        solver_->add(-literal(cell, d));
        solver_->add(0);
      }
    }
  }
  std::vector<int> house;
  // Exactly one of `cells` holds `digit` (a cell: exactly one digit), among the open pairs;
  // nothing if a kept given is one of them (it holds, the others are closed).
  const auto exactly_one = [&](const auto& pairs) {
    house.clear();
    for (const auto& [cell, d] : pairs) {
      if (kept.at(cell) == d) return;
      if (open[at(cell, d)]) house.push_back(literal(cell, d));
    }
    for (int lit : house) solver_->add(lit);
    solver_->add(0);  // (no open pair: the empty clause, no solution)
    for (std::size_t i = 0; i < house.size(); ++i) {
      for (std::size_t j = i + 1; j < house.size(); ++j) {
        solver_->add(-house[i]);
        solver_->add(-house[j]);
        solver_->add(0);
      }
    }
  };
  std::vector<std::pair<int, int>> pairs(static_cast<std::size_t>(n));
  const auto fill = [&](auto pair_of) {
    for (int i = 0; i < n; ++i) pairs[static_cast<std::size_t>(i)] = pair_of(i);
    exactly_one(pairs);
  };
  for (int cell = 0; cell < shape.cells(); ++cell) fill([&](int i) { return std::pair{cell, i + 1}; });
  for (int d = 1; d <= n; ++d) {
    for (int k = 0; k < n; ++k) {
      fill([&](int i) { return std::pair{k * n + i, d}; });
      fill([&](int i) { return std::pair{i * n + k, d}; });
      fill([&](int i) { return std::pair{shape.box_cell(k, i), d}; });
    }
  }
}

ClauseCounter::~ClauseCounter() { solver_->disconnect_learner(); }

std::uint64_t ClauseCounter::conflicts_for(std::uint64_t nodes) const {
  const auto cost = std::max<std::uint64_t>(1, static_cast<std::uint64_t>(size_ * size_ / 6));
  return nodes == 0 ? 0 : std::max<std::uint64_t>(1, nodes / cost);
}

std::uint64_t ClauseCounter::conflicts() const { return counter_->conflicts; }

void ClauseCounter::set_phases(const Grid& solution) {
  for (int cell = 0; cell < shape_.cells(); ++cell) solver_->phase(literal(cell, solution.at(cell)));
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
  if (on != 0) {
    solver_->add(-on);
    solver_->add(0);
  }
  return status == 20 ? Answer::none : status == 10 ? Answer::found : Answer::unknown;
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

void ClauseCounter::keep(int cell, int digit) {
  solver_->add(literal(cell, digit));
  solver_->add(0);
}

}  // namespace sudokit
