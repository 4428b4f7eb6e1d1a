// SPDX-License-Identifier: MIT
#include "common/sudoku/grid.hpp"

#include <array>
#include <cstdint>

namespace sudokit {

Grid::Grid(Shape shape) : Grid(Geometry::classic(shape)) {}

Grid::Grid(GeometryPtr geometry)
    : geometry_(std::move(geometry)), cells_(static_cast<std::size_t>(geometry_->cells()), 0) {}

int Grid::givens() const {
  int count = 0;
  for (auto v : cells_) count += v != 0;
  return count;
}

std::string cell_name(const Shape& shape, int cell) {
  return "r" + std::to_string(cell / shape.size() + 1) + "c" + std::to_string(cell % shape.size() + 1);
}

std::string Conflict::describe(const Geometry& geometry, const std::string& alphabet) const {
  const Shape& shape = geometry.shape();
  if (house == House::cage_sum) {
    return "the cage at " + cell_name(shape, first_cell) + " holds " + std::to_string(digit) +
           ", more than its sum " + std::to_string(geometry.cages()[static_cast<std::size_t>(index)].sum);
  }
  static const char* const kHouse[] = {"row", "column", "box", "region", "diagonal", "window", "cage"};
  const std::string symbol = alphabet.empty()
                                 ? std::to_string(digit)
                                 : std::string(1, alphabet[static_cast<std::size_t>(digit - 1)]);
  const std::string where = house == House::cage ? "the cage at " + cell_name(shape, geometry.cages()[static_cast<std::size_t>(index)].cells.front())
                            : house == House::diagonal ? std::string(index == 0 ? "the main diagonal" : "the anti-diagonal")
                                                       : std::string(kHouse[static_cast<int>(house)]) + " " + std::to_string(index + 1);
  return where + " has two " + symbol + "s (" + cell_name(shape, first_cell) + " and " +
         cell_name(shape, second_cell) + ")";
}

namespace {
Conflict::House house_of_kind(Geometry::Kind kind) {
  switch (kind) {
    case Geometry::Kind::row: return Conflict::House::row;
    case Geometry::Kind::column: return Conflict::House::column;
    case Geometry::Kind::box: return Conflict::House::box;
    case Geometry::Kind::region: return Conflict::House::region;
    case Geometry::Kind::diagonal: return Conflict::House::diagonal;
    case Geometry::Kind::window: return Conflict::House::window;
  }
  return Conflict::House::row;
}
}  // namespace

std::optional<Conflict> find_conflict(const Grid& grid) {
  const Geometry& geometry = grid.geometry();
  const int houses = geometry.houses();
  const auto cages = static_cast<int>(geometry.cages().size());
  // Most grids have no conflict: a digit mask per house (and cage) says so without
  // allocating for classic grids; only a grid that repeats a digit is scanned again below
  // for its first pair.
  std::array<std::uint64_t, 3 * Shape::kMaxSize> small{};
  std::vector<std::uint64_t> large;
  std::uint64_t* used = small.data();
  if (houses + cages > static_cast<int>(small.size())) {
    large.assign(static_cast<std::size_t>(houses + cages), 0);
    used = large.data();
  }
  bool repeated = false;
  for (int cell = 0; cell < geometry.cells(); ++cell) {
    const int digit = grid.at(cell);
    if (digit == 0) continue;
    const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
    for (const int h : geometry.houses_of(cell)) {
      repeated = repeated || (used[h] & bit) != 0;
      used[h] |= bit;
    }
    if (const int k = geometry.cage_of(cell); k >= 0) {
      repeated = repeated || (used[houses + k] & bit) != 0;
      used[houses + k] |= bit;
    }
  }
  if (repeated) {
    // seen[house][digit] = 1 + the cell where the digit was first seen, or 0; cages after the
    // houses. Cells in row-major order: the pair reported is the first conflict in reading
    // order (a cell's houses in their order, then its cage).
    const int n = geometry.size();
    std::vector<int> seen(static_cast<std::size_t>((houses + cages) * (n + 1)), 0);
    for (int cell = 0; cell < geometry.cells(); ++cell) {
      const int digit = grid.at(cell);
      if (digit == 0) continue;
      const auto check = [&](int slot_of, Conflict::House house, int index) -> std::optional<Conflict> {
        int& slot = seen[static_cast<std::size_t>(slot_of * (n + 1) + digit)];
        if (slot != 0) return Conflict{house, index, digit, slot - 1, cell};
        slot = cell + 1;
        return std::nullopt;
      };
      for (const int h : geometry.houses_of(cell)) {
        if (auto found = check(h, house_of_kind(geometry.kind(h)), geometry.index_of_kind(h))) return found;
      }
      if (const int k = geometry.cage_of(cell); k >= 0) {
        if (auto found = check(houses + k, Conflict::House::cage, k)) return found;
      }
    }
  }
  for (int k = 0; k < cages; ++k) {
    const Cage& cage = geometry.cages()[static_cast<std::size_t>(k)];
    int sum = 0;
    for (const int cell : cage.cells) sum += grid.at(cell);
    if (sum > cage.sum) return Conflict{Conflict::House::cage_sum, k, sum, cage.cells.front(), cage.cells.front()};
  }
  return std::nullopt;
}

bool solves(const Grid& solution, const Grid& puzzle) {
  if (!same_geometry(solution.geometry_ptr(), puzzle.geometry_ptr()) || !solution.full() ||
      find_conflict(solution)) {
    return false;
  }
  // A full grid whose cages hold distinct digits summing to no more than theirs: each sum met.
  for (const Cage& cage : solution.geometry().cages()) {
    int sum = 0;
    for (const int cell : cage.cells) sum += solution.at(cell);
    if (sum != cage.sum) return false;
  }
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    if (puzzle.at(cell) != 0 && puzzle.at(cell) != solution.at(cell)) return false;
  }
  return true;
}

}  // namespace sudokit
