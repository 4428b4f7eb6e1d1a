// sudokit-solve: solve or count Sudoku puzzles. Parses options, reads files, calls run_solve().
#include <boost/program_options.hpp>
#include <cstdint>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "common/io.hpp"
#include "common/cli_options.hpp"
#include "common/puzzle_files.hpp"
#include "common/text_format.hpp"
#include "solve/solve.hpp"

namespace po = boost::program_options;
using namespace sudokit;

namespace {

constexpr int kUsageError = 2;

std::string format_list(bool profiles) {
  std::string out;
  for (const TextFormat& format : text_formats()) {
    if (format.shape.has_value() != profiles) continue;
    out += "  " + format.name + std::string(12 - format.name.size(), ' ') + format.title + "\n";
  }
  return out;
}

int usage_error(const std::string& message) {
  std::cerr << "sudokit-solve: " << message << "\n(see sudokit-solve --help)\n";
  return kUsageError;
}

int run(int argc, char** argv) {
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help and exit");
  add_input_options(visible, "judge profile (input and answer format)");
  visible.add_options()
      ("output-format,o", po::value<std::string>(), "answer format (default: the input's)")
      ("output-alphabet", po::value<std::string>(), "symbols for the answers (default: --alphabet)")
      ("count,c", "print the number of solutions of each puzzle instead of a solution")
      ("limit", po::value<std::uint64_t>()->default_value(0),
       "with --count: stop counting at K and print K+ (0: count all)")
      ("node-limit", po::value<std::uint64_t>()->default_value(0),
       "search nodes per puzzle before giving up with 'unknown' (0: no limit)")
      ("stats", "per-puzzle verdict and search effort, and a summary, on stderr")
      ("out", po::value<std::string>(), "write the answers to FILE (whole or not at all)")
      ("force", "with --out: replace FILE if it exists");
  po::options_description hidden;
  hidden.add_options()("input", po::value<std::vector<std::string>>(), "input files");
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("input", -1);

  po::variables_map vm;
  if (const std::string error = parse_command_line(argc, argv, all, positional, vm); !error.empty()) {
    return usage_error(error);
  }

  if (vm.count("help")) {
    std::cout << "Usage: sudokit-solve [OPTIONS] [FILE...]\n"
                 "Solves Sudoku puzzles (any box shape, N = 4..64) read from FILEs or stdin\n"
                 "('-'), with the Dancing Links engine, checking uniqueness on the way: each\n"
                 "puzzle is searched for two solutions; the first is printed, and a second one\n"
                 "is reported on stderr. Puzzles with no solution or conflicting givens are\n"
                 "reported on stderr and left out of the answers.\n\n"
              << visible
              << "\nGeneric formats (size from the input: 16 -> 4x4, 81 -> 9x9, 256 -> 16x16,\n"
                 "625 -> 25x25; others need --box):\n"
              << format_list(false) << "\nJudge profiles (their answers byte for byte):\n"
              << format_list(true)
              << "\nWith --count, one line per puzzle: the number of solutions, 'K+' when the\n"
                 "--limit K stopped the count, 'unknown' when the node limit did before any\n"
                 "solution, 'invalid' for conflicting givens.\n\n"
                 "Exit status: 0 every puzzle has a solution; 1 some puzzle has none, is invalid,\n"
                 "or hit the node limit first; 2 usage or input error (the message names the\n"
                 "file, line and column); 3 internal error.\n";
    return 0;
  }

  std::string error;
  const auto input = resolve_input(input_request(vm), &error);
  if (!input) return usage_error(error);
  SolveOptions options;
  options.count = vm.count("count") > 0;
  options.limit = vm["limit"].as<std::uint64_t>();
  options.node_limit = vm["node-limit"].as<std::uint64_t>();
  options.stats = vm.count("stats") > 0;
  if (vm.count("output-format")) {
    options.output = find_text_format(vm["output-format"].as<std::string>());
    if (options.output == nullptr) {
      return usage_error("unknown output format '" + vm["output-format"].as<std::string>() + "'");
    }
  }
  options.output_alphabet =
      vm.count("output-alphabet") ? vm["output-alphabet"].as<std::string>() : input->read.alphabet;
  if (vm.count("force") && !vm.count("out")) return usage_error("--force goes with --out");

  std::vector<std::string> paths = {"-"};
  if (vm.count("input")) paths = vm["input"].as<std::vector<std::string>>();
  std::string read_error;
  bool malformed = false;
  const auto inputs =
      read_puzzle_files(paths, input->format_name, input->read, &read_error, &malformed);
  if (!inputs) {
    std::cerr << (malformed ? "" : "sudokit-solve: ") << read_error << "\n";
    return kUsageError;
  }

  const SolveRun result = run_solve(*inputs, *inputs->front().format, options);
  std::cerr << result.err;
  if (result.exit_code == kUsageError) return kUsageError;
  if (vm.count("out")) {
    const std::string write_error =
        write_file_atomically(vm["out"].as<std::string>(), result.out, vm.count("force") > 0);
    if (!write_error.empty()) {
      std::cerr << "sudokit-solve: " << write_error << "\n";
      return kUsageError;
    }
  } else {
    std::cout << result.out << std::flush;
  }
  return result.exit_code;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::exception& e) {
    std::cerr << "sudokit-solve: internal error: " << e.what() << "\n";
    return 3;
  }
}
