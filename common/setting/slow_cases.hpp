// SPDX-License-Identifier: MIT
// The slowest cases of a problem's own tests, put together: the search for tests a slow
// program fails where the problem brings no search of its own (the variants: HDU 6341, P1074,
// P4929, ZOJ 3209). Tests are made from the problem's lines, each case is run alone under the
// program's limits and its CPU time measured, and the slowest cases so far make the tests
// tried: the slowest 1, 2, 4, ... together, up to the most cases one of the lines' tests held
// (so that the validator's bounds still hold). A slow program that each test passes at twice
// the time limit rarely passes the sum of its slowest cases.
#pragma once

#include <cstdint>
#include <vector>

#include "common/judge/judge.hpp"
#include "common/setting/problem.hpp"

namespace sudokit {

// The search over `lines` (test k from line k mod n with the search's seed + k / n), each
// test's cases found by the judge's model (Judge::model_test, its searches within node_limit).
SlowSearch slowest_cases(const Judge& judge, std::vector<TestLine> lines, std::uint64_t node_limit);

}  // namespace sudokit
