// SPDX-License-Identifier: MIT
#include "gen/command.hpp"

#include <algorithm>
#include <chrono>
#include <tuple>
#include <cstdint>
#include <cstdio>
#include <string>

#include "common/judge/registry.hpp"
#include "common/judge/variant.hpp"
#include "common/render/sheet.hpp"
#include "common/run/program.hpp"
#include "common/text/json.hpp"
#include "common/text/io.hpp"
#include "common/text/puzzle_files.hpp"
#include "common/text/sgt_id.hpp"
#include "gen/gen.hpp"
#include "gen/hard.hpp"
#include "common/sudoku/sudoku_solver.hpp"

namespace sudokit {

namespace {

GenCommand usage_error(std::string message) {
  GenCommand made;
  made.usage = std::move(message);
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
GenCommand made(const GenSpec& spec, std::string input, std::string answers,
                std::string report, std::string diagnostics) {
  GenCommand result;
  result.input = std::move(input);
  result.answers = std::move(answers);
  result.report = std::move(report);
  result.diagnostics = std::move(diagnostics);
  result.out = spec.out;
  result.solutions = spec.solutions;
  result.report_file = spec.report;
  result.sheet_file = spec.sheet;
  result.force = spec.force;
  return result;
}

// A variant profile: its generator makes one whole test (T cases) and its solver the answers.
GenCommand generate_variant(const Variant& variant, const GenSpec& spec) {
  for (const char* option : {"symmetry", "attempts", "check-nodes", "method", "count", "format"}) {
    const bool names_it = std::string(option) == "format" && spec.format == variant.name();
    if (spec.has(option) && !names_it) {
      return usage_error("--" + std::string(option) + " is for Sudoku puzzles, not " +
                         std::string(variant.name()));
    }
  }
  for (const char* option : {"alphabet", "with-solution", "shard", "distinct", "level", "se", "sheet",
                             "sheet-answers", "report-times", "against"}) {
    if (spec.has(option)) {
      return usage_error("--" + std::string(option) + " is for Sudoku puzzles, not " +
                         std::string(variant.name()));
    }
  }
  VariantGenOptions options;
  options.seed = spec.run_seed();
  options.cases = spec.cases;
  options.rotated = spec.rotated;
  options.givens = spec.givens;
  options.min_givens = spec.min_givens;
  options.max_givens = spec.max_givens;
  options.rows = spec.rows;
  options.columns = spec.columns;
  options.pieces = spec.pieces;
  options.ones = spec.ones;
  options.tries = spec.tries.value_or(0);
  options.mode = spec.mode.value_or("");
  if (spec.hard) {
    if (!spec.hard->empty()) {
      return usage_error("--hard takes no probe for " + std::string(variant.name()) +
                         " (it is --mode hard)");
    }
    if (!options.mode.empty() && options.mode != "hard") return usage_error("--hard is --mode hard");
    options.mode = "hard";
  }
  options.box = spec.box;
  const VariantRun run = variant.generate(options);
  if (run.outcome == VariantOutcome::refused) return usage_error(run.err);
  const bool failed = run.outcome != VariantOutcome::done;
  GenCommand result = made(spec, run.out, run.answer, run.report,
                           "sudokit-gen: " + spec.seed_words() + "\n" + (failed ? "" : run.err));
  if (failed) {  // the variant's own words, on one line
    result.failure = run.err.rfind("sudokit-gen: ", 0) == 0 ? run.err.substr(13) : run.err;
    while (!result.failure.empty() && result.failure.back() == '\n') result.failure.pop_back();
    for (char& c : result.failure) c = c == '\n' ? ' ' : c;
  }
  result.profile = std::string(variant.name());
  return result;
}

// A cost's ratio to the starting puzzles' median, to one decimal (the report's and the
// diagnostics' figure).
std::string ratio_text(std::uint64_t cost, std::uint64_t median) {
  char text[32];
  std::snprintf(text, sizeof text, "%.1f", (static_cast<double>(cost) + 1) / (static_cast<double>(median) + 1));
  return std::string(text);
}

// --hard's report: a JSON line per puzzle, hardest first, with each probe's cost (`apart`:
// nearest_distances of the puzzles).
std::string hard_report(const HardRun& run, std::uint64_t seed, const std::vector<int>& apart) {
  std::string report;
  for (std::size_t i = 0; i < run.puzzles.size(); ++i) {
    const HardPuzzle& p = run.puzzles[i];
    std::string costs;
    for (std::size_t k = 0; k < run.probes.size(); ++k) {
      const HardProbe& probe = run.probes[k];
      costs += std::string(costs.empty() ? "" : ",") + json_string(probe.name) + ":{";
      if (!probe.measured) {
        costs += "\"measured\":false}";
        continue;
      }
      costs += "\"cost\":" + std::to_string(p.costs[k]) + ",\"unit\":\"" + probe.unit + "\",\"start_median\":" +
               std::to_string(probe.start_median) + ",\"ratio\":" + ratio_text(p.costs[k], probe.start_median) +
               (p.verdicts[k].empty() ? "" : ",\"verdict\":\"" + p.verdicts[k] + "\"") + "}";
    }
    report += "{\"rank\":" + std::to_string(i + 1) + ",\"seed\":" + std::to_string(seed) +
              ",\"givens\":" + std::to_string(p.puzzle.givens()) + ",\"probe\":" + json_string(run.probes.front().name) +
              ",\"nodes\":" + std::to_string(p.effort()) + ",\"start_median\":" + std::to_string(run.start_median()) +
              ",\"probes\":{" + costs + "}" +
              ",\"nearest_distance\":" + (apart.empty() ? "null" : std::to_string(apart[i])) + ",\"unique\":true}\n";
  }
  return report;
}

// --hard's stderr: the seed, the probes, the work done and the hardest puzzle's costs; a line
// for each probe left out.
std::string hard_diagnostics(const GenSpec& spec, const HardRun& run, const HardOptions& options, bool default_probe,
                             const std::vector<int>& apart) {
  std::string names;
  for (const HardProbe& probe : run.probes) names += (names.empty() ? "" : ",") + probe.name;
  std::string diagnostics = "sudokit-gen: " + spec.seed_words() + ", --hard " + names +
                            (default_probe ? " (the default probe)" : "") + ": " + std::to_string(run.evaluations) +
                            " evaluations, " + std::to_string(run.nodes) + " nodes, hardest ";
  if (run.puzzles.empty()) {
    diagnostics += "none";
  } else if (run.probes.size() == 1) {
    diagnostics += std::to_string(run.puzzles.front().effort()) + " " + run.probes.front().unit +
                   " (starting puzzles' median " + std::to_string(run.start_median()) + ")";
  } else {
    std::string each;
    for (std::size_t k = 0; k < run.probes.size(); ++k) {
      const HardProbe& probe = run.probes[k];
      each += std::string(each.empty() ? "" : ", ") + probe.name + " ";
      each += probe.measured ? std::to_string(run.puzzles.front().costs[k]) + " " + probe.unit + " (" +
                                   ratio_text(run.puzzles.front().costs[k], probe.start_median) + "x the median " +
                                   std::to_string(probe.start_median) + ")" +
                                   (run.puzzles.front().verdicts[k].empty() ? "" : " " + run.puzzles.front().verdicts[k])
                             : "not measured";
    }
    diagnostics += each;
  }
  if (!apart.empty()) {
    diagnostics += "; " + std::string(options.one_climb ? "one climb" : "a climb each") +
                   ", each puzzle at least " + std::to_string(*std::min_element(apart.begin(), apart.end())) +
                   " cells from the others";
  }
  diagnostics += "\n";
  for (const HardProbe& probe : run.probes) {
    if (!probe.measured) {
      diagnostics += "sudokit-gen: --hard " + probe.name + ": every starting puzzle ran past its budget of " +
                     std::to_string(options.probe_budget) + " nodes, so it was left out (any such puzzle already " +
                     "takes it that long)\n";
    }
  }
  return diagnostics;
}

// --hard PROBES: the search of gen/hard.hpp; the puzzles hardest first, a rating line each.
// A variant's (spec.variant) puzzles are written as sgt-puzzles ids when `sgt_ids`.
GenCommand generate_hard(const GenSpec& spec, const TextFormat& format, const Shape& shape,
                         const std::string& alphabet, bool sgt_ids, const GenProgress& progress) {
  for (const char* option : {"givens", "min-givens", "max-givens", "shard", "with-solution", "distinct", "level", "se",
                             "sheet", "sheet-answers", "report-times"}) {
    if (spec.has(option)) return usage_error("--" + std::string(option) + " does not go with --hard");
  }
  if (spec.has("symmetry")) return usage_error("--symmetry does not go with --hard");
  if (spec.has("method")) return usage_error("--method does not go with --hard (it moves givens)");
  if (spec.variant.killer) return usage_error("--hard: no hard killers (the probes read houses, not cage sums)");
  HardOptions options;
  options.variant = spec.variant;
  options.probes = *spec.hard;
  for (const Probe probe : options.probes) {
    if (!probe_applies(probe, shape.size(), spec.variant)) {
      const std::string most = std::to_string(probe_max_size(probe));
      return usage_error("--hard " + std::string(probe_name(probe)) + " is for " +
                         (shape.size() > probe_max_size(probe) ? most + "x" + most + " and smaller"
                                                               : std::string("classic boxes (a variant's houses: every other probe)")));
    }
  }
  const bool default_probe = options.probes.empty() && spec.against.empty();
  if (default_probe) options.probes = {Probe::dlx};
  options.evaluations = spec.evaluations.value_or(options.evaluations);
  options.minutes = spec.budget_minutes.value_or(options.minutes);
  options.node_budget = spec.budget_nodes.value_or(options.node_budget);
  options.one_climb = spec.one_climb;
  options.starts = spec.starts.value_or(options.starts);
  // A hard puzzle is no test if the intended solution cannot settle it: by default a move
  // whose uniqueness proof takes more than 4,000,000 DLX nodes (under a second) is refused, so
  // every output is proved unique within that.
  options.check_nodes = spec.check_nodes.value_or(4'000'000);
  if (options.starts < 1 || options.evaluations < 1) {
    return usage_error("--starts and --evaluations must be at least 1");
  }
  options.count = spec.count;
  if (options.count == 0) return usage_error("--count must be at least 1");
  if (format.max_cases > 0 && options.count > static_cast<std::size_t>(format.max_cases)) {
    return usage_error(format.name + " inputs hold at most " + std::to_string(format.max_cases) +
                       " puzzle(s); use one file per test");
  }
  // Programs: each puzzle written as the profile's input, judged by its checker.
  const Judge* judge = find_judge(format.name);
  if (!spec.against.empty() && judge == nullptr) {
    return usage_error("--against needs --profile: the judge whose input the program reads and whose checker judges it");
  }
  std::string why;
  const auto limits = program_limits(spec.time_limit, spec.memory_limit, &why);
  if (!limits) return usage_error(why);
  CompileOptions compile;
  compile.cxx = spec.compile;
  const auto programs = prepare_programs(spec.against, compile, &why);
  if (!programs) {
    GenCommand result;
    result.error = why;
    return result;
  }
  for (const Program& program : *programs) {
    options.programs.push_back(program_probe(program, *judge, format, alphabet, *limits, 3));
  }
  if (progress.spent) {
    options.progress = [&progress](double spent, double best) {
      char score[64];
      std::snprintf(score, sizeof score, best >= 1000 ? "%.0f" : "%.3g", best);
      progress.spent(spent, best > 0 ? std::string("hardest so far: score ") + score
                                     : std::string("measuring the starting puzzles"));
    };
  }
  const std::uint64_t seed = spec.run_seed();
  HardRun run = search_hard(shape, seed, options);
  if (!run.error.empty()) {
    GenCommand result;
    result.error = run.error;
    return result;
  }
  std::vector<Grid> puzzles, solutions;
  for (const HardPuzzle& p : run.puzzles) {
    puzzles.push_back(p.puzzle);
    solutions.push_back(p.solution);
  }
  const std::vector<int> apart = nearest_distances(run.puzzles);
  const std::string report = hard_report(run, seed, apart);
  const std::string diagnostics = hard_diagnostics(spec, run, options, default_probe, apart);
  if (run.puzzles.size() < options.count) {
    GenCommand result;
    result.failure = "only " + std::to_string(run.puzzles.size()) +
                     " distinct puzzles found; raise --evaluations";
    result.diagnostics = diagnostics;
    return result;
  }
  std::string inputs, answers;
  if (sgt_ids) {  // a variant's: its rules come with it, as in any other run
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      inputs += write_sgt_id(puzzles[i], &why) + "\n";
      answers += write_sgt_id(solutions[i], &why) + "\n";
    }
  } else if (judge != nullptr) {  // a judge's answers as its reference solution writes them ("Case 1:", ...)
    inputs = write_input(puzzles, format, alphabet);
    const auto answer = judge->answer(inputs, /*strict=*/true, kDefaultNodeLimit, &why);
    if (!answer) {
      GenCommand failed;
      failed.error = "--hard: no reference answer to the puzzles found: " + why;
      return failed;
    }
    answers = answer->text;
  } else {
    inputs = write_input(puzzles, format, alphabet);
    answers = write_answers(solutions, format, alphabet);
  }
  GenCommand result = made(spec, inputs, answers, report, diagnostics);
  result.profile = format.name;
  return result;
}

// The output of a Sudoku run: the format, and from it (or --box) the shape and the symbols.
struct PuzzleOutput {
  const TextFormat* format = nullptr;
  Shape shape{3, 3};
  std::string alphabet;
  // A box per case without --box: each puzzle's shape drawn from these (`shape` the largest).
  std::vector<Shape> case_shapes;
};
// "" or what is wrong.
std::string resolve_output(const GenSpec& spec, const Judge* judge, const std::string& format_name,
                           PuzzleOutput& out) {
  const TextFormat* format = judge ? judge->puzzle_format() : find_text_format(format_name);
  if (format == nullptr || (!judge && !format->any_layout)) {
    return spec.profile ? "unknown profile '" + format_name + "' (profiles: " + profile_names() + ")"
                               : "unknown format '" + format_name + "' (formats: " + format_names(false) + ")";
  }
  out.format = format;
  std::vector<Shape> case_shapes;
  std::string names;
  for (int value : format->box_values) {
    case_shapes.push_back(format->case_shape(value));
    names += (names.empty() ? "" : ", ") + case_shapes.back().name();
  }
  if (spec.box) {
    out.shape = *spec.box;
    if (format->shape && !(*format->shape == out.shape)) {
      return "--box " + out.shape.name() + " does not fit " + format->name + " (" + format->shape->name() +
             " boxes)";
    }
    if (!case_shapes.empty() && std::find(case_shapes.begin(), case_shapes.end(), out.shape) == case_shapes.end()) {
      return "--box " + out.shape.name() + " does not fit " + format->name + " (boxes " + names + ")";
    }
  } else if (format->shape) {
    out.shape = *format->shape;
  } else if (!case_shapes.empty()) {
    out.case_shapes = case_shapes;
    out.shape = *std::max_element(case_shapes.begin(), case_shapes.end(),
                                  [](const Shape& a, const Shape& b) { return a.size() < b.size(); });
  }
  out.alphabet = format_alphabet(*format, out.shape);
  if (spec.alphabet && format->alphabet.empty()) {
    std::string error;
    out.alphabet = resolve_alphabet(*spec.alphabet, out.shape.size(), &error);
    if (out.alphabet.empty()) return "--alphabet: " + error;
  }
  if (out.alphabet.empty() && format->layout != Layout::ints && format->layout != Layout::pretty) {
    return "size " + std::to_string(out.shape.size()) + " has no default symbols: use --format ints or --alphabet";
  }
  return "";
}

// The digging's options (symmetry, targets, checks, method), checked against each other and
// the shape; "" or what is wrong.
std::string digging_options(const GenSpec& spec, const Shape& shape, GenerateOptions& options, Counter& counter) {
  options.symmetry = spec.symmetry;
  options.attempts = spec.attempts;
  if (options.attempts < 1) return "--attempts must be at least 1";
  if (spec.se && spec.level) return "--se and --level: ask for one of them";
  options.level = spec.level;
  options.se_band = spec.se;
  // Proving sparse 25x25 and larger grids unique can take millions of nodes a check, and an
  // unbounded dig minutes, so from 25x25 up the default checks have a budget: about a second a
  // puzzle, for a few more givens than a proven-minimal one. Up to 24x24 the bitboard counter
  // proves them minimal in a fraction of a second.
  options.check_nodes = spec.check_nodes.value_or(shape.size() >= 30 ? 2000 : shape.size() >= 25 ? 5000 : 0);
  // Clause learning (common/clauses/clause_counter.hpp) when asked, and by default for the unbounded
  // checks of 25x25 and up, where it proves minimal many times faster than the bitboard counter.
  options.learn = spec.sat || (spec.counter == Counter::automatic && options.check_nodes == 0 && shape.size() >= 25);
  counter = spec.counter;
  if (spec.givens && (spec.min_givens || spec.max_givens)) {
    return "--givens K is --min-givens K --max-givens K; give one or the others";
  }
  options.min_givens = spec.min_givens.value_or(spec.givens.value_or(0));
  options.max_givens = spec.max_givens.value_or(spec.givens.value_or(0));
  // Adding givens until unique, then digging those (GenerateOptions::add), where the checks
  // have no budget, from 20x20 up, where it is many times faster; below 20x20 digging is
  // faster (docs/benchmarks.md). Not with a floor of givens, which only a dig from the full
  // grid can stop at.
  if (spec.method == DigMethod::add && options.min_givens > 0) {
    return "--method add makes minimal puzzles; --givens and --min-givens need --method dig";
  }
  options.add = spec.method == DigMethod::add || (spec.method == DigMethod::automatic && options.check_nodes == 0 &&
                                                   shape.size() >= 20 && options.min_givens == 0);
  for (const auto& [name, given] : {std::pair{"givens", spec.givens}, std::pair{"min-givens", spec.min_givens},
                                    std::pair{"max-givens", spec.max_givens}}) {
    if (!given) continue;
    const int value = *given;
    if (value < 1 || value > shape.cells()) {
      return "--" + std::string(name) + " " + std::to_string(value) +
                         " is out of range for " + shape.name() + " boxes (1.." +
                         std::to_string(shape.cells()) + ")";
    }
  }
  if (options.max_givens > 0 && options.min_givens > options.max_givens) {
    return "--min-givens is above --max-givens";
  }
  if (spec.variant.killer) return "";  // (its givens are drawn at random, its cages do the rest)
  std::string reason;
  const int fewest = fewest_givens(shape, &reason);
  if (options.max_givens > 0 && options.max_givens < fewest) {
    return "impossible: at most " + std::to_string(options.max_givens) +
                       " givens, but " + reason;
  }
  if (options.max_givens > 0) {  // digging keeps at least min_givens: they must fit the groups
    const std::string why = unreachable_givens(shape, options.symmetry,
                                               std::max(options.min_givens, fewest), options.max_givens);
    if (!why.empty()) return "impossible: " + why;
  }

  return "";
}

// --sheet: the format of the sheet a run draws at the end (none without --sheet); "" or what
// is wrong.
std::string sheet_request(const GenSpec& spec, const Shape& shape, std::size_t total,
                          std::optional<SheetFormat>& sheet_format) {
  if (spec.sheet_answers && !spec.sheet) return "--sheet-answers goes with --sheet";
  if (!spec.sheet) return "";
  sheet_format = spec.sheet_format;
  if (shape.size() > kSheetMaxSize) return "--sheet: a sheet draws grids up to 25x25";
  constexpr std::size_t kMostOnASheet = 10'000;
  if (total > kMostOnASheet) return "--sheet: at most 10000 puzzles on a sheet";
  if (spec.shard) return "--sheet draws a whole run, not a shard: draw the joined output with sudokit-gen render";
  return "";
}

// The engine's time per node here, on the shape's empty grid (--report-times).
double seconds_per_solve_node(const Shape& shape) {
  SudokuSolver solver(SudokuMatrix::for_shape(shape));
  constexpr std::uint64_t kCalibrationNodes = 200'000;
  solver.set_node_limit(kCalibrationNodes);
  const auto start = std::chrono::steady_clock::now();
  const SolveResult counted = solver.solve(Grid(shape), 0, 0);  // all solutions: it runs out
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return seconds / static_cast<double>(std::max<std::uint64_t>(1, counted.effort.nodes));
}

// The run's first stderr line: its seed, and a shard's part of the run.
std::string seed_line(const GenSpec& spec, const BatchRequest& batch, std::size_t total) {
  std::string line = "sudokit-gen: " + spec.seed_words();
  if (spec.shard) {  // indices from 0, as in --report
    line += ", shard " + std::to_string(spec.shard->index) + "/" + std::to_string(spec.shard->count) + ": ";
    if (batch.begin == batch.end) {
      line += "no puzzles (the run has " + std::to_string(total) + ")";
    } else {
      line += "indices " + std::to_string(batch.begin) + "-" + std::to_string(batch.end - 1) + " of " +
              std::to_string(total);
    }
  }
  return line + "\n";
}

// A Sudoku run's request: the output, the count, the digging, the shard and threads, the
// report and the sheet's format, checked against each other; "" or what is wrong.
std::string puzzle_request(const GenSpec& spec, const PuzzleOutput& output, GenRequest& request,
                           std::optional<SheetFormat>& sheet_format) {
  const TextFormat* format = output.format;
  request.format = format;
  request.alphabet = output.alphabet;
  // The classes cases are drawn from (--mode illegal,ambiguous): a classification's, or those
  // of the smallest solution (illegal and impossible only where the answer can say "none").
  // A validation's: invalid and valid, in the places of illegal and unique.
  const bool validation = format->task == Task::validate;
  const bool none_answered = format->task == Task::classify || format->task == Task::count || !format->no_solution.empty();
  const std::vector<std::string> names = validation ? std::vector<std::string>{"invalid", "", "valid", ""}
                                                    : std::vector<std::string>{"illegal", "impossible", "unique", "ambiguous"};
  // One solution or none: no case of two.
  const bool at_most_one = format->task == Task::solve_or_none && format->multiple_solutions.empty();
  if (format->task == Task::smallest && !none_answered) request.classes = {CaseClass::unique, CaseClass::ambiguous};
  if (at_most_one) request.classes = {CaseClass::illegal, CaseClass::impossible, CaseClass::unique};
  if (validation) request.classes = {CaseClass::illegal, CaseClass::unique};
  if (spec.mode) {
    request.classes.clear();
    for (const std::string& word : comma_separated(*spec.mode)) {
      const auto at = std::find(names.begin(), names.end(), word);
      const bool allowed = !word.empty() && at != names.end() && (none_answered || validation || at - names.begin() >= 2) &&
                           !(at_most_one && word == "ambiguous");
      if (!allowed) {
        return "--mode: '" + word + "' is no class of " + format->name +
               (validation      ? " (invalid, valid)"
                : at_most_one   ? " (illegal, impossible, unique: no case has two solutions)"
                : none_answered ? " (illegal, impossible, unique, ambiguous)"
                                : " (unique, ambiguous: every case is solvable)");
      }
      const auto chosen = static_cast<CaseClass>(at - names.begin());
      if (std::find(request.classes.begin(), request.classes.end(), chosen) == request.classes.end()) {
        request.classes.push_back(chosen);
      }
    }
  }
  request.with_solution = spec.with_solution;
  request.sgt_ids = !spec.variant.classic() && format->any_layout && (!spec.has("format") || spec.format == "sgt");
  request.batch.variant = spec.variant;
  if (request.with_solution && format->shape) {
    return "--with-solution is for the generic formats; a judge's answers go to --solutions FILE";
  }
  request.total = spec.count;
  if (request.total == 0) return "--count must be at least 1";
  if (format->max_cases > 0 && request.total > static_cast<std::size_t>(format->max_cases)) {
    return format->name + " inputs hold at most " + std::to_string(format->max_cases) +
           " puzzle(s); use one file per test";
  }
  BatchRequest& batch = request.batch;
  GenerateOptions& options = batch.options;
  if (std::string error = digging_options(spec, output.shape, options, batch.counter); !error.empty()) return error;
  options.full = validation && !format->blanks_allowed;  // filled grids: nothing to dig
  if (spec.force && !spec.out && !spec.solutions && !spec.report && !spec.sheet) {
    return "--force goes with --out, --solutions, --report or --sheet";
  }
  if (std::string error = sheet_request(spec, output.shape, request.total, sheet_format); !error.empty()) return error;
  batch.shape = output.shape;
  batch.case_shapes = output.case_shapes;
  batch.seed = spec.run_seed();
  std::tie(batch.begin, batch.end) = shard_range(request.total, spec.shard.value_or(Shard{}));
  // A run streams its puzzles, so memory allows any count; but more than 100 million in one
  // run (days on one machine) is likelier a typo than a plan: a bigger run is sharded.
  constexpr std::size_t kMostPerRun = 100'000'000;
  if (batch.end - batch.begin > kMostPerRun) {
    return "--count " + std::to_string(request.total) + ": at most " + std::to_string(kMostPerRun) +
           " puzzles in one run; split it with --shard i/n";
  }
  batch.jobs = spec.jobs;
  // Threads left over when the run has fewer puzzles than --jobs go into each dig (a proven-
  // minimal 25x25 or 36x36 puzzle: see GenerateOptions::threads).
  const std::size_t puzzles = batch.end - batch.begin;
  options.threads = puzzles > 0 && puzzles < static_cast<std::size_t>(spec.jobs) ? spec.jobs / static_cast<int>(puzzles) : 1;
  batch.measure_solve = spec.report.has_value();
  if (spec.report_times) {
    if (!spec.report) return "--report-times goes with --report";
    request.seconds_per_solve_node = seconds_per_solve_node(output.shape);
  }
  batch.distinct = spec.distinct;
  if (spec.distinct && spec.shard) {
    return "--distinct holds within one run, not across shards: make the run whole, or compare the shards' "
           "outputs with sudokit-verify canonical";
  }
  return "";
}

// A Sudoku run: the puzzles made (streamed, when the front end takes them so), the warnings
// for those not proven minimal, and the sheet.
GenCommand generate_puzzles(const GenSpec& spec, const PuzzleOutput& output, const GenProgress& progress) {
  GenRequest request;
  std::optional<SheetFormat> sheet_format;
  if (std::string error = puzzle_request(spec, output, request, sheet_format); !error.empty()) {
    return usage_error(error);
  }
  const BatchRequest& batch = request.batch;
  std::vector<SheetItem> sheet_items;
  if (sheet_format) {
    request.keep = [&sheet_items](const GeneratedPuzzle& made) { sheet_items.push_back({made.puzzle, made.solution}); };
  }
  const auto draw_sheet = [&](GenCommand& result) {
    if (!sheet_format || !result.failure.empty()) return;
    SheetOptions sheet_options;
    sheet_options.answers = spec.sheet_answers;
    sheet_options.alphabet = output.alphabet;
    Sheet sheet = render_sheet(sheet_items, sheet_options, *sheet_format);
    if (!sheet.error.empty()) result.failure = "--sheet: " + sheet.error;
    result.sheet = std::move(sheet.bytes);
  };

  std::string seed_line = sudokit::seed_line(spec, batch, request.total);
  if (progress.note) {
    progress.note(seed_line);
    seed_line.clear();
  }
  if (progress.step && batch.end - batch.begin > 1) request.batch.progress = progress.step;
  // The output is minimal unless asked otherwise: a puzzle that kept a given whose check ran
  // out of nodes (from 25x25 up, by default) is named, as it is made, and counted at the end.
  std::size_t unproven = 0;
  std::string warnings;
  const auto warn = [&](const std::string& line) {
    if (progress.note) {
      progress.note(line);
    } else {
      warnings += line;
    }
  };
  if (!spec.givens && !spec.min_givens) {
    request.unproven = [&](std::size_t index, std::uint64_t seed) {
      ++unproven;
      warn("sudokit-gen: warning: puzzle " + std::to_string(index) + " (seed " + std::to_string(seed) +
           ") is unique but not proven minimal: a given whose check ran out of --check-nodes stayed\n");
    };
  }
  const auto summarize = [&](GenCommand& result) {
    if (unproven == 0 || !result.failure.empty()) return;
    const std::size_t made_count = batch.end - batch.begin;
    warn("sudokit-gen: warning: " + std::to_string(unproven) + " of " + std::to_string(made_count) + " puzzle" +
         (made_count == 1 ? "" : "s") + " not proven minimal (--check-nodes 0 proves every given, in more time)\n");
    result.diagnostics += warnings;
  };

  GenCommand result;
  if (progress.stream) {
    result = made(spec, "", "", "", seed_line);
    result.profile = output.format->name;  // the stream's opening names it
    result.streamed = true;
    result.open_error = progress.stream->open(result);
    if (result.open_error.empty()) result.failure = stream_gen(request, progress.stream->write);
  } else {
    const GenRun run = run_gen(request);
    result = made(spec, run.puzzles, run.solutions, run.report, seed_line);
    result.profile = output.format->name;
    result.failure = run.failure;
  }
  summarize(result);
  draw_sheet(result);
  return result;
}

}  // namespace

GenCommand run_gen_spec(const GenSpec& given, const GenProgress& progress) {
  // --profile P, or --format P naming a judge: that judge's input; else a generic format.
  const std::string format_name = given.profile.value_or(given.format);
  const Judge* judge = find_judge(format_name);
  if (const Variant* variant = judge ? judge->variant() : nullptr) {
    return generate_variant(*variant, given);
  }
  // A problem of variant puzzles (its grid.variant, its cells with walls): its variant's.
  GenSpec spec = given;
  if (const TextFormat* format = judge ? judge->puzzle_format() : nullptr; format && (format->walls || !format->variant.classic())) {
    if (spec.has("variant")) return usage_error("--variant: " + std::string(judge->name()) + "'s puzzles are its own variant's");
    spec.variant = format->variant;
    spec.variant.jigsaw = format->walls;
  } else if (judge && !spec.variant.classic()) {
    return usage_error("--variant: a judge profile's puzzles are classic");
  }
  // The tasks whose cases are drawn by class (--mode).
  const bool by_class = judge != nullptr && judge->puzzle_format() != nullptr && judge->puzzle_format()->cases_by_class();
  for (const char* option : {"cases", "mode", "tries", "rotated", "rows", "columns",
                             "pieces", "ones"}) {
    if (spec.has(option) && !(by_class && std::string(option) == "mode")) {
      return usage_error("--" + std::string(option) + " is for the variant profiles (hdu6341, "
                         "p1074, p4929, zoj3209)" +
                         (std::string(option) == "mode" ? " and the tasks classify, smallest, validate, count, and solve with words for no solution" : ""));
    }
  }
  PuzzleOutput output;
  // A variant's puzzles are sgt-puzzles ids by default (their rules come with them); a generic
  // format writes each with its blocks (houses, regions, cages and sums) after its grid.
  const bool variant = !spec.variant.classic();
  const bool sgt_ids = variant && !judge && (!spec.has("format") || spec.format == "sgt");
  if (variant) {
    for (const char* option : {"method", "report-times"}) {
      if (spec.has(option)) return usage_error("--" + std::string(option) + " is not for --variant (yet): classic puzzles only");
    }
    if (spec.variant.killer) {  // its givens: --max-givens K, drawn at random before the cages
      for (const char* option : {"givens", "min-givens", "symmetry"}) {
        if (spec.has(option)) return usage_error("--" + std::string(option) + ": a killer's givens are --max-givens K, drawn at random");
      }
      for (const char* option : {"level", "se"}) {
        if (spec.has(option)) return usage_error("--" + std::string(option) + ": a killer has no grade (the explainer reads no cage sums)");
      }
    }
    if (spec.counter != Counter::automatic || spec.sat) {
      return usage_error("--counter: a variant's checks are the house counter's (common/sudoku/house_counter.hpp)");
    }
  } else if (spec.format == "sgt" && spec.has("format")) {
    return usage_error("--format sgt is for --variant (classic puzzles: --format line, grid, ...)");
  }
  if (std::string error = resolve_output(spec, judge, sgt_ids ? "line" : format_name, output); !error.empty()) {
    return usage_error(error);
  }
  if (spec.hard) return generate_hard(spec, *output.format, output.shape, output.alphabet, sgt_ids, progress);
  for (const char* option : {"evaluations", "budget-minutes", "budget-nodes", "starts", "one-climb", "against",
                             "time-limit", "memory-limit", "compile"}) {
    if (spec.has(option)) return usage_error("--" + std::string(option) + " goes with --hard");
  }
  return generate_puzzles(spec, output, progress);
}

}  // namespace sudokit
