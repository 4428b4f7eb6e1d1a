// sudokit-verify: verdicts on puzzles. Parses options, reads files, calls the library.
#include <boost/program_options.hpp>
#include <cstdint>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "common/cli_options.hpp"
#include "common/puzzle_files.hpp"
#include "verify/unique.hpp"

namespace po = boost::program_options;
using namespace sudokit;

namespace {

constexpr int kUsageError = 2;

int usage_error(const std::string& message) {
  std::cerr << "sudokit-verify: " << message << "\n(see sudokit-verify --help)\n";
  return kUsageError;
}

int run(int argc, char** argv) {
  po::options_description visible("Options of sudokit-verify unique");
  visible.add_options()
      ("help,h", "print this help and exit");
  add_input_options(visible, "judge profile (its input format)");
  visible.add_options()
      ("node-limit", po::value<std::uint64_t>()->default_value(0),
       "search nodes per search before the verdict is 'unknown' (0: no limit)")
      ("minimal", "also say whether each unique puzzle is minimal, and which givens are redundant")
      ("json", "one JSON object per puzzle on stdout (the summary goes to stderr)");
  po::options_description hidden;
  hidden.add_options()
      ("command", po::value<std::string>(), "subcommand")
      ("input", po::value<std::vector<std::string>>(), "input files");
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("command", 1).add("input", -1);

  po::variables_map vm;
  try {
    po::store(po::command_line_parser(argc, argv).options(all).positional(positional).run(), vm);
    po::notify(vm);
  } catch (const po::error& e) {
    return usage_error(e.what());
  }
  if (vm.count("help")) {
    std::cout << "Usage: sudokit-verify unique [OPTIONS] [FILE...]\n"
                 "Says of every puzzle in the FILEs (or stdin, '-') whether it has exactly one\n"
                 "solution, with the proof: 'invalid' (two equal givens in a house, named),\n"
                 "'none', 'unique', 'multiple' (followed by two different solutions), or\n"
                 "'unknown' when --node-limit stopped the search. A summary line ends the\n"
                 "output. Subcommands still to come: validate, check, lint.\n\n"
              << visible
              << "\nExit status: 0 every puzzle is unique (and minimal, with --minimal); 1 some\n"
                 "puzzle is not; 2 usage or input error (the message names file, line and\n"
                 "column); 3 internal error.\n";
    return 0;
  }
  if (!vm.count("command")) return usage_error("expected a subcommand: unique");
  const std::string command = vm["command"].as<std::string>();
  if (command != "unique") {
    return usage_error("unknown subcommand '" + command + "'; available: unique");
  }

  std::string error;
  const auto input = resolve_input(input_request(vm), &error);
  if (!input) return usage_error(error);

  std::vector<std::string> paths = {"-"};
  if (vm.count("input")) paths = vm["input"].as<std::vector<std::string>>();
  std::string read_error;
  bool malformed = false;
  const auto files =
      read_puzzle_files(paths, input->format_name, input->read, &read_error, &malformed);
  if (!files) {
    std::cerr << (malformed ? "" : "sudokit-verify: ") << read_error << "\n";
    return kUsageError;
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
