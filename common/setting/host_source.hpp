// SPDX-License-Identifier: MIT
// The judge-host sources a package carries (validator.cpp, checker.cpp, solution.cpp), made per
// judge and role from the hand-written parts in common/judge/host/ (installed as
// share/sudokit/judge-host/): the judge's rules first (for a Sudoku profile written from its row
// of the format table), then only what the role calls, then main(). C++17 and the standard
// library only; validators and checkers are written against testlib's interface, so that
// Polygon's testlib.h serves them there and testlib_lite.h, inlined, everywhere else.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "common/judge/judge.hpp"
#include "common/judge/judge_host.hpp"

namespace sudokit {

// How a validator or checker meets its judge system.
enum class HostTestlib {
  kattis_lite,   // testlib_lite.h inlined, Kattis's conventions (Kattis, DOMjudge, BAPCtools)
  testlib_lite,  // testlib_lite.h inlined, testlib's conventions (the plain layout)
  testlib_h,     // #include "testlib.h", which the judge supplies (Polygon)
};

// The parts (file names in the judge-host folder) a judge's sources are made of, each once:
// testlib_lite.h, its rules part if any, then every role's (Judge::host_parts).
std::vector<std::string> host_files(const Judge& judge);

// The whole source of a role. `parts` maps each name of host_files() to its text; `made_by`
// names the plan the package was made from.
std::string host_program(const Judge& judge, HostRole role, HostTestlib testlib,
                         const std::map<std::string, std::string>& parts, const std::string& file,
                         const std::string& made_by);

// The rules block of a Sudoku profile: its row of the format table as C++ constants.
std::string grid_rules(const TextFormat& format);

}  // namespace sudokit
