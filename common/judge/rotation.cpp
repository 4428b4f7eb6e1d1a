// SPDX-License-Identifier: MIT
// HDU 6341: the rotation solver and the hdu6341 profile (reading, validator, checker,
// generator).
//
// The answer counts the counter-clockwise turns that made the input from a valid grid, which is
// the clockwise turns that restore it (the sample's 5; counting counter-clockwise turns that
// restore it would give 11). Search: regions in row-major order, each undone by 0-3 clockwise
// turns (fewest first); a
// rotation fits when none of its rows repeats a digit already in that grid row and none of its
// columns one already in that grid column. Each region's rows and columns are precomputed as
// digit bit masks for all four rotations, so a fit test is 2B mask ANDs. Rotations stop as soon
// as the turns so far reach the best total found (branch and bound). A region's own digits
// never move out of it, so the boxes are always right.
//
// Hard cases: the search is cheap on random grids (almost every wrong rotation fails at once).
// --mode hard hill-climbs, per case, over the turns (and a few grids) and keeps the case on
// which this search makes the most placements: "the pruned search works longest" is measured,
// not guessed. The gain is modest: in every
// grid we tried (random, and the patterned grid of shifted rows) a wrong turn of a region
// clashes with its left neighbour's rows at once, and turning every region by two keeps a grid
// valid, so each case has at most two restorations a search can follow far.
#include "common/judge/rotation.hpp"

#include <algorithm>
#include <array>

#include "common/judge/test_model.hpp"
#include "common/judge/variant.hpp"
#include "common/sudoku/full_grid.hpp"
#include "common/sudoku/rng.hpp"

namespace sudokit {

namespace {

int side(const Shape& shape) { return shape.box_rows; }  // B: regions are B x B

}  // namespace

void rotate_region(Grid& grid, int region, int times) {
  const int b = side(grid.shape());
  const int n = grid.size();
  const int top = (region / b) * b;
  const int left = (region % b) * b;
  for (int t = 0; t < ((times % 4) + 4) % 4; ++t) {
    std::vector<int> old(static_cast<std::size_t>(b * b));
    for (int i = 0; i < b; ++i) {
      for (int j = 0; j < b; ++j) old[static_cast<std::size_t>(i * b + j)] = grid.at((top + i) * n + left + j);
    }
    // Counter-clockwise: the new row i is the old column B-1-i, top to bottom.
    for (int i = 0; i < b; ++i) {
      for (int j = 0; j < b; ++j) {
        grid.set((top + i) * n + left + j, old[static_cast<std::size_t>(j * b + (b - 1 - i))]);
      }
    }
  }
}

namespace {

class RotationSearch {
 public:
  RotationSearch(const Grid& grid, std::uint64_t node_limit)
      : b_(side(grid.shape())), n_(grid.size()), budget_(node_limit) {
    masks_.resize(static_cast<std::size_t>(n_));
    for (int region = 0; region < n_; ++region) {
      Grid turned = grid;
      for (int k = 0; k < 4; ++k) {
        Masks& m = masks_[static_cast<std::size_t>(region)][static_cast<std::size_t>(k)];
        const int top = (region / b_) * b_;
        const int left = (region % b_) * b_;
        for (int i = 0; i < b_; ++i) {
          for (int j = 0; j < b_; ++j) {
            const std::uint64_t bit = std::uint64_t{1} << (turned.at((top + i) * n_ + left + j) - 1);
            m.rows[static_cast<std::size_t>(i)] |= bit;
            m.cols[static_cast<std::size_t>(j)] |= bit;
          }
        }
        rotate_region(turned, region, 3);  // one clockwise turn: undoes one applied turn
      }
    }
    row_used_.assign(static_cast<std::size_t>(n_), 0);
    col_used_.assign(static_cast<std::size_t>(n_), 0);
    turns_.assign(static_cast<std::size_t>(n_), 0);
  }

