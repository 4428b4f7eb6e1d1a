#include "gen/package.hpp"

#include <boost/program_options.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <optional>
#include <sstream>

#include "common/cli/cli_options.hpp"
#include "common/judge/validate.hpp"
#include "common/judge/variant.hpp"
#include "common/text/io.hpp"
#include "common/text/json.hpp"
#include "common/text/sha256.hpp"
#include "common/text/text_format.hpp"
#include "gen/command.hpp"
#include "solve/solve.hpp"

#ifndef SUDOKIT_INVALID_BANK
#define SUDOKIT_INVALID_BANK ""
#endif

namespace sudokit {

namespace po = boost::program_options;
namespace fs = std::filesystem;

namespace {

// One test of the plan, made and checked.
struct MadeTest {
  int line = 0;
  bool sample = false;
  std::string label;
  std::string command;  // the sudokit-gen command line, or "sample FILE"
  std::string input;
  JudgeAnswer answer;  // the reference solver's, with what the manifest says of it
};

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

std::string padded(std::size_t number, std::size_t total) {
  std::string digits = std::to_string(number);
  const std::size_t width = std::max<std::size_t>(2, std::to_string(total).size());
  return std::string(width - std::min(width, digits.size()), '0') + digits;
}

// The profile's promise and answer, whichever kind it is.


}  // namespace

PackageRun run_package(const std::vector<std::string>& args, const PackageProgress& progress) {
  PackageRun run;
  const auto usage = [&run](std::string message) {
    run.err = std::move(message);
    run.exit_code = 2;
    run.usage = true;
    return run;
  };
  const auto fail = [&run](std::string message, int code) {
    run.err = "sudokit-gen package: " + message + "\n";
    run.exit_code = code;
    return run;
  };

  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("out,o", po::value<std::string>(), "the package folder to write (made whole, or not at all)")
      ("layout,l", po::value<std::string>()->default_value("plain"),
       "plain, polygon, kattis or domjudge")
      ("force", "replace the folder if it exists")
      ("invalid-bank", po::value<std::string>(),
       "kattis, domjudge: the folder of invalid inputs per profile for data/invalid_input "
       "(default: tests/data/invalid of the source tree sudokit was built from)");
  po::options_description hidden;
  hidden.add_options()("plan", po::value<std::vector<std::string>>(), "the plan");
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("plan", -1);
  po::variables_map vm;
  if (const std::string error = parse_command_line(args, all, positional, vm); !error.empty()) {
    return usage(error);
  }
  if (vm.count("version")) {
    run.out = version_line("sudokit-gen") + "\n";
    return run;
  }
  if (vm.count("help")) {
    std::ostringstream help;
    help << "Usage: sudokit-gen package PLAN --out DIR [--layout L] [--force]\n"
            "Makes a whole judge test set from a test plan: every input generated (or copied),\n"
            "checked by the profile's strict validator, answered by the reference solver, and\n"
            "written into DIR in one piece (a temporary folder moved into place).\n\n"
            "Plan: one test per line; '#' starts a comment.\n"
            "  sample FILE                   a hand-written test (FILE relative to the plan)\n"
            "  [LABEL:] [N x] PROFILE ARGS   sudokit-gen --profile PROFILE ARGS; 'N x' makes N\n"
            "                                tests with --seed S, S+1, ... (S: the line's --seed,\n"
            "                                or 1000 x the line number)\n"
            "Every line names the same profile. LABEL names the tests in the Kattis layout\n"
            "(default: the --mode, else 'random').\n\n"
         << visible
         << "\nLayouts: plain (01.in, 01.ans), polygon (tests/01, tests/01.a, script.txt),\n"
            "kattis (problem.yaml, data/sample, data/secret/NN-LABEL.in|.ans,\n"
            "data/invalid_input, input_validators/ and output_validators/ calling\n"
            "sudokit-verify in the Kattis dialect), domjudge (kattis and domjudge-problem.ini).\n"
            "Every layout has manifest.jsonl: per test its command, the SHA-256 of its files,\n"
            "cases, givens and reference search nodes. The same plan gives the same bytes.\n\n"
            "Exit status: 0 written; 1 a test could not be made or failed its validator\n"
            "(nothing written); 2 usage, plan or file error.\n";
    run.out = help.str();
    return run;
  }
  if (!vm.count("plan") || vm["plan"].as<std::vector<std::string>>().size() != 1) {
    return usage("package takes one PLAN file");
  }
  if (!vm.count("out")) return usage("package needs --out DIR");
  const std::string layout = vm["layout"].as<std::string>();
  if (layout != "plain" && layout != "polygon" && layout != "kattis" && layout != "domjudge") {
    return usage("unknown layout '" + layout + "'; one of plain, polygon, kattis, domjudge");
  }
  const std::string plan_path = vm["plan"].as<std::vector<std::string>>().front();
  const std::string out = vm["out"].as<std::string>();
  const bool force = vm.count("force") > 0;
  std::error_code ec;
  if (!force && fs::exists(fs::symlink_status(out, ec))) {
    return fail(out + ": exists; not overwritten (use --force to replace it)", 2);
  }
  std::string error;
  const auto plan = read_text_file(plan_path, &error);
  if (!plan) return fail(error, 2);
  const fs::path plan_dir = fs::path(plan_path).parent_path();

  // Read the plan.
  const Judge* judge = nullptr;
  std::vector<MadeTest> tests;
  std::istringstream lines(*plan);
  int line_number = 0;
  for (std::string line; std::getline(lines, line);) {
    ++line_number;
    const std::string at = plan_path + ":" + std::to_string(line_number) + ": ";
    std::vector<std::string> words = words_of(line);
    if (words.empty()) continue;
    if (words[0] == "sample") {
      if (words.size() != 2) return fail(at + "expected 'sample FILE'", 2);
      const std::string file = (plan_dir / words[1]).string();
      const auto text = read_text_file(file, &error);
      if (!text) return fail(at + error, 2);
      MadeTest test;
      test.line = line_number;
      test.sample = true;
      test.label = "sample";
      test.command = "sample " + words[1];
      test.input = *text;
      tests.push_back(std::move(test));
      continue;
    }
    std::string label;
    if (words[0].size() > 1 && words[0].back() == ':') {
      label = label_from(words[0].substr(0, words[0].size() - 1));
      words.erase(words.begin());
    }
    int repeat = 1;
    if (words.size() >= 2 && words[1] == "x" &&
        std::all_of(words[0].begin(), words[0].end(), [](char c) { return std::isdigit(static_cast<unsigned char>(c)); })) {
      repeat = std::stoi(words[0].substr(0, 6));
      if (repeat < 1 || repeat > 1000) return fail(at + "N x: N must be in 1..1000", 2);
      words.erase(words.begin(), words.begin() + 2);
    }
    if (words.empty() || words[0][0] == '-') return fail(at + "expected a profile name", 2);
    const std::string profile = words[0];
    const Judge* this_judge = find_judge(profile);
    if (this_judge == nullptr) {
      return fail(at + "unknown profile '" + profile + "'", 2);
    }
    if (judge && judge != this_judge) {
      return fail(at + "a package is for one profile; this plan is for " + std::string(judge->name()), 2);
    }
    judge = this_judge;
    std::vector<std::string> gen_args = {"--profile", profile};
    std::optional<std::uint64_t> seed;
    std::string mode;
    for (std::size_t k = 1; k < words.size(); ++k) {
      const std::string& word = words[k];
      for (const char* owned : {"--out", "--solutions", "--report", "--shard", "--with-solution",
                                "--force", "--help", "--profile", "--format", "-p", "-f", "-h"}) {
        if (word == owned || word.rfind(std::string(owned) + "=", 0) == 0) {
          return fail(at + word + ": the package decides this", 2);
        }
      }
      if ((word == "--seed" || word == "-s") && k + 1 < words.size()) {
        try {
          seed = std::stoull(words[++k]);
        } catch (const std::exception&) {
          return fail(at + "--seed: expected a number, found '" + words[k] + "'", 2);
        }
        continue;
      }
      if (word == "--mode" && k + 1 < words.size()) mode = words[k + 1];
      if (word == "--hard") mode = "hard";
      gen_args.push_back(word);
    }
    if (label.empty()) label = mode.empty() ? "random" : label_from(mode);
    const std::uint64_t first_seed = seed.value_or(1000 * static_cast<std::uint64_t>(line_number));
    for (int r = 0; r < repeat; ++r) {
      std::vector<std::string> test_args = gen_args;
      test_args.push_back("--seed");
      test_args.push_back(std::to_string(first_seed + static_cast<std::uint64_t>(r)));
      MadeTest test;
      test.line = line_number;
      test.label = label;
      test.command = "sudokit-gen";
      for (const std::string& word : test_args) test.command += " " + word;
      if (progress) progress("plan line " + std::to_string(line_number) + ": making test " + std::to_string(tests.size() + 1));
      const GenCommand made = run_gen_command(test_args);
      if (!made.usage.empty()) return fail(at + made.usage, 2);
      if (made.exit_code != 0) return fail(at + made.failure, 1);
      test.input = made.input;
      tests.push_back(std::move(test));
    }
  }
  if (!judge) return fail(plan_path + ": the plan names no generated test (a sample needs one to name the profile)", 2);
  if (tests.empty()) return fail(plan_path + ": no tests", 2);

  // Check every input and answer it.
  for (MadeTest& test : tests) {
    const std::string at = plan_path + ":" + std::to_string(test.line) + ": ";
    if (progress) {
      progress("checking and answering test " + std::to_string(&test - tests.data() + 1) + "/" +
               std::to_string(tests.size()));
    }
    ValidateOptions strict;
    strict.source = "input";
    const Validation valid = judge->validate(test.input, strict);
    if (!valid.valid) {
      return fail(at + "the input fails the " + std::string(judge->name()) + " validator: " + valid.message, 1);
    }
    std::string why;
    auto answer = judge->answer(test.input, /*strict=*/true, &why);
    if (!answer) return fail(at + "the reference solver has no answer: " + why, 1);
    test.answer = std::move(*answer);
  }

  // Lay the files out.
  std::map<std::string, std::string> files;
  std::string manifest;
  std::string script;
  const bool kattis = layout == "kattis" || layout == "domjudge";
  std::size_t samples = 0, secrets = 0;
  const std::size_t sample_total = static_cast<std::size_t>(
      std::count_if(tests.begin(), tests.end(), [](const MadeTest& t) { return t.sample; }));
  for (std::size_t i = 0; i < tests.size(); ++i) {
    const MadeTest& test = tests[i];
    std::string input_name, answer_name, number;
    if (kattis) {
      const bool sample = test.sample;
      number = sample ? padded(++samples, sample_total) : padded(++secrets, tests.size() - sample_total);
      const std::string base = std::string(sample ? "data/sample/" : "data/secret/") + number + "-" + test.label;
      input_name = base + ".in";
      answer_name = base + ".ans";
    } else if (layout == "polygon") {
      number = padded(i + 1, tests.size());
      input_name = "tests/" + number;
      answer_name = input_name + ".a";
      script += test.sample ? "# " + number + ": manual test, " + test.command + "\n"
                            : test.command + " > $\n";
    } else {
      number = padded(i + 1, tests.size());
      input_name = number + ".in";
      answer_name = number + ".ans";
    }
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
                "}\n";
  }
  files["manifest.jsonl"] = manifest;
  if (layout == "polygon") files["script.txt"] = script;
  std::size_t invalid = 0;
  if (kattis) {
    std::string yaml = "# problem.yaml skeleton written by sudokit-gen package; complete it.\n"
                       "problem_format_version: legacy\n"
                       "name: " + json_string(judge->title()) + "\n";
    if (judge->any_correct_answer()) {
      yaml += "validation: custom\n";
      files["output_validators/sudokit/validate.sh"] =
          "#!/bin/sh\n"
          "# Output validator: any correct answer is accepted (sudokit-verify must be on PATH).\n"
          "exec sudokit-verify check --profile " + std::string(judge->name()) + " --kattis \"$1\" \"$2\" \"$3\"\n";
    } else {
      yaml += "validation: default\n";
      if (const std::string flags = judge->compare_flags(); !flags.empty()) {
        yaml += "validator_flags: " + flags + "\n";
      }
    }
    files["problem.yaml"] = yaml;
    files["input_validators/sudokit/validate.sh"] =
        "#!/bin/sh\n"
        "# Input validator: the " + std::string(judge->name()) + " format and promises, strictly (sudokit-verify\n"
        "# must be on PATH). Exit 42 valid, 43 invalid.\n"
        "exec sudokit-verify validate --profile " + std::string(judge->name()) + " --kattis\n";
    const std::string bank_root =
        vm.count("invalid-bank") ? vm["invalid-bank"].as<std::string>() : SUDOKIT_INVALID_BANK;
    const fs::path bank = fs::path(bank_root) / std::string(judge->name());
    if (!fs::is_directory(bank, ec)) {
      return fail("no invalid inputs for " + std::string(judge->name()) + " at " + bank.string() +
                      " (--invalid-bank DIR)", 2);
    }
    std::vector<fs::path> bad;
    for (const auto& entry : fs::directory_iterator(bank, ec)) {
      if (entry.path().extension() == ".in") bad.push_back(entry.path());
    }
    std::sort(bad.begin(), bad.end());
    for (const fs::path& file : bad) {
      const auto text = read_text_file(file.string(), &error);
      if (!text) return fail(error, 2);
      files["data/invalid_input/" + padded(++invalid, bad.size()) + "-" +
            label_from(file.stem().string()) + ".in"] = *text;
    }
    if (layout == "domjudge") {
      files["domjudge-problem.ini"] = "; written by sudokit-gen package; add timelimit='...' as needed\n"
                                      "name='" + std::string(judge->title()) + "'\n";
    }
  }
  const std::string written = write_folder_atomically(out, files, force);
  if (!written.empty()) return fail(written, 2);
  run.out = "sudokit-gen package: " + out + " (" + layout + ", " + std::string(judge->name()) + "): " +
            std::to_string(tests.size()) + " test" + (tests.size() == 1 ? "" : "s") +
            (sample_total ? " (" + std::to_string(sample_total) + " sample)" : "") +
            (invalid ? ", " + std::to_string(invalid) + " invalid inputs" : "") + "\n";
  return run;
}

}  // namespace sudokit
