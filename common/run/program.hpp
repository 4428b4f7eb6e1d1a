// SPDX-License-Identifier: MIT
// A program to run against tests: a source compiled once, an executable, or a command line;
// and its verdict on a test, from the judge's own checker (the Judge the packages use).
//
//   std::string error;
//   auto program = Program::prepare("wa.cpp", {}, &error);    // g++ -O2 -std=c++17
//   Judged judged = program->judge(*find_judge("p1784"), input, answer, limits);
//   if (judged.verdict != RunVerdict::accepted) report(judged.message);
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "common/judge/judge.hpp"
#include "common/run/process.hpp"
#include "common/text/io.hpp"

namespace sudokit {

// How sources become programs: a command line, to which the source and `-o PROGRAM` are
// added (words split on spaces, no shell).
struct CompileOptions {
  std::string cxx = "g++ -O2 -std=c++17";   // .cpp .cc .cxx .c++
  std::string c = "gcc -O2 -std=c17";       // .c (then -lm)
  Limits limits = compile_limits();
  static Limits compile_limits();           // 60 s CPU, 4 GiB, 64 processes, 256 MiB written
};

enum class RunVerdict {
  accepted,
  wrong_answer,      // the checker rejects the output (a presentation error included)
  time_limit,        // past the CPU or the wall-time limit
  memory_limit,      // failed for want of memory (see judge())
  output_limit,      // wrote past the output limit
  run_time_error,    // a crash, a signal, a nonzero exit status, or it could not be started
  judge_error,       // the checker failed: the input or the jury's answer is wrong (not the
                     // program's verdict)
};
const char* verdict_code(RunVerdict verdict);   // AC, WA, TLE, MLE, OLE, RTE, JE
// The Kattis submissions folder that expects the verdict: accepted, wrong_answer,
// time_limit_exceeded, run_time_error ("" for judge_error).
const char* verdict_folder(RunVerdict verdict);

// Who judges an output: the judge's own checker, or, as Kattis and DOMjudge packages do for a
// problem whose answer is unique (no output validator of its own), the judge system's default
// comparison of the answer's words with the judge's compare_flags() (common/setting/layouts.hpp).
enum class Checking { checker, package_default };
// The judge systems' default output validator: the answer's words (letters folded to lower
// case unless the flags hold case_sensitive), whitespace between them free unless they hold
// space_change_sensitive.
CheckResult compare_words(std::string_view output, std::string_view answer, std::string_view flags);
// An output judged as `checking` says.
CheckResult check_as(const Judge& judge, Checking checking, std::string_view input, std::string_view output,
                     std::string_view answer);

struct Judged {
  RunVerdict verdict = RunVerdict::judge_error;
  std::string message;  // one line: why (the checker's words, the signal, the limit)
  ProcessRun run;
};

// The verdict on a finished run. Memory: a run that failed is MLE when its standard error
// says an allocation failed (std::bad_alloc, MemoryError, "Cannot allocate memory"), when
// its resident memory reached three quarters of the limit (the limit is on address space,
// which is more), or when the kernel could not load it within the limit.
Judged judge_run(const Judge& judge, std::string_view input, std::string_view answer, ProcessRun run,
                 const Limits& limits, Checking checking = Checking::checker);

class Program {
 public:
  // `what`: a source file (compiled into a folder of its own), a Python file (run with
  // python3), an executable file (copied there), or else a command line (words split on
  // spaces; the first found in PATH). nullopt with *error (not found, not compiled: the
  // compiler's first lines).
  static std::optional<Program> prepare(const std::string& what, const CompileOptions& compile, std::string* error);

  Program(Program&& other) noexcept;
  Program& operator=(Program&& other) noexcept;
  Program(const Program&) = delete;
  Program& operator=(const Program&) = delete;
  ~Program();

  const std::string& name() const { return name_; }     // as the user gave it
  const std::vector<std::string>& argv() const { return argv_; }

  // One run on an input; nullopt with *error when sudokit cannot run it at all.
  std::optional<ProcessRun> run(std::string_view input, const Limits& limits, const RunOptions& options,
                                std::string* error) const;
  // One run, judged; nullopt with *error as run(). A run killed at the wall limit with less
  // CPU time than the limit is run once more (a busy machine is not the program's fault); when
  // that happens twice the message says so.
  std::optional<Judged> judge(const Judge& judge, std::string_view input, std::string_view answer,
                              const Limits& limits, std::string* error, Checking checking = Checking::checker) const;

  // Its cost on a test, to climb on: the user-space instructions of one run where the kernel
  // counts them, else the least CPU time of `repeats` runs (in microseconds); with the first
  // run's verdict. A run past a limit costs what it had used. nullopt with *error as run().
  struct Cost {
    std::uint64_t value = 0;
    bool instructions = false;  // value counts instructions, else microseconds
    Judged judged;
  };
  std::optional<Cost> cost(const Judge& judge, std::string_view input, std::string_view answer,
                           const Limits& limits, int repeats, std::string* error) const;

 private:
  Program() = default;
  std::string name_;
  std::vector<std::string> argv_;
  std::string folder_;  // removed with the program ("" for a command line)
  std::unique_ptr<CleanupOnSignal> folder_on_signal_;  // ... or by a signal that ends the run
};

// The limits a tool's --time-limit (CPU seconds, more than 0 and at most 3600) and
// --memory-limit (MiB, 16 to 2^20) give; nullopt with the usage error in *error.
std::optional<Limits> program_limits(double cpu_seconds, int memory_mib, std::string* error);

// Each of `what` prepared (Program::prepare), in order; nullopt with *error at the first that
// cannot be.
std::optional<std::vector<Program>> prepare_programs(const std::vector<std::string>& what,
                                                     const CompileOptions& compile, std::string* error);

// The words of a command line, split on spaces and tabs (no quoting: no shell).
std::vector<std::string> split_command(const std::string& line);

}  // namespace sudokit
