// SPDX-License-Identifier: MIT
// `sudokit-verify lint`: an audit of an existing test folder of a judge profile.
//
// Finds the tests (X.in with X.ans or X.out; Polygon's NN with NN.a), in every subfolder,
// and reports one line per finding: CRLF, byte order mark, trailing spaces and a missing final
// newline in any file; inputs that the profile's validator rejects (format, conflicting givens,
// not unique where the problem promises it); answers that do not solve their input (checked
// against a reference solve, so another correct solution passes); inputs without an answer;
// duplicate inputs; and, for the Sudoku profiles, every puzzle that is an earlier one (of any
// test) as it was, relabelled, or with rows, columns, bands or stacks moved (canonical.hpp).
// With submissions (Kattis's submissions/ folders), every one runs on every test whose input
// and answer pass, and the kill matrix is reported: a submission not caught as its folder
// expects is a finding (common/run/submissions.hpp). Outputs are judged as the folder's judge
// system would: where it holds problem.yaml (Kattis, DOMjudge), a problem whose answer is
// unique compares the answer's words (the default output validator), else by the checker.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include <string_view>

#include "common/engine/budget.hpp"
#include "common/judge/check.hpp"
#include "common/judge/judge.hpp"
#include "common/judge/validate.hpp"
#include "common/run/submissions.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

struct LintReport {
  std::string error;                  // the folder (or the submissions) could not be read
  std::optional<KillMatrix> matrix;   // with submissions
  std::vector<std::string> findings;  // "file:line: what", in a fixed order
  std::size_t tests = 0;
  std::size_t invalid_inputs = 0;     // Kattis's data/invalid_input files
  bool clean() const { return error.empty() && findings.empty(); }
  // As the tool prints it: a line per finding, then the summary line.
  std::string text() const;
};

// Audits the folder with the judge's validator and its check of each answer file.
// Each search (a validator's promise, a reference answer) within `node_limit` nodes (0: none).
struct LintSubmissions {
  std::string folder;
  Limits limits;
  CompileOptions compile;
};
LintReport lint_folder(const std::string& folder, const Judge& judge,
                       std::uint64_t node_limit = kDefaultNodeLimit, const LintSubmissions* submissions = nullptr);

}  // namespace sudokit
