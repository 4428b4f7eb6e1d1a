// SPDX-License-Identifier: MIT
#include "gen/hard.hpp"

#include <algorithm>
#include <optional>
#include <chrono>
#include <memory>
#include <set>
#include <string>

#include "common/sudoku/canonical.hpp"
#include "common/sudoku/isomorph.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/text/text_format.hpp"
#include "gen/generator.hpp"
#include "gen/variant_generator.hpp"

namespace sudokit {

namespace {

struct Candidate {
  Grid puzzle;
  Grid solution;
  double score = 0;
  std::vector<std::uint64_t> costs;
  std::vector<std::string> verdicts;
};

// Puzzles are told apart up to isomorphs (the moves make many): by their canonical form, or
// their cells where the form is not settled within a small budget.
std::string distinct_key(const Grid& puzzle) {
  const Canonical canon = canonical_form(puzzle, 1'000'000);
  const Grid& key = canon.settled ? canon.grid : puzzle;
  return std::string(canon.settled ? "c" : "p") + std::string(key.cells().begin(), key.cells().end());
}

std::uint64_t median(std::vector<std::uint64_t> values) {
  if (values.empty()) return 0;
  std::sort(values.begin(), values.end());
  return values[values.size() / 2];
}

// A move from `current` that keeps the solution unique, or nullopt when it is refused (still
// not unique after 16 repairs, a check out of budget, or no change). One move in four
// relabels or moves the puzzle (two digits, two rows of a band or columns of a stack, two
// bands or stacks swapped): the same puzzle in disguise, unique still, which the solvers that
// try cells and digits in a fixed order see as another. Else one or two givens are dropped,
// then repaired: while a second solution exists, the cell of the solution where it differs
// (one at random) is given back. Each repair kills that second solution, so the puzzle ends
// unique, near minimal, and different. `count_two(puzzle, &first, &second)`: 1 unique, 2 two
// solutions, 0 out of budget.
template <typename CountTwo>
std::optional<Candidate> move_from(const Candidate& current, Rng& rng, const CountTwo& count_two) {
  if (rng.below(4) == 0) {
    const Isomorph map = local_isomorph(current.puzzle, current.solution, rng);
    Grid image = apply_isomorph(current.puzzle, map);
    if (image == current.puzzle) return std::nullopt;
    return Candidate{std::move(image), apply_isomorph(current.solution, map), 0, {}, {}};
  }
  const int cells = current.puzzle.shape().cells();
  Grid next = current.puzzle;
  std::vector<int> givens;
  for (int cell = 0; cell < cells; ++cell) {
    if (next.at(cell)) givens.push_back(cell);
  }
  const int drops = 1 + static_cast<int>(rng.below(2));
  for (int d = 0; d < drops && !givens.empty(); ++d) {
    const std::size_t at = static_cast<std::size_t>(rng.below(givens.size()));
    next.set(givens[at], 0);
    givens.erase(givens.begin() + static_cast<long>(at));
  }
  bool unique = false;
  Grid first, second;
  for (int repair = 0; repair < 16; ++repair) {
    const int solutions = count_two(next, &first, &second);
    if (solutions == 1) {
      unique = true;
      break;
    }
    if (solutions != 2) break;  // out of budget
    const Grid& other = first == current.solution ? second : first;
    std::vector<int> differ;
    for (int cell = 0; cell < cells; ++cell) {
      if (other.at(cell) != current.solution.at(cell)) differ.push_back(cell);
    }
    const int cell = differ[static_cast<std::size_t>(rng.below(differ.size()))];
    next.set(cell, current.solution.at(cell));
  }
  if (!unique || next == current.puzzle) return std::nullopt;
  return Candidate{next, current.solution, 0, {}, {}};
}

// One climb (or, with one_climb, the whole search): the `options.count` hardest distinct
// puzzles it met. Its steps: the starting puzzles measured, then the walk from the hardest of
// them, then the hardest distinct puzzles met kept.
class Climb {
 public:
  Climb(const Shape& shape, std::uint64_t seed, const HardOptions& options)
      : seed_(seed), options_(options), started_(std::chrono::steady_clock::now()), rng_(sub_seed(seed, 0)),
        generator_(shape), counter_(shape), builtin_(options.probes.size()) {
    if (!options.variant.classic()) variants_ = std::make_unique<VariantGenerator>(shape, options.variant);
    for (const Probe probe : options.probes) run_.probes.push_back({probe_name(probe), "nodes", 0, true});
    for (const ProgramProbe& program : options.programs) run_.probes.push_back({program.name, "microseconds", 0, true});
    counter_.set_node_limit(options.check_nodes);
  }

