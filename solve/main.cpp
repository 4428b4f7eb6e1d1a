// SPDX-License-Identifier: MIT
// sudokit-solve: solve or count Sudoku puzzles. Parses options, reads files, calls run_solve().
#include <boost/program_options.hpp>
#include <algorithm>
#include <cstdint>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "common/cli/cli_options.hpp"
#include "common/engine/budget.hpp"
#include "common/judge/registry.hpp"
#include "common/judge/variant.hpp"
#include "common/text/io.hpp"
#include "common/text/puzzle_files.hpp"
#include "common/text/text_format.hpp"
#include "solve/counting.hpp"
#include "solve/solve.hpp"

namespace po = boost::program_options;
using namespace sudokit;

namespace {

constexpr int kUsageError = 2;

std::string format_list(bool profiles) {
  std::string out;
  const auto line = [&out](std::string_view name, std::string_view title) {
    out += "  " + std::string(name) + std::string(12 - name.size(), ' ') + std::string(title) + "\n";
  };
  for (const TextFormat& format : text_formats()) {
    if (!profiles && format.any_layout) line(format.name, format.title);
  }
  if (profiles) {
    for (const Judge* judge : judges()) line(judge->name(), judge->title());
  }
  return out;
}

int usage_error(const std::string& message) {
  std::cerr << "sudokit-solve: " << message << "\n(see sudokit-solve --help)\n";
  return kUsageError;
}

// Writes the answers to --out (whole or not at all) or stdout; the exit code to return.
int emit(const po::variables_map& vm, const std::string& out, int exit_code) {
  if (vm.count("out")) {
    const std::string write_error =
        write_file_atomically(vm["out"].as<std::string>(), out, vm.count("force") > 0);
    if (!write_error.empty()) {
      std::cerr << "sudokit-solve: " << write_error << "\n";
      return kUsageError;
    }
  } else {
    std::cout << out << std::flush;
  }
  return exit_code;
}

// A variant profile: its own solver answers each file.
// The answers of a problem file's task classify, validate or count (a line per case), smallest
// (the smallest solution, or the words for none) or solve with words for no solution, as the
// judge's answer file writes them.
int solve_task(const Judge& judge, const po::variables_map& vm) {
  const Task kind = judge.puzzle_format()->task;
  const char* task = kind == Task::classify   ? "a classification"
                     : kind == Task::validate ? "a validation"
                     : kind == Task::count    ? "a count"
                     : kind == Task::smallest ? "the smallest solution's"
                     : kind == Task::solve_or_none && !judge.puzzle_format()->multiple_solutions.empty() ? "the solution, or none, or several"
                     : kind == Task::solve_or_none ? "one solution or none"
                     : !judge.puzzle_format()->no_solution.empty() ? "any solution or none"
                                              : "a box per case";
  for (const char* option : {"count", "output-format", "output-alphabet", "alphabet", "box"}) {
    if (vm.count(option)) return usage_error("--" + std::string(option) + " is not for " + std::string(judge.name()) + ", " + task);
  }
  std::vector<std::string> paths = {"-"};
  if (vm.count("input")) paths = vm["input"].as<std::vector<std::string>>();
  std::string out;
  for (const std::string& path : paths) {
    std::string error;
    const auto text = read_text_file(path, &error);
    if (!text) return usage_error(error);
    ReadOptions read;
    read.strict = vm.count("strict") > 0;
    read.source = path == "-" ? "<stdin>" : path;
    const ReadResult cases = read_puzzles(*text, *judge.puzzle_format(), read);
    if (!cases.ok()) {
      std::cerr << "sudokit-solve: " << cases.error->to_string() << "\n";
      return kUsageError;
    }
    std::string why;
    const auto answer = judge.answer(*text, read.strict, vm["node-limit"].as<std::uint64_t>(), &why);
    if (!answer) {
      std::cerr << "sudokit-solve: " << read.source << ": " << why << "\nsudokit-solve: no answer written: a case is unknown\n";
      return kExitUnknown;
    }
    out += answer->text;
  }
  return emit(vm, out, 0);
}

int solve_variant(const Variant& variant, const po::variables_map& vm) {
  for (const char* option : {"count", "output-format", "output-alphabet", "alphabet"}) {
    if (vm.count(option)) {
      return usage_error("--" + std::string(option) + " is for Sudoku puzzles, not " +
                         std::string(variant.name()));
    }
  }
  for (const char* option : {"limit", "counter"}) {
    if (!vm[option].defaulted()) {
      return usage_error("--" + std::string(option) + " is for Sudoku puzzles, not " +
                         std::string(variant.name()));
    }
  }
  VariantSolveOptions options;
  options.node_limit = vm["node-limit"].as<std::uint64_t>();
  options.strict = vm.count("strict") > 0;
  options.stats = vm.count("stats") > 0;
  options.at_least_once = vm.count("at-least-once") > 0;
  if (vm.count("box")) {
    std::string error;
    options.box = parse_shape(vm["box"].as<std::string>(), &error);
    if (!options.box) return usage_error("--box: " + error);
  }
  std::vector<std::string> paths = {"-"};
  if (vm.count("input")) paths = vm["input"].as<std::vector<std::string>>();
  std::string out;
  int exit_code = 0;
  for (const std::string& path : paths) {
    std::string error;
    const auto text = read_text_file(path, &error);
    if (!text) return usage_error(error);
    options.source = path == "-" ? "<stdin>" : path;
    const VariantRun run = variant.solve(*text, options);
    if (run.outcome == VariantOutcome::refused) return usage_error(run.err);
    std::cerr << run.err;
    if (run.outcome == VariantOutcome::unreadable) return kUsageError;
    out += run.out;
    if (run.outcome == VariantOutcome::no_answer) exit_code = 1;
    if (run.outcome == VariantOutcome::unknown) {
      std::cerr << "sudokit-solve: no answer written: a case is unknown\n";
      return kExitUnknown;  // a hole in the answers is no answer file
    }
  }
  return emit(vm, out, exit_code);
}

// A Sudoku run's options, parsed once; "" or what is wrong.
std::string solve_options(const po::variables_map& vm, const InputChoice& input, SolveOptions& options) {
  std::string error;
  options.count = vm.count("count") > 0;
  options.limit = vm["limit"].as<std::uint64_t>();
  options.node_limit = vm["node-limit"].as<std::uint64_t>();
  const auto counter = parse_counter_or_sat(vm["counter"].as<std::string>(), &options.clauses, &error);
  if (!counter) return error;
  options.counter = *counter;
  if (options.clauses && options.count && options.limit != 1 && options.limit != 2) {
    return "--counter sat counts to two at most: --count needs --limit 1 or 2";
  }
  options.stats = vm.count("stats") > 0;
  if (vm.count("output-format")) {
    options.output = find_text_format(vm["output-format"].as<std::string>());
    if (options.output == nullptr) {
      return "unknown output format '" + vm["output-format"].as<std::string>() + "' (formats: " +
             format_names(false) + ")";
    }
  }
  options.output_alphabet =
      vm.count("output-alphabet") ? vm["output-alphabet"].as<std::string>() : input.read.alphabet;
  return "";
}

// Reads, solves and answers the files a chunk at a time (memory stays flat at any size); --out
// is staged and put in place at the end, whole. Returns the exit status.
int solve_files(const po::variables_map& vm, const InputChoice& input, const SolveOptions& options) {
  std::vector<std::string> paths = {"-"};
  if (vm.count("input")) paths = vm["input"].as<std::vector<std::string>>();
  StagedFiles staged;
  const bool to_file = vm.count("out") > 0;
  if (to_file) {
    if (const std::string open_error = staged.open({vm["out"].as<std::string>()}, vm.count("force") > 0);
        !open_error.empty()) {
      std::cerr << "sudokit-solve: " << open_error << "\n";
      return kUsageError;
    }
  }
  SolveTally tally;
  std::size_t answers_before = 0;  // of the current file: their separators continue
  std::string failure;             // why the run stopped: a usage error, or an input error
  bool usage = false;
  bool malformed = false;
  const std::string read_error = read_puzzle_chunks(paths, input.format_name, input.read, [&](PuzzleFile& chunk) {
    if (staged.interrupted()) return false;
    if (chunk.first_index == 0) answers_before = 0;
    const SolveReport report = run_solve({chunk}, *chunk.format, options);
    if (!report.error.empty()) {
      failure = report.error;
      usage = true;
      return false;
    }
    tally.add(report);
    std::string out, err;
    render_solve_part(report, *chunk.format, options, answers_before, &out, &err);
    for (const SolvedPuzzle& p : report.files.front().puzzles) answers_before += !p.result.found.empty();
    std::cerr << err;
    if (to_file) {
      failure = staged.append(0, out);
      return failure.empty();
    }
    std::cout << out;
    return static_cast<bool>(std::cout);  // a failed write: checked_exit says so
  }, &malformed);
  if (usage) return usage_error(failure);
  if (!read_error.empty() || !failure.empty()) {
    std::cerr << (malformed || read_error.empty() ? "" : "sudokit-solve: ")
              << (read_error.empty() ? failure : read_error) << "\n";
    return kUsageError;
  }
  if (options.stats) std::cerr << tally.summary_line();
  if (to_file) {
    if (staged.interrupted()) return kUsageError;  // the signal takes effect as `staged` goes
    if (const std::string commit_error = staged.commit(); !commit_error.empty()) {
      std::cerr << "sudokit-solve: " << commit_error << "\n";
      return kUsageError;
    }
  }
  return tally.exit_status();
}

int run(int argc, char** argv) {
  std::vector<std::string> words;  // the command line with --problem FILE read as --profile NAME
  std::vector<char*> pointers;
  if (const std::string error = read_problem_options(argc, argv, words, pointers); !error.empty()) {
    return usage_error(error);
  }
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit");
  add_input_options(visible, "judge profile (input and answer format)");
  visible.add_options()
      ("output-format,o", po::value<std::string>(), "answer format (default: the input's)")
      ("output-alphabet", po::value<std::string>(), "symbols for the answers (default: --alphabet)")
      ("count,c", "print the number of solutions of each puzzle instead of a solution")
      ("limit", po::value<std::uint64_t>()->default_value(0),
       "with --count: stop counting at K and print K+ (0: count all)")
      ;
  add_node_limit_option(visible);
  add_counter_option(visible);
  visible.add_options()
      ("stats", "per-puzzle verdict and search effort, and a summary, on stderr")
      ("at-least-once", "p4929: the fewest rows covering every column at least once (repeated "
                        "cover), instead of any exact cover")
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

  if (vm.count("version")) {
    std::cout << version_line("sudokit-solve") << "\n";
    return 0;
  }
  if (vm.count("help")) {
    std::cout << "Usage: sudokit-solve [OPTIONS] [FILE...]\n"
                 "Solves Sudoku puzzles (any box shape, N = 4..64) read from FILEs or stdin\n"
                 "('-'), with sudokit's bitboard counter (--counter picks another), checking\n"
                 "uniqueness on the way: each puzzle is searched for two solutions; the first\n"
                 "is printed, and a second one is reported on stderr. Puzzles with no solution\n"
                 "or conflicting givens are reported on stderr and left out of the answers.\n\n"
              << visible
              << "\nGeneric formats (size from the input: 16 -> 4x4, 81 -> 9x9, 256 -> 16x16,\n"
                 "625 -> 25x25; others need --box):\n"
              << format_list(false)
              << "  Read in any of them, puzzle by puzzle: box-drawn grids (Simple Sudoku .ss,\n"
                 "  qqwing --readable, HoDoKu), .sdk and .sdm files, sgt-puzzles game ids\n"
                 "  ('3x3:...'), HoDoKu library lines; '#' comments and title lines are skipped.\n" << "\nJudge profiles (their answers byte for byte):\n"
              << format_list(true)
              << "\nVariant profiles answer with their own solvers, one line per case:\n"
                 "hdu6341 the fewest turns (-1 and exit 1 if none restores the grid), p1074 the\n"
                 "highest score or -1, p4929 an exact cover (rows ascending) or 'No Solution!'\n"
                 "(with --at-least-once the fewest rows covering every column at least once),\n"
                 "zoj3209 the fewest pieces or -1. --box takes other shapes for hdu6341 and\n"
                 "p1074; --strict reads the input as the validator does.\n"
              << "\nWith --count, one line per puzzle: the number of solutions, 'K+' when the\n"
                 "--limit K stopped the count, 'unknown' when the node limit did before any\n"
                 "solution, 'invalid' for conflicting givens.\n\n"
                 "Every search stops after --node-limit nodes (default 10,000,000: seconds on any\n"
                 "puzzle or case); a puzzle it stops before a solution is 'unknown', and a\n"
                 "variant's case that it stops leaves no answer written.\n\n"
                 "A puzzle that cannot be read (in a file of the generic formats) is reported on\n"
                 "stderr with its line and column and gets no answer, as one with no solution;\n"
                 "the others are still solved. A file that is not a judge profile's format is an\n"
                 "input error.\n\n"
                 "Exit status: 0 every puzzle has a solution; 1 some puzzle has none, is invalid\n"
                 "or cannot be read; 4 otherwise some answer is unknown (the node limit); 2 usage\n"
                 "or input error (the message names the file, line and column); 3 internal error.\n";
    return 0;
  }

  if (vm.count("force") && !vm.count("out")) return usage_error("--force goes with --out");
  const InputRequest request = input_request(vm);
  if (request.profile) {
    const Judge* judge = find_judge(*request.profile);
    if (const Variant* variant = judge ? judge->variant() : nullptr) {
      return solve_variant(*variant, vm);
    }
    // (The other tasks, and a box per case, are answered whole by the judge's reference.)
    const TextFormat* format = judge != nullptr ? judge->puzzle_format() : nullptr;
    if (format != nullptr && (format->cases_by_class() || format->box_per_case())) return solve_task(*judge, vm);
  }
  if (vm.count("at-least-once")) return usage_error("--at-least-once goes with --profile p4929");

  std::string error;
  const auto input = resolve_input(request, &error);
  if (!input) return usage_error(error);
  SolveOptions options;
  if (const std::string why = solve_options(vm, *input, options); !why.empty()) return usage_error(why);
  return solve_files(vm, *input, options);
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return checked_exit("sudokit-solve", run(argc, argv));
  } catch (const std::exception& e) {
    std::cerr << "sudokit-solve: internal error: " << e.what() << "\n";
    return 3;
  }
}
