// SPDX-License-Identifier: MIT
// The generator's promises, each re-proved by the independent bitmask counter of the tests
// (tests/brute_force.cpp), not by the engine that made the puzzles.
#include "gen/generator.hpp"

#include <gtest/gtest.h>

#include "gen/batch.hpp"
#include "gen/cli.hpp"
#include "gen/command.hpp"
#include "gen/gen.hpp"
#include <set>
#include <tuple>
#include "tests/brute_force.hpp"
#include "tests/support.hpp"

namespace sudokit {
namespace {

// Unique, solved by its solution, symmetric; and if minimal, every given group is needed.
void expect_sound(const GeneratedPuzzle& made, Symmetry symmetry, bool check_minimal) {
  const Grid& puzzle = made.puzzle;
  ASSERT_EQ(testing::bitmask_count(puzzle, 2), 1u);
  EXPECT_TRUE(solves(made.solution, puzzle));
  EXPECT_EQ(puzzle.givens(), made.givens);
  EXPECT_TRUE(has_symmetry(puzzle, symmetry));
  if (!check_minimal) return;
  ASSERT_TRUE(made.minimal);
  for (const auto& orbit : symmetry_orbits(puzzle.shape(), symmetry)) {
    if (puzzle.at(orbit[0]) == 0) continue;
    Grid fewer = puzzle;
    for (int cell : orbit) fewer.set(cell, 0);
    EXPECT_GE(testing::bitmask_count(fewer, 2), 2u) << "a removable group at " << orbit[0];
  }
}

TEST(Generator, FullGridsAreValidAndVaried) {
  // 6x6 boxes: the randomised fill stalls there and the random walk takes over.
  for (const Shape shape : {Shape{2, 2}, Shape{2, 3}, Shape{3, 3}, Shape{3, 4}, Shape{4, 4},
                            Shape{5, 5}, Shape{6, 6}, Shape{5, 6}}) {
    Generator generator(shape);
    Rng rng(11);
    const Grid a = generator.full_grid(rng);
    const Grid b = generator.full_grid(rng);
    EXPECT_TRUE(a.full() && !find_conflict(a)) << shape.name();
    EXPECT_TRUE(b.full() && !find_conflict(b)) << shape.name();
    EXPECT_NE(a, b) << shape.name();
  }
}

struct Sweep {
  Shape shape;
  Symmetry symmetry;
  int puzzles;
};

TEST(Generator, MinimalUniqueAndSymmetricAcrossShapes) {
  const Sweep sweeps[] = {
      {{2, 2}, Symmetry::none, 20},         {{2, 2}, Symmetry::rot180, 10},
      {{2, 3}, Symmetry::none, 20},         {{3, 2}, Symmetry::mirror_v, 10},
      {{2, 4}, Symmetry::none, 10},         {{3, 3}, Symmetry::none, 30},
      {{3, 3}, Symmetry::rot180, 8},        {{3, 3}, Symmetry::rot90, 8},
      {{3, 3}, Symmetry::mirror_h, 8},      {{3, 3}, Symmetry::mirror_v, 8},
      {{3, 3}, Symmetry::diagonal, 8},      {{3, 3}, Symmetry::anti_diagonal, 8},
      {{3, 4}, Symmetry::none, 4},          {{4, 3}, Symmetry::rot180, 2},
      {{4, 4}, Symmetry::none, 2},          {{4, 4}, Symmetry::rot180, 1},
      {{4, 4}, Symmetry::rot90, 1},         {{4, 4}, Symmetry::diagonal, 1},
      // Boxes over 4x4: the bitboard counter's row layout.
      {{2, 5}, Symmetry::none, 4},          {{5, 2}, Symmetry::rot180, 2},
  };
  for (const Sweep& sweep : sweeps) {
    SCOPED_TRACE(sweep.shape.name() + " " + symmetry_name(sweep.symmetry));
    Generator generator(sweep.shape);
    GenerateOptions options;
    options.symmetry = sweep.symmetry;
    for (int i = 0; i < testing::sweep(sweep.puzzles); ++i) {
      std::string why;
      const auto made = generator.generate(sub_seed(5, static_cast<std::uint64_t>(i)), options, &why);
      ASSERT_TRUE(made) << why;
      expect_sound(*made, sweep.symmetry, true);
    }
  }
}

// --level: every puzzle is of the level asked for (singles: propagate solves it without a
// branch, the tests' independent sign of it; the others: it needs one), still unique and
// minimal; a level the shape does not reach fails within --attempts, saying what it met.
TEST(Generator, LevelTargets) {
  Generator generator(Shape{3, 3});
  for (const LogicLevel level : {LogicLevel::singles, LogicLevel::locked_pairs, LogicLevel::search}) {
    SCOPED_TRACE(logic_level_name(level));
    GenerateOptions options;
    options.level = level;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
      std::string why;
      const auto made = generator.generate(seed, options, &why);
      ASSERT_TRUE(made) << why;
      expect_sound(*made, Symmetry::none, true);
      EXPECT_EQ(logic_level(made->puzzle), level);
      EXPECT_EQ(probe_effort(Probe::propagate, made->puzzle, 0).nodes == 0, level == LogicLevel::singles);
    }
  }
  Generator small(Shape{2, 2});
  GenerateOptions options;
  options.level = LogicLevel::search;  // 4x4 puzzles yield to singles
  options.attempts = 20;
  std::string why;
  EXPECT_FALSE(small.generate(1, options, &why));
  EXPECT_EQ(why, "no puzzle of level search in 20 grids (20 puzzles made: 20 singles); raise --attempts, "
                 "or ask for another level or other givens");
}

// The digging checks' searcher changes nothing but the time when the checks have no budget:
// the bitboard counter (both layouts), the engine and clause learning (CaDiCaL) dig the same
// puzzles, with and without a symmetry (whose groups are removed several cells at once), as
// does clause learning by two searchers at once (GenerateOptions::threads). And the shapes
// whose boxes are 8 or more wide (2x10: 20x20) get a counter of their own shape (they were
// once given a 6x6 counter, a crash), digging dense puzzles re-proved by the tests' counter.
TEST(Generator, EitherSearcherDigsTheSamePuzzles) {
  for (const Shape shape : {Shape{3, 3}, Shape{2, 5}, Shape{5, 2}}) {
    SCOPED_TRACE(shape.name());
    Generator bitboard(shape, Counter::bitboard);
    Generator engine(shape, Counter::dlx);
    for (std::uint64_t i = 0; i < 4; ++i) {
      GenerateOptions options;
      options.symmetry = i % 2 == 0 ? Symmetry::none : Symmetry::rot180;
      GenerateOptions learning = options;
      learning.learn = true;
      std::string why;
      const auto a = bitboard.generate(sub_seed(7, i), options, &why);
      const auto b = engine.generate(sub_seed(7, i), options, &why);
      const auto c = engine.generate(sub_seed(7, i), learning, &why);
      ASSERT_TRUE(a && b && c) << why;
      EXPECT_EQ(a->puzzle, b->puzzle);
      EXPECT_EQ(a->checks, b->checks);
      EXPECT_EQ(a->puzzle, c->puzzle);
      EXPECT_EQ(a->checks, c->checks);
      GenerateOptions rivals = learning;
      rivals.threads = 2;
      const auto d = bitboard.generate(sub_seed(7, i), rivals, &why);
      ASSERT_TRUE(d) << why;
      EXPECT_EQ(a->puzzle, d->puzzle);
      EXPECT_EQ(a->checks, d->checks);
      expect_sound(*c, options.symmetry, /*check_minimal=*/true);  // by the tests' own counter
    }
  }
  {  // Clause learning with a budget (its conflicts): a check that runs out keeps its givens.
    Generator sixteen(Shape{4, 4});
    GenerateOptions budget;
    budget.learn = true;
    budget.check_nodes = 1;
    std::string why;
    const auto made = sixteen.generate(3, budget, &why);
    ASSERT_TRUE(made) << why;
    expect_sound(*made, Symmetry::none, false);
  }
  for (const Shape shape : {Shape{2, 10}, Shape{2, 11}}) {
    SCOPED_TRACE(shape.name());
    Generator generator(shape);
    GenerateOptions options;
    options.min_givens = shape.cells() * 7 / 10;
    std::string why;
    const auto made = generator.generate(3, options, &why);
    ASSERT_TRUE(made) << why;
    expect_sound(*made, Symmetry::none, false);
  }
}

// Adding givens until the puzzle is unique, then digging those (GenerateOptions::add): every
// puzzle unique, symmetric and minimal by the tests' own counter, on small and wide boxes, with
// and without a symmetry. The adding has its searchers of its own, so the dig's searcher again
// changes nothing (the bitboard counter, the engine, clause learning after the bitboard
// counter's first nodes, two clause-learning searchers at once); with clause learning taking
// over every search (add_nodes 1), the puzzles differ but are as sound, and two searchers
// racing on each check again change nothing.
TEST(Generator, AddingGivensMakesMinimalPuzzles) {
  const Sweep sweeps[] = {
      {{2, 2}, Symmetry::none, 10},  {{2, 3}, Symmetry::none, 10}, {{3, 3}, Symmetry::none, 16},
      {{3, 3}, Symmetry::rot180, 6}, {{3, 3}, Symmetry::rot90, 4}, {{3, 4}, Symmetry::none, 2},
      {{2, 5}, Symmetry::none, 3},   {{5, 2}, Symmetry::rot180, 2},
  };
  for (const Sweep& sweep : sweeps) {
    SCOPED_TRACE(sweep.shape.name() + " " + symmetry_name(sweep.symmetry));
    Generator bitboard(sweep.shape, Counter::bitboard);
    Generator engine(sweep.shape, Counter::dlx);
    for (int i = 0; i < testing::sweep(sweep.puzzles); ++i) {
      const std::uint64_t seed = sub_seed(9, static_cast<std::uint64_t>(i));
      GenerateOptions options;
      options.add = true;
      options.symmetry = sweep.symmetry;
      std::string why;
      const auto a = bitboard.generate(seed, options, &why);
      ASSERT_TRUE(a) << why;
      expect_sound(*a, sweep.symmetry, true);
      GenerateOptions learning = options;
      learning.learn = true;
      GenerateOptions rivals = learning;
      rivals.threads = 2;
      const auto b = engine.generate(seed, options, &why);
      const auto c = bitboard.generate(seed, learning, &why);
      const auto d = bitboard.generate(seed, rivals, &why);
      ASSERT_TRUE(b && c && d) << why;
      for (const auto* other : {&*b, &*c, &*d}) {
        EXPECT_EQ(a->puzzle, other->puzzle);
        EXPECT_EQ(a->checks, other->checks);
      }
      GenerateOptions takeover = learning;
      takeover.add_nodes = 1;
      GenerateOptions racing = takeover;
      racing.threads = 2;
      const auto e = engine.generate(seed, takeover, &why);
      const auto f = bitboard.generate(seed, racing, &why);
      ASSERT_TRUE(e && f) << why;
      expect_sound(*e, sweep.symmetry, true);
      EXPECT_EQ(e->puzzle, f->puzzle);
      EXPECT_EQ(e->checks, f->checks);
    }
  }
}

// 16x16 digging asks BitboardCounter, not the engine: more of its puzzles, each re-proved
// unique (and solved by its solution) by the tests' own counter. That plain counter takes
// from milliseconds to half a minute on a minimal 16x16 puzzle (sub_seed(16, 5): 29 s), so
// the count is small, and minimality (a count per given) is checked in the sweep above only.
TEST(Generator, SixteenBySixteenPuzzlesAreUnique) {
  Generator generator(Shape{4, 4});
  for (std::uint64_t i = 0; i < 5; ++i) {
    std::string why;
    const auto made = generator.generate(sub_seed(16, i), GenerateOptions{}, &why);
    ASSERT_TRUE(made) << why;
    EXPECT_TRUE(made->minimal);
    EXPECT_EQ(testing::bitmask_count(made->puzzle, 2), 1u) << "puzzle " << i;
    EXPECT_TRUE(solves(made->solution, made->puzzle));
  }
}

TEST(Generator, ExactGivensAndRanges) {
  struct Target {
    Shape shape;
    Symmetry symmetry;
    int min, max;
  };
  const Target targets[] = {
      {{3, 3}, Symmetry::none, 30, 30},   {{3, 3}, Symmetry::rot180, 31, 31},
      {{3, 3}, Symmetry::none, 25, 25},   {{3, 3}, Symmetry::none, 27, 32},
      {{2, 3}, Symmetry::none, 14, 14},   {{4, 4}, Symmetry::none, 140, 140},
      {{5, 5}, Symmetry::none, 450, 450}, {{3, 3}, Symmetry::none, 0, 23},
  };
  for (const Target& target : targets) {
    SCOPED_TRACE(target.shape.name() + " " + std::to_string(target.min) + ".." +
                 std::to_string(target.max));
    Generator generator(target.shape);
    GenerateOptions options;
    options.symmetry = target.symmetry;
    options.min_givens = target.min;
    options.max_givens = target.max;
    for (int i = 0; i < 3; ++i) {
      std::string why;
      const auto made = generator.generate(sub_seed(9, static_cast<std::uint64_t>(i)), options, &why);
      ASSERT_TRUE(made) << why;
      EXPECT_GE(made->givens, target.min);
      EXPECT_LE(made->givens, target.max);
      expect_sound(*made, target.symmetry, target.min == 0);
    }
  }
}

TEST(Generator, SaysSoWhenTheGivensAreOutOfReach) {
  Generator generator(Shape{3, 3});
  GenerateOptions options;
  options.min_givens = options.max_givens = 18;  // possible in principle, far from random reach
  options.attempts = 3;
  std::string why;
  EXPECT_FALSE(generator.generate(1, options, &why));
  // The message says what the grids gave instead: what is usual for that digging. (Parsed by
  // hand: GCC 12 warns inside std::regex under the sanitizer build.)
  const std::string head = "no puzzle with exactly 18 givens in 3 grids (digging them down to 18 left ";
  const std::string tail = " givens); raise --attempts, or ask for more givens";
  ASSERT_EQ(why.rfind(head, 0), 0u) << why;
  ASSERT_GT(why.size(), head.size() + tail.size()) << why;
  ASSERT_EQ(why.substr(why.size() - tail.size()), tail) << why;
  const std::string range = why.substr(head.size(), why.size() - head.size() - tail.size());
  const std::size_t dash = range.find('-');
  const int fewest = std::stoi(range.substr(0, dash));
  EXPECT_GT(fewest, 18) << why;
  if (dash != std::string::npos) {
    EXPECT_GT(std::stoi(range.substr(dash + 1)), fewest) << why;
  }
  options.min_givens = 0;
  options.max_givens = 20;
  ASSERT_FALSE(generator.generate(1, options, &why));
  EXPECT_NE(why.find(" grids (their minimal puzzles had "), std::string::npos) << why;
}

TEST(Generator, SameSeedSamePuzzle) {
  Generator a(Shape{3, 3});
  Generator b(Shape{3, 3});
  std::string why;
  const auto one = a.generate(77, {}, &why);
  a.generate(78, {}, &why);  // a solver's history must not matter
  const auto two = a.generate(77, {}, &why);
  const auto three = b.generate(77, {}, &why);
  EXPECT_EQ(one->puzzle, two->puzzle);
  EXPECT_EQ(one->puzzle, three->puzzle);
  EXPECT_NE(one->puzzle, a.generate(78, {}, &why)->puzzle);
}

GenRun run(std::size_t total, Shard shard, int jobs, const char* format, Shape shape,
           bool with_solution = false) {
  GenRequest request;
  request.batch.shape = shape;
  request.batch.seed = 2024;
  std::tie(request.batch.begin, request.batch.end) = shard_range(total, shard);
  request.batch.jobs = jobs;
  request.total = total;
  request.format = find_text_format(format);
  request.alphabet = format_alphabet(*request.format, shape);
  request.with_solution = with_solution;
  return run_gen(request);
}

TEST(Batch, SameBytesForAnyJobsAndShards) {
  struct Case {
    const char* format;
    Shape shape;
    std::size_t total;
    bool with_solution;
  };
  const Case cases[] = {{"line", {3, 3}, 23, false},   {"grid", {2, 3}, 11, false},
                        {"poj3074", {3, 3}, 7, false}, {"ints", {2, 2}, 9, true},
                        {"line", {2, 2}, 5, true},     {"poj3076", {4, 4}, 3, false}};
  for (const Case& c : cases) {
    SCOPED_TRACE(c.format);
    const GenRun whole = run(c.total, {1, 1}, 1, c.format, c.shape, c.with_solution);
    ASSERT_TRUE(whole.ok()) << whole.failure;
    EXPECT_EQ(run(c.total, {1, 1}, 2, c.format, c.shape, c.with_solution).puzzles, whole.puzzles);
    for (std::size_t shards : {std::size_t{2}, std::size_t{3}, std::size_t{4}}) {
      std::string puzzles, solutions, report;
      for (std::size_t i = 1; i <= shards; ++i) {
        const GenRun part = run(c.total, {i, shards}, 2, c.format, c.shape, c.with_solution);
        puzzles += part.puzzles;
        solutions += part.solutions;
        report += part.report;
      }
      EXPECT_EQ(puzzles, whole.puzzles) << shards << " shards";
      EXPECT_EQ(solutions, whole.solutions) << shards << " shards";
      EXPECT_EQ(report, whole.report) << shards << " shards";
    }
  }
}

// Reliability item 6: a batch hands its items over in index order as they are made, holding
// at most a window of them, and a sink that says stop ends it (no puzzle after is made).
TEST(Batch, StreamsInOrderAndStopsWhenTheSinkSays) {
  BatchRequest request;
  request.shape = Shape{2, 2};
  request.seed = 77;
  request.begin = 5;
  request.end = 5 + 100'000'000;  // far more than could be held, or made in a test's time
  request.jobs = 3;
  std::vector<std::size_t> seen;
  generate_batch(request, [&seen](BatchItem& item) {
    EXPECT_TRUE(item.puzzle.has_value());
    seen.push_back(item.index);
    return seen.size() < 1000;
  });
  ASSERT_EQ(seen.size(), 1000u);
  for (std::size_t k = 0; k < seen.size(); ++k) EXPECT_EQ(seen[k], 5 + k);
  request.end = 5 + 1000;
  const std::vector<BatchItem> all = generate_batch(request);
  ASSERT_EQ(all.size(), 1000u);
  EXPECT_EQ(all.back().index, 1004u);
}

// --distinct: no two puzzles of a run are isomorphs, by the tests' own minlex (every isomorph
// built), on any thread count, each still unique and minimal; 4x4 minimal puzzles come in few
// classes, so without it a run of 30 repeats some, and with it a run past them all fails.
TEST(Batch, DistinctPuzzlesAreNoTwoIsomorphs) {
  BatchRequest request;
  request.shape = Shape{2, 2};
  request.seed = 5;
  request.end = 30;
  const auto classes = [](const std::vector<BatchItem>& items) {
    std::set<std::vector<int>> forms;
    for (const BatchItem& item : items) forms.insert(testing::brute_force_minlex(item.puzzle->puzzle));
    return forms.size();
  };
  const std::vector<BatchItem> plain = generate_batch(request);
  ASSERT_EQ(plain.size(), 30u);
  EXPECT_LT(classes(plain), 30u);
  request.distinct = true;
  std::vector<Grid> first;
  for (int jobs : {1, 2}) {
    request.jobs = jobs;
    const std::vector<BatchItem> distinct = generate_batch(request);
    ASSERT_EQ(distinct.size(), 30u);
    EXPECT_EQ(classes(distinct), 30u);
    std::vector<Grid> puzzles;
    for (const BatchItem& item : distinct) {
      expect_sound(*item.puzzle, Symmetry::none, true);
      puzzles.push_back(item.puzzle->puzzle);
    }
    if (first.empty()) first = puzzles;
    EXPECT_EQ(puzzles, first);
  }
  request.end = 200;
  const std::vector<BatchItem> too_many = generate_batch(request);
  ASSERT_FALSE(too_many.empty());
  EXPECT_FALSE(too_many.back().puzzle.has_value());
  EXPECT_EQ(classes({too_many.begin(), too_many.end() - 1}), too_many.size() - 1);
  EXPECT_NE(too_many.back().why.find("1000 tries"), std::string::npos) << too_many.back().why;
}

// --report-times: each report line's solve_seconds is its solve_nodes times one rate, measured
// once for the run; without it the report has no times (and is the same bytes everywhere).
TEST(Batch, ReportTimesAreNodesTimesOneRate) {
  const auto report_of = [](std::vector<std::string> args) {
    const GenSpecParse parsed = parse_gen_args(args);
    EXPECT_TRUE(parsed.spec) << parsed.usage;
    return run_gen_spec(*parsed.spec).report;
  };
  const std::vector<std::string> args = {"--count", "6", "--seed", "2", "--box", "3x4", "--report", "r.jsonl"};
  EXPECT_EQ(report_of(args).find("solve_seconds"), std::string::npos);
  std::vector<std::string> timed = args;
  timed.push_back("--report-times");
  const std::string report = report_of(timed);
  double rate = 0;
  int lines = 0;
  for (std::size_t at = report.find("\"solve_nodes\":"); at != std::string::npos;
       at = report.find("\"solve_nodes\":", at + 1)) {
    const double nodes = std::stod(report.substr(at + 14));
    const std::size_t s = report.find("\"solve_seconds\":", at);
    ASSERT_NE(s, std::string::npos) << report;
    const double seconds = std::stod(report.substr(s + 16));
    EXPECT_GT(seconds, 0.0);
    if (rate == 0) rate = seconds / nodes;
    EXPECT_NEAR(seconds / nodes, rate, rate * 0.01);  // three figures printed
    ++lines;
  }
  EXPECT_EQ(lines, 6);
}

// A command line's words are read once, into typed values; an option not written leaves its
// field unset, and a word that names nothing is a usage error naming the option.
TEST(GenSpec, WordsBecomeTypedValues) {
  const GenSpecParse parsed =
      parse_gen_args({"--box", "2x3", "--symmetry", "rot180", "--check-nodes", "500", "--counter", "sat", "--method",
                      "add", "--se", "3.0..4.4", "--shard", "2/5", "--sheet", "s.svg", "--seed", "9", "--givens", "12"});
  ASSERT_TRUE(parsed.spec) << parsed.usage;
  const GenSpec& spec = *parsed.spec;
  EXPECT_EQ(spec.box, (Shape{2, 3}));
  EXPECT_EQ(spec.symmetry, Symmetry::rot180);
  EXPECT_EQ(spec.check_nodes, std::optional<std::uint64_t>(500));
  EXPECT_TRUE(spec.sat);
  EXPECT_EQ(spec.method, DigMethod::add);
  EXPECT_EQ(spec.se, (std::optional<std::pair<double, double>>({3.0, 4.4})));
  ASSERT_TRUE(spec.shard);
  EXPECT_EQ(spec.shard->index, 2u);
  EXPECT_EQ(spec.shard->count, 5u);
  EXPECT_EQ(spec.sheet, std::optional<std::string>("s.svg"));
  EXPECT_EQ(spec.sheet_format, SheetFormat::svg);
  EXPECT_EQ(spec.seed, std::optional<std::uint64_t>(9));
  EXPECT_EQ(spec.givens, std::optional<int>(12));
  EXPECT_FALSE(spec.min_givens || spec.level || spec.hard || spec.profile || spec.out);

  const GenSpecParse defaults = parse_gen_args({});
  ASSERT_TRUE(defaults.spec);
  EXPECT_FALSE(defaults.spec->box || defaults.spec->check_nodes || defaults.spec->seed || defaults.spec->shard);
  EXPECT_EQ(defaults.spec->method, DigMethod::automatic);
  EXPECT_TRUE(defaults.spec->given.empty());

  const GenSpecParse probes = parse_gen_args({"--hard", "naive,dlx"});
  ASSERT_TRUE(probes.spec);
  EXPECT_EQ(probes.spec->hard, (std::optional<std::vector<Probe>>({Probe::naive, Probe::dlx})));
  const GenSpecParse alone = parse_gen_args({"--hard"});
  ASSERT_TRUE(alone.spec && alone.spec->hard);
  EXPECT_TRUE(alone.spec->hard->empty());

  for (const auto& [args, message] : std::vector<std::pair<std::vector<std::string>, std::string>>{
           {{"--box", "3"}, "--box: "},
           {{"--symmetry", "spiral"}, "unknown symmetry 'spiral'"},
           {{"--check-nodes", "12x"}, "--check-nodes: expected a number or auto"},
           {{"--method", "carve"}, "--method: unknown method 'carve'"},
           {{"--level", "hard"}, "--level: unknown level 'hard'"},
           {{"--se", "4..3"}, "--se: expected MIN..MAX"},
           {{"--shard", "0/3"}, "--shard: "},
           {{"--sheet", "s.doc"}, "--sheet: "},
           {{"--hard", "dlx,dlx"}, "--hard: probe 'dlx' named twice"},
           {{"--hard", "dlx,"}, "--hard: unknown probe ''"}}) {
    const GenSpecParse refused = parse_gen_args(args);
    EXPECT_FALSE(refused.spec) << args[0];
    EXPECT_EQ(refused.usage.rfind(message, 0), 0u) << refused.usage;
  }
}

TEST(Batch, ShardRangesCoverTheRunInOrder) {
  for (std::size_t total : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{100}}) {
    for (std::size_t n : {std::size_t{1}, std::size_t{2}, std::size_t{3}, std::size_t{8}, std::size_t{150}}) {
      std::size_t expected_begin = 0;
      for (std::size_t i = 1; i <= n; ++i) {
        const auto [begin, end] = shard_range(total, {i, n});
        EXPECT_EQ(begin, expected_begin);
        EXPECT_LE(begin, end);
        EXPECT_LE(end - begin, total / n + 1);
        expected_begin = end;
      }
      EXPECT_EQ(expected_begin, total);
    }
  }
  std::string error;
  EXPECT_FALSE(parse_shard("3/2", &error));
  EXPECT_EQ(error, "shard 3/2 does not exist: i/n needs 1 <= i <= n");
  EXPECT_FALSE(parse_shard("0/2", &error));
  EXPECT_FALSE(parse_shard("1-2", &error));
  EXPECT_TRUE(parse_shard("2/2", &error));
}