  RotationResult run() {
    best_ = 4 * n_ + 1;
    // Turning never changes which digits a region holds: one with a repeated digit can never
    // be a box of a valid grid (rows and columns alone could still come out right).
    const std::uint64_t all = n_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n_) - 1;
    bool regions_ok = true;
    for (const auto& turns : masks_) {
      std::uint64_t digits = 0;
      for (int i = 0; i < b_; ++i) digits |= turns[0].rows[static_cast<std::size_t>(i)];
      regions_ok = regions_ok && digits == all;
    }
    if (regions_ok) visit(0, 0);
    RotationResult result;
    result.nodes = budget_.nodes();
    result.complete = !budget_.exhausted();
    if (best_ <= 4 * n_) {
      result.rotations = best_;
      result.turns = best_turns_;
    }
    return result;
  }

 private:
  struct Masks {
    std::array<std::uint64_t, 6> rows{};
    std::array<std::uint64_t, 6> cols{};
  };

  void visit(int region, int cost) {
    if (region == n_) {
      best_ = cost;
      best_turns_ = turns_;
      return;
    }
    const int top = (region / b_) * b_;
    const int left = (region % b_) * b_;
    for (int k = 0; k < 4 && cost + k < best_; ++k) {
      const Masks& m = masks_[static_cast<std::size_t>(region)][static_cast<std::size_t>(k)];
      bool fits = true;
      for (int i = 0; i < b_ && fits; ++i) {
        fits = (row_used_[static_cast<std::size_t>(top + i)] & m.rows[static_cast<std::size_t>(i)]) == 0 &&
               (col_used_[static_cast<std::size_t>(left + i)] & m.cols[static_cast<std::size_t>(i)]) == 0;
      }
      if (!fits) continue;
      if (!budget_.spend()) return;
      for (int i = 0; i < b_; ++i) {
        row_used_[static_cast<std::size_t>(top + i)] ^= m.rows[static_cast<std::size_t>(i)];
        col_used_[static_cast<std::size_t>(left + i)] ^= m.cols[static_cast<std::size_t>(i)];
      }
      turns_[static_cast<std::size_t>(region)] = k;
      visit(region + 1, cost + k);
      if (budget_.exhausted()) return;  // the masks stay as they are: the search is over
      for (int i = 0; i < b_; ++i) {
        row_used_[static_cast<std::size_t>(top + i)] ^= m.rows[static_cast<std::size_t>(i)];
        col_used_[static_cast<std::size_t>(left + i)] ^= m.cols[static_cast<std::size_t>(i)];
      }
    }
  }

  int b_;
  int n_;
  std::vector<std::array<Masks, 4>> masks_;  // per region, per clockwise turns undone
  std::vector<std::uint64_t> row_used_;
  std::vector<std::uint64_t> col_used_;
  std::vector<int> turns_;
  std::vector<int> best_turns_;
  int best_ = 0;
  NodeBudget budget_;  // region placements
};

}  // namespace

RotationResult min_rotations(const Grid& grid, std::uint64_t node_limit) {
  return RotationSearch(grid, node_limit).run();
}

namespace {

constexpr std::string_view kSymbols = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

// A test shrunk: parts are the turned regions of one least restoration, turned back.
class TurnsModel final : public GridModel {
 public:
  TurnsModel(const TextFormat& format, std::string alphabet, std::vector<Grid> grids, std::uint64_t node_limit)
      : GridModel(format, std::move(alphabet), std::move(grids)), turns_(grids_.size()) {
    for (std::size_t c = 0; c < grids_.size(); ++c) {
      const RotationResult restored = min_rotations(grids_[c], node_limit);
      if (!restored.rotations) continue;  // (a validated input is restorable; a budget may stop it)
      turns_[c] = restored.turns;
      for (std::size_t region = 0; region < restored.turns.size(); ++region) {
        if (restored.turns[region] % 4 != 0) parts_[c].push_back(static_cast<int>(region));
      }
    }
  }

