// SPDX-License-Identifier: MIT
// `sudokit-gen package`: a whole judge test set from a test plan, in the layout of a judge
// system, built in a temporary folder and moved into place whole.
//
// A plan is plain text, one test per line (# starts a comment):
//   sample FILE                    a hand-written test, copied (FILE relative to the plan)
//   [LABEL:] file FILE             a secret test kept in a file (written by hand, or found once)
//   [LABEL:] [N x] PROFILE ARGS    sudokit-gen --profile PROFILE ARGS; with "N x", N tests,
//                                  the k-th (from 0) with --seed S+k (--against FILE relative
//                                  to the plan: a --hard line measuring a program)
//   [LABEL:] [N x] stress PROGRAM PROFILE ARGS
//                                  a test PROGRAM (relative to the plan) fails: the first of
//                                  sudokit-gen stress's tests from ARGS that it fails, shrunk;
//                                  none within the search budget: no package
// S is the line's --seed, or 1000 x its line number when it gives none, so no two lines make
// the same test by accident. LABEL names the tests in the Kattis layout (default: the --mode,
// else "random"). Every line names the same profile. Every input must pass the profile's strict
// validator before it is written, and every answer comes from sudokit's reference solver.
//
// Layouts: plain (01.in, 01.ans, ...), polygon (tests/01, tests/01.a and script.txt with the
// command of each test), kattis (data/sample, data/secret/NN-LABEL.in|.ans, problem.yaml,
// input and output validators calling sudokit-verify, data/invalid_input/ from the invalid
// bank), domjudge (kattis plus domjudge-problem.ini). Each has manifest.jsonl: per test its
// command, the SHA-256 of its files, cases, givens, and the reference search effort; with
// --against DIR (common/setting/strength.hpp) the submissions are copied in, each test line says which it
// catches, and a line per submission which tests catch it (the kill matrix).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/setting/problem.hpp"

namespace sudokit {

enum class PackageOutcome {
  written,   // the package is in place
  not_made,  // a test could not be made, failed its validator or has no reference answer
  refused,   // a usage, plan or file error
};
struct PackageRun {
  PackageOutcome outcome = PackageOutcome::written;
  std::string out;       // --help text, or the summary of what was written
  std::string err;       // why not; with `usage`, the usage error alone
  bool usage = false;
};

// What to build: the plan file, the folder, its layout; typed (gen/cli.cpp parses the
// command line).
struct PackageRequest {
  std::string plan;
  std::string out;
  std::string layout = "plain";     // a row of package_layouts() (common/setting/layouts.hpp)
  std::string format_version;       // kattis, domjudge: "2025-09" or "legacy"; "": the layout's default
  int time_limit = 2;               // seconds per test, written where the layout has a place for it
  std::string uuid;                 // kattis, domjudge; "": made from the judge and the plan
  bool zip = false;                 // one zip file at `out` instead of a folder
  bool force = false;               // replace an existing folder (or zip file)
  std::string invalid_bank;         // kattis, domjudge: a folder per profile of invalid inputs
  std::string judge_host_dir;       // share/sudokit/judge-host: the parts of the judge-host sources
  std::uint64_t node_limit = kDefaultNodeLimit;  // each validator's and reference answer's search
  // Programs: the submissions to prove the tests against (package --against DIR), and the
  // programs of the plan's stress lines and --hard --against lines; each run with the time
  // limit and memory_limit, C++ compiled with `compile`.
  std::string against;
  int memory_limit = 1024;                 // MiB
  std::string compile = "g++ -O2 -std=c++17";
  std::uint64_t search_tests = 200;        // tests tried for a stress line, or for a submission
  double search_seconds = 120;             // no test catches, and wall time for it
};

// A generated plan line, read: its test of a seed, and what the package says of it.
struct PlanLine {
  std::string usage;                  // the options cannot make tests: why (nothing else is set)
  TestLine make;                      // the line's test of a seed
  std::string mode;                   // its mode: the tests' label unless the line gives one
  std::optional<std::uint64_t> seed;  // its own first seed, if it gives one
};
// What reading a line needs besides its options: the judge it is for (its name as the plan
// wrote it resolved), where the plan is (files named in the line are relative to it), and the
// package's limits for the programs a line runs.
struct PlanLineContext {
  std::string profile;
  std::string plan_dir;
  int time_limit = 2;
  int memory_limit = 1024;
  std::string compile;
};
// How a front end makes tests (sudokit-gen: gen/test_maker.hpp): a plan line's options (the
// words after the profile) read into a line, the package deciding the profile, seeds and
// outputs; and the search for tests a slow program fails, per judge (empty: none).
struct PlanMaker {
  std::function<PlanLine(const std::vector<std::string>& options, const PlanLineContext& context)> read_line;
  std::function<SlowSearch(const Judge& judge)> slow;
};

// Told what is being done, a line at a time (the front end shows it on a terminal).
using PackageProgress = std::function<void(const std::string&)>;

// A usage error: `err` is the message alone, for the front end to present.
PackageRun package_usage_error(std::string message);

PackageRun run_package(const PackageRequest& request, const PlanMaker& maker, const PackageProgress& progress = {});

}  // namespace sudokit
