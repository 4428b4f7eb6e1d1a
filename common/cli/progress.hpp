// SPDX-License-Identifier: MIT
// A progress line on standard error for the long runs (a large batch, a --hard search, a
// package, a stress run, rate): the count, the rate and the time left, rewritten in place at
// most ten times a second. Only on a terminal: when standard error is a file, a pipe or a CI
// log nothing is written, so that logs stay clean.
#pragma once

#include <chrono>
#include <cstddef>
#include <string>

namespace sudokit {

class ProgressLine {
 public:
  // `prefix` starts the line ("sudokit-gen", "sudokit-verify rate"). `enabled` defaults to
  // whether standard error is a terminal.
  explicit ProgressLine(std::string prefix);
  ProgressLine(std::string prefix, bool enabled);
  ProgressLine(const ProgressLine&) = delete;
  ProgressLine& operator=(const ProgressLine&) = delete;
  ~ProgressLine() { clear(); }

  bool enabled() const { return enabled_; }
  // "12/40 puzzles, 2.1/s, 14 s left": `done` of `total` units.
  void count(std::size_t done, std::size_t total, const std::string& unit);
  // "41%, 55 s left; <what>": a fraction (0..1) of a budget spent.
  void fraction(double done, const std::string& what);
  // "<what> (12 s)": a stage of a run whose end is not known.
  void text(const std::string& what);
  // Erases the line (before other output to the terminal, and at the end).
  void clear();

 private:
  bool due(bool last);  // whether to draw now (throttled)
  void draw(const std::string& body);
  double elapsed() const;

  std::string prefix_;
  bool enabled_ = false;
  bool shown_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  std::chrono::steady_clock::time_point last_{};
};

// "14 s", "3 min 5 s", "2 h 10 min": a time left, as a person reads it.
std::string time_words(double seconds);

}  // namespace sudokit
