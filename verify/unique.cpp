// SPDX-License-Identifier: MIT
#include "verify/unique.hpp"

#include <algorithm>
#include <atomic>
#include <map>
#include <memory>
#include <thread>

#include "common/clauses/clause_counter.hpp"
#include "common/sudoku/bitboard_counter.hpp"
#include "common/text/json.hpp"

namespace sudokit {

namespace {

std::string join(const std::vector<std::string>& items, const char* separator) {
  std::string out;
  for (const std::string& item : items) out += (out.empty() ? "" : separator) + item;
  return out;
}

// The searchers of one shape, by the options' policy (UniqueOptions), one set per thread.
class Searchers {
 public:
  Searchers(const Shape& shape, const UniqueOptions& options)
      : options_(options),
        shape_(shape),
        policy_(shape, options.policy) {}
  Searchers(const Searchers&) = delete;
  Searchers& operator=(const Searchers&) = delete;

  // Whether clause learning takes part in the tests of `puzzle`'s givens (alone, or after the
  // bitboard counter).
  bool learns(const Grid& puzzle) const { return options_.policy.clauses || policy_.hands_over(puzzle); }

  // Up to two solutions of `puzzle`, the first two kept; clashing givens are `invalid`.
  SolveResult count_to_two(const Grid& puzzle) { return policy_.solve(puzzle, 2, 2); }

  // Whether the unique `fewer` (its solution `solution`) is still unique without the given in
  // `cell`: unique (the given is redundant), multiple (it is needed) or unknown (the budget
  // ran out, or it is left to clause learning). A given is redundant iff no solution of the
  // puzzle without it has another digit there (one that agrees there solves the puzzle: it is
  // the solution). The bitboard counter searches for just that, trying the solution's digits
  // first (a second solution mostly differs in few cells), within `scale` times its first
  // nodes (UniqueOptions::bitboard_first_test) when clause learning (`learn`) takes what it
  // leaves; the engine counts to two. `fewer` is given back as it came.
  Verdict first_test(Grid& fewer, int cell, const Grid& solution, bool learn, std::uint64_t scale) {
    if (options_.policy.clauses) return Verdict::unknown;  // clause learning alone
    const int digit = fewer.at(cell);
    fewer.set(cell, 0);
    Verdict without = Verdict::unknown;
    SolutionCounter& counter = policy_.counter();
    if (BitboardCounter* fast = counter.bitboard()) {
      fast->set_node_limit(learn ? policy_.first_limit(options_.bitboard_first_test * scale) : options_.policy.node_limit);
      fast->set_preference(&solution);
      const BitboardCounter::Result other = fast->count(fewer, 1, {cell, digit});
      fast->set_preference(nullptr);
      if (other.complete) without = other.solutions == 0 ? Verdict::unique : Verdict::multiple;
    } else {
      counter.set_node_limit(options_.policy.node_limit);
      without = counter.solve(fewer, 2, 0).verdict;
    }
    fewer.set(cell, digit);
    return without;
  }

