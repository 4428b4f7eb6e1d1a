// SPDX-License-Identifier: MIT
// NOIP 2009 target sudoku: the branch-and-bound solver and the p1074 profile.
//
// Plain enumeration visits every solution: seconds on 24-given inputs with 10^5..10^6 of them.
// Two ideas make it milliseconds.
//
// 1. Most of the score is the same in every solution. With S_k the centred square of side
//    N - 2k (the cells of ring <= R - k, R = (N-1)/2), the score is 6 * (sum of all digits)
//    + sum_k D(S_k), D the sum of digits. Rows and columns each sum to L = N(N+1)/2, so
//    D(S_k) = (N - 4k) L + D(the four k x k corner squares), and a box inside those corners
//    sums to L too. Per k we keep whichever of S_k and its corners (less whole boxes) has fewer
//    cells. On 9x9 the score becomes 2745 + 2 x (the four corner cells) + (the other 12 cells
//    of the corner 2x2 squares) + the centre: 17 cells matter, 64 have weight 0. (The
//    constant is calibrated on one valid grid; the tests compare with plain enumeration.)
// 2. Branch and bound: the empty cell with the fewest candidates (weighted first on ties), its
//    digits largest first; a branch is cut when the score so far + an upper bound of what the
//    empty weighted cells can add <= the best found (see bound()). Once the weighted cells are
//    filled the bound is exact, so after the first completion every other one is cut.
//    Tried and dropped, both slower: branching on the weighted cells only and completing the
//    rest at the leaves (most leaves have no completion); raw ring scores (a weaker bound).
#include "common/judge/target_score.hpp"

#include <algorithm>
#include <array>
#include <climits>
#include <cstdlib>

#include "common/engine/bits.hpp"
#include "common/judge/test_model.hpp"
#include "common/judge/variant.hpp"
#include "common/sudoku/full_grid.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/sudoku_solver.hpp"

namespace sudokit {

std::vector<int> ring_scores(const Shape& shape) {
  const int n = shape.size();
  std::vector<int> scores(static_cast<std::size_t>(shape.cells()));
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int ring = std::max(std::abs(2 * r - (n - 1)), std::abs(2 * c - (n - 1))) / 2;
      scores[static_cast<std::size_t>(r * n + c)] = 6 + (n - 1) / 2 - ring;
    }
  }
  return scores;
}

namespace {

std::size_t ur(int i) { return static_cast<std::size_t>(i); }

// The reduced weights of idea 1 (see the top of the file) and their constant: for every valid
// full grid g, sum(scores * g) == constant + sum(weights * g).
struct ReducedScores {
  std::vector<int> weights;
  long long constant = 0;
};

ReducedScores reduce_scores(const Shape& shape, const std::vector<int>& scores) {
  const int n = shape.size();
  const int rings = (n - 1) / 2;
  ReducedScores reduced;
  reduced.weights.assign(ur(shape.cells()), 0);
  std::vector<int> inner, corners;
  for (int k = 1; k <= rings; ++k) {
    inner.clear();
    corners.clear();
    const auto outer = [&](int line) { return line < k || line >= n - k; };
    std::vector<int> in_corner_per_box(ur(n), 0);
    for (int cell = 0; cell < shape.cells(); ++cell) {
      const int r = cell / n, c = cell % n;
      if (!outer(r) && !outer(c)) inner.push_back(cell);
      if (outer(r) && outer(c)) ++in_corner_per_box[ur(shape.box_of(r, c))];
    }
    for (int cell = 0; cell < shape.cells(); ++cell) {
      const int r = cell / n, c = cell % n;
      if (outer(r) && outer(c) && in_corner_per_box[ur(shape.box_of(r, c))] < n) corners.push_back(cell);
    }
    for (int cell : corners.size() < inner.size() ? corners : inner) ++reduced.weights[ur(cell)];
  }
  // The constant, from one valid grid: row r holds (r * box_cols + r / box_rows + c) mod N.
  long long full = 0, weighted = 0;
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int r = cell / n, c = cell % n;
    const int digit = (r * shape.box_cols + r / shape.box_rows + c) % n + 1;
    full += static_cast<long long>(scores[ur(cell)]) * digit;
    weighted += static_cast<long long>(reduced.weights[ur(cell)]) * digit;
  }
  reduced.constant = full - weighted;
  return reduced;
}

