// SPDX-License-Identifier: MIT
#include "common/judge/judge_host.hpp"

#include <fstream>
#include <iostream>
#include <optional>

#include "common/text/io.hpp"
#include "common/text/json.hpp"

namespace sudokit {

namespace {

// Reads a stream whole, or stops once it holds more than `limit` bytes (*too_long set).
std::string read_at_most(std::istream& in, std::size_t limit, bool* too_long) {
  std::string text;
  char buffer[1 << 16];
  *too_long = false;
  while (in) {
    in.read(buffer, sizeof buffer);
    const auto got = static_cast<std::size_t>(in.gcount());
    if (text.size() + got > limit) {
      *too_long = true;
      break;
    }
    text.append(buffer, got);
  }
  return text;
}

// testlib's outcome names in an -appes result file.
const char* testlib_outcome(CheckVerdict verdict) {
  switch (verdict) {
    case CheckVerdict::accepted: return "accepted";
    case CheckVerdict::wrong_answer: return "wrong-answer";
    case CheckVerdict::presentation_error: return "presentation-error";
    case CheckVerdict::fail: return "fail";
  }
  return "fail";
}

// The verdict on a contestant's output, its size bounded by the jury's answer.
CheckResult check_bounded(const Judge& judge, const std::string& input, std::istream& output,
                          const std::string& answer, std::uint64_t node_limit) {
  const std::size_t limit = 16 * answer.size() + kOutputSlack;
  bool too_long = false;
  const std::string text = read_at_most(output, limit, &too_long);
  if (too_long) {
    return {CheckVerdict::wrong_answer,
            "the output is longer than " + std::to_string(limit) + " bytes (the answer has " +
                std::to_string(answer.size()) + ")"};
  }
  return judge.check(input, text, answer, node_limit);
}

int kattis_check(const Judge& judge, const std::vector<std::string>& args, std::istream& output,
                 std::ostream& log, std::uint64_t node_limit) {
  const int judge_error = checker_exit_code(Dialect::kattis, CheckVerdict::fail);
  if (args.size() < 3) {
    log << "usage: checker INPUT ANSWER FEEDBACK_DIR [ARGS...] < OUTPUT\n";
    return judge_error;
  }
  std::string error;
  const auto input = read_text_file(args[0], &error);
  const auto answer = input ? read_text_file(args[1], &error) : std::nullopt;
  if (!input || !answer) {
    log << error << "\n";
    return judge_error;
  }
  const CheckResult result = check_bounded(judge, *input, output, *answer, node_limit);
  std::string feedback = args[2];
  if (feedback.empty() || feedback.back() != '/') feedback += '/';
  std::ofstream message(feedback + "judgemessage.txt", std::ios::binary);
  message << check_verdict_name(result.verdict) << ": " << result.message << "\n";
  message.close();
  if (!message) {
    log << "cannot write " << feedback << "judgemessage.txt\n";
    return judge_error;
  }
  return checker_exit_code(Dialect::kattis, result.verdict);
}

int testlib_check(const Judge& judge, const std::vector<std::string>& all_args,
                  std::ostream& log, std::uint64_t node_limit) {
  const int fail = checker_exit_code(Dialect::testlib, CheckVerdict::fail);
  std::vector<std::string> args;
  for (std::size_t k = 0; k < all_args.size(); ++k) {
    if ((all_args[k] == "--testset" || all_args[k] == "--group") && k + 1 < all_args.size()) {
      ++k;  // Polygon's test set and group: nothing here depends on them
    } else {
      args.push_back(all_args[k]);
    }
  }
  const bool appes = args.size() == 5 && (args[4] == "-appes" || args[4] == "-APPES");
  if (args.size() < 3 || args.size() > 5 || (args.size() == 5 && !appes)) {
    log << "usage: checker [--testset T] [--group G] INPUT OUTPUT ANSWER [RESULT_FILE [-appes]]\n";
    return fail;
  }
  std::string error;
  const auto input = read_text_file(args[0], &error);
  const auto answer = input ? read_text_file(args[2], &error) : std::nullopt;
  CheckResult result;
  if (!input || !answer) {
    result = {CheckVerdict::fail, error};
  } else {
    std::ifstream output(args[1], std::ios::binary);
    if (!output) {
      result = {CheckVerdict::presentation_error, "no output file: " + args[1]};
    } else {
      result = check_bounded(judge, *input, output, *answer, node_limit);
    }
  }
  log << check_verdict_name(result.verdict) << ": " << result.message << "\n";
  if (args.size() >= 4) {
    std::ofstream report(args[3], std::ios::binary);
    if (appes) {
      report << "<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \""
             << testlib_outcome(result.verdict) << "\">" << xml_escaped(result.message)
             << "</result>\n";
    } else {
      report << result.message;
    }
    report.close();
    if (!report) {
      log << "cannot write the result file " << args[3] << "\n";
      return fail;
    }
  }
  return checker_exit_code(Dialect::testlib, result.verdict);
}

}  // namespace

int host_validate(const Judge& judge, Dialect convention, std::istream& input,
                  std::ostream& log, const ValidateOptions& options) {
  bool too_long = false;
  const std::string text = read_at_most(input, static_cast<std::size_t>(-1), &too_long);
  const Validation result = judge.validate(text, options);
  log << result.message << "\n";
  return validator_exit_code(convention, result);
}

int host_check(const Judge& judge, Dialect convention,
               const std::vector<std::string>& args, std::istream& output, std::ostream& log,
               std::uint64_t node_limit) {
  return convention == Dialect::kattis ? kattis_check(judge, args, output, log, node_limit)
                                       : testlib_check(judge, args, log, node_limit);
}

int host_solve(const Judge& judge, std::istream& input, std::ostream& out, std::ostream& log) {
  bool too_long = false;
  const std::string text = read_at_most(input, static_cast<std::size_t>(-1), &too_long);
  std::string why;
  const auto answer = judge.answer(text, /*strict=*/false, kDefaultNodeLimit, &why);
  if (!answer) {
    log << why << "\n";
    return 1;
  }
  out << answer->text;
  out.flush();
  return out ? 0 : 1;
}

}  // namespace sudokit
