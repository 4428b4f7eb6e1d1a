// SPDX-License-Identifier: MIT
#include "common/sudoku/grid.hpp"

#include <array>
#include <cstdint>

namespace sudokit {

Grid::Grid(Shape shape) : shape_(shape), cells_(static_cast<std::size_t>(shape.cells()), 0) {}

int Grid::givens() const {
  int count = 0;
  for (auto v : cells_) count += v != 0;
  return count;
}

std::string cell_name(const Shape& shape, int cell) {
  return "r" + std::to_string(cell / shape.size() + 1) + "c" + std::to_string(cell % shape.size() + 1);
}

std::string Conflict::describe(const Shape& shape, const std::string& alphabet) const {
  static const char* const kHouse[] = {"row", "column", "box"};
  const std::string symbol = alphabet.empty()
                                 ? std::to_string(digit)
                                 : std::string(1, alphabet[static_cast<std::size_t>(digit - 1)]);
  return std::string(kHouse[static_cast<int>(house)]) + " " + std::to_string(index + 1) +
         " has two " + symbol + "s (" + cell_name(shape, first_cell) + " and " +
         cell_name(shape, second_cell) + ")";
}

std::optional<Conflict> find_conflict(const Grid& grid) {
  const Shape& shape = grid.shape();
  const int n = shape.size();
  // Most grids have no conflict: a digit mask per house says so without allocating; only a
  // grid that repeats a digit is scanned again below for its first pair.
  std::array<std::uint64_t, Shape::kMaxSize> rows{}, cols{}, boxes{};
  bool repeated = false;
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int digit = grid.at(cell);
    if (digit == 0) continue;
    const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
    std::uint64_t& row = rows[static_cast<std::size_t>(cell / n)];
    std::uint64_t& col = cols[static_cast<std::size_t>(cell % n)];
    std::uint64_t& box = boxes[static_cast<std::size_t>(shape.box_of(cell / n, cell % n))];
    repeated = repeated || ((row | col | box) & bit) != 0;
    row |= bit;
    col |= bit;
    box |= bit;
  }
  if (!repeated) return std::nullopt;
  // seen[house kind][house][digit] = 1 + the cell where the digit was first seen, or 0.
  std::vector<int> seen(static_cast<std::size_t>(3 * n * (n + 1)), 0);
  // Scan cells in row-major order, so the reported pair is the first conflict in reading order.
  for (int cell = 0; cell < shape.cells(); ++cell) {
    const int digit = grid.at(cell);
    if (digit == 0) continue;
    const int row = cell / n;
    const int col = cell % n;
    const int houses[3] = {row, col, shape.box_of(row, col)};
    for (int kind = 0; kind < 3; ++kind) {
      int& slot = seen[static_cast<std::size_t>((kind * n + houses[kind]) * (n + 1) + digit)];
      if (slot != 0) {
        return Conflict{static_cast<Conflict::House>(kind), houses[kind], digit, slot - 1, cell};
      }
      slot = cell + 1;
    }
  }
  return std::nullopt;
}

bool solves(const Grid& solution, const Grid& puzzle) {
  if (!(solution.shape() == puzzle.shape()) || !solution.full() || find_conflict(solution)) {
    return false;
  }
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    if (puzzle.at(cell) != 0 && puzzle.at(cell) != solution.at(cell)) return false;
  }
  return true;
}

}  // namespace sudokit
