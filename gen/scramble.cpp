// SPDX-License-Identifier: MIT
#include "gen/scramble.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <nlohmann/json.hpp>

#include "common/judge/rotation.hpp"
#include "common/sudoku/isomorph.hpp"
#include "common/text/sgt_id.hpp"
#include "common/sudoku/rng.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/json.hpp"

namespace sudokit {

namespace {

// {"transpose":false,"rows":[...],"cols":[...],"digits":[...]}: rows and columns from 0.
std::string isomorph_json(const Isomorph& map) {
  return std::string("{\"transpose\":") + (map.transpose ? "true" : "false") + ",\"rows\":" +
         json_ints(map.rows) + ",\"cols\":" + json_ints(map.cols) + ",\"digits\":" + json_ints(map.digits) + "}";
}

// The turns of each of `regions` regions for one grid.
std::vector<int> draw_turns(const ScrambleRequest& request, int regions, Rng& rng) {
  if (request.turns) return *request.turns;
  std::vector<int> turns(static_cast<std::size_t>(regions), 0);
  if (!request.rotated) {
    for (int& t : turns) t = static_cast<int>(rng.below(4));
    return turns;
  }
  std::vector<int> order(static_cast<std::size_t>(regions));
  for (int k = 0; k < regions; ++k) order[static_cast<std::size_t>(k)] = k;
  rng.shuffle(order);
  for (int k = 0; k < *request.rotated; ++k) turns[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] = 1 + static_cast<int>(rng.below(3));
  return turns;
}

}  // namespace

std::optional<std::vector<int>> parse_turns(const std::string& text, std::string* error) {
  std::vector<int> turns;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    int value = -1;
    const auto [ptr, ec] = std::from_chars(text.data() + start, text.data() + end, value);
    if (ec != std::errc() || ptr != text.data() + end || value < 0 || value > 3) {
      *error = "--turns: expected turns 0-3 separated by commas (one per region), found '" +
               text.substr(start, end - start) + "' at item " + std::to_string(turns.size() + 1);
      return std::nullopt;
    }
    turns.push_back(value);
    start = end + 1;
  }
  return turns;
}

namespace {

// The integers of a JSON array, each within int; nullopt for anything else.
std::optional<std::vector<int>> int_array(const nlohmann::json& value) {
  if (!value.is_array()) return std::nullopt;
  std::vector<int> ints;
  for (const nlohmann::json& item : value) {
    if (!item.is_number_integer()) return std::nullopt;
    const auto n = item.get<std::int64_t>();
    if (n < std::numeric_limits<int>::min() || n > std::numeric_limits<int>::max()) return std::nullopt;
    ints.push_back(static_cast<int>(n));
  }
  return ints;
}

// "not JSON: ...": nlohmann's reason, without its exception's name and position (the caller
// gives those).
std::string parse_reason(const nlohmann::json::parse_error& error) {
  std::string reason = error.what();
  const std::size_t dash = reason.rfind(" - ");
  return dash == std::string::npos ? reason : reason.substr(dash + 3);
}

}  // namespace

std::optional<std::vector<Isomorph>> parse_record_inverses(const std::string& record, std::string* error) {
  std::vector<Isomorph> maps;
  std::size_t start = 0;
  for (int number = 1; start < record.size(); ++number) {
    const std::size_t end = std::min(record.find('\n', start), record.size());
    const std::string line = record.substr(start, end - start);
    start = end + 1;
    const std::string at = "record line " + std::to_string(number);
    if (line.find_first_not_of(" \t\r") == std::string::npos) continue;
    nlohmann::json value;
    try {
      value = nlohmann::json::parse(line);
    } catch (const nlohmann::json::parse_error& e) {
      *error = at + ", column " + std::to_string(std::max<std::size_t>(e.byte, 1)) + ": not JSON: " + parse_reason(e) +
               " (a record holds one JSON object a line, as jq -c writes them)";
      return std::nullopt;
    }
    const auto inverse = value.is_object() ? value.find("inverse") : value.end();
    if (!value.is_object() || inverse == value.end()) {
      *error = at + ": no \"inverse\" (a record of scramble --isomorph has one)";
      return std::nullopt;
    }
    Isomorph map;
    std::optional<std::vector<int>> rows, cols, digits;
    const nlohmann::json& object = *inverse;
    const bool is_map = object.is_object() && object.contains("transpose") && object["transpose"].is_boolean() &&
                        object.contains("rows") && object.contains("cols") && object.contains("digits");
    if (is_map) {
      rows = int_array(object["rows"]);
      cols = int_array(object["cols"]);
      digits = int_array(object["digits"]);
    }
    if (!rows || !cols || !digits) {
      *error = at + ": its \"inverse\" is not a map (transpose, rows, cols, digits)";
      return std::nullopt;
    }
    map.transpose = object["transpose"].get<bool>();
    map.rows = *rows;
    map.cols = *cols;
    map.digits = *digits;
    maps.push_back(std::move(map));
  }
  return maps;
}

