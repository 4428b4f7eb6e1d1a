// SPDX-License-Identifier: MIT
#include "common/run/submissions.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>

namespace sudokit {

namespace fs = std::filesystem;

namespace {

struct ExpectedRow {
  Expected expected;
  const char* folder;
};
constexpr ExpectedRow kExpected[] = {
    {Expected::accepted, "accepted"},
    {Expected::wrong_answer, "wrong_answer"},
    {Expected::time_limit_exceeded, "time_limit_exceeded"},
    {Expected::run_time_error, "run_time_error"},
    {Expected::rejected, "rejected"},
};

std::string column_label(std::size_t k) {
  std::string label;
  for (std::size_t n = k + 1; n > 0; n = (n - 1) / 26) label.insert(label.begin(), static_cast<char>('A' + (n - 1) % 26));
  return label;
}

}  // namespace

const char* expected_folder(Expected expected) {
  for (const ExpectedRow& row : kExpected) {
    if (row.expected == expected) return row.folder;
  }
  return "?";
}

bool expected_verdict(Expected expected, RunVerdict verdict) {
  switch (expected) {
    case Expected::accepted: return verdict == RunVerdict::accepted;
    case Expected::wrong_answer: return verdict == RunVerdict::wrong_answer;
    case Expected::time_limit_exceeded: return verdict == RunVerdict::time_limit;
    case Expected::run_time_error:
      return verdict == RunVerdict::run_time_error || verdict == RunVerdict::memory_limit ||
             verdict == RunVerdict::output_limit;
    case Expected::rejected: return verdict != RunVerdict::accepted && verdict != RunVerdict::judge_error;
  }
  return false;
}

std::optional<std::vector<Submission>> find_submissions(const std::string& folder, std::string* error) {
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) {
    *error = folder + ": not a folder of submissions (accepted/, wrong_answer/, time_limit_exceeded/, ...)";
    return std::nullopt;
  }
  std::vector<Submission> found;
  std::vector<fs::path> kinds;
  for (const auto& entry : fs::directory_iterator(folder, ec)) kinds.push_back(entry.path());
  std::sort(kinds.begin(), kinds.end());
  for (const fs::path& kind : kinds) {
    const std::string word = kind.filename().string();
    const auto row = std::find_if(std::begin(kExpected), std::end(kExpected),
                                  [&word](const ExpectedRow& r) { return word == r.folder; });
    if (!fs::is_directory(kind, ec)) continue;  // a README beside the folders
    if (row == std::end(kExpected)) {
      *error = (kind).string() + ": not a verdict folder (accepted, wrong_answer, time_limit_exceeded, "
                                 "run_time_error, rejected)";
      return std::nullopt;
    }
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(kind, ec)) files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    for (const fs::path& file : files) {
      if (!fs::is_regular_file(file, ec)) {
        *error = file.string() + ": a submission is one file (sudokit compiles single files)";
        return std::nullopt;
      }
      found.push_back({word + "/" + file.filename().string(), file.string(), row->expected});
    }
  }
  if (found.empty()) {
    *error = folder + ": no submissions (FOLDER/accepted/FILE, FOLDER/wrong_answer/FILE, ...)";
    return std::nullopt;
  }
  return found;
}

std::optional<std::size_t> KillMatrix::first_failure(std::size_t submission) const {
  for (std::size_t t = 0; t < verdicts.size(); ++t) {
    if (verdicts[t][submission].verdict != RunVerdict::accepted) return t;
  }
  return std::nullopt;
}

std::vector<std::string> KillMatrix::unmet() const {
  std::vector<std::string> lines;
  for (std::size_t s = 0; s < submissions.size(); ++s) {
    const Submission& submission = submissions[s];
    const auto first = first_failure(s);
    if (submission.expected == Expected::accepted) {
      if (first) {
        const Judged& judged = verdicts[*first][s];
        lines.push_back(submission.name + ": " + verdict_code(judged.verdict) + " on " + tests[*first] +
                        (judged.message.empty() ? "" : ": " + judged.message) + " (an accepted submission)");
      }
      continue;
    }
    if (!first) {
      lines.push_back(submission.name + ": passes every test (expected " + expected_folder(submission.expected) + ")");
    } else if (!expected_verdict(submission.expected, verdicts[*first][s].verdict)) {
      lines.push_back(submission.name + ": its first failure is " + verdict_code(verdicts[*first][s].verdict) +
                      " on " + tests[*first] + " (expected " + expected_folder(submission.expected) + ")");
    }
  }
  return lines;
}

