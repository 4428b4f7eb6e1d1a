// SPDX-License-Identifier: MIT
// A judge's test as shrinking sees it (common/setting/shrink.hpp): cases, and the parts each
// case can lose. Every judge says what its own are (Judge::model_test, Judge::part_word):
//   Sudoku problems   blank cells, filled from a solution (fewer givens removed)
//   hdu6341           turned regions, turned back as the reference solver would (fewer turns)
//   p1074             blank cells, filled from a solution of the highest score (the answer stays)
//   p4929             rows and columns of the matrix
//   zoj3209           pieces
// A model only rewrites its test; it checks nothing (the shrinker validates every candidate).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/sudoku/grid.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

class TestModel;
// Case c of a model.
struct CaseOf {
  const TestModel* model;
  std::size_t c;
};

class TestModel {
 public:
  virtual ~TestModel() = default;
  virtual std::size_t cases() const = 0;
  virtual std::size_t parts(std::size_t c) const = 0;
  // The test with only the cases in [begin, end), or without them (`keep` false).
  virtual std::string with_cases(std::size_t begin, std::size_t end, bool keep) const = 0;
  // The test with parts [begin, end) of case c taken away.
  virtual std::string without_parts(std::size_t c, std::size_t begin, std::size_t end) const = 0;
  // A test of cases picked from models of the same judge's tests (this one's among them), in
  // the order given: the slowest cases of several tests together. Nonempty picks; a judge
  // whose tests hold one case takes the first.
  virtual std::string joined(const std::vector<CaseOf>& picks) const = 0;
  // How big the test is: its parts in all (for reports).
  std::size_t total_parts() const;
};

// Tests whose cases are grids of a text format: parts are cells that a subclass changes
// (take_away) towards what the case's answer holds, the test written back in the format.
class GridModel : public TestModel {
 public:
  GridModel(const TextFormat& format, std::string alphabet, std::vector<Grid> grids);
  std::size_t cases() const override { return grids_.size(); }
  std::size_t parts(std::size_t c) const override { return parts_[c].size(); }
  std::string with_cases(std::size_t begin, std::size_t end, bool keep) const override;
  std::string without_parts(std::size_t c, std::size_t begin, std::size_t end) const override;
  std::string joined(const std::vector<CaseOf>& picks) const override;

 protected:
  virtual void take_away(Grid& grid, std::size_t c, std::size_t part) const = 0;
  const TextFormat& format_;
  std::string alphabet_;
  std::vector<Grid> grids_;
  std::vector<std::vector<int>> parts_;  // per case, the parts' cells (or regions)
};

// Parts are the blank cells that a solution of each case fills (a case whose "solution" is
// itself has none: a case with no solution, kept whole).
class BlanksModel final : public GridModel {
 public:
  BlanksModel(const TextFormat& format, std::string alphabet, std::vector<Grid> puzzles, std::vector<Grid> solutions);

 private:
  void take_away(Grid& grid, std::size_t c, std::size_t part) const override;
  std::vector<Grid> solutions_;
};

// A test's grids read strictly, as its validator reads them, for a model; nullopt with *why.
std::optional<PuzzleSet> read_test_grids(std::string_view input, const TextFormat& format, std::string* why);

}  // namespace sudokit
