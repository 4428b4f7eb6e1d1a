// SPDX-License-Identifier: MIT
// Digging, and why it is cheap.
//
// One solver per thread holds the current puzzle's givens as selected options for the whole
// pass, and each uniqueness check is a search on it:
// - after removing one given v from cell c of a unique puzzle, the puzzle stays unique iff no
//   solution has another digit in c (a solution that agrees on c satisfies the old givens, so
//   it is the old solution): one search for a single solution with option (c, v) excluded;
// - after removing several cells, a count to two.
// The selection is a stack, undone last in, first out. The givens not tried yet are selected
// in reverse order of trial, so the next cells to try are on top and removing them is a pop.
// A given that must stay ("kept") is pushed back on top: such kept givens float above the
// untried ones, are lifted off and put back around each later trial, and once a few have piled
// up the stack is rebuilt with every kept given at the bottom. (Selecting all givens afresh for
// every check cost more than the searches.)
// Before any search, a removal that blanks a small unavoidable set is refused outright
// (find_unavoidable_sets below).
//
// That stack serves --counter dlx. By default the checks go to BitboardCounter instead, which
// propagates singles and locked candidates between branches (and on wide boxes looks ahead),
// and digs every shape faster (docs/benchmarks.md). It reads the puzzle afresh each time (all
// givens at once, cheaper than the stack), so the stack is not kept there. The puzzles are the
// same either way: a check's answer is a fact about the puzzle, whichever search proves it
// (only node budgets, counted in each searcher's own nodes, can differ).
//
// With options.learn, the checks go to a ClauseCounter instead, one per block of 64 orbits:
// the same answers again (the same puzzles), from a clause-learning search that keeps what it
// learns from check to check, which the sparse end of a 25x25 dig needs
// (common/clauses/clause_counter.hpp). Every given outside the block, kept or tried only
// later, is a clause of its solver, which simplifies with it; only the block's own givens are
// assumptions (one solver for the whole dig, every untried given assumed, was slower).
//
// Adding (options.add) makes the puzzle the other way round first: from an empty grid, while
// the puzzle has a second solution, the given of one cell where they differ is added (the cell
// chosen among those where the fewest second solutions so far differed, ties at random). The
// bitboard counter finds the second solution, trying the solution's digits first, so it
// differs from the solution in few cells, and clause
// learning takes over a search the counter does not settle in options.add_nodes. The puzzle
// is unique when no second solution is left; a given stays needed as long as no later one
// lands where its second solution differed, and the dig after it (each of those givens tried
// once, in the order they came) removes those that are not, a few. The dig from the full grid
// spends most of its time proving the givens it keeps needed, searching far for each second
// solution; after adding, the second solutions are near and the bitboard counter finds most
// of them.
//
// Cells are tried in runs: one check removes a whole run, and only if the puzzle is then not
// unique is the run split in halves, and each half tried in turn, down to single cells. A run
// whose removal keeps the puzzle unique is exactly what removing its cells one at a time would
// keep (every puzzle in between has more givens, so it is unique too): the result is the greedy
// one-cell-at-a-time pass, with long runs while the grid is dense and single cells near the end.
#include "gen/generator.hpp"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <limits>
#include <map>
#include <optional>
#include <thread>

#include "common/clauses/clause_counter.hpp"
#include "common/sudoku/bitboard_counter.hpp"
#include "common/sudoku/explainer.hpp"
#include "common/sudoku/full_grid.hpp"

