// SPDX-License-Identifier: MIT
// sudokit-bench: counts to two on each puzzle of a file (one thread) and reports the rate.
//
//   sudokit-bench [--box RxC] [--max N] [--repeat R] [--counter all|auto|dlx|bitboard]
//                 [--node-limit N] FILE...
//
// Prints one line per file and searcher (default all: the exact-cover engine, then the
// bitboard counter): puzzles, the best of R runs in CPU seconds (process time: a busy machine
// does not make it read slow) and in wall seconds, puzzles per CPU second, search nodes and
// lookahead probes (wide boxes: a branch tried without branching on it) per puzzle
// (machine-independent), and the verdict tally, so a broken searcher cannot look fast;
// the searchers must agree on every count, and the bitboard counter's machine code (avx2, or
// portable: SUDOKIT_PORTABLE=1 asks for it). Parsing is outside the timed loop; the timed loop is
// what `sudokit-verify unique` and `sudokit-solve --count --limit 2` do per puzzle
// (SolutionCounter::count). With two searchers a last line gives the time and node ratios.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/sudoku/bitboard_counter.hpp"
#include "common/sudoku/solution_counter.hpp"
#include "common/text/io.hpp"
#include "common/text/text_format.hpp"

using namespace sudokit;

namespace {

struct Timing {
  double cpu = 1e300;   // best run, CPU seconds
  double wall = 1e300;  // that run's wall seconds
  std::uint64_t nodes = 0, probes = 0;
  std::size_t unique = 0, multiple = 0, none = 0, unknown = 0;
};

// Counts every puzzle to two `repeat` times with `choice`; counts[k] is set on the first run
// (3: out of budget) and must match on the others and against `expect` when it is not empty.
bool run(const std::vector<Grid>& puzzles, Counter choice, std::uint64_t node_limit, int repeat,
         const std::vector<std::uint64_t>& expect, std::vector<std::uint64_t>& counts,
         Timing& timing) {
  SolutionCounter counter(puzzles.front().shape(), choice);
  counter.set_node_limit(node_limit);
  counts.assign(puzzles.size(), 0);
  for (int r = 0; r < repeat; ++r) {
    Timing t;
    const std::clock_t cpu_start = std::clock();
    const auto wall_start = std::chrono::steady_clock::now();
    for (std::size_t k = 0; k < puzzles.size(); ++k) {
      const SolutionCounter::Result result = counter.count(puzzles[k], 2);
      const std::uint64_t count = result.complete ? result.solutions : 3;
      t.nodes += result.nodes;
      t.probes += result.probes;
      ++(count == 0 ? t.none : count == 1 ? t.unique : count == 2 ? t.multiple : t.unknown);
      counts[k] = count;
      if (!expect.empty() && expect[k] != 3 && count != 3 && expect[k] != count) {
        std::cerr << "puzzle " << k + 1 << ": the first searcher counts " << expect[k] << ", "
                  << counter_name(choice) << " " << count << "\n";
        return false;
      }
    }
    t.cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
    t.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - wall_start).count();
    if (t.cpu < timing.cpu) timing = t;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::size_t max = 0;
  int repeat = 3;
  std::uint64_t node_limit = kDefaultNodeLimit;
  std::string which = "all";
  std::optional<Shape> shape;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if ((arg == "--max" || arg == "--repeat" || arg == "--node-limit" || arg == "--counter" || arg == "--box") &&
        i + 1 < argc) {
      const std::string value = argv[++i];
      if (arg == "--counter") {
        which = value;
        continue;
      }
      if (arg == "--box") {
        std::string error;
        shape = parse_shape(value, &error);
        if (!shape) return std::cerr << error << "\n", 2;
        continue;
      }
      char* end = nullptr;
      const unsigned long long number = std::strtoull(value.c_str(), &end, 10);
      if (value.empty() || *end != '\0') return std::cerr << arg << ": not a number\n", 2;
      if (arg == "--max") max = static_cast<std::size_t>(number);
      else if (arg == "--repeat") repeat = static_cast<int>(number);
      else node_limit = number;
    } else if (!arg.empty() && arg[0] == '-') {
      std::cerr << "usage: sudokit-bench [--box RxC] [--max N] [--repeat R] [--counter all|auto|dlx|bitboard] "
                   "[--node-limit N] FILE...\n";
      return 2;
    } else {
      files.push_back(arg);
    }
  }
  std::vector<Counter> counters;
  if (which == "all") {
    counters = {Counter::dlx, Counter::bitboard};
  } else if (const auto counter = parse_counter(which)) {
    counters = {*counter};
  } else {
    return std::cerr << "--counter: one of all, auto, dlx, bitboard\n", 2;
  }
  if (repeat < 1) repeat = 1;
  for (const std::string& file : files) {
    std::string error;
    const auto text = read_text_file(file, &error);
    if (!text) return std::cerr << error << "\n", 2;
    ReadOptions options;
    options.source = file;
    options.shape = shape;
    ReadResult read = read_puzzles(*text, detect_text_format(*text), options);
    if (!read.ok()) return std::cerr << read.error->to_string() << "\n", 2;
    std::vector<Grid>& puzzles = read.set.puzzles;
    if (max != 0 && puzzles.size() > max) puzzles.resize(max);
    if (puzzles.empty()) continue;
    std::vector<std::uint64_t> first;
    std::vector<Timing> timings;
    for (const Counter choice : counters) {
      std::vector<std::uint64_t> counts;
      Timing t;
      if (!run(puzzles, choice, node_limit, repeat, first, counts, t)) return 1;
      if (first.empty()) first = counts;
      const double n = static_cast<double>(puzzles.size());
      const char* code = "-";
      if (choice != Counter::dlx) code = BitboardCounter::has_avx2() ? "avx2" : "portable";
      std::printf("%s\t%s\tpuzzles %zu\tcpu %.4f s\twall %.4f s\tpuzzles/s %.1f\tnodes/puzzle %.1f\tprobes/puzzle %.1f\t"
                  "unique %zu multiple %zu none %zu unknown %zu\tcode %s\n",
                  file.c_str(), counter_name(choice), puzzles.size(), t.cpu, t.wall,
                  n / std::max(t.cpu, 1e-9), static_cast<double>(t.nodes) / n, static_cast<double>(t.probes) / n, t.unique, t.multiple,
                  t.none, t.unknown, code);
      timings.push_back(t);
    }
    if (timings.size() == 2) {
      std::printf("%s\t%s/%s\t%.1fx cpu time, %.1fx nodes\n", file.c_str(), counter_name(counters[0]),
                  counter_name(counters[1]), timings[0].cpu / std::max(timings[1].cpu, 1e-9),
                  static_cast<double>(timings[0].nodes) / std::max<double>(static_cast<double>(timings[1].nodes), 1));
    }
  }
  return 0;
}
