// SPDX-License-Identifier: MIT
// Stress: tests that catch wrong and slow programs. Random tests from a problem's test lines
// (common/setting/problem.hpp: a seed each) are judged against the programs, each answered by the
// reference (sudokit's solver, or the setter's own program), until every program has failed
// one or the budget is spent; then each program's witness is shrunk (common/setting/shrink.hpp) while the
// program still fails it the same way. `sudokit-gen stress` and the packages' search for a
// test that catches a submission (`package --against`) both stand on this.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/engine/budget.hpp"
#include "common/judge/judge.hpp"
#include "common/run/program.hpp"
#include "common/setting/problem.hpp"

namespace sudokit {

// Where tests come from: the lines in turn, test k from line k mod n with seed `seed` + k / n.
struct TestSource {
  std::vector<TestLine> lines;
  std::uint64_t seed = 1;
};
struct MadeTest {
  std::string input;
  std::string answer;
  std::uint64_t seed = 0;
  std::size_t line = 0;    // which of the lines
  std::string error;       // it could not be made (not made, no reference answer): why
};

// Answers tests (sudokit's reference solver, or a reference program: its output, which the
// checker then holds to the problem) and says how outputs are judged.
class Referee {
 public:
  Referee(const Judge& judge, std::uint64_t node_limit, const Program* reference, Limits limits,
          Checking checking = Checking::checker)
      : judge_(judge), node_limit_(node_limit), reference_(reference), limits_(limits), checking_(checking) {}
  const Judge& judge() const { return judge_; }
  Checking checking() const { return checking_; }  // how programs' outputs are judged
  std::uint64_t node_limit() const { return node_limit_; }
  // The answer of a (validated) input; nullopt with *why.
  std::optional<std::string> answer(const std::string& input, std::string* why) const;
  // Test k of a source, validated and answered.
  MadeTest make(const TestSource& source, std::uint64_t k) const;

 private:
  const Judge& judge_;
  std::uint64_t node_limit_;
  const Program* reference_;
  Limits limits_;
  Checking checking_;
};

// A test a program fails, as found and as shrunk.
struct Witness {
  std::string input;
  std::string answer;
  std::uint64_t seed = 0;            // the test it was made as
  std::uint64_t test = 0;            // ... test k of the source
  Judged judged;                     // the program's verdict on it (the shrunk one)
  std::string original_input;
  std::size_t cases_before = 0, parts_before = 0, cases_after = 0, parts_after = 0;
  std::size_t shrink_steps = 0;      // smaller tests taken
  std::size_t shrink_runs = 0;       // the program's runs while shrinking
  std::size_t shrink_validations = 0;  // the candidates validated while shrinking
  std::string shrink_note;           // why it was not shrunk, if it was not
};

// What shrinking one witness may spend, whichever ends first: the program's runs, the
// candidates validated (each a search of the validator's, and the referee's answer), seconds.
struct ShrinkBudget {
  std::uint64_t runs = 300;
  std::uint64_t validations = 3000;
  double seconds = 60;
};

struct StressBudget {
  std::uint64_t first_test = 0;      // the source's test to begin with
  std::uint64_t tests = 1000;        // tests at most
  double seconds = 60;               // wall time at most for the search (0: none)
  ShrinkBudget shrink;               // for each witness (runs 0: not shrunk)
};

struct StressFinding {
  std::string program;
  std::optional<Witness> witness;    // none: it passed every test tried
  std::uint64_t tests_passed = 0;    // tests it passed (before its witness)
};
struct StressRun {
  std::vector<StressFinding> findings;  // per program, in the order given
  std::uint64_t tests = 0;              // tests made
  double seconds = 0;
  std::string error;                    // the run could not go on (a test not made, a checker
                                        // that blames the reference, a program sudokit cannot
                                        // run): why
};

// Judges every program on tests of the source until each has failed one or the budget is
// spent (a program that failed is not run again), then shrinks each witness.
StressRun stress(const std::vector<const Program*>& programs, const TestSource& source, const Referee& referee,
                 const Limits& limits, const StressBudget& budget,
                 const std::function<void(const std::string&)>& progress = {});

// `sudokit-gen stress` as a library call (gen/cli.cpp parses its command line into this).
struct StressRequest {
  Problem problem;                      // the judge, and the tests' line (the first)
  std::uint64_t first_seed = 1;
  std::vector<std::string> programs;   // as Program::prepare() takes them
  std::string reference;               // the same; "": sudokit's own solver
  double time_limit = 2;               // CPU seconds per run
  int memory_limit = 1024;             // MiB
  std::string compile = "g++ -O2 -std=c++17";
  StressBudget budget;
  std::uint64_t node_limit = kDefaultNodeLimit;  // the validator's and the reference's searches
};
struct StressOutcome {
  std::string text;                          // the report, for standard output
  std::string json;                          // a JSON line per program
  std::map<std::string, std::string> files;  // the witnesses (NAME.in, NAME.ans) and stress.jsonl
  std::string err;                           // an input error (exit 2), with no report
  int exit_status = 0;                       // 0 every program caught, 1 some not, 2 err
};
using StressProgress = std::function<void(const std::string&)>;
StressOutcome run_stress_request(const StressRequest& request, const StressProgress& progress = {});

// Shrinks a witness of `program` (its input, answer and verdict set) while it still fails
// with the same verdict and the validator still accepts it.
void shrink_witness(const Program& program, const Referee& referee, const Limits& limits, const ShrinkBudget& budget,
                    Witness* witness);

}  // namespace sudokit