namespace sudokit {

Generator::Generator(Shape shape, Counter counter)
    : matrix_(SudokuMatrix::for_shape(shape)), engine_(matrix_->problem()) {
  if (counter != Counter::dlx) {
    counter_ = BitboardCounter::make(shape);
  }
}

Generator::~Generator() = default;
Generator::Generator(Generator&&) noexcept = default;

Grid Generator::full_grid(Rng& rng) { return random_full_grid(*matrix_, engine_, rng); }

// One pass of digging over a shuffled list of cell groups ("orbits" of the symmetry).
class Generator::Dig {
 public:
  // Digs the full grid `solution`, its orbits in random order.
  Dig(Generator& generator, const Grid& solution, Rng& rng, const GenerateOptions& options)
      : Dig(generator, solution, solution, {}, options) {
    // The same order as shuffling the orbits themselves: the shuffle depends on the count only.
    order_.resize(orbits_.size());
    for (std::size_t k = 0; k < order_.size(); ++k) order_[k] = static_cast<std::uint32_t>(k);
    rng.shuffle(Span<std::uint32_t>(order_));
  }
  // Digs `start` (a unique puzzle of `solution`), its orbits `order` (all its givens) in that
  // order, each one tried on its own (options.add: few of them can go).
  Dig(Generator& generator, const Grid& solution, const Grid& start, std::vector<std::uint32_t> order,
      const GenerateOptions& options)
      : engine_(generator.engine_),
        counter_(generator.counter_.get()),
        matrix_(*generator.matrix_),
        options_(options),
        solution_(solution),
        puzzle_(start),
        orbits_(generator.orbits(options.symmetry)),
        order_(std::move(order)),
        counter_first_(counter_ != nullptr && options.add && options.learn),
        givens_(start.givens()) {
    kept_.reserve(orbits_.size());
    find_unavoidable_sets();
  }

  GeneratedPuzzle run() {
    engine_.set_node_limit(options_.check_nodes);
    if (counter_) {
      counter_->set_node_limit(counter_first_ ? options_.add_nodes * counter_->node_cost() : options_.check_nodes);
      counter_->set_preference(&solution_);
    }
    // A check that fails must find a second solution; it usually differs from the known one
    // in a few cells only, so the search tries the known solution's digit first everywhere.
    // (Unique checks explore everything anyway: the order does not change their cost.) It pays
    // from 16x16 up; on smaller grids second solutions are found in a few dozen nodes anyway,
    // and listing the options costs more than it saves.
    if (puzzle_.size() >= 16 && !counter_ && !options_.learn) {
      preferred_.assign(static_cast<std::size_t>(matrix_.problem().option_count()), 0);
      for (int cell = 0; cell < puzzle_.shape().cells(); ++cell) {
        preferred_[static_cast<std::size_t>(matrix_.option(cell, solution_.at(cell)))] = 1;
      }
      engine_.set_preference(preferred_);
    }
    if (!counter_ && !options_.learn) rebuild();
    const int floor = std::max(options_.min_givens, 0);
    // A first run of 30% of the groups (24 on 9x9), then half as many while whole runs go,
    // and single groups from the first run that fails: removals fail more and more often as
    // the grid empties, and a failed run costs a count to two on top of the checks of its
    // halves. (This schedule beat doubling runs and halving on failure, whatever the first
    // length.)
    std::size_t run_length = options_.add ? 1 : std::max<std::size_t>(order_.size() * 3 / 10, 1);
    while (next_ < order_.size() && givens_ > floor) {
      const std::size_t end = std::min(next_ + run_length, order_.size());
      const bool whole = remove(next_, end, floor);
      run_length = whole ? std::max<std::size_t>(run_length / 2, 1) : 1;
    }
    engine_.set_node_limit(0);
    engine_.set_preference({});
    engine_.clear_selection();
    if (counter_) counter_->set_preference(nullptr);
    GeneratedPuzzle made{puzzle_, Grid(puzzle_.shape()), givens_, 0, false, checks_};
    made.minimal = next_ == order_.size() && !skipped_ && !undecided_;
    made.unproven = undecided_;
    return made;
  }

 private:
  static constexpr std::size_t kMaxFloating = 4;  // kept givens above the untried, at most
  // Orbits a ClauseCounter checks (options.learn): the block size that dug 25x25 fastest
  // (smaller blocks learn less, larger ones assume more).
  static constexpr std::size_t kLearningBlock = 64;
  // The learned clauses the two searchers of a check give each other (GenerateOptions::threads),
  // at most this long: short clauses are worth sharing, long ones cost more to take in than
  // they prune. (Two searchers racing on one check did better than each running ahead on the
  // next orbits, which learns from half the checks only.)
  static constexpr int kShareSize = 20;