 private:
  const UniqueOptions& options_;
  Shape shape_;
  PolicyCounter policy_;
};

// The tests the first ones left (`open`: indices into `verdicts`, the puzzle's givens) by one
// clause-learning solver, in which every other given is kept (the solver simplifies with them)
// and of the open ones exactly one is off in each search (ClauseCounter::search_one_off): each
// search finds the second solution of some open given (needed, kept from then on), until none
// has one (the rest are redundant). This beat one search a test (the block's other givens
// assumed, a switch clause for the one tested). The clauses learned on one search are never
// lost to the next. A search that runs out of the budget leaves the rest to one search each
// (the given's own budget).
void learn_open(const Grid& puzzle, const Grid& solution, const std::vector<std::size_t>& open,
                std::uint64_t node_limit, std::vector<std::pair<int, Verdict>>& verdicts) {
  Grid others = puzzle;
  std::vector<std::pair<int, int>> soft;
  for (const std::size_t k : open) {
    const int cell = verdicts[k].first;
    others.set(cell, 0);
    soft.emplace_back(cell, puzzle.at(cell));
  }
  ClauseCounter clauses(others);
  clauses.set_phases(solution);
  clauses.allow_one_off(soft);
  const std::uint64_t conflicts = clauses.conflicts_for(node_limit);
  std::vector<std::size_t> left = open;
  while (!left.empty()) {
    const ClauseCounter::Answer answer = clauses.search_one_off(conflicts);
    if (answer == ClauseCounter::Answer::unknown) break;
    if (answer == ClauseCounter::Answer::none) {
      for (const std::size_t k : left) verdicts[k].second = Verdict::unique;
      return;
    }
    const auto off = std::find_if(left.begin(), left.end(), [&](std::size_t k) {
      return clauses.solution(0).at(verdicts[k].first) != puzzle.at(verdicts[k].first);
    });
    if (off == left.end()) break;  // (cannot be: the search holds every other given)
    verdicts[*off].second = Verdict::multiple;
    clauses.keep(verdicts[*off].first, puzzle.at(verdicts[*off].first));
    left.erase(off);
  }
  // A search ran out of its budget: the rest one search each.
  Grid fewer = puzzle;
  for (const std::size_t k : left) {
    const int cell = verdicts[k].first;
    const int digit = puzzle.at(cell);
    fewer.set(cell, 0);
    const ClauseCounter::Answer other = clauses.search(fewer, {{cell, digit}}, conflicts);
    fewer.set(cell, digit);
    if (other != ClauseCounter::Answer::unknown) {
      verdicts[k].second = other == ClauseCounter::Answer::none ? Verdict::unique : Verdict::multiple;
    }
  }
}

// Blocks of givens that learn_open() tests together, in cell order: the same blocks whatever
// the number of threads (a budgeted search's outcome can depend on the searches before it).
// Blocks of 32 and 64 did about as well, all givens at once worse (a block's last search
// proves every redundant given of the block at once, and smaller blocks keep it easy).
constexpr std::size_t kLearningBlock = 32;

// The bitboard counter's first nodes before clause learning, as a multiple of
// UniqueOptions::bitboard_first_test: up to kFirstTestScale times while its tests settle,
// halved by each that does not (down to once), doubled by each that does. A puzzle made by
// adding givens (sudokit-gen's default for proven-minimal 25x25) has near second solutions:
// a thousand nodes settle nearly every test; one dug from the full grid has far ones, where
// they settle few and only cost: hence the scale that follows how the tests go.
constexpr std::uint64_t kFirstTestScale = 10;

// The test of every given of `puzzle`, in cell order: in options.jobs threads from 16x16 up
// (`searchers` in this one, searchers of the same kind and budget in each other), each taking
// the next given, or the next block of them when clause learning takes part: first_test() of
// each, then learn_open() of those it leaves.
std::vector<std::pair<int, Verdict>> without_each_given(Searchers& searchers, const Grid& puzzle,
                                                        const Grid& solution, const UniqueOptions& options) {
  std::vector<std::pair<int, Verdict>> verdicts;
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    if (puzzle.at(cell) != 0) verdicts.emplace_back(cell, Verdict::unknown);
  }
  const bool learn = searchers.learns(puzzle);
  const std::size_t block = learn ? kLearningBlock : 1;
  const std::size_t blocks = (verdicts.size() + block - 1) / block;
  std::atomic<std::size_t> next{0};
  const auto work = [&](Searchers& mine) {
    Grid fewer = puzzle;
    for (std::size_t b = next++; b < blocks; b = next++) {
      std::vector<std::size_t> open;
      std::uint64_t scale = kFirstTestScale;
      for (std::size_t k = b * block; k < std::min(verdicts.size(), (b + 1) * block); ++k) {
        verdicts[k].second = mine.first_test(fewer, verdicts[k].first, solution, learn, scale);
        const bool settled = verdicts[k].second != Verdict::unknown;
        scale = settled ? std::min(kFirstTestScale, 2 * scale) : std::max<std::uint64_t>(1, scale / 2);
        if (learn && !settled) open.push_back(k);
      }
      if (!open.empty()) learn_open(puzzle, solution, open, options.policy.node_limit, verdicts);
    }
  };
  const int threads = puzzle.shape().size() >= 16 ? std::min(options.jobs, static_cast<int>(blocks)) : 1;
  std::vector<std::unique_ptr<Searchers>> others;
  std::vector<std::thread> helpers;
  for (int t = 1; t < threads; ++t) {
    others.push_back(std::make_unique<Searchers>(puzzle.shape(), options));
    helpers.emplace_back(work, std::ref(*others.back()));
  }
  work(searchers);
  for (std::thread& helper : helpers) helper.join();
  return verdicts;
}

}  // namespace

