// SPDX-License-Identifier: MIT
// Sudoku Explainer ratings: agreement with SE's own (a file of "puzzle ER/EP/ED technique"
// lines, as tests/data/se/rated.txt) by rating band, and the time to rate a puzzle (explain(),
// best of 3 runs, one core), as a distribution (bench/run-se).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "common/sudoku/explainer.hpp"

using namespace sudokit;

int main(int argc, char** argv) {
  const std::string path = argc > 1 ? argv[1] : "tests/data/se/rated.txt";
  std::ifstream in(path);
  if (!in) {
    std::cerr << "bench-se: cannot open " << path << "\n";
    return 2;
  }
  struct Band {
    int puzzles = 0, rated = 0, er = 0, equal = 0, all = 0;
    std::vector<double> micros;
  };
  std::map<int, Band> bands;
  std::vector<double> micros;
  std::uint64_t most_work = 0;
  int below7 = 0, below7_agree = 0, total = 0, total_agree = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string cells, ratings;
    fields >> cells >> ratings;
    double er = 0, ep = 0, ed = 0;
    if (cells.size() != 81 || std::sscanf(ratings.c_str(), "%lf/%lf/%lf", &er, &ep, &ed) != 3) continue;
    Grid puzzle(Shape{3, 3});
    for (int cell = 0; cell < 81; ++cell) {
      const char c = cells[static_cast<std::size_t>(cell)];
      puzzle.set(cell, c >= '1' && c <= '9' ? c - '0' : 0);
    }
    Explanation e;
    double best = 1e18;
    for (int run = 0; run < 3; ++run) {
      const auto start = std::chrono::steady_clock::now();
      e = explain(puzzle);
      best = std::min(best, std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start).count());
    }
    micros.push_back(best);
    most_work = std::max(most_work, e.work);
    const auto near = [](double a, double b) { return a > b - 0.101 && a < b + 0.101; };
    const auto equal = [](double a, double b) { return a > b - 0.01 && a < b + 0.01; };
    const bool agree = e.er && near(*e.er, er);
    Band& band = bands[std::min(static_cast<int>(er), 10)];
    ++band.puzzles;
    band.micros.push_back(best);
    band.rated += e.er.has_value();
    band.er += agree;
    band.equal += e.er && equal(*e.er, er);
    band.all += e.er && equal(*e.er, er) && equal(*e.ep, ep) && equal(*e.ed, ed);
    ++total;
    total_agree += agree;
    if (er < 7.0) ++below7, below7_agree += agree;
  }
  std::printf("band   puzzles  rated  ER within 0.1  ER equal  ER, EP and ED equal  median ms  max ms\n");
  for (auto& [band, b] : bands) {
    std::sort(b.micros.begin(), b.micros.end());
    std::printf("%2d.x   %7d  %5d  %13d  %8d  %19d  %9.2f  %6.1f\n", band, b.puzzles, b.rated, b.er, b.equal, b.all,
                b.micros[b.micros.size() / 2] / 1000, b.micros.back() / 1000);
  }
  std::printf("ER within 0.1: %d of %d below 7.0 (%.0f%%), %d of %d in all (%.0f%%)\n", below7_agree, below7,
              below7 ? 100.0 * below7_agree / below7 : 0.0, total_agree, total, total ? 100.0 * total_agree / total : 0.0);
  std::sort(micros.begin(), micros.end());
  if (!micros.empty()) {
    const auto at = [&](double q) { return micros[static_cast<std::size_t>(q * static_cast<double>(micros.size() - 1))]; };
    std::printf("time to rate a puzzle (us, best of 3): median %.0f, p90 %.0f, p99 %.0f, max %.0f; %.1f ms in all\n",
                at(0.5), at(0.9), at(0.99), micros.back(), [&] { double s = 0; for (double m : micros) s += m; return s / 1000; }());
  }
  std::printf("work units: at most %llu a puzzle (the default budget: %llu)\n",
              static_cast<unsigned long long>(most_work), static_cast<unsigned long long>(kExplainBudget));
  return 0;
}