  void push(const std::vector<int>& orbit) {
    for (int cell : orbit) engine_.select(matrix_.option(cell, puzzle_.at(cell)));
  }
  void pop(const std::vector<int>& orbit) {
    for (std::size_t k = 0; k < orbit.size(); ++k) engine_.unselect();
  }
  // Kept givens at the bottom, then the untried orbits, the next one on top.
  void rebuild() {
    engine_.clear_selection();
    for (std::size_t k : kept_) push(orbit(k));
    for (std::size_t k = order_.size(); k > next_; --k) push(orbit(k - 1));
    floating_ = 0;
  }
  void lift_floating() {
    for (std::size_t f = 0; f < floating_; ++f) pop(orbit(kept_[kept_.size() - 1 - f]));
  }
  void place_floating() {
    for (std::size_t f = floating_; f > 0; --f) push(orbit(kept_[kept_.size() - f]));
  }

  // Tries to remove orbits [begin, end) (begin == next_) at once, else halves. True if all
  // went in one check.
  bool remove(std::size_t begin, std::size_t end, int floor) {
    if (givens_ <= floor) {
      skipped_ = true;
      next_ = order_.size();  // the pass stops here
      return false;
    }
    int cells = 0;
    for (std::size_t k = begin; k < end; ++k) cells += static_cast<int>(orbit(k).size());
    if (givens_ - cells >= floor) {
      if (check_without(begin, end)) {
        for (std::size_t k = begin; k < end; ++k) {
          for (int cell : orbit(k)) puzzle_.set(cell, 0);
        }
        givens_ -= cells;
        next_ = end;
        return true;
      }
    } else if (end - begin == 1) {
      skipped_ = true;  // this group would take the puzzle below the floor
    }
    if (end - begin == 1) {
      keep(begin);
      return false;
    }
    const std::size_t middle = begin + (end - begin) / 2;
    remove(begin, middle, floor);
    if (next_ == middle) remove(middle, end, floor);
    return false;
  }

  // Small unavoidable sets of the solution, sets of cells that can be given other digits
  // among themselves: take two rows of one band and map each column to the column where the
  // other row has the same digit; the cells of a cycle of that map, in both rows, can swap rows
  // (rows keep their digits, columns and boxes swap two cells each). Likewise two columns of
  // one stack. Any puzzle with no given in such a set has a second solution, so a removal that
  // leaves one blank is refused without a search. The puzzles are exactly the same; on 9x9
  // the 2-cycles (rectangles) alone catch a quarter of the refusals, and cycles up to 4 took
  // generation from 2,380 to 3,000 puzzles/s (longer ones cost more than they catch). On
  // 16x16 the refusals come from larger sets and this gains little.
  static constexpr int kLongestCycle = 4;

  void find_unavoidable_sets() {
    const Shape& shape = puzzle_.shape();
    const int n = shape.size();
    set_cells_.clear();
    set_begin_.assign(1, 0);
    // line(k, i): the i-th cell of row k (rows == true) or of column k.
    const auto cell_at = [n](bool rows, int line, int i) { return rows ? line * n + i : i * n + line; };
    std::vector<int> where(static_cast<std::size_t>(n) + 1);
    std::vector<char> seen(static_cast<std::size_t>(n));
    for (const bool rows : {true, false}) {
      const int group = rows ? shape.box_rows : shape.box_cols;  // rows of a band, columns of a stack
      for (int l1 = 0; l1 < n; ++l1) {
        for (int l2 = l1 + 1; l2 < n && l2 / group == l1 / group; ++l2) {
          for (int i = 0; i < n; ++i) where[static_cast<std::size_t>(solution_.at(cell_at(rows, l2, i)))] = i;
          std::fill(seen.begin(), seen.end(), 0);
          for (int start = 0; start < n; ++start) {
            const std::size_t begin = set_cells_.size();
            int length = 0;
            for (int i = start; !seen[static_cast<std::size_t>(i)];
                 i = where[static_cast<std::size_t>(solution_.at(cell_at(rows, l1, i)))]) {
              seen[static_cast<std::size_t>(i)] = 1;
              set_cells_.push_back(cell_at(rows, l1, i));
              set_cells_.push_back(cell_at(rows, l2, i));
              ++length;
            }
            if (length < 2 || length > kLongestCycle) {
              set_cells_.resize(begin);
            } else {
              set_begin_.push_back(static_cast<int>(set_cells_.size()));
            }
          }
        }
      }
    }
    // Each cell's sets, in the order found.
    cell_begin_.assign(static_cast<std::size_t>(shape.cells()) + 1, 0);
    for (int cell : set_cells_) ++cell_begin_[static_cast<std::size_t>(cell) + 1];
    for (std::size_t c = 1; c < cell_begin_.size(); ++c) cell_begin_[c] += cell_begin_[c - 1];
    cell_sets_.resize(set_cells_.size());
    std::vector<int> fill(cell_begin_.begin(), cell_begin_.end() - 1);
    for (std::size_t k = 0; k + 1 < set_begin_.size(); ++k) {
      for (auto i = static_cast<std::size_t>(set_begin_[k]); i < static_cast<std::size_t>(set_begin_[k + 1]); ++i) {
        cell_sets_[static_cast<std::size_t>(fill[static_cast<std::size_t>(set_cells_[i])]++)] = static_cast<int>(k);
      }
    }
  }

