// SPDX-License-Identifier: MIT
// sudokit-verify: verdicts on puzzles. Parses options, reads files, calls the library.
#include <boost/program_options.hpp>
#include <algorithm>
#include <cstdint>
#include <exception>
#include <fstream>
#include <iostream>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "common/cli/cli_options.hpp"
#include "common/cli/progress.hpp"
#include "common/engine/budget.hpp"
#include "common/engine/shard.hpp"
#include "common/judge/check.hpp"
#include "common/judge/judge_host.hpp"
#include "common/judge/registry.hpp"
#include "common/judge/validate.hpp"
#include "common/judge/variant.hpp"
#include "common/setting/lint.hpp"
#include "common/text/io.hpp"
#include "common/text/puzzle_files.hpp"
#include "verify/convert.hpp"
#include "verify/rate.hpp"
#include "verify/se_rating.hpp"
#include "verify/unique.hpp"

namespace po = boost::program_options;
using namespace sudokit;

namespace {

constexpr int kUsageError = 2;

int usage_error(const std::string& message) {
  std::cerr << "sudokit-verify: " << message << "\n(see sudokit-verify --help)\n";
  return kUsageError;
}

// The --profile of validate, check and lint: any judge of the registry.
const Judge* profile_judge(const po::variables_map& vm, const std::string& command,
                           std::string* error) {
  if (!vm.count("profile")) {
    *error = command + " needs --profile";
    return nullptr;
  }
  const std::string name = vm["profile"].as<std::string>();
  const Judge* judge = find_judge(name);
  if (judge == nullptr) *error = "unknown profile '" + name + "' (profiles: " + profile_names() + ")";
  return judge;
}

int check(const po::variables_map& vm, const std::vector<std::string>& paths) {
  std::string error;
  const Judge* judge = profile_judge(vm, "check", &error);
  if (!judge) return usage_error(error);
  const bool kattis = vm.count("kattis") > 0;
  if (paths.size() != 3) {
    return usage_error(kattis ? "check --kattis takes INPUT ANSWER FEEDBACK_DIR (output on stdin)"
                              : "check takes INPUT OUTPUT ANSWER");
  }
  // The judge systems' own protocol, as a package's checker.cpp runs it.
  return host_check(*judge, kattis ? Dialect::kattis : Dialect::testlib, paths,
                    std::cin, std::cerr, vm["node-limit"].as<std::uint64_t>());
}

int validate(const po::variables_map& vm, const std::vector<std::string>& paths) {
  std::string profile_error;
  const Judge* judge = profile_judge(vm, "validate", &profile_error);
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
  const auto counter = counter_option(vm, &error);
  if (!counter) return usage_error(error);
  options.counter = *counter;
  options.source = paths[0] == "-" ? "input" : paths[0];
  if (vm.count("min-givens")) options.min_givens = vm["min-givens"].as<int>();
  const Validation result = judge->validate(*text, options);
  std::cerr << result.message << "\n";
  return validator_exit_code(dialect, result);
}

// `unique`: the files read and answered a chunk at a time (memory stays flat at any size),
// each puzzle's verdict printed as its chunk is done, the summary last.
int unique(const po::variables_map& vm, const std::vector<std::string>& paths, const InputChoice& input) {
  UniqueOptions options;
  std::string error;
  options.policy.node_limit = vm["node-limit"].as<std::uint64_t>();
  const auto counter = parse_counter_or_sat(vm["counter"].as<std::string>(), &options.policy.clauses, &error);
  if (!counter) return usage_error(error);
  options.policy.counter = *counter;
  options.minimal = vm.count("minimal") > 0;
  const auto jobs = jobs_option(vm["jobs"].as<int>(), &error);
  if (!jobs) return usage_error(error);
  options.jobs = *jobs;
  const bool json = vm.count("json") > 0;
  const bool quiet = vm.count("quiet") > 0;
  if (quiet && json) return usage_error("--quiet or --json, not both");
  const UniqueStyle style = json ? UniqueStyle::json : quiet ? UniqueStyle::quiet : UniqueStyle::text;
  // --keep: the puzzles of the verdicts asked for go to stdout (in the input's format, or --to),
  // the verdicts to stderr.
  std::set<std::string> keep;
  if (vm.count("keep")) {
    if (json) return usage_error("--keep writes puzzles on stdout and --json verdicts: one of them");
    for (const std::string& word : comma_separated(vm["keep"].as<std::string>())) {
      if (word != "unique" && word != "multiple" && word != "none" && word != "invalid" && word != "unknown") {
        return usage_error("--keep: '" + word + "' is not a verdict (unique, multiple, none, invalid, unknown)");
      }
      keep.insert(word);
    }
  } else if (vm.count("to")) {
    return usage_error("--to is the format of the puzzles --keep writes");
  }
  const TextFormat* keep_format = nullptr;
  if (vm.count("to")) {
    keep_format = find_text_format(vm["to"].as<std::string>());
    if (keep_format == nullptr) {
      return usage_error("--to: unknown format '" + vm["to"].as<std::string>() + "'");
    }
  }
  std::vector<Grid> kept;
  std::string kept_alphabet;
  std::ostream& verdicts_out = keep.empty() ? std::cout : std::cerr;
  UniqueTally tally;
  tally.minimal_checked = options.minimal;
  std::string usage;
  bool malformed = false;
  // A puzzle that cannot be read is that puzzle's verdict ("unreadable"), not the whole file's.
  const std::string read_error = read_puzzle_chunks(paths, input.format_name, input.read, [&](PuzzleFile& chunk) {
    std::vector<PuzzleFile> files;  // (moved in: a braced list would copy every puzzle)
    files.push_back(std::move(chunk));
    const UniqueReport report = verify_unique(files, options);
    tally.add(report);
    verdicts_out << render_unique_verdicts(report, style);
    if (!keep.empty()) {
      const PuzzleFile& file = files.front();
      if (!kept.empty() && !(kept.front().shape() == file.set.shape)) {
        usage = "--keep: the input holds puzzles of more than one shape; keep them one shape at a time";
        return false;
      }
      if (keep_format == nullptr) keep_format = file.format;
      if (kept_alphabet.empty()) kept_alphabet = file.set.alphabet;
      for (std::size_t i = 0; i < report.puzzles.size(); ++i) {
        const UniqueVerdict& v = report.puzzles[i];
        if (v.verdict && keep.count(verdict_name(*v.verdict))) kept.push_back(file.set.puzzles[i]);
      }
    }
    return static_cast<bool>(std::cout);  // a failed write: checked_exit says so
  }, &malformed, &tally.skipped_lines);
  if (!usage.empty()) return usage_error(usage);
  if (!read_error.empty()) {
    std::cout << std::flush;
    std::cerr << (malformed ? "" : "sudokit-verify: ") << read_error << "\n";
    return kUsageError;
  }
  if (!keep.empty() && !kept.empty()) {
    if (keep_format->shape && !(*keep_format->shape == kept.front().shape())) {
      return usage_error("--to " + keep_format->name + " holds " + keep_format->shape->name() + " puzzles, not " +
                         kept.front().shape().name());
    }
    std::cout << write_input(kept, *keep_format, kept_alphabet.empty() ? format_alphabet(*keep_format, kept.front().shape())
                                                                       : kept_alphabet);
  }
  (json || !keep.empty() ? std::cerr : std::cout) << tally.summary_line() << std::flush;  // with --json on stderr
  return tally.exit_status();
}

// The subcommands: what each does, for its own --help, and the options it takes.
struct Subcommand {
  const char* name;
  const char* summary;  // one line, for the tool's --help
  const char* usage;
  const char* text;
  std::vector<std::string> options;  // of the full table below, in the order shown
};

const std::vector<Subcommand>& subcommands() {
  static const std::vector<Subcommand> table = {
      {"unique", "is each puzzle unique: none, unique or multiple (with two solutions)",
       "sudokit-verify unique [OPTIONS] [FILE...]",
       "Says of every puzzle in the FILEs (or stdin, '-') whether it has exactly one\n"
       "solution, with the proof: 'invalid' (two equal givens in a house, named), 'none',\n"
       "'unique', 'multiple' (followed by two different solutions), 'unknown' when\n"
       "--node-limit (default 10,000,000 per search) stopped the search, or 'unreadable'\n"
       "(with line and column) for a\n"
       "puzzle that cannot be read; the rest of the file is still read. Files may mix\n"
       "layouts (lines, spaced lines, grids of symbols or integers, box-drawn grids as\n"
       "Simple Sudoku, qqwing and HoDoKu write them, .sdk, sgt-puzzles ids '3x3:...',\n"
       "HoDoKu library lines) and hold '#' comments and title lines. A summary line ends\n"
       "the output (unreadable puzzles and skipped lines are counted apart).\n"
       "Exit status 0 every puzzle is unique (and minimal, with --minimal), 1 some puzzle\n"
       "is not, 4 otherwise some verdict (or minimality) is unknown.",
       {"node-limit", "counter", "minimal", "jobs", "json", "quiet", "keep", "to", "input"}},
      {"validate", "the strict input validator of a judge profile",
       "sudokit-verify validate --profile P [--testlib | --kattis] [FILE]",
       "The input validator of a judge profile, reading stdin (or FILE): the exact format,\n"
       "strictly (line lengths, alphabet, single spaces, LF only, final newline, no BOM,\n"
       "case count, terminator, nothing after the end), then the profile's promise for\n"
       "every case: no two equal givens in a house, and exactly one solution (poj3074,\n"
       "poj3076, acwing169, p1784) or at least one (zoj3122). Variants: hdu6341 1..1000\n"
       "solved grids of 0-9A-F, each one restorable by turning its regions; p1074 no\n"
       "clashing givens and at least 24 of them (--min-givens 26 or 30 for the subtasks);\n"
       "p4929 N, M <= 500 and at most 5000 ones; zoj3209 T <= 500, n, m <= 30, p <= 500,\n"
       "pieces inside the board, one empty line between cases. The first defect is written\n"
       "to stderr with its line and column. A promise that a search cannot settle within\n"
       "--node-limit nodes (default 10,000,000) is not accepted: 'undecided'.\n"
       "Exit status 0 valid, 1 invalid, 4 undecided; with --testlib 0 / 3; with --kattis\n"
       "42 / 43.",
       {"profile", "testlib", "kattis", "min-givens", "lenient", "node-limit", "counter"}},
      {"check", "the output checker of a judge profile (testlib or Kattis dialect)",
       "sudokit-verify check --profile P INPUT OUTPUT ANSWER\n"
       "       sudokit-verify check --profile P --kattis INPUT ANSWER FEEDBACK_DIR < OUTPUT",
       "The output checker of a judge profile. testlib dialect (default): exit 0 OK, 1\n"
       "wrong answer, 2 presentation error, 3 fail (the input or the jury's answer is\n"
       "wrong); the message on stderr. Kattis/DOMjudge dialect: exit 42 accepted, 43\n"
       "rejected, 1 judge error; the message in FEEDBACK_DIR/judgemessage.txt. Every grid\n"
       "must keep its puzzle's givens and break no house (any correct solution is\n"
       "accepted), with the judge's empty lines between grids; trailing spaces and CRLF\n"
       "are tolerated. The message names the first wrong cell. Variants: the reference\n"
       "answers come from sudokit's solvers (a jury answer that differs is a fail):\n"
       "hdu6341, p1074 and zoj3209 compare one integer per case; p4929 accepts any exact\n"
       "cover, and 'No Solution!' only when there is none. Those searches run within\n"
       "--node-limit nodes each (default 10,000,000); where one runs out, the jury's answer\n"
       "stands unchecked.",
       {"profile", "kattis", "node-limit"}},
      {"lint", "audit an existing test folder of a judge profile",
       "sudokit-verify lint --profile P DIR",
       "Finds the tests (X.in with X.ans or X.out; Polygon's NN with NN.a, in every\n"
       "subfolder) and reports one line per finding: CRLF, byte order mark, trailing\n"
       "spaces, missing final newline, inputs the validator rejects (format, conflicting\n"
       "givens, not unique where promised), answers that do not solve their input\n"
       "(variants: that the checker would not accept as the jury's), inputs without an\n"
       "answer, duplicate inputs, and puzzles that are an earlier one (of any test) as it\n"
       "was or in disguise: relabelled, or rows, columns, bands or stacks moved (the same\n"
       "canonical form; see canonical; puzzles with blanks, 6x6 and larger: a 4x4 grid has a\n"
       "few dozen minimal puzzles in all, so a test of many repeats some); then a summary. Each\n"
       "search within --node-limit nodes\n"
       "(default 10,000,000): a promise not proven, or a jury's answer the reference solver\n"
       "could not re-solve ('not verified'), is a finding. With --against DIR (submissions\n"
       "as Kattis keeps them: accepted/, wrong_answer/, time_limit_exceeded/,\n"
       "run_time_error/, rejected/) every submission runs on every test whose input and\n"
       "answer pass, with --time-limit and --memory-limit, and the kill matrix is printed:\n"
       "which tests catch which submission; one whose first failure (in the folder's order)\n"
       "is not its folder's verdict, or an accepted one that fails, is a finding (outputs\n"
       "judged as the folder's judge system would: with problem.yaml, a unique answer's words\n"
       "compared as Kattis's default validator does; else the profile's checker). Exit\n"
       "status 0 nothing found, 1 findings, 2 usage error or a submission that does not\n"
       "compile.",
       {"profile", "node-limit", "against", "time-limit", "memory-limit", "compile"}},
      {"rate", "difficulty: the effort of the solvers contestants write",
       "sudokit-verify rate [--probes LIST] [--budget N] [--times] [--json] [FILE...]",
       "The difficulty of each puzzle as the effort of the solvers contestants write, in\n"
       "search nodes up to --budget (then '>budget'): dlx (exact cover, fewest options\n"
       "first, first solution), dlx-count (the same, to two solutions), bitmask\n"
       "(candidate masks, fewest candidates first), propagate (the same with naked and\n"
       "hidden singles before each branch), naive (row-major, no heuristic), bitboard\n"
       "(sudokit's bitboard counter: singles and locked candidates between branches); and\n"
       "the logical level that solves it without guessing: singles, locked-pairs\n"
       "(locked candidates, naked and hidden pairs) or search, with the techniques it took\n"
       "(placements by naked and by hidden singles; steps of locked candidates, naked pairs\n"
       "and hidden pairs that removed candidates; at level search, those before it got\n"
       "stuck). sudokit-gen --level keeps puzzles of one level. The text is a table, a row\n"
       "per puzzle, with its rank (1 the hardest) by the first probe of --probes that settled\n"
       "every puzzle within the budget (a probe that ran out on some cannot order them; the\n"
       "summary names the one used); --json gives the same as one object per puzzle. X,\n"
       "windoku and jigsaw puzzles by their own houses (bitboard: classic boxes only, '-');\n"
       "a killer is set aside (its cages are no houses). Exit status 0, or 1 if some puzzle\n"
       "has no solution or cannot be read.\n\n"
       "With --scale se, the difficulty on Sudoku Explainer's scale instead: ER (the hardest\n"
       "step of the solution), EP (the hardest up to the first placement) and ED (the first\n"
       "step), from a solver that takes the simplest technique that makes progress, in SE's\n"
       "order with SE's ratings: singles 1.0-2.3, direct intersections and hidden sets\n"
       "1.7-2.5, intersections 2.6-2.8, subsets and fish 3.0-5.4, XY- and XYZ-Wing 4.2-4.4,\n"
       "unique rectangles and loops 4.5-5.x (types 1-4), the bivalue universal grave\n"
       "5.6-5.7 (types 1, 2), aligned pair 6.2 and triplet 7.5 exclusions, forcing chains\n"
       "and cycles 6.5-7.x, Nishio 7.5+, cell and region 8.0+ and dynamic forcing chains\n"
       "8.5+ (chains rated more by length). A puzzle that needs more (SE's nested forcing\n"
       "chains, 9.0 up) or runs past the work budget is 'not rated', with the rating reached\n"
       "before it stopped: never a made-up number. Ratings agree with SE's own on every\n"
       "puzzle of tests/data/se/rated.txt; other shapes use the same table.\n"
       "Variants: X and windoku with SE's own houses (SukakuExplainer's: a windoku's nine\n"
       "window groups, the four windows and the five groups they leave; X's diagonals in\n"
       "singles, hidden sets and chains, not in naked sets or intersections, as SE), equal\n"
       "to its ratings on tests/data/se/rated_variants.txt; a jigsaw with its regions in\n"
       "the boxes' place in every technique (SE rates no jigsaw: sudokit's numbers); a\n"
       "killer is not rated (no technique here reads cage sums).\n"
       "Exit status 0 every puzzle rated, 1 some puzzle is invalid or cannot be read, 4 some\n"
       "is not rated.\n"
       "(sudokit-verify explain shows the steps.)",
       {"scale", "probes", "budget", "times", "json", "shard", "input"}},
      {"explain", "the solving path step by step, with SE ratings (hints: --next)",
       "sudokit-verify explain [--next] [--json] [FILE...]",
       "The solving path of every puzzle of the FILEs (or stdin), as rate --scale se finds\n"
       "it: a line per step with its technique and rating, the houses it works in, the\n"
       "cells of its pattern and its digits, the candidates it removes (r3c5<>7) and the\n"
       "digits it places (r3c5=7); then ER, EP and ED. --next gives the first step alone (a\n"
       "hint). Exit status as rate --scale se.",
       {"next", "json", "shard", "input"}},
      {"convert", "rewrite puzzles in another format (clean up a messy file)",
       "sudokit-verify convert --to FORMAT [OPTIONS] [FILE...]",
       "Reads every puzzle of the FILEs (or stdin), in any layout, with comments and CRLF,\n"
       "and writes them in order as one clean input of --to: line, grid, ints, or a judge\n"
       "profile (its count line, separators and terminator; the profile's promise is not\n"
       "checked here: run validate on the result), or sgt: an sgt-puzzles Solo id per line,\n"
       "the one form that keeps an X's, jigsaw's or killer's rules (the others hold the\n"
       "cells of classic grids). All or nothing: an unreadable puzzle, a shape the target\n"
       "does not hold, or more puzzles than it takes writes nothing and exits 2 with every\n"
       "reason.",
       {"to", "input"}},
      {"canonical", "the canonical (minlex) form of each puzzle: equal for isomorphs",
       "sudokit-verify canonical [--to FORMAT] [OPTIONS] [FILE...]",
       "Writes every puzzle of the FILEs (or stdin) in its canonical form, in order, as one\n"
       "input of --to (default line): the isomorph (digits relabelled, rows moved within\n"
       "their band and bands moved, the same for columns and stacks, and for square boxes\n"
       "the transposition) whose cells read row by row, blank as 0, are the smallest string\n"
       "(the 'minlex' form of the Sudoku community). Two puzzles are the same puzzle in\n"
       "disguise exactly when their canonical forms are equal. Any shape; each search within\n"
       "--node-limit nodes (default 10,000,000; a 9x9 puzzle takes hundreds to thousands, a\n"
       "minimal 16x16 one 60,000 to 4 million, a minimal 25x25 one more than the default).\n"
       "A variant's puzzle (X, windoku, jigsaw, killer) under its own maps: X's mirrored\n"
       "band and row orders, else the rotations and reflections (a jigsaw's regions and a\n"
       "killer's cages move with their cells; a killer's digits are not relabelled).\n"
       "All or nothing, as convert: exit 2 when a puzzle cannot be read, 4 when a search runs\n"
       "out (nothing is written).",
       {"to", "node-limit", "input"}},
  };
  return table;
}

const Subcommand* find_subcommand(const std::string& name) {
  for (const Subcommand& command : subcommands()) {
    if (name == command.name) return &command;
  }
  return nullptr;
}

// Every option of the tool, by name ("input": the generic input options together), each
// defined once and shown in the help of the subcommands that take it.
void add_option(po::options_description& options, const std::string& name, const std::string& subcommand = "") {
  if (name == "input") return add_input_options(options, "judge profile (its input format)");
  auto add = options.add_options();
  if (name == "profile") {
    add("profile,p", po::value<std::string>(), "the judge profile (sudokit-verify --help lists them), or --problem FILE");
  } else if (name == "node-limit") {
    add_node_limit_option(options);
  } else if (name == "counter" && subcommand == "validate") {
    add("counter", po::value<std::string>()->default_value("auto"),
        "the counter that proves each Sudoku case's promise: auto (the bitboard counter), dlx "
        "(the exact-cover engine), bitboard");
  } else if (name == "counter") {
    add("counter", po::value<std::string>()->default_value("auto"),
        "the Sudoku counter: auto (bitboard; on boxes with a side over 4, clause learning where "
        "the bitboard counter has not settled a count in 20,000 nodes, or a --minimal test in "
        "100 to 1,000, and the puzzle's clauses are at most 4 million), dlx (the exact-cover "
        "engine), bitboard, sat (clause learning alone: CaDiCaL; a conflict costs N*N/6 nodes "
        "of the budget)");
  } else if (name == "minimal") {
    add("minimal",
        "also say whether each unique puzzle is minimal, which givens are redundant (one is "
        "enough to make it not minimal) and which ran out of nodes");
  } else if (name == "jobs") {
    add("jobs,j", po::value<int>()->default_value(1),
        "threads for --minimal's tests of the givens, from 16x16 up (0: one per core); the same "
        "output");
  } else if (name == "json") {
    add("json", "one JSON object per puzzle on stdout (source, line, puzzle from 1, ...); the "
                "summary goes to stderr");
  } else if (name == "quiet") {
    add("quiet,q", "print the summary line only");
  } else if (name == "probes") {
    add("probes", po::value<std::string>()->default_value(probe_names(",")),
        "the probes, comma separated");
  } else if (name == "times") {
    add("times", "beside each probe's nodes its predicted time on this machine: the nodes times the "
                 "probe's time per node over this run (a time limit's order of magnitude; it varies "
                 "with the machine and its load)");
  } else if (name == "scale") {
    add("scale", po::value<std::string>()->default_value("probes"),
        "probes (the search effort of solvers contestants write) or se (Sudoku Explainer's "
        "ratings, ER/EP/ED)");
  } else if (name == "shard") {
    add("shard", po::value<std::string>(),
        "only shard i of n (i/n) of the puzzles, counted across the FILEs in order (--scale se, "
        "explain): the shards' outputs, joined in order, are the whole run's (examples/scale-out)");
  } else if (name == "next") {
    add("next", "the first step alone (a hint)");
  } else if (name == "budget") {
    add("budget", po::value<std::uint64_t>()->default_value(1000000),
        "search nodes per probe and puzzle (past it: '>budget')");
  } else if (name == "testlib") {
    add("testlib", "exit 0 valid, 3 invalid (testlib's validator dialect)");
  } else if (name == "kattis") {
    add("kattis", "validate: exit 42 valid, 43 invalid; check: the Kattis and DOMjudge dialect");
  } else if (name == "min-givens") {
    add("min-givens", po::value<int>(), "p1074: at least K givens (the subtasks: 30, 26, 24; default 24)");
  } else if (name == "lenient") {
    add("lenient", "accept CRLF, trailing spaces and the like (published samples)");
  } else if (name == "against") {
    add("against", po::value<std::string>(), "a folder of submissions (accepted/, wrong_answer/, "
        "time_limit_exceeded/, run_time_error/, rejected/; a source file each) to run on every test");
  } else if (name == "time-limit") {
    add("time-limit", po::value<double>()->default_value(2), "CPU seconds per run of a submission");
  } else if (name == "memory-limit") {
    add("memory-limit", po::value<int>()->default_value(1024), "MiB of address space per run of a submission");
  } else if (name == "compile") {
    add("compile", po::value<std::string>()->default_value("g++ -O2 -std=c++17"),
        "how a C++ submission is compiled: the command's words, then the source and -o PROGRAM");
  } else if (name == "keep") {
    add("keep", po::value<std::string>(),
        "write the puzzles of these verdicts (comma separated: unique, multiple, none, invalid, "
        "unknown) on stdout, in the input's format or --to's; the verdicts go to stderr");
  } else if (name == "to") {
    add("to", po::value<std::string>(), "the format to write: line, grid, ints, or a profile");
  }
}

std::string tool_help() {
  std::string out =
      "Usage: sudokit-verify COMMAND [OPTIONS] [ARGS]\n"
      "Verdicts on puzzles, judge inputs and contestants' outputs. Commands:\n";
  for (const Subcommand& command : subcommands()) {
    out += "  " + std::string(command.name) + std::string(11 - std::string(command.name).size(), ' ') +
           command.summary + "\n";
  }
  out += "sudokit-verify COMMAND --help tells each one's options.\n\n"
         "Judge profiles: " + profile_names() + ".\n"
         "A problem of your own: --problem FILE wherever --profile is taken (docs/problems.md).\n"
         "Options of every command: -h, --help; --version.\n\n"
         "Exit status otherwise: 2 usage or input error (the message names file, line and\n"
         "column); 3 internal error.\n";
  return out;
}

// lint --profile P DIR [--against SUBMISSIONS]: the audit of a test folder.
int lint(const po::variables_map& vm, const std::vector<std::string>& paths) {
  std::string error;
  const Judge* judge = profile_judge(vm, "lint", &error);
  if (!judge) return usage_error(error);
  if (!vm.count("args") || paths.size() != 1) return usage_error("lint takes one folder");
  std::optional<LintSubmissions> submissions;
  if (vm.count("against")) {
    submissions.emplace();
    submissions->folder = vm["against"].as<std::string>();
    const auto limits = program_limits(vm["time-limit"].as<double>(), vm["memory-limit"].as<int>(), &error);
    if (!limits) return usage_error(error);
    submissions->limits = *limits;
    submissions->compile.cxx = vm["compile"].as<std::string>();
  }
  const LintReport report = lint_folder(paths[0], *judge, vm["node-limit"].as<std::uint64_t>(),
                                        submissions ? &*submissions : nullptr);
  if (!report.error.empty()) {
    std::cerr << "sudokit-verify: " << report.error << "\n";
    return kUsageError;
  }
  std::cout << report.text() << std::flush;
  return report.clean() ? 0 : 1;
}

// The commands' names: "unique, validate, ...".
std::string command_names() {
  std::string names;
  for (const Subcommand& each : subcommands()) names += (names.empty() ? "" : ", ") + std::string(each.name);
  return names;
}

int run(int argc, char** argv) {
  std::vector<std::string> words;  // the command line with --problem FILE read as --profile NAME
  std::vector<char*> pointers;
  if (const std::string error = read_problem_options(argc, argv, words, pointers); !error.empty()) {
    return usage_error(error);
  }
  po::options_description all;
  all.add_options()("help,h", "print this help and exit")("version", "print the version and exit");
  std::set<std::string> added = {"profile"};  // one of the input options
  for (const Subcommand& command : subcommands()) {
    for (const std::string& option : command.options) {
      if (added.insert(option).second) add_option(all, option);
    }
  }
  all.add_options()
      ("command", po::value<std::string>(), "subcommand")
      ("args", po::value<std::vector<std::string>>(), "input files");
  po::positional_options_description positional;
  positional.add("command", 1).add("args", -1);

  po::variables_map vm;
  if (const std::string error = parse_command_line(argc, argv, all, positional, vm); !error.empty()) {
    return usage_error(error);
  }
  if (vm.count("version")) {
    std::cout << version_line("sudokit-verify") << "\n";
    return 0;
  }
  const Subcommand* command =
      vm.count("command") ? find_subcommand(vm["command"].as<std::string>()) : nullptr;
  if (vm.count("command") && command == nullptr) {
    return usage_error("unknown subcommand '" + vm["command"].as<std::string>() + "'; available: " + command_names());
  }
  if (vm.count("help")) {
    if (command == nullptr) {
      std::cout << tool_help();
      return 0;
    }
    po::options_description shown("Options");
    shown.add_options()("help,h", "print this help and exit");
    for (const std::string& option : command->options) add_option(shown, option, command->name);
    std::cout << "Usage: " << command->usage << "\n" << command->text << "\n\n" << shown;
    return 0;
  }
  if (command == nullptr) return usage_error("expected a subcommand: " + command_names());
  const std::string name = command->name;
  // An option that another subcommand takes is a mistake here, not silently ignored.
  for (const auto& [option, value] : vm) {
    if (option == "command" || option == "args" || value.defaulted()) continue;
    const auto& own = command->options;
    const bool input_option = option == "format" || option == "box" || option == "alphabet" ||
                              option == "strict" || option == "profile" || option == "variant";
    if (std::find(own.begin(), own.end(), option) != own.end()) continue;
    if (input_option && std::find(own.begin(), own.end(), "input") != own.end()) continue;
    return usage_error("--" + option + " is not an option of " + name + " (sudokit-verify " + name + " --help)");
  }

  std::string error;
  std::vector<std::string> paths = {"-"};
  if (vm.count("args")) paths = vm["args"].as<std::vector<std::string>>();
  if (name == "validate") return validate(vm, paths);
  if (name == "check") return check(vm, paths);
  if (name == "lint") return lint(vm, paths);
  if (name == "rate" && vm["scale"].as<std::string>() != "se" && vm["scale"].as<std::string>() != "probes") {
    return usage_error("--scale: expected probes or se, found '" + vm["scale"].as<std::string>() + "'");
  }
  RateOptions rate;  // rate: the probes, checked before any input is read
  rate.probes.clear();
  for (const std::string& probe_name :
       name == "rate" ? comma_separated(vm["probes"].as<std::string>()) : std::vector<std::string>{}) {
    const auto probe = parse_probe(probe_name);
    if (!probe) {
      return usage_error("--probes: unknown probe '" + probe_name +
                         "'; " + probe_names(", "));
    }
    rate.probes.push_back(*probe);
  }
  const TextFormat* target = nullptr;
  if (name == "convert" || name == "canonical") {  // canonical writes lines by default
    if (name == "convert" && !vm.count("to")) {
      return usage_error("convert needs --to FORMAT (" + format_names(false) + ")");
    }
    const std::string to = vm.count("to") ? vm["to"].as<std::string>() : "line";
    target = find_text_format(to);
    if (target == nullptr && !(name == "convert" && to == "sgt")) {
      return usage_error("--to: unknown format '" + to + "' (formats: " + format_names(false) + ")");
    }
  }
  const auto input = resolve_input(input_request(vm), &error);
  if (!input) return usage_error(error);
  if (name == "unique") return unique(vm, paths, *input);
  std::string read_error;
  bool malformed = false;
  // A puzzle that cannot be read is that puzzle's verdict ("unreadable"), not the whole file's.
  auto files = read_puzzle_files(paths, input->format_name, input->read, &read_error, &malformed);
  if (!files) {
    std::cerr << (malformed ? "" : "sudokit-verify: ") << read_error << "\n";
    return kUsageError;
  }

  // The SE rater and the probes read every house (X, windoku, jigsaw), but no cage sums: they
  // say so of each killer rather than answer by rules they do not have.
  if (name == "explain" || name == "rate") {
    set_aside_killers(*files, name == "explain" || vm["scale"].as<std::string>() == "se"
                                  ? "Sudoku Explainer's techniques read no cage sums, a killer's clues"
                                  : "the probes read houses, not a killer's cage sums");
  }
  if (name == "convert" && target == nullptr) {  // --to sgt
    const Converted converted = convert_to_sgt_ids(*files);
    for (const std::string& why : converted.errors) std::cerr << why << "\n";
    std::cout << converted.text << std::flush;
    return converted.ok() ? 0 : kUsageError;
  }
  if (name == "canonical") {
    const std::vector<std::string> unsettled = canonicalize_puzzles(*files, vm["node-limit"].as<std::uint64_t>());
    if (!unsettled.empty()) {
      for (const std::string& why : unsettled) std::cerr << why << "\n";
      return kExitUnknown;
    }
  }
  if (name == "convert" || name == "canonical") {
    const Converted converted = convert_puzzles(*files, *target);
    for (const std::string& why : converted.errors) std::cerr << why << "\n";
    std::cout << converted.text << std::flush;
    return converted.ok() ? 0 : kUsageError;
  }
  PuzzleRange range = kAllPuzzles;
  if (vm.count("shard")) {
    if (name == "rate" && vm["scale"].as<std::string>() != "se") {
      return usage_error("--shard is for --scale se (the probes' ranks compare every puzzle of the run)");
    }
    const std::optional<Shard> shard = parse_shard(vm["shard"].as<std::string>(), &error);
    if (!shard) return usage_error("--shard: " + error);
    std::size_t total = 0;
    for (const PuzzleFile& file : *files) total += file.set.puzzles.size();
    range = shard_range(total, *shard);
  }
  if (name == "explain" || (name == "rate" && vm["scale"].as<std::string>() == "se")) {
    const SeReport report = name == "explain"
                                ? se_explanations(*files, vm.count("next") > 0, vm.count("json") > 0, range)
                                : se_ratings(*files, vm.count("json") > 0, range);
    std::cout << report.out << std::flush;
    std::cerr << report.err;
    return report.status;
  }
  // rate (unique read its files itself, above)
  rate.budget = vm["budget"].as<std::uint64_t>();
  rate.times = vm.count("times") > 0;
  if (rate.budget == 0) return usage_error("--budget must be at least 1 (every probe stops at its budget)");
  ProgressLine line("sudokit-verify rate");
  if (line.enabled()) rate.progress = [&line](std::size_t done, std::size_t total) { line.count(done, total, "puzzles"); };
  const RateReport report = rate_puzzles(*files, rate);
  line.clear();
  std::string out, err;
  render_rate(report, vm.count("json") > 0, &out, &err);
  std::cout << out << std::flush;
  std::cerr << err;
  return report.all_solvable() ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return checked_exit("sudokit-verify", run(argc, argv));
  } catch (const std::exception& e) {
    std::cerr << "sudokit-verify: internal error: " << e.what() << "\n";
    return 3;
  }
}
