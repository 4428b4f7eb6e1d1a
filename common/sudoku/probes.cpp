// SPDX-License-Identifier: MIT
// The probes and the logical level (see probes.hpp). The bit-mask probes keep, per house of
// the puzzle's geometry, the digits placed; a cell's candidates are the digits none of its
// houses has. (Houses only: a killer's cages are not the probes' rules.)
// propagate copies its small state at each branch instead of undoing.
#include "common/sudoku/probes.hpp"

#include <array>

#include "common/engine/bits.hpp"
#include "common/engine/budget.hpp"
#include "common/sudoku/bitboard_counter.hpp"
#include "common/sudoku/explainer.hpp"
#include "common/sudoku/sudoku_solver.hpp"

namespace sudokit {

const char* logic_level_name(LogicLevel level) {
  switch (level) {
    case LogicLevel::singles: return "singles";
    case LogicLevel::locked_pairs: return "locked-pairs";
    case LogicLevel::search: return "search";
  }
  return "?";
}

std::optional<LogicLevel> parse_logic_level(std::string_view name) {
  for (const LogicLevel level : {LogicLevel::singles, LogicLevel::locked_pairs, LogicLevel::search}) {
    if (name == logic_level_name(level)) return level;
  }
  if (name == "locked") return LogicLevel::locked_pairs;
  return std::nullopt;
}

namespace {

std::size_t ur(int i) { return static_cast<std::size_t>(i); }

// Placed digits per house, for the bit-mask probes.
struct State {
  std::vector<std::uint8_t> grid;
  std::vector<std::uint64_t> used;  // per house
};

class MaskSearch {
 public:
  MaskSearch(const Grid& puzzle, bool propagate, std::uint64_t budget)
      : geometry_(puzzle.geometry_ptr()), n_(puzzle.size()), propagate_(propagate), budget_(budget) {
    all_ = n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1;
    state_.grid.assign(puzzle.cells().begin(), puzzle.cells().end());
    state_.used.assign(ur(geometry_->houses()), 0);
    for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
      const int d = puzzle.at(cell);
      if (d == 0) continue;
      const std::uint64_t bit = std::uint64_t{1} << (d - 1);
      if (candidates(state_, cell) & bit) {
        place(state_, cell, d);
      } else {
        invalid_ = true;
      }
    }
  }

  ProbeEffort run() {
    ProbeEffort effort;
    if (!invalid_) effort.solved = visit(state_);
    effort.nodes = budget_.nodes();
    effort.finished = !budget_.exhausted();
    if (effort.solved) {
      effort.solution = Grid(geometry_);
      for (std::size_t cell = 0; cell < solution_.size(); ++cell) {
        effort.solution.set(static_cast<int>(cell), solution_[cell]);
      }
    }
    return effort;
  }

 private:
  std::uint64_t candidates(const State& s, int cell) const {
    std::uint64_t taken = 0;
    for (const int h : geometry_->houses_of(cell)) taken |= s.used[ur(h)];
    return all_ & ~taken;
  }
  void place(State& s, int cell, int digit) const {
    s.grid[ur(cell)] = static_cast<std::uint8_t>(digit);
    for (const int h : geometry_->houses_of(cell)) s.used[ur(h)] |= std::uint64_t{1} << (digit - 1);
  }
  void clear(State& s, int cell, int digit) const {
    s.grid[ur(cell)] = 0;
    for (const int h : geometry_->houses_of(cell)) s.used[ur(h)] &= ~(std::uint64_t{1} << (digit - 1));
  }

  // Naked and hidden singles until none is left; false on a contradiction.
  bool singles(State& s) const {
    for (bool changed = true; changed;) {
      changed = false;
      for (int cell = 0; cell < static_cast<int>(s.grid.size()); ++cell) {
        if (s.grid[ur(cell)] != 0) continue;
        const std::uint64_t m = candidates(s, cell);
        if (m == 0) return false;
        if ((m & (m - 1)) == 0) {
          place(s, cell, lowest_bit(m) + 1);
          changed = true;
        }
      }
      for (int house = 0; house < geometry_->houses(); ++house) {
        std::uint64_t once = 0, twice = 0;
        for (const int cell : geometry_->house(house)) {
          if (s.grid[ur(cell)] != 0) continue;
          const std::uint64_t m = candidates(s, cell);
          twice |= once & m;
          once |= m;
        }
        if ((once | s.used[ur(house)]) != all_) return false;  // a digit with no place
        for (std::uint64_t hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
          const std::uint64_t bit = hidden & (0 - hidden);
          for (const int cell : geometry_->house(house)) {
            if (s.grid[ur(cell)] == 0 && (candidates(s, cell) & bit)) {
              place(s, cell, lowest_bit(bit) + 1);
              changed = true;
              break;
            }
          }
        }
      }
    }
    return true;
  }

