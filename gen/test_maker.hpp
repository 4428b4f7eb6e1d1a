// SPDX-License-Identifier: MIT
// sudokit-gen's generator as problem setting's test maker (common/setting/problem.hpp): a run
// of the generator as a test line, a plan line's options read into one (by sudokit-gen's own
// command-line parser, which the tools' layer hands in), and the hard search that measures a
// slow program. Its failures are typed here, once, from the generator's outcome.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "common/setting/package.hpp"
#include "common/setting/problem.hpp"
#include "gen/spec.hpp"

namespace sudokit {

// The generator's run of `spec` with each seed (the spec's own seed is not used).
TestLine test_line(GenSpec spec);

// A package's plan lines read by `parse` (sudokit-gen's command-line parser), the package
// deciding the profile, the seeds, the outputs and the limits of a --hard line's programs;
// and, for a Sudoku problem, the hard search that measures a slow submission.
PlanMaker plan_maker(std::function<GenSpecParse(const std::vector<std::string>& words)> parse);

// The hard search measuring a slow program on a Sudoku problem's puzzles (gen/hard.hpp: one
// climb, the program's run time its probe), its tests the 1, 2, 4, ... hardest puzzles
// together up to the problem's cases; empty for a judge whose cases are not puzzles to dig.
SlowSearch slow_search(const Judge& judge);

}  // namespace sudokit
