// SPDX-License-Identifier: MIT
#include "common/text/sgt_id.hpp"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace sudokit {

namespace {

std::size_t ur(int i) { return static_cast<std::size_t>(i); }
bool digit_at(std::string_view text, std::size_t at) {
  return at < text.size() && std::isdigit(static_cast<unsigned char>(text[at]));
}
long number_at(std::string_view text, std::size_t& at) {
  long value = 0;
  while (digit_at(text, at) && value < 100000) value = value * 10 + (text[at++] - '0');
  return value;
}

// The two cells on either side of inner line i (sgt's order: vertical lines in reading order,
// then horizontal ones column by column).
std::pair<int, int> line_cells(int n, int i) {
  if (i < n * (n - 1)) {
    const int y = i / (n - 1), x = i % (n - 1);
    return {y * n + x, y * n + x + 1};
  }
  const int x = i / (n - 1) - n, y = i % (n - 1);
  return {y * n + x, (y + 1) * n + x};
}

int root(std::vector<int>& parent, int cell) {
  while (parent[ur(cell)] != cell) cell = parent[ur(cell)] = parent[ur(parent[ur(cell)])];
  return cell;
}

class Reader {
 public:
  Reader(std::string_view id, SgtError* error) : id_(id), error_(error) {}

  bool fail(std::size_t at, std::string message) {
    if (error_) *error_ = SgtError{at, std::move(message)};
    return false;
  }

  // N^2 values (`most`: the largest allowed) from `at` to the next ',' or the end.
  bool values(std::size_t& at, int n, int most, const char* what, std::vector<int>* out, std::vector<std::size_t>* where) {
    const int cells = n * n;
    out->clear();
    while (at < id_.size() && id_[at] != ',') {
      const char ch = id_[at];
      if (ch >= 'a' && ch <= 'z') {
        for (int k = 0; k <= ch - 'a'; ++k) {
          out->push_back(0);
          if (where) where->push_back(at);
        }
        ++at;
      } else if (ch == '_') {
        ++at;
      } else if (std::isdigit(static_cast<unsigned char>(ch))) {
        const std::size_t start = at;
        const long value = number_at(id_, at);
        if (value < 1 || value > most) {
          return fail(start, std::string("a ") + what + " of " + std::to_string(value) + " in an sgt-puzzles id of size " +
                                 std::to_string(n));
        }
        out->push_back(static_cast<int>(value));
        if (where) where->push_back(start);
      } else {
        return fail(at, std::string("an sgt-puzzles id holds a-z, digits and '_' in its ") + what + "s, found '" + ch + "'");
      }
      if (static_cast<int>(out->size()) > cells) {
        return fail(at, "an sgt-puzzles id with more than " + std::to_string(cells) + " " + what + "s");
      }
    }
    if (static_cast<int>(out->size()) < cells) {
      return fail(at, "an sgt-puzzles id with " + std::to_string(out->size()) + " " + what + "s of " + std::to_string(cells));
    }
    return true;
  }

  // The parts the borders from `at` make: a part number per cell, numbered in reading order
  // of their first cells.
  bool borders(std::size_t& at, int n, const char* what, std::vector<int>* part) {
    const int lines = 2 * n * (n - 1);
    std::vector<int> parent(ur(n * n));
    std::iota(parent.begin(), parent.end(), 0);
    int i = 0;  // the next line
    const std::size_t start = at;
    while (at < id_.size() && id_[at] != ',') {
      const char ch = id_[at];
      int open = 0;  // lines that are no border before the next border
      bool border = true;
      if (ch == '_') {
        open = 0;
      } else if (ch >= 'a' && ch <= 'y') {
        open = ch - 'a' + 1;
      } else if (ch == 'z') {
        open = 25;
        border = false;
      } else {
        return fail(at, std::string("an sgt-puzzles id holds a-z and '_' in its ") + what + ", found '" + ch + "'");
      }
      if (i + open + (border ? 1 : 0) > lines + 1) {
        return fail(at, std::string("an sgt-puzzles id with more than ") + std::to_string(lines) + " lines in its " + what);
      }
      for (int k = 0; k < open; ++k, ++i) {
        const auto [a, b] = line_cells(n, i);
        parent[ur(root(parent, a))] = root(parent, b);
      }
      if (border) ++i;
      ++at;
    }
    if (i != lines + 1) {
      return fail(at == start ? at : at - 1, "an sgt-puzzles id whose " + std::string(what) + " cover " + std::to_string(i) +
                                                 " of " + std::to_string(lines) + " lines and the end");
    }
    part->assign(ur(n * n), -1);
    std::vector<int> number(ur(n * n), -1);
    int parts = 0;
    for (int cell = 0; cell < n * n; ++cell) {
      int& mine = number[ur(root(parent, cell))];
      if (mine < 0) mine = parts++;
      (*part)[ur(cell)] = mine;
    }
    return true;
  }

