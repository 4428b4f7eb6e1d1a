// SPDX-License-Identifier: MIT
#include "common/setting/package.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>

#include "common/judge/invalid_inputs.hpp"
#include "common/judge/validate.hpp"
#include "common/setting/layouts.hpp"
#include "common/setting/slow_cases.hpp"
#include "common/setting/strength.hpp"
#include "common/setting/stress.hpp"
#include "common/text/io.hpp"
#include "common/text/json.hpp"
#include "common/text/sha256.hpp"
#include "common/text/text_format.hpp"
#include "common/text/zip.hpp"


namespace sudokit {

namespace fs = std::filesystem;

namespace {

// A plan line, split into words; "#" starts a comment.
std::vector<std::string> words_of(const std::string& line) {
  std::vector<std::string> words;
  std::istringstream in(line.substr(0, line.find('#')));
  for (std::string word; in >> word;) words.push_back(word);
  return words;
}

std::string label_from(const std::string& text) {
  std::string label;
  for (char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (std::isalnum(byte)) label += static_cast<char>(std::tolower(byte));
    else if (!label.empty() && label.back() != '-') label += '-';
  }
  while (!label.empty() && label.back() == '-') label.pop_back();
  return label.empty() ? "test" : label;
}

// A UUID (RFC 9562 version 8: its bits our own) from the SHA-256 of `seed`.
std::string uuid_from(const std::string& seed) {
  std::string hex = sha256_hex(seed).substr(0, 32);
  hex[12] = '8';
  hex[16] = "89ab"[std::stoi(hex.substr(16, 1), nullptr, 16) & 3];
  return hex.substr(0, 8) + "-" + hex.substr(8, 4) + "-" + hex.substr(12, 4) + "-" + hex.substr(16, 4) + "-" +
         hex.substr(20, 12);
}

// Outputs a checker must reject, made from a test's answer: nothing, the answer without its last
// line, and with its first number one more (or, without numbers, its first two symbols
// swapped). Only those the output validator rejects are kept: sudokit's checker where the
// judge has one, else the default comparison (words, with the judge's flags) (the Kattis
// layouts' invalid_output).
std::vector<std::pair<std::string, std::string>> wrong_outputs(const Judge& judge, const PackageTest& test) {
  const std::string& answer = test.answer.text;
  std::vector<std::pair<std::string, std::string>> candidates;
  candidates.emplace_back("empty", "");
  std::string truncated = answer.substr(0, answer.empty() ? 0 : answer.size() - 1);
  truncated = truncated.substr(0, truncated.rfind('\n') == std::string::npos ? 0 : truncated.rfind('\n') + 1);
  candidates.emplace_back("last-line-missing", truncated);
  std::string changed = answer;
  const auto digit = changed.find_first_of("0123456789");
  if (digit != std::string::npos && digit < changed.find('\n')) {
    auto end = changed.find_first_not_of("0123456789", digit);
    if (end == std::string::npos) end = changed.size();
    changed.replace(digit, end - digit, std::to_string(std::stoll(changed.substr(digit, std::min<std::size_t>(end - digit, 18))) + 1));
    candidates.emplace_back("first-number-plus-one", changed);
  } else if (changed.size() >= 2 && changed[0] != changed[1] && changed[0] != '\n' && changed[1] != '\n') {
    std::swap(changed[0], changed[1]);
    candidates.emplace_back("first-two-symbols-swapped", changed);
  }
  std::vector<std::pair<std::string, std::string>> kept;
  for (auto& [label, output] : candidates) {
    const std::string& text = output;  // (clang 14 captures no structured binding)
    const bool repeated = std::any_of(kept.begin(), kept.end(), [&text](const auto& k) { return k.second == text; });
    const CheckVerdict verdict = check_as(judge, Checking::package_default, test.input, output, answer).verdict;
    const bool rejected = verdict != CheckVerdict::accepted && verdict != CheckVerdict::fail;
    if (!repeated && rejected) {
      kept.emplace_back(label, std::move(output));
    }
  }
  return kept;
}

}  // namespace

PackageRun package_usage_error(std::string message) {
  PackageRun run;
  run.err = std::move(message);
  run.outcome = PackageOutcome::refused;
  run.usage = true;
  return run;
}

// One layout's files: the layout's own, the tests, and the manifest (with the kill matrix
// under --against, whose text goes to *matrix_text).
std::map<std::string, std::string> lay_out_package(const PackageLayout& layout, const PackageContents& contents,
                                                   const PackageRequest& request, Strength& strength,
                                                   std::string* matrix_text) {
  LaidOut laid = layout.lay_out(contents);
  std::map<std::string, std::string>& files = laid.files;
  std::string manifest;
  for (std::size_t i = 0; i < contents.tests.size(); ++i) {
    const PackageTest& test = contents.tests[i];
    const auto& [input_name, answer_name] = laid.test_files[i];
    files[input_name] = test.input;
    const JudgeAnswer& answer = test.answer;
    files[answer_name] = answer.text;
    manifest += "{\"input\":" + json_string(input_name) + ",\"answer\":" + json_string(answer_name) +
                ",\"command\":" + json_string(test.command) + ",\"plan_line\":" +
                std::to_string(test.line) + ",\"input_sha256\":\"" + sha256_hex(test.input) +
                "\",\"answer_sha256\":\"" + sha256_hex(answer.text) + "\",\"cases\":" +
                std::to_string(answer.cases) + ",\"givens\":" +
                (answer.givens ? "[" + std::to_string(answer.givens->first) + "," +
                                     std::to_string(answer.givens->second) + "]"
                             : std::string("null")) +
                ",\"solutions\":" +
                (answer.all_unique ? (*answer.all_unique ? "\"one per case\"" : "\"some case has two or more\"")
                             : std::string("null")) +
                ",\"reference_nodes\":" + (answer.nodes ? std::to_string(*answer.nodes) : std::string("null")) +
                (test.timed ? ",\"timed\":true" : "");
    if (!request.against.empty()) {  // the submissions this test catches, with their verdicts
      std::string caught;
      for (std::size_t k = 0; k < strength.matrix.submissions.size(); ++k) {
        const RunVerdict verdict = strength.matrix.verdicts[i][k].verdict;
        if (verdict == RunVerdict::accepted) continue;
        caught += std::string(caught.empty() ? "" : ",") + json_string(strength.matrix.submissions[k].name) + ":\"" +
                  verdict_code(verdict) + "\"";
      }
      manifest += ",\"catches\":{" + caught + "}";
    }
    manifest += "}\n";
  }
  if (!request.against.empty()) {  // the kill matrix's other side: per submission, the tests
    for (std::size_t i = 0; i < laid.test_files.size(); ++i) strength.matrix.tests[i] = laid.test_files[i].first;
    for (std::size_t k = 0; k < strength.matrix.submissions.size(); ++k) {
      const Submission& submission = strength.matrix.submissions[k];
      std::string caught_by;
      for (std::size_t i = 0; i < strength.matrix.tests.size(); ++i) {
        if (strength.matrix.verdicts[i][k].verdict == RunVerdict::accepted) continue;
        caught_by += std::string(caught_by.empty() ? "" : ",") + json_string(strength.matrix.tests[i]);
      }
      const auto first = strength.matrix.first_failure(k);
      manifest += "{\"submission\":" + json_string(submission.name) + ",\"expected\":\"" +
                  expected_folder(submission.expected) + "\",\"verdict\":\"" +
                  (first ? verdict_code(strength.matrix.verdicts[*first][k].verdict) : "AC") + "\",\"first_failure\":" +
                  (first ? json_string(strength.matrix.tests[*first]) : std::string("null")) + ",\"caught_by\":[" +
                  caught_by + "]}\n";
    }
    if (matrix_text->empty()) *matrix_text = strength.matrix.text();  // (the first layout's names)
  }
  files["manifest.jsonl"] = manifest;
  return files;
}

// --layout: one layout, or several from one generation ("kattis,polygon": OUT/kattis,
// OUT/polygon), checked with --format-version and --against; "" or what is wrong.
std::string choose_layouts(const PackageRequest& request, std::vector<const PackageLayout*>& layouts) {
  for (const std::string& name : comma_separated(request.layout)) {
    const PackageLayout* each = find_package_layout(name);
    if (each == nullptr) return "unknown layout '" + name + "'; one of " + package_layout_names();
    if (std::find(layouts.begin(), layouts.end(), each) != layouts.end()) {
      return "--layout names " + name + " twice";
    }
    layouts.push_back(each);
  }
  const PackageLayout* layout = layouts.front();
  const bool versioned = std::any_of(layouts.begin(), layouts.end(),
                                     [](const PackageLayout* l) { return !l->default_format_version.empty(); });
  if (!versioned && !request.format_version.empty()) {
    return "--format-version: the " + request.layout + " layout has no versions";
  }
  if (!request.format_version.empty() && request.format_version != "2025-09" && request.format_version != "legacy") {
    return "--format-version must be 2025-09 or legacy, not '" + request.format_version + "'";
  }
  if (!request.against.empty()) {
    for (const PackageLayout* each : layouts) {
      if (each->checking != layout->checking) {
        return "--against with --layout " + request.layout + ": " + std::string(layout->name) + " and " +
               std::string(each->name) + " judge outputs differently (the kill matrix is one judge system's); " +
               "make them apart";
      }
    }
  }
  return "";
}

// A failure of a package run: what went wrong and how the run ends.
struct Failure {
  Failure(std::string text, PackageOutcome how) : message(std::move(text)), outcome(how) {}
  std::string message;
  PackageOutcome outcome;
};

// What a plan makes: its judge, its tests (inputs; answers come later), and its generated
// lines (for --against's search).
struct Plan {
  const Judge* judge = nullptr;
  std::vector<PackageTest> tests;
  std::vector<TestLine> generated;
};

// Reads the plan line by line into tests: samples copied, generated lines read by the front
// end's maker and made with the package's seeds, stress lines searched.
std::optional<Failure> read_plan(const PackageRequest& request, const std::string& plan_text,
                                 const PlanMaker& maker, const PackageProgress& progress,
                                 const Limits& limits, const CompileOptions& compile, Checking checking,
                                 Plan& plan) {
  const std::string& plan_path = request.plan;
  const fs::path plan_dir = fs::path(plan_path).parent_path();
  std::string error;
  std::error_code ec;
  std::map<std::string, Program> programs;  // the stress lines' programs, by path
  std::istringstream lines(plan_text);
  int line_number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    const std::string at = plan_path + ":" + std::to_string(line_number) + ": ";
    std::vector<std::string> words = words_of(line);
    if (words.empty()) continue;
    if (words[0] == "sample") {
      if (words.size() != 2) return Failure(at + "expected 'sample FILE'", PackageOutcome::refused);
      const std::string file = (plan_dir / words[1]).string();
      const auto text = read_text_file(file, &error);
      if (!text) return Failure(at + error, PackageOutcome::refused);
      PackageTest test;
      test.line = line_number;
      test.sample = true;
      test.label = "sample";
      test.command = "sample " + words[1];
      test.input = *text;
      plan.tests.push_back(std::move(test));
      continue;
    }
    std::string label;
    if (words[0].size() > 1 && words[0].back() == ':') {
      label = label_from(words[0].substr(0, words[0].size() - 1));
      words.erase(words.begin());
    }
    if (!words.empty() && words[0] == "file") {  // a secret test written by hand
      if (words.size() != 2) return Failure(at + "expected '[LABEL:] file FILE'", PackageOutcome::refused);
      const auto text = read_text_file((plan_dir / words[1]).string(), &error);
      if (!text) return Failure(at + error, PackageOutcome::refused);
      PackageTest test;
      test.line = line_number;
      test.label = label.empty() ? label_from(fs::path(words[1]).stem().string()) : label;
      test.command = "file " + words[1];
      test.input = *text;
      plan.tests.push_back(std::move(test));
      continue;
    }
    int repeat = 1;
    if (words.size() >= 2 && words[1] == "x" &&
        std::all_of(words[0].begin(), words[0].end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      repeat = std::stoi(words[0].substr(0, 6));
      if (repeat < 1 || repeat > 1000) return Failure(at + "N x: N must be in 1..1000", PackageOutcome::refused);
      words.erase(words.begin(), words.begin() + 2);
    }
    // stress PROGRAM PROFILE ARGS: the program, then a line as any other.
    const Program* stressed = nullptr;
    std::string stressed_name;
    if (!words.empty() && words[0] == "stress") {
      if (words.size() < 3) return Failure(at + "expected 'stress PROGRAM PROFILE [OPTIONS]'", PackageOutcome::refused);
      stressed_name = words[1];
      const std::string path = (plan_dir / words[1]).string();
      auto cached = programs.find(path);
      if (cached == programs.end()) {
        if (progress) progress("compiling " + words[1]);
        auto program = Program::prepare(path, compile, &error);
        if (!program) return Failure(at + error, PackageOutcome::refused);
        cached = programs.emplace(path, std::move(*program)).first;
      }
      stressed = &cached->second;
      words.erase(words.begin(), words.begin() + 2);
    }
    if (words.empty() || words[0][0] == '-') return Failure(at + "expected a profile name", PackageOutcome::refused);
    std::string profile = words[0];
    const auto suffix = [&](const char* end) {
      const std::string tail = end;
      return profile.size() > tail.size() && profile.compare(profile.size() - tail.size(), tail.size(), tail) == 0;
    };
    if (suffix(".yaml") || suffix(".yml")) {  // a problem file, beside the plan
      const Judge* problem = load_problem_judge((plan_dir / profile).string(), &error);
      if (problem == nullptr) return Failure(at + error, PackageOutcome::refused);
      profile = std::string(problem->name());
    }
    const Judge* this_judge = find_judge(profile);
    if (this_judge == nullptr) {
      return Failure(at + "unknown profile '" + profile + "'", PackageOutcome::refused);
    }
    if (plan.judge && plan.judge != this_judge) {
      return Failure(at + "a package is for one profile; this plan is for " + std::string(plan.judge->name()),
                  PackageOutcome::refused);
    }
    plan.judge = this_judge;
    // The line's options, read by the front end's maker; the package decides the profile, the
    // seeds, where things go and the limits of the programs the line runs.
    PlanLineContext context;
    context.profile = profile;
    context.plan_dir = plan_dir.string();
    context.time_limit = request.time_limit;
    context.memory_limit = request.memory_limit;
    context.compile = request.compile;
    const PlanLine read = maker.read_line(std::vector<std::string>(words.begin() + 1, words.end()), context);
    if (!read.usage.empty()) return Failure(at + read.usage, PackageOutcome::refused);
    if (label.empty()) label = stressed ? "stress" : read.mode.empty() ? "random" : label_from(read.mode);
    if (!stressed) plan.generated.push_back(read.make);
    const std::uint64_t first_seed = read.seed.value_or(1000 * static_cast<std::uint64_t>(line_number));
    std::string command = "sudokit-gen --profile " + profile;  // the line, its seed apart
    for (std::size_t k = 1; k < words.size(); ++k) {
      if ((words[k] == "--seed" || words[k] == "-s") && k + 1 < words.size()) {
        ++k;
      } else if (words[k].rfind("--seed=", 0) != 0) {
        command += " " + words[k];
      }
    }
    std::uint64_t stress_next = 0;  // a stress line's tests: where the next repeat's search begins
    for (int r = 0; r < repeat; ++r) {
      const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(r);
      PackageTest test;
      test.line = line_number;
      test.label = label;
      test.command = command + " --seed " + std::to_string(seed);
      if (progress) progress("plan line " + std::to_string(line_number) + ": making test " + std::to_string(plan.tests.size() + 1));
      if (stressed) {
        TestSource source;
        source.lines = {read.make};
        source.seed = first_seed;
        StressBudget budget;
        budget.first_test = stress_next;
        budget.tests = request.search_tests;
        budget.seconds = request.search_seconds;
        const Referee referee(*plan.judge, request.node_limit, nullptr, limits, checking);
        const StressRun found = stress({stressed}, source, referee, limits, budget);
        if (!found.error.empty()) return Failure(at + found.error, PackageOutcome::not_made);
        const auto& witness = found.findings.front().witness;
        if (!witness) {
          return Failure(at + stressed_name + " passes every test of the line (" + std::to_string(found.tests) +
                          " tried; --search-tests, --search-seconds)", PackageOutcome::not_made);
        }
        stress_next = witness->test + 1;
        const std::string line_options = command.substr(std::string("sudokit-gen ").size());
        test.command = "sudokit-gen stress --against " + stressed_name + " " + line_options + " --seed " +
                       std::to_string(witness->seed) + ": " + verdict_code(witness->judged.verdict) +
                       (witness->shrink_steps > 0 ? ", shrunk" : "");
        test.input = witness->input;
        test.timed = true;
        plan.tests.push_back(std::move(test));
        continue;
      }
      MadeInput made = read.make(seed);
      if (made.failure) {
        return Failure(at + made.why,
                       *made.failure == MakeFailure::not_made ? PackageOutcome::not_made : PackageOutcome::refused);
      }
      test.input = std::move(made.input);
      plan.tests.push_back(std::move(test));
    }
  }
  return std::nullopt;
}

// No two tests alike (lint would call the package dirty: a repeated test is a plan error), every
// input through the judge's strict validator, and every answer from the reference solver.
std::optional<Failure> check_and_answer(const Judge& judge, std::vector<PackageTest>& tests,
                                        const PackageRequest& request, const PackageProgress& progress) {
  const std::string& plan_path = request.plan;
  {
    std::map<std::string, int> first_line;
    for (const PackageTest& test : tests) {
      const auto [it, inserted] = first_line.emplace(test.input, test.line);
      if (!inserted) {
        return Failure(plan_path + ":" + std::to_string(test.line) + ": the same input as a test of line " +
                        std::to_string(it->second) + " (give the line another --seed or options)",
                    PackageOutcome::not_made);
      }
    }
  }

  for (PackageTest& test : tests) {
    const std::string at = plan_path + ":" + std::to_string(test.line) + ": ";
    if (progress) {
      progress("checking and answering test " + std::to_string(&test - tests.data() + 1) + "/" +
               std::to_string(tests.size()));
    }
    ValidateOptions strict;
    strict.source = "input";
    strict.node_limit = request.node_limit;
    const Validation valid = judge.validate(test.input, strict);
    if (!valid.valid) {
      return Failure(at + "the input fails the " + std::string(judge.name()) + " validator: " + valid.message, PackageOutcome::not_made);
    }
    std::string why;
    auto answer = judge.answer(test.input, /*strict=*/true, request.node_limit, &why);
    if (!answer) return Failure(at + "the reference solver has no answer: " + why, PackageOutcome::not_made);
    test.answer = std::move(*answer);
  }

  return std::nullopt;
}

PackageRun run_package(const PackageRequest& request, const PlanMaker& maker, const PackageProgress& progress) {
  PackageRun run;
  const auto fail = [&run](std::string message, PackageOutcome outcome) {
    run.err = "sudokit-gen package: " + message + "\n";
    run.outcome = outcome;
    return run;
  };

  std::vector<const PackageLayout*> layouts;
  if (std::string error = choose_layouts(request, layouts); !error.empty()) return package_usage_error(error);
  // The tests are judged (stress lines, --against) as the first layout's judge system does.
  const PackageLayout* layout = layouts.front();
  PackageContents contents;
  if (request.time_limit < 1 || request.time_limit > 3600) {
    return package_usage_error("--time-limit must be 1..3600 seconds");
  }
  contents.time_limit = request.time_limit;
  const std::string& plan_path = request.plan;
  const std::string& out = request.out;
  const bool force = request.force;
  std::error_code ec;
  if (!force && fs::exists(fs::symlink_status(out, ec))) {
    return fail(out + ": exists; not overwritten (use --force to replace it)", PackageOutcome::refused);
  }
  std::string error;
  const auto plan = read_text_file(plan_path, &error);
  if (!plan) return fail(error, PackageOutcome::refused);

  // The programs' limits (stress lines, --hard --against lines, --against DIR).
  std::string limits_error;
  const auto program_limit = program_limits(request.time_limit, request.memory_limit, &limits_error);
  if (!program_limit) return package_usage_error(limits_error);
  const Limits limits = *program_limit;
  CompileOptions compile;
  compile.cxx = request.compile;

  Plan made;
  if (auto failed = read_plan(request, *plan, maker, progress, limits, compile, layout->checking, made)) {
    return fail(failed->message, failed->outcome);
  }
  const Judge* judge = made.judge;
  std::vector<PackageTest>& tests = made.tests;
  if (!judge) return fail(plan_path + ": the plan names no generated test (a sample needs one to name the profile)", PackageOutcome::refused);
  if (tests.empty()) return fail(plan_path + ": no tests", PackageOutcome::refused);

  if (auto failed = check_and_answer(*judge, tests, request, progress)) return fail(failed->message, failed->outcome);

  // The submissions: every one on every test, and a test found for each that none catches.
  Strength strength;
  if (!request.against.empty()) {
    StrengthRequest proof;
    proof.folder = request.against;
    proof.limits = limits;
    proof.checking = layout->checking;
    proof.compile = compile;
    proof.search_tests = request.search_tests;
    proof.search_seconds = request.search_seconds;
    proof.node_limit = request.node_limit;
    Problem problem;
    problem.judge = judge;
    problem.lines = made.generated;
    // The front end's search for slow programs (a Sudoku problem's hard search), else the
    // slowest cases of the lines' tests (the variants).
    if (maker.slow) problem.slow = maker.slow(*judge);
    if (!problem.slow) problem.slow = slowest_cases(*judge, problem.lines, request.node_limit);
    strength = prove_strength(problem, tests, proof, progress);
    if (!strength.error.empty()) {
      return fail("--against " + request.against + ": " + strength.error,
                  strength.refused ? PackageOutcome::refused : PackageOutcome::not_made);
    }
    for (PackageTest& test : strength.found) tests.push_back(std::move(test));
    contents.submissions = std::move(strength.submissions);
  }

  // The judge-host sources' parts and the invalid inputs the layout carries.
  contents.judge = judge;
  for (const std::string& part : host_files(*judge)) {
    const auto text = read_text_file((fs::path(request.judge_host_dir) / part).string(), &error);
    if (!text) {
      return fail("no judge-host source for " + std::string(judge->name()) + ": " + error + " (--judge-host DIR)",
                  PackageOutcome::refused);
    }
    contents.host_parts[part] = *text;
  }
  contents.made_by = fs::path(request.plan).filename().string();
  if (std::any_of(layouts.begin(), layouts.end(), [](const PackageLayout* l) { return l->invalid_inputs; })) {
    const fs::path bank = fs::path(request.invalid_bank) / std::string(judge->name());
    const TextFormat* own = judge->puzzle_format();
    if (own != nullptr && !is_builtin_format(*own) && !fs::is_directory(bank, ec)) {
      // A problem file's: derived from its first test (common/judge/invalid_inputs.hpp).
      contents.invalid_inputs = derived_invalid_inputs(*judge, tests.front().input);
    } else {
      if (!fs::is_directory(bank, ec)) {
        return fail("no invalid inputs for " + std::string(judge->name()) + " at " + bank.string() +
                        " (--invalid-bank DIR)", PackageOutcome::refused);
      }
      std::vector<fs::path> bad;
      for (const auto& entry : fs::directory_iterator(bank, ec)) {
        if (entry.path().extension() == ".in") bad.push_back(entry.path());
      }
      std::sort(bad.begin(), bad.end());
      for (const fs::path& file : bad) {
        const auto text = read_text_file(file.string(), &error);
        if (!text) return fail(error, PackageOutcome::refused);
        contents.invalid_inputs.emplace_back(label_from(file.stem().string()), *text);
      }
    }
  }
  // A problem's uuid: given, or from the judge and the plan (the same plan, the same uuid).
  contents.uuid = request.uuid.empty() ? uuid_from(std::string(judge->name()) + "\n" + *plan) : request.uuid;
  const std::size_t sample_total = static_cast<std::size_t>(
      std::count_if(tests.begin(), tests.end(), [](const PackageTest& t) { return t.sample; }));
  contents.tests = std::move(tests);
  contents.wrong_outputs = wrong_outputs(*judge, contents.tests.front());

  // Lay the files out, the tests and the manifest as each layout names them.
  std::map<std::string, std::string> all_files;  // several layouts: each in its folder of OUT
  std::string summary, matrix_text;
  const std::size_t invalid = contents.invalid_inputs.size();
  const std::vector<std::pair<std::string, std::string>> invalid_inputs = std::move(contents.invalid_inputs);
  for (const PackageLayout* each : layouts) {
    contents.format_version = each->default_format_version.empty() ? ""
                              : request.format_version.empty() ? std::string(each->default_format_version)
                                                               : request.format_version;
    contents.invalid_inputs = each->invalid_inputs ? invalid_inputs : decltype(contents.invalid_inputs){};
    std::map<std::string, std::string> files = lay_out_package(*each, contents, request, strength, &matrix_text);
    const std::string folder = layouts.size() == 1 ? "" : std::string(each->name) + "/";
    if (request.zip) {
      const std::string archive = zip_archive(files);
      if (archive.empty()) return fail(out + ": the package is too large for a zip file (4 GiB)", PackageOutcome::refused);
      all_files[layouts.size() == 1 ? "" : std::string(each->name) + ".zip"] = archive;
    } else {
      for (auto& [name, text] : files) all_files[folder + name] = std::move(text);
    }
    summary += "sudokit-gen package: " + (layouts.size() == 1 ? out : (fs::path(out) / each->name).string() +
                                                                         (request.zip ? ".zip" : "")) +
               " (" + std::string(each->name) + (contents.format_version.empty() ? "" : " " + contents.format_version) +
               (request.zip ? ", zip" : "") + ", " + std::string(judge->name()) + "): " +
               std::to_string(contents.tests.size()) + " test" + (contents.tests.size() == 1 ? "" : "s") +
               (sample_total ? " (" + std::to_string(sample_total) + " sample)" : "") +
               (each->invalid_inputs && invalid ? ", " + std::to_string(invalid) + " invalid inputs" : "") +
               (contents.submissions.empty() ? "" : ", " + std::to_string(contents.submissions.size()) + " submissions") +
               (strength.found.empty() ? "" : " (" + std::to_string(strength.found.size()) + " tests found to catch them)") +
               "\n";
  }
  std::string written;
  if (request.zip && layouts.size() == 1) {
    written = write_file_atomically(out, all_files[""], force);
  } else {
    written = write_folder_atomically(out, all_files, force);
  }
  if (!written.empty()) return fail(written, PackageOutcome::refused);
  run.out = summary + matrix_text;
  return run;
}

}  // namespace sudokit
