// SPDX-License-Identifier: MIT
// `sudokit-verify check`: the output checker of a judge profile (a special judge).
//
// The input and the jury's answer are read first; a jury answer that does not solve the input
// is the jury's failure, never the contestant's. The contestant's output is read in the
// answer format, lenient about line ends (CRLF, trailing spaces) but strict about structure:
// the grids, their rows and the empty lines the judge puts between them. Each grid must keep
// the input's givens and break no row, column or box: any correct solution is accepted, not
// only the jury's.
#pragma once

#include <string>
#include <string_view>

#include "common/judge/validate.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

enum class CheckVerdict {
  accepted,
  wrong_answer,        // a grid that is not a solution of its puzzle, or too few grids
  presentation_error,  // output not in the answer format (symbols, rows, separators)
  fail,                // the input or the jury's answer is wrong: a judge error
};
const char* check_verdict_name(CheckVerdict verdict);
// The judge systems' own protocol (a fact of each judge, not a tool's choice): testlib 0 OK,
// 1 WA, 2 PE, 3 FAIL; Kattis 42 accepted, 43 rejected, 1 judge error.
int checker_exit_code(Dialect dialect, CheckVerdict verdict);

struct CheckResult {
  CheckVerdict verdict = CheckVerdict::fail;
  std::string message;  // for the judge's log: what was wrong, with the puzzle and the cell
  // The jury's answer was taken on its word somewhere: the reference search that would have
  // checked it ran out of its budget (lint reports it; a judge need not).
  bool unverified = false;
};

CheckResult check_output(std::string_view input, std::string_view output,
                         std::string_view answer, const TextFormat& profile);

}  // namespace sudokit
