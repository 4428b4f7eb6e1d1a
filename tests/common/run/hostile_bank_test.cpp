// SPDX-License-Identifier: MIT
// The hostile bank (tests/data/hostile/cases.txt): each program is compiled in sudokit's
// sandbox and judged on a p1784 test, in a scene the test sets up for it to attack: a victim
// folder anyone may write (its files: something precious, a secret, the jury's answer), a
// decoy process of sudokit's user whose command line names the answer file, TCP, UDP, unix
// and abstract-socket listeners on this machine, a secret in sudokit's environment. The test
// asserts the verdict, then that the side effect did not happen.
//
// It holds at the namespaces and the Landlock levels, as root and as an ordinary user
// (scripts/test runs it in all four ways); at the limits level it is not expected to.
#include <arpa/inet.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <signal.h>
#include <spawn.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "common/judge/judge.hpp"
#include "common/run/program.hpp"
#include "tests/support.hpp"

extern char** environ;

namespace sudokit {
namespace {

namespace fs = std::filesystem;

struct Case {
  std::string name, verdict;
  std::vector<std::string> checks;
};

void PrintTo(const Case& c, std::ostream* out) { *out << c.name; }

std::vector<Case> read_cases() {
  std::vector<Case> cases;
  std::ifstream in(testing::data_path("hostile/cases.txt"));
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    Case c;
    std::string checks;
    words >> c.name >> c.verdict >> checks;
    for (std::size_t start = 0; start < checks.size();) {
      const std::size_t end = std::min(checks.find(',', start), checks.size());
      c.checks.push_back(checks.substr(start, end - start));
      start = end + 1;
    }
    cases.push_back(c);
  }
  return cases;
}

std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

void replace_all(std::string& text, const std::string& what, const std::string& with) {
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + with.size())) {
    text.replace(at, what.size(), with);
  }
}

// A listening socket, non-blocking; -1 when it cannot be made.
int listener(int family, int type, const sockaddr* address, socklen_t size) {
  const int fd = ::socket(family, type | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
  if (fd < 0) return -1;
  if (::bind(fd, address, size) != 0 || (type == SOCK_STREAM && ::listen(fd, 8) != 0)) {
    ::close(fd);
    return -1;
  }
  return fd;
}

int port_of(int fd) {
  sockaddr_in address{};
  socklen_t size = sizeof address;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size);
  return ntohs(address.sin_port);
}

// The scene a program attacks, made anew for each case.
struct Scene {
  std::string token, victim, secret, env_secret, input, answer;
  int tcp = -1, udp = -1, unix_socket = -1, abstract_socket = -1;
  pid_t decoy = -1;

