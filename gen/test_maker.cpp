// SPDX-License-Identifier: MIT
#include "gen/test_maker.hpp"

#include <algorithm>
#include <filesystem>
#include <utility>

#include "common/text/text_format.hpp"
#include "gen/command.hpp"
#include "gen/hard.hpp"

namespace sudokit {

namespace fs = std::filesystem;

TestLine test_line(GenSpec spec) {
  return [spec = std::move(spec)](std::uint64_t seed) {
    GenSpec seeded = spec;
    seeded.seed = seed;
    GenCommand made = run_gen_spec(seeded);
    if (!made.usage.empty()) return MadeInput::failed(MakeFailure::usage, made.usage);
    if (!made.error.empty()) return MadeInput::failed(MakeFailure::input, made.error);
    if (!made.failure.empty()) return MadeInput::failed(MakeFailure::not_made, made.failure);
    MadeInput input;
    input.input = std::move(made.input);
    return input;
  };
}

namespace {

PlanLine read_plan_line(const std::function<GenSpecParse(const std::vector<std::string>&)>& parse,
                        const std::vector<std::string>& options, const PlanLineContext& context) {
  PlanLine line;
  const GenSpecParse parsed = parse(options);
  if (!parsed.spec) {
    line.usage = parsed.usage.empty() ? "--help and --version are not tests" : parsed.usage;
    return line;
  }
  GenSpec spec = *parsed.spec;
  for (const char* owned : {"out", "solutions", "report", "shard", "with-solution", "force", "profile", "format",
                            "sheet", "sheet-answers", "report-times"}) {
    if (spec.has(owned)) {
      line.usage = "--" + std::string(owned) + ": the package decides this";
      return line;
    }
  }
  spec.profile = context.profile;
  spec.given.insert("profile");
  // A --hard line's programs, relative to the plan; the package's limits.
  std::error_code ec;
  for (std::string& program : spec.against) {
    if (fs::is_regular_file(fs::path(context.plan_dir) / program, ec)) program = (fs::path(context.plan_dir) / program).string();
  }
  if (!spec.against.empty()) {
    for (const char* owned : {"time-limit", "memory-limit", "compile"}) {
      if (spec.has(owned)) {
        line.usage = "--" + std::string(owned) + ": the package decides this";
        return line;
      }
    }
    spec.time_limit = context.time_limit;
    spec.memory_limit = context.memory_limit;
    spec.compile = context.compile;
  }
  line.mode = spec.hard ? "hard" : spec.mode.value_or("");
  line.seed = spec.seed;
  line.make = test_line(std::move(spec));
  return line;
}

}  // namespace

PlanMaker plan_maker(std::function<GenSpecParse(const std::vector<std::string>& words)> parse) {
  PlanMaker maker;
  maker.read_line = [parse = std::move(parse)](const std::vector<std::string>& options, const PlanLineContext& context) {
    return read_plan_line(parse, options, context);
  };
  maker.slow = slow_search;
  return maker;
}

SlowSearch slow_search(const Judge& judge) {
  const TextFormat* format = judge.puzzle_format();
  if (format == nullptr || !format->shape) return {};
  return [&judge, format](const Program& program, const std::string& name, const Limits& limits, std::uint64_t seed,
                          double seconds) {
    SlowTests found;
    const std::string alphabet = format_alphabet(*format, *format->shape);
    HardOptions options;
    options.probes.clear();
    options.programs = {program_probe(program, judge, *format, alphabet, limits, 1)};
    options.evaluations = std::uint64_t{1} << 40;  // the clock stops it
    options.minutes = seconds / 60;
    options.count = format->max_cases == 0 ? 100 : static_cast<std::size_t>(std::min(100, format->max_cases));
    options.one_climb = true;
    const HardRun run = search_hard(*format->shape, seed, options);
    if (!run.error.empty()) {
      found.error = run.error;
      return found;
    }
    // The fewest of the hardest puzzles together (1, 2, 4, ...), so that the accepted
    // submissions still pass the test.
    for (std::size_t take = 1; !run.puzzles.empty(); take = std::min(2 * take, run.puzzles.size())) {
      std::vector<Grid> hardest;
      for (std::size_t k = 0; k < take; ++k) hardest.push_back(run.puzzles[k].puzzle);
      found.tests.push_back({write_input(hardest, *format, alphabet),
                             "the " + std::to_string(take) + " hardest of sudokit-gen --profile " +
                                 std::string(judge.name()) + " --hard --against " + name + " --one-climb --count " +
                                 std::to_string(run.puzzles.size()) + " --seed " + std::to_string(seed)});
      if (take == run.puzzles.size()) break;
    }
    return found;
  };
}

}  // namespace sudokit
