// SPDX-License-Identifier: MIT
#include "common/setting/lint.hpp"

#include <algorithm>
#include <filesystem>
#include <map>

#include "common/judge/check.hpp"
#include "common/judge/validate.hpp"
#include "common/sudoku/canonical.hpp"
#include "common/text/io.hpp"

namespace sudokit {

namespace {

namespace fs = std::filesystem;

struct Test {
  std::string input;   // paths relative to the folder
  std::string answer;  // "" when there is none
};

bool all_digits(const std::string& name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) { return c >= '0' && c <= '9'; });
}

// One finding per kind of byte defect in a file, at its first line.
void byte_findings(const std::string& name, const std::string& text, std::vector<std::string>& out) {
  if (text.rfind("\xEF\xBB\xBF", 0) == 0) out.push_back(name + ":1:1: byte order mark");
  int line = 1, crlf_first = 0, crlf = 0, trailing_first = 0, trailing = 0;
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string_view row(text.data() + start, end - start);
    const bool cr = !row.empty() && row.back() == '\r';
    if (cr) {
      row.remove_suffix(1);
      if (crlf++ == 0) crlf_first = line;
    }
    if (!row.empty() && (row.back() == ' ' || row.back() == '\t') && trailing++ == 0) {
      trailing_first = line;
    }
    start = end + 1;
    ++line;
  }
  if (crlf > 0) {
    out.push_back(name + ":" + std::to_string(crlf_first) + ": CRLF line endings (" +
                  std::to_string(crlf) + " line" + (crlf == 1 ? "" : "s") + ")");
  }
  if (trailing > 0) {
    out.push_back(name + ":" + std::to_string(trailing_first) + ": trailing spaces (" +
                  std::to_string(trailing) + " line" + (trailing == 1 ? "" : "s") + ")");
  }
  if (!text.empty() && text.back() != '\n') {
    out.push_back(name + ":" + std::to_string(line - 1) + ": missing newline at the end of the file");
  }
}

// Where a puzzle's canonical form was first seen.
struct FirstSeen {
  std::string place;  // "a.in:1 (puzzle 1)"
  Grid puzzle;
};

// A Sudoku profile's puzzles (with blanks, 6x6 and up) that are earlier ones in disguise (or as
// they were): one finding each, at the puzzle's line. A puzzle whose form is not settled within the budget says so.
void isomorph_findings(const std::string& name, std::string_view input, const TextFormat& format,
                       std::uint64_t node_limit, std::map<std::string, FirstSeen>& forms,
                       std::vector<std::string>& out) {
  ReadOptions options;
  options.source = name;
  const ReadResult read = read_puzzles(input, format, options);
  if (!read.ok()) return;  // the validator's finding says why
  for (std::size_t i = 0; i < read.set.puzzles.size(); ++i) {
    const Grid& puzzle = read.set.puzzles[i];
    // (4x4: 36 essentially different minimal puzzles came of 3,000 generated; a test of many
    // repeats some, and a problem whose box is given per case has such tests. A filled grid, a
    // validation's case, is no puzzle, and its canonical form past 9x9 is beyond the budget.)
    if (puzzle.size() <= 4 || puzzle.full()) continue;
    const std::string place = name + ":" + std::to_string(read.set.first_lines[i]) + " (puzzle " +
                              std::to_string(i + 1) + ")";
    const Canonical canon = canonical_form(puzzle, node_limit);
    if (!canon.settled) {
      out.push_back(place + ": not compared with the other puzzles: its canonical form is not settled within " +
                    budget_words(node_limit));
      continue;
    }
    const Span<const std::uint8_t> cells = canon.grid.cells();
    const auto [first, inserted] = forms.try_emplace(std::string(cells.begin(), cells.end()),
                                                     FirstSeen{place, puzzle});
    if (inserted) continue;
    out.push_back(place + ": the same puzzle as " + first->second.place +
                  (first->second.puzzle == puzzle
                       ? ""
                       : ", relabelled or with rows, columns, bands or stacks moved (the same canonical form)"));
  }
}

}  // namespace