class TargetSearch {
 public:
  TargetSearch(const Grid& puzzle, const std::vector<int>& scores, std::uint64_t node_limit)
      : shape_(puzzle.shape()), n_(puzzle.size()), grid_(puzzle),
        reduced_(reduce_scores(shape_, scores)), budget_(node_limit) {
    all_ = n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1;
    used_.assign(ur(3 * n_), 0);
    cand_.assign(ur(shape_.cells()), 0);
    houses_.resize(ur(shape_.cells()));
    std::vector<std::vector<int>> by_house(ur(3 * n_));
    house_cells_.resize(ur(3 * n_));
    for (int cell = 0; cell < shape_.cells(); ++cell) {
      const int r = cell / n_, c = cell % n_, b = shape_.box_of(r, c);
      houses_[ur(cell)] = {r, n_ + c, 2 * n_ + b};
      for (int house : houses_[ur(cell)]) house_cells_[ur(house)].push_back(cell);
      if (reduced_.weights[ur(cell)] == 0) continue;
      for (int house : houses_[ur(cell)]) by_house[ur(house)].push_back(cell);
    }
    for (int house = 0; house < 3 * n_; ++house) {
      if (!by_house[ur(house)].empty()) groups_[ur(house / n_)].push_back(by_house[ur(house)]);
    }
    for (int cell = 0; cell < shape_.cells(); ++cell) {
      const int digit = grid_.at(cell);
      if (digit == 0) {
        empty_.push_back(cell);
        continue;
      }
      if (candidates(cell) >> (digit - 1) & 1) {
        place(cell, digit);
      } else {
        conflict_ = true;
      }
      score_ += static_cast<long long>(reduced_.weights[ur(cell)]) * digit;
    }
  }

  TargetScoreResult run() {
    TargetScoreResult result;
    if (!conflict_) visit(static_cast<int>(empty_.size()));
    result.nodes = budget_.nodes();
    result.complete = !budget_.exhausted();
    if (found_) {
      result.score = best_ + reduced_.constant;
      result.best = best_grid_;
    }
    return result;
  }

 private:
  static int largest(std::uint64_t mask) { return 64 - leading_zeros(mask); }
  static bool single(std::uint64_t mask) { return (mask & (mask - 1)) == 0; }
  std::uint64_t candidates(int cell) const {
    const auto& h = houses_[ur(cell)];
    return all_ & ~(used_[ur(h[0])] | used_[ur(h[1])] | used_[ur(h[2])]);
  }
  void place(int cell, int digit) {  // toggles digit in the cell's row, column and box
    const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
    for (int house : houses_[ur(cell)]) used_[ur(house)] ^= bit;
  }

  // An upper bound of what the empty weighted cells can add: the least of three, grouping the
  // cells by rows, by columns or by boxes; per group, the least of: each cell its largest
  // candidate; the cells, heaviest first, the largest distinct digits among their candidates
  // (they share a house, so they differ).
  long long bound() const {
    long long least = LLONG_MAX;
    for (const auto& kind : groups_) {
      long long total = 0;
      for (const std::vector<int>& group : kind) total += group_bound(group);
      least = std::min(least, total);
    }
    return least;
  }

  long long group_bound(const std::vector<int>& group) const {
    long long by_cell = 0;
    std::uint64_t union_mask = 0;
    int weights[64];
    int count = 0;
    for (int cell : group) {
      if (grid_.at(cell) != 0) continue;
      const std::uint64_t m = cand_[ur(cell)];
      const int w = reduced_.weights[ur(cell)];
      by_cell += static_cast<long long>(w) * largest(m);
      union_mask |= m;
      int k = count++;  // insertion sort, heaviest first: groups are small
      for (; k > 0 && weights[k - 1] < w; --k) weights[k] = weights[k - 1];
      weights[k] = w;
    }
    long long distinct = 0;
    for (int k = 0; k < count && union_mask != 0; ++k) {
      const int digit = largest(union_mask);
      union_mask &= ~(std::uint64_t{1} << (digit - 1));
      distinct += static_cast<long long>(weights[k]) * digit;
    }
    return std::min(by_cell, distinct);
  }