  // Blanks orbits [begin, end) of the puzzle, their cells and digits kept in saved_ for
  // restore().
  void blank(std::size_t begin, std::size_t end) {
    saved_.clear();
    for (std::size_t k = begin; k < end; ++k) {
      for (int cell : orbit(k)) {
        saved_.emplace_back(cell, puzzle_.at(cell));
        puzzle_.set(cell, 0);
      }
    }
  }
  void restore() {
    for (const auto& [cell, digit] : saved_) puzzle_.set(cell, digit);
  }

  // Whether removing orbits [begin, end) blanks a whole unavoidable set.
  bool empties_an_unavoidable_set(std::size_t begin, std::size_t end) {
    blank(begin, end);
    bool empty = false;
    for (std::size_t k = 0; k < saved_.size() && !empty; ++k) {
      const auto cell = static_cast<std::size_t>(saved_[k].first);
      for (int i = cell_begin_[cell]; i < cell_begin_[cell + 1] && !empty; ++i) {
        const auto set = static_cast<std::size_t>(cell_sets_[static_cast<std::size_t>(i)]);
        const int* cells = set_cells_.data();
        empty = std::all_of(cells + set_begin_[set], cells + set_begin_[set + 1],
                            [this](int c) { return puzzle_.at(c) == 0; });
      }
    }
    restore();
    return empty;
  }

  // Whether the puzzle without orbits [begin, end) is still unique. The engine's stack is left
  // as it was if not, and without those orbits if so.
  bool check_without(std::size_t begin, std::size_t end) {
    ++checks_;
    if (empties_an_unavoidable_set(begin, end)) return false;
    std::optional<bool> unique;
    if (!options_.learn) {
      unique = counter_ ? count_without(begin, end) : search_without(begin, end);
    } else {
      if (counter_first_) unique = count_without(begin, end);
      if (!unique) unique = learn_without(begin, end);
    }
    if (!unique) undecided_ = true;  // not proven: keep them
    return unique.value_or(false);
  }

  // check_without() by the ClauseCounter, on the puzzle without those orbits: unique iff no
  // solution gives one of them another digit (nullopt: the budget ran out).
  std::optional<bool> learn_without(std::size_t begin, std::size_t end) {
    if (!learning_ || end > block_end_) start_block(begin, end);
    blank(begin, end);
    ClauseCounter::Answer answer = ClauseCounter::Answer::unknown;
    if (rival_) {  // both search; the first answer stops the other, and each learns the other's
      stop_ = false;
      ClauseCounter::Answer theirs = ClauseCounter::Answer::unknown;
      std::thread helper([&] {
        theirs = rival_->search(puzzle_, saved_, 0);
        stop_ = true;
      });
      answer = learning_->search(puzzle_, saved_, 0);
      stop_ = true;
      helper.join();
      if (answer == ClauseCounter::Answer::unknown) answer = theirs;
      const std::vector<int> ours = learning_->take_learned();
      learning_->add_clauses(rival_->take_learned());
      rival_->add_clauses(ours);
    } else {
      answer = learning_->search(puzzle_, saved_, options_.check_nodes);
    }
    restore();
    if (answer == ClauseCounter::Answer::unknown) return std::nullopt;
    return answer == ClauseCounter::Answer::none;
  }