void UniqueTally::add(const UniqueVerdict& p, bool minimal) {
  minimal_checked = minimal_checked || minimal;
  ++puzzles;
  if (!p.verdict) {
    ++unreadable;
    return;
  }
  ++verdicts[static_cast<int>(*p.verdict)];
  if (minimal && p.verdict == Verdict::unique && p.minimal != std::optional<bool>(true)) {
    ++not_minimal;
    proven_not_minimal += p.minimal == std::optional<bool>(false);
  }
}

void UniqueTally::add(const UniqueReport& report) {
  minimal_checked = minimal_checked || report.minimal_checked;
  for (const UniqueVerdict& p : report.puzzles) add(p, report.minimal_checked);
}

bool UniqueTally::all_unique() const { return count(Verdict::unique) == puzzles && not_minimal == 0; }

int UniqueTally::exit_status() const {
  if (all_unique()) return 0;
  const std::size_t definite = puzzles - count(Verdict::unique) - count(Verdict::unknown);
  return definite > 0 || proven_not_minimal > 0 ? 1 : kExitUnknown;
}

std::string UniqueTally::summary_line() const {
  std::string line = "sudokit-verify: " + std::to_string(puzzles) + " puzzle" + (puzzles == 1 ? "" : "s") +
                     ": " + std::to_string(count(Verdict::unique)) + " unique, " +
                     std::to_string(count(Verdict::multiple)) + " multiple, " +
                     std::to_string(count(Verdict::none)) + " none, " +
                     std::to_string(count(Verdict::invalid)) + " invalid, " +
                     std::to_string(count(Verdict::unknown)) + " unknown";
  if (unreadable > 0) line += ", " + std::to_string(unreadable) + " unreadable";
  if (minimal_checked) {
    line += "; " + std::to_string(proven_not_minimal) + " unique but not minimal";
    const std::size_t undecided = not_minimal - proven_not_minimal;
    if (undecided > 0) line += ", " + std::to_string(undecided) + " with minimality unknown";
  }
  if (skipped_lines > 0) {
    line += " (" + std::to_string(skipped_lines) + " non-puzzle line" + (skipped_lines == 1 ? "" : "s") +
            " skipped: comments, titles)";
  }
  return line + "\n";
}

UniqueTally UniqueReport::tally() const {
  UniqueTally tally;
  tally.minimal_checked = minimal_checked;
  for (const UniqueVerdict& p : puzzles) tally.add(p, minimal_checked);
  return tally;
}

UniqueReport verify_unique(const std::vector<PuzzleFile>& files, const UniqueOptions& options) {
  UniqueReport report;
  report.minimal_checked = options.minimal;
  std::map<std::pair<int, int>, Searchers> searchers;
  const TextFormat& line = *find_text_format("line");

  std::size_t puzzles = 0;
  for (const PuzzleFile& file : files) puzzles += file.set.puzzles.size();
  report.puzzles.reserve(puzzles);
  for (const PuzzleFile& file : files) {
    const Shape shape = file.set.shape;
    Searchers& solver =
        searchers.try_emplace({shape.box_rows, shape.box_cols}, shape, options).first->second;
    // Solutions are shown one per line in the file's own symbols (digits for `ints`).
    const std::string alphabet =
        file.set.alphabet.empty() ? default_alphabet(shape.size()) : file.set.alphabet;
    const auto show = [&](const Grid& grid) {
      if (alphabet.empty()) return write_grid(grid, *find_text_format("ints"), alphabet);
      std::string text = write_grid(grid, line, alphabet);
      text.pop_back();
      return text;
    };

    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      const Grid& puzzle = file.set.puzzles[i];
      UniqueVerdict v;
      v.where = puzzle_ref(file, i);
      v.givens = puzzle.givens();
      v.detail = unreadable_reason(file, i);
      if (v.detail.empty()) v.grid = show(puzzle);
      if (!v.detail.empty()) {  // its own verdict: unreadable, the detail says where and why
        report.puzzles.push_back(std::move(v));
        continue;
      }
      const SolveResult result = solver.count_to_two(puzzle);
      v.verdict = result.verdict;
      v.nodes = result.effort.nodes;
      if (result.verdict == Verdict::invalid) {
        v.detail = result.conflict->describe(puzzle.geometry(), file.set.alphabet);
      } else if (result.verdict == Verdict::unknown) {
        v.detail = "not settled within " + budget_words(options.policy.node_limit);
      } else if (result.verdict == Verdict::multiple) {
        v.solutions = {show(result.found[0]), show(result.found[1])};
      }
      if (options.minimal && result.verdict == Verdict::unique) {
        for (const auto& [cell, without] : without_each_given(solver, puzzle, result.found[0], options)) {
          if (without == Verdict::unique) v.redundant.push_back(cell_name(shape, cell));
          if (without == Verdict::unknown) v.undecided.push_back(cell_name(shape, cell));
        }
        // One redundant given proves the puzzle not minimal, whatever the undecided ones are.
        if (!v.redundant.empty()) {
          v.minimal = false;
        } else if (v.undecided.empty()) {
          v.minimal = true;
        }
      }
      report.puzzles.push_back(std::move(v));
    }
  }
  return report;
}