  // empty_[0, open) are empty. Branches on the empty cell with the fewest candidates (a
  // weighted one on ties), its digits largest first.
  void visit(int open) {
    if (open == 0) {
      if (!found_ || score_ > best_) {
        found_ = true;
        best_ = score_;
        best_grid_ = grid_;
      }
      return;
    }
    int pick = 0;
    int fewest = 1 << 30;
    for (int k = 0; k < open; ++k) {
      const int cell = empty_[ur(k)];
      const std::uint64_t m = candidates(cell);
      cand_[ur(cell)] = m;  // this node's candidates, for bound() and the hidden singles
      if (m == 0) return;
      const int pop = bit_count(m);
      const int w = reduced_.weights[ur(cell)];
      const int count = pop == 1 ? 0 : w > 0 ? pop * 8 / (w + 1) : pop + 640;
      if (count < fewest) {
        fewest = count;
        pick = k;
      }
    }
    if (found_ && score_ + bound() <= best_) return;
    // A naked single, then a hidden single (a digit with one place left in a house), are
    // forced moves.
    std::uint64_t choices = cand_[ur(empty_[ur(pick)])];
    if (!single(choices)) {
      for (int house = 0; house < 3 * n_ && single(choices) == false; ++house) {
        std::uint64_t once = 0, twice = 0;
        for (int cell : house_cells_[ur(house)]) {
          if (grid_.at(cell) != 0) continue;
          const std::uint64_t m = cand_[ur(cell)];
          twice |= once & m;
          once |= m;
        }
        if ((once | used_[ur(house)]) != all_) return;  // a digit with no place: dead end
        const std::uint64_t hidden = once & ~twice;
        if (hidden == 0) continue;
        const std::uint64_t bit = hidden & (0 - hidden);
        for (int cell : house_cells_[ur(house)]) {
          if (grid_.at(cell) == 0 && (cand_[ur(cell)] & bit)) {
            for (int k = 0; k < open; ++k) {
              if (empty_[ur(k)] == cell) pick = k;
            }
            break;
          }
        }
        choices = bit;
      }
    }
    std::swap(empty_[ur(pick)], empty_[ur(open - 1)]);
    const int cell = empty_[ur(open - 1)];
    const long long weight = reduced_.weights[ur(cell)];
    std::uint64_t m = choices;
    while (m != 0) {
      const int digit = largest(m);
      m &= ~(std::uint64_t{1} << (digit - 1));
      if (!budget_.spend()) break;  // unwinds: each level undoes its own placement, then stops
      place(cell, digit);
      grid_.set(cell, digit);
      score_ += weight * digit;
      visit(open - 1);
      score_ -= weight * digit;
      grid_.set(cell, 0);
      place(cell, digit);
      if (budget_.exhausted()) break;
    }
    std::swap(empty_[ur(pick)], empty_[ur(open - 1)]);
  }

  Shape shape_;
  int n_;
  Grid grid_;
  ReducedScores reduced_;
  std::uint64_t all_ = 0;
  std::vector<std::uint64_t> used_;             // per house (rows, columns, boxes): digits in it
  std::vector<std::uint64_t> cand_;             // per empty cell: candidates at the current node
  std::vector<std::array<int, 3>> houses_;      // per cell: its row, column and box
  std::vector<std::vector<int>> house_cells_;   // per house: its cells
  // Rows, columns, boxes: per house with weighted cells, those cells.
  std::array<std::vector<std::vector<int>>, 3> groups_;
  std::vector<int> empty_;                      // empty cells; filled ones move to the end
  bool conflict_ = false;
  long long score_ = 0;                         // sum of weight x digit over filled cells
  bool found_ = false;
  long long best_ = 0;
  Grid best_grid_;
  NodeBudget budget_;  // cells filled
};

}  // namespace

TargetScoreResult max_target_score(const Grid& puzzle, const std::vector<int>& scores,
                                   std::uint64_t node_limit) {
  return TargetSearch(puzzle, scores, node_limit).run();
}

namespace {

class TargetScoreVariant final : public Variant {
 public:
  std::string_view name() const override { return "p1074"; }
  std::string_view title() const override {
    return "NOIP 2009 / Luogu P1074 target sudoku: the highest score over all solutions";
  }
  std::string_view generator_help() const override {
    return "--givens K, or --min-givens A --max-givens B (default 24..35, drawn per\n"
           "test); --mode random (default: cells blanked at random, solutions not unique),\n"
           "many (of --tries digs, default 8, the one with the most solutions, counted to\n"
           "10^6), hard (--hard: of --tries digs, default 30, the one on which plain\n"
           "backtracking, cells in reading order and every solution enumerated, tries the\n"
           "most digits, counted to 2*10^8), or unsolvable (answer -1: one given changed so\n"
           "that no solution is left, though no two givens clash); --box RxC for other\n"
           "shapes (scores: 6 on the outer ring, one more per ring inwards)";
  }