  Scene() {
    static std::atomic<int> counter{0};
    token = std::to_string(::getpid()) + "x" + std::to_string(counter++) + "x" +
            std::to_string(std::chrono::steady_clock::now().time_since_epoch().count() % 1000000);
    std::string pattern = "/tmp/sudokit-victim-XXXXXX";
    victim = ::mkdtemp(pattern.data());
    ::chmod(victim.c_str(), 0777);
    secret = "SECRET-" + token;
    env_secret = "ENVIRONMENT-" + token;
    ::setenv("SUDOKIT_HOSTILE_SECRET", env_secret.c_str(), 1);
    input = slurp(testing::data_path("samples/luogu-p1784/sample.in"));
    answer = slurp(testing::data_path("samples/luogu-p1784/sample.out"));
    write(victim + "/precious", "precious\n", 0666);
    write(victim + "/secret.txt", secret + "\n", 0644);
    fs::create_directory(victim + "/answers");
    ::chmod((victim + "/answers").c_str(), 0777);
    write(victim + "/answers/01.ans", answer, 0644);

    sockaddr_in loopback{};
    loopback.sin_family = AF_INET;
    loopback.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    tcp = listener(AF_INET, SOCK_STREAM, reinterpret_cast<sockaddr*>(&loopback), sizeof loopback);
    udp = listener(AF_INET, SOCK_DGRAM, reinterpret_cast<sockaddr*>(&loopback), sizeof loopback);
    sockaddr_un path{};
    path.sun_family = AF_UNIX;
    std::snprintf(path.sun_path, sizeof path.sun_path, "%s/socket", victim.c_str());
    unix_socket = listener(AF_UNIX, SOCK_STREAM, reinterpret_cast<sockaddr*>(&path), sizeof path);
    ::chmod((victim + "/socket").c_str(), 0777);
    sockaddr_un abstract{};
    abstract.sun_family = AF_UNIX;
    const std::string name = "sudokit-hostile-" + token;
    std::copy(name.begin(), name.end(), abstract.sun_path + 1);
    abstract_socket = listener(AF_UNIX, SOCK_STREAM, reinterpret_cast<sockaddr*>(&abstract),
                               static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + name.size()));

    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    const std::string answer_file = victim + "/answers/01.ans";
    std::vector<std::string> words = {"tail", "-f", answer_file};
    std::vector<char*> argv;
    for (std::string& w : words) argv.push_back(w.data());
    argv.push_back(nullptr);
    if (::posix_spawn(&decoy, "/usr/bin/tail", &actions, nullptr, argv.data(), environ) != 0) decoy = -1;
    posix_spawn_file_actions_destroy(&actions);
  }

  ~Scene() {
    if (decoy > 0) {
      ::kill(decoy, SIGKILL);
      ::waitpid(decoy, nullptr, 0);
    }
    for (int fd : {tcp, udp, unix_socket, abstract_socket}) {
      if (fd >= 0) ::close(fd);
    }
    for (const std::string& left : {"/tmp/sudokit-hostile-" + token, "/var/tmp/sudokit-hostile-" + token,
                                    "/dev/shm/sudokit-hostile-" + token}) {
      std::error_code ec;
      fs::remove(left, ec);
    }
    remove_folder(victim);
  }

  static void write(const std::string& path, const std::string& text, mode_t mode) {
    std::ofstream(path) << text;
    ::chmod(path.c_str(), mode);
  }

  std::string source_of(const std::string& name) const {
    std::string text = slurp(testing::data_path("hostile/" + name + ".cpp"));
    std::string escaped;
    for (const char c : answer) escaped += c == '\n' ? std::string("\\n") : std::string(1, c);
    replace_all(text, "@VICTIM@", victim);
    replace_all(text, "@TOKEN@", token);
    replace_all(text, "@PORT@", std::to_string(tcp >= 0 ? port_of(tcp) : 9));
    replace_all(text, "@UDP@", std::to_string(udp >= 0 ? port_of(udp) : 9));
    replace_all(text, "@DECOY@", std::to_string(decoy));
    replace_all(text, "@ANSWER@", escaped);
    return text;
  }

  // Whether anything reached a listener.
  bool reached() const {
    char byte;
    for (int fd : {tcp, unix_socket, abstract_socket}) {
      if (fd < 0) continue;
      const int accepted = ::accept4(fd, nullptr, nullptr, SOCK_CLOEXEC);
      if (accepted >= 0) {
        ::close(accepted);
        return true;
      }
    }
    return udp >= 0 && ::recv(udp, &byte, 1, MSG_DONTWAIT) >= 0;
  }

  bool victim_intact() const {
    std::vector<std::string> names;
    for (const auto& entry : fs::directory_iterator(victim)) names.push_back(entry.path().filename().string());
    std::sort(names.begin(), names.end());
    struct stat st {};
    return names == std::vector<std::string>{"answers", "precious", "secret.txt", "socket"} &&
           slurp(victim + "/precious") == "precious\n" && ::stat((victim + "/precious").c_str(), &st) == 0 &&
           (st.st_mode & 07777) == 0666 && slurp(victim + "/secret.txt") == secret + "\n";
  }

  bool decoy_alive() const { return decoy > 0 && ::kill(decoy, 0) == 0 && ::waitpid(decoy, nullptr, WNOHANG) == 0; }
};

// Processes whose command line starts with `path`.
int running(const std::string& path, const std::string& second = "") {
  int found = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    std::ifstream in(entry.path() / "cmdline");
    std::string cmdline;
    std::getline(in, cmdline);
    if (cmdline.rfind(path + '\0' + second, 0) == 0) ++found;
  }
  return found;
}

