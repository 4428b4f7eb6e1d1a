// SPDX-License-Identifier: MIT
// sudokit-bench-variants: the judge variants' solvers on their generators' tests, in process,
// best of 3, each beside a peer run in the same process:
//   hdu6341  T = 1000 cases, random and --mode hard: the whole input's answer (parsing
//            included); placements per case (median, max)
//   p1074    24-given inputs of --mode many (seeds 1..N): branch and bound against plain
//            enumeration of every solution by the DLX engine (the peer); the bar is < 10 ms
//            on an input with more than 200,000 solutions
//   p4929    the 500 x 500 random matrix and the anti-naive one: the engine's nodes
//   zoj3209  T = 500 cases of p = 500 pieces per mode: the whole input; the worst case
// Usage: sudokit-bench-variants [--inputs N]   (p1074 inputs; default 20)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "common/judge/cover_matrix.hpp"
#include "common/judge/rotation.hpp"
#include "common/judge/target_score.hpp"
#include "common/judge/treasure_map.hpp"
#include "common/judge/variant.hpp"
#include "common/sudoku/sudoku_solver.hpp"

using namespace sudokit;

namespace {

double best_of_3(const std::function<void()>& work) {
  double best = 1e100;
  for (int k = 0; k < 3; ++k) {
    const auto start = std::chrono::steady_clock::now();
    work();
    best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  return best;
}

VariantRun generate(const char* name, VariantGenOptions options) {
  VariantRun run = find_variant(name)->generate(options);
  if (run.outcome != VariantOutcome::done) {
    std::fprintf(stderr, "%s: %s", name, run.err.c_str());
    std::exit(1);
  }
  return run;
}

void rotations() {
  for (const char* mode : {"random", "hard"}) {
    VariantGenOptions options;
    options.cases = 1000;
    options.mode = mode;
    const VariantRun test = generate("hdu6341", options);
    const Variant& variant = *find_variant("hdu6341");
    VariantRun solved;
    const double seconds = best_of_3([&] { solved = variant.solve(test.out, {}); });
    if (solved.out != test.answer) std::exit(1);
    ReadOptions read;
    const ReadResult cases = read_puzzles(test.out, *find_text_format("hdu6341"), read);
    std::vector<std::uint64_t> nodes;
    for (const Grid& grid : cases.set.puzzles) nodes.push_back(min_rotations(grid).nodes);
    std::sort(nodes.begin(), nodes.end());
    std::printf("hdu6341 %-6s T=1000: %7.2f ms (bar 50 ms), placements per case median %llu, max %llu\n",
                mode, seconds * 1e3, static_cast<unsigned long long>(nodes[nodes.size() / 2]),
                static_cast<unsigned long long>(nodes.back()));
  }
}

void target_scores(int inputs) {
  const std::vector<int> scores = ring_scores(Shape{3, 3});
  SudokuSolver enumerator(SudokuMatrix::for_shape(Shape{3, 3}));
  double worst_big = 0, worst = 0, total = 0, total_peer = 0;
  int big = 0;
  for (int seed = 1; seed <= inputs; ++seed) {
    VariantGenOptions options;
    options.seed = static_cast<std::uint64_t>(seed);
    options.mode = "many";
    options.givens = 24;
    const VariantRun test = generate("p1074", options);
    ReadOptions read;
    const Grid puzzle = read_puzzles(test.out, *find_text_format("p1074"), read).set.puzzles.front();
    TargetScoreResult result;
    const double seconds = best_of_3([&] { result = max_target_score(puzzle, scores); });
    // The peer: every solution through the engine, the best score kept.
    long long peer_best = -1;
    std::uint64_t solutions = 0;
    const SudokuMatrix& matrix = enumerator.matrix();
    const double peer = best_of_3([&] {
      ExactCoverSolver& engine = enumerator.engine();
      engine.clear_selection();
      for (int cell = 0; cell < 81; ++cell) {
        if (puzzle.at(cell) != 0) engine.select(matrix.option(cell, puzzle.at(cell)));
      }
      peer_best = -1;
      solutions = engine.enumerate([&](Span<const int> chosen) {
        long long score = 0;
        for (int option : chosen) {
          score += static_cast<long long>(scores[static_cast<std::size_t>(matrix.cell_of(option))]) *
                   matrix.digit_of(option);
        }
        peer_best = std::max(peer_best, score);
        return true;
      }).solutions;
      engine.clear_selection();
    });
    if (peer_best != result.score.value_or(-1)) {
      std::fprintf(stderr, "p1074 seed %d: %lld against enumeration's %lld\n", seed,
                   static_cast<long long>(result.score.value_or(-1)), peer_best);
      std::exit(1);
    }
    std::printf("p1074 seed %2d: %8llu solutions, score %lld: %7.3f ms (%7llu nodes); enumeration %8.1f ms (%.0fx)\n",
                seed, static_cast<unsigned long long>(solutions), peer_best, seconds * 1e3,
                static_cast<unsigned long long>(result.nodes), peer * 1e3, peer / seconds);
    worst = std::max(worst, seconds);
    total += seconds;
    total_peer += peer;
    if (solutions > 200'000) {
      ++big;
      worst_big = std::max(worst_big, seconds);
    }
  }
  std::printf("p1074: %d inputs, worst %.3f ms; %d with > 200,000 solutions, worst %.3f ms (bar 10 ms); "
              "all together %.1fx faster than enumeration\n",
              inputs, worst * 1e3, big, worst_big * 1e3, total_peer / total);
}

void exact_covers() {
  for (const char* mode : {"random", "anti-naive"}) {
    VariantGenOptions options;
    options.mode = mode;
    const VariantRun test = generate("p4929", options);
    const CoverRead read = read_cover_matrix(test.out, true, "bench");
    std::vector<int> row_of;
    const ExactCoverProblem problem = read.matrix.problem(&row_of);
    ExactCoverSolver solver(problem);
    std::vector<int> solution;
    const double seconds = best_of_3([&] { solver.first(solution); });
    std::printf("p4929 %-10s %dx%d, %d ones: %.3f ms, %llu nodes a search\n", mode, read.matrix.rows,
                read.matrix.columns, read.matrix.count_ones(), seconds * 1e3,
                static_cast<unsigned long long>(solver.stats().nodes / 3));
  }
}

void treasure_maps() {
  for (const char* mode : {"random", "several", "none"}) {
    VariantGenOptions options;
    options.cases = 500;
    options.mode = mode;
    const VariantRun test = generate("zoj3209", options);
    const Variant& variant = *find_variant("zoj3209");
    VariantRun solved;
    const double seconds = best_of_3([&] { solved = variant.solve(test.out, {}); });
    if (solved.out != test.answer) std::exit(1);
    // The worst case, from the report's node counts.
    std::uint64_t worst = 0;
    std::size_t at = 0;
    for (std::size_t pos = test.report.find("\"nodes\":"); pos != std::string::npos;
         pos = test.report.find("\"nodes\":", pos + 1)) {
      const std::uint64_t nodes = std::strtoull(test.report.c_str() + pos + 8, nullptr, 10);
      if (nodes > worst) {
        worst = nodes;
        at = pos;
      }
    }
    const std::size_t line = test.report.rfind('\n', at);
    const std::string worst_case = test.report.substr(line == std::string::npos ? 0 : line + 1,
                                                      test.report.find('\n', at) - (line == std::string::npos ? 0 : line + 1));
    std::printf("zoj3209 %-7s T=500 p=500: %7.1f ms (bar 2000 ms); worst case %s\n", mode,
                seconds * 1e3, worst_case.c_str());
  }
}

}  // namespace

int main(int argc, char** argv) {
  int inputs = 20;
  if (argc == 3 && std::strcmp(argv[1], "--inputs") == 0) inputs = std::atoi(argv[2]);
  rotations();
  target_scores(inputs);
  exact_covers();
  treasure_maps();
  return 0;
}