  HardRun run() && {
    if (std::optional<Candidate> best = starting_puzzles()) walk(*best);
    hardest_distinct();  // each proved unique when it was kept
    for (Candidate& c : found_) run_.puzzles.push_back({c.puzzle, c.solution, c.score, c.costs, c.verdicts});
    return std::move(run_);
  }

 private:
  bool out_of_time() const {
    return options_.minutes > 0 &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count() > options_.minutes * 60;
  }
  bool spent() const {
    return !run_.error.empty() || run_.evaluations >= options_.evaluations ||
           (options_.node_budget > 0 && run_.nodes >= options_.node_budget);
  }

  // Uniqueness checks on the shape's fastest counter (a minimal 16x16 puzzle hard for the
  // engine takes it millions of nodes to prove unique, the bitboard counter thousands, so the
  // check does not bound how hard the walk can go). 1: unique; 2: two solutions, in *first
  // and *second; 0: out of budget (or no solution).
  int count_two(const Grid& puzzle, Grid* first, Grid* second) {
    const SolutionCounter::Result result = counter_.count(puzzle, 2);
    run_.nodes += result.nodes;
    if (!result.complete || result.solutions == 0) return 0;
    if (result.solutions == 2) {
      *first = counter_.solution(0);
      *second = counter_.solution(1);
    }
    return static_cast<int>(result.solutions);
  }

  // The score: with one probe measured its cost, else the least ratio to the starting median.
  double score_of(const std::vector<std::uint64_t>& costs) const {
    double score = -1;
    std::size_t measured = 0;
    for (std::size_t p = 0; p < run_.probes.size(); ++p) {
      if (!run_.probes[p].measured) continue;
      ++measured;
      const double ratio = (static_cast<double>(costs[p]) + 1) / (static_cast<double>(run_.probes[p].start_median) + 1);
      score = score < 0 ? ratio : std::min(score, ratio);
    }
    if (measured == 1) {
      for (std::size_t p = 0; p < run_.probes.size(); ++p) {
        if (run_.probes[p].measured) return static_cast<double>(costs[p]);
      }
    }
    return std::max(score, 0.0);
  }

  // The puzzles evaluated and kept, for the output. A long 9x9 run makes millions (gigabytes),
  // so once it holds `held` more than the output needs it is cut to the `count` hardest
  // distinct ones, hardest first, ties in the order found: nothing cut could come back into
  // the output (puzzles only join), which is the same as without cutting.
  void hardest_distinct() {
    std::stable_sort(found_.begin(), found_.end(), [](const Candidate& a, const Candidate& b) { return a.score > b.score; });
    std::set<std::string> seen;
    std::vector<Candidate> kept;
    for (Candidate& c : found_) {
      if (kept.size() >= options_.count) break;
      if (seen.insert(distinct_key(c.puzzle)).second) kept.push_back(std::move(c));
    }
    found_ = std::move(kept);
  }
  void keep(const Candidate& c) {
    found_.push_back(c);
    if (found_.size() >= options_.count + options_.held) hardest_distinct();
  }