  // A fresh ClauseCounter for the checks of orbits [begin, block_end_): every other given of
  // the puzzle now holds in all of them (kept, or tried only later), so it is a clause of the
  // solver, which simplifies with it; the block's own givens are assumptions of each check.
  void start_block(std::size_t begin, std::size_t end) {
    block_end_ = std::min(order_.size(), std::max(end, begin + kLearningBlock));
    Grid others = puzzle_;
    for (std::size_t k = begin; k < block_end_; ++k) {
      for (int cell : orbit(k)) others.set(cell, 0);
    }
    learning_ = std::make_unique<ClauseCounter>(others);
    learning_->set_phases(solution_);  // a second solution is mostly near the first
    if (options_.threads > 1 && options_.check_nodes == 0) {
      rival_ = std::make_unique<ClauseCounter>(others);
      rival_->set_phases(solution_, true);
      for (ClauseCounter* searcher : {learning_.get(), rival_.get()}) {
        searcher->stop_when(&stop_);
        searcher->share_up_to(kShareSize);
      }
    }
  }

  // check_without() by the bitboard counter, on the puzzle without those orbits (nullopt: the
  // budget ran out).
  std::optional<bool> count_without(std::size_t begin, std::size_t end) {
    blank(begin, end);
    const BitboardCounter::Result result =
        saved_.size() == 1 ? counter_->count(puzzle_, 1, {saved_[0].first, saved_[0].second})
                           : counter_->count(puzzle_, 2);
    restore();
    if (!result.complete) return std::nullopt;
    return result.solutions == (saved_.size() == 1 ? 0u : 1u);
  }

  // check_without() by the engine, on the stack of selected givens (nullopt: the budget ran
  // out).
  std::optional<bool> search_without(std::size_t begin, std::size_t end) {
    lift_floating();
    for (std::size_t k = begin; k < end; ++k) pop(orbit(k));
    place_floating();
    SearchResult result;
    bool unique = false;
    if (end - begin == 1 && orbit(begin).size() == 1) {
      const int cell = orbit(begin)[0];
      engine_.exclude(matrix_.option(cell, puzzle_.at(cell)));
      result = engine_.count(1);
      engine_.unexclude();
      unique = result.solutions == 0;
    } else {
      result = engine_.count(2);
      unique = result.solutions == 1;
    }
    const bool out = result.status == SearchStatus::node_limit;
    if (out || !unique) {  // (not proven: the givens stay)
      lift_floating();
      for (std::size_t k = end; k > begin; --k) push(orbit(k - 1));
      place_floating();
    }
    if (out) return std::nullopt;
    return unique;
  }

  // Orbit k (== next_, on top of the untried ones, under the floating) must stay.
  const std::vector<int>& orbit(std::size_t k) const { return orbits_[order_[k]]; }

  void keep(std::size_t k) {
    kept_.insert(kept_.end() - static_cast<std::ptrdiff_t>(floating_), k);
    ++floating_;
    next_ = k + 1;
    if (learning_) {
      for (int cell : orbit(k)) learning_->keep(cell, puzzle_.at(cell));
      if (rival_) {
        for (int cell : orbit(k)) rival_->keep(cell, puzzle_.at(cell));
      }
    } else if (!counter_ && floating_ > kMaxFloating) {
      rebuild();
    }
  }