// Which givens counts a symmetry allows, against the counts worked out by hand: rot90 on 9x9
// keeps 4k or 4k+1 givens (20 groups of 4 and the centre), mirrors on 4x4 pairs only.
TEST(Symmetry, ReachableGivensCounts) {
  for (int g = 17; g <= 81; ++g) {
    const bool allowed = g % 4 == 0 || g % 4 == 1;
    EXPECT_EQ(unreachable_givens(Shape{3, 3}, Symmetry::rot90, g, g).empty(), allowed) << g;
    EXPECT_TRUE(unreachable_givens(Shape{3, 3}, Symmetry::rot180, g, g).empty()) << g;
  }
  EXPECT_TRUE(unreachable_givens(Shape{3, 3}, Symmetry::rot90, 30, 31).empty() == false);
  EXPECT_TRUE(unreachable_givens(Shape{3, 3}, Symmetry::rot90, 30, 32).empty());
  EXPECT_EQ(unreachable_givens(Shape{3, 3}, Symmetry::rot90, 30, 30),
            "with --symmetry rot90, the givens of a 9x9 puzzle come in whole groups (20 of 4 "
            "cells, 1 of 1 cell), and none of their totals is exactly 30 (nearest: 29, 32)");
  for (int g = 1; g <= 16; ++g) {
    EXPECT_EQ(unreachable_givens(Shape{2, 2}, Symmetry::mirror_h, g, g).empty(), g % 2 == 0) << g;
  }
}

