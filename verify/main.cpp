// sudokit-verify: verdicts on puzzles. Parses options, reads files, calls the library.
#include <boost/program_options.hpp>
#include <cstdint>
#include <exception>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "common/cli_options.hpp"
#include "common/puzzle_files.hpp"
#include "common/io.hpp"
#include "verify/unique.hpp"
#include "verify/check.hpp"
#include "verify/lint.hpp"
#include "verify/rate.hpp"
#include "verify/validate.hpp"
#include "variants/variant.hpp"

namespace po = boost::program_options;
using namespace sudokit;

namespace {

constexpr int kUsageError = 2;

int usage_error(const std::string& message) {
  std::cerr << "sudokit-verify: " << message << "\n(see sudokit-verify --help)\n";
  return kUsageError;
}

// The --profile of validate, check and lint: a Sudoku profile or a variant (exactly one set).
struct Judge {
  const TextFormat* grid = nullptr;
  const Variant* variant = nullptr;
};

std::optional<Judge> find_judge(const po::variables_map& vm, const std::string& command,
                                std::string* error) {
  if (!vm.count("profile")) {
    *error = command + " needs --profile";
    return std::nullopt;
  }
  const std::string name = vm["profile"].as<std::string>();
  if (const Variant* variant = find_variant(name)) return Judge{nullptr, variant};
  InputRequest request;
  request.profile = name;
  if (!resolve_input(request, error)) return std::nullopt;  // says which profiles exist
  return Judge{find_text_format(name), nullptr};
}

int check(const po::variables_map& vm, const std::vector<std::string>& paths) {
  std::string error;
  const auto judge = find_judge(vm, "check", &error);
  if (!judge) return usage_error(error);
  const bool kattis = vm.count("kattis") > 0;
  if (paths.size() != 3) {
    return usage_error(kattis ? "check --kattis takes INPUT ANSWER FEEDBACK_DIR (output on stdin)"
                              : "check takes INPUT OUTPUT ANSWER");
  }
  // testlib: in out ans; Kattis: in ans feedback_dir, the output on stdin.
  const std::string output_path = kattis ? "-" : paths[1];
  const std::string answer_path = kattis ? paths[1] : paths[2];
  std::string texts[3];
  const std::string* sources[3] = {&paths[0], &output_path, &answer_path};
  for (int k = 0; k < 3; ++k) {
    const auto text = read_text_file(*sources[k], &error);
    if (!text) {  // a file the judge system gave us is missing: the judge's failure
      std::cerr << "sudokit-verify: " << error << "\n";
      return checker_exit_code(kattis ? Dialect::kattis : Dialect::testlib, CheckVerdict::fail);
    }
    texts[k] = *text;
  }
  const CheckResult result = judge->variant
                                  ? judge->variant->check(texts[0], texts[1], texts[2])
                                  : check_output(texts[0], texts[1], texts[2], *judge->grid);
  const std::string message = std::string(check_verdict_name(result.verdict)) + ": " + result.message;
  if (kattis) {
    std::ofstream feedback(paths[2] + "/judgemessage.txt");
    feedback << message << "\n";
    if (!feedback) {
      std::cerr << "sudokit-verify: cannot write " << paths[2] << "/judgemessage.txt\n";
      return checker_exit_code(Dialect::kattis, CheckVerdict::fail);
    }
  } else {
    std::cerr << message << "\n";
  }
  return checker_exit_code(kattis ? Dialect::kattis : Dialect::testlib, result.verdict);
}

int validate(const po::variables_map& vm, const std::vector<std::string>& paths) {
  std::string profile_error;
  const auto judge = find_judge(vm, "validate", &profile_error);
  if (!judge) return usage_error(profile_error);
  if (vm.count("testlib") && vm.count("kattis")) return usage_error("--testlib or --kattis, not both");
  if (paths.size() != 1) return usage_error("validate reads one input (stdin or one FILE)");
  const Dialect dialect = vm.count("testlib") ? Dialect::testlib
                          : vm.count("kattis")  ? Dialect::kattis
                                                : Dialect::plain;
  std::string error;
  const auto text = read_text_file(paths[0], &error);
  if (!text) {
    std::cerr << "sudokit-verify: " << error << "\n";
    return kUsageError;
  }
  ValidateOptions options;
  options.lenient = vm.count("lenient") > 0;
  options.node_limit = vm["node-limit"].as<std::uint64_t>();
  options.source = paths[0] == "-" ? "input" : paths[0];
  if (vm.count("min-givens")) options.min_givens = vm["min-givens"].as<int>();
  const Validation result = judge->variant ? judge->variant->validate(*text, options)
                                           : validate_input(*text, *judge->grid, options);
  std::cerr << result.message << "\n";
  return validator_exit_code(dialect, result.valid);
}

int run(int argc, char** argv) {
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help and exit");
  add_input_options(visible, "judge profile (its input format)");
  visible.add_options()
      ("node-limit", po::value<std::uint64_t>()->default_value(0),
       "search nodes per search before the verdict is 'unknown' (0: no limit)")
      ("minimal", "unique: also say whether each unique puzzle is minimal, and which givens are "
                  "redundant")
      ("json", "unique, rate: one JSON object per puzzle on stdout (the summary goes to stderr)")
      ("probes", po::value<std::string>()->default_value("dlx,dlx-count,bitmask,propagate,naive"),
       "rate: the probes, comma separated")
      ("budget", po::value<std::uint64_t>()->default_value(1000000),
       "rate: search nodes per probe and puzzle (past it: '>budget')")
      ("testlib", "validate: exit 0 valid, 3 invalid (testlib's validator dialect; check uses "
                  "testlib's dialect unless --kattis)")
      ("kattis", "validate: exit 42 valid, 43 invalid; check: Kattis and DOMjudge dialect")
      ("min-givens", po::value<int>(), "validate p1074: at least K givens (the subtasks: 30, 26, "
                                       "24; default 24)")
      ("lenient", "validate: accept CRLF, trailing spaces and the like (published samples)");
  po::options_description hidden;
  hidden.add_options()
      ("command", po::value<std::string>(), "subcommand")
      ("input", po::value<std::vector<std::string>>(), "input files");
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("command", 1).add("input", -1);

  po::variables_map vm;
  if (const std::string error = parse_command_line(argc, argv, all, positional, vm); !error.empty()) {
    return usage_error(error);
  }
  if (vm.count("help")) {
    std::cout << "Usage: sudokit-verify unique [OPTIONS] [FILE...]\n"
                 "       sudokit-verify validate --profile P [--testlib | --kattis] [FILE]\n"
                 "       sudokit-verify check --profile P [--kattis] FILE FILE FILE\n"
                 "       sudokit-verify lint --profile P DIR\n"
                 "       sudokit-verify rate [--probes LIST] [--budget N] [--json] [FILE...]\n\n"
                 "unique: says of every puzzle in the FILEs (or stdin, '-') whether it has\n"
                 "exactly one solution, with the proof: 'invalid' (two equal givens in a house,\n"
                 "named), 'none', 'unique', 'multiple' (followed by two different solutions),\n"
                 "or 'unknown' when --node-limit stopped the search; a summary line ends the\n"
                 "output. Exit status 0 every puzzle is unique (and minimal, with --minimal),\n"
                 "1 some puzzle is not.\n\n"
                 "validate: the input validator of a judge profile, reading stdin (or FILE):\n"
                 "the exact format, strictly (line lengths, alphabet, single spaces, LF only,\n"
                 "final newline, no BOM, case count, terminator, nothing after the end), then\n"
                 "the profile's promise for every case: no two equal givens in a house, and\n"
                 "exactly one solution (poj3074, poj3076, acwing169, p1784) or at least one\n"
                 "(zoj3122). Variants: hdu6341 1..1000 solved grids of 0-9A-F, each one\n"
                 "restorable by turning its regions; p1074 no clashing givens and at least 24\n"
                 "of them (--min-givens 26 or 30 for the subtasks); p4929 N, M <= 500 and at\n"
                 "most 5000 ones; zoj3209 T <= 500, n, m <= 30, p <= 500, pieces inside the\n"
                 "board, one empty line between cases. The first defect is written to stderr\n"
                 "with its line and column.\n"
                 "Exit status 0 valid, 1 invalid; with --testlib 0 / 3; with --kattis 42 / 43.\n\n"
                 "check: the output checker of a judge profile. testlib dialect (default):\n"
                 "  sudokit-verify check --profile P INPUT OUTPUT ANSWER\n"
                 "exit 0 OK, 1 wrong answer, 2 presentation error, 3 fail (the input or the\n"
                 "jury's answer is wrong); the message on stderr. Kattis/DOMjudge dialect:\n"
                 "  sudokit-verify check --profile P --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT\n"
                 "exit 42 accepted, 43 rejected, 1 judge error; the message in\n"
                 "FEEDBACK_DIR/judgemessage.txt. Every grid must keep its puzzle's givens and\n"
                 "break no house (any correct solution is accepted), with the judge's empty\n"
                 "lines between grids; trailing spaces and CRLF are tolerated. The message names\n"
                 "the first wrong cell. Variants: the reference answers come from sudokit's\n"
                 "solvers (a jury answer that differs is a fail): hdu6341, p1074 and zoj3209\n"
                 "compare one integer per case; p4929 accepts any exact cover, and 'No\n"
                 "Solution!' only when there is none.\n\n"
                 "lint: audits a test folder of a judge profile:\n"
                 "  sudokit-verify lint --profile P DIR\n"
                 "finds the tests (X.in with X.ans or X.out; Polygon's NN with NN.a, in every\n"
                 "subfolder) and reports one line per finding: CRLF, byte order mark, trailing\n"
                 "spaces, missing final newline, inputs the validator rejects (format,\n"
                 "conflicting givens, not unique where promised), answers that do not solve\n"
                 "their input (variants: that the checker would not accept as the jury's),\n"
                 "inputs without an answer, duplicate inputs; then a summary. Exit\n"
                 "status 0 nothing found, 1 findings.\n\n"
              << "rate: the difficulty of each puzzle as the effort of the solvers contestants\n"
                 "write, in search nodes up to --budget (then '>budget'): dlx (exact cover,\n"
                 "fewest options first, first solution), dlx-count (the same, to two\n"
                 "solutions), bitmask (candidate masks, fewest candidates first), propagate\n"
                 "(the same with naked and hidden singles before each branch), naive\n"
                 "(row-major, no heuristic; up to 9x9); and the logical level that solves it\n"
                 "without guessing: singles, locked-pairs (locked candidates, naked and hidden\n"
                 "pairs) or search. Exit status 0, or 1 if some puzzle has no solution.\n\n"
              << visible
              << "\nExit status otherwise: 2 usage or input error (the message names file, line\n"
                 "and column); 3 internal error.\n";
    return 0;
  }
  if (!vm.count("command")) {
    return usage_error("expected a subcommand: unique, validate, check, lint or rate");
  }
  const std::string command = vm["command"].as<std::string>();
  if (command != "unique" && command != "validate" && command != "check" && command != "lint" &&
      command != "rate") {
    return usage_error("unknown subcommand '" + command +
                       "'; available: unique, validate, check, lint, rate");
  }

  std::string error;
  std::vector<std::string> paths = {"-"};
  if (vm.count("input")) paths = vm["input"].as<std::vector<std::string>>();
  if (command == "validate") return validate(vm, paths);
  if (command == "check") return check(vm, paths);
  if (command == "lint") {
    const auto judge = find_judge(vm, "lint", &error);
    if (!judge) return usage_error(error);
    if (!vm.count("input") || paths.size() != 1) return usage_error("lint takes one folder");
    const LintRun result = lint_folder(
        paths[0], judge->variant ? lint_rules(*judge->variant) : grid_lint_rules(*judge->grid));
    std::cout << result.out << std::flush;
    std::cerr << result.err;
    return result.exit_code;
  }
  RateOptions rate;  // rate: the probes, checked before any input is read
  rate.probes.clear();
  const std::string list = vm["probes"].as<std::string>();
  for (std::size_t start = 0; command == "rate" && start <= list.size();) {
    const std::size_t end = std::min(list.find(',', start), list.size());
    const std::string name = list.substr(start, end - start);
    const auto probe = parse_probe(name);
    if (!probe) {
      return usage_error("--probes: unknown probe '" + name +
                         "'; dlx, dlx-count, bitmask, propagate, naive");
    }
    rate.probes.push_back(*probe);
    start = end + 1;
  }
  const auto input = resolve_input(input_request(vm), &error);
  if (!input) return usage_error(error);
  std::string read_error;
  bool malformed = false;
  // A puzzle that cannot be read is that puzzle's verdict ("unreadable"), not the whole file's.
  const auto files = read_puzzle_files(paths, input->format_name, input->read, &read_error,
                                       &malformed);
  if (!files) {
    std::cerr << (malformed ? "" : "sudokit-verify: ") << read_error << "\n";
    return kUsageError;
  }

  if (command == "rate") {
    rate.budget = vm["budget"].as<std::uint64_t>();
    rate.json = vm.count("json") > 0;
    const RateRun result = rate_puzzles(*files, rate);
    std::cout << result.out << std::flush;
    std::cerr << result.err;
    return result.exit_code;
  }
  UniqueOptions options;
  options.node_limit = vm["node-limit"].as<std::uint64_t>();
  options.minimal = vm.count("minimal") > 0;
  options.json = vm.count("json") > 0;
  const UniqueRun result = verify_unique(*files, options);
  std::cout << result.out << std::flush;
  std::cerr << result.err;
  return result.exit_code;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "sudokit-verify: internal error: " << e.what() << "\n";
    return 3;
  }
}