  ExactCoverSolver& engine_;
  BitboardCounter* counter_;  // the checks' bitboard counter, or nullptr (the engine's stack)
  std::unique_ptr<ClauseCounter> learning_;  // with options.learn: the block's searcher
  std::unique_ptr<ClauseCounter> rival_;     // ... and its rival (see GenerateOptions::threads)
  std::atomic<bool> stop_{false};            // a check of the two is answered
  std::size_t block_end_ = 0;                // its checks are of orbits before this one
  const SudokuMatrix& matrix_;
  const GenerateOptions& options_;
  const Grid& solution_;
  Grid puzzle_;
  const std::vector<std::vector<int>>& orbits_;  // the symmetry's orbits
  std::vector<std::uint32_t> order_;              // the order they are tried in
  // options.add with clause learning: each check gives the bitboard counter options.add_nodes
  // first (they settle most), then clause learning what it leaves.
  bool counter_first_;
  // Small unavoidable sets: set k's cells are set_cells_[set_begin_[k] .. set_begin_[k + 1]),
  // and the sets cell c is in cell_sets_[cell_begin_[c] .. cell_begin_[c + 1]).
  std::vector<int> set_cells_, set_begin_, cell_sets_, cell_begin_;
  std::vector<std::pair<int, int>> saved_;
  std::vector<char> preferred_;     // per option: it agrees with the solution
  std::vector<std::size_t> kept_;  // kept orbits, in stack order; the last floating_ are on top
  std::size_t floating_ = 0;
  std::size_t next_ = 0;           // the first orbit not tried yet
  int givens_;
  std::uint64_t checks_ = 0;
  bool skipped_ = false;    // some group was not tried because of the floor
  bool undecided_ = false;  // some check ran out of nodes
};

const std::vector<std::vector<int>>& Generator::orbits(Symmetry symmetry) {
  if (orbits_of_ != symmetry) {
    orbits_ = symmetry_orbits(shape(), symmetry);
    orbits_of_ = symmetry;
  }
  return orbits_;
}

Grid Generator::add_until_unique(const Grid& solution, Rng& rng, const GenerateOptions& options,
                                 std::vector<std::uint32_t>* order, std::uint64_t* searches) {
  const Shape& shape = solution.shape();
  const std::vector<std::vector<int>>& groups = orbits(options.symmetry);
  std::vector<std::uint32_t> group_of(static_cast<std::size_t>(shape.cells()));
  for (std::size_t k = 0; k < groups.size(); ++k) {
    for (int cell : groups[k]) group_of[static_cast<std::size_t>(cell)] = static_cast<std::uint32_t>(k);
  }
  if (!adder_) adder_ = BitboardCounter::make(shape);
  adder_->set_preference(&solution);
  adder_->set_node_limit(options.add_nodes * adder_->node_cost());
  std::unique_ptr<ClauseCounter> clauses;  // made when the bitboard counter first runs out
  Grid puzzle(shape);
  std::vector<int> differed(static_cast<std::size_t>(shape.cells()), 0);  // second solutions there
  std::vector<std::pair<int, int>> blanks;
  std::vector<int> fewest;
  for (;;) {
    ++*searches;
    const Grid* second = nullptr;
    const BitboardCounter::Result counted = adder_->count(puzzle, 2);
    if (counted.solutions >= 2) {
      second = &adder_->solution(adder_->solution(0) == solution ? 1 : 0);
    } else if (counted.complete) {
      break;  // unique
    } else {
      if (!clauses) {
        clauses = std::make_unique<ClauseCounter>(puzzle);
        clauses->set_phases(solution);
      }
      blanks.clear();
      for (int cell = 0; cell < shape.cells(); ++cell) {
        if (puzzle.at(cell) == 0) blanks.emplace_back(cell, solution.at(cell));
      }
      if (clauses->search(puzzle, blanks, 0) == ClauseCounter::Answer::none) break;
      second = &clauses->solution(0);
    }
    fewest.clear();
    int least = std::numeric_limits<int>::max();
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (second->at(cell) == solution.at(cell)) continue;
      const int k = differed[static_cast<std::size_t>(cell)]++;
      if (k < least) fewest.clear();
      least = std::min(least, k);
      if (k == least) fewest.push_back(cell);
    }
    const std::uint32_t group = group_of[static_cast<std::size_t>(fewest[rng.below(fewest.size())])];
    order->push_back(group);
    for (int cell : groups[group]) {
      puzzle.set(cell, solution.at(cell));
      if (clauses) clauses->keep(cell, solution.at(cell));
    }
  }
  return puzzle;
}

GeneratedPuzzle Generator::dig(const Grid& solution, Rng& rng, const GenerateOptions& options) {
  GeneratedPuzzle made;
  if (options.add) {
    std::vector<std::uint32_t> order;
    std::uint64_t searches = 0;
    const Grid start = add_until_unique(solution, rng, options, &order, &searches);
    made = Dig(*this, solution, start, std::move(order), options).run();
    made.checks += searches;
  } else {
    made = Dig(*this, solution, rng, options).run();
  }
  made.solution = solution;
  return made;
}

