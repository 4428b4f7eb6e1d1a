// SPDX-License-Identifier: MIT
#include "verify/rate.hpp"

#include <chrono>
#include <cstdio>

#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/json.hpp"
#include "common/text/puzzle_files.hpp"

namespace sudokit {

bool RateReport::all_solvable() const {
  for (const PuzzleRating& p : puzzles) {
    if (!p.unreadable.empty() || !p.solvable) return false;
  }
  return true;
}

RateReport rate_puzzles(const std::vector<PuzzleFile>& files, const RateOptions& options) {
  RateReport report;
  report.options = options;
  std::vector<double> seconds(options.probes.size(), 0.0);
  std::vector<std::uint64_t> nodes(options.probes.size(), 0);
  std::size_t total = 0;
  for (const PuzzleFile& file : files) total += file.set.puzzles.size();
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      const Grid& puzzle = file.set.puzzles[i];
      PuzzleRating r;
      r.where = puzzle_ref(file, i);
      r.unreadable = unreadable_reason(file, i);
      if (r.unreadable.empty()) {
        r.givens = puzzle.givens();
        for (std::size_t k = 0; k < options.probes.size(); ++k) {
          const Probe probe = options.probes[k];
          if (!probe_applies(probe, puzzle.geometry())) {
            r.efforts.emplace_back();
            continue;
          }
          const auto start = std::chrono::steady_clock::now();
          const ProbeEffort effort = probe_effort(probe, puzzle, options.budget);
          seconds[k] += std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
          nodes[k] += effort.nodes;
          r.efforts.push_back(PuzzleRating::Effort{effort.nodes, effort.finished});
          if (effort.finished && !effort.solved) r.solvable = false;
        }
        r.logic = logic_steps(puzzle);
        if (find_conflict(puzzle)) r.solvable = false;
      }
      report.puzzles.push_back(std::move(r));
      if (options.progress) options.progress(report.puzzles.size(), total);
    }
  }
  for (std::size_t k = 0; k < nodes.size(); ++k) {
    report.seconds_per_node.push_back(nodes[k] == 0 ? 0.0 : seconds[k] / static_cast<double>(nodes[k]));
  }
  return report;
}

namespace {

// "0.8 us", "12 us", "3.4 ms", "1.2 s": a predicted time, two figures at most.
std::string duration_words(double seconds) {
  char text[32];
  if (seconds < 1e-3) {
    std::snprintf(text, sizeof text, seconds < 1e-5 ? "%.1f us" : "%.0f us", seconds * 1e6);
  } else if (seconds < 1) {
    std::snprintf(text, sizeof text, seconds < 1e-2 ? "%.1f ms" : "%.0f ms", seconds * 1e3);
  } else {
    std::snprintf(text, sizeof text, "%.1f s", seconds);
  }
  return text;
}

}  // namespace

