// SPDX-License-Identifier: MIT
// The cost of judging a program, beyond the program's own run: sudokit's runner (limits set in
// the child, a scratch folder, memory files, the wait) and the judge's checker, against a peer
// in the same process, posix_spawn with the input from a file and the output to a pipe read to
// its end, no limits, no checker. The program is a small C++ one that reads its input and
// prints the answer of a generated HDU 6341 test (compiled here with g++ -O2), so that its own
// run is the same for both.
//   sudokit-bench-stress [--runs N] [--judge hdu6341]
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <vector>

#include "common/run/program.hpp"
#include "gen/command.hpp"

extern char** environ;

using namespace sudokit;

namespace {

double now() { return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count(); }

// One run by posix_spawn: the input from a file, the output through a pipe, read to its end.
bool spawn_once(const std::string& program, const std::string& input_file, std::string* output) {
  int out[2];
  if (pipe(out) != 0) return false;
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, input_file.c_str(), O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&actions, out[1], 1);
  posix_spawn_file_actions_addclose(&actions, out[0]);
  posix_spawn_file_actions_addclose(&actions, out[1]);
  char* argv[] = {const_cast<char*>(program.c_str()), nullptr};
  pid_t pid = 0;
  const int spawned = posix_spawn(&pid, program.c_str(), &actions, nullptr, argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  close(out[1]);
  output->clear();
  char buffer[4096];
  for (ssize_t n; (n = read(out[0], buffer, sizeof buffer)) > 0;) output->append(buffer, static_cast<std::size_t>(n));
  close(out[0]);
  int status = 0;
  if (spawned == 0) waitpid(pid, &status, 0);
  return spawned == 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

}  // namespace

int main(int argc, char** argv) {
  int runs = 300;
  for (int k = 1; k + 1 < argc; k += 2) {
    if (std::strcmp(argv[k], "--runs") == 0) runs = std::atoi(argv[k + 1]);
  }
  std::string error;
  GenSpec spec;  // one generated test and sudokit's answer
  spec.profile = "hdu6341";
  spec.cases = 1;
  spec.given = {"profile", "cases"};
  const std::string input = run_gen_spec(spec).input;
  const Judge& judge = *find_judge("hdu6341");
  const auto answered = judge.answer(input, true, 0, &error);
  if (!answered) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  const std::string answer = answered->text;
  const std::string folder = make_scratch_folder("sudokit-bench", &error);
  const std::string source = folder + "/answer.cpp";
  std::ofstream(source) << "#include <iostream>\n#include <string>\nint main() { std::string all, line;\n"
                           "  while (std::getline(std::cin, line)) all += line;\n  std::cout << (all.empty() ? 0 : "
                        << answer.substr(0, answer.find('\n')) << ") << '\\n'; }\n";
  const auto program = Program::prepare(source, {}, &error);
  if (!program) {
    std::fprintf(stderr, "%s\n", error.c_str());
    return 1;
  }
  const std::string input_file = folder + "/input.txt";
  std::ofstream(input_file) << input;
  Limits limits;
  std::string output;
  // Warm up both, then alternate rounds so that a slow spell of the machine falls on both.
  for (int k = 0; k < 10; ++k) {
    spawn_once(program->argv()[0], input_file, &output);
    program->judge(judge, input, answer, limits, &error);
  }
  double spawn_seconds = 0, judge_seconds = 0;
  int accepted = 0;
  for (int round = 0; round < 5; ++round) {
    double start = now();
    for (int k = 0; k < runs / 5; ++k) spawn_once(program->argv()[0], input_file, &output);
    spawn_seconds += now() - start;
    start = now();
    for (int k = 0; k < runs / 5; ++k) {
      const auto judged = program->judge(judge, input, answer, limits, &error);
      accepted += judged && judged->verdict == RunVerdict::accepted;
    }
    judge_seconds += now() - start;
  }
  const int total = runs / 5 * 5;
  const double spawn_ms = spawn_seconds / total * 1000, judge_ms = judge_seconds / total * 1000;
  std::printf("runs %d, accepted %d, isolation %s\n", total, accepted, isolation_name(run_isolation()));
  std::printf("peer (posix_spawn, no limits, no checker)  %.3f ms a run\n", spawn_ms);
  std::printf("sudokit (sandbox, limits, checker)         %.3f ms a run\n", judge_ms);
  std::printf("overhead %.3f ms a run (ratio %.2fx)\n", judge_ms - spawn_ms, judge_ms / spawn_ms);
  remove_folder(folder);
  return accepted == total ? 0 : 1;
}