  void tell() const {
    if (!options_.progress) return;
    double part = static_cast<double>(run_.evaluations) / static_cast<double>(std::max<std::uint64_t>(options_.evaluations, 1));
    if (options_.node_budget > 0) part = std::max(part, static_cast<double>(run_.nodes) / static_cast<double>(options_.node_budget));
    if (options_.minutes > 0) {
      part = std::max(part, std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count() /
                                (options_.minutes * 60));
    }
    options_.progress(part, best_score_);
  }

  // Every measured probe's cost of c.puzzle into c.costs; false when a built-in probe runs
  // past its budget (`past`, if given, says which: the starting puzzles may leave it out).
  bool evaluate(Candidate& c, std::vector<char>* past) {
    ++run_.evaluations;
    c.costs.assign(run_.probes.size(), 0);
    c.verdicts.assign(run_.probes.size(), "");
    bool within = true;
    for (std::size_t p = 0; p < builtin_; ++p) {
      if (!run_.probes[p].measured) continue;
      std::uint64_t budget = options_.probe_budget;  // never past the total budget
      if (options_.node_budget > 0) {
        const std::uint64_t left = options_.node_budget - std::min(run_.nodes, options_.node_budget);
        budget = std::min(budget, std::max<std::uint64_t>(left, 1));
      }
      const ProbeEffort e = probe_effort(options_.probes[p], c.puzzle, budget);
      run_.nodes += e.nodes;
      c.costs[p] = e.nodes;
      if (!(e.finished && e.solved)) {
        within = false;
        if (past == nullptr) return false;
        (*past)[p] = 1;
      }
    }
    if (!within) return false;
    for (std::size_t k = 0; k < options_.programs.size(); ++k) {
      const ProgramCost cost = options_.programs[k].measure(c.puzzle, c.solution);
      if (!cost.error.empty()) {
        run_.error = options_.programs[k].name + ": " + cost.error;
        return false;
      }
      c.costs[builtin_ + k] = cost.cost;
      run_.probes[builtin_ + k].unit = cost.instructions ? "instructions" : "microseconds";
      c.verdicts[builtin_ + k] = cost.verdict;
    }
    return true;
  }

  // The generator's minimal unique puzzle of sub-seed `index` (a variant's: its own
  // generator's), not yet measured.
  std::optional<Candidate> fresh(std::uint64_t index) {
    std::string why;
    const std::uint64_t seed = sub_seed(seed_, index);
    const auto made = variants_ ? variants_->generate(seed, {}, &why) : generator_.generate(seed, {}, &why);
    if (!made) return std::nullopt;
    return Candidate{made->puzzle, made->solution, 0, {}, {}};
  }

  // Starting puzzles: minimal and unique, from the generator, each probe's median over them
  // set; the hardest of them, or nullopt when none is left. A built-in probe past its budget
  // on every one of them is left out; a start past the budget of a probe that stays is
  // dropped. A probe past its budget on the first two, with none finished, is not tried on
  // the rest (naive backtracking on 16x16 would spend the whole budget there).
  std::optional<Candidate> starting_puzzles() {
    std::vector<Candidate> starts;
    std::vector<std::vector<char>> starts_past;
    std::vector<int> overruns(run_.probes.size(), 0);
    std::vector<char> finished(run_.probes.size(), 0);
    for (int s = 0; s < std::max(1, options_.starts) && !spent(); ++s) {
      tell();
      std::optional<Candidate> c = fresh(static_cast<std::uint64_t>(s) + 1);
      if (!c) continue;
      std::vector<char> past(run_.probes.size(), 0);
      for (std::size_t p = 0; p < builtin_; ++p) run_.probes[p].measured = finished[p] || overruns[p] < 2;
      if (!evaluate(*c, &past) && !run_.error.empty()) return std::nullopt;
      for (std::size_t p = 0; p < builtin_; ++p) {
        if (!run_.probes[p].measured) past[p] = 1;
        overruns[p] += past[p];
        finished[p] = finished[p] || !past[p];
      }
      starts.push_back(std::move(*c));
      starts_past.push_back(std::move(past));
    }
    for (std::size_t p = 0; p < builtin_; ++p) run_.probes[p].measured = finished[p];
    std::vector<Candidate> kept_starts;
    for (std::size_t s = 0; s < starts.size(); ++s) {
      bool within = true;
      for (std::size_t p = 0; p < builtin_; ++p) within = within && !(run_.probes[p].measured && starts_past[s][p]);
      if (within) kept_starts.push_back(std::move(starts[s]));
    }
    const bool any_measured =
        std::any_of(run_.probes.begin(), run_.probes.end(), [](const HardProbe& p) { return p.measured; });
    if (kept_starts.empty() || !any_measured) return std::nullopt;
    for (std::size_t p = 0; p < run_.probes.size(); ++p) {
      std::vector<std::uint64_t> costs;
      for (const Candidate& c : kept_starts) costs.push_back(c.costs[p]);
      run_.probes[p].start_median = median(costs);
    }
    Candidate best = kept_starts.front();
    best.score = score_of(best.costs);
    for (Candidate& c : kept_starts) {
      c.score = score_of(c.costs);
      keep(c);
      if (c.score > best.score) best = c;
    }
    return best;
  }

