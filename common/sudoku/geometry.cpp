// SPDX-License-Identifier: MIT
#include "common/sudoku/geometry.hpp"

#include <algorithm>
#include <cctype>
#include <array>
#include <mutex>

namespace sudokit {

namespace {
std::size_t ur(int i) { return static_cast<std::size_t>(i); }
}  // namespace

std::string VariantKind::name() const {
  std::string name;
  const auto add = [&](const char* part) { name += (name.empty() ? "" : "+") + std::string(part); };
  if (jigsaw) add("jigsaw");
  if (killer) add("killer");
  if (diagonals) add("X");
  if (windows) add("windoku");
  return name;
}

std::optional<VariantKind> parse_variant(const std::string& text, std::string* error) {
  VariantKind kind;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find('+', start), text.size());
    std::string word = text.substr(start, end - start);
    std::transform(word.begin(), word.end(), word.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (word == "x") {
      kind.diagonals = true;
    } else if (word == "windoku" || word == "hyper") {
      kind.windows = true;
    } else if (word == "jigsaw") {
      kind.jigsaw = true;
    } else if (word == "killer") {
      kind.killer = true;
    } else if (word != "classic") {
      *error = "--variant: unknown variant '" + word + "' (x, windoku, jigsaw, killer, joined by '+': jigsaw+x)";
      return std::nullopt;
    }
    start = end + 1;
  }
  if (kind.windows && kind.jigsaw) {
    *error = "--variant: windoku's windows sit between boxes, and a jigsaw has none";
    return std::nullopt;
  }
  return kind;
}

int least_sum(int count) { return count * (count + 1) / 2; }
int most_sum(int count, int n) { return count * (2 * n - count + 1) / 2; }

std::vector<std::vector<int>> windows_of(const Shape& shape) {
  const int n = shape.size();
  std::vector<std::vector<int>> windows;
  for (int top = 1; top + shape.box_rows <= n - 1; top += shape.box_rows + 1) {
    for (int left = 1; left + shape.box_cols <= n - 1; left += shape.box_cols + 1) {
      std::vector<int> window;
      for (int r = top; r < top + shape.box_rows; ++r) {
        for (int c = left; c < left + shape.box_cols; ++c) window.push_back(r * n + c);
      }
      windows.push_back(std::move(window));
    }
  }
  return windows;
}

Geometry::Geometry(Shape shape, Rules rules) : shape_(shape), rules_(std::move(rules)) {
  const int n = shape_.size();
  const int cells = shape_.cells();
  region_of_.resize(ur(cells));
  for (int cell = 0; cell < cells; ++cell) {
    region_of_[ur(cell)] = rules_.regions.empty() ? shape_.box_of(cell / n, cell % n)
                                                    : rules_.regions[ur(cell)];
  }
  std::vector<std::vector<int>> houses(ur(3 * n));
  for (int cell = 0; cell < cells; ++cell) {
    houses[ur(cell / n)].push_back(cell);
    houses[ur(n + cell % n)].push_back(cell);
    houses[ur(2 * n + region_of_[ur(cell)])].push_back(cell);
  }
  const Kind regions = rules_.regions.empty() ? Kind::box : Kind::region;
  kinds_.assign(ur(n), Kind::row);
  kinds_.insert(kinds_.end(), ur(n), Kind::column);
  kinds_.insert(kinds_.end(), ur(n), regions);
  if (rules_.diagonals) {
    std::vector<int> main, anti;
    for (int i = 0; i < n; ++i) {
      main.push_back(i * n + i);
      anti.push_back(i * n + (n - 1 - i));
    }
    houses.push_back(main);
    houses.push_back(anti);
    kinds_.insert(kinds_.end(), 2, Kind::diagonal);
  }
  if (rules_.windows) {
    for (auto& window : windows_of(shape_)) {
      houses.push_back(std::move(window));
      kinds_.push_back(Kind::window);
    }
  }

  std::vector<std::vector<int>> of_cell(ur(cells));
  house_start_.push_back(0);
  for (std::size_t h = 0; h < houses.size(); ++h) {
    for (const int cell : houses[h]) {
      house_cells_.push_back(cell);
      of_cell[ur(cell)].push_back(static_cast<int>(h));
    }
    house_start_.push_back(static_cast<int>(house_cells_.size()));
  }
  cage_of_.assign(ur(cells), -1);
  for (std::size_t k = 0; k < rules_.cages.size(); ++k) {
    for (const int cell : rules_.cages[k].cells) cage_of_[ur(cell)] = static_cast<int>(k);
  }

  cell_house_start_.push_back(0);
  peer_start_.push_back(0);
  std::vector<int> peers;
  for (int cell = 0; cell < cells; ++cell) {
    cell_houses_.insert(cell_houses_.end(), of_cell[ur(cell)].begin(), of_cell[ur(cell)].end());
    cell_house_start_.push_back(static_cast<int>(cell_houses_.size()));
    peers.clear();
    for (const int h : of_cell[ur(cell)]) {
      for (const int other : houses[ur(h)]) peers.push_back(other);
    }
    if (cage_of_[ur(cell)] >= 0) {
      for (const int other : rules_.cages[ur(cage_of_[ur(cell)])].cells) peers.push_back(other);
    }
    std::sort(peers.begin(), peers.end());
    peers.erase(std::unique(peers.begin(), peers.end()), peers.end());
    peers.erase(std::find(peers.begin(), peers.end(), cell));
    peers_.insert(peers_.end(), peers.begin(), peers.end());
    peer_start_.push_back(static_cast<int>(peers_.size()));
  }
}