  bool comma(std::size_t& at, const char* next) {
    if (at >= id_.size() || id_[at] != ',') {
      return fail(at, std::string("an sgt-puzzles id without its ") + next + " (after a ',')");
    }
    ++at;
    return true;
  }

 private:
  std::string_view id_;
  SgtError* error_;
};

void encode_values(std::string& out, const std::vector<int>& values) {
  int run = 0;
  bool number_last = false;
  for (std::size_t i = 0; i <= values.size(); ++i) {
    const int value = i < values.size() ? values[i] : -1;
    if (value == 0) {
      ++run;
      continue;
    }
    while (run > 0) {
      const int take = run > 26 ? 26 : run;
      out += static_cast<char>('a' + take - 1);
      run -= take;
      number_last = false;
    }
    if (value > 0) {
      if (number_last) out += '_';
      out += std::to_string(value);
      number_last = true;
    }
  }
}

void encode_borders(std::string& out, int n, const std::vector<int>& part) {
  int run = 0;
  const int lines = 2 * n * (n - 1);
  for (int i = 0; i <= lines; ++i) {
    bool border = true;
    if (i < lines) {
      const auto [a, b] = line_cells(n, i);
      border = part[ur(a)] != part[ur(b)];
    }
    if (!border) {
      ++run;
      continue;
    }
    while (run > 25) out += 'z', run -= 25;
    out += run == 0 ? '_' : static_cast<char>('a' + run - 1);
    run = 0;
  }
}

// Whether each part (0..parts-1 per cell) is connected.
bool connected(int n, const std::vector<int>& part) {
  std::vector<int> parent(ur(n * n));
  std::iota(parent.begin(), parent.end(), 0);
  for (int i = 0; i < 2 * n * (n - 1); ++i) {
    const auto [a, b] = line_cells(n, i);
    if (part[ur(a)] == part[ur(b)]) parent[ur(root(parent, a))] = root(parent, b);
  }
  std::vector<int> root_of(ur(n * n), -1);
  for (int cell = 0; cell < n * n; ++cell) {
    const int r = root(parent, cell);
    int& seen = root_of[ur(part[ur(cell)])];
    if (seen < 0) seen = r;
    if (seen != r) return false;
  }
  return true;
}

}  // namespace

std::size_t sgt_params_end(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && std::isdigit(static_cast<unsigned char>(line[i]))) ++i;
  if (i == 0) return std::string_view::npos;
  while (i < line.size() && (std::isdigit(static_cast<unsigned char>(line[i])) ||
                             std::islower(static_cast<unsigned char>(line[i])))) {
    ++i;
  }
  return i < line.size() && (line[i] == ':' || line[i] == '#') && i > 1 ? i : std::string_view::npos;
}

