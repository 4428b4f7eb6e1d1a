// SPDX-License-Identifier: MIT
// The runner against a program that misbehaves on purpose (hostile.cpp): every way ends in a
// run with the right ending, within its limits, and leaves nothing behind.
#include "common/run/process.hpp"

#include <gtest/gtest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "tests/support.hpp"

namespace sudokit {
namespace {

const std::string& hostile() { return testing::hostile_program(); }

ProcessRun run_hostile(const std::string& how, const Limits& limits = {}, const std::string& input = "",
                       const RunOptions& options = {}) {
  std::string error;
  const auto run = run_process({hostile(), how}, input, limits, options, &error);
  EXPECT_TRUE(run) << error;
  return run.value_or(ProcessRun{});
}

Limits quick() {
  Limits limits;
  limits.cpu_seconds = 0.5;
  limits.wall_seconds = 5;
  limits.memory_bytes = std::uint64_t{256} << 20;
  limits.output_bytes = std::uint64_t{1} << 20;
  return limits;
}

// Processes still running the hostile program with this argument, once those killed have had
// a second to die (a SIGKILL takes effect as the process next runs).
int left_running(const std::string& how) {
  int found = 0;
  for (int wait = 0; wait < 100; ++wait) {
    found = 0;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator("/proc", ec)) {
      // (getline, not a stream iterator: a process that ends as it is read fails the read,
      // which the stream takes as its end, where an iterator would throw)
      std::ifstream in(entry.path() / "cmdline");
      std::string cmdline;
      std::getline(in, cmdline);
      if (cmdline == hostile() + '\0' + how + '\0') ++found;
    }
    if (found == 0) break;
    ::usleep(10'000);
  }
  return found;
}

TEST(Process, EchoesItsInput) {
  const ProcessRun run = run_hostile("echo", quick(), "1 2 3\nfour\n");
  EXPECT_EQ(run.ending, Ending::exited);
  EXPECT_EQ(run.exit_code, 0);
  EXPECT_TRUE(run.succeeded());
  EXPECT_EQ(run.output, "1 2 3\nfour\n");
  EXPECT_LT(run.cpu_seconds, 0.5);
}

TEST(Process, ExitCode) {
  const ProcessRun run = run_hostile("exit", quick());
  EXPECT_EQ(run.ending, Ending::exited);
  EXPECT_EQ(run.exit_code, 3);
  EXPECT_FALSE(run.succeeded());
}

TEST(Process, EndlessLoopStopsAtTheCpuLimit) {
  const ProcessRun run = run_hostile("loop", quick());
  EXPECT_EQ(run.ending, Ending::cpu_limit);
  EXPECT_GE(run.cpu_seconds, 0.5);
  EXPECT_LT(run.wall_seconds, 5);
}

TEST(Process, SleeperStopsAtTheWallLimit) {
  Limits limits = quick();
  limits.wall_seconds = 0.3;
  const ProcessRun run = run_hostile("sleep", limits);
  EXPECT_EQ(run.ending, Ending::wall_limit);
  EXPECT_GE(run.wall_seconds, 0.3);
  EXPECT_LT(run.wall_seconds, 3);
}

// The fork-loop tests, one at a time across test processes (ctest -j): a program's process
// limit is RLIMIT_NPROC's, counted per user, and set as the tasks its user has at the start plus
// Limits::processes; a concurrent test's program of the same user that ends meanwhile would
// leave it room for one more, and left_running() would count the other test's programs.
class ForkLoopLock {
 public:
  ForkLoopLock() : fd_(::open("/tmp/sudokit-tests-fork-loop.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0666)) {
    if (fd_ >= 0) ::flock(fd_, LOCK_EX);
  }
  ~ForkLoopLock() {
    if (fd_ >= 0) ::close(fd_);
  }
  ForkLoopLock(const ForkLoopLock&) = delete;
  ForkLoopLock& operator=(const ForkLoopLock&) = delete;

 private:
  int fd_;
};

TEST(Process, NoForkWithOneProcess) {
  const ForkLoopLock one_at_a_time;
  const ProcessRun run = run_hostile("fork-loop", quick());
  EXPECT_EQ(run.ending, Ending::exited);
  EXPECT_EQ(run.output, "0\n");
  EXPECT_EQ(left_running("fork-loop"), 0);
}

TEST(Process, ForkLoopBoundedAndCleanedUp) {
  const ForkLoopLock one_at_a_time;
  Limits limits = quick();
  limits.processes = 4;
  // At most 3 children beyond the program. Only where the program shares sudokit's user (no
  // namespaces, not root) do that user's other tasks count, and those (other tests' programs
  // here) that end while it runs leave it room for as many more.
  const bool own_user = ::geteuid() == 0 || run_isolation() == Isolation::namespaces;
  const long others = own_user ? 0 : tasks_of(::getuid());
  const ProcessRun run = run_hostile("fork-loop", limits);
  EXPECT_EQ(run.ending, Ending::exited) << ending_name(run.ending);
  ASSERT_FALSE(run.output.empty());
  EXPECT_LE(std::stoi(run.output), 3 + others);
  EXPECT_EQ(left_running("fork-loop"), 0);
}

TEST(Process, ThreadsAreAllowed) {
  const ProcessRun run = run_hostile("threads", quick());
  EXPECT_EQ(run.ending, Ending::exited);
  EXPECT_EQ(run.output, "10\n");
}

TEST(Process, OutputFloodStopsAtTheOutputLimit) {
  for (const char* how : {"flood", "flood-errors", "flood-ignoring"}) {
    const ProcessRun run = run_hostile(how, quick());
    EXPECT_EQ(run.ending, Ending::output_limit) << how << ": " << ending_name(run.ending);
    EXPECT_LE(run.output.size(), std::size_t{1} << 20) << how;
    EXPECT_LT(run.wall_seconds, 5) << how;
  }
}

TEST(Process, CrashAndAbortAreSignals) {
  const ProcessRun crash = run_hostile("crash", quick());
  EXPECT_EQ(crash.ending, Ending::signalled);
  EXPECT_EQ(crash.signal, SIGSEGV);
  const ProcessRun abort = run_hostile("abort", quick());
  EXPECT_EQ(abort.ending, Ending::signalled);
  EXPECT_EQ(abort.signal, SIGABRT);
}

TEST(Process, MemoryLimitIsTheAddressSpace) {
  const ProcessRun alloc = run_hostile("alloc", quick());
  EXPECT_EQ(alloc.ending, Ending::signalled);
  EXPECT_NE(alloc.errors.find("bad_alloc"), std::string::npos) << alloc.errors;
  // Touching 256 MiB took half a second of CPU time on a busy machine, the quick limit: the
  // program stopped there with half its memory (the failures of issue 54, peak 119-126 MB).
  // With time to spare it ends for want of memory, and its peak is read at its exit.
  Limits roomy = quick();
  roomy.cpu_seconds = 10;
  roomy.wall_seconds = 30;
  const ProcessRun touch = run_hostile("touch", roomy);
  EXPECT_EQ(touch.ending, Ending::exited) << ending_name(touch.ending);
  EXPECT_EQ(touch.exit_code, 1);
  EXPECT_LE(touch.peak_memory_bytes, std::uint64_t{256} << 20);
  EXPECT_GE(touch.peak_memory_bytes, std::uint64_t{128} << 20);
}

// A forked child counts sudokit's pages until it execs (and its rusage keeps that peak): a
// small program run from a large sudokit is still small.
TEST(Process, PeakMemoryIsTheProgramsOwn) {
  std::vector<char> ballast(std::size_t{300} << 20, 1);  // sudokit grown past 300 MiB
  for (std::size_t k = 0; k < ballast.size(); k += 4096) ballast[k] = static_cast<char>(k);
  const ProcessRun crash = run_hostile("crash", quick());
  EXPECT_EQ(crash.ending, Ending::signalled);
  EXPECT_LT(crash.peak_memory_bytes, std::uint64_t{64} << 20);
  EXPECT_NE(ballast[4096], 2);
}

TEST(Process, ReadingPastTheInputIsTheEnd) {
  const ProcessRun run = run_hostile("read-past", quick(), "abc\ndef\n");
  EXPECT_EQ(run.ending, Ending::exited);
  EXPECT_EQ(run.output, "6\n");
}

TEST(Process, TheInputCannotBeChanged) {
  const ProcessRun run = run_hostile("write-input", quick(), "abc\n");
  EXPECT_EQ(run.output, "refused\n");
}

TEST(Process, FilesGoIntoAScratchFolderThatIsRemoved) {
  const ProcessRun run = run_hostile("write-files", quick());
  ASSERT_EQ(run.ending, Ending::exited);
  const std::string folder = run.output.substr(0, run.output.size() - 1);
  EXPECT_NE(folder, std::filesystem::current_path().string());
  EXPECT_FALSE(std::filesystem::exists(folder)) << folder;
}

TEST(Process, SmallFixedEnvironmentAndNoOtherDescriptors) {
  RunOptions options;
  options.environment.emplace_back("SEED", "7");
  const ProcessRun env = run_hostile("env", quick(), "", options);
  EXPECT_NE(env.output.find("PATH="), std::string::npos);
  EXPECT_NE(env.output.find("SEED=7\n"), std::string::npos);
  EXPECT_NE(env.output.find("LC_ALL=C\n"), std::string::npos);
  EXPECT_EQ(env.output.find("HOSTNAME="), std::string::npos);
  EXPECT_EQ(std::count(env.output.begin(), env.output.end(), '\n'), 5) << env.output;
  EXPECT_EQ(run_hostile("fds", quick()).output, "0\n");
}

// As root, each run's program is a user of its own (never root, nobody or a real account), so
// that two runs at once cannot reach each other's files or processes; else sudokit's user.
TEST(Process, RootRunsEachProgramAsAUserOfItsOwn) {
  const ProcessRun first = run_hostile("uid", quick());
  const ProcessRun second = run_hostile("uid", quick());
  ASSERT_EQ(first.ending, Ending::exited);
  if (::geteuid() == 0) {
    EXPECT_GE(std::stoul(first.output), 1ul << 30) << first.output;
    EXPECT_NE(first.output, second.output);
  } else {
    EXPECT_EQ(first.output, std::to_string(::getuid()) + "\n");
  }
}

// A signal that ends sudokit while a program runs (Ctrl-C, kill) leaves neither the program
// nor its scratch folder behind.
TEST(Process, ASignalLeavesNothingBehind) {
  const testing::TempDir scratch;
  const std::string how = std::string("sleep") + '\0' + "until-a-signal";
  const std::string program = hostile();  // (copied before the fork, by this process)
  const pid_t child = ::fork();
  if (child == 0) {
    ::setenv("TMPDIR", scratch.path.c_str(), 1);
    Limits limits = quick();
    limits.wall_seconds = 60;
    std::string error;
    run_process({program, "sleep", "until-a-signal"}, "", limits, {}, &error);
    ::_exit(0);
  }
  for (int wait = 0; wait < 1000 && left_running(how) == 0; ++wait) ::usleep(10'000);
  ASSERT_EQ(left_running(how), 1) << "the program did not start";
  ::kill(child, SIGTERM);
  int status = 0;
  ::waitpid(child, &status, 0);
  EXPECT_TRUE(WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM) << status;
  EXPECT_EQ(left_running(how), 0);
  EXPECT_TRUE(std::filesystem::is_empty(scratch.path));
}

// Where the kernel refuses a level (a run's set-up fails there), the runs go one level down
// for good: Landlock where the kernel has it, then the limits alone, with one warning. In a
// child process: the level is its process's.
TEST(Process, ARefusedLevelGoesDown) {
  const std::string program = hostile();  // (copied before the fork, by this process)
  const pid_t child = ::fork();
  if (child == 0) {
    const auto runs_at = [&program](Isolation expected) {
      std::string error;
      const auto run = run_process({program, "echo"}, "x\n", quick(), {}, &error);
      return run && run->isolation == expected && run->output == "x\n";
    };
    if (run_isolation() != Isolation::namespaces) ::_exit(0);  // lower already (SUDOKIT_ISOLATION)
    isolation_refused(Isolation::namespaces, "refused by the test");
    const Isolation next = run_isolation();
    if (next == Isolation::namespaces || !runs_at(next)) ::_exit(1);
    isolation_refused(Isolation::landlock, "refused by the test");
    if (run_isolation() != Isolation::limits || !runs_at(Isolation::limits)) ::_exit(2);
    ::_exit(0);
  }
  int status = 0;
  ::waitpid(child, &status, 0);
  ASSERT_TRUE(WIFEXITED(status)) << status;
  EXPECT_EQ(WEXITSTATUS(status), 0) << "1: not one level down, 2: not at the limits";
}

TEST(Process, InstructionsWhereTheKernelCountsThem) {
  RunOptions options;
  options.count_instructions = true;
  const ProcessRun run = run_hostile("threads", quick(), "", options);
  EXPECT_EQ(run.output, "10\n");
  if (run.instructions) {
    EXPECT_GT(*run.instructions, 1000u);
  }
}

TEST(Process, WhatCannotBeRunIsAnError) {
  std::string error;
  EXPECT_FALSE(run_process({"no-such-program-here"}, "", quick(), {}, &error));
  EXPECT_NE(error.find("not found"), std::string::npos) << error;
  const std::string text = ::testing::TempDir() + "/not-a-program-" + std::to_string(::getpid()) + ".txt";
  std::ofstream(text) << "text\n";
  std::filesystem::permissions(text, std::filesystem::perms::owner_read | std::filesystem::perms::owner_write);
  EXPECT_FALSE(run_process({text}, "", quick(), {}, &error));
  EXPECT_NE(error.find("not an executable"), std::string::npos) << error;
  std::filesystem::remove(text);
  EXPECT_FALSE(run_process({}, "", quick(), {}, &error));
}

}  // namespace
}  // namespace sudokit
