// SPDX-License-Identifier: MIT
// sudokit-gen's command lines, and its package's plan lines, parsed into typed specs
// (Boost.Program_options stays here, in the tool): the options table, --help, and the
// composition of parse and run for the front end and for packages.
#include "gen/cli.hpp"

#include "common/text/puzzle_files.hpp"
#include "gen/render.hpp"
#include "gen/scramble.hpp"

#include <algorithm>
#include <boost/program_options.hpp>
#include <cstdint>
#include <exception>
#include <filesystem>
#include <sstream>
#include <string>

#include "common/cli/cli_options.hpp"
#include "common/judge/variant.hpp"
#include "common/run/program.hpp"
#include "common/sudoku/explainer.hpp"
#include "common/text/io.hpp"
#include "common/setting/layouts.hpp"
#include "gen/test_maker.hpp"
#include "solve/counting.hpp"

namespace sudokit {

namespace po = boost::program_options;

namespace {

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

// The options of programs run against tests (--hard --against, stress).
po::options_description program_options() {
  po::options_description program_options("Programs (--hard with --against; sudokit-gen stress)", 80, 50);
  program_options.add_options()
      ("against", po::value<std::vector<std::string>>()->composing(),
       "a program: a source (.c, .cpp: compiled; .py), an executable or a command line "
       "(no shell), run with the limits below in a scratch folder; repeatable")
      ("time-limit", po::value<double>()->default_value(2), "CPU seconds per run (wall: twice that plus one)")
      ("memory-limit", po::value<int>()->default_value(1024), "MiB of address space per run")
      ("compile", po::value<std::string>()->default_value("g++ -O2 -std=c++17"),
       "compiler command for C and C++ sources");
  return program_options;
}

po::options_description gen_options() {
  // One line an option where it fits in 80 columns: the description column is at 29.
  po::options_description visible("Options", 80, 50);
  visible.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("count,n", po::value<std::size_t>()->default_value(1), "puzzles in the run")
      ("seed,s", po::value<std::uint64_t>(), "seed of the run (default: a fresh one, printed)")
      ("box", po::value<std::string>(), "box shape RxC (default 3x3; 2x3, 4x4, ...)")
      ("variant", po::value<std::string>(), "x, windoku, jigsaw, killer, or joined: jigsaw+x")
      ("symmetry", po::value<std::string>()->default_value("none"),
       "none, rot180, rot90, mirror-h, mirror-v, diagonal, anti-diagonal")
      ("givens", po::value<int>(), "exactly K givens (not minimal)")
      ("min-givens", po::value<int>(), "dig no further than A givens")
      ("max-givens", po::value<int>(), "keep only puzzles with at most B givens")
      ("attempts", po::value<int>()->default_value(1000), "full grids tried for one puzzle")
      ("check-nodes", po::value<std::string>()->default_value("auto"),
       "nodes per check: N, 0 (none) or auto (by size)")
      ("counter", po::value<std::string>()->default_value("auto"), "the checks' searcher: auto, dlx, bitboard, sat")
      ("method", po::value<std::string>()->default_value("auto"), "dig, add (givens until unique, then dig), auto")
      ("format,f", po::value<std::string>()->default_value("line"), "line, grid, ints, pretty, or a profile")
      ("profile,p", po::value<std::string>(), "judge profile: a whole judge input (a problem of your own: --problem FILE, docs/problems.md)")
      ("alphabet", po::value<std::string>(), "symbols: digits, letters, hex, or the symbols")
      ("with-solution", "each solution beside its puzzle")
      ("solutions", po::value<std::string>(), "write the answers (the judge's .ans) to FILE")
      ("report", po::value<std::string>(), "write a JSON line per puzzle to FILE")
      ("report-times", "with --report: solve_seconds on this machine")
      ("jobs,j", po::value<int>()->default_value(1), "threads (0: one per core); the same output")
      ("level", po::value<std::string>(), "keep puzzles of one logical level: singles, locked-pairs, search")
      ("se", po::value<std::string>(), "only SE ratings in MIN..MAX (or one rating)")
      ("distinct", "no two puzzles alike up to relabelling and moves")
      ("shard", po::value<std::string>(), "make only shard i of n (i/n) of the run")
      ("out", po::value<std::string>(), "write the puzzles to FILE")
      ("sheet", po::value<std::string>(), "also draw the puzzles on FILE.pdf, .svg or .png")
      ("sheet-answers", "with --sheet: answer pages")
      ("force", "replace existing files");
  po::options_description variant_options("Variant profiles and hard puzzles", 80, 50);
  variant_options.add_options()
      ("cases", po::value<int>(), "cases T in the test")
      ("mode", po::value<std::string>(), "the variant's kind of test (below); a problem file's classes of cases (illegal,impossible,unique,ambiguous; a validation's invalid,valid)")
      ("hard", po::value<std::string>()->implicit_value(""),
       "variants: --mode hard; Sudoku: puzzles hard for PROBES (dlx, dlx-count, bitmask, propagate, naive, "
       "bitboard; comma separated) and the --against programs; with --variant (X, windoku, jigsaw) its puzzles, bitboard aside")
      ("evaluations", po::value<std::uint64_t>(), "--hard: probe runs (default 2000)")
      ("budget-nodes", po::value<std::uint64_t>(), "--hard: nodes in all (default 400000000; 0: none)")
      ("budget-minutes", po::value<double>(), "--hard: wall time (then machine-dependent)")
      ("one-climb", "--hard --count K: the K hardest of one climb")
      ("starts", po::value<int>(), "--hard: minimal puzzles to start from (default 8)")
      ("tries", po::value<int>(), "hard modes: candidates measured per case")
      ("rotated", po::value<int>(), "hdu6341: regions turned")
      ("rows", po::value<int>(), "p4929: rows N; zoj3209: board height m")
      ("columns", po::value<int>(), "p4929: columns M; zoj3209: board width n")
      ("pieces", po::value<int>(), "p4929: planted cover's rows; zoj3209: pieces p")
      ("ones", po::value<int>(), "p4929: at most this many 1s");
  visible.add(variant_options);
  visible.add(program_options());
  return visible;
}

std::string gen_help() {
  const po::options_description visible = gen_options();
  std::ostringstream help;
  // The GNU way ("  or:" lines), which help2man makes the man page's SYNOPSIS of.
  help << "Usage: sudokit-gen [OPTIONS]\n"
          "  or:  sudokit-gen package PLAN --out DIR [--layout L] [--force]\n"
          "  or:  sudokit-gen stress --profile P --against PROG [OPTIONS]\n"
          "  or:  sudokit-gen scramble (--rotate | --isomorph) [OPTIONS] [FILE...]\n"
          "  or:  sudokit-gen render --out SHEET.pdf|svg|png [--answers] [OPTIONS] [FILE...]\n"
          "  or:  sudokit-gen problem init|check FILE\n"
          "Generates Sudoku puzzles with exactly one solution, of any box shape: a random full\n"
          "grid, then its cells in random order, each removed if the solution stays unique.\n"
          "The puzzles are minimal unless --givens or --min-givens stop early, or (from 25x25\n"
          "up, by default) a check runs out of --check-nodes: stderr names those. Same options\n"
          "and seed, same bytes, whatever --jobs and --shard. Every option, with examples:\n"
          "docs/guide.md (installed in share/doc/sudokit).\n\n"
       << visible
       << "\nVariants: a run makes one test of --cases T; --solutions gets the answers.\n"
       << variant_help()
       << "\nCommands: package (a judge test set from a plan), stress (tests that fail your\n"
          "programs), scramble (your grids in disguise), render (a printable sheet); each has\n"
          "--help.\n"
       << "\nExit status: 0 done; 1 no puzzle with the asked givens or rating within --attempts\n"
          "grids, or --distinct ran out of tries (no file written); 2 usage error; 3 internal\n"
          "error.\n";
  return help.str();
}

}  // namespace

namespace {

// --check-nodes: a number, or auto (nullopt in *value); false if it is neither.
bool check_nodes_of(const std::string& text, std::optional<std::uint64_t>* value) {
  if (text == "auto") return true;
  std::size_t used = 0;
  try {
    *value = std::stoull(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  return used > 0 && used == text.size() && text[0] != '-';
}

// --hard's probes, comma separated, each once; "" or what is wrong.
std::string probes_of(const std::string& text, std::vector<Probe>* probes) {
  for (std::size_t at = 0; !text.empty() && at <= text.size();) {
    const std::size_t end = std::min(text.find(',', at), text.size());
    const std::string name = text.substr(at, end - at);
    at = end + 1;
    const auto probe = parse_probe(name);
    if (!probe) return "--hard: unknown probe '" + name + "'; " + probe_names(", ");
    if (std::find(probes->begin(), probes->end(), *probe) != probes->end()) {
      return "--hard: probe '" + name + "' named twice";
    }
    probes->push_back(*probe);
  }
  return "";
}

// Reads into the spec the values that the words of a parsed command line name (a box, a
// symmetry, ...); "" or what is wrong.
std::string read_words(const po::variables_map& vm, GenSpec& spec) {
  const auto word = [&vm](const char* name) { return vm.count(name) ? vm[name].as<std::string>() : std::string(); };
  std::string error;
  if (vm.count("box")) {
    spec.box = parse_shape(word("box"), &error);
    if (!spec.box) return "--box: " + error;
  }
  if (vm.count("variant")) {
    const std::optional<VariantKind> kind = parse_variant(word("variant"), &error);
    if (!kind) return error;
    spec.variant = *kind;
  }
  const auto symmetry = parse_symmetry(word("symmetry"));
  if (!symmetry) return "unknown symmetry '" + word("symmetry") + "'; one of " + symmetry_names();
  spec.symmetry = *symmetry;
  if (!check_nodes_of(word("check-nodes"), &spec.check_nodes)) {
    return "--check-nodes: expected a number or auto, found '" + word("check-nodes") + "'";
  }
  const auto counter = parse_counter_or_sat(word("counter"), &spec.sat, &error);
  if (!counter) return error;
  spec.counter = *counter;
  const std::string method = word("method");
  if (method != "auto" && method != "dig" && method != "add") {
    return "--method: unknown method '" + method + "'; one of auto, dig, add";
  }
  spec.method = method == "dig" ? DigMethod::dig : method == "add" ? DigMethod::add : DigMethod::automatic;
  if (vm.count("level")) {
    spec.level = parse_logic_level(word("level"));
    if (!spec.level) return "--level: unknown level '" + word("level") + "'; one of singles, locked-pairs, search";
  }
  if (vm.count("se")) {
    spec.se = parse_se_band(word("se"));
    if (!spec.se) {
      return "--se: expected MIN..MAX (ratings 1.0 to 11.9, as 3.0..4.4) or one rating, found '" + word("se") + "'";
    }
  }
  if (vm.count("shard")) {
    spec.shard = parse_shard(word("shard"), &error);
    if (!spec.shard) return "--shard: " + error;
  }
  if (vm.count("sheet")) {
    const auto format = sheet_format_of(word("sheet"), &error);
    if (!format) return "--sheet: " + error;
    spec.sheet_format = *format;
  }
  if (vm.count("hard")) {
    spec.hard.emplace();
    if (std::string why = probes_of(word("hard"), &*spec.hard); !why.empty()) return why;
  }
  return "";
}

// The spec the options of a parsed command line say; nullopt with *usage.
std::optional<GenSpec> spec_from(const po::variables_map& vm, std::string* usage) {
  GenSpec spec;
  for (const auto& [name, value] : vm) {
    if (!value.defaulted()) spec.given.insert(name);
  }
  const auto take = [&vm](const char* name, auto& field) {
    if (vm.count(name)) field = vm[name].as<std::decay_t<decltype(field)>>();
  };
  // An optional field: set when the option was written.
  const auto take_given = [&vm](const char* name, auto& field) {
    if (vm.count(name) && !vm[name].defaulted()) field = vm[name].as<typename std::decay_t<decltype(field)>::value_type>();
  };
  take("count", spec.count);
  take_given("seed", spec.seed);
  take_given("givens", spec.givens);
  take_given("min-givens", spec.min_givens);
  take_given("max-givens", spec.max_givens);
  take("attempts", spec.attempts);
  take("format", spec.format);
  take_given("profile", spec.profile);
  take_given("alphabet", spec.alphabet);
  spec.with_solution = vm.count("with-solution") > 0;
  take("jobs", spec.jobs);
  const auto jobs = jobs_option(spec.jobs, usage);
  if (!jobs) return std::nullopt;
  spec.jobs = *jobs;
  spec.distinct = vm.count("distinct") > 0;
  take_given("sheet", spec.sheet);
  spec.sheet_answers = vm.count("sheet-answers") > 0;
  take_given("out", spec.out);
  take_given("solutions", spec.solutions);
  take_given("report", spec.report);
  spec.report_times = vm.count("report-times") > 0;
  spec.force = vm.count("force") > 0;
  take_given("cases", spec.cases);
  take_given("mode", spec.mode);
  take_given("evaluations", spec.evaluations);
  take_given("budget-nodes", spec.budget_nodes);
  take_given("budget-minutes", spec.budget_minutes);
  take_given("starts", spec.starts);
  spec.one_climb = vm.count("one-climb") > 0;
  take_given("tries", spec.tries);
  take_given("rotated", spec.rotated);
  take_given("rows", spec.rows);
  take_given("columns", spec.columns);
  take_given("pieces", spec.pieces);
  take_given("ones", spec.ones);
  take("against", spec.against);
  take("time-limit", spec.time_limit);
  take("memory-limit", spec.memory_limit);
  take("compile", spec.compile);
  if (std::string error = read_words(vm, spec); !error.empty()) {
    *usage = error;
    return std::nullopt;
  }
  return spec;
}

}  // namespace

GenSpecParse parse_gen_args(const std::vector<std::string>& args) {
  GenSpecParse parsed;
  po::variables_map vm;
  if (const std::string error = parse_command_line(args, gen_options(), {}, vm); !error.empty()) {
    parsed.usage = error;
    return parsed;
  }
  if (vm.count("version")) {
    parsed.text = version_line("sudokit-gen") + "\n";
    return parsed;
  }
  if (vm.count("help")) {
    parsed.text = gen_help();
    return parsed;
  }
  parsed.spec = spec_from(vm, &parsed.usage);
  return parsed;
}

GenCommand run_gen_command(const std::vector<std::string>& args, const GenProgress& progress,
                           std::optional<std::uint64_t> fresh_seed) {
  GenSpecParse parsed = parse_gen_args(args);
  GenCommand result;
  if (!parsed.spec) {
    result.help = parsed.usage.empty();
    result.input = parsed.text;
    result.usage = parsed.usage;
    return result;
  }
  GenSpec& spec = *parsed.spec;
  if (!spec.seed && fresh_seed) {
    if (spec.shard) {
      result.usage = "--shard needs --seed S, the same in every shard: each shard makes its part of one run";
      return result;
    }
    spec.seed = *fresh_seed;
    spec.fresh_seed = true;
  }
  return run_gen_spec(spec, progress);
}

namespace {
// A folder of the data shipped with the tools: share/sudokit/NAME in the executable's folder
// (the build tree) or its parent (an installed prefix); "" when neither exists.
std::string shared_data(const std::string& name) {
  std::error_code ec;
  const std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) return "";
  for (const std::filesystem::path& root : {exe.parent_path(), exe.parent_path().parent_path()}) {
    const std::filesystem::path folder = root / "share" / "sudokit" / name;
    if (std::filesystem::is_directory(folder, ec)) return folder.string();
  }
  return "";
}
}  // namespace

PackageRun run_package_command(const std::vector<std::string>& args, const PackageProgress& progress) {
  PackageRun run;
  const auto usage = package_usage_error;
  po::options_description visible("Options", 80, 50);
  visible.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("out,o", po::value<std::string>(), "the package folder to write (whole or not at all)")
      ("layout,l", po::value<std::string>()->default_value("plain"),
       "plain, polygon, kattis, domjudge; or several, comma separated: a folder each")
      ("format-version", po::value<std::string>(),
       "kattis, domjudge: 2025-09 or legacy (default: 2025-09 for kattis, legacy for domjudge)")
      ("time-limit", po::value<int>()->default_value(2), "seconds per test")
      ("uuid", po::value<std::string>(), "kattis, domjudge: the problem's uuid (default: from the plan)")
      ("zip", "write a zip file (LAYOUT.zip with several) instead of a folder")
      ("force", "replace the folder (or zip file) if it exists")
      ;
  add_node_limit_option(visible);
  visible.add_options()
      ("invalid-bank", po::value<std::string>(),
       "the invalid inputs per profile (default: share/sudokit/invalid)")
      ("judge-host", po::value<std::string>(),
       "the parts of validator.cpp, checker.cpp, solution.cpp (default: share/sudokit/judge-host)");
  po::options_description strength("Submissions (the tests' strength)", 80, 50);
  strength.add_options()
      ("against", po::value<std::string>(),
       "a folder of submissions as Kattis keeps them (accepted/, wrong_answer/, time_limit_exceeded/, "
       "run_time_error/, rejected/): see below")
      ("memory-limit", po::value<int>()->default_value(1024), "MiB of address space per run of a program")
      ("compile", po::value<std::string>()->default_value("g++ -O2 -std=c++17"),
       "compiler command for C and C++ sources")
      ("search-tests", po::value<std::uint64_t>()->default_value(200),
       "tests tried for a stress line, or for a submission no test catches")
      ("search-seconds", po::value<double>()->default_value(120), "and the wall time for it");
  visible.add(strength);
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
            "  sample FILE                   a hand-written sample (FILE relative to the plan)\n"
            "  [LABEL:] file FILE            a hand-written secret test\n"
            "  [LABEL:] [N x] PROFILE ARGS   sudokit-gen --profile PROFILE ARGS; 'N x' makes N\n"
            "                                tests with --seed S, S+1, ... (S: the line's --seed,\n"
            "                                or 1000 x the line number); --hard --against FILE\n"
            "                                (relative to the plan) measures a program\n"
            "  [LABEL:] [N x] stress PROGRAM PROFILE ARGS\n"
            "                                a test PROGRAM (relative to the plan) fails: the\n"
            "                                first of the line's tests it fails (sudokit-gen\n"
            "                                stress), shrunk; none within --search-tests and\n"
            "                                --search-seconds: nothing is written\n"
            "PROFILE may be a problem file (FILE.yaml, relative to the plan: docs/problems.md).\n"
            "Every line names the same profile. LABEL names the tests in the Kattis layout\n"
            "(default: the --mode, else 'random').\n\n"
         << visible
         << "\nLayouts:\n";
    for (const PackageLayout& layout : package_layouts()) {
      help << "  " << layout.name << std::string(10 - layout.name.size(), ' ') << layout.summary << "\n";
    }
    help << "Every layout holds validator.cpp, solution.cpp and, where needed, checker.cpp: short\n"
            "C++17 files for a reviewer to read, on the standard library and testlib's interface\n"
            "only (no sudokit on the judge host); and manifest.jsonl: per test its command, the\n"
            "SHA-256 of its files, cases, givens, search nodes. The same plan, the same bytes.\n\n"
            "With --against DIR every submission runs on every test, judged by the checker. One\n"
            "that no test catches starts a search for a test that does (stress over the plan's\n"
            "lines; for a slow one on a Sudoku profile, a hard search measuring it), which joins\n"
            "as catch-NAME. An accepted one that fails, or one not caught with its folder's\n"
            "verdict: nothing is written. The submissions are copied in, and the manifest says\n"
            "per test the submissions it catches and per submission the tests that catch it\n"
            "(the kill matrix, printed too).\n\n"
            "Exit status: 0 written; 1 a test could not be made or failed its validator, or a\n"
            "submission is not caught as its folder expects (nothing written); 2 usage, plan or\n"
            "file error (a program that does not compile).\n";
    run.out = help.str();
    return run;
  }
  if (!vm.count("plan") || vm["plan"].as<std::vector<std::string>>().size() != 1) {
    return usage("package takes one PLAN file");
  }
  if (!vm.count("out")) return usage("package needs --out DIR");
  PackageRequest request;
  request.plan = vm["plan"].as<std::vector<std::string>>().front();
  request.out = vm["out"].as<std::string>();
  request.layout = vm["layout"].as<std::string>();
  request.force = vm.count("force") > 0;
  if (vm.count("format-version")) request.format_version = vm["format-version"].as<std::string>();
  request.time_limit = vm["time-limit"].as<int>();
  if (vm.count("uuid")) request.uuid = vm["uuid"].as<std::string>();
  request.zip = vm.count("zip") > 0;
  request.node_limit = vm["node-limit"].as<std::uint64_t>();
  request.invalid_bank =
      vm.count("invalid-bank") ? vm["invalid-bank"].as<std::string>() : shared_data("invalid");
  request.judge_host_dir =
      vm.count("judge-host") ? vm["judge-host"].as<std::string>() : shared_data("judge-host");
  if (vm.count("against")) request.against = vm["against"].as<std::string>();
  request.memory_limit = vm["memory-limit"].as<int>();
  std::string limits_error;
  if (!program_limits(request.time_limit, request.memory_limit, &limits_error)) return usage(limits_error);
  request.compile = vm["compile"].as<std::string>();
  request.search_tests = vm["search-tests"].as<std::uint64_t>();
  request.search_seconds = vm["search-seconds"].as<double>();
  if (request.search_seconds < 0) return usage("--search-seconds must be 0 or more");
  return run_package(request, plan_maker(parse_gen_args), progress);
}

StressCommand run_stress_command(const std::vector<std::string>& args, const StressProgress& progress) {
  StressCommand run;
  const auto usage = [&run](const std::string& why) {
    run.usage = true;
    run.err = why;
    return run;
  };
  po::options_description stress_options("Stress");
  stress_options.add_options()
      ("tests", po::value<std::uint64_t>()->default_value(1000), "tests at most")
      ("budget-seconds", po::value<double>()->default_value(60),
       "wall time at most for the search, shrinking apart (0: none)")
      ("shrink-runs", po::value<std::uint64_t>()->default_value(300),
       "runs of a program at most while shrinking its witness (0: not shrunk)")
      ("shrink-seconds", po::value<double>()->default_value(60),
       "wall time at most while shrinking each witness")
      ("reference", po::value<std::string>(),
       "the reference solution, a program as --against, whose output is each test's answer "
       "(held to the problem by the checker); default: sudokit's own solver");
  add_node_limit_option(stress_options);
  po::options_description all = gen_options();
  all.add(stress_options);
  po::variables_map vm;
  if (const std::string error = parse_command_line(args, all, {}, vm); !error.empty()) return usage(error);
  if (vm.count("version")) {
    run.help = version_line("sudokit-gen") + "\n";
    return run;
  }
  if (vm.count("help")) {
    std::ostringstream help;
    help << "Usage: sudokit-gen stress --profile P --against PROG [--against PROG...] [OPTIONS]\n"
            "Finds tests that the programs fail: random tests from the profile's generator, with\n"
            "the generator options given (sudokit-gen --help lists them; --seed is the first\n"
            "test's, each next test the next seed), each checked by the profile's validator and\n"
            "answered by the reference, are judged against every program (AC, WA, TLE, MLE, OLE,\n"
            "RTE by the profile's own checker and the limits below) until each has failed one or\n"
            "the budget is spent. A program's witness is then shrunk while it still fails it the\n"
            "same way: fewer cases, then fewer blanks (Sudoku: filled from the solution; p1074:\n"
            "from a best solution), fewer turned regions (hdu6341), fewer rows and columns\n"
            "(p4929), fewer pieces (zoj3209). The report says, per program, the verdict, the test\n"
            "(its seed) and the shrinking; --out DIR writes each witness (NAME.in, NAME.ans) and\n"
            "stress.jsonl, whole or not at all (--force replaces DIR).\n\n"
         << stress_options << "\n"
         << program_options()
         << "\nExit status: 0 every program failed a test; 1 some program passed every test\n"
            "tried; 2 usage or input error (a program that does not compile, a reference that\n"
            "fails); 3 internal error.\n";
    run.help = help.str();
    return run;
  }
  std::string why;
  auto spec = spec_from(vm, &why);
  if (!spec) return usage(why);
  const std::string profile = spec->profile.value_or(spec->format);
  const Judge* judge = find_judge(profile);
  if (judge == nullptr) return usage("stress needs --profile: the judge whose tests are made (" + profile_names() + ")");
  if (spec->against.empty()) return usage("stress needs --against PROG: a program to find failing tests for");
  for (const char* option : {"solutions", "sheet", "sheet-answers", "with-solution", "shard", "report-times", "hard",
                             "distinct", "evaluations", "budget-nodes", "budget-minutes", "starts", "one-climb"}) {
    if (spec->has(option)) return usage("--" + std::string(option) + " does not go with stress");
  }
  StressRequest request;
  request.problem.judge = judge;
  request.budget.tests = vm["tests"].as<std::uint64_t>();
  request.budget.seconds = vm["budget-seconds"].as<double>();
  request.budget.shrink.runs = vm["shrink-runs"].as<std::uint64_t>();
  request.budget.shrink.seconds = vm["shrink-seconds"].as<double>();
  if (request.budget.shrink.seconds <= 0) return usage("--shrink-seconds must be more than 0");
  if (request.budget.seconds < 0) return usage("--budget-seconds must be 0 or more");
  if (request.budget.tests == 0) return usage("--tests must be at least 1");
  request.node_limit = vm["node-limit"].as<std::uint64_t>();
  if (vm.count("reference")) request.reference = vm["reference"].as<std::string>();
  request.programs = spec->against;
  request.time_limit = spec->time_limit;
  request.memory_limit = spec->memory_limit;
  request.compile = spec->compile;
  run.out = spec->out;
  run.report_file = spec->report;
  run.force = spec->force;
  // The tests: the generator's spec, without what is the stress's own.
  for (const char* own : {"against", "time-limit", "memory-limit", "compile", "out", "report", "force", "tests",
                          "budget-seconds", "shrink-runs", "shrink-seconds", "reference", "node-limit"}) {
    spec->given.erase(own);
  }
  spec->against.clear();
  spec->out.reset();
  spec->report.reset();
  spec->force = false;
  request.first_seed = spec->run_seed();
  request.problem.lines = {test_line(std::move(*spec))};
  const StressOutcome outcome = run_stress_request(request, progress);
  run.err = outcome.err;
  run.text = outcome.text;
  run.json = outcome.json;
  run.files = outcome.files;
  run.exit_status = outcome.exit_status;
  return run;
}

namespace {

// A subcommand that reads puzzle files (scramble, render): its options and the FILE words,
// parsed into vm.
std::string parse_file_command(const std::vector<std::string>& args, const po::options_description& visible,
                               po::variables_map& vm) {
  po::options_description hidden;
  hidden.add_options()("file", po::value<std::vector<std::string>>(), "input files");
  po::options_description all;
  all.add(visible).add(hidden);
  po::positional_options_description positional;
  positional.add("file", -1);
  return parse_command_line(args, all, positional, vm);
}

// --version or --help of such a subcommand: the text to print, else "".
std::string file_command_help(const po::variables_map& vm, const po::options_description& visible,
                              const std::string& about, const std::string& exit_status) {
  if (vm.count("version")) return version_line("sudokit-gen") + "\n";
  if (!vm.count("help")) return "";
  std::ostringstream help;
  help << about << visible << exit_status;
  return help.str();
}

// Its files (standard input when none is named) in the input options' format; nullopt with
// *usage (the options) or *error (the files: "sudokit-gen: ..." unless it names a place).
std::optional<std::vector<PuzzleFile>> read_command_files(const po::variables_map& vm, std::string* usage,
                                                          std::string* error) {
  const auto input = resolve_input(input_request(vm), usage);
  if (!input) return std::nullopt;
  const std::vector<std::string> paths =
      vm.count("file") ? vm["file"].as<std::vector<std::string>>() : std::vector<std::string>{"-"};
  bool malformed = false;
  std::string why;
  auto files = read_puzzle_files(paths, input->format_name, input->read, &why, &malformed);
  if (!files) *error = (malformed ? "" : "sudokit-gen: ") + why + "\n";
  return files;  // (X, windoku, jigsaw and killer puzzles too: sheets draw them, scrambles keep their houses)
}

}  // namespace

ScrambleRun run_scramble_command(const std::vector<std::string>& args) {
  ScrambleRun run;
  const auto usage = [&run](const std::string& why) {
    run.usage = true;
    run.err = why;
    return run;
  };
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("rotate", "turn the B x B regions (square boxes; HDU 6341)")
      ("isomorph", "an equivalence-preserving scramble: digits relabelled, rows within bands and "
       "bands, columns within stacks and stacks, and (square boxes) a transposition")
      ("back", po::value<std::string>(), "map the grids back through the RECORD of a scramble "
       "--isomorph, grid i by its line i's inverse: the scrambled puzzles' solutions become the "
       "original puzzles'")
      ("seed,s", po::value<std::uint64_t>()->default_value(1), "grid i is scrambled from a sub-seed of (seed, i)")
      ("turns", po::value<std::string>(), "rotate: the counter-clockwise turns (0-3) of every "
       "region, row-major, comma-separated, the same for every grid (default: 0-3 at random)")
      ("rotated", po::value<int>(), "rotate: exactly K regions turned, 1-3 times each, at random")
      ("record", po::value<std::string>(), "write a JSON line per grid: what was done (rotate: the "
       "turns, and the fewest restoring turns by the reference solver; isomorph: the map and its "
       "inverse)")
      ("out,o", po::value<std::string>(), "write the grids to FILE (default: standard output)")
      ("force", "replace --out and --record if they exist");
  add_input_options(visible, "read the grids as a judge profile's input (e.g. hdu6341), and write them so");
  add_node_limit_option(visible);
  po::variables_map vm;
  if (const std::string error = parse_file_command(args, visible, vm); !error.empty()) return usage(error);
  run.help = file_command_help(vm, visible,
      "Usage: sudokit-gen scramble (--rotate | --isomorph | --back RECORD) [OPTIONS] [FILE...]\n"
      "Scrambles your own grids or puzzles (files, or standard input; any format), each\n"
      "from a sub-seed of --seed, and writes them in the input's format.\n"
      "  --rotate    turns each B x B region counter-clockwise (HDU 6341 'Let Sudoku\n"
      "              Rotate'); the record gives the turns applied and, for a solved\n"
      "              grid, the fewest clockwise turns that restore a Sudoku, found by\n"
      "              the reference solver (sudokit-solve --profile hdu6341), which can\n"
      "              be fewer than were applied.\n"
      "  --isomorph  the same puzzle in disguise: row r of the output is row rows[r] of\n"
      "              the input (read transposed first when transpose is true), column c\n"
      "              its column cols[c] (both from 0), digit d written as digits[d-1];\n"
      "              the record's inverse maps the output's solution back to the\n"
      "              input's. A variant's (X, windoku, jigsaw, killer: sgt-puzzles ids,\n"
      "              written as ids) only by maps that keep its houses: X by row orders\n"
      "              symmetric about the middle (the columns' the same or mirrored), the\n"
      "              others by the rotations and reflections that keep their regions,\n"
      "              windows and cages; a killer's digits are not relabelled.\n"
      "  --back RECORD  that mapping back: the grids (the scrambled puzzles' solutions,\n"
      "              in order) through each line's inverse, written in the input's format.\n\n",
      "\nExit status: 0 written; 2 usage or input error (nothing written); 4 a minimum\n"
      "not settled within --node-limit (the grids and the record are written, the\n"
      "minimum null).\n");
  if (!run.help.empty()) return run;
  ScrambleRequest request;
  if (vm.count("rotate") + vm.count("isomorph") + vm.count("back") != 1) {
    return usage("scramble takes one of --rotate, --isomorph and --back RECORD");
  }
  request.kind = vm.count("rotate") ? ScrambleRequest::Kind::rotate
                 : vm.count("isomorph") ? ScrambleRequest::Kind::isomorph
                                        : ScrambleRequest::Kind::back;
  if (request.kind == ScrambleRequest::Kind::back) {
    if (vm.count("record")) return usage("--back writes no record");
    std::string why;
    const auto record = read_text_file(vm["back"].as<std::string>(), &why);
    if (!record) return usage("--back: " + why);
    const auto maps = parse_record_inverses(*record, &why);
    if (!maps) return usage("--back " + vm["back"].as<std::string>() + ": " + why);
    request.back = *maps;
  }
  if (request.kind == ScrambleRequest::Kind::isomorph && (vm.count("turns") || vm.count("rotated"))) {
    return usage("--turns and --rotated are for --rotate");
  }
  if (vm.count("turns") && vm.count("rotated")) return usage("give --turns or --rotated, not both");
  request.seed = vm["seed"].as<std::uint64_t>();
  if (vm.count("turns")) {
    std::string why;
    request.turns = parse_turns(vm["turns"].as<std::string>(), &why);
    if (!request.turns) return usage(why);
  }
  if (vm.count("rotated")) request.rotated = vm["rotated"].as<int>();
  request.node_limit = vm["node-limit"].as<std::uint64_t>();
  std::string error;
  const auto files = read_command_files(vm, &error, &run.err);
  if (!files) return run.err.empty() ? usage(error) : run;
  const Scrambled scrambled = scramble_grids(*files, request);
  if (!scrambled.ok()) {
    for (const std::string& why : scrambled.errors) {  // a place names itself; an option's error the tool
      run.err += (why.rfind("--", 0) == 0 ? "sudokit-gen: " : "") + why + "\n";
    }
    return run;
  }
  run.text = scrambled.text;
  run.record = scrambled.record;
  run.unsettled = scrambled.unsettled;
  if (vm.count("out")) run.out = vm["out"].as<std::string>();
  if (vm.count("record")) run.record_file = vm["record"].as<std::string>();
  run.force = vm.count("force") > 0;
  return run;
}

RenderRun run_render_command(const std::vector<std::string>& args) {
  RenderRun run;
  const auto usage = [&run](const std::string& why) {
    run.usage = true;
    run.err = why;
    return run;
  };
  po::options_description visible("Options");
  visible.add_options()
      ("help,h", "print this help and exit")
      ("version", "print the version and exit")
      ("out,o", po::value<std::string>(), "the sheet: FILE.pdf, FILE.svg or FILE.png (required)")
      ("answers", "answer pages after the puzzles (each puzzle must have exactly one solution)")
      ("paper", po::value<std::string>()->default_value("a4"), "a4 or letter")
      ("per-page", po::value<int>(), "puzzles per page (default: 6 up to 9x9, 2 up to 16x16, 1 above)")
      ("title", po::value<std::string>(), "a line at the top of every page")
      ("skip-bad", "leave out a puzzle that cannot be read or (--answers) has no unique answer, "
                   "with a warning on stderr, instead of drawing no sheet")
      ("force", "replace --out if it exists");
  add_input_options(visible, "read the puzzles as a judge profile's input");
  add_node_limit_option(visible);
  po::variables_map vm;
  if (const std::string error = parse_file_command(args, visible, vm); !error.empty()) return usage(error);
  run.help = file_command_help(vm, visible,
      "Usage: sudokit-gen render --out SHEET [OPTIONS] [FILE...]\n"
      "Draws the puzzles of the FILEs (or standard input; any format, up to 25x25) as a\n"
      "printable sheet with Cairo: numbered puzzles with thick box lines, in the symbols\n"
      "they were read in, and with --answers an answer page for each page (givens in\n"
      "black, the rest in grey), from the reference solver. A PDF has a page per sheet;\n"
      "an SVG or PNG (150 dpi) holds the pages one below the other, at most 20.\n\n",
      "\nExit status: 0 written (with --skip-bad, perhaps without some puzzles, each named\n"
      "on stderr); 1 a puzzle has no unique answer (--answers); 2 usage or input error; 4\n"
      "an answer not settled within --node-limit. Nothing is written unless the whole\n"
      "sheet is.\n");
  if (!run.help.empty()) return run;
  if (!vm.count("out")) return usage("render needs --out FILE.pdf, FILE.svg or FILE.png");
  RenderRequest request;
  std::string error;
  const auto format = sheet_format_of(vm["out"].as<std::string>(), &error);
  if (!format) return usage("--out: " + error);
  request.format = *format;
  const auto paper = parse_paper(vm["paper"].as<std::string>());
  if (!paper) return usage("--paper: '" + vm["paper"].as<std::string>() + "'; a4 or letter");
  request.sheet.paper = *paper;
  if (vm.count("per-page")) {
    request.sheet.per_page = vm["per-page"].as<int>();
    if (request.sheet.per_page < 1 || request.sheet.per_page > 20) return usage("--per-page must be 1 to 20");
  }
  if (vm.count("title")) request.sheet.title = vm["title"].as<std::string>();
  request.sheet.answers = vm.count("answers") > 0;
  request.skip_bad = vm.count("skip-bad") > 0;
  request.node_limit = vm["node-limit"].as<std::uint64_t>();
  const auto files = read_command_files(vm, &error, &run.err);
  if (!files) {
    if (run.err.empty()) return usage(error);
    run.exit_status = 2;
    return run;
  }
  const Rendered rendered = render_puzzle_files(*files, request);
  for (const std::string& why : rendered.skipped) run.err += "sudokit-gen render: warning: left out " + why + "\n";
  for (const std::string& why : rendered.errors) run.err += why + "\n";
  run.exit_status = rendered.exit_status;
  run.bytes = rendered.sheet.bytes;
  run.pages = rendered.sheet.pages;
  run.out = vm["out"].as<std::string>();
  run.force = vm.count("force") > 0;
  return run;
}

}  // namespace sudokit
