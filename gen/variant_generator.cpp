// SPDX-License-Identifier: MIT
#include "gen/variant_generator.hpp"

#include <algorithm>
#include <cctype>
#include <array>
#include <numeric>
#include <set>


namespace sudokit {

namespace {

std::size_t ur(int i) { return static_cast<std::size_t>(i); }

// Searches for a full grid before the next draw, and draws (full grids; a killer's first
// cages) for one puzzle.
constexpr int kRestarts = 8;
constexpr int kDraws = 200;
// A killer's cages grow to this many cells at most (as sgt-puzzles' mostly are): larger ones
// make puzzles whose every check is a long search.
constexpr int kMostCageCells = 5;

// The cells next to `cell` (up, down, left, right) in an n x n grid, -1 past an edge.
int neighbour(int n, int cell, int direction) {
  const int r = cell / n, c = cell % n;
  switch (direction) {
    case 0: return r > 0 ? cell - n : -1;
    case 1: return r + 1 < n ? cell + n : -1;
    case 2: return c > 0 ? cell - 1 : -1;
    default: return c + 1 < n ? cell + 1 : -1;
  }
}

// Whether the cells of `part` (part_of[cell] == part) are connected.
bool connected(int n, const std::vector<int>& part_of, int part, std::vector<int>& stack, std::vector<char>& seen) {
  const int cells = n * n;
  int start = -1, size = 0;
  for (int cell = 0; cell < cells; ++cell) {
    if (part_of[ur(cell)] == part) {
      if (start < 0) start = cell;
      ++size;
    }
  }
  if (start < 0) return true;
  seen.assign(ur(cells), 0);
  stack.assign(1, start);
  seen[ur(start)] = 1;
  int reached = 0;
  while (!stack.empty()) {
    const int cell = stack.back();
    stack.pop_back();
    ++reached;
    for (int d = 0; d < 4; ++d) {
      const int next = neighbour(n, cell, d);
      if (next >= 0 && !seen[ur(next)] && part_of[ur(next)] == part) {
        seen[ur(next)] = 1;
        stack.push_back(next);
      }
    }
  }
  return reached == size;
}

}  // namespace

std::vector<int> random_regions(int n, std::vector<int> regions, int trades, Rng& rng) {
  std::vector<int> stack, others;
  std::vector<char> seen;
  for (int t = 0; t < trades; ++t) {
    // A cell `a` of region A next to region B goes to B, and a cell `c` of B next to the rest
    // of A goes to A: both keep their size; the trade stands if both stay connected.
    const int a = static_cast<int>(rng.below(static_cast<std::uint64_t>(n * n)));
    const int b = neighbour(n, a, static_cast<int>(rng.below(4)));
    if (b < 0 || regions[ur(a)] == regions[ur(b)]) continue;
    const int from = regions[ur(a)], to = regions[ur(b)];
    others.clear();
    for (int c = 0; c < n * n; ++c) {
      if (regions[ur(c)] != to) continue;
      for (int d = 0; d < 4; ++d) {
        const int next = neighbour(n, c, d);
        if (next >= 0 && next != a && regions[ur(next)] == from) {
          others.push_back(c);
          break;
        }
      }
    }
    if (others.empty()) continue;
    const int c = others[rng.below(others.size())];
    regions[ur(a)] = to;
    regions[ur(c)] = from;
    if (!connected(n, regions, from, stack, seen) || !connected(n, regions, to, stack, seen)) {
      regions[ur(a)] = from;
      regions[ur(c)] = to;
    }
  }
  return regions;
}

VariantGenerator::VariantGenerator(Shape shape, VariantKind kind) : shape_(shape), kind_(kind) {
  if (!kind_.jigsaw) {
    std::string error;
    fixed_ = Geometry::make(shape_, Rules{kind_.diagonals, kind_.windows, {}, {}}, &error);
  }
}

std::optional<Grid> VariantGenerator::full_grid(const GeometryPtr& geometry, Rng& rng) {
  // Restarts: a few hundred nodes from another random preference each time (the searches of
  // an empty grid are heavy-tailed: most end at once, a few run long).
  const std::uint64_t nodes = 4 * static_cast<std::uint64_t>(geometry->cells());
  for (int restart = 0; restart < kRestarts; ++restart) {
    Grid preference(geometry);
    for (int cell = 0; cell < geometry->cells(); ++cell) {
      preference.set(cell, 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(geometry->size()))));
    }
    HouseCounter counter(geometry);
    counter.set_preference(&preference);
    counter.set_node_limit(nodes);
    if (counter.count(Grid(geometry), 1).solutions == 1) return counter.solution(0);
  }
  return std::nullopt;
}

