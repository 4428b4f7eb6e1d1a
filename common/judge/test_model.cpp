// SPDX-License-Identifier: MIT
#include "common/judge/test_model.hpp"

#include <utility>

namespace sudokit {

std::size_t TestModel::total_parts() const {
  std::size_t total = 0;
  for (std::size_t c = 0; c < cases(); ++c) total += parts(c);
  return total;
}

GridModel::GridModel(const TextFormat& format, std::string alphabet, std::vector<Grid> grids)
    : format_(format), alphabet_(std::move(alphabet)), grids_(std::move(grids)), parts_(grids_.size()) {}

std::string GridModel::with_cases(std::size_t begin, std::size_t end, bool keep) const {
  std::vector<Grid> kept;
  for (std::size_t c = 0; c < grids_.size(); ++c) {
    if ((c >= begin && c < end) == keep) kept.push_back(grids_[c]);
  }
  return write_input(kept, format_, alphabet_);
}

std::string GridModel::without_parts(std::size_t c, std::size_t begin, std::size_t end) const {
  std::vector<Grid> grids = grids_;
  for (std::size_t k = begin; k < end; ++k) take_away(grids[c], c, k);
  return write_input(grids, format_, alphabet_);
}

std::string GridModel::joined(const std::vector<CaseOf>& picks) const {
  std::vector<Grid> grids;
  for (const CaseOf& pick : picks) grids.push_back(dynamic_cast<const GridModel&>(*pick.model).grids_[pick.c]);
  return write_input(grids, format_, alphabet_);
}

std::optional<PuzzleSet> read_test_grids(std::string_view input, const TextFormat& format, std::string* why) {
  ReadOptions strict;
  strict.strict = true;
  strict.source = "input";
  ReadResult read = read_puzzles(input, format, strict);
  if (!read.ok()) {
    *why = read.error->to_string();
    return std::nullopt;
  }
  return std::move(read.set);
}

BlanksModel::BlanksModel(const TextFormat& format, std::string alphabet, std::vector<Grid> puzzles,
                         std::vector<Grid> solutions)
    : GridModel(format, std::move(alphabet), std::move(puzzles)), solutions_(std::move(solutions)) {
  for (std::size_t c = 0; c < grids_.size(); ++c) {
    for (int cell = 0; cell < grids_[c].shape().cells(); ++cell) {
      if (grids_[c].at(cell) == 0 && solutions_[c].at(cell) != 0) parts_[c].push_back(cell);
    }
  }
}

void BlanksModel::take_away(Grid& grid, std::size_t c, std::size_t part) const {
  const int cell = parts_[c][part];
  grid.set(cell, solutions_[c].at(cell));
}

}  // namespace sudokit
