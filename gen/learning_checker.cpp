#include "gen/learning_checker.hpp"

#include <algorithm>
#include <limits>

#include <cadical.hpp>

namespace sudokit {

LearningChecker::LearningChecker(const Grid& solution)
    : solver_(std::make_unique<CaDiCaL::Solver>()), size_(solution.size()) {
  // "sat": CaDiCaL's settings for satisfiable problems (stable mode only). Most hard checks
  // find a second solution; on the dig of `--box 5x5 --seed 3` it took 88 -> 29 s with the
  // solution's digits as phases (the default settings 52 s, "unsat" 75 s).
  solver_->configure("sat");
  const Shape shape = solution.shape();
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
  for (int cell = 0; cell < shape.cells(); ++cell) solver_->phase(literal(cell, solution.at(cell)));
}

LearningChecker::~LearningChecker() = default;

LearningChecker::Answer LearningChecker::check(const Grid& puzzle, const std::vector<std::pair<int, int>>& blanked,
                                               std::uint64_t conflicts) {
  // "One of the blanked cells differs", switched on by a fresh variable for this call only and
  // switched off for good after it.
  const int on = next_variable_++;
  solver_->add(-on);
  for (const auto& [cell, digit] : blanked) solver_->add(-literal(cell, digit));
  solver_->add(0);
  solver_->assume(on);
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    if (puzzle.at(cell) != 0) solver_->assume(literal(cell, puzzle.at(cell)));
  }
  if (conflicts > 0) {
    constexpr auto most = static_cast<std::uint64_t>(std::numeric_limits<int>::max());
    solver_->limit("conflicts", static_cast<int>(std::min(conflicts, most)));
  }
  const int status = solver_->solve();
  solver_->add(-on);
  solver_->add(0);
  return status == 20 ? Answer::unique : status == 10 ? Answer::not_unique : Answer::unknown;
}

void LearningChecker::keep(int cell, int digit) {
  solver_->add(literal(cell, digit));
  solver_->add(0);
}

}  // namespace sudokit
