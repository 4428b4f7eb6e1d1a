// SPDX-License-Identifier: MIT
// A judge's programs as judge systems run them: the input validator, the output checker and the
// reference solution, each under a judge system's calling convention: what `sudokit-verify
// validate/check --kattis` run. (A package's own validator.cpp, checker.cpp and solution.cpp are
// small sources of their own, host/ and common/setting/host_source.hpp, tested against these.)
//
// Conventions (facts of each judge system):
//   kattis   Kattis, DOMjudge, BAPCtools. Input validator: `validator [args] < input`, exit 42
//            valid, 43 invalid. Output validator: `checker input answer feedback_dir [args] <
//            output`, exit 42 accepted, 43 rejected, the reason in feedback_dir/judgemessage.txt.
//   testlib  Polygon, Codeforces, and judges that run testlib programs. Validator: `validator
//            [--testset T] [--group G] < input`, exit 0 valid, 3 invalid. Checker: `checker
//            [--testset T] [--group G] input output answer [result_file [-appes]]`, exit 0 OK,
//            1 wrong answer, 2 presentation error, 3 FAIL (a judge error: the input or answer).
// No contestant output, whatever its bytes or size, is a judge error: a missing, empty, huge or
// garbled output is a wrong answer or a presentation error.
#pragma once

#include <cstddef>
#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "common/judge/check.hpp"
#include "common/judge/judge.hpp"
#include "common/judge/validate.hpp"

namespace sudokit {

// The judge systems' conventions are `Dialect`s (validate.hpp): kattis, or testlib (plain runs
// testlib's, with a validator's exit 0 / 1). The roles are judge.hpp's HostRole.

// The contestant's output is read up to this many bytes beyond 16 times the jury's answer;
// anything longer is a wrong answer without reading the rest.
constexpr std::size_t kOutputSlack = std::size_t{1} << 20;

// The input validator: `input` read from the stream, arguments ignored (judges pass flags and
// test-group names). Writes the verdict's message to `log`; returns the exit status.
int host_validate(const Judge& judge, Dialect convention, std::istream& input,
                  std::ostream& log, const ValidateOptions& options = {});

// The checker. kattis: args = input answer feedback_dir [flags...], the output on `output`;
// testlib: args = [--testset T] [--group G] input output answer [result_file [-appes]]
// (`output` unused). Returns the exit status; wrong arguments and unreadable jury files are the
// judge's failure.
// The reference searches (variants) within `node_limit` nodes each.
int host_check(const Judge& judge, Dialect convention,
               const std::vector<std::string>& args, std::istream& output, std::ostream& log,
               std::uint64_t node_limit = kDefaultNodeLimit);

// The reference solution as a submission: the input on `input`, the answer on `out`.
int host_solve(const Judge& judge, std::istream& input, std::ostream& out, std::ostream& log);

}  // namespace sudokit