 private:
  void take_away(Grid& grid, std::size_t c, std::size_t part) const override {
    const int region = parts_[c][part];
    rotate_region(grid, region, 4 - turns_[c][static_cast<std::size_t>(region)] % 4);
  }
  std::vector<std::vector<int>> turns_;
};

class RotationVariant final : public Variant {
 public:
  std::string_view name() const override { return "hdu6341"; }
  std::string_view title() const override {
    return "HDU 6341 Let Sudoku Rotate: the fewest rotations restoring a grid";
  }
  std::string_view generator_help() const override {
    return "--cases T (1..1000, default 1); --rotated K: exactly K regions turned\n"
           "(default: each region 0-3 turns at random); --mode hard: per case, a hill\n"
           "climb of --tries steps (default 64) over the turns, a fresh grid every 16,\n"
           "keeping the case where the pruned search places the most regions; --box BxB\n"
           "for other sizes (2x2 .. 6x6, symbols 0-9A-Z)";
  }

  VariantRun solve(std::string_view input, const VariantSolveOptions& options) const override {
    VariantRun run;
    TextFormat format;
    std::string error;
    if (!format_for(options.box, &format, &error)) return refused(error);
    ReadOptions read;
    read.strict = options.strict;
    read.source = options.source;
    const ReadResult result = read_puzzles(input, format, read);
    if (!result.ok()) return unreadable(as_case(*result.error));
    for (std::size_t i = 0; i < result.set.puzzles.size(); ++i) {
      const RotationResult solved = min_rotations(result.set.puzzles[i], options.node_limit);
      const std::string place = options.source + ":" + std::to_string(result.set.first_lines[i]) +
                                ": case " + std::to_string(i + 1);
      if (!solved.complete) return unknown_case(place, options.node_limit, run.err);
      if (!solved.rotations) {
        run.err += place + ": no rotation of the regions gives a valid grid\n";
        run.outcome = VariantOutcome::no_answer;
      }
      run.out += std::to_string(solved.rotations.value_or(-1)) + "\n";
      if (options.stats) {
        run.err += place + ": " + std::to_string(solved.rotations.value_or(-1)) + ", nodes " +
                   std::to_string(solved.nodes) + "\n";
      }
    }
    return run;
  }

  Validation validate(std::string_view input, const ValidateOptions& options) const override {
    const TextFormat& format = *find_text_format("hdu6341");
    ReadOptions read;
    read.strict = !options.lenient;
    read.source = options.source;
    const ReadResult result = read_puzzles(input, format, read);
    if (!result.ok()) return {false, as_case(*result.error)};
    for (std::size_t i = 0; i < result.set.puzzles.size(); ++i) {
      const Grid& grid = result.set.puzzles[i];
      const std::string at = options.source + ":" + std::to_string(result.set.first_lines[i]) +
                             ":1: case " + std::to_string(i + 1) + ": ";
      const std::string place = at + "not restorable: ";
      if (const std::string repeat = repeated_digit(grid, result.set.alphabet); !repeat.empty()) {
        return {false, place + repeat};
      }
      const RotationResult solved = min_rotations(grid, options.node_limit);
      if (!solved.rotations && !solved.complete) return undecided(at, "a restoring rotation", options.node_limit);
      if (!solved.rotations) return {false, place + "no rotation of the regions gives a valid grid"};
    }
    const std::size_t cases = result.set.puzzles.size();
    return {true, options.source + ": valid hdu6341 input, " + std::to_string(cases) + " case" +
                      (cases == 1 ? "" : "s")};
  }

  CheckResult check_within(std::string_view input, std::string_view output, std::string_view answer,
                           std::uint64_t node_limit) const override {
    ReadOptions read;
    read.source = "input";
    const ReadResult result = read_puzzles(input, *find_text_format("hdu6341"), read);
    if (!result.ok()) return {CheckVerdict::fail, "the input: " + as_case(*result.error)};
    std::vector<std::optional<long long>> reference;
    for (std::size_t i = 0; i < result.set.puzzles.size(); ++i) {
      const RotationResult solved = min_rotations(result.set.puzzles[i], node_limit);
      if (!solved.rotations && solved.complete) {
        return {CheckVerdict::fail, "the input: case " + std::to_string(i + 1) + " is not restorable"};
      }
      reference.push_back(solved.complete ? solved.rotations : std::nullopt);
    }
    return check_integer_answers(reference, output, answer);
  }

