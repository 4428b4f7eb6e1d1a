// SPDX-License-Identifier: MIT
#include "common/run/program.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <cerrno>
#include <csignal>
#include <cstring>
#include <filesystem>
#include <utility>

#include "common/text/io.hpp"

namespace sudokit {

namespace fs = std::filesystem;

Limits CompileOptions::compile_limits() {
  Limits limits;
  limits.cpu_seconds = 60;
  limits.wall_seconds = 120;
  limits.memory_bytes = std::uint64_t{4} << 30;
  limits.processes = 64;
  limits.output_bytes = std::uint64_t{256} << 20;
  return limits;
}

namespace {

struct VerdictRow {
  RunVerdict verdict;
  const char* code;
  const char* folder;
};
constexpr VerdictRow kVerdicts[] = {
    {RunVerdict::accepted, "AC", "accepted"},
    {RunVerdict::wrong_answer, "WA", "wrong_answer"},
    {RunVerdict::time_limit, "TLE", "time_limit_exceeded"},
    {RunVerdict::memory_limit, "MLE", "run_time_error"},
    {RunVerdict::output_limit, "OLE", "run_time_error"},
    {RunVerdict::run_time_error, "RTE", "run_time_error"},
    {RunVerdict::judge_error, "JE", ""},
};
const VerdictRow& row_of(RunVerdict verdict) {
  for (const VerdictRow& row : kVerdicts) {
    if (row.verdict == verdict) return row;
  }
  return kVerdicts[std::size(kVerdicts) - 1];
}

std::string seconds_text(double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f s", seconds);
  return text;
}

std::string first_line(std::string_view text) {
  const std::size_t end = text.find('\n');
  std::string line(text.substr(0, std::min<std::size_t>(end == std::string_view::npos ? text.size() : end, 200)));
  return line;
}

}  // namespace

const char* verdict_code(RunVerdict verdict) { return row_of(verdict).code; }
const char* verdict_folder(RunVerdict verdict) { return row_of(verdict).folder; }

std::optional<Limits> program_limits(double cpu_seconds, int memory_mib, std::string* error) {
  if (!(cpu_seconds > 0 && cpu_seconds <= 3600)) {
    *error = "--time-limit must be more than 0 and at most 3600 seconds";
    return std::nullopt;
  }
  if (memory_mib < 16 || memory_mib > 1 << 20) {
    *error = "--memory-limit must be 16 to 1048576 MiB";
    return std::nullopt;
  }
  Limits limits;
  limits.cpu_seconds = cpu_seconds;
  limits.memory_bytes = static_cast<std::uint64_t>(memory_mib) << 20;
  return limits;
}

std::optional<std::vector<Program>> prepare_programs(const std::vector<std::string>& what,
                                                     const CompileOptions& compile, std::string* error) {
  std::vector<Program> programs;
  for (const std::string& one : what) {
    auto program = Program::prepare(one, compile, error);
    if (!program) return std::nullopt;
    programs.push_back(std::move(*program));
  }
  return programs;
}

std::vector<std::string> split_command(const std::string& line) {
  std::vector<std::string> words;
  std::string word;
  for (const char c : line) {
    if (c == ' ' || c == '\t' || c == '\n') {
      if (!word.empty()) words.push_back(std::move(word));
      word.clear();
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back(std::move(word));
  return words;
}

CheckResult compare_words(std::string_view output, std::string_view answer, std::string_view flags) {
  const bool case_sensitive = flags.find("case_sensitive") != std::string_view::npos;
  const bool space_sensitive = flags.find("space_change_sensitive") != std::string_view::npos;
  const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'; };
  const auto fold = [case_sensitive](char c) {
    return case_sensitive ? c : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  };
  std::size_t i = 0, j = 0, word = 0;
  for (;;) {
    const std::size_t gap_i = i, gap_j = j;
    while (i < output.size() && space(output[i])) ++i;
    while (j < answer.size() && space(answer[j])) ++j;
    if (space_sensitive && output.substr(gap_i, i - gap_i) != answer.substr(gap_j, j - gap_j)) {
      return {CheckVerdict::wrong_answer, "the spacing differs from the answer's before word " + std::to_string(word + 1)};
    }
    if (i == output.size() || j == answer.size()) break;
    ++word;
    for (; i < output.size() && j < answer.size() && !space(output[i]) && !space(answer[j]); ++i, ++j) {
      if (fold(output[i]) != fold(answer[j])) break;
    }
    const bool output_ends = i == output.size() || space(output[i]);
    const bool answer_ends = j == answer.size() || space(answer[j]);
    if (!output_ends || !answer_ends) return {CheckVerdict::wrong_answer, "word " + std::to_string(word) + " differs from the answer's"};
  }
  if (i < output.size()) return {CheckVerdict::wrong_answer, "more words than the answer's " + std::to_string(word)};
  if (j < answer.size()) return {CheckVerdict::wrong_answer, "the answer has more than " + std::to_string(word) + " words"};
  return {CheckVerdict::accepted, ""};
}

CheckResult check_as(const Judge& judge, Checking checking, std::string_view input, std::string_view output,
                     std::string_view answer) {
  if (checking == Checking::package_default && !judge.any_correct_answer()) {
    return compare_words(output, answer, judge.compare_flags());
  }
  return judge.check(input, output, answer);
}

Judged judge_run(const Judge& judge, std::string_view input, std::string_view answer, ProcessRun run,
                 const Limits& limits, Checking checking) {
  Judged judged;
  const auto verdict = [&](RunVerdict v, std::string message) {
    judged.verdict = v;
    judged.message = std::move(message);
  };
  const bool out_of_memory =
      run.errors.find("bad_alloc") != std::string::npos || run.errors.find("MemoryError") != std::string::npos ||
      run.errors.find("Cannot allocate memory") != std::string::npos ||
      run.peak_memory_bytes >= limits.memory_bytes / 4 * 3;
  switch (run.ending) {
    case Ending::exec_failed:
      if (run.exec_errno == ENOMEM) {
        verdict(RunVerdict::memory_limit, "the program does not fit in the memory limit");
      } else {
        verdict(RunVerdict::run_time_error, std::string("cannot start it: ") + std::strerror(run.exec_errno));
      }
      break;
    case Ending::cpu_limit:
      verdict(RunVerdict::time_limit, "over the CPU limit of " + seconds_text(limits.cpu_seconds) + " (" +
                                          seconds_text(run.cpu_seconds) + " when it stopped)");
      break;
    case Ending::wall_limit:
      verdict(RunVerdict::time_limit, "over the wall-time limit of " + seconds_text(limits.wall()));
      break;
    case Ending::output_limit:
      verdict(RunVerdict::output_limit, "more than " + std::to_string(limits.output_bytes) + " bytes of output");
      break;
    case Ending::signalled:
      if (out_of_memory) {
        verdict(RunVerdict::memory_limit, "out of memory (killed by " + std::string(strsignal(run.signal)) + ")");
      } else {
        verdict(RunVerdict::run_time_error, "killed by signal " + std::to_string(run.signal) + " (" +
                                                std::string(strsignal(run.signal)) + ")");
      }
      break;
    case Ending::exited:
      if (run.exit_code != 0) {
        if (out_of_memory) {
          verdict(RunVerdict::memory_limit, "out of memory (exit status " + std::to_string(run.exit_code) + ")");
        } else {
          const std::string said = first_line(run.errors);
          verdict(RunVerdict::run_time_error,
                  "exit status " + std::to_string(run.exit_code) + (said.empty() ? "" : ": " + said));
        }
        break;
      }
      {
        const CheckResult checked = check_as(judge, checking, input, run.output, answer);
        switch (checked.verdict) {
          case CheckVerdict::accepted: verdict(RunVerdict::accepted, ""); break;
          case CheckVerdict::wrong_answer: verdict(RunVerdict::wrong_answer, first_line(checked.message)); break;
          case CheckVerdict::presentation_error:
            verdict(RunVerdict::wrong_answer, "presentation: " + first_line(checked.message));
            break;
          case CheckVerdict::fail: verdict(RunVerdict::judge_error, first_line(checked.message)); break;
        }
      }
      break;
  }
  judged.run = std::move(run);
  return judged;
}

Program::Program(Program&& other) noexcept
    : name_(std::move(other.name_)),
      argv_(std::move(other.argv_)),
      folder_(std::exchange(other.folder_, "")),
      folder_on_signal_(std::move(other.folder_on_signal_)) {}

Program& Program::operator=(Program&& other) noexcept {
  if (this != &other) {
    remove_folder(folder_);
    name_ = std::move(other.name_);
    argv_ = std::move(other.argv_);
    folder_ = std::exchange(other.folder_, "");
    folder_on_signal_ = std::move(other.folder_on_signal_);
  }
  return *this;
}

Program::~Program() { remove_folder(folder_); }

std::optional<Program> Program::prepare(const std::string& what, const CompileOptions& compile, std::string* error) {
  Program program;
  program.name_ = what;
  std::error_code ec;
  const bool is_file = !what.empty() && what.find(' ') == std::string::npos && fs::is_regular_file(what, ec);
  if (!is_file) {
    program.argv_ = split_command(what);
    if (program.argv_.empty()) {
      *error = "no program named";
      return std::nullopt;
    }
    if (fs::exists(program.argv_[0], ec) && !fs::is_regular_file(program.argv_[0], ec)) {
      *error = program.argv_[0] + ": not a file (a submission is one file)";
      return std::nullopt;
    }
    const auto path = find_executable(program.argv_[0], error);
    if (!path) return std::nullopt;
    program.argv_[0] = *path;
    return program;
  }
  // A file: into a folder of its own, which programs may read but not change.
  program.folder_ = make_scratch_folder("sudokit-program", error);
  if (program.folder_.empty()) return std::nullopt;
  program.folder_on_signal_ = std::make_unique<CleanupOnSignal>(program.folder_);
  std::string extension = fs::path(what).extension().string();
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  const fs::path folder = program.folder_;
  const fs::path copy = folder / fs::path(what).filename();
  if (!fs::copy_file(what, copy, fs::copy_options::overwrite_existing, ec)) {
    *error = what + ": cannot copy it: " + ec.message();
    return std::nullopt;
  }
  fs::permissions(copy, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read | fs::perms::others_read, ec);
  const bool cxx = extension == ".cpp" || extension == ".cc" || extension == ".cxx" || extension == ".c++";
  if (cxx || extension == ".c") {
    std::vector<std::string> command = split_command(cxx ? compile.cxx : compile.c);
    if (command.empty()) {
      *error = "the compile command is empty";
      return std::nullopt;
    }
    const std::string binary = (folder / "program").string();
    command.push_back(copy.string());
    command.push_back("-o");
    command.push_back(binary);
    if (!cxx) command.push_back("-lm");
    RunOptions options;
    options.folder = program.folder_;
    const auto compiled = run_process(command, "", compile.limits, options, error);
    if (!compiled) return std::nullopt;
    if (!compiled->succeeded() || !fs::is_regular_file(binary, ec)) {
      std::string said;
      std::size_t lines = 0;
      for (std::size_t at = 0; at < compiled->errors.size() && lines < 12; ++lines) {
        const std::size_t end = std::min(compiled->errors.find('\n', at), compiled->errors.size());
        said += "  " + compiled->errors.substr(at, end - at) + "\n";
        at = end + 1;
      }
      *error = what + ": does not compile (" +
               (compiled->ending == Ending::exited ? "exit status " + std::to_string(compiled->exit_code)
                                                   : std::string(ending_name(compiled->ending))) +
               ")\n" + said;
      while (!error->empty() && error->back() == '\n') error->pop_back();
      return std::nullopt;
    }
    // (by a descriptor: the compiler may have left a link in its place)
    const int made = ::open(binary.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
    struct stat st {};
    if (made < 0 || ::fstat(made, &st) != 0 || !S_ISREG(st.st_mode) || ::fchmod(made, 0755) != 0) {
      if (made >= 0) ::close(made);
      *error = what + ": the compiler made no program file";
      return std::nullopt;
    }
    ::close(made);
    program.argv_ = {binary};
  } else if (extension == ".py") {
    const auto python = find_executable("python3", error);
    if (!python) return std::nullopt;
    program.argv_ = {*python, copy.string()};
  } else if (::access(what.c_str(), X_OK) == 0) {
    ::chmod(copy.c_str(), 0755);
    program.argv_ = {copy.string()};
  } else {
    *error = what + ": not a source file sudokit compiles (.cpp, .cc, .cxx, .c, .py) nor an executable";
    return std::nullopt;
  }
  ::chmod(program.folder_.c_str(), 0755);
  return program;
}

std::optional<ProcessRun> Program::run(std::string_view input, const Limits& limits, const RunOptions& options,
                                       std::string* error) const {
  RunOptions shown = options;
  if (!folder_.empty()) shown.read_only.push_back(folder_);
  return run_process(argv_, input, limits, shown, error);
}

std::optional<Judged> Program::judge(const Judge& judge, std::string_view input, std::string_view answer,
                                     const Limits& limits, std::string* error, Checking checking) const {
  auto ran = run(input, limits, {}, error);
  if (!ran) return std::nullopt;
  // Killed at the wall limit with CPU time to spare: it waited, or the machine was busy, which
  // is not the program's fault. Once more; a second time, the verdict says so.
  const auto waited = [&limits](const ProcessRun& r) {
    return r.ending == Ending::wall_limit && r.cpu_seconds < limits.cpu_seconds;
  };
  bool twice = false;
  if (waited(*ran)) {
    auto again = run(input, limits, {}, error);
    if (!again) return std::nullopt;
    twice = waited(*again);
    ran = std::move(again);
  }
  Judged judged = judge_run(judge, input, answer, std::move(*ran), limits, checking);
  if (twice) {
    judged.message += " twice, with " + seconds_text(judged.run.cpu_seconds) +
                      " of CPU time: it waits (for input, in sleep), or the machine is too busy";
  }
  return judged;
}

}  // namespace sudokit

namespace sudokit {

std::optional<Program::Cost> Program::cost(const Judge& judge, std::string_view input, std::string_view answer,
                                           const Limits& limits, int repeats, std::string* error) const {
  RunOptions options;
  options.count_instructions = true;
  Cost cost;
  for (int k = 0; k < std::max(1, repeats); ++k) {
    auto ran = run(input, limits, options, error);
    if (!ran) return std::nullopt;
    const auto micros = static_cast<std::uint64_t>(ran->cpu_seconds * 1e6);
    if (k == 0) {
      cost.instructions = ran->instructions.has_value();
      cost.value = ran->instructions.value_or(micros);
      cost.judged = judge_run(judge, input, answer, std::move(*ran), limits);
      if (cost.instructions || cost.judged.verdict == RunVerdict::time_limit) break;
    } else {
      cost.value = std::min(cost.value, micros);
    }
  }
  return cost;
}

}  // namespace sudokit