struct Outcome {
  std::string verdict;  // AC, WA, ..., or CE
  std::string said;     // the output, its errors and the judge's message, or the compile error
  long number = -1;     // the first number of the output
  std::string typed;    // checked under a terminal: what was typed into it
};

// 1 s of CPU time, 64 MiB: touching all of it takes a tenth of that time even on a busy machine.
Limits bank_limits() {
  std::string error;
  Limits limits = *program_limits(1, 64, &error);
  limits.wall_seconds = 2;
  return limits;
}

Outcome judge_it(const Program& program, const Scene& scene) {
  std::string error;
  const auto judged = program.judge(*find_judge("p1784"), scene.input, scene.answer, bank_limits(), &error);
  Outcome outcome;
  if (!judged) {
    outcome.verdict = "cannot run: " + error;
    return outcome;
  }
  outcome.verdict = verdict_code(judged->verdict);
  outcome.said = judged->run.output + "\n" + judged->run.errors + "\n" + judged->message;
  std::istringstream(judged->run.output) >> outcome.number;
  return outcome;
}

// The run in a child process whose controlling terminal is a new pseudo-terminal (as a setter's
// shell's is); what was typed into it comes back with the outcome.
Outcome judge_under_a_terminal(const Program& program, const Scene& scene) {
  int report[2];
  if (::pipe(report) != 0) return {"cannot make a pipe", "", -1, ""};
  const pid_t child = ::fork();
  if (child == 0) {
    ::close(report[0]);
    ::setsid();
    const int master = ::posix_openpt(O_RDWR | O_NOCTTY);
    ::grantpt(master);
    ::unlockpt(master);
    const int terminal = ::open(::ptsname(master), O_RDWR);  // the session's controlling terminal
    termios raw{};
    ::tcgetattr(terminal, &raw);
    ::cfmakeraw(&raw);
    ::tcsetattr(terminal, TCSANOW, &raw);
    const Outcome outcome = judge_it(program, scene);
    ::fcntl(terminal, F_SETFL, O_NONBLOCK);
    char typed[256];
    const ssize_t got = ::read(terminal, typed, sizeof typed);
    const std::string text = outcome.verdict + '\n' + std::to_string(outcome.number) + '\n' +
                             std::string(typed, static_cast<std::size_t>(std::max<ssize_t>(got, 0))) + '\n' +
                             outcome.said;
    [[maybe_unused]] const ssize_t wrote = ::write(report[1], text.data(), text.size());
    ::_exit(0);
  }
  ::close(report[1]);
  std::string text;
  char chunk[4096];
  for (ssize_t got; (got = ::read(report[0], chunk, sizeof chunk)) > 0;) text.append(chunk, static_cast<std::size_t>(got));
  ::close(report[0]);
  ::waitpid(child, nullptr, 0);
  Outcome outcome;
  std::istringstream lines(text);
  std::string number;
  std::getline(lines, outcome.verdict);
  std::getline(lines, number);
  std::getline(lines, outcome.typed);
  outcome.number = number.empty() ? -1 : std::stol(number);
  outcome.said = text;
  return outcome;
}

class HostileBank : public ::testing::TestWithParam<Case> {};