  VariantRun solve(std::string_view input, const VariantSolveOptions& options) const override {
    VariantRun run;
    if (options.at_least_once) return refused("--at-least-once is for p4929");
    const TextFormat format = format_for(options.box);
    ReadOptions read;
    read.strict = options.strict;
    read.source = options.source;
    const ReadResult result = read_puzzles(input, format, read);
    if (!result.ok()) return unreadable(as_case(*result.error));
    const Grid& puzzle = result.set.puzzles.front();
    const TargetScoreResult solved =
        max_target_score(puzzle, ring_scores(puzzle.shape()), options.node_limit);
    if (!solved.complete) return unknown_case(options.source + ":1: case 1", options.node_limit);
    run.out = std::to_string(solved.score.value_or(-1)) + "\n";
    if (options.stats) {
      run.err = options.source + ": " + run.out.substr(0, run.out.size() - 1) + ", nodes " +
                std::to_string(solved.nodes) + "\n";
    }
    return run;
  }

  Validation validate(std::string_view input, const ValidateOptions& options) const override {
    ReadOptions read;
    read.strict = !options.lenient;
    read.source = options.source;
    const ReadResult result = read_puzzles(input, format_for(std::nullopt), read);
    if (!result.ok()) return {false, as_case(*result.error)};
    const Grid& puzzle = result.set.puzzles.front();
    const int first = result.set.first_lines.front();
    const int least = options.min_givens > 0 ? options.min_givens : 24;
    if (puzzle.givens() < least) {
      return {false, options.source + ":" + std::to_string(first) + ":1: case 1: " +
                         std::to_string(puzzle.givens()) + " givens; the problem promises at least " +
                         std::to_string(least)};
    }
    if (const auto conflict = find_conflict(puzzle)) {  // at the second of the two
      const auto [line, column] = cell_position(input, Layout::ints, puzzle.shape(), first, conflict->second_cell);
      return {false, options.source + ":" + std::to_string(line) + ":" + std::to_string(column) +
                         ": case 1: givens conflict: " + conflict->describe(puzzle.geometry(), result.set.alphabet)};
    }
    return {true, options.source + ": valid p1074 input, " + std::to_string(puzzle.givens()) +
                      " givens"};
  }

  CheckResult check_within(std::string_view input, std::string_view output, std::string_view answer,
                           std::uint64_t node_limit) const override {
    ReadOptions read;
    read.source = "input";
    const ReadResult result = read_puzzles(input, format_for(std::nullopt), read);
    if (!result.ok()) return {CheckVerdict::fail, "the input: " + as_case(*result.error)};
    const Grid& puzzle = result.set.puzzles.front();
    const TargetScoreResult solved =
        max_target_score(puzzle, ring_scores(puzzle.shape()), node_limit);
    return check_integer_answers(
        {solved.complete ? std::optional<long long>(solved.score.value_or(-1)) : std::nullopt},
        output, answer);
  }

  // Parts are blanks, filled from a solution of the highest score (the answer stays).
  std::unique_ptr<TestModel> model_test(std::string_view input, std::string_view, std::uint64_t node_limit,
                                        std::string* why) const override {
    const TextFormat& format = *find_text_format("p1074");
    const std::optional<PuzzleSet> read = read_test_grids(input, format, why);
    if (!read) return nullptr;
    std::vector<Grid> best;
    for (const Grid& puzzle : read->puzzles) {
      const TargetScoreResult result = max_target_score(puzzle, ring_scores(puzzle.shape()), node_limit);
      if (!result.score || !result.complete) {
        *why = result.score ? "the highest score was not settled within the node limit" : "the puzzle has no solution";
        return nullptr;
      }
      best.push_back(result.best);
    }
    return std::make_unique<BlanksModel>(format, read->alphabet, read->puzzles, std::move(best));
  }

  std::vector<std::string_view> generator_options() const override {
    return {"givens", "min-givens", "max-givens", "cases", "tries", "box"};
  }

