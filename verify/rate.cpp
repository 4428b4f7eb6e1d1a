#include "verify/rate.hpp"

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
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      const Grid& puzzle = file.set.puzzles[i];
      PuzzleRating r;
      r.where = puzzle_ref(file, i);
      r.unreadable = unreadable_reason(file, i);
      if (r.unreadable.empty()) {
        r.givens = puzzle.givens();
        for (Probe probe : options.probes) {
          if (!probe_applies(probe, puzzle.shape())) {
            r.efforts.emplace_back();
            continue;
          }
          const ProbeEffort effort = probe_effort(probe, puzzle, options.budget);
          r.efforts.push_back(PuzzleRating::Effort{effort.nodes, effort.finished});
          if (effort.finished && !effort.solved) r.solvable = false;
        }
        r.logic = logic_steps(puzzle);
        if (find_conflict(puzzle)) r.solvable = false;
      }
      report.puzzles.push_back(std::move(r));
    }
  }
  return report;
}

void render_rate(const RateReport& report, bool json, std::string* out, std::string* err) {
  const RateOptions& options = report.options;
  for (const PuzzleRating& r : report.puzzles) {
    if (!r.unreadable.empty()) {
      *err += r.where.place + ": unreadable: " + r.unreadable + "\n";
      continue;
    }
    std::string text = r.where.place + ": givens " + std::to_string(r.givens);
    std::string object = "{\"source\":" + json_string(r.where.source) + ",\"line\":" +
                         std::to_string(r.where.line) + ",\"puzzle\":" + std::to_string(r.where.puzzle) +
                         ",\"givens\":" + std::to_string(r.givens);
    for (std::size_t k = 0; k < options.probes.size(); ++k) {
      const std::optional<PuzzleRating::Effort>& effort = r.efforts[k];
      const std::string value = !effort ? "null"
                                : effort->finished ? std::to_string(effort->nodes)
                                                   : ">" + std::to_string(options.budget);
      const std::string name = probe_name(options.probes[k]);
      text += ", " + name + " " + value;
      object += ",\"" + name + "\":" + (value[0] == '>' ? "\"" + value + "\"" : value);
    }
    const std::string level = logic_level_name(r.logic.level);
    text += ", level " + level;
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
    if (!used.empty()) text += " (" + used + (r.logic.level == LogicLevel::search ? ", then stuck" : "") + ")";
    if (!r.solvable) text += " (no solution)";
    *out += (json ? object : text) + "\n";
  }
  const std::size_t total = report.puzzles.size();
  *err += "sudokit-verify rate: " + std::to_string(total) + " puzzle" + (total == 1 ? "" : "s") +
          ", budget " + std::to_string(options.budget) + " nodes per probe\n";
}

}  // namespace sudokit