  std::vector<std::string_view> generator_options() const override {
    return {"cases", "rotated", "tries", "box"};
  }

  std::unique_ptr<TestModel> model_test(std::string_view input, std::string_view, std::uint64_t node_limit,
                                        std::string* why) const override {
    const TextFormat& format = *find_text_format("hdu6341");
    const std::optional<PuzzleSet> read = read_test_grids(input, format, why);
    if (!read) return nullptr;
    return std::make_unique<TurnsModel>(format, read->alphabet, read->puzzles, node_limit);
  }
  std::string_view part_word() const override { return "turned regions"; }

  std::vector<std::string> host_parts(HostRole role) const override {
    switch (role) {
      case HostRole::validator: return {"rotation_search.cpp", "rotation_validator.cpp"};
      case HostRole::checker: return {"checker_output.cpp", "integer_checker.cpp"};
      case HostRole::solution: return {"rotation_search.cpp", "rotation_solution.cpp"};
    }
    return {};
  }
  std::string host_rules_part() const override { return "rotation_rules.cpp"; }

  VariantRun make_test(const VariantGenOptions& options) const override {
    VariantRun run;
    TextFormat format;
    std::string error;
    if (!format_for(options.box, &format, &error)) return refused(error);
    const bool hard = options.mode == "hard";
    if (!options.mode.empty() && options.mode != "random" && !hard) {
      return refused("unknown hdu6341 mode '" + options.mode + "'; one of random, hard");
    }
    const int cases = options.cases.value_or(1);
    if (cases < 1 || cases > format.max_cases) {
      return refused("--cases " + std::to_string(cases) + " is out of range for hdu6341 (1.." +
                    std::to_string(format.max_cases) + ")");
    }
    const Shape shape = *format.shape;
    const int regions = shape.size();
    if (options.rotated && (*options.rotated < 0 || *options.rotated > regions)) {
      return refused("--rotated " + std::to_string(*options.rotated) + " is out of range (0.." +
                    std::to_string(regions) + " regions)");
    }
    const int tries = hard ? (options.tries > 0 ? options.tries : 64) : 1;
    if (options.tries > 0 && !hard) return refused("--tries goes with --mode hard");

    FullGridMaker grids(shape);
    std::vector<Grid> inputs;
    for (int c = 0; c < cases; ++c) {
      const std::uint64_t seed = sub_seed(options.seed, static_cast<std::uint64_t>(c));
      Rng rng(seed);
      // Random: one grid, random turns. Hard: a hill climb over the turns (one region's turns
      // redrawn per step, kept unless the search gets cheaper), on a fresh grid every 16 steps.
      Grid solution = grids.make(rng);
      std::vector<int> turns = draw_turns(regions, options.rotated, rng);
      const auto turned = [&solution, regions](const std::vector<int>& by) {
        Grid grid = solution;
        for (int r = 0; r < regions; ++r) rotate_region(grid, r, by[static_cast<std::size_t>(r)]);
        return grid;
      };
      Grid chosen = turned(turns);
      std::vector<int> chosen_turns = turns;
      std::uint64_t most = tries > 1 ? min_rotations(chosen).nodes : 0;
      std::uint64_t current = most;
      for (int t = 1; t < tries; ++t) {
        std::vector<int> next = turns;
        if (t % 16 == 0) {
          solution = grids.make(rng);
          next = draw_turns(regions, options.rotated, rng);
          current = 0;
        } else {
          mutate_turns(next, options.rotated, rng);
        }
        const Grid candidate = turned(next);
        const std::uint64_t nodes = min_rotations(candidate).nodes;
        if (nodes < current) continue;
        turns = next;
        current = nodes;
        if (nodes > most) {
          most = nodes;
          chosen = candidate;
          chosen_turns = next;
        }
      }
      int applied = 0;
      for (int t : chosen_turns) applied += t;
      const RotationResult solved = min_rotations(chosen);  // the answer, from the solver
      run.answer += std::to_string(solved.rotations.value_or(-1)) + "\n";
      run.report += "{\"case\":" + std::to_string(c) + ",\"seed\":" + std::to_string(seed) +
                    ",\"turns_applied\":" + std::to_string(applied) +
                    ",\"answer\":" + std::to_string(solved.rotations.value_or(-1)) +
                    ",\"nodes\":" + std::to_string(solved.nodes) + "}\n";
      inputs.push_back(std::move(chosen));
    }
    run.out = write_input(inputs, format, format.alphabet);
    return run;
  }

