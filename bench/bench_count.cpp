// sudokit-bench: counts to two on each puzzle of a file (one thread) and reports the rate.
//
//   sudokit-bench [--max N] [--repeat R] FILE...
//
// Prints one line per file: puzzles, best-of-R seconds, puzzles per second, search nodes and
// link updates per puzzle, and the verdict tally (so a broken solver cannot look fast).
// Parsing is outside the timed loop; the timed loop is exactly what `sudokit-solve --count
// --limit 2` does per puzzle. For shapes with boxes up to 4x4 a second line times the
// generator's counter (common/sudoku/bitboard_counter.hpp) on the same puzzles, with the ratio
// engine time / counter time; the two must agree on every count.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>
#include <vector>

#include "common/sudoku/bitboard_counter.hpp"
#include "common/sudoku/sudoku_solver.hpp"
#include "common/text/io.hpp"
#include "common/text/text_format.hpp"

using namespace sudokit;

int main(int argc, char** argv) {
  std::size_t max = 0;
  int repeat = 3;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--max" || arg == "--repeat") && i + 1 < argc) {
      const long value = std::strtol(argv[++i], nullptr, 10);
      if (value < 0) return 2;
      if (arg == "--max") max = static_cast<std::size_t>(value);
      else repeat = static_cast<int>(value);
    } else if (!arg.empty() && arg[0] == '-') {
      std::cerr << "usage: sudokit-bench [--max N] [--repeat R] FILE...\n";
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  for (const std::string& file : files) {
    std::string error;
    const auto text = read_text_file(file, &error);
    if (!text) {
      std::cerr << error << "\n";
      return 2;
    }
    ReadOptions options;
    options.source = file;
    ReadResult read = read_puzzles(*text, detect_text_format(*text), options);
    if (!read.ok()) {
      std::cerr << read.error->to_string() << "\n";
      return 2;
    }
    std::vector<Grid>& puzzles = read.set.puzzles;
    if (max != 0 && puzzles.size() > max) puzzles.resize(max);

    SudokuSolver solver(SudokuMatrix::for_shape(read.set.shape));
    std::vector<std::uint64_t> counts(puzzles.size());
    double best = 1e300;
    std::uint64_t nodes = 0;
    std::uint64_t updates = 0;
    std::size_t tally[5] = {0, 0, 0, 0, 0};
    for (int r = 0; r < repeat; ++r) {
      nodes = updates = 0;
      for (auto& t : tally) t = 0;
      const auto start = std::chrono::steady_clock::now();
      for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const SolveResult result = solver.solve(puzzles[k], 2, 0);
        counts[k] = result.exact || result.solutions >= 2 ? result.solutions : 3;
        nodes += result.effort.nodes;
        updates += result.effort.updates;
        ++tally[static_cast<int>(result.verdict)];
      }
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (seconds < best) best = seconds;
    }
    const double n = static_cast<double>(puzzles.size());
    std::printf("%s\tpuzzles %zu\tseconds %.4f\tpuzzles/s %.0f\tnodes/puzzle %.1f\t"
                "updates/puzzle %.0f\tunique %zu multiple %zu none %zu invalid %zu unknown %zu\n",
                file.c_str(), puzzles.size(), best, n / best, static_cast<double>(nodes) / n,
                static_cast<double>(updates) / n, tally[static_cast<int>(Verdict::unique)],
                tally[static_cast<int>(Verdict::multiple)], tally[static_cast<int>(Verdict::none)],
                tally[static_cast<int>(Verdict::invalid)], tally[static_cast<int>(Verdict::unknown)]);
    const std::unique_ptr<BitboardCounter> counter = BitboardCounter::make(read.set.shape);
    if (!counter) continue;
    double best16 = 1e300;
    std::uint64_t nodes16 = 0;
    for (int r = 0; r < repeat; ++r) {
      nodes16 = 0;
      const auto start = std::chrono::steady_clock::now();
      for (std::size_t k = 0; k < puzzles.size(); ++k) {
        const auto result = counter->count(puzzles[k], 2);
        nodes16 += result.nodes;
        if (counts[k] != 3 && result.solutions != counts[k]) {
          std::cerr << file << ": puzzle " << k + 1 << ": the engine counts " << counts[k]
                    << ", the bitboard counter " << result.solutions << "\n";
          return 1;
        }
      }
      const double seconds =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      if (seconds < best16) best16 = seconds;
    }
    std::printf("%s\tbitboard\tseconds %.4f\tpuzzles/s %.0f\tnodes/puzzle %.1f\t"
                "engine/bitboard %.1fx time, %.1fx nodes\n",
                file.c_str(), best16, n / best16, static_cast<double>(nodes16) / n, best / best16,
                static_cast<double>(nodes) / static_cast<double>(nodes16));
  }
  return 0;
}