TEST_P(HostileBank, VerdictAndNoSideEffect) {
  const Case& c = GetParam();
  const auto has = [&c](const std::string& check) {
    return std::find(c.checks.begin(), c.checks.end(), check) != c.checks.end();
  };
  const Scene scene;
  ASSERT_TRUE(scene.decoy > 0 && scene.tcp >= 0 && scene.udp >= 0 && scene.unix_socket >= 0 &&
              scene.abstract_socket >= 0)
      << "the scene could not be set up";
  const testing::TempDir sources;
  const std::string source = (sources.path / (c.name + ".cpp")).string();
  std::ofstream(source) << scene.source_of(c.name);

  std::string error;
  auto program = Program::prepare(source, {}, &error);
  Outcome outcome;
  std::string binary_before;
  std::thread concurrent;
  std::optional<ProcessRun> concurrent_run;
  long shared_tasks = 0;  // sudokit's user's tasks as the run began, where the program shares that user
  if (!program) {
    outcome.verdict = "CE";
    outcome.said = error;
  } else {
    binary_before = slurp(program->argv()[0]);
    if (has("concurrent")) {  // another run's program, sleeping until its wall limit
      Limits limits = bank_limits();
      limits.wall_seconds = 4;
      concurrent = std::thread([&concurrent_run, limits] {
        std::string why;
        concurrent_run = run_process({testing::hostile_program(), "sleep"}, "", limits, {}, &why);
      });
      for (int wait = 0; wait < 300 && running(testing::hostile_program(), "sleep") == 0; ++wait) ::usleep(10'000);
      ASSERT_GT(running(testing::hostile_program(), "sleep"), 0) << "the concurrent run did not start";
    }
    shared_tasks = ::geteuid() != 0 && run_isolation() != Isolation::namespaces ? tasks_of(::geteuid()) : 0;
    outcome = has("terminal") ? judge_under_a_terminal(*program, scene) : judge_it(*program, scene);
  }
  if (concurrent.joinable()) concurrent.join();

  // (a line for the bank's table: the case, its verdict, the level it ran at)
  std::printf("[ bank     ] %-16s %-4s %s\n", c.name.c_str(), outcome.verdict.c_str(), isolation_name(run_isolation()));
  EXPECT_EQ(outcome.verdict, c.verdict) << outcome.said;
  for (const std::string& check : c.checks) {
    if (check.rfind("absent:", 0) == 0) {
      std::string path = check.substr(7);
      replace_all(path, "@VICTIM@", scene.victim);
      replace_all(path, "@TOKEN@", scene.token);
      EXPECT_FALSE(fs::exists(path)) << path;
    } else if (check == "victim-intact") {
      EXPECT_TRUE(scene.victim_intact());
    } else if (check == "hidden") {
      for (const std::string& kept : {scene.secret, scene.env_secret, scene.answer.substr(0, scene.answer.find('\n'))}) {
        EXPECT_EQ(outcome.said.find(kept), std::string::npos) << kept << " in: " << outcome.said;
      }
    } else if (check == "silent") {
      EXPECT_FALSE(scene.reached());
    } else if (check == "decoy-alive") {
      EXPECT_TRUE(scene.decoy_alive());
    } else if (check.rfind("below:", 0) == 0) {
      EXPECT_GE(outcome.number, 0) << outcome.said;
      EXPECT_LT(outcome.number, std::stol(check.substr(6))) << outcome.said;
    } else if (check.rfind("tasks-below:", 0) == 0) {
      EXPECT_GE(outcome.number, 0) << outcome.said;
      EXPECT_LT(outcome.number, std::stol(check.substr(12)) + shared_tasks) << outcome.said << " (" << shared_tasks
                                                                            << " tasks of the user shared)";
    } else if (check.rfind("not:", 0) == 0) {
      EXPECT_EQ(outcome.said.find(check.substr(4)), std::string::npos) << outcome.said;
    } else if (check == "binary-intact") {
      ASSERT_TRUE(program);
      EXPECT_EQ(slurp(program->argv()[0]), binary_before);
    } else if (check == "none-left") {
      ASSERT_TRUE(program);
      EXPECT_EQ(running(program->argv()[0]), 0);
    } else if (check == "concurrent") {
      ASSERT_TRUE(concurrent_run);
      EXPECT_EQ(concurrent_run->ending, Ending::wall_limit) << ending_name(concurrent_run->ending);
      EXPECT_EQ(concurrent_run->output, "");
    } else if (check == "terminal") {
      EXPECT_EQ(outcome.typed, "") << "typed into the terminal";
    } else {
      ADD_FAILURE() << "unknown check " << check;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Bank, HostileBank, ::testing::ValuesIn(read_cases()),
                         [](const ::testing::TestParamInfo<Case>& param) { return param.param.name; });

// The bank is as big as the issue asked (at least 30 programs), and every source it names is there.
TEST(HostileBank, HasEveryProgram) {
  const std::vector<Case> cases = read_cases();
  EXPECT_GE(cases.size(), 30u);
  for (const Case& c : cases) EXPECT_TRUE(fs::exists(testing::data_path("hostile/" + c.name + ".cpp"))) << c.name;
}

}  // namespace
}  // namespace sudokit
