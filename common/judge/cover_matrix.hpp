// SPDX-License-Identifier: MIT
// Luogu P4929 "DLX template": an N x M 0/1 matrix (N, M <= 500, at most 5000 ones); the answer
// is any set of rows covering every column exactly once (1-based row numbers), or
// "No Solution!". The same matrix, read as a repeated-cover problem (every column at least
// once, fewest rows), is sudokit-solve --at-least-once.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/engine/exact_cover.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

struct CoverMatrix {
  int rows = 0;
  int columns = 0;
  std::vector<std::vector<int>> ones;  // per row, its columns with a 1 (0-based, ascending)
  int count_ones() const;
  // Items are the columns; option k is row k (rows without a 1 have no option: see rows_of).
  ExactCoverProblem problem(std::vector<int>* row_of_option) const;
};

struct CoverRead {
  CoverMatrix matrix;
  std::optional<ParseError> error;
};
// Strict: exactly the judge format (single spaces, LF, final newline) and its bounds (N, M in
// 1..500, at most 5000 ones). Lenient: any whitespace between the numbers, N, M <= 500.
CoverRead read_cover_matrix(std::string_view text, bool strict, const std::string& source);

struct CoverSearch {
  std::optional<std::vector<int>> rows;  // an exact cover as 0-based rows (ascending), or nullopt
  bool complete = true;                  // false: the node limit stopped the search first
  std::uint64_t nodes = 0;
};
// Any exact cover, or none (when complete). `node_limit` 0: no budget.
CoverSearch find_exact_cover(const CoverMatrix& matrix, std::uint64_t node_limit = 0);
// The matrix as the judge's input (strict format).
std::string write_cover_matrix(const CoverMatrix& matrix);

// The answer line: 1-based rows separated by spaces, or "No Solution!".
std::string cover_answer(const std::optional<std::vector<int>>& rows);

}  // namespace sudokit
