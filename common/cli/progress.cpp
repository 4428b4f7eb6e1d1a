// SPDX-License-Identifier: MIT
#include "common/cli/progress.hpp"

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

namespace sudokit {

ProgressLine::ProgressLine(std::string prefix) : ProgressLine(std::move(prefix), isatty(STDERR_FILENO) != 0) {}

ProgressLine::ProgressLine(std::string prefix, bool enabled) : prefix_(std::move(prefix)), enabled_(enabled) {}

double ProgressLine::elapsed() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
}

bool ProgressLine::due(bool last) {
  if (!enabled_) return false;
  const auto now = std::chrono::steady_clock::now();
  if (!last && shown_ && now - last_ < std::chrono::milliseconds(100)) return false;
  last_ = now;
  return true;
}

void ProgressLine::draw(const std::string& body) {
  std::fprintf(stderr, "\r\033[K%s: %s", prefix_.c_str(), body.c_str());
  std::fflush(stderr);
  shown_ = true;
}

void ProgressLine::count(std::size_t done, std::size_t total, const std::string& unit) {
  if (!due(done >= total)) return;
  const double seconds = elapsed();
  std::string body = std::to_string(done) + "/" + std::to_string(total) + " " + unit;
  if (done > 0 && seconds > 0) {
    const double rate = static_cast<double>(done) / seconds;
    char figure[32];
    std::snprintf(figure, sizeof figure, rate >= 10 ? "%.0f" : "%.1f", rate);
    body += std::string(", ") + figure + "/s, " + time_words(static_cast<double>(total - done) / rate) + " left";
  }
  draw(body);
}

void ProgressLine::fraction(double done, const std::string& what) {
  done = std::min(std::max(done, 0.0), 1.0);
  if (!due(done >= 1)) return;
  const double seconds = elapsed();
  std::string body = std::to_string(static_cast<int>(done * 100)) + "%";
  if (done > 0.01) body += ", " + time_words(seconds * (1 - done) / done) + " left";
  draw(body + (what.empty() ? "" : "; " + what));
}

void ProgressLine::text(const std::string& what) {
  if (!due(false)) return;
  draw(what + " (" + time_words(elapsed()) + ")");
}

void ProgressLine::clear() {
  if (!shown_) return;
  std::fprintf(stderr, "\r\033[K");
  std::fflush(stderr);
  shown_ = false;
}

std::string time_words(double seconds) {
  const long s = std::lround(std::max(seconds, 0.0));
  if (s < 60) return std::to_string(s) + " s";
  if (s < 3600) return std::to_string(s / 60) + " min " + std::to_string(s % 60) + " s";
  return std::to_string(s / 3600) + " h " + std::to_string(s % 3600 / 60) + " min";
}

}  // namespace sudokit