  std::vector<std::string> host_parts(HostRole role) const override {
    switch (role) {
      case HostRole::validator: return {"target_score_validator.cpp"};
      case HostRole::checker: return {"checker_output.cpp", "integer_checker.cpp"};
      case HostRole::solution: return {"target_score_solution.cpp"};
    }
    return {};
  }
  std::string host_rules_part() const override { return "target_score_rules.cpp"; }

  VariantRun make_test(const VariantGenOptions& options) const override {
    VariantRun run;
    if (options.cases && *options.cases != 1) return refused("a p1074 input has one case");
    const std::string mode = options.mode.empty() ? "random" : options.mode;
    if (mode != "random" && mode != "many" && mode != "hard" && mode != "unsolvable") {
      return refused("unknown p1074 mode '" + mode + "'; one of random, many, hard, unsolvable");
    }
    if (options.tries > 0 && mode != "many" && mode != "hard") return refused("--tries goes with --mode many or hard");
    const TextFormat format = format_for(options.box);
    const Shape shape = *format.shape;
    const int cells = shape.cells();
    const bool fixed = options.givens.has_value();
    if (fixed && (options.min_givens || options.max_givens)) {
      return refused("--givens K, or --min-givens/--max-givens, not both");
    }
    const bool nine = shape == Shape{3, 3};
    int low = fixed ? *options.givens : options.min_givens.value_or(nine ? 24 : cells / 3);
    int high = fixed ? *options.givens : options.max_givens.value_or(nine ? 35 : cells / 2);
    if (!options.max_givens && !fixed) high = std::max(high, low);
    if (!options.min_givens && !fixed) low = std::min(low, high);
    if (low < 1 || high > cells || low > high) {
      return refused("givens " + std::to_string(low) + ".." + std::to_string(high) +
                             " out of range for " + shape.name() + " boxes (1.." +
                             std::to_string(cells) + ")");
    }

    Rng rng(sub_seed(options.seed, 0));
    const int givens = low + static_cast<int>(rng.below(static_cast<std::uint64_t>(high - low + 1)));
    FullGridMaker grids(shape);
    SudokuSolver counter(SudokuMatrix::for_shape(shape));
    counter.set_node_limit(50'000'000);
    constexpr std::uint64_t kCountCap = 1'000'000;
    std::optional<Grid> chosen;
    std::uint64_t most = 0;
    const int tries = options.tries > 0 ? options.tries : mode == "many" ? 8 : mode == "hard" ? 30 : 1;
    for (int t = 0; t < tries; ++t) {
      const Grid dug = blank_cells(grids.make(rng), givens, rng);
      if (mode != "many" && mode != "hard") {
        chosen = dug;
        break;
      }
      constexpr std::uint64_t kPlainCap = 200'000'000;
      const std::uint64_t count = mode == "many" ? counter.solve(dug, kCountCap, 0).solutions
                                                 : plain_enumeration_nodes(dug, kPlainCap);
      if (!chosen || count > most) {
        chosen = dug;
        most = count;
      }
      if (mode == "hard" && most >= kPlainCap) break;  // hard enough: no plain search ends it in time
    }
    if (mode == "unsolvable") {
      const auto broken = break_puzzle(*chosen, counter, rng);
      if (!broken) {
        run.err = "sudokit-gen: p1074: no unsolvable input with " + std::to_string(givens) +
                  " givens found in 1000 tries\n";
        run.outcome = VariantOutcome::no_answer;
        return run;
      }
      chosen = *broken;
    }
    const Grid& puzzle = *chosen;
    const TargetScoreResult solved = max_target_score(puzzle, ring_scores(shape), kDefaultNodeLimit);
    if (!solved.complete) {
      run.err = "sudokit-gen: p1074: the reference solver did not settle the input within " +
                budget_words(kDefaultNodeLimit) + "\n";
      run.outcome = VariantOutcome::no_answer;
      return run;
    }
    const SolveResult counted = counter.solve(puzzle, kCountCap, 0);
    run.out = write_input(Span<const Grid>(&puzzle, 1), format, format.alphabet);
    run.answer = std::to_string(solved.score.value_or(-1)) + "\n";
    run.report = "{\"case\":0,\"seed\":" + std::to_string(sub_seed(options.seed, 0)) +
                 ",\"mode\":\"" + mode + "\",\"givens\":" + std::to_string(puzzle.givens()) +
                 ",\"solutions\":" +
                 (counted.exact ? std::to_string(counted.solutions)
                                : "\"" + std::to_string(counted.solutions) + "+\"") +
                 ",\"answer\":" + run.answer.substr(0, run.answer.size() - 1) +
                 ",\"nodes\":" + std::to_string(solved.nodes) + "}\n";
    return run;
  }

