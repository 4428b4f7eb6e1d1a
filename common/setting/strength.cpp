// SPDX-License-Identifier: MIT
#include "common/setting/strength.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <filesystem>

#include "common/setting/stress.hpp"
#include "common/text/io.hpp"

namespace sudokit {

namespace fs = std::filesystem;

namespace {

// The seeds the search's tests start from: far from any plan line's (1000 x its line number).
constexpr std::uint64_t kSearchSeed = 1'000'000'000;

bool source_file(const std::string& path) {
  std::string extension = fs::path(path).extension().string();
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return extension == ".cpp" || extension == ".cc" || extension == ".cxx" || extension == ".c++" ||
         extension == ".c" || extension == ".py";
}

std::string label_of(const std::string& submission) {
  std::string stem = fs::path(submission).stem().string(), label;
  for (char c : stem) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte)) label += static_cast<char>(std::tolower(byte));
    else if (!label.empty() && label.back() != '-') label += '-';
  }
  while (!label.empty() && label.back() == '-') label.pop_back();
  return "catch-" + (label.empty() ? std::string("submission") : label);
}

}  // namespace

Strength prove_strength(const Problem& problem, const std::vector<PackageTest>& tests, const StrengthRequest& request,
                        const std::function<void(const std::string&)>& progress) {
  const Judge& judge = *problem.judge;
  Strength strength;
  const auto refuse = [&strength](std::string why) {
    strength.error = std::move(why);
    strength.refused = true;
    return strength;
  };
  std::string error;
  const auto submissions = find_submissions(request.folder, &error);
  if (!submissions) return refuse(error);
  std::vector<Program> programs;
  for (const Submission& submission : *submissions) {
    if (submission.name == "accepted/solution.cpp") {
      return refuse(submission.path + ": the package's own reference solution has this name; rename yours");
    }
    if (!source_file(submission.path)) {
      return refuse(submission.path + ": submissions are copied into the package, so each is a source file (.cpp, "
                                      ".cc, .cxx, .c, .py)");
    }
    const auto text = read_text_file(submission.path, &error);
    if (!text) return refuse(error);
    strength.submissions.push_back({submission.name, *text, submission.expected});
    if (progress) progress("compiling " + submission.name);
    auto program = Program::prepare(submission.path, request.compile, &error);
    if (!program) return refuse(error);
    programs.push_back(std::move(*program));
  }
  std::vector<const Program*> running;
  for (const Program& program : programs) running.push_back(&program);
  std::vector<MatrixTest> matrix_tests;
  for (std::size_t t = 0; t < tests.size(); ++t) {
    matrix_tests.push_back({"test " + std::to_string(t + 1), tests[t].input, tests[t].answer.text});
  }
  const Judging judging{&judge, request.checking, request.limits};
  auto matrix = judge_submissions(judging, matrix_tests, *submissions, running, &error, progress);
  if (!matrix) {
    strength.error = error;
    return strength;
  }
  strength.matrix = std::move(*matrix);
  for (std::size_t s = 0; s < submissions->size(); ++s) {  // accepted ones first: no search helps them
    if ((*submissions)[s].expected == Expected::accepted && strength.matrix.first_failure(s)) {
      strength.error = "an accepted submission fails a test:\n" + strength.matrix.unmet().front() + "\n" +
                       strength.matrix.text();
      return strength;
    }
  }

  // A test for each wrong or slow submission that every test passes.
  const Referee referee(judge, request.node_limit, nullptr, request.limits, request.checking);
  for (std::size_t s = 0; s < submissions->size(); ++s) {
    const Submission& submission = (*submissions)[s];
    if (submission.expected == Expected::accepted || strength.matrix.first_failure(s)) continue;
    const auto started = std::chrono::steady_clock::now();
    const auto left = [&]() {
      return request.search_seconds -
             std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    };
    const bool slow = submission.expected == Expected::time_limit_exceeded;
    const Limits limits = submission_limits(submission.expected, request.limits);  // a slow one's: the margin
    // A slow one's catch must be clear, not by a hair that the next run on a busier machine
    // (the matrix's below, the judge's own) does not keep: a test is taken only if it fails at
    // kClearCatch times the margin's limit too, and a witness is shrunk at that limit (a
    // shrink at the margin's would end at the edge).
    Limits clear = limits;
    if (slow) {
      clear.cpu_seconds *= kClearCatch;
      if (clear.wall_seconds > 0) clear.wall_seconds *= kClearCatch;
    }
    const auto fails = [&](const std::string& input, const Limits& at) {
      std::string why;
      const auto answer = judge.answer(input, /*strict=*/true, request.node_limit, &why);
      const auto judged =
          answer ? programs[s].judge(judge, input, answer->text, at, &why, request.checking) : std::nullopt;
      return judged && expected_verdict(submission.expected, judged->verdict);
    };
    std::optional<PackageTest> found;
    // Stress over the plan's own lines, until a failure of the verdict the folder expects.
    TestSource source;
    source.lines = problem.lines;
    source.seed = kSearchSeed + 1000 * s;
    StressBudget budget;
    budget.shrink.runs = 0;  // only a witness of the expected verdict is shrunk (below)
    // (A slow one's random tests leave half the time to the search that measures it.)
    const SlowSearch& search = problem.slow;
    const double measured = slow && search ? request.search_seconds / 2 : 0;
    for (std::uint64_t k = 0; !problem.lines.empty() && k < request.search_tests && left() > measured && !found;) {
      budget.first_test = k;
      budget.tests = request.search_tests - k;
      budget.seconds = left() - measured;
      if (progress) progress("searching a test that catches " + submission.name);
      const StressRun run = stress({&programs[s]}, source, referee, limits, budget);
      if (!run.error.empty()) {
        strength.error = submission.name + ": " + run.error;
        return strength;
      }
      auto witness = run.findings.front().witness;
      if (!witness) break;
      if (expected_verdict(submission.expected, witness->judged.verdict) && (!slow || fails(witness->input, clear))) {
        // (a slow one's failing runs each take the time limit: fewer of them)
        ShrinkBudget shrink;
        shrink.runs = slow ? 20 : 300;
        shrink.seconds = std::min(shrink.seconds, std::max(1.0, left()));
        shrink_witness(programs[s], referee, clear, shrink, &*witness);
        PackageTest test;
        test.label = label_of(submission.name);
        test.timed = true;
        test.command = "found by sudokit-gen package --against: stress over the plan's lines, test " +
                       std::to_string(witness->test) + " (seed " + std::to_string(witness->seed) + "), " +
                       verdict_code(witness->judged.verdict) + " for " + submission.name +
                       (witness->shrink_steps > 0 ? ", shrunk" : "");
        test.input = witness->input;
        found = std::move(test);
      }
      k = witness->test + 1;
    }
    // A slow one: the problem's search that measures it, for the rest of the time.
    if (!found && slow && search && left() > 0) {
      if (progress) progress("searching hard tests for " + submission.name);
      const SlowTests candidates = search(programs[s], submission.name, limits, kSearchSeed + 1000 * s, left());
      if (!candidates.error.empty()) {
        strength.error = submission.name + ": " + candidates.error;
        return strength;
      }
      // The first it fails as expected (clearly); then the next (about twice the work) if it
      // fails that too.
      const std::vector<SlowTest>& tried = candidates.tests;
      for (std::size_t k = 0; k < tried.size() && !found; ++k) {
        if (!fails(tried[k].input, clear)) continue;
        const SlowTest& chosen = k + 1 < tried.size() && fails(tried[k + 1].input, clear) ? tried[k + 1] : tried[k];
        PackageTest test;
        test.label = label_of(submission.name);
        test.timed = true;
        test.command = "found by sudokit-gen package --against: " + chosen.how;
        test.input = chosen.input;
        found = std::move(test);
      }
    }
    if (!found) {
      strength.error = submission.name + ": passes every test, and no test that catches it (" +
                       expected_folder(submission.expected) + ") was found within " +
                       std::to_string(request.search_tests) + " tests and " +
                       std::to_string(static_cast<long long>(request.search_seconds)) +
                       " s (--search-tests, --search-seconds)\n" + strength.matrix.text();
      return strength;
    }
    std::string why;
    auto answer = judge.answer(found->input, /*strict=*/true, request.node_limit, &why);
    if (!answer) {
      strength.error = submission.name + ": the test found has no reference answer: " + why;
      return strength;
    }
    found->answer = std::move(*answer);
    const MatrixTest row{"found " + std::to_string(strength.found.size() + 1), found->input, found->answer.text};
    if (!add_matrix_test(strength.matrix, judging, row, running, &error)) {
      strength.error = error;
      return strength;
    }
    strength.found.push_back(std::move(*found));
  }
  if (const auto unmet = strength.matrix.unmet(); !unmet.empty()) {
    for (const std::string& line : unmet) strength.error += line + "\n";
    strength.error += strength.matrix.text();
  }
  return strength;
}

}  // namespace sudokit