Scrambled scramble_grids(const std::vector<PuzzleFile>& files, const ScrambleRequest& request) {
  Scrambled result;
  if (const std::string why = first_unreadable(files); !why.empty()) {
    result.errors.push_back(why);
    return result;
  }
  std::vector<Grid> out;
  std::size_t index = 0;
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i, ++index) {
      const Grid& grid = file.set.puzzles[i];
      const Shape shape = grid.shape();
      const std::string place = puzzle_place(file, i);
      if (!out.empty() && shape != out.front().shape()) {
        result.errors.push_back(place + ": boxes " + shape.name() + "; one output holds one shape (the first grid's, " +
                                out.front().shape().name() + ")");
        continue;
      }
      Rng rng(sub_seed(request.seed, index));
      std::string line = "{\"grid\":" + std::to_string(index + 1) + ",\"source\":" + json_string(place);
      if (request.kind == ScrambleRequest::Kind::back) {
        if (index >= request.back.size()) {
          result.errors.push_back(place + ": the record has " + std::to_string(request.back.size()) +
                                  " lines, one per scrambled grid; this is grid " + std::to_string(index + 1));
          return result;
        }
        if (!is_isomorph(request.back[index], shape) || !keeps_geometry(request.back[index], grid.geometry())) {
          result.errors.push_back(place + ": record line " + std::to_string(index + 1) + " is no map of " +
                                  shape.name() + " grids" + (grid.geometry().classic() ? "" : " that keeps its " + grid.geometry().variant_name() + " houses") +
                                  " (another record, or another shape?)");
          return result;
        }
        out.push_back(apply_isomorph(grid, request.back[index]));
        continue;  // (no record of its own)
      }
      if (request.kind == ScrambleRequest::Kind::isomorph) {
        const Isomorph map = random_isomorph(grid.geometry(), rng);  // (a variant's: one that keeps its houses)
        out.push_back(apply_isomorph(grid, map));
        line += ",\"isomorph\":" + isomorph_json(map) + ",\"inverse\":" + isomorph_json(inverse_isomorph(map));
      } else {
        if (!grid.geometry().classic()) {
          result.errors.push_back(place + ": a" + std::string(grid.geometry().variant_name()[0] == 'X' ? "n " : " ") +
                                  grid.geometry().variant_name() + " puzzle; region rotations are for classic grids");
          continue;
        }
        if (shape.box_rows != shape.box_cols) {
          result.errors.push_back(place + ": boxes " + shape.name() + "; region rotations need square boxes");
          continue;
        }
        const int regions = shape.size();
        if (request.turns && request.turns->size() != static_cast<std::size_t>(regions)) {
          result.errors.push_back("--turns: " + std::to_string(request.turns->size()) + " turns for " +
                                  std::to_string(regions) + " regions (boxes " + shape.name() + ")");
          return result;
        }
        if (request.rotated && (*request.rotated < 0 || *request.rotated > regions)) {
          result.errors.push_back("--rotated " + std::to_string(*request.rotated) + ": boxes " + shape.name() +
                                  " have " + std::to_string(regions) + " regions");
          return result;
        }
        const std::vector<int> turns = draw_turns(request, regions, rng);
        Grid turned = grid;
        int applied = 0;
        for (int region = 0; region < regions; ++region) {
          rotate_region(turned, region, turns[static_cast<std::size_t>(region)]);
          applied += turns[static_cast<std::size_t>(region)];
        }
        out.push_back(turned);
        line += ",\"turns\":" + json_ints(turns) + ",\"applied\":" + std::to_string(applied);
        // The fewest turns that restore a Sudoku: defined for a solved grid only.
        if (!grid.full() || find_conflict(grid)) {
          line += ",\"minimum\":null,\"why\":\"not a solved grid\"";
        } else {
          const RotationResult best = min_rotations(turned, request.node_limit);
          if (!best.complete) {
            ++result.unsettled;
            line += ",\"minimum\":null,\"why\":\"not settled within the node limit\"";
          } else {
            line += ",\"minimum\":" + std::to_string(*best.rotations) + ",\"minimum_turns\":" + json_ints(best.turns);
          }
        }
      }
      result.record += line + "}\n";
    }
  }
  if (!result.ok()) return result;
  if (out.empty()) {
    result.errors.push_back("no grid to scramble");
    return result;
  }
  const TextFormat& format = *files.front().format;
  if (format.max_cases > 0 && out.size() > static_cast<std::size_t>(format.max_cases)) {
    result.errors.push_back(std::to_string(out.size()) + " grids; '" + format.name + "' holds at most " +
                            std::to_string(format.max_cases));
    return result;
  }
  std::string alphabet = format.alphabet;
  if (alphabet.empty()) alphabet = files.front().set.alphabet;
  if (alphabet.empty()) alphabet = default_alphabet(out.front().size());
  if (alphabet.empty() && format.layout == Layout::grid) {
    result.errors.push_back("size " + std::to_string(out.front().size()) + " has no symbols: read it as ints");
    return result;
  }
  const bool variants = std::any_of(out.begin(), out.end(), [](const Grid& g) { return !g.geometry().classic(); });
  if (variants) {  // their rules come with them only as sgt-puzzles ids (common/text/sgt_id.hpp)
    for (const Grid& grid : out) {
      std::string why;
      const std::string id = write_sgt_id(grid, &why);
      if (id.empty()) {
        result.errors.push_back(why);
        return result;
      }
      result.text += id + "\n";
    }
    return result;
  }
  result.text = write_input(out, format, alphabet);
  return result;
}

}  // namespace sudokit