  bool visit(State& s) {
    if (propagate_ && !singles(s)) return false;
    int pick = -1;
    int fewest = 65;
    for (int cell = 0; cell < static_cast<int>(s.grid.size()); ++cell) {
      if (s.grid[ur(cell)] != 0) continue;
      const int count = bit_count(candidates(s, cell));
      if (count < fewest) {
        fewest = count;
        pick = cell;
        if (count <= 1) break;
      }
    }
    if (pick < 0) {  // full
      solution_ = s.grid;
      return true;
    }
    if (fewest == 0) return false;
    for (std::uint64_t m = candidates(s, pick); m != 0; m &= m - 1) {
      if (!budget_.spend()) return false;
      const int digit = lowest_bit(m) + 1;
      if (propagate_) {
        State next = s;
        place(next, pick, digit);
        if (visit(next)) return true;
      } else {
        place(s, pick, digit);
        if (visit(s)) return true;
        clear(s, pick, digit);
      }
      if (budget_.exhausted()) return false;
    }
    return false;
  }

  GeometryPtr geometry_;
  int n_;
  bool propagate_;
  NodeBudget budget_;
  std::uint64_t all_ = 0;
  State state_;
  std::vector<std::uint8_t> solution_;
  bool invalid_ = false;
};

// Row-major backtracking with no heuristic: the first empty cell, digits 1..N in order (a
// digit is tried, a node, when no house of the cell has it: the houses' digits kept as masks,
// as contestants keep them).
class NaiveSearch {
 public:
  NaiveSearch(const Grid& puzzle, std::uint64_t budget)
      : grid_(puzzle), n_(puzzle.size()), budget_(budget), used_(ur(puzzle.geometry().houses()), 0) {
    for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
      if (puzzle.at(cell) != 0) flip(cell, puzzle.at(cell));
    }
  }
  ProbeEffort run() {
    ProbeEffort effort;
    if (!find_conflict(grid_)) effort.solved = visit(0);
    effort.nodes = budget_.nodes();
    effort.finished = !budget_.exhausted();
    if (effort.solved) effort.solution = grid_;
    return effort;
  }

 private:
  void flip(int cell, int digit) {
    for (const int h : grid_.geometry().houses_of(cell)) used_[ur(h)] ^= std::uint64_t{1} << (digit - 1);
  }
  bool visit(int cell) {
    const int cells = grid_.shape().cells();
    while (cell < cells && grid_.at(cell) != 0) ++cell;
    if (cell == cells) return true;
    std::uint64_t taken = 0;
    for (const int h : grid_.geometry().houses_of(cell)) taken |= used_[ur(h)];
    for (int digit = 1; digit <= n_; ++digit) {
      if (taken >> (digit - 1) & 1) continue;
      if (!budget_.spend()) return false;
      grid_.set(cell, digit);
      flip(cell, digit);
      if (visit(cell + 1)) return true;
      flip(cell, digit);
      grid_.set(cell, 0);
      if (budget_.exhausted()) return false;
    }
    return false;
  }
  Grid grid_;
  int n_;
  NodeBudget budget_;
  std::vector<std::uint64_t> used_;             // per house: its digits
};

// The bitboard counter (what the strongest contestants write: bit boards, singles and locked
// candidates between branches), to its first solution.
ProbeEffort bitboard_effort(const Grid& puzzle, std::uint64_t budget) {
  ProbeEffort effort;
  if (find_conflict(puzzle)) {
    effort.finished = true;
    return effort;
  }
  const auto counter = BitboardCounter::make(puzzle.shape());
  counter->set_node_limit(budget);
  const BitboardCounter::Result result = counter->count(puzzle, 1);
  effort.nodes = result.nodes;
  effort.solved = result.solutions > 0;
  effort.finished = result.complete || effort.solved;
  if (effort.solved) effort.solution = counter->solution(0);
  return effort;
}

ProbeEffort dlx_effort(const Grid& puzzle, std::uint64_t budget, std::uint64_t limit) {
  SudokuSolver solver(SudokuMatrix::for_geometry(puzzle.geometry_ptr()));  // (its houses)
  solver.set_node_limit(budget);
  const SolveResult result = solver.solve(puzzle, limit, 1);
  ProbeEffort effort;
  effort.nodes = result.effort.nodes;
  effort.solved = result.solutions > 0;
  if (effort.solved) effort.solution = result.found.front();
  effort.finished = result.verdict != Verdict::unknown || (limit == 1 && result.solutions > 0);
  return effort;
}