 private:
  static TextFormat format_for(const std::optional<Shape>& box) {
    TextFormat format = *find_text_format("p1074");
    if (box && !(*box == *format.shape)) {
      format.shape = *box;
      format.alphabet.clear();  // ints: the digits' numbers
    }
    return format;
  }

  // The digits plain backtracking tries (cells in reading order, every solution enumerated,
  // no bound: what a contestant without a heuristic writes), up to `cap`.
  static std::uint64_t plain_enumeration_nodes(const Grid& puzzle, std::uint64_t cap) {
    const Shape& shape = puzzle.shape();
    const int n = shape.size(), cells = shape.cells();
    std::vector<std::uint64_t> used(static_cast<std::size_t>(3 * n), 0);
    std::vector<std::array<int, 3>> houses(static_cast<std::size_t>(cells));
    std::vector<int> open;
    for (int cell = 0; cell < cells; ++cell) {
      const int r = cell / n, c = cell % n;
      houses[static_cast<std::size_t>(cell)] = {r, n + c, 2 * n + shape.box_of(r, c)};
      if (puzzle.at(cell) == 0) {
        open.push_back(cell);
      } else {
        for (const int h : houses[static_cast<std::size_t>(cell)]) used[static_cast<std::size_t>(h)] |= std::uint64_t{1} << (puzzle.at(cell) - 1);
      }
    }
    if (find_conflict(puzzle)) return 0;
    std::uint64_t nodes = 0;
    const auto visit = [&](const auto& self, std::size_t k) -> void {
      if (k == open.size() || nodes >= cap) return;
      const auto& h = houses[static_cast<std::size_t>(open[k])];
      const auto at = [&used](int house) -> std::uint64_t& { return used[static_cast<std::size_t>(house)]; };
      for (std::uint64_t free = ~(at(h[0]) | at(h[1]) | at(h[2])) & ((std::uint64_t{1} << n) - 1); free != 0;
           free &= free - 1) {
        const std::uint64_t bit = free & (0 - free);
        ++nodes;
        at(h[0]) |= bit, at(h[1]) |= bit, at(h[2]) |= bit;
        self(self, k + 1);
        at(h[0]) &= ~bit, at(h[1]) &= ~bit, at(h[2]) &= ~bit;
        if (nodes >= cap) return;
      }
    };
    visit(visit, 0);
    return nodes;
  }

  // `grid` with all but `givens` cells blanked, chosen at random (no uniqueness asked).
  static Grid blank_cells(Grid grid, int givens, Rng& rng) {
    std::vector<int> cells(static_cast<std::size_t>(grid.shape().cells()));
    for (std::size_t i = 0; i < cells.size(); ++i) cells[i] = static_cast<int>(i);
    rng.shuffle(Span<int>(cells));
    for (std::size_t i = static_cast<std::size_t>(givens); i < cells.size(); ++i) grid.set(cells[i], 0);
    return grid;
  }

  // Changes one given to another digit that clashes with no given, until no solution remains.
  static std::optional<Grid> break_puzzle(const Grid& puzzle, SudokuSolver& counter, Rng& rng) {
    const Shape& shape = puzzle.shape();
    std::vector<int> given_cells;
    for (int cell = 0; cell < shape.cells(); ++cell) {
      if (puzzle.at(cell) != 0) given_cells.push_back(cell);
    }
    for (int t = 0; t < 1000; ++t) {
      Grid changed = puzzle;
      const int cell = given_cells[static_cast<std::size_t>(rng.below(given_cells.size()))];
      const int digit = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(shape.size())));
      if (digit == puzzle.at(cell)) continue;
      changed.set(cell, digit);
      if (find_conflict(changed)) continue;
      const SolveResult result = counter.solve(changed, 1, 0);
      if (result.verdict == Verdict::none) return changed;
    }
    return std::nullopt;
  }
};

}  // namespace

const Variant& target_score_variant() {
  static const TargetScoreVariant variant;
  return variant;
}

}  // namespace sudokit
