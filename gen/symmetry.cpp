// SPDX-License-Identifier: MIT
#include "gen/symmetry.hpp"

#include <algorithm>
#include <array>
#include <map>

namespace sudokit {

namespace {
struct Named {
  Symmetry symmetry;
  const char* name;
};
constexpr std::array<Named, 7> kNames = {{{Symmetry::none, "none"},
                                          {Symmetry::rot180, "rot180"},
                                          {Symmetry::rot90, "rot90"},
                                          {Symmetry::mirror_h, "mirror-h"},
                                          {Symmetry::mirror_v, "mirror-v"},
                                          {Symmetry::diagonal, "diagonal"},
                                          {Symmetry::anti_diagonal, "anti-diagonal"}}};

// The image of cell (r, c) under one application of the symmetry's generator.
int image(Symmetry symmetry, int n, int cell) {
  const int r = cell / n;
  const int c = cell % n;
  const int m = n - 1;
  switch (symmetry) {
    case Symmetry::none: return cell;
    case Symmetry::rot180: return (m - r) * n + (m - c);
    case Symmetry::rot90: return c * n + (m - r);  // a quarter turn clockwise
    case Symmetry::mirror_h: return (m - r) * n + c;  // top and bottom halves swap
    case Symmetry::mirror_v: return r * n + (m - c);  // left and right halves swap
    case Symmetry::diagonal: return c * n + r;
    case Symmetry::anti_diagonal: return (m - c) * n + (m - r);
  }
  return cell;
}
}  // namespace

std::optional<Symmetry> parse_symmetry(std::string_view name) {
  for (const Named& entry : kNames) {
    if (name == entry.name) return entry.symmetry;
  }
  return std::nullopt;
}

const char* symmetry_name(Symmetry symmetry) {
  for (const Named& entry : kNames) {
    if (entry.symmetry == symmetry) return entry.name;
  }
  return "none";
}

std::string symmetry_names() {
  std::string out;
  for (const Named& entry : kNames) out += (out.empty() ? "" : ", ") + std::string(entry.name);
  return out;
}

std::vector<std::vector<int>> symmetry_orbits(const Shape& shape, Symmetry symmetry) {
  const int n = shape.size();
  std::vector<char> seen(static_cast<std::size_t>(shape.cells()), 0);
  std::vector<std::vector<int>> orbits;
  for (int cell = 0; cell < shape.cells(); ++cell) {
    if (seen[static_cast<std::size_t>(cell)]) continue;
    std::vector<int> orbit;
    for (int x = cell; !seen[static_cast<std::size_t>(x)]; x = image(symmetry, n, x)) {
      seen[static_cast<std::size_t>(x)] = 1;
      orbit.push_back(x);
    }
    std::sort(orbit.begin(), orbit.end());
    orbits.push_back(std::move(orbit));
  }
  return orbits;
}

std::string unreachable_givens(const Shape& shape, Symmetry symmetry, int low, int high) {
  std::vector<char> reachable(static_cast<std::size_t>(shape.cells()) + 1, 0);
  reachable[0] = 1;
  std::map<std::size_t, int> groups;  // orbit size -> how many
  for (const std::vector<int>& orbit : symmetry_orbits(shape, symmetry)) {
    ++groups[orbit.size()];
    for (std::size_t g = reachable.size(); g-- > orbit.size();) {
      if (reachable[g - orbit.size()]) reachable[g] = 1;
    }
  }
  low = std::max(low, 0);
  high = std::min(high, shape.cells());
  for (int g = low; g <= high; ++g) {
    if (reachable[static_cast<std::size_t>(g)]) return "";
  }
  std::string sizes;
  for (auto it = groups.rbegin(); it != groups.rend(); ++it) {
    sizes += (sizes.empty() ? "" : ", ") + std::to_string(it->second) + " of " +
             std::to_string(it->first) + (it->first == 1 ? " cell" : " cells");
  }
  std::string nearest;
  for (int g = low - 1; g >= 0; --g) {
    if (reachable[static_cast<std::size_t>(g)]) {
      nearest = std::to_string(g);
      break;
    }
  }
  for (int g = high + 1; g <= shape.cells(); ++g) {
    if (reachable[static_cast<std::size_t>(g)]) {
      nearest += (nearest.empty() ? "" : ", ") + std::to_string(g);
      break;
    }
  }
  const int n = shape.size();
  return std::string("with --symmetry ") + symmetry_name(symmetry) + ", the givens of a " +
         std::to_string(n) + "x" + std::to_string(n) + " puzzle come in whole groups (" + sizes +
         "), and none of their totals is " +
         (low == high ? "exactly " + std::to_string(low)
                      : "in " + std::to_string(low) + ".." + std::to_string(high)) +
         " (nearest: " + nearest + ")";
}

bool has_symmetry(const Grid& puzzle, Symmetry symmetry) {
  const int n = puzzle.size();
  for (int cell = 0; cell < puzzle.shape().cells(); ++cell) {
    if ((puzzle.at(cell) != 0) != (puzzle.at(image(symmetry, n, cell)) != 0)) return false;
  }
  return true;
}

}  // namespace sudokit
