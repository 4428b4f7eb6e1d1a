// `sudokit-verify lint`: an audit of an existing test folder of a judge profile.
//
// Finds the tests (X.in with X.ans or X.out; Polygon's NN with NN.a), in every subfolder,
// and reports one line per finding: CRLF, byte order mark, trailing spaces and a missing final
// newline in any file; inputs that the profile's validator rejects (format, conflicting givens,
// not unique where the problem promises it); answers that do not solve their input (checked
// against a reference solve, so another correct solution passes); inputs without an answer;
// and duplicate inputs.
#pragma once

#include <string>
#include <string_view>

#include "common/judge/check.hpp"
#include "common/judge/judge.hpp"
#include "common/judge/validate.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

struct LintRun {
  std::string out;    // the findings, then a summary line
  std::string err;    // usage problems (e.g. not a folder)
  int exit_code = 0;  // 0 nothing found, 1 findings, 2 the folder cannot be read
};

// Audits the folder with the judge's validator and its check of each answer file.
LintRun lint_folder(const std::string& folder, const Judge& judge);

}  // namespace sudokit