void render_rate(const RateReport& report, bool json, std::string* out, std::string* err) {
  const RateOptions& options = report.options;
  // The ranking probe: the first of --probes that settled every puzzle within the budget (one
  // that ran out on some cannot order them). Rank 1 is the hardest; equal nodes, equal ranks.
  std::optional<std::size_t> ranking;
  for (std::size_t k = 0; k < options.probes.size() && !ranking; ++k) {
    bool settled = true;
    for (const PuzzleRating& r : report.puzzles) {
      if (r.unreadable.empty() && !(r.efforts[k] && r.efforts[k]->finished)) settled = false;
    }
    if (settled) ranking = k;
  }
  const auto rank_of = [&](const PuzzleRating& r) -> std::optional<std::size_t> {
    if (!ranking || !r.unreadable.empty()) return std::nullopt;
    std::size_t harder = 0;
    for (const PuzzleRating& other : report.puzzles) {
      if (other.unreadable.empty() && other.efforts[*ranking]->nodes > r.efforts[*ranking]->nodes) ++harder;
    }
    return harder + 1;
  };
  // Text: a table, a row per puzzle, the columns aligned.
  std::vector<std::vector<std::string>> rows;
  std::vector<std::string> header = {"puzzle", "givens"};
  for (const Probe probe : options.probes) header.push_back(probe_name(probe));
  header.insert(header.end(), {"rank", "level", "techniques"});
  for (const PuzzleRating& r : report.puzzles) {
    if (!r.unreadable.empty()) {
      *err += r.where.place() + ": unreadable: " + r.unreadable + "\n";
      continue;
    }
    const std::optional<std::size_t> rank = rank_of(r);
    std::vector<std::string> row = {r.where.place(), std::to_string(r.givens)};
    std::string object = "{\"source\":" + json_string(r.where.source) + ",\"line\":" +
                         std::to_string(r.where.line) + ",\"puzzle\":" + std::to_string(r.where.puzzle) +
                         ",\"givens\":" + std::to_string(r.givens);
    for (std::size_t k = 0; k < options.probes.size(); ++k) {
      const std::optional<PuzzleRating::Effort>& effort = r.efforts[k];
      const std::string value = !effort ? "null"
                                : effort->finished ? std::to_string(effort->nodes)
                                                   : ">" + std::to_string(options.budget);
      const std::string name = probe_name(options.probes[k]);
      std::string cell = effort ? value : "-";  // a probe that does not take the shape
      object += ",\"" + name + "\":" + (value[0] == '>' ? "\"" + value + "\"" : value);
      if (options.times && effort) {  // nodes x this run's seconds per node
        const double seconds = static_cast<double>(effort->nodes) * report.seconds_per_node[k];
        cell += std::string(" (") + (effort->finished ? "" : "over ") + duration_words(seconds) + ")";
        char number[32];
        std::snprintf(number, sizeof number, "%.3g", seconds);
        object += ",\"" + name + "_seconds\":" + (effort->finished ? number : "null");
      }
      row.push_back(cell);
    }
    row.push_back(rank ? std::to_string(*rank) : "-");
    object += ",\"rank\":" + (rank ? std::to_string(*rank) : std::string("null"));
    const std::string level = logic_level_name(r.logic.level);
    row.push_back(level);
    object += ",\"level\":\"" + level + "\",\"techniques\":{";
    std::string used;
    const std::pair<const char*, int> techniques[] = {
        {"naked singles", r.logic.naked_singles},   {"hidden singles", r.logic.hidden_singles},
        {"locked candidates", r.logic.locked_candidates}, {"naked pairs", r.logic.naked_pairs},
        {"hidden pairs", r.logic.hidden_pairs}};
    for (const auto& [name, count] : techniques) {
      std::string key = name;
      key[key.find(' ')] = '_';
      object += (key == "naked_singles" ? "\"" : ",\"") + key + "\":" + std::to_string(count);
      if (count > 0) used += (used.empty() ? "" : ", ") + std::string(name) + " " + std::to_string(count);
    }
    object += "}}";
    if (r.logic.level == LogicLevel::search) used += used.empty() ? "stuck at once" : ", then stuck";
    if (!r.solvable) used += " (no solution)";
    row.push_back(used);
    if (json) {
      *out += object + "\n";
    } else {
      rows.push_back(std::move(row));
    }
  }
  if (!json && !rows.empty()) {
    std::vector<std::size_t> width(header.size(), 0);
    for (const auto* each : {&header}) {
      for (std::size_t c = 0; c < each->size(); ++c) width[c] = std::max(width[c], (*each)[c].size());
    }
    for (const auto& row : rows) {
      for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
    }
    const auto line = [&](const std::vector<std::string>& cells) {
      std::string text;
      for (std::size_t c = 0; c < cells.size(); ++c) {
        const bool last = c + 1 == cells.size();
        const bool number = c > 0 && c + 3 < cells.size();  // givens and the probes: right-aligned
        const std::string pad(width[c] - cells[c].size(), ' ');
        text += (number ? pad + cells[c] : cells[c] + (last ? "" : pad)) + (last ? "" : "  ");
      }
      while (!text.empty() && text.back() == ' ') text.pop_back();
      return text + "\n";
    };
    *out += line(header);
    for (const auto& row : rows) *out += line(row);
  }
  const std::size_t total = report.puzzles.size();
  *err += "sudokit-verify rate: " + std::to_string(total) + " puzzle" + (total == 1 ? "" : "s") +
          ", budget " + std::to_string(options.budget) + " nodes per probe";
  if (options.times) {  // what the predictions rest on
    std::string rates;
    for (std::size_t k = 0; k < options.probes.size(); ++k) {
      if (report.seconds_per_node[k] == 0) continue;
      char rate[48];
      std::snprintf(rate, sizeof rate, "%s %.0f ns", probe_name(options.probes[k]), report.seconds_per_node[k] * 1e9);
      rates += (rates.empty() ? "" : ", ") + std::string(rate);
    }
    *err += "; times predicted from this run's time per node on this machine (" + rates + ")";
  }
  if (ranking) {
    *err += "; ranked by " + std::string(probe_name(options.probes[*ranking])) +
            " (the first probe that settled every puzzle)";
  } else if (total > 0) {
    *err += "; not ranked: no probe settled every puzzle (raise --budget)";
  }
  *err += "\n";
}

}  // namespace sudokit