std::optional<Grid> VariantGenerator::full_grid(Rng& rng) {
  if (fixed_) return full_grid(fixed_, rng);
  // A jigsaw: a random region map, reshaped from the boxes (rows for a prime size), and a
  // full grid of it (a map without one found is drawn again).
  const int n = shape_.size();
  std::vector<int> regions(ur(n * n));
  for (int cell = 0; cell < n * n; ++cell) regions[ur(cell)] = shape_.box_rows > 1 ? shape_.box_of(cell / n, cell % n) : cell / n;
  regions = random_regions(n, std::move(regions), 20 * n * n, rng);
  std::string error;
  return full_grid(Geometry::make(shape_, Rules{kind_.diagonals, false, regions, {}}, &error), rng);
}

GeneratedPuzzle VariantGenerator::dig(const Grid& solution, Rng& rng, const GenerateOptions& options) {
  GeneratedPuzzle made;
  made.solution = solution;
  Grid puzzle = solution;
  HouseCounter counter(solution.geometry_ptr());
  counter.set_preference(&solution);
  counter.set_node_limit(options.check_nodes);
  std::vector<std::vector<int>> orbits = symmetry_orbits(shape_, options.symmetry);
  rng.shuffle(orbits);
  int givens = solution.geometry().cells();
  bool stopped = false;
  for (const std::vector<int>& orbit : orbits) {
    if (options.min_givens > 0 && givens - static_cast<int>(orbit.size()) < options.min_givens) {
      stopped = true;
      continue;
    }
    for (const int cell : orbit) puzzle.set(cell, 0);
    HouseCounter::Result result;
    bool unique = false;
    if (orbit.size() == 1) {
      result = counter.count(puzzle, 1, {orbit[0], solution.at(orbit[0])});
      unique = result.complete && result.solutions == 0;
    } else {
      result = counter.count(puzzle, 2);
      unique = result.complete && result.solutions == 1;
    }
    ++made.checks;
    made.unproven = made.unproven || !result.complete;
    if (unique) {
      givens -= static_cast<int>(orbit.size());
    } else {
      for (const int cell : orbit) puzzle.set(cell, solution.at(cell));
    }
  }
  made.puzzle = puzzle;
  made.givens = givens;
  made.minimal = !stopped;
  return made;
}

