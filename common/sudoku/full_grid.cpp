// SPDX-License-Identifier: MIT
// Random full grids. A randomised search of the empty grid (the engine's first solution, the
// Rng breaking ties and ordering digits) makes nearly every grid; where it stalls (36x36 and
// up) a shuffled pattern grid and a random walk of cycle swaps stand in.
#include "common/sudoku/full_grid.hpp"

#include <vector>

#include "common/engine/span.hpp"

namespace sudokit {

namespace {

// One step of a random walk on full grids: two rows of a band (or two columns of a stack) and
// the cycle, through a random position, of "the other line has this digit there"; swapping
// the two lines' cells along it keeps every row, column and box a permutation (the same
// unavoidable sets the digging below uses).
void swap_random_cycle(Grid& grid, Rng& rng) {
  const Shape& shape = grid.shape();
  const int n = shape.size();
  const bool rows = rng.below(2) == 0;
  const int group = rows ? shape.box_rows : shape.box_cols;  // lines in a band or stack
  const int first = static_cast<int>(rng.below(static_cast<std::uint64_t>(n / group))) * group;
  const int a = static_cast<int>(rng.below(static_cast<std::uint64_t>(group)));
  int b = static_cast<int>(rng.below(static_cast<std::uint64_t>(group - 1)));
  b += b >= a ? 1 : 0;
  const auto cell = [&](int line, int i) { return rows ? line * n + i : i * n + line; };
  std::vector<int> where(static_cast<std::size_t>(n) + 1);
  for (int i = 0; i < n; ++i) where[static_cast<std::size_t>(grid.at(cell(first + b, i)))] = i;
  const int start = static_cast<int>(rng.below(static_cast<std::uint64_t>(n)));
  int i = start;
  do {
    const int next = where[static_cast<std::size_t>(grid.at(cell(first + a, i)))];
    const int digit = grid.at(cell(first + a, i));
    grid.set(cell(first + a, i), grid.at(cell(first + b, i)));
    grid.set(cell(first + b, i), digit);
    i = next;
  } while (i != start);
}

// A valid grid from a pattern, its digits, bands, stacks, rows and columns shuffled, then a
// random walk of cycle swaps: for the grids where the randomised search stalls.
Grid walked_grid(const Shape& shape, Rng& rng) {
  const int n = shape.size();
  std::vector<int> digits(static_cast<std::size_t>(n));
  for (int d = 0; d < n; ++d) digits[static_cast<std::size_t>(d)] = d + 1;
  rng.shuffle(Span<int>(digits));
  const auto order = [&rng, n](int group) {  // lines: groups shuffled, lines within them too
    std::vector<int> groups(static_cast<std::size_t>(n / group));
    for (std::size_t k = 0; k < groups.size(); ++k) groups[k] = static_cast<int>(k);
    rng.shuffle(Span<int>(groups));
    std::vector<int> lines;
    for (int g : groups) {
      std::vector<int> within(static_cast<std::size_t>(group));
      for (int k = 0; k < group; ++k) within[static_cast<std::size_t>(k)] = g * group + k;
      rng.shuffle(Span<int>(within));
      lines.insert(lines.end(), within.begin(), within.end());
    }
    return lines;
  };
  const std::vector<int> row = order(shape.box_rows);
  const std::vector<int> col = order(shape.box_cols);
  Grid grid(shape);
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      const int pr = row[static_cast<std::size_t>(r)];
      const int pc = col[static_cast<std::size_t>(c)];
      grid.set(r * n + c, digits[static_cast<std::size_t>(
                              (shape.box_cols * (pr % shape.box_rows) + pr / shape.box_rows + pc) % n)]);
    }
  }
  for (int step = 0; step < 8 * shape.cells(); ++step) swap_random_cycle(grid, rng);
  return grid;
}

}  // namespace

Grid random_full_grid(const SudokuMatrix& matrix, ExactCoverSolver& engine, Rng& rng) {
  const Shape& shape = matrix.shape();
  RngChooser chooser(rng);
  engine.set_chooser(&chooser);
  // A random fill rarely needs backtracking; when it wanders, restart with new draws and a
  // doubled budget. On the largest grids (36x36 and up) some fills thrash for tens of millions
  // of nodes whatever the restarts, so after five attempts the grid comes from a random walk
  // instead (walked_grid); smaller grids practically never get there.
  const std::uint64_t cells = static_cast<std::uint64_t>(shape.cells());
  std::vector<int> options;
  bool found = false;
  for (std::uint64_t budget = 4 * cells; budget <= 64 * cells && !found; budget *= 2) {
    engine.set_node_limit(budget);
    found = engine.first(options).solutions == 1;
  }
  engine.set_node_limit(0);
  engine.set_chooser(nullptr);
  if (!found) return walked_grid(shape, rng);
  Grid grid(shape);
  for (int option : options) grid.set(matrix.cell_of(option), matrix.digit_of(option));
  return grid;
}

FullGridMaker::FullGridMaker(Shape shape)
    : matrix_(SudokuMatrix::for_shape(shape)), engine_(matrix_->problem()) {}

Grid FullGridMaker::make(Rng& rng) { return random_full_grid(*matrix_, engine_, rng); }

}  // namespace sudokit