std::string KillMatrix::text() const {
  std::size_t width = 4;
  for (const std::string& test : tests) width = std::max(width, test.size());
  std::string out = "kill matrix: " + std::to_string(tests.size()) + " tests x " + std::to_string(submissions.size()) +
                    " submissions ('.' accepted)\n" + std::string(width, ' ');
  for (std::size_t s = 0; s < submissions.size(); ++s) {
    const std::string label = column_label(s);
    out += "  " + label + std::string(4 - std::min<std::size_t>(4, label.size()), ' ');
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  out += "\n";
  for (std::size_t t = 0; t < tests.size(); ++t) {
    std::string row = tests[t] + std::string(width - tests[t].size(), ' ');
    for (std::size_t s = 0; s < submissions.size(); ++s) {
      const RunVerdict verdict = verdicts[t][s].verdict;
      const std::string cell = verdict == RunVerdict::accepted ? "." : verdict_code(verdict);
      row += "  " + cell + std::string(4 - std::min<std::size_t>(4, cell.size()), ' ');
    }
    while (!row.empty() && row.back() == ' ') row.pop_back();
    out += row + "\n";
  }
  for (std::size_t s = 0; s < submissions.size(); ++s) {
    const Submission& submission = submissions[s];
    std::size_t caught = 0;
    for (const auto& row : verdicts) caught += row[s].verdict != RunVerdict::accepted;
    const auto first = first_failure(s);
    out += column_label(s) + " " + submission.name + ": ";
    if (!first) {
      out += "accepted on every test";
    } else {
      out += std::string(verdict_code(verdicts[*first][s].verdict)) + " first on " + tests[*first] + ", caught by " +
             std::to_string(caught) + " test" + (caught == 1 ? "" : "s");
    }
    double slowest = -1;  // its slowest run among the tests it passed: how near the limit
    for (const auto& row : verdicts) {
      if (row[s].verdict == RunVerdict::accepted) slowest = std::max(slowest, row[s].run.cpu_seconds);
    }
    if (slowest >= 0) {
      char text[48];
      std::snprintf(text, sizeof text, ", slowest pass %.2f s", slowest);
      out += text;
    }
    const bool met = submission.expected == Expected::accepted
                         ? !first
                         : first && expected_verdict(submission.expected, verdicts[*first][s].verdict);
    out += std::string(" (expected ") + expected_folder(submission.expected) + (met ? ")" : ": NOT MET)") + "\n";
  }
  return out;
}

Limits submission_limits(Expected expected, const Limits& limits) {
  if (expected != Expected::time_limit_exceeded) return limits;
  Limits margin = limits;
  margin.cpu_seconds *= kTimeSafetyMargin;
  if (margin.wall_seconds > 0) margin.wall_seconds *= kTimeSafetyMargin;
  return margin;
}

bool add_matrix_test(KillMatrix& matrix, const Judging& judging, const MatrixTest& test,
                     const std::vector<const Program*>& programs, std::string* error) {
  std::vector<Judged> row;
  for (std::size_t s = 0; s < programs.size(); ++s) {
    const Limits limits = submission_limits(matrix.submissions[s].expected, judging.limits);
    auto judged = programs[s]->judge(*judging.judge, test.input, test.answer, limits, error, judging.checking);
    if (!judged) {
      *error = matrix.submissions[s].name + ": " + *error;
      return false;
    }
    if (judged->verdict == RunVerdict::judge_error) {
      *error = test.name + ": the checker rejects the test's answer: " + judged->message;
      return false;
    }
    row.push_back(std::move(*judged));
  }
  matrix.tests.push_back(test.name);
  matrix.verdicts.push_back(std::move(row));
  return true;
}

std::optional<KillMatrix> judge_submissions(const Judging& judging, const std::vector<MatrixTest>& tests,
                                            const std::vector<Submission>& submissions,
                                            const std::vector<const Program*>& programs, std::string* error,
                                            const std::function<void(const std::string&)>& progress) {
  KillMatrix matrix;
  matrix.submissions = submissions;
  for (std::size_t t = 0; t < tests.size(); ++t) {
    if (progress) {
      progress("running " + std::to_string(programs.size()) + " submissions on test " + std::to_string(t + 1) + "/" +
               std::to_string(tests.size()));
    }
    if (!add_matrix_test(matrix, judging, tests[t], programs, error)) return std::nullopt;
  }
  return matrix;
}

}  // namespace sudokit
