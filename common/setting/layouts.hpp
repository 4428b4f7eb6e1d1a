// SPDX-License-Identifier: MIT
// The package layouts: where each judge system wants a package's files. One row per layout;
// adding a layout is one function and one row of the table in layouts.cpp.
//
// Every layout holds the tests, manifest.jsonl, and the judge-host sources (validator.cpp, the
// checker where the problem needs one or the layout always runs one, solution.cpp), one C++17
// file each, which the judge compiles with a plain g++ (common/setting/host_source.hpp).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/judge/judge.hpp"
#include "common/judge/judge_host.hpp"
#include "common/run/submissions.hpp"
#include "common/setting/host_source.hpp"

namespace sudokit {

// One test of a package, made, validated and answered.
struct PackageTest {
  int line = 0;             // of the plan
  bool sample = false;
  std::string label;        // names the test in the Kattis layout
  std::string command;      // the sudokit-gen command line, or "sample FILE"
  bool timed = false;       // found by running programs (a stress line, --against): their
                            // searches stop on time and on time-limit verdicts, so the same
                            // plan may give another test on another machine
  std::string input;
  JudgeAnswer answer;       // the reference solver's
};

// A submission the package carries (package --against): its folder and file, its source.
struct PackageSubmission {
  std::string name;   // "wrong_answer/greedy.cpp"
  std::string text;
  Expected expected = Expected::accepted;
};

// What the layout is given.
struct PackageContents {
  const Judge* judge = nullptr;
  std::vector<PackageTest> tests;
  std::vector<std::pair<std::string, std::string>> invalid_inputs;  // (label, input): must be rejected
  // Wrong outputs of the first test (label, output), each rejected by the judge's checker.
  std::vector<std::pair<std::string, std::string>> wrong_outputs;
  // The judge-host parts the judge's sources are made of (host_files(), by file name), and
  // what the sources say made them.
  std::map<std::string, std::string> host_parts;
  std::string made_by;
  std::string format_version;  // kattis, domjudge: "2025-09" or "legacy"
  int time_limit = 2;          // seconds per test
  std::string uuid;            // kattis, domjudge
  std::vector<PackageSubmission> submissions;  // with package --against
};

struct LaidOut {
  std::map<std::string, std::string> files;                    // everything but the tests
  std::vector<std::pair<std::string, std::string>> test_files;  // per test: input, answer names
};

struct PackageLayout {
  std::string_view name;
  std::string_view summary;        // for --help
  bool invalid_inputs;             // holds the invalid-input bank
  std::string_view default_format_version;  // "" when the layout has no format versions
  Checking checking;               // how its judge judges outputs (the checker always, or the
                                   // judge system's default comparison where it may)
  LaidOut (*lay_out)(const PackageContents&);
};

const std::vector<PackageLayout>& package_layouts();
const PackageLayout* find_package_layout(std::string_view name);
std::string package_layout_names();  // "plain, polygon, kattis, domjudge"

}  // namespace sudokit
