// SPDX-License-Identifier: MIT
#include "common/setting/layouts.hpp"

#include <algorithm>

#include "common/text/json.hpp"

namespace sudokit {

namespace {

std::string padded(std::size_t number, std::size_t total) {
  std::string digits = std::to_string(number);
  const std::size_t width = std::max<std::size_t>(2, std::to_string(total).size());
  return std::string(width - std::min(width, digits.size()), '0') + digits;
}
std::size_t number_width(std::size_t total) { return padded(total, total).size(); }

// "POJ 3074 Sudoku" of "POJ 3074 Sudoku: 81-symbol lines ...": the problem's name.
std::string short_title(const Judge& judge) {
  const std::string title(judge.title());
  return title.substr(0, title.find(':'));
}

std::string yaml_quoted(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// A test group's output_validator_args, from "flag flag ...".
std::string output_validator_args(const std::string& flags) {
  std::string yaml = "output_validator_args:\n";
  std::string::size_type start = 0;
  while (start < flags.size()) {
    const auto end = std::min(flags.find(' ', start), flags.size());
    yaml += "  - " + flags.substr(start, end - start) + "\n";
    start = end + 1;
  }
  return yaml;
}

// The role's word: its SUDOKIT_ROLE and, with ".cpp", its file in the plain layout.
std::string role_name(HostRole role) {
  switch (role) {
    case HostRole::validator: return "validator";
    case HostRole::checker: return "checker";
    case HostRole::solution: return "solution";
  }
  return "";
}

void put_source(LaidOut& out, const PackageContents& c, const std::string& path, HostRole role,
                HostTestlib testlib) {
  out.files[path] = host_program(*c.judge, role, testlib, c.host_parts, path.substr(path.rfind('/') + 1), c.made_by);
}

// Polygon's tag for a submission's expected verdict, and its language of a file.
const char* polygon_tag(Expected expected) {
  switch (expected) {
    case Expected::accepted: return "accepted";
    case Expected::wrong_answer: return "wrong-answer";
    case Expected::time_limit_exceeded: return "time-limit-exceeded";
    case Expected::run_time_error: return "rejected";
    case Expected::rejected: return "rejected";
  }
  return "rejected";
}
std::string polygon_language(const std::string& file) {
  const std::string extension = file.substr(std::min(file.rfind('.'), file.size()));
  if (extension == ".c") return "c.gcc";
  if (extension == ".py") return "python.3";
  return "cpp.g++17";
}

std::string statement_stub(const Judge& judge) {
  return "This statement was written by sudokit-gen package as a placeholder: replace it with\n"
         "the problem's own. The tests follow the format of " + std::string(judge.title()) + ".\n";
}

// The tests in data/sample and data/secret, NN-LABEL.in and .ans, numbered in each.
std::vector<std::pair<std::string, std::string>> kattis_test_files(const PackageContents& c) {
  std::vector<std::pair<std::string, std::string>> names;
  const auto samples = static_cast<std::size_t>(
      std::count_if(c.tests.begin(), c.tests.end(), [](const PackageTest& t) { return t.sample; }));
  std::size_t sample = 0, secret = 0;
  for (const PackageTest& test : c.tests) {
    const std::string number = test.sample ? padded(++sample, samples) : padded(++secret, c.tests.size() - samples);
    const std::string base = std::string(test.sample ? "data/sample/" : "data/secret/") + number + "-" + test.label;
    names.emplace_back(base + ".in", base + ".ans");
  }
  return names;
}

// Kattis, DOMjudge, BAPCtools: the problem package format, version 2025-09 or legacy.
LaidOut kattis(const PackageContents& c) {
  LaidOut out;
  const Judge& judge = *c.judge;
  const bool legacy = c.format_version == "legacy";
  out.test_files = kattis_test_files(c);
  const bool checker = judge.any_correct_answer();
  const std::string flags = checker ? "" : judge.compare_flags();
  std::string yaml = "# Written by sudokit-gen package. Set the license (and rights_owner or credits)\n"
                     "# before the problem is shared.\n";
  if (legacy) {
    yaml += "problem_format_version: legacy\n"
            "name: " + yaml_quoted(short_title(judge)) + "\n"
            "uuid: " + c.uuid + "\n"
            "license: unknown\n"
            "limits:\n"
            "  code: 256  # KiB: the one-file solution is larger than the usual 128\n"
            "validation: " + std::string(checker ? "custom" : "default") + "\n";
    if (!flags.empty()) yaml += "validator_flags: " + flags + "\n";
    if (checker) {
      put_source(out, c, "output_validators/checker/checker.cpp", HostRole::checker, HostTestlib::kattis_lite);
    }
    // Legacy has no invalid-input folder in data/ (its tools would read it as test data).
    for (std::size_t k = 0; k < c.invalid_inputs.size(); ++k) {
      out.files["invalid_input/" + padded(k + 1, c.invalid_inputs.size()) + "-" + c.invalid_inputs[k].first + ".in"] =
          c.invalid_inputs[k].second;
    }
  } else {
    yaml += "problem_format_version: 2025-09\n"
            "name: " + yaml_quoted(short_title(judge)) + "\n"
            "uuid: " + c.uuid + "\n"
            "license: unknown\n"
            "limits:\n"
            "  time_limit: " + std::to_string(c.time_limit) + "\n"
            "  code: 256  # KiB: the one-file solution is larger than the usual 128\n";
    // The compare flags: the default output validator's, or what sudokit's checker is (strict
    // about letters and the answer's lines, as the problem's own judge): tools that try
    // outputs with other spacing or case (BAPCtools) read them, the checker ignores them.
    const std::string args = checker ? "case_sensitive space_change_sensitive" : flags;
    const std::string yaml_args = args.empty() ? "" : output_validator_args(args);
    for (const char* group : {"sample", "secret", "valid_output", "invalid_output"}) {
      if (!yaml_args.empty()) out.files["data/" + std::string(group) + "/test_group.yaml"] = yaml_args;
    }
    // Outputs for the output validator (the default one, or sudokit's), of the first test: its
    // answer must pass (written where the checker is ours), the wrong ones must fail.
    const PackageTest& first = c.tests.front();
    const auto output_case = [&](const std::string& base, const std::string& output) {
      out.files[base + ".in"] = first.input;
      out.files[base + ".ans"] = first.answer.text;
      out.files[base + ".out"] = output;
    };
    if (checker) {
      put_source(out, c, "output_validator/output_validator.cpp", HostRole::checker, HostTestlib::kattis_lite);
      output_case("data/valid_output/01-answer", first.answer.text);
    }
    for (std::size_t k = 0; k < c.wrong_outputs.size(); ++k) {
      output_case("data/invalid_output/" + padded(k + 1, c.wrong_outputs.size()) + "-" + c.wrong_outputs[k].first,
                  c.wrong_outputs[k].second);
    }
    if (!checker) out.files.erase("data/valid_output/test_group.yaml");
    if (c.wrong_outputs.empty()) out.files.erase("data/invalid_output/test_group.yaml");
    for (std::size_t k = 0; k < c.invalid_inputs.size(); ++k) {
      out.files["data/invalid_input/" + padded(k + 1, c.invalid_inputs.size()) + "-" + c.invalid_inputs[k].first + ".in"] =
          c.invalid_inputs[k].second;
    }
  }
  out.files["problem.yaml"] = yaml;
  out.files[std::string(legacy ? "problem_statement" : "statement") + "/problem.en.tex"] =
      "\\problemname{" + short_title(judge) + "}\n\n" + statement_stub(judge);
  put_source(out, c, "input_validators/validator/validator.cpp", HostRole::validator, HostTestlib::kattis_lite);
  put_source(out, c, "submissions/accepted/solution.cpp", HostRole::solution, HostTestlib::kattis_lite);
  for (const PackageSubmission& submission : c.submissions) out.files["submissions/" + submission.name] = submission.text;
  return out;
}

// DOMjudge: the Kattis layout, and its own problem settings.
LaidOut domjudge(const PackageContents& c) {
  LaidOut out = kattis(c);
  std::string name = short_title(*c.judge);
  std::replace(name.begin(), name.end(), '"', '\'');
  out.files["domjudge-problem.ini"] = "; Written by sudokit-gen package.\n"
                                      "name = \"" + name + "\"\n"
                                      "timelimit = " + std::to_string(c.time_limit) + "\n";
  return out;
}

// Polygon (and importers of Polygon packages): problem.xml, tests/NN and tests/NN.a, the
// validator and checker in files/, the main solution in solutions/.
LaidOut polygon(const PackageContents& c) {
  LaidOut out;
  const Judge& judge = *c.judge;
  const std::size_t total = c.tests.size();
  std::string tests, solutions;
  for (const PackageSubmission& submission : c.submissions) {
    const std::string file = "solutions/" + submission.name.substr(submission.name.find('/') + 1);
    out.files[file] = submission.text;
    solutions += "      <solution tag=\"" + std::string(polygon_tag(submission.expected)) + "\">\n"
                 "        <source path=\"" + xml_escaped(file) + "\" type=\"" + polygon_language(file) + "\"/>\n"
                 "      </solution>\n";
  }
  for (std::size_t i = 0; i < total; ++i) {
    const std::string number = padded(i + 1, total);
    out.test_files.emplace_back("tests/" + number, "tests/" + number + ".a");
    const PackageTest& test = c.tests[i];
    tests += "        <test method=\"manual\"" + std::string(test.sample ? " sample=\"true\"" : "") +
             " description=\"" + xml_escaped(test.command) + "\"/>\n";
  }
  const std::string width = std::to_string(number_width(total));
  out.files["problem.xml"] =
      "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"no\"?>\n"
      "<!-- Written by sudokit-gen package: the tests were made by sudokit-gen (each test's\n"
      "     command is its description and in manifest.jsonl), so they are manual tests here. -->\n"
      "<problem revision=\"1\" short-name=\"" + std::string(judge.name()) + "\">\n"
      "  <names>\n"
      "    <name language=\"english\" value=\"" + xml_escaped(short_title(judge)) + "\"/>\n"
      "  </names>\n"
      "  <judging input-file=\"\" output-file=\"\">\n"
      "    <testset name=\"tests\">\n"
      "      <time-limit>" + std::to_string(c.time_limit * 1000) + "</time-limit>\n"
      "      <memory-limit>268435456</memory-limit>\n"
      "      <test-count>" + std::to_string(total) + "</test-count>\n"
      "      <input-path-pattern>tests/%0" + width + "d</input-path-pattern>\n"
      "      <answer-path-pattern>tests/%0" + width + "d.a</answer-path-pattern>\n"
      "      <tests>\n" + tests +
      "      </tests>\n"
      "    </testset>\n"
      "  </judging>\n"
      "  <assets>\n"
      "    <checker type=\"testlib\">\n"
      "      <source path=\"files/checker.cpp\" type=\"cpp.g++17\"/>\n"
      "    </checker>\n"
      "    <validators>\n"
      "      <validator>\n"
      "        <source path=\"files/validator.cpp\" type=\"cpp.g++17\"/>\n"
      "      </validator>\n"
      "    </validators>\n"
      "    <solutions>\n"
      "      <solution tag=\"main\">\n"
      "        <source path=\"solutions/solution.cpp\" type=\"cpp.g++17\"/>\n"
      "      </solution>\n" + solutions +
      "    </solutions>\n"
      "  </assets>\n"
      "</problem>\n";
  put_source(out, c, "files/validator.cpp", HostRole::validator, HostTestlib::testlib_h);
  put_source(out, c, "files/checker.cpp", HostRole::checker, HostTestlib::testlib_h);
  put_source(out, c, "solutions/solution.cpp", HostRole::solution, HostTestlib::testlib_h);
  return out;
}

// NN.in and NN.ans, and the three programs beside them (testlib's conventions).
LaidOut plain(const PackageContents& c) {
  LaidOut out;
  for (std::size_t i = 0; i < c.tests.size(); ++i) {
    const std::string number = padded(i + 1, c.tests.size());
    out.test_files.emplace_back(number + ".in", number + ".ans");
  }
  for (HostRole role : {HostRole::validator, HostRole::checker, HostRole::solution}) {
    put_source(out, c, role_name(role) + ".cpp", role, HostTestlib::testlib_lite);
  }
  for (const PackageSubmission& submission : c.submissions) out.files["submissions/" + submission.name] = submission.text;
  return out;
}

}  // namespace

const std::vector<PackageLayout>& package_layouts() {
  static const std::vector<PackageLayout> table = {
      {"plain", "01.in, 01.ans, ...; validator, checker, solution.cpp (testlib's ways)", false,
       "", Checking::checker, plain},
      {"polygon", "problem.xml, tests/01, tests/01.a, files/ (validator, checker), solutions/",
       false, "", Checking::checker, polygon},
      {"kattis", "Kattis, BAPCtools: problem.yaml, data/, input_validators/, submissions/, ...",
       true, "2025-09", Checking::package_default, kattis},
      {"domjudge", "kattis, legacy by default (every DOMjudge reads it), domjudge-problem.ini",
       true, "legacy", Checking::package_default, domjudge},
  };
  return table;
}

const PackageLayout* find_package_layout(std::string_view name) {
  for (const PackageLayout& layout : package_layouts()) {
    if (layout.name == name) return &layout;
  }
  return nullptr;
}

std::string package_layout_names() {
  std::string names;
  for (const PackageLayout& layout : package_layouts()) {
    names += (names.empty() ? "" : ", ") + std::string(layout.name);
  }
  return names;
}

}  // namespace sudokit
