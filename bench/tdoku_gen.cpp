// SPDX-License-Identifier: MIT
// tdoku's own generator, timed for bench/run-gen --tdoku: N times, from an empty grid,
// TdokuConstrain (random clues until the solution is unique) then TdokuMinimize (every clue
// tried for removal in random order, non-monotonic: the result is minimal). Prints
// "N puzzles, S CPU seconds, G mean givens", and the puzzles to the file named second.
// Built by bench/run-gen against a tdoku checkout's tdoku_static library (never in CI).
//   tdoku_gen N PUZZLES_FILE
#include <cstdio>
#include <cstdlib>
#include <ctime>

extern "C" {
bool TdokuConstrain(bool pencilmark, char* puzzle);
bool TdokuMinimize(bool pencilmark, bool monotonic, char* puzzle);
}

int main(int argc, char** argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: tdoku_gen N PUZZLES_FILE\n");
    return 2;
  }
  const long count = std::atol(argv[1]);
  std::FILE* out = std::fopen(argv[2], "w");
  if (count < 1 || out == nullptr) return 2;
  long givens = 0;
  const std::clock_t start = std::clock();
  for (long i = 0; i < count; ++i) {
    char puzzle[82];
    for (int cell = 0; cell < 81; ++cell) puzzle[cell] = '.';
    puzzle[81] = '\0';
    if (!TdokuConstrain(false, puzzle) || !TdokuMinimize(false, false, puzzle)) return 1;
    for (int cell = 0; cell < 81; ++cell) givens += puzzle[cell] != '.';
    std::fprintf(out, "%s\n", puzzle);
  }
  const double seconds = static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC;
  std::fclose(out);
  std::printf("%ld puzzles, %.4f CPU seconds, %.2f mean givens\n", count, seconds,
              static_cast<double>(givens) / static_cast<double>(count));
  return 0;
}