std::optional<GeneratedPuzzle> VariantGenerator::killer(const Grid& solution, Rng& rng, const GenerateOptions& options) {
  const int n = shape_.size();
  const int cells = n * n;
  const Rules base = solution.geometry().rules();
  GeneratedPuzzle made;
  made.solution = solution;
  const auto geometry_of = [&](const std::vector<int>& cage_of) {
    Rules rules = base;
    const int cages = 1 + *std::max_element(cage_of.begin(), cage_of.end());
    rules.cages.assign(ur(cages), Cage{});
    for (int cell = 0; cell < cells; ++cell) {
      Cage& cage = rules.cages[ur(cage_of[ur(cell)])];
      cage.cells.push_back(cell);
      cage.sum += solution.at(cell);
    }
    std::string error;
    return Geometry::make(shape_, std::move(rules), &error);
  };
  // Its givens (--max-givens K): K cells drawn at random, given before any cage is made; those
  // the cages make redundant go at the end.
  std::vector<int> givens;
  if (options.max_givens > 0) {  // (none: the draws of a killer without givens, as before)
    givens.resize(ur(cells));
    std::iota(givens.begin(), givens.end(), 0);
    rng.shuffle(givens);
    givens.resize(ur(std::min(options.max_givens, cells)));
  }
  const auto puzzle_of = [&](const GeometryPtr& geometry) {
    Grid puzzle(geometry);
    for (int cell : givens) puzzle.set(cell, solution.at(cell));
    return puzzle;
  };
  // Whether the cages (and givens) make `solution` the only one (nullopt: the budget ran out).
  const auto unique = [&](const GeometryPtr& geometry) -> std::optional<bool> {
    HouseCounter counter(geometry);
    counter.set_preference(&solution);
    counter.set_node_limit(options.check_nodes);
    const HouseCounter::Result result = counter.count(puzzle_of(geometry), 2);
    ++made.checks;
    if (!result.complete) return std::nullopt;
    return result.solutions == 1;
  };
  // First cages: each cell in reading order not yet caged starts one, which takes its right
  // (or lower) neighbour three times in four; the sums of such small cages mostly make the
  // solution unique, and a draw that does not is drawn again.
  std::vector<int> cage_of;
  bool found = false;
  for (int draw = 0; draw < kDraws && !found; ++draw) {
    cage_of.assign(ur(cells), -1);
    int cages = 0;
    for (int cell = 0; cell < cells; ++cell) {
      if (cage_of[ur(cell)] >= 0) continue;
      cage_of[ur(cell)] = cages;
      if (rng.below(4) != 0) {
        int next = neighbour(n, cell, rng.below(2) == 0 ? 3 : 1);
        if (next < 0 || cage_of[ur(next)] >= 0) next = neighbour(n, cell, 1);
        if (next >= 0 && cage_of[ur(next)] < 0) cage_of[ur(next)] = cages;
      }
      ++cages;
    }
    found = unique(geometry_of(cage_of)).value_or(false);
  }
  if (!found) return std::nullopt;
  // Merges: neighbouring cages whose digits differ, at most kMostCageCells, in random order, pass
  // after pass until one merges none. A merge only takes information away, so one that lost
  // uniqueness is not tried again while neither cage grows.
  std::vector<int> root(ur(cells)), size(ur(cells), 0);
  std::iota(root.begin(), root.end(), 0);
  const auto find = [&](int cage) {  // (no path compression: a trial merge is undone by one link)
    while (root[ur(cage)] != cage) cage = root[ur(cage)];
    return cage;
  };
  for (int cell = 0; cell < cells; ++cell) ++size[ur(cage_of[ur(cell)])];
  std::set<std::array<int, 4>> failed;
  const auto numbered = [&]() {  // cage numbers 0.. in order of first cell, from the roots
    std::vector<int> number(ur(cells), -1), out(ur(cells));
    int next = 0;
    for (int cell = 0; cell < cells; ++cell) {
      int& k = number[ur(find(cage_of[ur(cell)]))];
      if (k < 0) k = next++;
      out[ur(cell)] = k;
    }
    return out;
  };
  for (bool merged = true; merged;) {
    merged = false;
    std::vector<std::pair<int, int>> pairs;
    for (int cell = 0; cell < cells; ++cell) {
      for (const int d : {1, 3}) {
        const int next = neighbour(n, cell, d);
        const int a = next < 0 ? 0 : find(cage_of[ur(cell)]), b = next < 0 ? 0 : find(cage_of[ur(next)]);
        if (a != b) pairs.emplace_back(std::min(a, b), std::max(a, b));
      }
    }
    std::sort(pairs.begin(), pairs.end());
    pairs.erase(std::unique(pairs.begin(), pairs.end()), pairs.end());
    rng.shuffle(pairs);
    for (auto [a, b] : pairs) {
      a = find(a);
      b = find(b);
      if (a == b || size[ur(a)] + size[ur(b)] > std::min(n, kMostCageCells)) continue;
      const std::array<int, 4> key{std::min(a, b), std::max(a, b), size[ur(std::min(a, b))], size[ur(std::max(a, b))]};
      if (failed.count(key)) continue;
      std::uint64_t digits = 0;
      bool distinct = true;
      for (int cell = 0; cell < cells && distinct; ++cell) {
        const int k = find(cage_of[ur(cell)]);
        if (k != a && k != b) continue;
        const std::uint64_t bit = std::uint64_t{1} << (solution.at(cell) - 1);
        distinct = (digits & bit) == 0;
        digits |= bit;
      }
      if (!distinct) continue;
      root[ur(b)] = a;
      const std::optional<bool> still = unique(geometry_of(numbered()));
      made.unproven = made.unproven || !still;
      if (still.value_or(false)) {
        size[ur(a)] += size[ur(b)];
        merged = true;
      } else {
        root[ur(b)] = b;
        failed.insert(key);
      }
    }
  }
  cage_of = numbered();
  const GeometryPtr caged = geometry_of(cage_of);
  for (std::size_t k = givens.size(); k-- > 0;) {  // the givens the cages do not need, in drawn order from the last
    const int cell = givens[k];
    givens.erase(givens.begin() + static_cast<std::ptrdiff_t>(k));
    const std::optional<bool> still = unique(caged);
    made.unproven = made.unproven || !still;
    if (!still.value_or(false)) givens.insert(givens.begin() + static_cast<std::ptrdiff_t>(k), cell);
  }
  made.puzzle = puzzle_of(caged);
  made.solution = Grid(made.puzzle.geometry_ptr());
  for (int cell = 0; cell < cells; ++cell) made.solution.set(cell, solution.at(cell));
  made.givens = static_cast<int>(givens.size());
  made.minimal = !made.unproven;
  return made;
}

std::optional<GeneratedPuzzle> VariantGenerator::generate(std::uint64_t seed, const GenerateOptions& options, std::string* why) {
  Rng rng(seed);
  Grader grader(options);  // --se, --level: the explainer reads the variant's houses (not a killer's sums)
  for (int attempt = 1; attempt <= options.attempts; ++attempt) {
    std::optional<Grid> solution;
    for (int draw = 0; draw < kDraws && !solution; ++draw) solution = full_grid(rng);
    if (!solution) {
      *why = "no " + kind_.name() + " grid of " + shape_.name() + " boxes found in " + std::to_string(kDraws) + " draws";
      return std::nullopt;
    }
    std::optional<GeneratedPuzzle> made = kind_.killer ? killer(*solution, rng, options) : dig(*solution, rng, options);
    if (!made) continue;
    made->attempts = attempt;
    if ((options.max_givens == 0 || made->givens <= options.max_givens) && grader.accepts(made->puzzle)) return made;
  }
  if (grader.graded() > 0) {  // puzzles with the givens, none of the grade
    *why = grader.why_none(options.attempts);
    return std::nullopt;
  }
  *why = "no " + kind_.name() + " puzzle met the options in " + std::to_string(options.attempts) + " attempts";
  return std::nullopt;
}

}  // namespace sudokit
