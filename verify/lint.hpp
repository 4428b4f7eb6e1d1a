// `sudokit-verify lint`: an audit of an existing test folder of a judge profile.
//
// Finds the tests (X.in with X.ans or X.out; Polygon's NN with NN.a), in every subfolder,
// and reports one line per finding: CRLF, byte order mark, trailing spaces and a missing final
// newline in any file; inputs that the profile's validator rejects (format, conflicting givens,
// not unique where the problem promises it); answers that do not solve their input (checked
// against a reference solve, so another correct solution passes); inputs without an answer;
// and duplicate inputs.
#pragma once

#include <functional>
#include <string>
#include <string_view>

#include "common/judge/check.hpp"
#include "common/judge/validate.hpp"
#include "common/text/text_format.hpp"

namespace sudokit {

struct LintRun {
  std::string out;    // the findings, then a summary line
  std::string err;    // usage problems (e.g. not a folder)
  int exit_code = 0;  // 0 nothing found, 1 findings, 2 the folder cannot be read
};

// What lint asks of a profile: its input validator, and a check of an answer file against its
// input (accepted, or the first thing wrong with it).
struct LintRules {
  std::function<Validation(std::string_view input, const ValidateOptions& options)> validate;
  std::function<CheckResult(std::string_view input, std::string_view answer)> check_answer;
};
// The rules of a Sudoku profile: validate_input(), and the answer checked by check_output()
// against sudokit's own solution. (A variant's rules come from its Variant.)
LintRules grid_lint_rules(const TextFormat& profile);

// The rules of a variant: its validator, and its checker with the answer file as both the
// output and the jury's answer (so it is held to the reference solver).
class Variant;
LintRules lint_rules(const Variant& variant);

LintRun lint_folder(const std::string& folder, const LintRules& rules);

}  // namespace sudokit