  // Local moves from the current puzzle, kept by late acceptance (Burke and Bykov): a move is
  // kept when it is no easier than the current puzzle or than the puzzle kept kLate steps
  // before, which lets the walk cross plateaus and small dips. A run of 64 refused or rejected
  // moves restarts from the best puzzle of this climb; 8 restarts without a better best start
  // a new climb from a fresh minimal puzzle (the best of all is kept in found_).
  void walk(Candidate best) {
    constexpr std::size_t kLate = 32;
    Candidate current = best;
    Candidate climb_best = best;
    std::vector<double> history(kLate, current.score);
    std::size_t step = 0;
    int failures = 0;
    int restarts = 0;
    std::uint64_t next_start = static_cast<std::uint64_t>(std::max(1, options_.starts)) + 1;
    const auto fail_once = [&]() {
      if (++failures < 64) return;
      failures = 0;
      if (++restarts < 8) {
        current = climb_best;
        return;
      }
      restarts = 0;
      std::optional<Candidate> start = fresh(next_start++);
      if (!start || !evaluate(*start, nullptr)) return;
      start->score = score_of(start->costs);
      keep(*start);
      current = climb_best = *start;
      std::fill(history.begin(), history.end(), start->score);
    };
    const auto count_two = [this](const Grid& puzzle, Grid* first, Grid* second) {
      return this->count_two(puzzle, first, second);
    };
    while (!spent() && !out_of_time()) {
      best_score_ = std::max(best_score_, best.score);
      tell();
      std::optional<Candidate> moved = move_from(current, rng_, count_two);
      if (!moved) {
        fail_once();
        continue;
      }
      Candidate& c = *moved;
      if (!evaluate(c, nullptr)) continue;
      c.score = score_of(c.costs);
      keep(c);
      double& late = history[step++ % kLate];
      if (c.score >= current.score || c.score >= late) {
        current = c;
        if (c.score > climb_best.score) {
          climb_best = c;
          failures = 0;
          restarts = 0;
        } else {
          fail_once();
        }
        if (c.score > best.score) best = c;
      } else {
        fail_once();
      }
      late = current.score;
    }
  }

