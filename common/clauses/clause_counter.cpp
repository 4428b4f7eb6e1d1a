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

ClauseCounter::ClauseCounter(const Shape& shape)
    : solver_(std::make_unique<CaDiCaL::Solver>()),
      counter_(std::make_unique<ConflictCounter>()),
      shape_(shape),
      size_(shape.size()),
      found_{Grid(shape), Grid(shape)} {
  // "sat": CaDiCaL's settings for satisfiable problems (stable mode only). Most hard checks
  // find a second solution; on the dig of `--box 5x5 --seed 3` it took 88 -> 29 s with the
  // solution's digits as phases (the default settings 52 s, "unsat" 75 s).
  solver_->configure("sat");
  solver_->connect_learner(counter_.get());
  const int n = size_;
  next_variable_ = shape.cells() * n + 1;
  std::vector<int> house(static_cast<std::size_t>(n));
  const auto exactly_one = [this, &house] {
    for (int lit : house) solver_->add(lit);
    solver_->add(0);
    for (std::size_t i = 0; i < house.size(); ++i) {
      for (std::size_t j = i + 1; j < house.size(); ++j) {
        solver_->add(-house[i]);
        solver_->add(-house[j]);
        solver_->add(0);
      }
    }
  };
  for (int cell = 0; cell < shape.cells(); ++cell) {
    for (int d = 1; d <= n; ++d) house[static_cast<std::size_t>(d - 1)] = literal(cell, d);
    exactly_one();
  }
  for (int d = 1; d <= n; ++d) {
    for (int k = 0; k < n; ++k) {
      for (int i = 0; i < n; ++i) house[static_cast<std::size_t>(i)] = literal(k * n + i, d);
      exactly_one();
      for (int i = 0; i < n; ++i) house[static_cast<std::size_t>(i)] = literal(i * n + k, d);
      exactly_one();
      for (int i = 0; i < n; ++i) house[static_cast<std::size_t>(i)] = literal(shape.box_cell(k, i), d);
      exactly_one();
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

void ClauseCounter::keep_givens(const Grid& givens) {
  for (int cell = 0; cell < shape_.cells(); ++cell) {
    if (givens.at(cell) != 0) keep(cell, givens.at(cell));
  }
}

}  // namespace sudokit
