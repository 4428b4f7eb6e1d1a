// SPDX-License-Identifier: MIT
// A problem's submissions and the kill matrix: which tests catch which wrong or slow program.
//
// Submissions are laid out as Kattis, BAPCtools and DOMjudge keep them, one folder per
// expected verdict: accepted/, wrong_answer/, time_limit_exceeded/, run_time_error/ (and
// rejected/: any failure), each holding single-file programs. Every submission runs on every
// test (judged as program.hpp judges, by the judge's checker); a submission's verdict is its
// verdict on the first test it fails, in the package's order (samples first), as the judges'
// tools report it, and it must be the one its folder expects: an accepted submission fails no
// test, a wrong_answer one fails first with WA, and so on.
#pragma once

#include <cstddef>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/run/program.hpp"

namespace sudokit {

enum class Expected { accepted, wrong_answer, time_limit_exceeded, run_time_error, rejected };
const char* expected_folder(Expected expected);  // accepted, wrong_answer, ...
// Whether a verdict is what the folder expects of a submission's first failure (accepted: of
// every test).
bool expected_verdict(Expected expected, RunVerdict verdict);

// The judges' safety margin: a submission of time_limit_exceeded/ is caught only by a test it
// fails at this many times the time limit (problemtools and BAPCtools warn of a TLE submission
// that passes at twice the limit: "sensitive to time limit"), so its runs have that limit, in
// the kill matrix and in the searches for a test that catches it.
inline constexpr double kTimeSafetyMargin = 2;
// A test found to catch such a submission must catch it clearly: it fails at this many times
// the margin's limit too (common/setting/strength.cpp), so that a run on a busier machine keeps it.
inline constexpr double kClearCatch = 1.5;
// The limits a submission of `expected` runs with: `limits`, the time times the safety margin
// for time_limit_exceeded/.
Limits submission_limits(Expected expected, const Limits& limits);

struct Submission {
  std::string name;      // its path in the folder: "wrong_answer/greedy.cpp"
  std::string path;      // the file
  Expected expected = Expected::accepted;
};
// The submissions of a folder (FOLDER/<verdict>/FILE), in name order; nullopt with *error (no
// such folder, an unknown verdict folder, a subfolder where a file belongs, no submission).
std::optional<std::vector<Submission>> find_submissions(const std::string& folder, std::string* error);

struct MatrixTest {
  std::string name;      // as the package names it: "data/secret/03-hard.in"
  std::string input;
  std::string answer;
};

struct KillMatrix {
  std::vector<std::string> tests;            // names
  std::vector<Submission> submissions;
  std::vector<std::vector<Judged>> verdicts;  // [test][submission]
  // The first test a submission fails, or none.
  std::optional<std::size_t> first_failure(std::size_t submission) const;
  // What is not as the folders expect, a line each ("" when all is).
  std::vector<std::string> unmet() const;
  // The table and a line per submission (with its slowest run among the tests it passed: how
  // near the time limit it came), for people.
  std::string text() const;
};

// How the tests are judged: the judge, its checking as the package does it, the limits.
struct Judging {
  const Judge* judge = nullptr;
  Checking checking = Checking::checker;
  Limits limits;
};

// Runs every program on every test; nullopt with *error when one cannot be run at all, or a
// checker blames a test's answer. `progress` is told each run.
std::optional<KillMatrix> judge_submissions(const Judging& judging, const std::vector<MatrixTest>& tests,
                                            const std::vector<Submission>& submissions,
                                            const std::vector<const Program*>& programs, std::string* error,
                                            const std::function<void(const std::string&)>& progress = {});
// Adds a test's row to the matrix (a test found later); the same errors.
bool add_matrix_test(KillMatrix& matrix, const Judging& judging, const MatrixTest& test,
                     const std::vector<const Program*>& programs, std::string* error);

}  // namespace sudokit