 private:
  // The hdu6341 format, or the same layout for other square boxes (symbols 0-9A-Z from 0).
  static bool format_for(const std::optional<Shape>& box, TextFormat* format, std::string* error) {
    *format = *find_text_format("hdu6341");
    if (!box || *box == *format->shape) return true;
    if (box->box_rows != box->box_cols || box->box_rows > 6) {
      *error = "hdu6341: regions are square; --box must be 2x2 .. 6x6, not " + box->name();
      return false;
    }
    format->shape = *box;
    format->alphabet = std::string(kSymbols.substr(0, static_cast<std::size_t>(box->size())));
    return true;
  }

  // "region 3 (rows 1-4, columns 9-12) has two 7s", or "" when every region holds N digits.
  static std::string repeated_digit(const Grid& grid, const std::string& alphabet) {
    const int b = side(grid.shape()), n = grid.size();
    for (int region = 0; region < n; ++region) {
      const int top = region / b * b, left = region % b * b;
      std::vector<char> seen(static_cast<std::size_t>(n) + 1, 0);
      for (int i = 0; i < b * b; ++i) {
        const int digit = grid.at(top + i / b, left + i % b);
        if (seen[static_cast<std::size_t>(digit)]++ == 0) continue;
        return "region " + std::to_string(region + 1) + " (rows " + std::to_string(top + 1) + "-" +
               std::to_string(top + b) + ", columns " + std::to_string(left + 1) + "-" +
               std::to_string(left + b) + ") has two " +
               alphabet[static_cast<std::size_t>(digit - 1)] + "s";
      }
    }
    return "";
  }

  // Counter-clockwise turns per region: 0-3 each at random, or exactly `rotated` regions with
  // 1-3 turns.
  static std::vector<int> draw_turns(int regions, const std::optional<int>& rotated, Rng& rng) {
    std::vector<int> turns(static_cast<std::size_t>(regions), 0);
    if (!rotated) {
      for (int& t : turns) t = static_cast<int>(rng.below(4));
      return turns;
    }
    std::vector<int> order(static_cast<std::size_t>(regions));
    for (int r = 0; r < regions; ++r) order[static_cast<std::size_t>(r)] = r;
    rng.shuffle(Span<int>(order));
    for (int k = 0; k < *rotated; ++k) {
      turns[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] = 1 + static_cast<int>(rng.below(3));
    }
    return turns;
  }

  // Redraws one region's turns; with `rotated`, swaps a turned and an unturned region's turns
  // (or redraws a turned one's), so exactly `rotated` regions stay turned.
  static void mutate_turns(std::vector<int>& turns, const std::optional<int>& rotated, Rng& rng) {
    const auto pick = [&]() { return static_cast<std::size_t>(rng.below(turns.size())); };
    if (!rotated) {
      turns[pick()] = static_cast<int>(rng.below(4));
      return;
    }
    if (*rotated == 0) return;
    std::size_t a = pick();
    while (turns[a] == 0) a = pick();
    if (*rotated == static_cast<int>(turns.size()) || rng.below(2) == 0) {
      turns[a] = 1 + static_cast<int>(rng.below(3));
      return;
    }
    std::size_t b = pick();
    while (turns[b] != 0) b = pick();
    std::swap(turns[a], turns[b]);
  }
};

}  // namespace

const Variant& rotation_variant() {
  static const RotationVariant variant;
  return variant;
}

}  // namespace sudokit
