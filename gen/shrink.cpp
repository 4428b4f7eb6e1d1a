// SPDX-License-Identifier: MIT
#include "gen/shrink.hpp"

#include <algorithm>
#include <vector>

#include "common/judge/cover_matrix.hpp"
#include "common/judge/rotation.hpp"
#include "common/judge/target_score.hpp"
#include "common/judge/treasure_map.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

std::size_t TestModel::total_parts() const {
  std::size_t total = 0;
  for (std::size_t c = 0; c < cases(); ++c) total += parts(c);
  return total;
}

namespace {

// Sudoku grids (the Sudoku profiles, hdu6341's turned grids, p1074's puzzles): cases are
// grids, parts are cells `changed` turns into `target`'s digits (a blank filled, a region
// turned back).
class GridModel : public TestModel {
 public:
  GridModel(const TextFormat& format, std::string alphabet, std::vector<Grid> grids)
      : format_(format), alphabet_(std::move(alphabet)), grids_(std::move(grids)), parts_(grids_.size()) {}

  std::size_t cases() const override { return grids_.size(); }
  std::size_t parts(std::size_t c) const override { return parts_[c].size(); }
  std::string with_cases(std::size_t begin, std::size_t end, bool keep) const override {
    std::vector<Grid> kept;
    for (std::size_t c = 0; c < grids_.size(); ++c) {
      if ((c >= begin && c < end) == keep) kept.push_back(grids_[c]);
    }
    return write_input(kept, format_, alphabet_);
  }
  std::string without_parts(std::size_t c, std::size_t begin, std::size_t end) const override {
    std::vector<Grid> grids = grids_;
    for (std::size_t k = begin; k < end; ++k) take_away(grids[c], c, k);
    return write_input(grids, format_, alphabet_);
  }

 protected:
  virtual void take_away(Grid& grid, std::size_t c, std::size_t part) const = 0;
  const TextFormat& format_;
  std::string alphabet_;
  std::vector<Grid> grids_;
  std::vector<std::vector<int>> parts_;
};

// Parts are blank cells, filled from a solution of each case.
class BlanksModel : public GridModel {
 public:
  BlanksModel(const TextFormat& format, std::string alphabet, std::vector<Grid> puzzles, std::vector<Grid> solutions)
      : GridModel(format, std::move(alphabet), std::move(puzzles)), solutions_(std::move(solutions)) {
    for (std::size_t c = 0; c < grids_.size(); ++c) {
      for (int cell = 0; cell < grids_[c].shape().cells(); ++cell) {
        if (grids_[c].at(cell) == 0 && solutions_[c].at(cell) != 0) parts_[c].push_back(cell);
      }
    }
  }

 private:
  void take_away(Grid& grid, std::size_t c, std::size_t part) const override {
    const int cell = parts_[c][part];
    grid.set(cell, solutions_[c].at(cell));
  }
  std::vector<Grid> solutions_;
};

// HDU 6341: parts are the turned regions of one least restoration, turned back.
class TurnsModel : public GridModel {
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

// P4929: one case; parts are its rows, then its columns.
class MatrixModel : public TestModel {
 public:
  explicit MatrixModel(CoverMatrix matrix) : matrix_(std::move(matrix)) {}
  std::size_t cases() const override { return 1; }
  std::size_t parts(std::size_t) const override { return static_cast<std::size_t>(matrix_.rows + matrix_.columns); }
  std::string with_cases(std::size_t, std::size_t, bool) const override { return write_cover_matrix(matrix_); }
  std::string without_parts(std::size_t, std::size_t begin, std::size_t end) const override {
    const auto rows = static_cast<std::size_t>(matrix_.rows);
    const auto gone = [&](std::size_t part) { return part >= begin && part < end; };
    std::vector<int> column_to(static_cast<std::size_t>(matrix_.columns), -1);
    int columns = 0;
    for (std::size_t c = 0; c < column_to.size(); ++c) {
      if (!gone(rows + c)) column_to[c] = columns++;
    }
    CoverMatrix smaller;
    smaller.columns = columns;
    for (std::size_t r = 0; r < rows; ++r) {
      if (gone(r)) continue;
      std::vector<int> ones;
      for (const int c : matrix_.ones[r]) {
        if (column_to[static_cast<std::size_t>(c)] >= 0) ones.push_back(column_to[static_cast<std::size_t>(c)]);
      }
      smaller.ones.push_back(std::move(ones));
    }
    smaller.rows = static_cast<int>(smaller.ones.size());
    if (smaller.rows == 0 || smaller.columns == 0) return "0 0\n";  // (no test: the validator says so)
    return write_cover_matrix(smaller);
  }

 private:
  CoverMatrix matrix_;
};

// ZOJ 3209: cases are boards, parts their pieces.
class MapsModel : public TestModel {
 public:
  explicit MapsModel(std::vector<TreasureMap> maps) : maps_(std::move(maps)) {}
  std::size_t cases() const override { return maps_.size(); }
  std::size_t parts(std::size_t c) const override { return maps_[c].pieces.size(); }
  std::string with_cases(std::size_t begin, std::size_t end, bool keep) const override {
    std::vector<TreasureMap> kept;
    for (std::size_t c = 0; c < maps_.size(); ++c) {
      if ((c >= begin && c < end) == keep) kept.push_back(maps_[c]);
    }
    return write_treasure_maps(kept);
  }
  std::string without_parts(std::size_t c, std::size_t begin, std::size_t end) const override {
    std::vector<TreasureMap> maps = maps_;
    auto& pieces = maps[c].pieces;
    pieces.erase(pieces.begin() + static_cast<long>(begin), pieces.begin() + static_cast<long>(end));
    return write_treasure_maps(maps);
  }