struct ProbeRow {
  Probe probe;
  const char* name;
  int max_size;  // the largest N it runs on
  ProbeEffort (*run)(const Grid& puzzle, std::uint64_t budget);
};
// The table, in the order --probes lists them by default.
constexpr ProbeRow kProbes[] = {
    {Probe::dlx, "dlx", Shape::kMaxSize,
     [](const Grid& p, std::uint64_t b) { return dlx_effort(p, b, 1); }},
    {Probe::dlx_count, "dlx-count", Shape::kMaxSize,
     [](const Grid& p, std::uint64_t b) { return dlx_effort(p, b, 2); }},
    {Probe::bitmask, "bitmask", Shape::kMaxSize,
     [](const Grid& p, std::uint64_t b) { return MaskSearch(p, false, b).run(); }},
    {Probe::propagate, "propagate", Shape::kMaxSize,
     [](const Grid& p, std::uint64_t b) { return MaskSearch(p, true, b).run(); }},
    {Probe::naive, "naive", Shape::kMaxSize, [](const Grid& p, std::uint64_t b) { return NaiveSearch(p, b).run(); }},
    {Probe::bitboard, "bitboard", Shape::kMaxSize, bitboard_effort},
};

const ProbeRow& row_of(Probe probe) {
  for (const ProbeRow& row : kProbes) {
    if (row.probe == probe) return row;
  }
  return kProbes[0];  // every Probe has a row
}

}  // namespace

const std::vector<Probe>& all_probes() {
  static const std::vector<Probe> probes = [] {
    std::vector<Probe> list;
    for (const ProbeRow& row : kProbes) list.push_back(row.probe);
    return list;
  }();
  return probes;
}

const char* probe_name(Probe probe) { return row_of(probe).name; }

std::optional<Probe> parse_probe(std::string_view name) {
  for (const ProbeRow& row : kProbes) {
    if (name == row.name) return row.probe;
  }
  return std::nullopt;
}

std::string probe_names(const char* separator) {
  std::string out;
  for (const ProbeRow& row : kProbes) out += (out.empty() ? "" : separator) + std::string(row.name);
  return out;
}

int probe_max_size(Probe probe) { return row_of(probe).max_size; }

bool probe_applies(Probe probe, int size, const VariantKind& kind) {
  return size <= probe_max_size(probe) && !kind.killer && (probe != Probe::bitboard || kind.classic());
}

bool probe_applies(Probe probe, const Geometry& geometry) {
  return probe_applies(probe, geometry.size(), geometry.variant());
}

ProbeEffort probe_effort(Probe probe, const Grid& puzzle, std::uint64_t budget) {
  return row_of(probe).run(puzzle, budget);
}

namespace {

// The logical levels' techniques, on Sudoku Explainer's solver (common/sudoku/explainer.hpp):
// singles; then locked candidates and naked and hidden pairs (direct or not) as well.
constexpr TechniqueSet kSinglesTechniques =
    technique_bit(Technique::full_house) | technique_bit(Technique::hidden_single_box) |
    technique_bit(Technique::hidden_single_line) | technique_bit(Technique::naked_single);
constexpr TechniqueSet kLockedPairsTechniques =
    kSinglesTechniques | technique_bit(Technique::direct_pointing) | technique_bit(Technique::direct_claiming) |
    technique_bit(Technique::direct_hidden_pair) | technique_bit(Technique::pointing) |
    technique_bit(Technique::claiming) | technique_bit(Technique::naked_pair) | technique_bit(Technique::hidden_pair);

// The steps of a path by kind: each placement by a single (a direct step's is a hidden single
// too), and the steps of the other techniques.
LogicSteps tally_steps(const Explanation& path) {
  LogicSteps steps;
  for (const ExplainStep& step : path.steps) {
    switch (step.technique) {
      case Technique::naked_single: ++steps.naked_singles; continue;
      case Technique::direct_pointing:
      case Technique::direct_claiming:
      case Technique::pointing:
      case Technique::claiming: ++steps.locked_candidates; break;
      case Technique::naked_pair: ++steps.naked_pairs; break;
      case Technique::direct_hidden_pair:
      case Technique::hidden_pair: ++steps.hidden_pairs; break;
      default: break;
    }
    steps.hidden_singles += static_cast<int>(step.placed.size());
  }
  return steps;
}

}  // namespace

LogicSteps logic_steps(const Grid& puzzle) {
  if (find_conflict(puzzle)) return LogicSteps{};
  ExplainOptions options;
  options.budget = 0;  // (pairs at most: polynomial, and the level must be exact)
  options.techniques = kSinglesTechniques;
  Explanation path = explain(puzzle, options);
  if (path.solved) {
    LogicSteps steps = tally_steps(path);
    steps.level = LogicLevel::singles;
    return steps;
  }
  options.techniques = kLockedPairsTechniques;
  path = explain(puzzle, options);
  LogicSteps steps = tally_steps(path);
  steps.level = path.solved ? LogicLevel::locked_pairs : LogicLevel::search;
  return steps;
}

LogicLevel logic_level(const Grid& puzzle) { return logic_steps(puzzle).level; }

}  // namespace sudokit