std::string render_unique_verdicts(const UniqueReport& report, UniqueStyle style) {
  std::string out;
  for (const UniqueVerdict& v : report.puzzles) {
    const char* verdict = v.verdict ? verdict_name(*v.verdict) : "unreadable";
    const bool minimal_shown = report.minimal_checked && v.verdict == Verdict::unique;
    if (style == UniqueStyle::json) {
      std::string object = "{\"source\":" + json_string(v.where.source) + ",\"line\":" +
                           std::to_string(v.where.line) + ",\"puzzle\":" + std::to_string(v.where.puzzle) +
                           ",\"verdict\":\"" + verdict + "\",\"givens\":" +
                           std::to_string(v.givens) + ",\"nodes\":" + std::to_string(v.nodes);
      if (!v.grid.empty()) object += ",\"grid\":" + json_string(v.grid);
      if (!v.detail.empty()) object += ",\"detail\":" + json_string(v.detail);
      if (v.solutions.size() == 2) {
        object += ",\"solutions\":[" + json_string(v.solutions[0]) + "," + json_string(v.solutions[1]) + "]";
      }
      if (minimal_shown) {
        object += std::string(",\"minimal\":") + (v.minimal ? (*v.minimal ? "true" : "false") : "null");
        for (const auto& [key, cells] :
             {std::pair{"redundant", &v.redundant}, std::pair{"undecided", &v.undecided}}) {
          std::vector<std::string> quoted;
          for (const std::string& cell : *cells) quoted.push_back(json_string(cell));
          object += std::string(",\"") + key + "\":[" + join(quoted, ",") + "]";
        }
      }
      out += object + "}\n";
      continue;
    }
    if (style == UniqueStyle::quiet) continue;
    // (appended piece by piece: no temporary strings for the common one-line verdict)
    out.append(v.where.place()).append(": ").append(verdict);
    if (!v.detail.empty()) out.append(": ").append(v.detail);
    if (minimal_shown) {
      const std::string undecided = join(v.undecided, " ");
      out += !v.minimal   ? ", minimality unknown (node limit): undecided givens " + undecided
             : *v.minimal ? ", minimal"
                          : ", not minimal: redundant givens " + join(v.redundant, " ");
      if (v.minimal == false && !undecided.empty()) out += "; undecided (node limit): " + undecided;
    }
    out += '\n';
    for (std::size_t k = 0; k < v.solutions.size(); ++k) {
      out.append("  solution ").append(std::to_string(k + 1)).append(": ").append(v.solutions[k]) += '\n';
    }
  }
  return out;
}

std::string render_unique(const UniqueReport& report, UniqueStyle style, std::string* summary) {
  std::string out = render_unique_verdicts(report, style);
  const std::string line = report.tally().summary_line();
  if (summary != nullptr) {
    *summary = line;
  } else {
    out += line;
  }
  return out;
}

}  // namespace sudokit
