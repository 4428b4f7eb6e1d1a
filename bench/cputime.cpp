// SPDX-License-Identifier: MIT
// The CPU time of a command, for the benchmark scripts: the best of R runs, user + system
// seconds of the command's own process (getrusage of it alone, by wait4), started with
// posix_spawn.
//
//   sudokit-cputime [--runs R] [--stdin FILE] [--stdout FILE] -- COMMAND [ARGS...]
//
// Why not the shell's `time`: its child is a fork of the shell, and the CPU time from the fork
// to the exec (copying the shell's page tables, 2-4 ms here) is charged to the command timed:
// `time /bin/true` reads 4-6 ms, this 1.9 ms. posix_spawn starts the command from a vfork, so
// what is counted is the command. Prints the seconds (4 decimals); exit status 0 when every run
// exited with 0 or 1 (a verdict), else 2.
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

extern char** environ;

namespace {

int usage() {
  std::fprintf(stderr,
               "usage: sudokit-cputime [--runs R] [--stdin FILE] [--stdout FILE] -- COMMAND [ARGS...]\n");
  return 2;
}

// One run: its CPU seconds, or a negative number if it could not be run or failed.
double run_once(char** argv, const char* in, const char* out) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, in, O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  pid_t pid = 0;
  const int error = posix_spawnp(&pid, argv[0], &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  if (error != 0) {
    std::fprintf(stderr, "sudokit-cputime: cannot run %s: %s\n", argv[0], std::strerror(error));
    return -1;
  }
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) != pid) return -1;
  if (!WIFEXITED(status) || WEXITSTATUS(status) > 1) {
    std::fprintf(stderr, "sudokit-cputime: %s failed (status %d)\n", argv[0], status);
    return -1;
  }
  const auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 3;
  const char* in = "/dev/null";
  const char* out = "/dev/null";
  int i = 1;
  for (; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--") {
      ++i;
      break;
    }
    if (i + 1 >= argc) return usage();
    if (arg == "--runs") {
      runs = std::atoi(argv[++i]);
    } else if (arg == "--stdin") {
      in = argv[++i];
    } else if (arg == "--stdout") {
      out = argv[++i];
    } else {
      return usage();
    }
  }
  if (i >= argc || runs < 1) return usage();
  double best = -1;
  for (int k = 0; k < runs; ++k) {
    const double t = run_once(argv + i, in, out);
    if (t < 0) return 2;
    if (best < 0 || t < best) best = t;
  }
  std::printf("%.4f\n", best);
  return 0;
}