  const std::uint64_t seed_;
  const HardOptions& options_;
  const std::chrono::steady_clock::time_point started_;
  Rng rng_;
  Generator generator_;
  std::unique_ptr<VariantGenerator> variants_;  // a variant's puzzles: made by it instead
  SolutionCounter counter_;
  const std::size_t builtin_;  // options_.probes come first in run_.probes, then the programs
  HardRun run_;
  std::vector<Candidate> found_;
  double best_score_ = 0;  // for options_.progress
};

HardRun climb(const Shape& shape, std::uint64_t seed, const HardOptions& options) {
  return Climb(shape, seed, options).run();
}

}  // namespace

ProgramProbe program_probe(const Program& program, const Judge& judge, const TextFormat& format,
                           const std::string& alphabet, const Limits& limits, int repeats) {
  ProgramProbe probe;
  probe.name = program.name();
  probe.measure = [&program, &judge, &format, alphabet, limits, repeats](const Grid& puzzle, const Grid& solution) {
    ProgramCost cost;
    const std::vector<Grid> one_puzzle{puzzle}, one_solution{solution};
    const std::string input = write_input(one_puzzle, format, alphabet);
    const std::string answer = write_answers(one_solution, format, alphabet);
    const auto measured = program.cost(judge, input, answer, limits, repeats, &cost.error);
    if (!measured) return cost;
    if (measured->judged.verdict == RunVerdict::judge_error) {
      cost.error = "the checker failed on sudokit's own answer: " + measured->judged.message;
      return cost;
    }
    cost.cost = measured->value;
    cost.instructions = measured->instructions;
    cost.verdict = verdict_code(measured->judged.verdict);
    return cost;
  };
  return probe;
}

HardRun search_hard(const Shape& shape, std::uint64_t seed, const HardOptions& options) {
  if (options.variant.killer) {
    HardRun refused;
    refused.error = "no hard killers: the probes read houses, not cage sums";
    return refused;
  }
  if (options.count <= 1 || options.one_climb) return climb(shape, seed, options);
  // (with several climbs, each scores against its own starting medians; the report gives the
  // first climb's)
  // A climb per puzzle, each with its own seed and an equal share of the budgets (the last
  // takes the remainder), its hardest puzzle kept: different starts, different solutions.
  HardRun run;
  const auto share = [&](std::uint64_t total, std::size_t k) {
    const std::uint64_t part = total / options.count;
    return k + 1 == options.count ? total - part * (options.count - 1) : part;
  };
  std::set<std::string> seen;
  for (std::size_t k = 0; k < options.count; ++k) {
    HardOptions one = options;
    one.count = 1;
    one.evaluations = std::max<std::uint64_t>(share(options.evaluations, k), 1);
    one.node_budget = options.node_budget == 0 ? 0 : std::max<std::uint64_t>(share(options.node_budget, k), 1);
    one.minutes = options.minutes / static_cast<double>(options.count);
    if (options.progress) {  // this climb's part of the whole
      one.progress = [&options, k](double spent, double best) {
        options.progress((static_cast<double>(k) + spent) / static_cast<double>(options.count), best);
      };
    }
    const HardRun part = climb(shape, sub_seed(seed, 1'000'000 + k), one);
    if (k == 0) run.probes = part.probes;
    run.evaluations += part.evaluations;
    if (!part.error.empty()) {
      run.error = part.error;
      break;
    }
    run.nodes += part.nodes;
    for (const HardPuzzle& p : part.puzzles) {
      if (seen.insert(distinct_key(p.puzzle)).second) run.puzzles.push_back(p);
    }
  }
  std::stable_sort(run.puzzles.begin(), run.puzzles.end(),
                   [](const HardPuzzle& a, const HardPuzzle& b) { return a.score > b.score; });
  return run;
}

std::vector<int> nearest_distances(const std::vector<HardPuzzle>& puzzles) {
  std::vector<int> nearest;
  if (puzzles.size() < 2) return nearest;
  for (const HardPuzzle& a : puzzles) {
    int best = a.puzzle.shape().cells();
    for (const HardPuzzle& b : puzzles) {
      if (&a == &b) continue;
      int differ = 0;
      for (int cell = 0; cell < a.puzzle.shape().cells(); ++cell) differ += a.puzzle.at(cell) != b.puzzle.at(cell);
      best = std::min(best, differ);
    }
    nearest.push_back(best);
  }
  return nearest;
}

}  // namespace sudokit