TEST(Symmetry, OrbitsPartitionTheCells) {
  for (Symmetry symmetry : {Symmetry::none, Symmetry::rot180, Symmetry::rot90, Symmetry::mirror_h,
                            Symmetry::mirror_v, Symmetry::diagonal, Symmetry::anti_diagonal}) {
    for (const Shape shape : {Shape{2, 2}, Shape{3, 3}, Shape{2, 3}}) {
      std::vector<int> seen(static_cast<std::size_t>(shape.cells()), 0);
      for (const auto& orbit : symmetry_orbits(shape, symmetry)) {
        EXPECT_TRUE(orbit.size() == 1 || orbit.size() == 2 || orbit.size() == 4);
        Grid pattern(shape);
        for (int cell : orbit) {
          ++seen[static_cast<std::size_t>(cell)];
          pattern.set(cell, 1);
        }
        EXPECT_TRUE(has_symmetry(pattern, symmetry)) << symmetry_name(symmetry);
      }
      for (int count : seen) EXPECT_EQ(count, 1);
    }
  }
  Grid corner(Shape{3, 3});
  corner.set(0, 1);
  EXPECT_FALSE(has_symmetry(corner, Symmetry::rot180));
  EXPECT_TRUE(has_symmetry(corner, Symmetry::diagonal));
  EXPECT_EQ(parse_symmetry("mirror-h"), Symmetry::mirror_h);
  EXPECT_FALSE(parse_symmetry("mirror"));
}

}  // namespace
}  // namespace sudokit