LintReport lint_folder(const std::string& folder, const Judge& judge, std::uint64_t node_limit,
                       const LintSubmissions* submissions) {
  LintReport report;
  std::error_code ec;
  if (!fs::is_directory(folder, ec)) {
    report.error = folder + ": not a folder";
    return report;
  }
  // Every regular file, by path relative to the folder, in a fixed order.
  std::vector<std::string> files;
  for (fs::recursive_directory_iterator it(folder, ec), end; it != end && !ec; it.increment(ec)) {
    if (it->is_regular_file(ec)) files.push_back(fs::relative(it->path(), folder, ec).generic_string());
  }
  std::sort(files.begin(), files.end());
  const auto has = [&files](const std::string& name) {
    return std::binary_search(files.begin(), files.end(), name);
  };
  std::vector<Test> tests;
  std::vector<std::string> invalid_inputs;  // Kattis's data/invalid_input: must be rejected
  for (const std::string& file : files) {
    const fs::path path(file);
    const std::string folder_name = path.parent_path().filename().string();
    if (folder_name == "valid_output" || folder_name == "invalid_output") {
      continue;  // Kattis's outputs for the checker, not tests
    }
    if (path.extension() == ".in" && folder_name == "invalid_input") {
      invalid_inputs.push_back(file);
    } else if (path.extension() == ".in") {
      const std::string stem = (path.parent_path() / path.stem()).generic_string();
      tests.push_back({file, has(stem + ".ans") ? stem + ".ans" : has(stem + ".out") ? stem + ".out" : ""});
    } else if (all_digits(path.filename().string())) {  // Polygon: tests/01 and tests/01.a
      tests.push_back({file, has(file + ".a") ? file + ".a" : ""});
    }
  }

  std::vector<std::string> findings;
  std::vector<MatrixTest> judged_tests;     // valid inputs with answers the checker accepts
  std::map<std::string, std::string> seen;  // input bytes -> the first test with them
  std::map<std::string, FirstSeen> forms;   // Sudoku profiles: puzzles by canonical form
  for (const Test& test : tests) {
    std::string error;
    const auto input = read_text_file(folder + "/" + test.input, &error);
    if (!input) {
      findings.push_back(test.input + ": " + error);
      continue;
    }
    byte_findings(test.input, *input, findings);
    const auto [first, inserted] = seen.try_emplace(*input, test.input);
    if (!inserted) {
      findings.push_back(test.input + ": the same input as " + first->second);
    } else if (const TextFormat* format = judge.puzzle_format()) {
      isomorph_findings(test.input, *input, *format, node_limit, forms, findings);
    }
    ValidateOptions options;
    options.lenient = true;  // byte defects are reported above, each once
    options.source = test.input;
    options.node_limit = node_limit;
    const Validation valid = judge.validate(*input, options);
    if (!valid.valid) findings.push_back(valid.message);

    if (test.answer.empty()) {
      findings.push_back(test.input + ": no answer file (.ans, .out, or Polygon's .a)");
      continue;
    }
    const auto answer = read_text_file(folder + "/" + test.answer, &error);
    if (!answer) {
      findings.push_back(test.answer + ": " + error);
      continue;
    }
    byte_findings(test.answer, *answer, findings);
    if (!valid.valid) continue;
    const CheckResult checked = judge.check_answer(*input, *answer, node_limit);
    if (checked.verdict != CheckVerdict::accepted) {  // "output:3: ..." -> "<answer>:3: ..."
      std::string message = checked.message;
      for (const std::string prefix : {"output", "jury answer"}) {
        if (message.rfind(prefix, 0) == 0) message = message.substr(prefix.size());
      }
      const std::string where = message.rfind(":", 0) == 0 ? test.answer + message
                                                            : test.answer + ": " + message;
      findings.push_back(where + " (answer " + check_verdict_name(checked.verdict) + ")");
    } else {
      if (checked.unverified) {
        findings.push_back(test.answer + ": not verified within " + budget_words(node_limit) + ": " +
                           checked.message);
      }
      judged_tests.push_back({test.input, *input, *answer});
    }
  }
  for (const std::string& file : invalid_inputs) {
    std::string error;
    const auto input = read_text_file(folder + "/" + file, &error);
    if (!input) {
      findings.push_back(file + ": " + error);
      continue;
    }
    ValidateOptions options;
    options.source = file;
    if (judge.validate(*input, options).valid) {
      findings.push_back(file + ": an invalid input the validator accepts");
    }
  }
  if (tests.empty() && invalid_inputs.empty()) {  // nothing was checked: not clean
    findings.push_back(folder + ": no tests found (X.in with X.ans or X.out, or Polygon's NN with NN.a)");
  }
  if (submissions != nullptr) {  // the kill matrix over the tests that could be judged
    std::string error;
    const auto found = find_submissions(submissions->folder, &error);
    if (!found) {
      report.error = error;
      return report;
    }
    std::vector<std::string> paths;
    for (const Submission& submission : *found) paths.push_back(submission.path);
    const auto programs = prepare_programs(paths, submissions->compile, &error);
    if (!programs) {
      report.error = error;
      return report;
    }
    std::vector<const Program*> running;
    for (const Program& program : *programs) running.push_back(&program);
    // Judged as the folder's judge system would: a Kattis or DOMjudge package (problem.yaml)
    // compares the words of a unique answer; any other folder, the judge's checker.
    const bool kattis = fs::exists(fs::path(folder) / "problem.yaml", ec);
    const Judging judging{&judge, kattis ? Checking::package_default : Checking::checker, submissions->limits};
    report.matrix = judge_submissions(judging, judged_tests, *found, running, &error);
    if (!report.matrix) {
      findings.push_back(error);
    } else {
      for (const std::string& line : report.matrix->unmet()) findings.push_back(line);
    }
  }
  report.findings = std::move(findings);
  report.tests = tests.size();
  report.invalid_inputs = invalid_inputs.size();
  return report;
}

std::string LintReport::text() const {
  std::string out;
  for (const std::string& finding : findings) out += finding + "\n";
  if (matrix) out += matrix->text();
  out += "sudokit-verify lint: " + std::to_string(tests) + " test" + (tests == 1 ? "" : "s") +
         (invalid_inputs == 0 ? std::string()
                              : ", " + std::to_string(invalid_inputs) + " invalid input" +
                                    (invalid_inputs == 1 ? "" : "s")) +
         ", " + std::to_string(findings.size()) + " finding" + (findings.size() == 1 ? "" : "s") + "\n";
  return out;
}

}  // namespace sudokit
