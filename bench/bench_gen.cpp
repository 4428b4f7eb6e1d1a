// SPDX-License-Identifier: MIT
// sudokit-bench-gen: generation speed on one thread.
//
//   sudokit-bench-gen [--box RxC] [--count N] [--seed S] [--symmetry SYM] [--counter auto|dlx|bitboard]
//
// Generates N minimal puzzles (puzzle i from sub_seed(S, i), as sudokit-gen does) and prints
// puzzles/s, mean givens, the share that is minimal, checks and grids per puzzle. Every puzzle
// is then counted to two, outside the timed part, so a broken generator cannot look fast.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <string>

#include "common/sudoku/sudoku_solver.hpp"
#include "gen/generator.hpp"

using namespace sudokit;

int main(int argc, char** argv) {
  Shape shape{3, 3};
  std::size_t count = 1000;
  std::uint64_t seed = 1;
  GenerateOptions options;
  Counter counter = Counter::automatic;
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string arg = argv[i];
    const std::string value = argv[i + 1];
    std::string error;
    if (arg == "--box") {
      const auto parsed = parse_shape(value, &error);
      if (!parsed) return std::cerr << error << "\n", 2;
      shape = *parsed;
    } else if (arg == "--count") {
      count = std::strtoull(value.c_str(), nullptr, 10);
    } else if (arg == "--seed") {
      seed = std::strtoull(value.c_str(), nullptr, 10);
    } else if (arg == "--counter") {
      const auto parsed = parse_counter(value);
      if (!parsed) return std::cerr << "unknown counter\n", 2;
      counter = *parsed;
    } else if (arg == "--symmetry") {
      const auto parsed = parse_symmetry(value);
      if (!parsed) return std::cerr << "unknown symmetry\n", 2;
      options.symmetry = *parsed;
    } else {
      std::cerr << "usage: sudokit-bench-gen [--box RxC] [--count N] [--seed S] [--symmetry SYM] [--counter auto|dlx|bitboard]\n";
      return 2;
    }
  }
  Generator generator(shape, counter);
  std::vector<GeneratedPuzzle> made;
  const auto start = std::chrono::steady_clock::now();
  for (std::size_t i = 0; i < count; ++i) {
    std::string why;
    auto puzzle = generator.generate(sub_seed(seed, i), options, &why);
    if (!puzzle) return std::cerr << why << "\n", 1;
    made.push_back(std::move(*puzzle));
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double givens = 0;
  double checks = 0;
  double grids = 0;
  std::size_t minimal = 0;
  SudokuSolver solver(SudokuMatrix::for_shape(shape));
  for (const GeneratedPuzzle& p : made) {
    givens += p.givens;
    checks += static_cast<double>(p.checks);
    grids += p.attempts;
    minimal += p.minimal;
    const SolveResult result = solver.solve(p.puzzle, 2, 1);
    if (result.verdict != Verdict::unique || result.found.at(0) != p.solution) {
      std::cerr << "not unique: puzzle " << &p - made.data() << "\n";
      return 1;
    }
  }
  const double n = static_cast<double>(count);
  std::printf("box %s\tpuzzles %zu\tseconds %.3f\tpuzzles/s %.1f\tmean givens %.2f\tminimal %zu\t"
              "checks/puzzle %.1f\tgrids/puzzle %.2f\n",
              shape.name().c_str(), count, seconds, n / seconds, givens / n, minimal, checks / n,
              grids / n);
  return 0;
}
