// SPDX-License-Identifier: MIT
// Packages that prove their strength (`sudokit-gen package --against DIR`): every submission
// of DIR (Kattis's submissions/ folders) runs on every test; a wrong or slow one that passes
// them all starts a search for a test that catches it (stress over the plan's own generator
// lines, then, for a slow one on a Sudoku profile, a hard search measuring it), which joins the
// package with a label of its own; the kill matrix says which test catches which submission.
// A submission that cannot be caught within the budget, an accepted one that fails, or one
// whose first failure is not its folder's verdict: no package. A slow one (time_limit_exceeded/)
// runs at the judges' safety margin, twice the time limit (common/run/submissions.hpp), in the
// matrix and in the searches: a test that catches it catches it as problemtools requires.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "common/run/submissions.hpp"
#include "common/setting/layouts.hpp"
#include "common/setting/problem.hpp"

namespace sudokit {

struct StrengthRequest {
  std::string folder;                  // the submissions
  Limits limits;                       // per run (the package's time limit)
  Checking checking = Checking::checker;  // as the layout judges (common/setting/layouts.hpp)
  CompileOptions compile;
  std::uint64_t search_tests = 200;    // tests tried for each submission no test catches
  double search_seconds = 120;         // and wall time for it
  std::uint64_t node_limit = 0;        // the validator's and the reference's searches
};

struct Strength {
  std::string error;                   // why there is no package (with `refused`: the
  bool refused = false;                // submissions could not be read or compiled)
  std::vector<PackageTest> found;      // tests added, one per submission they catch
  KillMatrix matrix;                   // over the package's tests, then the found ones
  std::vector<PackageSubmission> submissions;  // for the layouts, in the matrix's order
};

// `tests`: the package's tests, answered; `problem`: the judge, the plan's generated lines (the
// search's sources) and its search for slow programs (package.cpp: the front end's, else
// slow_cases.hpp's). The matrix's test names are "test N"
// until the layout names them.
Strength prove_strength(const Problem& problem, const std::vector<PackageTest>& tests, const StrengthRequest& request,
                        const std::function<void(const std::string&)>& progress);

}  // namespace sudokit
