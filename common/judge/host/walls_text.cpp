// SPDX-License-Identifier: MIT
// ---- Walls (a problem whose regions each case draws with walls).
// The region of each cell that a case's walls (per cell, 16 above, 32 right, 64 below,
// 128 left) enclose, numbered in reading order of their first cells; "" in `error`, or what is
// wrong: a wall one neighbour has and the other lacks, the grid's edge without one, a part of
// other than N cells, a wall inside a region.
std::vector<int> regions_from_walls(const std::vector<int>& walls, std::string& error) {
  const int bit[4] = {16, 32, 64, 128}, opposite[4] = {64, 128, 16, 32}, dr[4] = {-1, 0, 1, 0}, dc[4] = {0, 1, 0, -1};
  const char* side[4] = {"above", "on its right", "below", "on its left"};
  const auto name = [](int cell) { return "r" + std::to_string(cell / N + 1) + "c" + std::to_string(cell % N + 1); };
  std::vector<int> region(walls.size(), -1);
  for (int cell = 0; cell < N * N; ++cell) {
    for (int s = 0; s < 4; ++s) {
      const int r = cell / N + dr[s], c = cell % N + dc[s];
      const bool wall = (walls[cell] & bit[s]) != 0;
      if (r < 0 || r >= N || c < 0 || c >= N) {
        if (!wall) error = name(cell) + " has no wall " + side[s] + ", at the grid's edge";
      } else if (wall != ((walls[r * N + c] & opposite[s]) != 0)) {
        error = name(cell) + (wall ? " has a wall " : " has no wall ") + side[s] + ", but " + name(r * N + c) +
                (wall ? " has none" : " has one") + " on the other side";
      }
      if (!error.empty()) return region;
    }
  }
  int regions = 0;
  for (int start = 0; start < N * N; ++start) {
    if (region[start] >= 0) continue;
    std::vector<int> part(1, start);
    region[start] = regions;
    for (std::size_t i = 0; i < part.size(); ++i) {
      for (int s = 0; s < 4; ++s) {
        const int other = part[i] + dr[s] * N + dc[s];
        if ((walls[part[i]] & bit[s]) == 0 && region[other] < 0) region[other] = regions, part.push_back(other);
      }
    }
    if (static_cast<int>(part.size()) != N) {
      error = "the walls enclose " + std::to_string(part.size()) + " cells from " + name(start) + ", not a region of " +
              std::to_string(N);
      return region;
    }
    ++regions;
  }
  for (int cell = 0; cell < N * N; ++cell) {
    for (int s = 1; s <= 2; ++s) {  // right, below
      const int r = cell / N + dr[s], c = cell % N + dc[s];
      if (r < N && c < N && (walls[cell] & bit[s]) != 0 && region[cell] == region[r * N + c]) {
        error = "a wall between " + name(cell) + " and " + name(r * N + c) + ", inside one region";
        return region;
      }
    }
  }
  return region;
}

bool split_walls(Grid& grid, Cases& cases) {
  std::vector<int> walls(grid.size());
  for (std::size_t c = 0; c < grid.size(); ++c) walls[c] = grid[c] & ~15, grid[c] &= 15;
  cases.regions.push_back(regions_from_walls(walls, cases.error));
  return cases.error.empty();
}
