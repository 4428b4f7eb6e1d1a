// SPDX-License-Identifier: MIT
// Running a program that is not ours (a contestant's solution, a setter's wrong one, a
// compiler on such a source) on an input, with limits set in the child, and saying how it
// ended. POSIX (Linux) only: this layer is for the tools, never for a judge host.
//
//   Limits limits;                         // 2 s CPU, 1 GiB, one process, 64 MiB of output
//   std::string error;
//   auto run = run_process({"/usr/bin/sort"}, "b\na\n", limits, {}, &error);
//   if (run && run->ending == Ending::exited) use(run->output);
//
// The child is made with fork(); before it execs the program it
//   - takes the input on standard input from a sealed memory file (reading past its end gives
//     end of file; no write reaches what the checker reads), standard output and standard
//     error into memory files, every other descriptor closed;
//   - runs in a scratch folder of its own (made empty for it, removed afterwards), in its own
//     process group, with a small fixed environment;
//   - sets the limits: RLIMIT_CPU (the parent also reads the child's CPU clock and kills it past
//     the limit, which the kernel counts in whole seconds), RLIMIT_AS (memory; the stack is
//     bounded by it alone),
//     RLIMIT_FSIZE (output: a write past it fails and raises SIGXFSZ), RLIMIT_CORE 0; with
//     `processes` 1 a seccomp filter refuses every new process (fork, vfork, clone without
//     CLONE_THREAD: threads stay allowed), else RLIMIT_NPROC bounds them (it counts per user:
//     the user's tasks at the start plus `processes`, so other programs of that user that end
//     meanwhile leave room for as many more);
//   - when sudokit runs as root, becomes the unprivileged user nobody (65534) first (RLIMIT_NPROC
//     does not bind root, and nothing the program does should be root's), with no_new_privs;
//   - dies with its parent (PR_SET_PDEATHSIG).
// The parent waits on a pidfd with the wall limit, kills the whole process group at the end
// (whatever the program left running), and measures CPU time (its rusage) and, where the
// kernel allows perf_event_open for hardware counters, the instructions it retired.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudokit {

struct Limits {
  double cpu_seconds = 2;                         // user + system time, all threads
  double wall_seconds = 0;                        // 0: 2 x cpu_seconds + 1
  std::uint64_t memory_bytes = std::uint64_t{1} << 30;  // address space
  int processes = 1;                              // 1: no other process (threads allowed)
  std::uint64_t output_bytes = std::uint64_t{64} << 20;  // standard output, and standard error
  double wall() const { return wall_seconds > 0 ? wall_seconds : 2 * cpu_seconds + 1; }
};

// How a run ended.
enum class Ending {
  exited,        // by itself: exit_code
  signalled,     // by a signal of its own making (a crash, abort()): signal
  cpu_limit,     // killed at the CPU limit, or ran past it before it ended
  wall_limit,    // killed at the wall-time limit (it waited, or the machine was busy)
  output_limit,  // wrote more than output_bytes to standard output or standard error
  exec_failed,   // the program could not be started: exec_errno (ENOMEM: memory)
};
const char* ending_name(Ending ending);

// The tasks (processes and threads) the user `uid` has now, as RLIMIT_NPROC counts them.
long tasks_of(uid_t uid);

struct ProcessRun {
  Ending ending = Ending::exited;
  int exit_code = 0;
  int signal = 0;
  int exec_errno = 0;
  double cpu_seconds = 0;                    // user + system
  double wall_seconds = 0;
  std::uint64_t peak_memory_bytes = 0;       // resident: its rusage where that is more than
                                             // sudokit's own (a forked child's starts there),
                                             // else the most its VmHWM was seen at
  std::optional<std::uint64_t> instructions; // user-space instructions retired, where counted
  std::string output;                        // standard output, at most output_bytes
  std::string errors;                        // standard error, at most its first 64 KiB
  bool succeeded() const { return ending == Ending::exited && exit_code == 0; }
};

struct RunOptions {
  bool count_instructions = false;  // open a hardware counter for the child (if the kernel lets)
  // Extra environment entries (NAME, value); the child has only PATH (the parent's),
  // HOME and TMPDIR (its scratch folder), LC_ALL=C and these.
  std::vector<std::pair<std::string, std::string>> environment;
  // Run in this folder instead of a fresh scratch folder (it is not emptied or removed).
  std::string folder;
};

// Runs argv (argv[0] a path, or a name looked up in PATH) on `input`. nullopt with *error when
// sudokit could not set the run up (no such program, no scratch folder, fork failed): never a
// verdict on the program. A program the kernel refuses to start (not executable, too big for
// the memory limit) is a run that ended with exec_failed.
std::optional<ProcessRun> run_process(const std::vector<std::string>& argv, std::string_view input,
                                      const Limits& limits, const RunOptions& options, std::string* error);

// The executable file argv[0] names (a path as it is, else the first match in PATH), as an
// absolute path; nullopt with *error.
std::optional<std::string> find_executable(const std::string& name, std::string* error);

// A fresh empty folder for programs to run in (mode 0755, owned by the user programs run as),
// under TMPDIR or /tmp; "" with *error.
std::string make_scratch_folder(const std::string& prefix, std::string* error);
// Hands a folder (and what is in it) to the user programs run as, or takes it back, so that a
// compiler can write there and the program it made cannot change it afterwards. No-op unless
// sudokit runs as root.
void give_folder(const std::string& folder, bool to_programs);
// Removes a folder and everything in it, whatever a program did to its modes.
void remove_folder(const std::string& folder);

}  // namespace sudokit
