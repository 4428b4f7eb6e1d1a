// SPDX-License-Identifier: MIT
// Running a program that is not ours (a contestant's solution, a setter's wrong one, a
// compiler on such a source) on an input, isolated and with limits set in the child, and saying
// how it ended. Linux only: this layer is for the tools, never for a judge host.
//
//   Limits limits;                         // 2 s CPU, 1 GiB, one process, 64 MiB of output
//   std::string error;
//   auto run = run_process({"/usr/bin/sort"}, "b\na\n", limits, {}, &error);
//   if (run && run->ending == Ending::exited) use(run->output);
//
// Two processes are made for a run. The supervisor, cloned into new namespaces (sandbox.hpp
// says which, and what the program sees at each level), builds the program's view of the
// files, then starts the program's process (as vfork() does: no copy of memory) traced by it
// (PTRACE_TRACEME: its exec's and its exit's stops, signals passed on), and watches it: the
// wall and CPU limits, the peak memory read at its exit stop (VmHWM, the program's own since
// its exec), and at the end every process it left, killed and reaped (as the pid namespace's
// init, or as a subreaper below that level). The program's process, before it execs:
//   - takes the input on standard input from a sealed memory file (reading past its end gives
//     end of file; no write reaches what the checker reads), standard output and standard
//     error into memory files, every other descriptor closed;
//   - starts a session of its own (no controlling terminal) in its work folder (a fresh scratch
//     folder, removed afterwards), with a small fixed environment;
//   - sets the limits: RLIMIT_CPU (the supervisor also reads its CPU clock and kills it past the
//     limit, which the kernel counts in whole seconds), RLIMIT_AS (memory; the stack is bounded
//     by it alone), RLIMIT_FSIZE (output: a write past it fails and raises SIGXFSZ),
//     RLIMIT_NOFILE, RLIMIT_CORE 0, RLIMIT_NPROC (the tasks: threads and processes);
//   - when sudokit runs as root, becomes a user of its own, never a real account's and never
//     another run's (RLIMIT_NPROC does not bind root, and nothing the program does should be
//     root's), with no_new_privs, then the sandbox's Landlock rules and system-call filter;
//   - dies with its supervisor, which dies with sudokit (PR_SET_PDEATHSIG).
// sudokit makes itself non-dumpable at its first run: a program cannot read its memory (the
// jury's answers) through /proc even at the level where it shares sudokit's user.
#pragma once

#include <sys/types.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "common/run/sandbox.hpp"

namespace sudokit {

struct Limits {
  double cpu_seconds = 2;                         // user + system time, all threads
  double wall_seconds = 0;                        // 0: 2 x cpu_seconds + 1
  std::uint64_t memory_bytes = std::uint64_t{1} << 30;  // address space
  int processes = 1;                              // 1: no other process (threads allowed), else
                                                  // the tasks at once (threads and processes)
  int threads = 64;                               // with one process: its threads at once
  int files = 64;                                 // open descriptors
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
  std::uint64_t peak_memory_bytes = 0;       // resident: VmHWM at its exit; when it was
                                             // killed (no exit stop), its rusage where that is
                                             // more than sudokit's own (a forked child's
                                             // starts there), else 0
  std::optional<std::uint64_t> instructions; // user-space instructions retired, where counted
  std::string output;                        // standard output, at most output_bytes
  std::string errors;                        // standard error, at most its first 64 KiB
  Isolation isolation{};                     // what it ran in (sandbox.hpp)
  bool succeeded() const { return ending == Ending::exited && exit_code == 0; }
};

struct RunOptions {
  bool count_instructions = false;  // open a hardware counter for the child (if the kernel lets)
  // Extra environment entries (NAME, value); the child has only PATH (the parent's),
  // HOME and TMPDIR (its scratch folder), LC_ALL=C and these.
  std::vector<std::pair<std::string, std::string>> environment;
  // Run in this folder instead of a fresh scratch folder (it is not emptied or removed; as
  // root it is handed to the program's user for the run and taken back after).
  std::string folder;
  // Files and folders the program is shown read-only (its own folder); argv[0] and the
  // arguments that are absolute paths of regular files are shown without asking.
  std::vector<std::string> read_only;
};

// Runs argv (argv[0] a path, or a name looked up in PATH) on `input`. nullopt with *error when
// sudokit could not set the run up (no such program, no scratch folder, fork failed): never a
// verdict on the program. A program the kernel refuses to start (not executable, too big for
// the memory limit) is a run that ended with exec_failed.
std::optional<ProcessRun> run_process(const std::vector<std::string>& argv, std::string_view input,
                                      const Limits& limits, const RunOptions& options, std::string* error);

// The executable file argv[0] names (a path as it is, else the first match in PATH's system
// folders, /usr and the like, which every sandbox shows, then in the rest of PATH), as an
// absolute path; nullopt with *error.
std::optional<std::string> find_executable(const std::string& name, std::string* error);

// A fresh empty folder (mode 0755, sudokit's) under TMPDIR or /tmp, by its canonical path;
// "" with *error.
std::string make_scratch_folder(const std::string& prefix, std::string* error);
// Removes a folder and everything in it, whatever a program did to its modes, never following
// a link (openat, O_NOFOLLOW, unlinkat).
void remove_folder(const std::string& folder);

}  // namespace sudokit
