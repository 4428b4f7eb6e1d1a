#include "verify/rate.hpp"

#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/json.hpp"
#include "common/text/puzzle_files.hpp"

namespace sudokit {

RateRun rate_puzzles(const std::vector<PuzzleFile>& files, const RateOptions& options) {
  RateRun run;
  std::size_t total = 0;
  for (const PuzzleFile& file : files) {
    for (std::size_t i = 0; i < file.set.puzzles.size(); ++i) {
      const Grid& puzzle = file.set.puzzles[i];
      ++total;
      const std::string place = puzzle_place(file, i);
      if (const std::string why = unreadable_reason(file, i); !why.empty()) {
        run.err += place + ": unreadable: " + why + "\n";
        run.exit_code = 1;
        continue;
      }
      std::string text = place + ": givens " + std::to_string(puzzle.givens());
      std::string json = "{\"source\":" + json_string(file.source) + ",\"line\":" +
                         std::to_string(file.set.first_lines[i]) + ",\"puzzle\":" + std::to_string(i + 1) +
                         ",\"givens\":" + std::to_string(puzzle.givens());
      bool solvable = true;
      for (Probe probe : options.probes) {
        std::string value;
        if (probe == Probe::naive && puzzle.size() > 9) {
          value = "null";
        } else {
          const ProbeEffort effort = probe_effort(probe, puzzle, options.budget);
          value = effort.finished ? std::to_string(effort.nodes) : ">" + std::to_string(options.budget);
          if (effort.finished && !effort.solved) solvable = false;
        }
        text += ", " + std::string(probe_name(probe)) + " " + value;
        json += ",\"" + std::string(probe_name(probe)) + "\":" +
                (value[0] == '>' ? "\"" + value + "\"" : value);
      }
      const char* level = logic_level_name(logic_level(puzzle));
      text += ", level " + std::string(level);
      json += ",\"level\":\"" + std::string(level) + "\"}";
      if (!solvable || find_conflict(puzzle)) {
        text += " (no solution)";
        run.exit_code = 1;
      }
      run.out += (options.json ? json : text) + "\n";
    }
  }
  run.err += "sudokit-verify rate: " + std::to_string(total) + " puzzle" + (total == 1 ? "" : "s") +
             ", budget " + std::to_string(options.budget) + " nodes per probe\n";
  return run;
}

}  // namespace sudokit