std::optional<SgtId> read_sgt_id(std::string_view id, SgtError* error) {
  Reader reader(id, error);
  const std::size_t colon = sgt_params_end(id);
  if (colon == std::string_view::npos) {
    reader.fail(0, "not an sgt-puzzles id (as '3x3:...')");
    return std::nullopt;
  }
  // The parameters as Solo's decode_params reads them: c, then 'x' and r, then flags.
  std::size_t i = 0;
  long c = number_at(id, i), r = c;
  bool jigsaw = false, diagonals = false, windows = false, killer = false, seen_r = false;
  if (i < colon && id[i] == 'x' && digit_at(id, i + 1)) {
    ++i;
    r = number_at(id, i);
    seen_r = true;
  }
  while (i < colon) {
    const char flag = id[i++];
    if (flag == 'j') {
      if (seen_r) c *= r;
      r = 1;
      jigsaw = true;
    } else if (flag == 'x') {
      diagonals = true;
    } else if (flag == 'k') {
      killer = true;
    } else if (flag == 'w') {  // sudokit's own: windoku (Solo has none)
      windows = true;
    } else if (flag == 'r' || flag == 'm' || flag == 'a') {  // symmetry: no part of the puzzle
      if (flag == 'm' && i < colon && id[i] == 'd') ++i;
      number_at(id, i);
    } else if (flag == 'd' && i < colon) {  // difficulty: the same
      ++i;
    } else {
      reader.fail(i - 1, std::string("an sgt-puzzles id with the unknown parameter '") + flag + "'");
      return std::nullopt;
    }
  }
  if (!seen_r && !jigsaw) {
    reader.fail(i, "an sgt-puzzles id without its box shape (as '3x3:') or 'j' (as '9j:')");
    return std::nullopt;
  }
  if (id[colon] == '#') {
    reader.fail(colon, "an sgt-puzzles random seed, not a puzzle: give the game id (the one with ':')");
    return std::nullopt;
  }
  const long n = c * r;
  if (c < 1 || r < 1 || n < Shape::kMinSize || n > Shape::kMaxSize) {
    reader.fail(0, "an sgt-puzzles id of size " + std::to_string(n) + ": sizes " + std::to_string(Shape::kMinSize) +
                       " to " + std::to_string(Shape::kMaxSize) + " are read");
    return std::nullopt;
  }
  const int size = static_cast<int>(n);
  const Shape shape = jigsaw ? jigsaw_shape(size) : Shape{static_cast<int>(c), static_cast<int>(r)};
  SgtId out;
  std::size_t at = colon + 1;
  if (!reader.values(at, size, size, "cell", &out.cells, &out.at)) return std::nullopt;
  Rules rules;
  rules.diagonals = diagonals;
  rules.windows = windows;
  if (windows && jigsaw) {
    reader.fail(0, "an sgt-puzzles id of a jigsaw with windows: windoku's windows sit between boxes");
    return std::nullopt;
  }
  std::size_t regions_at = at;
  if (jigsaw) {
    if (!reader.comma(at, "regions")) return std::nullopt;
    regions_at = at;
    if (!reader.borders(at, size, "regions", &rules.regions)) return std::nullopt;
  }
  std::size_t cages_at = at;
  if (killer) {
    std::vector<int> cage_of, sums;
    if (!reader.comma(at, "cages")) return std::nullopt;
    cages_at = at;
    if (!reader.borders(at, size, "cages", &cage_of)) return std::nullopt;
    if (!reader.comma(at, "cage sums")) return std::nullopt;
    const std::size_t sums_at = at;
    if (!reader.values(at, size, most_sum(size, size), "cage sum", &sums, nullptr)) return std::nullopt;
    for (int cell = 0; cell < size * size; ++cell) {
      const auto k = ur(cage_of[ur(cell)]);
      if (k >= rules.cages.size()) rules.cages.resize(k + 1);
      rules.cages[k].cells.push_back(cell);
      if (sums[ur(cell)] == 0) continue;
      if (rules.cages[k].sum != 0) {
        reader.fail(sums_at, "an sgt-puzzles id with two sums in the cage at r" + std::to_string(rules.cages[k].cells[0] / size + 1) +
                                 "c" + std::to_string(rules.cages[k].cells[0] % size + 1));
        return std::nullopt;
      }
      rules.cages[k].sum = sums[ur(cell)];
    }
    for (const Cage& cage : rules.cages) {
      if (cage.sum == 0) {
        reader.fail(sums_at, "an sgt-puzzles id without a sum for the cage at r" + std::to_string(cage.cells[0] / size + 1) +
                                 "c" + std::to_string(cage.cells[0] % size + 1));
        return std::nullopt;
      }
    }
  }
  if (at != id.size()) {
    reader.fail(at, "an sgt-puzzles id with more after its " + std::string(killer ? "cage sums" : jigsaw ? "regions" : "cells"));
    return std::nullopt;
  }
  if (jigsaw) {
    const int parts = 1 + *std::max_element(rules.regions.begin(), rules.regions.end());
    if (parts != size) {
      reader.fail(regions_at, "an sgt-puzzles jigsaw id with " + std::to_string(parts) + " regions, not " + std::to_string(size));
      return std::nullopt;
    }
  }
  std::string why;
  out.geometry = Geometry::make(shape, std::move(rules), &why);
  if (!out.geometry) {
    reader.fail(killer ? cages_at : regions_at, "an sgt-puzzles id whose " + why);
    return std::nullopt;
  }
  return out;
}

std::string write_sgt_id(const Grid& puzzle, std::string* why) {
  const Geometry& geometry = puzzle.geometry();
  const Rules& rules = geometry.rules();
  const int n = geometry.size();
  const auto refuse = [&](std::string reason) {
    if (why) *why = std::move(reason);
    return std::string();
  };
  const bool jigsaw = !rules.regions.empty();
  std::string id = jigsaw ? std::to_string(n) + "j" : std::to_string(geometry.shape().box_rows) + "x" + std::to_string(geometry.shape().box_cols);
  if (rules.diagonals) id += 'x';
  if (rules.windows) id += 'w';
  if (!rules.cages.empty()) id += 'k';
  id += ':';
  encode_values(id, std::vector<int>(puzzle.cells().begin(), puzzle.cells().end()));
  if (jigsaw) {
    if (!connected(n, rules.regions)) return refuse("sgt-puzzles holds connected regions only");
    id += ',';
    encode_borders(id, n, rules.regions);
  }
  if (!rules.cages.empty()) {
    std::vector<int> cage_of(ur(n * n), -1), sums(ur(n * n), 0);
    for (std::size_t k = 0; k < rules.cages.size(); ++k) {
      for (const int cell : rules.cages[k].cells) cage_of[ur(cell)] = static_cast<int>(k);
      sums[ur(rules.cages[k].cells.front())] = rules.cages[k].sum;  // (cells ascending: the first in reading order)
    }
    for (const int k : cage_of) {
      if (k < 0) return refuse("sgt-puzzles holds killers whose cages cover every cell");
    }
    if (!connected(n, cage_of)) return refuse("sgt-puzzles holds connected cages only");
    id += ',';
    encode_borders(id, n, cage_of);
    id += ',';
    encode_values(id, sums);
  }
  return id;
}

}  // namespace sudokit