 private:
  std::vector<TreasureMap> maps_;
};

// The chunks of n items at granularity g (g = 1: one chunk of all): size ceil(n / g).
std::size_t chunk_size(std::size_t n, std::size_t g) { return (n + g - 1) / g; }

}  // namespace

std::unique_ptr<TestModel> model_test(const Judge& judge, std::string_view input, std::string_view answer,
                                      std::uint64_t node_limit, std::string* why) {
  const std::string_view unit = judge_unit(judge);
  ReadOptions strict;
  strict.strict = true;
  strict.source = "input";
  const auto read_grids = [&](const TextFormat& format) -> std::optional<PuzzleSet> {
    ReadResult read = read_puzzles(input, format, strict);
    if (!read.ok()) {
      *why = read.error->to_string();
      return std::nullopt;
    }
    return std::move(read.set);
  };
  if (judge.variant() == nullptr && judge.puzzle_format() != nullptr) {  // a Sudoku problem's grids, any task
    const TextFormat& format = *judge.puzzle_format();
    const auto set = read_grids(format);
    if (!set) return nullptr;
    std::vector<Grid> solutions;
    ReadOptions lenient;
    lenient.shape = set->shape;
    lenient.alphabet = set->alphabet;
    const ReadResult answers = read_puzzles(answer, answer_format(format), lenient);
    if (answers.ok() && answers.set.puzzles.size() == set->puzzles.size()) {
      solutions = answers.set.puzzles;
    } else {  // the answer is not grids: solve each case
      for (const Grid& puzzle : set->puzzles) {
        SolutionCounter counter(puzzle.shape());  // (a box per case: each its own)
        counter.set_node_limit(node_limit);
        if (find_conflict(puzzle) || counter.count(puzzle, 1).solutions == 0) {
          if (format.task == Task::solve) {
            *why = "a case has no solution to fill its blanks from";
            return nullptr;
          }
          solutions.push_back(puzzle);  // an illegal or impossible case (not a solve task): no parts
          continue;
        }
        solutions.push_back(counter.solution(0));
      }
    }
    return std::make_unique<BlanksModel>(format, set->alphabet, set->puzzles, std::move(solutions));
  }
  if (unit == "target_score") {
    const TextFormat& format = *find_text_format(judge.name());
    const auto set = read_grids(format);
    if (!set) return nullptr;
    std::vector<Grid> best;
    for (const Grid& puzzle : set->puzzles) {
      const TargetScoreResult result = max_target_score(puzzle, ring_scores(puzzle.shape()), node_limit);
      if (!result.score || !result.complete) {
        *why = result.score ? "the highest score was not settled within the node limit" : "the puzzle has no solution";
        return nullptr;
      }
      best.push_back(result.best);
    }
    return std::make_unique<BlanksModel>(format, set->alphabet, set->puzzles, std::move(best));
  }
  if (unit == "rotation") {
    const TextFormat& format = *find_text_format(judge.name());
    const auto set = read_grids(format);
    if (!set) return nullptr;
    return std::make_unique<TurnsModel>(format, set->alphabet, set->puzzles, node_limit);
  }
  if (unit == "cover_matrix") {
    CoverRead read = read_cover_matrix(input, true, "input");
    if (read.error) {
      *why = read.error->to_string();
      return nullptr;
    }
    return std::make_unique<MatrixModel>(std::move(read.matrix));
  }
  if (unit == "treasure_map") {
    MapsRead read = read_treasure_maps(input, true, "input");
    if (read.error) {
      *why = read.error->to_string();
      return nullptr;
    }
    return std::make_unique<MapsModel>(std::move(read.maps));
  }
  *why = "no shrinking for " + std::string(judge.name());
  return nullptr;
}

std::optional<std::string> smaller_test(const TestModel& model, int level, std::size_t k) {
  if (level == 0) {
    const std::size_t n = model.cases();
    if (n < 2) return std::nullopt;
    for (std::size_t g = 2;; g *= 2) {
      const std::size_t size = chunk_size(n, g);
      // Keep one chunk; then (past halves, where it is the same) leave one out.
      for (const bool keep : {true, false}) {
        if (!keep && g == 2) continue;
        for (std::size_t begin = 0; begin < n; begin += size) {
          if (k-- == 0) return model.with_cases(begin, std::min(n, begin + size), keep);
        }
      }
      if (size == 1) return std::nullopt;
    }
  }
  if (level == 1) {
    for (std::size_t c = 0; c < model.cases(); ++c) {
      const std::size_t n = model.parts(c);
      if (n == 0) continue;
      for (std::size_t g = 1;; g *= 2) {
        const std::size_t size = chunk_size(n, g);
        for (std::size_t begin = 0; begin < n; begin += size) {
          if (k-- == 0) return model.without_parts(c, begin, std::min(n, begin + size));
        }
        if (size == 1) break;
      }
    }
  }
  return std::nullopt;
}

}  // namespace sudokit