bool Grader::accepts(const Grid& puzzle) {
  if (options_.se_band) {
    ExplainOptions band;
    band.stop_above = options_.se_band->second;  // (a puzzle past the band is not rated further)
    const Explanation e = explain(puzzle, band);
    const double er = e.er.value_or(-1);
    if (e.solved && er >= options_.se_band->first - 1e-9 && er <= options_.se_band->second + 1e-9) return true;
    ++ratings_[e.solved ? static_cast<int>(er * 10 + 0.5) : e.above ? -2 : -1];
  } else if (options_.level) {
    const LogicLevel level = logic_level(puzzle);
    if (level == *options_.level) return true;
    ++levels_[static_cast<int>(level)];
  } else {
    return true;
  }
  ++graded_;
  return false;
}

std::string Grader::why_none(int attempts) const {
  std::string tally;
  if (options_.se_band) {  // puzzles with the givens, none in the band
    for (const auto& [tenths, k] : ratings_) {
      tally += (tally.empty() ? "" : ", ") + std::to_string(k) + " " +
               (tenths == -2 ? std::string("above the band")
                : tenths < 0 ? std::string("past sudokit's techniques")
                           : "at " + std::to_string(tenths / 10) + "." + std::to_string(tenths % 10));
    }
    char band[48];
    std::snprintf(band, sizeof band, "%.1f..%.1f", options_.se_band->first, options_.se_band->second);
    return std::string("no puzzle rated ") + band + " in " + std::to_string(attempts) + " grids (" +
           std::to_string(graded_) + " puzzles made: " + tally + "); raise --attempts, or ask for another band";
  }
  for (const LogicLevel level : {LogicLevel::singles, LogicLevel::locked_pairs, LogicLevel::search}) {
    const int k = levels_[static_cast<int>(level)];
    if (k > 0) tally += (tally.empty() ? "" : ", ") + std::to_string(k) + " " + logic_level_name(level);
  }
  return "no puzzle of level " + std::string(logic_level_name(*options_.level)) + " in " +
         std::to_string(attempts) + " grids (" + std::to_string(graded_) + " puzzles made: " + tally +
         "); raise --attempts, or ask for another level or other givens";
}

std::optional<GeneratedPuzzle> Generator::generate(std::uint64_t seed,
                                                   const GenerateOptions& options,
                                                   std::string* why) {
  Rng rng(seed);
  int fewest = 0, most = 0;  // the givens of the puzzles dug and refused: what is usual here
  Grader grader(options);    // ... and the grades of those with the givens asked for
  if (options.full) {
    GeneratedPuzzle made;
    made.solution = made.puzzle = full_grid(rng);
    made.givens = made.puzzle.givens();
    made.attempts = 1;
    return made;
  }
  for (int attempt = 1; attempt <= options.attempts; ++attempt) {
    GeneratedPuzzle made = dig(full_grid(rng), rng, options);
    made.attempts = attempt;
    const bool enough = options.min_givens == 0 || made.givens >= options.min_givens;
    const bool few_enough = options.max_givens == 0 || made.givens <= options.max_givens;
    if (enough && few_enough && grader.accepts(made.puzzle)) return made;
    fewest = attempt == 1 ? made.givens : std::min(fewest, made.givens);
    most = std::max(most, made.givens);
  }
  if (why && grader.graded() > 0) {  // puzzles with the givens, none of the grade
    *why = grader.why_none(options.attempts);
    return std::nullopt;
  }
  if (why) {
    const std::string range = std::to_string(fewest) + (fewest == most ? "" : "-" + std::to_string(most));
    *why = "no puzzle with " +
           (options.min_givens == options.max_givens
                ? "exactly " + std::to_string(options.max_givens)
                : "at most " + std::to_string(options.max_givens)) +
           " givens in " + std::to_string(options.attempts) + " grids (" +
           (options.min_givens > 0
                ? "digging them down to " + std::to_string(options.min_givens) + " left " + range
                : "their minimal " + std::string(options.symmetry != Symmetry::none ? "symmetric " : "") +
                      "puzzles had " + range) +
           " givens); raise --attempts, or ask for more givens";
  }
  return std::nullopt;
}

}  // namespace sudokit
