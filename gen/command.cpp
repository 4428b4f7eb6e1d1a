#include "gen/command.hpp"

#include <boost/program_options.hpp>
#include <algorithm>
#include <chrono>
#include <sstream>
#include <tuple>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <string>
#include <thread>

#include "common/cli/cli_options.hpp"
#include "common/judge/registry.hpp"
#include "common/judge/variant.hpp"
#include "common/text/io.hpp"
#include "common/text/puzzle_files.hpp"
#include "gen/gen.hpp"
#include "gen/hard.hpp"

namespace sudokit {

namespace po = boost::program_options;

namespace {

GenCommand usage_error(std::string message) {
  GenCommand made;
  made.usage = std::move(message);
  made.exit_code = 2;
  return made;
}

// The fewest givens a unique puzzle of the shape can have, as far as we can tell cheaply:
// N-1 different digits must be given (two missing digits could be swapped), and for 9x9 the
// exhaustive search of McGuire, Tugemann and Civario (2012) found no unique 16-clue puzzle.
int fewest_givens(const Shape& shape, std::string* reason) {
  if (shape == Shape{3, 3}) {
    *reason = "no 9x9 puzzle with fewer than 17 givens has a unique solution (McGuire, "
              "Tugemann and Civario, 2012)";
    return 17;
  }
  *reason = "a unique puzzle gives at least N-1 different digits (two missing ones could be "
            "swapped in any solution)";
  return shape.size() - 1;
}

// Takes the products and the files they go to from the command line.
GenCommand made(const po::variables_map& vm, std::string input, std::string answers,
                std::string report, std::string diagnostics) {
  GenCommand result;
  result.input = std::move(input);
  result.answers = std::move(answers);
  result.report = std::move(report);
  result.diagnostics = std::move(diagnostics);
  const auto path = [&vm](const char* name) {
    return vm.count(name) ? std::optional<std::string>(vm[name].as<std::string>()) : std::nullopt;
  };
  result.out = path("out");
  result.solutions = path("solutions");
  result.report_file = path("report");
  result.force = vm.count("force") > 0;
  return result;
}

// A variant profile: its generator makes one whole test (T cases) and its solver the answers.
GenCommand generate_variant(const Variant& variant, const po::variables_map& vm) {
  for (const char* option : {"symmetry", "attempts", "check-nodes", "count", "format"}) {
    const bool names_it = std::string(option) == "format" && vm[option].as<std::string>() == variant.name();
    if (!vm[option].defaulted() && !names_it) {
      return usage_error("--" + std::string(option) + " is for Sudoku puzzles, not " +
                         std::string(variant.name()));
    }
  }
  for (const char* option : {"alphabet", "with-solution", "shard"}) {
    if (vm.count(option)) {
      return usage_error("--" + std::string(option) + " is for Sudoku puzzles, not " +
                         std::string(variant.name()));
    }
  }
  VariantGenOptions options;
  options.seed = vm["seed"].as<std::uint64_t>();
  const auto number = [&vm](const char* name) {
    return vm.count(name) ? std::optional<int>(vm[name].as<int>()) : std::nullopt;
  };
  options.cases = number("cases");
  options.rotated = number("rotated");
  options.givens = number("givens");
  options.min_givens = number("min-givens");
  options.max_givens = number("max-givens");
  options.rows = number("rows");
  options.columns = number("columns");
  options.pieces = number("pieces");
  options.ones = number("ones");
  options.tries = number("tries").value_or(0);
  if (vm.count("mode")) options.mode = vm["mode"].as<std::string>();
  if (vm.count("hard")) {
    if (!vm["hard"].as<std::string>().empty()) {
      return usage_error("--hard takes no probe for " + std::string(variant.name()) +
                         " (it is --mode hard)");
    }
    if (!options.mode.empty() && options.mode != "hard") return usage_error("--hard is --mode hard");
    options.mode = "hard";
  }
  if (vm.count("box")) {
    std::string error;
    options.box = parse_shape(vm["box"].as<std::string>(), &error);
    if (!options.box) return usage_error("--box: " + error);
  }
  const VariantRun run = variant.generate(options);
  if (run.usage) return usage_error(run.err);
  GenCommand result = made(vm, run.out, run.answer, run.report,
                           "sudokit-gen: seed " + std::to_string(options.seed) + "\n" + run.err);
  result.exit_code = run.exit_code;
  if (run.exit_code != 0) {  // the variant's own words, on one line
    result.failure = run.err.rfind("sudokit-gen: ", 0) == 0 ? run.err.substr(13) : run.err;
    while (!result.failure.empty() && result.failure.back() == '\n') result.failure.pop_back();
    for (char& c : result.failure) c = c == '\n' ? ' ' : c;
  }
  result.profile = std::string(variant.name());
  return result;
}

std::string variant_help() {
  std::string out;
  for (const Variant* variant : variants()) {
    out += "  " + std::string(variant->name()) + ": " + std::string(variant->title()) + "\n";
    std::string_view help = variant->generator_help();
    while (!help.empty()) {
      const std::size_t end = std::min(help.find('\n'), help.size());
      out += "    " + std::string(help.substr(0, end)) + "\n";
      help.remove_prefix(std::min(end + 1, help.size()));
    }
  }
  return out;
}

// --check-nodes: a number, or "auto" for `automatic`; nullopt if it is neither.
std::optional<std::uint64_t> parse_check_nodes(const po::variables_map& vm, std::uint64_t automatic) {
  const std::string text = vm["check-nodes"].as<std::string>();
  if (text == "auto") return automatic;
  std::size_t used = 0;
  std::uint64_t value = 0;
  try {
    value = std::stoull(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used == 0 || used != text.size() || text[0] == '-') return std::nullopt;
  return value;
}
std::string check_nodes_error(const po::variables_map& vm) {
  return "--check-nodes: expected a number or auto, found '" + vm["check-nodes"].as<std::string>() + "'";
}

// --hard PROBE: the search of gen/hard.hpp; the puzzles hardest first, a rating line each.
GenCommand generate_hard(const po::variables_map& vm, const TextFormat& format, const Shape& shape,
                         const std::string& alphabet) {
  for (const char* option : {"givens", "min-givens", "max-givens", "shard", "with-solution"}) {
    if (vm.count(option)) return usage_error("--" + std::string(option) + " does not go with --hard");
  }
  if (!vm["symmetry"].defaulted()) return usage_error("--symmetry does not go with --hard");
  HardOptions options;
  const std::string probe_name_given = vm["hard"].as<std::string>();
  const auto probe = parse_probe(probe_name_given.empty() ? "dlx" : probe_name_given);
  if (!probe) {
    return usage_error("--hard: unknown probe '" + probe_name_given +
                       "'; dlx, dlx-count, bitmask, propagate, naive");
  }
  if (*probe == Probe::naive && shape.size() > 9) return usage_error("--hard naive is for 9x9 and smaller");
  options.probe = *probe;
  if (vm.count("evaluations")) options.evaluations = vm["evaluations"].as<std::uint64_t>();
  if (vm.count("budget-minutes")) options.minutes = vm["budget-minutes"].as<double>();
  if (vm.count("budget-nodes")) options.node_budget = vm["budget-nodes"].as<std::uint64_t>();
  options.one_climb = vm.count("one-climb") > 0;
  if (vm.count("starts")) options.starts = vm["starts"].as<int>();
  // A hard puzzle is no test if the intended solution cannot settle it: by default a move
  // whose uniqueness proof takes more than 4,000,000 DLX nodes (0.7 s on this 2-core VM) is
  // refused, so every output is proved unique in about that.
  const auto check_nodes = parse_check_nodes(vm, 4'000'000);
  if (!check_nodes) return usage_error(check_nodes_error(vm));
  options.check_nodes = *check_nodes;
  if (options.starts < 1 || options.evaluations < 1) {
    return usage_error("--starts and --evaluations must be at least 1");
  }
  options.count = vm["count"].as<std::size_t>();
  if (options.count == 0) return usage_error("--count must be at least 1");
  if (format.max_cases > 0 && options.count > static_cast<std::size_t>(format.max_cases)) {
    return usage_error(format.name + " inputs hold at most " + std::to_string(format.max_cases) +
                       " puzzle(s); use one file per test");
  }
  const std::uint64_t seed = vm["seed"].as<std::uint64_t>();
  const HardRun run = search_hard(shape, seed, options);
  const std::vector<int> apart = nearest_distances(run.puzzles);
  std::vector<Grid> puzzles, solutions;
  std::string report;
  for (std::size_t i = 0; i < run.puzzles.size(); ++i) {
    const HardPuzzle& p = run.puzzles[i];
    puzzles.push_back(p.puzzle);
    solutions.push_back(p.solution);
    report += "{\"rank\":" + std::to_string(i + 1) + ",\"seed\":" + std::to_string(seed) +
              ",\"givens\":" + std::to_string(p.puzzle.givens()) + ",\"probe\":\"" +
              probe_name(options.probe) + "\",\"nodes\":" + std::to_string(p.effort) +
              ",\"start_median\":" + std::to_string(run.start_median) +
              ",\"nearest_distance\":" + (apart.empty() ? "null" : std::to_string(apart[i])) +
              ",\"unique\":true}\n";
  }
  std::string diagnostics =
      "sudokit-gen: seed " + std::to_string(seed) + ", --hard " + probe_name(options.probe) +
      (probe_name_given.empty() ? " (the default probe)" : "") + ": " +
      std::to_string(run.evaluations) + " evaluations, " + std::to_string(run.nodes) +
      " nodes, hardest " +
      (run.puzzles.empty() ? std::string("none") : std::to_string(run.puzzles.front().effort) + " nodes") +
      " (starting puzzles' median " + std::to_string(run.start_median) + ")";
  if (!apart.empty()) {
    diagnostics += "; " + std::string(options.one_climb ? "one climb" : "a climb each") +
                   ", each puzzle at least " + std::to_string(*std::min_element(apart.begin(), apart.end())) +
                   " cells from the others";
  }
  diagnostics += "\n";
  if (run.puzzles.size() < options.count) {
    GenCommand result;
    result.failure = "only " + std::to_string(run.puzzles.size()) +
                     " distinct puzzles found; raise --evaluations";
    result.diagnostics = diagnostics + "sudokit-gen: " + result.failure + "\n";
    result.exit_code = 1;
    return result;
  }
  GenCommand result = made(vm, write_input(puzzles, format, alphabet),
                           write_answers(solutions, format, alphabet), report, diagnostics);
  result.profile = format.name;
  return result;
}

}  // namespace

GenCommand run_gen_command(const std::vector<std::string>& args, const GenProgress& progress) {
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("count,n", po::value<std::size_t>()->default_value(1), "puzzles in the run")
      ("seed,s", po::value<std::uint64_t>()->default_value(1),
       "seed of the run; puzzle i is made from a sub-seed of (seed, i)")
      ("box", po::value<std::string>(), "box shape RxC (default 3x3; 2x2 .. 8x8, 2x3, 3x4, ...)")
      ("symmetry", po::value<std::string>()->default_value("none"),
       "remove cells in symmetric groups: none, rot180, rot90, mirror-h, mirror-v, diagonal, "
       "anti-diagonal")
      ("givens", po::value<int>(), "exactly K givens (digging stops there: not minimal)")
      ("min-givens", po::value<int>(), "dig no further than A givens")
      ("max-givens", po::value<int>(), "keep only puzzles with at most B givens")
      ("attempts", po::value<int>()->default_value(1000),
       "full grids tried for one puzzle before giving up on its givens")
      ("check-nodes", po::value<std::string>()->default_value("auto"),
       "search nodes per uniqueness check (the bitboard counter's for boxes up to 4x4, else "
       "the engine's): "
       "N, 0 for no limit, or auto (no limit below 20x20, 20000 up to 29x29, 2000 from 30x30); "
       "a check that runs out keeps its given, and the "
       "puzzle, still proven unique, may not be minimal (the report says); with --hard, a move "
       "whose check runs out is refused (auto: 4000000)")
      ("format,f", po::value<std::string>()->default_value("line"),
       "output format: line, grid, ints, or a profile")
      ("profile,p", po::value<std::string>(), "judge profile: a whole judge input")
      ("alphabet", po::value<std::string>(),
       "symbols for digits 1..N: digits, letters, hex, or the symbols themselves")
      ("with-solution", "the solution beside each puzzle (line: puzzle:solution; grid, ints: "
                        "the solution as the next case)")
      ("solutions", po::value<std::string>(), "write the answers (the judge's .ans) to FILE")
      ("report", po::value<std::string>(),
       "write a JSON line per puzzle to FILE (solve_nodes: DLX nodes to count it to two, null "
       "above 1000000; on 16x16 that count takes longer than the digging)")
      ("jobs,j", po::value<int>()->default_value(1), "threads (0: one per core); same output")
      ("shard", po::value<std::string>(),
       "make only shard i of n (i/n) of the run; the shards' outputs, concatenated in order, "
       "are the whole run's")
      ("out", po::value<std::string>(), "write the puzzles to FILE (whole or not at all)")
      ("force", "replace existing files given to --out, --solutions, --report");
  po::options_description variant_options("Variant profiles (--profile hdu6341, p1074, p4929, zoj3209)");
  variant_options.add_options()
      ("cases", po::value<int>(), "cases T in the test")
      ("mode", po::value<std::string>(), "the variant's kind of test (see below)")
      ("hard", po::value<std::string>()->implicit_value(""),
       "variants: --mode hard; Sudoku: --hard PROBE searches for puzzles hard for a probe (dlx, "
       "the default, dlx-count, bitmask, propagate, naive); it stops at --evaluations or "
       "--budget-nodes, whichever comes first, and --count K gives the hardest puzzle of each "
       "of K climbs of its own (far apart; the report gives each one's nearest_distance)")
      ("evaluations", po::value<std::uint64_t>(), "--hard: probe runs before it stops (default 2000)")
      ("budget-nodes", po::value<std::uint64_t>(),
       "--hard: also stop after this many search nodes in all, probes and checks (default "
       "400000000: about 80 s on 16x16 on a 2-core VM; 0: none); the output stays a function "
       "of the seed")
      ("budget-minutes", po::value<double>(),
       "--hard: also stop after this much wall time (the output then depends on the machine)")
      ("one-climb", "--hard --count K: the K hardest distinct puzzles of one search (near "
                    "copies of each other), not the hardest of K climbs of their own")
      ("starts", po::value<int>(), "--hard: minimal puzzles to start from (default 8)")
      ("tries", po::value<int>(), "hard modes: candidates measured per case")
      ("rotated", po::value<int>(), "hdu6341: regions turned")
      ("rows", po::value<int>(), "p4929: rows N; zoj3209: board height m")
      ("columns", po::value<int>(), "p4929: columns M; zoj3209: board width n")
      ("pieces", po::value<int>(), "p4929: rows of the planted cover; zoj3209: pieces p")
      ("ones", po::value<int>(), "p4929: at most this many 1s");
  visible.add(variant_options);

  po::variables_map vm;
  if (const std::string error = parse_command_line(args, visible, {}, vm); !error.empty()) {
    return usage_error(error);
  }
  if (vm.count("version")) {
    GenCommand result;
    result.help = true;
    result.input = version_line("sudokit-gen") + "\n";
    return result;
  }
  if (vm.count("help")) {
    std::ostringstream help;
    help << "Usage: sudokit-gen [OPTIONS]\n"
            "       sudokit-gen package PLAN --out DIR [--layout L] [--force]\n"
                 "Generates Sudoku puzzles with exactly one solution, of any box shape: a random\n"
                 "full grid (a randomised search, not uniform sampling over all grids), then its\n"
                 "cells in random order (or in symmetric groups), each removed if the solution\n"
                 "stays unique. By default the output is minimal: no given (with --symmetry, no\n"
                 "symmetric group of givens) can be removed without a second solution; from\n"
                 "20x20 up the checks have a node budget (--check-nodes) and a given whose check\n"
                 "runs out stays, so those puzzles are unique but may not be minimal. For boxes\n"
                 "up to 4x4 (9x9, 16x16, ...) the checks search a bitboard counter that\n"
                 "propagates singles and locked candidates, else the exact-cover engine (DLX):\n"
                 "the same answers either way.\n"
                 "--givens and --min-givens stop digging early: those puzzles are unique but\n"
                 "not minimal. Same options and seed, same bytes, whatever --jobs and --shard.\n\n"
              << visible
              << "\nVariants: one run makes one whole test (T cases) from --seed; --out gets the\n"
                 "input, --solutions the answers (from the variant's solver), --report a JSON\n"
                 "line per case. --givens, --min-givens, --max-givens and --box apply as noted.\n"
              << variant_help()
              << "\npackage: a whole judge test set from a test plan; see sudokit-gen package\n"
                 "--help.\n"
              << "\nExit status: 0 done; 1 a puzzle with the asked givens was not found within\n"
                 "--attempts grids (nothing is written); 2 usage error; 3 internal error.\n";
    GenCommand result;
    result.help = true;
    result.input = help.str();
    return result;
  }

  // --profile P, or --format P naming a judge: that judge's input; else a generic format.
  const std::string format_name =
      vm.count("profile") ? vm["profile"].as<std::string>() : vm["format"].as<std::string>();
  const Judge* judge = find_judge(format_name);
  if (const Variant* variant = judge ? judge->variant() : nullptr) {
    return generate_variant(*variant, vm);
  }
  for (const char* option : {"cases", "mode", "tries", "rotated", "rows", "columns",
                             "pieces", "ones"}) {
    if (vm.count(option)) {
      return usage_error("--" + std::string(option) + " is for the variant profiles (hdu6341, "
                         "p1074, p4929, zoj3209)");
    }
  }

  // The format, and from it (or --box) the shape.
  const TextFormat* format = judge ? judge->puzzle_format() : find_text_format(format_name);
  if (format == nullptr || (!judge && !format->any_layout)) {
    return usage_error(vm.count("profile")
                           ? "unknown profile '" + format_name + "' (profiles: " + profile_names() + ")"
                           : "unknown format '" + format_name + "' (formats: " + format_names(false) + ")");
  }
  Shape shape{3, 3};
  if (vm.count("box")) {
    std::string error;
    const auto parsed = parse_shape(vm["box"].as<std::string>(), &error);
    if (!parsed) return usage_error("--box: " + error);
    shape = *parsed;
    if (format->shape && !(*format->shape == shape)) {
      return usage_error("--box " + shape.name() + " does not fit " + format->name + " (" +
                         format->shape->name() + " boxes)");
    }
  } else if (format->shape) {
    shape = *format->shape;
  }
  std::string alphabet = format_alphabet(*format, shape);
  if (vm.count("alphabet") && format->alphabet.empty()) {
    std::string error;
    alphabet = resolve_alphabet(vm["alphabet"].as<std::string>(), shape.size(), &error);
    if (alphabet.empty()) return usage_error("--alphabet: " + error);
  }
  if (alphabet.empty() && format->layout != Layout::ints) {
    return usage_error("size " + std::to_string(shape.size()) +
                       " has no default symbols: use --format ints or --alphabet");
  }

  if (vm.count("hard")) return generate_hard(vm, *format, shape, alphabet);
  for (const char* option : {"evaluations", "budget-minutes", "budget-nodes", "starts", "one-climb"}) {
    if (vm.count(option)) return usage_error("--" + std::string(option) + " goes with --hard");
  }

  GenRequest request;
  request.format = format;
  request.alphabet = alphabet;
  request.with_solution = vm.count("with-solution") > 0;
  if (request.with_solution && format->shape) {
    return usage_error("--with-solution is for the generic formats; a judge's answers go to "
                       "--solutions FILE");
  }
  request.total = vm["count"].as<std::size_t>();
  if (request.total == 0) return usage_error("--count must be at least 1");
  if (format->max_cases > 0 && request.total > static_cast<std::size_t>(format->max_cases)) {
    return usage_error(format->name + " inputs hold at most " + std::to_string(format->max_cases) +
                       " puzzle(s); use one file per test");
  }

  GenerateOptions& options = request.batch.options;
  const auto symmetry = parse_symmetry(vm["symmetry"].as<std::string>());
  if (!symmetry) {
    return usage_error("unknown symmetry '" + vm["symmetry"].as<std::string>() + "'; one of " +
                       symmetry_names());
  }
  options.symmetry = *symmetry;
  options.attempts = vm["attempts"].as<int>();
  if (options.attempts < 1) return usage_error("--attempts must be at least 1");
  // Proving sparse 20x20 and larger grids unique can take DLX millions of nodes a check;
  // unbounded, a 25x25 minimal puzzle takes more than 5 minutes, with 20000 about 2 s; a
  // 36x36 one takes 5.6 s with 20000 and 0.9 s with 2000 (637 givens instead of 634).
  const auto check_nodes =
      parse_check_nodes(vm, shape.size() >= 30 ? 2000 : shape.size() >= 20 ? 20000 : 0);
  if (!check_nodes) return usage_error(check_nodes_error(vm));
  options.check_nodes = *check_nodes;
  if (vm.count("givens") && (vm.count("min-givens") || vm.count("max-givens"))) {
    return usage_error("--givens K is --min-givens K --max-givens K; give one or the others");
  }
  if (vm.count("givens")) options.min_givens = options.max_givens = vm["givens"].as<int>();
  if (vm.count("min-givens")) options.min_givens = vm["min-givens"].as<int>();
  if (vm.count("max-givens")) options.max_givens = vm["max-givens"].as<int>();
  for (const char* name : {"givens", "min-givens", "max-givens"}) {
    if (!vm.count(name)) continue;
    const int value = vm[name].as<int>();
    if (value < 1 || value > shape.cells()) {
      return usage_error("--" + std::string(name) + " " + std::to_string(value) +
                         " is out of range for " + shape.name() + " boxes (1.." +
                         std::to_string(shape.cells()) + ")");
    }
  }
  std::string reason;
  const int fewest = fewest_givens(shape, &reason);
  if (options.max_givens > 0 && options.min_givens > options.max_givens) {
    return usage_error("--min-givens is above --max-givens");
  }
  if (options.max_givens > 0 && options.max_givens < fewest) {
    return usage_error("impossible: at most " + std::to_string(options.max_givens) +
                       " givens, but " + reason);
  }
  if (options.max_givens > 0) {  // digging keeps at least min_givens: they must fit the groups
    const std::string why = unreachable_givens(shape, options.symmetry,
                                               std::max(options.min_givens, fewest), options.max_givens);
    if (!why.empty()) return usage_error("impossible: " + why);
  }

  Shard shard;
  if (vm.count("shard")) {
    std::string error;
    const auto parsed = parse_shard(vm["shard"].as<std::string>(), &error);
    if (!parsed) return usage_error("--shard: " + error);
    shard = *parsed;
  }
  int jobs = vm["jobs"].as<int>();
  if (jobs < 0) return usage_error("--jobs must be 0 (one per core) or more");
  if (jobs == 0) jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  if (vm.count("force") && !vm.count("out") && !vm.count("solutions") && !vm.count("report")) {
    return usage_error("--force goes with --out, --solutions or --report");
  }

  BatchRequest& batch = request.batch;
  batch.shape = shape;
  batch.seed = vm["seed"].as<std::uint64_t>();
  std::tie(batch.begin, batch.end) = shard_range(request.total, shard);
  batch.jobs = jobs;
  batch.measure_solve = vm.count("report") > 0;
  std::string seed_line = "sudokit-gen: seed " + std::to_string(batch.seed);
  if (vm.count("shard")) {  // indices from 0, as in --report
    seed_line += ", shard " + std::to_string(shard.index) + "/" + std::to_string(shard.count) + ": ";
    if (batch.begin == batch.end) {
      seed_line += "no puzzles (the run has " + std::to_string(request.total) + ")";
    } else {
      seed_line += "indices " + std::to_string(batch.begin) + "-" + std::to_string(batch.end - 1) +
                   " of " + std::to_string(request.total);
    }
  }
  seed_line += "\n";
  if (progress.note) {
    progress.note(seed_line);
    seed_line.clear();
  }
  if (progress.step && batch.end - batch.begin > 1) batch.progress = progress.step;

  const GenRun run = run_gen(request);
  GenCommand result = made(vm, run.puzzles, run.solutions, run.report, seed_line + run.err);
  result.exit_code = run.exit_code;
  result.failure = run.failure;
  result.profile = format->name;
  return result;
}

}  // namespace sudokit