int Geometry::index_of_kind(int h) const {
  const int n = size();
  if (h < 3 * n) return h % n;
  return kind(h) == Kind::diagonal ? h - 3 * n : h - 3 * n - (rules_.diagonals ? 2 : 0);
}

const GeometryPtr& Geometry::classic(Shape shape) {
  // One slot per box shape (a side of 1 to kMaxSize each), made at first use.
  static std::array<std::once_flag, (Shape::kMaxSize + 1) * (Shape::kMaxSize + 1)> once;
  static std::array<GeometryPtr, (Shape::kMaxSize + 1) * (Shape::kMaxSize + 1)> made;
  const auto slot = ur(shape.box_rows * (Shape::kMaxSize + 1) + shape.box_cols);
  std::call_once(once[slot], [&] { made[slot] = std::make_shared<const Geometry>(shape, Rules{}); });
  return made[slot];
}

GeometryPtr Geometry::make(Shape shape, Rules rules, std::string* error) {
  const auto fail = [&](std::string why) {
    if (error) *error = std::move(why);
    return GeometryPtr();
  };
  const int n = shape.size();
  const int cells = shape.cells();
  if (rules.classic()) return classic(shape);
  if (!rules.regions.empty()) {
    if (static_cast<int>(rules.regions.size()) != cells) {
      return fail("a region map of " + std::to_string(rules.regions.size()) + " cells for a grid of " +
                  std::to_string(cells));
    }
    std::vector<int> count(ur(n), 0);
    for (int cell = 0; cell < cells; ++cell) {
      const int region = rules.regions[ur(cell)];
      if (region < 0 || region >= n) {
        return fail("region " + std::to_string(region + 1) + " at cell " + std::to_string(cell + 1) +
                    ": a grid of " + std::to_string(n) + " has regions 1 to " + std::to_string(n));
      }
      ++count[ur(region)];
    }
    for (int region = 0; region < n; ++region) {
      if (count[ur(region)] != n) {
        return fail("region " + std::to_string(region + 1) + " has " + std::to_string(count[ur(region)]) +
                    " cells, not " + std::to_string(n));
      }
    }
    // A region map that is the boxes is the classic grid: one geometry for both.
    bool boxes = true;
    for (int cell = 0; cell < cells && boxes; ++cell) {
      boxes = rules.regions[ur(cell)] == shape.box_of(cell / n, cell % n);
    }
    if (boxes) rules.regions.clear();
  }
  if (rules.windows && windows_of(shape).empty()) {
    return fail("a grid of " + shape.name() + " boxes has no windows");
  }
  std::vector<bool> caged(ur(cells), false);
  for (auto& cage : rules.cages) {
    std::sort(cage.cells.begin(), cage.cells.end());
    if (cage.cells.empty()) return fail("a cage without cells");
    if (static_cast<int>(cage.cells.size()) > n) {
      return fail("a cage of " + std::to_string(cage.cells.size()) + " cells: its digits cannot all differ");
    }
    for (const int cell : cage.cells) {
      if (cell < 0 || cell >= cells) return fail("a cage over a cell outside the grid");
      if (caged[ur(cell)]) {
        return fail("two cages over r" + std::to_string(cell / n + 1) + "c" + std::to_string(cell % n + 1));
      }
      caged[ur(cell)] = true;
    }
    const int k = static_cast<int>(cage.cells.size());
    if (cage.sum < least_sum(k) || cage.sum > most_sum(k, n)) {
      return fail("a cage of " + std::to_string(k) + " cells summing to " + std::to_string(cage.sum) +
                  ": distinct digits make " + std::to_string(least_sum(k)) + " to " + std::to_string(most_sum(k, n)));
    }
  }
  std::sort(rules.cages.begin(), rules.cages.end(),
            [](const Cage& a, const Cage& b) { return a.cells.front() < b.cells.front(); });
  if (rules.classic()) return classic(shape);
  return std::make_shared<const Geometry>(shape, std::move(rules));
}

}  // namespace sudokit
