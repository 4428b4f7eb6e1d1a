// SPDX-License-Identifier: MIT
// Running a program isolated and with limits (see process.hpp). Everything the children need
// is made before the clone: between it and exec they make only system calls (sudokit may have
// threads, whose locks a child could find held), and they write nothing but their own stack
// and the report they send back.
#include "common/run/process.hpp"

#include "common/text/io.hpp"

#include <fcntl.h>
#include <grp.h>
#include <linux/perf_event.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <dirent.h>
#include <sys/ptrace.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>

namespace sudokit {

namespace fs = std::filesystem;

const char* ending_name(Ending ending) {
  switch (ending) {
    case Ending::exited: return "exited";
    case Ending::signalled: return "signalled";
    case Ending::cpu_limit: return "cpu-limit";
    case Ending::wall_limit: return "wall-limit";
    case Ending::output_limit: return "output-limit";
    case Ending::exec_failed: return "exec-failed";
  }
  return "?";
}

namespace {

constexpr std::size_t kErrorsKept = 64 * 1024;

// Who a run's program is: the user sudokit runs as, or, when that is root, a user of the run's
// own: 2^30 + (sudokit's pid, 22 bits) * 256 + (a counter, 8 bits). No two runs at once share
// one (pids are unique among live processes, and one sudokit has fewer than 256 programs
// running), no account has one (they are past every distribution's ranges), and nothing is
// looked up (the statically linked tools have no name service).
struct RunAs {
  bool change = false;
  uid_t uid = 0;
  gid_t gid = 0;
};
bool as_root() { return ::geteuid() == 0; }
RunAs run_identity() {
  if (!as_root()) return {false, ::getuid(), ::getgid()};
  static std::atomic<unsigned> next{0};
  const unsigned slot = next.fetch_add(1) & 0xffu;
  const auto id = static_cast<uid_t>((1u << 30) + ((static_cast<unsigned>(::getpid()) & 0x3fffffu) << 8) + slot);
  return {true, id, id};
}

std::string errno_text(int e) { return std::strerror(e); }

// A file descriptor closed when it goes.
class Fd {
 public:
  Fd() = default;
  explicit Fd(int fd) : fd_(fd) {}
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  Fd& operator=(Fd&& other) noexcept {
    reset(std::exchange(other.fd_, -1));
    return *this;
  }
  ~Fd() { reset(); }
  int get() const { return fd_; }
  void reset(int fd = -1) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = fd;
  }

 private:
  int fd_ = -1;
};

// A memory file: the input (sealed against writes) or an output the child writes.
Fd memory_file(const char* name, std::string_view content, bool sealed, std::string* error) {
  Fd fd(static_cast<int>(::memfd_create(name, MFD_CLOEXEC | MFD_ALLOW_SEALING)));
  if (fd.get() < 0) {
    *error = std::string("memfd_create: ") + errno_text(errno);
    return fd;
  }
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t wrote = ::write(fd.get(), content.data() + done, content.size() - done);
    if (wrote < 0) {
      if (errno == EINTR) continue;
      *error = std::string("writing the input: ") + errno_text(errno);
      return Fd();
    }
    done += static_cast<std::size_t>(wrote);
  }
  if (sealed) ::fcntl(fd.get(), F_ADD_SEALS, F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_WRITE | F_SEAL_SEAL);
  ::lseek(fd.get(), 0, SEEK_SET);
  return fd;
}

// Up to `most` bytes of a memory file, and its whole size.
std::string read_back(int fd, std::size_t most, std::uint64_t* size) {
  struct stat st {};
  *size = ::fstat(fd, &st) == 0 ? static_cast<std::uint64_t>(st.st_size) : 0;
  std::string text(static_cast<std::size_t>(std::min<std::uint64_t>(*size, most)), '\0');
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t got = ::pread(fd, text.data() + done, text.size() - done, static_cast<off_t>(done));
    if (got <= 0) {
      if (got < 0 && errno == EINTR) continue;
      break;
    }
    done += static_cast<std::size_t>(got);
  }
  text.resize(done);
  return text;
}


// ---- What the children report ----

// One message on the report pipe (written whole: smaller than PIPE_BUF). The program's process
// sends `failed` when it cannot exec (stage 0) or set up; the supervisor sends `failed` when it
// cannot build the sandbox or start the program, else `ended` with how the program ended.
struct Report {
  enum Kind : int { failed = 1, ended = 2 } kind;
  int stage = 0;  // failed: kStages' index
  int error = 0;  // failed: errno
  int step = 0;   // failed at kSandboxStage: the sandbox's step
  int status = 0;
  int killed = 0;  // ended: 1 at the CPU limit, 2 at the wall limit
  double wall_seconds = 0;
  rusage usage{};
  std::uint64_t peak = 0;  // ended: VmHWM at the exit stop, 0 when not seen
  bool traced = false;     // ended: the supervisor saw its stops, and so
  bool executed = false;   // whether its exec completed (the kernel loaded the program)
};
const char* const kStages[] = {"exec", "the descriptors", "the work folder", "the limits", "the user",
                               "the system-call filter", "the Landlock rules", "the sandbox", "the supervisor"};
constexpr int kSandboxStage = 7, kSupervisorStage = 8;
constexpr int kKilledCpu = 1, kKilledWall = 2;

void send(int fd, const Report& report) {
  [[maybe_unused]] const ssize_t ignored = ::write(fd, &report, sizeof report);
}

// The program's process runs on a stack of the supervisor's memory, not a thread's: under
// AddressSanitizer, its calls that do not return would report that stack as a false alarm
// (on standard error, before the descriptors are the program's). Not instrumented.
#if defined(__clang__) || defined(__GNUC__)
#define SUDOKIT_CHILD_STACK __attribute__((no_sanitize("address")))
#else
#define SUDOKIT_CHILD_STACK
#endif

[[noreturn]] SUDOKIT_CHILD_STACK void fail(int fd, int stage, int error, int step = 0) {
  Report report{Report::failed};
  report.stage = stage;
  report.error = error;
  report.step = step;
  send(fd, report);
  ::_exit(127);
}

rlim_t bytes_limit(std::uint64_t bytes) {
  return bytes >= static_cast<std::uint64_t>(RLIM_INFINITY) ? RLIM_INFINITY : static_cast<rlim_t>(bytes);
}

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }
double seconds_of(const timespec& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) / 1e9; }

double monotonic_now() {
  timespec t{};
  ::clock_gettime(CLOCK_MONOTONIC, &t);
  return seconds_of(t);
}

// Resident memory of this process now, in bytes.
std::uint64_t own_resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
}

// "/proc/<pid>/<leaf>" written into `path` (system calls only: no formatting library).
void proc_path(char* path, pid_t pid, const char* leaf) {
  char digits[16];
  int n = 0;
  for (auto v = static_cast<unsigned>(pid); n == 0 || v > 0; v /= 10) digits[n++] = static_cast<char>('0' + v % 10);
  std::size_t at = 0;
  for (const char* p = "/proc/"; *p;) path[at++] = *p++;
  while (n > 0) path[at++] = digits[--n];
  path[at++] = '/';
  for (const char* p = leaf; *p;) path[at++] = *p++;
  path[at] = '\0';
}

// The numbers in a small /proc file (the children of a task): up to `most` of them.
int read_numbers(const char* path, long* numbers, int most) {
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char text[4096];
  const ssize_t got = ::read(fd, text, sizeof text - 1);
  ::close(fd);
  int count = 0;
  long value = -1;
  for (ssize_t k = 0; k <= got && count < most; ++k) {
    const char c = k < got ? text[k] : ' ';
    if (c >= '0' && c <= '9') {
      value = (value < 0 ? 0 : value * 10) + (c - '0');
    } else if (value >= 0) {
      numbers[count++] = value;
      value = -1;
    }
  }
  return count;
}

// VmHWM of a process (its peak resident memory since its exec), in bytes; 0 when unread.
std::uint64_t peak_of(pid_t pid) {
  char path[64];
  proc_path(path, pid, "status");
  const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return 0;
  char text[8192];
  const ssize_t got = ::read(fd, text, sizeof text - 1);
  ::close(fd);
  if (got <= 0) return 0;
  text[got] = '\0';
  const char* at = std::strstr(text, "VmHWM:");
  if (at == nullptr) return 0;
  std::uint64_t kib = 0;
  for (at += 6; *at == ' ' || *at == '\t'; ++at) {
  }
  for (; *at >= '0' && *at <= '9'; ++at) kib = kib * 10 + static_cast<std::uint64_t>(*at - '0');
  return kib * 1024;
}

// Whether the user programs run as can execute `path`: as sudokit's user, access(); as
// root, the file and every folder above it open to others (a run's user is nobody's).
bool runnable(const fs::path& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return false;
  if (!as_root()) return ::access(path.c_str(), X_OK) == 0;
  const fs::path real = fs::canonical(path, ec);
  if (ec) return false;
  struct stat st {};
  if (::stat(real.c_str(), &st) != 0 || !(st.st_mode & S_IXOTH)) return false;
  for (fs::path dir = real.parent_path(); !dir.empty(); dir = dir.parent_path()) {
    if (::stat(dir.c_str(), &st) != 0 || !(st.st_mode & S_IXOTH)) return false;
    if (dir == dir.root_path()) break;
  }
  return true;
}

// ---- Everything a run's children need, made before the clone ----
struct Launch {
  const Sandbox* sandbox = nullptr;
  bool namespaces = false;
  RunAs who;
  pid_t sudokit = 0;
  int in = -1, out = -1, err = -1, report = -1, sync = -1;  // sync: the go of the instruction counter
  const char* folder = nullptr;
  const char* path = nullptr;
  char* const* args = nullptr;
  char* const* env = nullptr;
  void* stack_top = nullptr;  // the program's process's stack until it execs
  rlimit cpu{}, memory{}, stack{}, output{}, core{}, files{}, tasks{};
  double cpu_seconds = 0, wall_seconds = 0;
};

// The program's process, started by the supervisor as vfork() does (sharing its memory, the
// supervisor waiting, until exec): traced by it, its descriptors, session, limits, user and
// sandbox, then exec.
struct ProgramStart {
  const Launch* launch;
  bool traced;  // written by the program's process, read by the supervisor once it execs
};
[[noreturn]] SUDOKIT_CHILD_STACK void become_program(ProgramStart& start) {
  const Launch& l = *start.launch;
  start.traced = ::ptrace(PTRACE_TRACEME, 0, 0, 0) == 0;
  // Every descriptor it keeps moved above 9 first, then onto 0-3: none overwrites another.
  const int high_in = ::fcntl(l.in, F_DUPFD, 10), high_out = ::fcntl(l.out, F_DUPFD, 10);
  const int high_err = ::fcntl(l.err, F_DUPFD, 10), high_report = ::fcntl(l.report, F_DUPFD, 10);
  if (high_report < 0 || ::dup2(high_report, 3) < 0) ::_exit(127);
  ::fcntl(3, F_SETFD, FD_CLOEXEC);
  if (high_in < 0 || high_out < 0 || high_err < 0) fail(3, 1, errno);
  if (::dup2(high_in, 0) < 0 || ::dup2(high_out, 1) < 0 || ::dup2(high_err, 2) < 0) fail(3, 1, errno);
  ::setsid();
  sigset_t nothing;  // (the actions are the supervisor's, the defaults; its mask is not)
  sigemptyset(&nothing);
  ::sigprocmask(SIG_SETMASK, &nothing, nullptr);
  if (::chdir(l.folder) != 0) fail(3, 2, errno);
  if (::setrlimit(RLIMIT_CPU, &l.cpu) != 0 || ::setrlimit(RLIMIT_AS, &l.memory) != 0 ||
      ::setrlimit(RLIMIT_STACK, &l.stack) != 0 || ::setrlimit(RLIMIT_FSIZE, &l.output) != 0 ||
      ::setrlimit(RLIMIT_CORE, &l.core) != 0 || ::setrlimit(RLIMIT_NOFILE, &l.files) != 0 ||
      ::setrlimit(RLIMIT_NPROC, &l.tasks) != 0) {
    fail(3, 3, errno);
  }
  if (l.who.change) {  // raw system calls: this thread is the process now
    if (::syscall(SYS_setgroups, 0, nullptr) != 0 || ::syscall(SYS_setresgid, l.who.gid, l.who.gid, l.who.gid) != 0 ||
        ::syscall(SYS_setresuid, l.who.uid, l.who.uid, l.who.uid) != 0) {
      fail(3, 4, errno);
    }
  }
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(3, 5, errno);
  int stage = 0;
  if (const int e = l.sandbox->confine(&stage)) fail(3, stage, e);
  if (::syscall(SYS_close_range, 4U, ~0U, 0) != 0) {
    for (int fd = 4; fd < 4096; ++fd) ::close(fd);
  }
  ::execve(l.path, l.args, l.env);
  fail(3, 0, errno);
}

SUDOKIT_CHILD_STACK int program_entry(void* start) { become_program(*static_cast<ProgramStart*>(start)); }

// Kills what the program left: in its pid namespace everything but the supervisor (its init);
// below that level its process group, and the supervisor's children (it is their subreaper, so
// every orphan of the program is one) until none is left.
void sweep(const Launch& l, pid_t program) {
  if (l.namespaces) {
    ::kill(-1, SIGKILL);
    while (::waitpid(-1, nullptr, __WALL) > 0 || errno == EINTR) {
    }
    return;
  }
  for (int round = 0; round < 1000; ++round) {
    ::kill(-program, SIGKILL);
    long children[256];
    const int count = read_numbers("/proc/thread-self/children", children, 256);
    for (int k = 0; k < count; ++k) ::kill(static_cast<pid_t>(children[k]), SIGKILL);
    pid_t reaped = 0;
    while ((reaped = ::waitpid(-1, nullptr, __WALL | WNOHANG)) > 0) {
    }
    if (reaped < 0 && errno == ECHILD) return;
    timespec nap{0, 1000000};
    ::nanosleep(&nap, nullptr);
  }
}

// The supervisor: cloned into the sandbox's namespaces; builds the program's view, starts the
// program traced (for its exit stop), watches its clocks, reports, and leaves nothing running.
[[noreturn]] void supervise(const Launch& l) {
  ::setsid();
  struct sigaction default_action {};  // (sudokit's handlers are not the children's)
  default_action.sa_handler = SIG_DFL;
  for (int sig = 1; sig < NSIG; ++sig) ::sigaction(sig, &default_action, nullptr);
  sigset_t child_ended;  // waited for with sigtimedwait
  sigemptyset(&child_ended);
  sigaddset(&child_ended, SIGCHLD);
  ::sigprocmask(SIG_SETMASK, &child_ended, nullptr);
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (!l.namespaces && ::getppid() != l.sudokit) ::_exit(127);  // sudokit is gone already
  // Dumpable (sudokit is not) until the program is traced: sudokit opens the instruction
  // counter on it, and it traces the program, whose process it forks.
  ::prctl(PR_SET_DUMPABLE, 1);
  if (l.namespaces) {
    int step = 0;
    if (const int e = l.sandbox->build(&step)) fail(l.report, kSandboxStage, e, step);
  } else {
    ::prctl(PR_SET_CHILD_SUBREAPER, 1);
  }
  if (l.sync >= 0) {  // sudokit opens the instruction counter on this process first
    char go = 0;
    while (::read(l.sync, &go, 1) < 0 && errno == EINTR) {
    }
  }
  ::prctl(PR_SET_DUMPABLE, 0);
  // The program's process as vfork() makes it (no copy of this memory: a fork here cost a
  // millisecond), on a stack of its own; this call returns once it has exec'd or ended.
  const double started = monotonic_now();
  ProgramStart start{&l, false};
  const pid_t program = ::clone(program_entry, l.stack_top, CLONE_VM | CLONE_VFORK | SIGCHLD, &start);
  if (program < 0) fail(l.report, kSupervisorStage, errno);
  Report report{Report::ended};
  report.traced = start.traced;
  bool first_stop = true;  // (traced: the trap of its exec, or the signal that killed it in it)
  const auto cpu_clock = static_cast<clockid_t>((~static_cast<unsigned>(program) << 3) | 2u);  // CPUCLOCK_SCHED
  const auto kill_program = [&](int why) {
    report.killed = why;
    if (l.namespaces) {
      ::kill(-1, SIGKILL);
    } else {
      ::kill(-program, SIGKILL);
      ::kill(program, SIGKILL);
    }
  };
  for (;;) {
    int status = 0;
    rusage usage{};
    const pid_t got = ::wait4(program, &status, WNOHANG | __WALL, &usage);
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) break;  // (not a child: cannot be)
    if (got == program) {
      if (WIFEXITED(status) || WIFSIGNALED(status)) {
        report.status = status;
        report.usage = usage;
        break;
      }
      if (WIFSTOPPED(status)) {
        const int sig = WSTOPSIG(status), event = status >> 16;
        if (first_stop) {
          first_stop = false;
          if (event == 0 && sig == SIGTRAP) {  // its exec completed: its own stops from here
            report.executed = true;
            ::ptrace(PTRACE_SETOPTIONS, program, 0, PTRACE_O_TRACEEXEC | PTRACE_O_TRACEEXIT | PTRACE_O_EXITKILL);
            ::ptrace(PTRACE_CONT, program, 0, 0);
            continue;
          }
        }
        if (event == PTRACE_EVENT_EXEC) {
          report.executed = true;
          ::ptrace(PTRACE_CONT, program, 0, 0);
        } else if (event == PTRACE_EVENT_EXIT) {
          report.peak = peak_of(program);
          ::ptrace(PTRACE_CONT, program, 0, 0);
        } else if (event == 0) {
          // A signal for it, delivered; or its group stop (SIGSTOP, SIGTSTP: no signal
          // information then), where it stays, as it would untraced.
          siginfo_t info{};
          if (::ptrace(PTRACE_GETSIGINFO, program, 0, &info) == 0) ::ptrace(PTRACE_CONT, program, 0, sig);
        } else {
          ::ptrace(PTRACE_CONT, program, 0, 0);
        }
      }
      continue;
    }
    const double elapsed = monotonic_now() - started;
    double next = 0.1;
    if (report.killed == 0) {
      timespec used{};
      const double cpu = ::clock_gettime(cpu_clock, &used) == 0 ? seconds_of(used) : 0;
      if (elapsed >= l.wall_seconds) {
        kill_program(kKilledWall);
      } else if (cpu > l.cpu_seconds) {
        kill_program(kKilledCpu);
      } else {
        next = std::min({next, l.wall_seconds - elapsed, std::max(0.001, (l.cpu_seconds - cpu) / 2)});
      }
    }
    timespec tick{static_cast<time_t>(next), static_cast<long>((next - std::floor(next)) * 1e9)};
    ::sigtimedwait(&child_ended, nullptr, &tick);
  }
  report.wall_seconds = monotonic_now() - started;
  sweep(l, program);
  send(l.report, report);
  ::_exit(0);
}

// Hands a folder and what is in it to `uid` (openat, never following a link).
void hand_over(int dir, uid_t uid, gid_t gid) {
  [[maybe_unused]] int ignored = ::fchown(dir, uid, gid);
  const int copy = ::dup(dir);
  DIR* d = copy >= 0 ? ::fdopendir(copy) : nullptr;
  if (d == nullptr) {
    if (copy >= 0) ::close(copy);
    return;
  }
  std::vector<std::string> names;
  while (const dirent* e = ::readdir(d)) {
    if (std::strcmp(e->d_name, ".") != 0 && std::strcmp(e->d_name, "..") != 0) names.emplace_back(e->d_name);
  }
  for (const std::string& name : names) {
    ignored = ::fchownat(::dirfd(d), name.c_str(), uid, gid, AT_SYMLINK_NOFOLLOW);
    const int sub = ::openat(::dirfd(d), name.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (sub >= 0) {
      hand_over(sub, uid, gid);
      ::close(sub);
    }
  }
  ::closedir(d);
}

void hand_over(const std::string& folder, uid_t uid, gid_t gid) {
  const int dir = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (dir < 0) return;
  hand_over(dir, uid, gid);
  ::close(dir);
}

}  // namespace

long tasks_of(uid_t uid) {
  long tasks = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator("/proc", ec)) {
    const std::string name = entry.path().filename().string();
    if (name.empty() || name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream status(entry.path() / "status");
    bool mine = false;
    for (std::string line; std::getline(status, line);) {
      if (line.rfind("Uid:", 0) == 0) mine = std::strtoul(line.c_str() + 4, nullptr, 10) == uid;
      if (line.rfind("Threads:", 0) == 0 && mine) tasks += std::strtol(line.c_str() + 8, nullptr, 10);
    }
  }
  return tasks;
}

std::optional<std::string> find_executable(const std::string& name, std::string* error) {
  if (name.empty()) {
    *error = "no program named";
    return std::nullopt;
  }
  const std::string as_whom = as_root() ? " by the users programs run as (sudokit runs as root)" : "";
  if (name.find('/') != std::string::npos) {
    std::error_code ec;
    const fs::path path = fs::absolute(name, ec);
    if (!ec && runnable(path)) return path.lexically_normal().string();
    *error = name + ": " + (!fs::exists(name, ec) ? "no such file" : "not an executable file" + as_whom);
    return std::nullopt;
  }
  const char* path_env = std::getenv("PATH");
  const std::string path = path_env && *path_env ? path_env : "/usr/local/bin:/usr/bin:/bin";
  for (const bool system : {true, false}) {
    for (std::size_t start = 0; start <= path.size();) {
      const std::size_t end = std::min(path.find(':', start), path.size());
      const fs::path dir = path.substr(start, end - start);
      start = end + 1;
      if (dir.empty() || !dir.is_absolute() || in_system_folders(dir.string() + "/") != system) continue;
      if (runnable(dir / name)) return (dir / name).string();
    }
  }
  *error = name + ": not found in PATH" + (as_whom.empty() ? "" : " (as an executable" + as_whom + ")");
  return std::nullopt;
}

std::string make_scratch_folder(const std::string& prefix, std::string* error) {
  const char* tmp = std::getenv("TMPDIR");
  std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/" + prefix + "-XXXXXX";
  if (::mkdtemp(pattern.data()) == nullptr) {
    *error = "cannot make a scratch folder in " + std::string(tmp && *tmp ? tmp : "/tmp") + ": " + errno_text(errno);
    return "";
  }
  ::chmod(pattern.c_str(), 0755);
  std::error_code ec;
  const fs::path real = fs::canonical(pattern, ec);
  return ec ? pattern : real.string();
}

void remove_folder(const std::string& folder) { remove_tree(folder); }

namespace {

// What exec takes: the words and the environment (the child has only PATH, sudokit's, HOME
// and TMPDIR, its folder, LC_ALL=C and the caller's), and the pointer arrays into them.
struct ExecWords {
  std::vector<std::string> args, env;
  std::vector<char*> argp, envp;
  ExecWords(const std::vector<std::string>& argv, const std::string& folder, const RunOptions& options) : args(argv) {
    const char* path = std::getenv("PATH");
    env.push_back(std::string("PATH=") + (path && *path ? path : "/usr/local/bin:/usr/bin:/bin"));
    env.push_back("HOME=" + folder);
    env.push_back("TMPDIR=" + folder);
    env.push_back("LC_ALL=C");
    for (const auto& [name, value] : options.environment) env.push_back(name + "=" + value);
    for (std::string& a : args) argp.push_back(a.data());
    argp.push_back(nullptr);
    for (std::string& e : env) envp.push_back(e.data());
    envp.push_back(nullptr);
  }
};

// The limits as the program's process sets them.
void set_limits(const Limits& limits, Launch* l) {
  const auto cpu = static_cast<rlim_t>(std::max(1.0, std::ceil(limits.cpu_seconds)));
  l->cpu = {cpu, cpu + 1};
  l->memory = {bytes_limit(limits.memory_bytes), bytes_limit(limits.memory_bytes)};
  // The main thread's stack grows until memory runs out, as judges give it (deep recursion);
  // a finite RLIMIT_STACK would also be every thread's stack size.
  l->stack = {RLIM_INFINITY, RLIM_INFINITY};
  l->output = {bytes_limit(limits.output_bytes + 1), bytes_limit(limits.output_bytes + 1)};
  l->core = {0, 0};
  const auto files = static_cast<rlim_t>(std::max(8, limits.files));
  l->files = {files, files};
  // RLIMIT_NPROC counts the tasks of the program's user: a run's own user (as root) or user
  // namespace has none but the program's; sharing sudokit's user, the ones it has now count too.
  const long others = l->who.change || l->namespaces ? 0 : tasks_of(l->who.uid);
  const auto tasks = static_cast<rlim_t>(others + std::max(1, limits.processes > 1 ? limits.processes : limits.threads));
  l->tasks = {tasks, tasks};
  l->cpu_seconds = limits.cpu_seconds;
  l->wall_seconds = limits.wall();
}

// A hardware counter of the instructions the supervisor's descendants retire from their exec
// on (-1 where the kernel does not let), then the supervisor's go.
Fd count_instructions(pid_t supervisor, Fd go) {
  perf_event_attr attr{};
  attr.size = sizeof attr;
  attr.type = PERF_TYPE_HARDWARE;
  attr.config = PERF_COUNT_HW_INSTRUCTIONS;
  attr.disabled = 1;
  attr.enable_on_exec = 1;
  attr.inherit = 1;
  attr.exclude_kernel = 1;
  attr.exclude_hv = 1;
  Fd counter(static_cast<int>(::syscall(SYS_perf_event_open, &attr, supervisor, -1, -1, PERF_FLAG_FD_CLOEXEC)));
  const char byte = 1;
  [[maybe_unused]] const ssize_t ignored = ::write(go.get(), &byte, 1);
  return counter;
}

// The children's reports, until the supervisor is done (it enforces the limits; past them and
// a grace for its own set-up and sweep, it is killed: *lost).
std::vector<Report> receive_reports(int fd, pid_t supervisor, double seconds, bool* lost) {
  std::string received;
  const double deadline = monotonic_now() + seconds;
  for (;;) {
    const double left = deadline - monotonic_now();
    if (left <= 0) {
      *lost = true;
      ::kill(supervisor, SIGKILL);
      break;
    }
    pollfd p{fd, POLLIN, 0};
    const int ready = ::poll(&p, 1, static_cast<int>(std::min(left, 1.0) * 1000) + 1);
    if (ready < 0 && errno != EINTR) break;
    if (ready <= 0) continue;
    char chunk[4096];
    const ssize_t got = ::read(fd, chunk, sizeof chunk);
    if (got < 0 && errno == EINTR) continue;
    if (got <= 0) break;
    received.append(chunk, static_cast<std::size_t>(got));
  }
  std::vector<Report> reports(received.size() / sizeof(Report));
  if (!reports.empty()) std::memcpy(reports.data(), received.data(), reports.size() * sizeof(Report));
  return reports;
}

// How the run ended, from the supervisor's report (or its own end when it sent none).
void classify(const std::optional<Report>& failed, const std::optional<Report>& ended, bool lost,
              int supervisor_status, std::uint64_t out_size, std::uint64_t err_size, std::uint64_t parent_resident,
              const Limits& limits, ProcessRun* run) {
  int status = 0;
  if (ended) {
    status = ended->status;
    run->wall_seconds = ended->wall_seconds;
    run->cpu_seconds = seconds_of(ended->usage.ru_utime) + seconds_of(ended->usage.ru_stime);
    const auto max_rss = static_cast<std::uint64_t>(ended->usage.ru_maxrss) * 1024;
    run->peak_memory_bytes = ended->peak > 0                                            ? ended->peak
                             : max_rss > parent_resident + (std::uint64_t{1} << 20) ? max_rss
                                                                                    : 0;
  } else if (lost) {
    run->wall_seconds = limits.wall();
  } else {
    // The supervisor was killed by someone else (the program, below the namespaces level):
    // the program's doing.
    status = supervisor_status;
  }
  if (WIFEXITED(status)) run->exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run->signal = WTERMSIG(status);
  const int killed = ended ? ended->killed : lost ? kKilledWall : 0;
  if (failed && failed->stage == 0) {
    run->ending = Ending::exec_failed;
    run->exec_errno = failed->error;
  } else if (ended && ended->traced && !ended->executed && killed == 0 && WIFSIGNALED(status)) {
    // Killed inside its exec, past the point where exec could fail: the kernel could not map
    // the program (its static arrays) within the memory limit.
    run->ending = Ending::exec_failed;
    run->exec_errno = ENOMEM;
  } else if (killed == kKilledCpu || run->signal == SIGXCPU || run->cpu_seconds > limits.cpu_seconds) {
    run->ending = Ending::cpu_limit;
  } else if (killed == kKilledWall) {
    run->ending = Ending::wall_limit;
  } else if (run->signal == SIGXFSZ || out_size > limits.output_bytes || err_size > limits.output_bytes) {
    run->ending = Ending::output_limit;
  } else if (WIFSIGNALED(status)) {
    run->ending = Ending::signalled;
  } else {
    run->ending = Ending::exited;
  }
}

// A pipe, both ends closed on exec; false with *error.
bool make_pipe(Fd* read_end, Fd* write_end, std::string* error) {
  int ends[2];
  if (::pipe2(ends, O_CLOEXEC) != 0) {
    *error = std::string("pipe: ") + errno_text(errno);
    return false;
  }
  read_end->reset(ends[0]);
  write_end->reset(ends[1]);
  return true;
}

// One try at a run in the given sandbox; nullopt with *error when it could not be set up, and
// *refused when the sandbox's namespaces were (the caller goes a level down).
std::optional<ProcessRun> run_in(const Sandbox& sandbox, const std::string& path, const std::vector<std::string>& argv,
                                 std::string_view input, const Limits& limits, const RunOptions& options,
                                 const std::string& folder, const RunAs& who, std::string* error, bool* refused) {
  Fd in = memory_file("input", input, true, error);
  Fd out = memory_file("output", "", false, error);
  Fd err = memory_file("errors", "", false, error);
  if (in.get() < 0 || out.get() < 0 || err.get() < 0) return std::nullopt;
  Fd report_read, report_write, sync_read, sync_write;
  if (!make_pipe(&report_read, &report_write, error)) return std::nullopt;
  if (options.count_instructions && !make_pipe(&sync_read, &sync_write, error)) return std::nullopt;
  ExecWords words(argv, folder, options);
  // (one per thread, made once: a fresh one would be zeroed and faulted in at every run)
  thread_local std::vector<char> stack(std::size_t{128} << 10);
  Launch l;
  l.stack_top = reinterpret_cast<void*>(reinterpret_cast<std::uintptr_t>(stack.data() + stack.size()) & ~std::uintptr_t{15});
  l.sandbox = &sandbox;
  l.namespaces = sandbox.isolation() == Isolation::namespaces;
  l.who = who;
  l.sudokit = ::getpid();
  l.in = in.get();
  l.out = out.get();
  l.err = err.get();
  l.report = report_write.get();
  l.sync = sync_read.get();
  l.folder = folder.c_str();
  l.path = path.c_str();
  l.args = words.argp.data();
  l.env = words.envp.data();
  set_limits(limits, &l);

  // A forked child counts sudokit's pages as its own until it execs, and its rusage keeps
  // that peak (ru_maxrss): only a peak above sudokit's own is the program's.
  const std::uint64_t parent_resident = own_resident_bytes();
  const auto supervisor = static_cast<pid_t>(::syscall(SYS_clone, sandbox.clone_flags() | SIGCHLD, 0, 0, 0, 0));
  if (supervisor == 0) supervise(l);
  if (supervisor < 0) {
    const int e = errno;
    *refused = l.namespaces;
    *error = std::string(l.namespaces ? "clone into new namespaces: " : "fork: ") + errno_text(e);
    return std::nullopt;
  }
  // Killed and reaped on every way out of here (an exception too) but the normal one, which
  // reaps it below; and by a signal that ends sudokit.
  struct Reaper {
    pid_t pid;
    ~Reaper() {
      if (pid <= 0) return;
      ::kill(pid, SIGKILL);
      while (::waitpid(pid, nullptr, __WALL) < 0 && errno == EINTR) {
      }
    }
  } reaper{supervisor};
  const CleanupOnSignal supervisor_on_signal(supervisor);
  report_write.reset();
  sync_read.reset();
  const Fd counter = options.count_instructions ? count_instructions(supervisor, std::move(sync_write)) : Fd();

  bool lost = false;
  const std::vector<Report> reports = receive_reports(report_read.get(), supervisor, limits.wall() + 10, &lost);
  int supervisor_status = 0;
  while (::waitpid(supervisor, &supervisor_status, __WALL) < 0 && errno == EINTR) {
  }
  reaper.pid = 0;
  std::optional<Report> failed, ended;
  for (const Report& r : reports) {
    if (r.kind == Report::ended) ended = r;
    if (r.kind == Report::failed && !failed) failed = r;
  }
  if (failed && failed->stage > 0) {
    *refused = failed->stage == kSandboxStage;
    *error = *refused ? sandbox.step_name(failed->step) + ": " + errno_text(failed->error)
                      : "cannot start " + argv[0] + ": setting up " + kStages[failed->stage] + ": " +
                            errno_text(failed->error);
    return std::nullopt;
  }

  ProcessRun run;
  run.isolation = sandbox.isolation();
  if (counter.get() >= 0) {
    std::uint64_t count = 0;
    if (::read(counter.get(), &count, sizeof count) == static_cast<ssize_t>(sizeof count)) run.instructions = count;
  }
  std::uint64_t out_size = 0, err_size = 0;
  run.output = read_back(out.get(), static_cast<std::size_t>(std::min<std::uint64_t>(limits.output_bytes, SIZE_MAX)), &out_size);
  run.errors = read_back(err.get(), kErrorsKept, &err_size);
  classify(failed, ended, lost, supervisor_status, out_size, err_size, parent_resident, limits, &run);
  return run;
}

}  // namespace

std::optional<ProcessRun> run_process(const std::vector<std::string>& argv, std::string_view input,
                                      const Limits& limits, const RunOptions& options, std::string* error) {
  if (argv.empty()) {
    *error = "no program to run";
    return std::nullopt;
  }
  const auto found = find_executable(argv[0], error);
  if (!found) return std::nullopt;
  [[maybe_unused]] static const bool non_dumpable = ::prctl(PR_SET_DUMPABLE, 0) == 0;  // see process.hpp
  const RunAs who = run_identity();

  // The work folder, handed to the program's user for the run.
  std::string folder = options.folder;
  const bool own_folder = folder.empty();
  if (own_folder) {
    folder = make_scratch_folder("sudokit-run", error);
    if (folder.empty()) return std::nullopt;
  } else {
    std::error_code ec;
    const fs::path real = fs::canonical(folder, ec);
    if (ec) {
      *error = folder + ": " + ec.message();
      return std::nullopt;
    }
    folder = real.string();
  }
  struct Cleanup {
    std::string remove, take_back;
    ~Cleanup() {
      if (!take_back.empty()) hand_over(take_back, ::geteuid(), ::getegid());
      remove_folder(remove);
    }
  } cleanup{own_folder ? folder : "", !own_folder && who.change ? folder : ""};
  const std::optional<CleanupOnSignal> folder_on_signal =
      own_folder ? std::optional<CleanupOnSignal>(std::in_place, folder) : std::nullopt;
  if (who.change) hand_over(folder, who.uid, who.gid);

  // What the program is shown besides the system folders: its executable (by its real path,
  // which it is run by), the files its arguments name, and what the caller asks.
  std::error_code ec;
  std::string path = fs::canonical(*found, ec).string();
  if (ec) path = *found;
  SandboxRequest request;
  request.work = folder;
  request.processes = limits.processes;
  request.own_user_namespace = !as_root();
  request.uid = who.uid;
  request.gid = who.gid;
  const auto show = [&](const std::string& file) {
    if (file.empty() || file[0] != '/' || in_system_folders(file)) return;
    const std::string real = fs::canonical(file, ec).string();
    if (ec || in_system_folders(real) || real == folder || real.rfind(folder + "/", 0) == 0) return;
    if (std::find(request.read_only.begin(), request.read_only.end(), real) == request.read_only.end()) {
      request.read_only.push_back(real);
    }
  };
  show(path);
  for (std::size_t k = 1; k < argv.size(); ++k) {
    if (fs::is_regular_file(argv[k], ec)) show(argv[k]);  // (a file, never a folder)
  }
  for (const std::string& file : options.read_only) show(file);

  for (;;) {
    const Isolation level = run_isolation();
    const auto sandbox = Sandbox::make(level, request, error);
    if (!sandbox) return std::nullopt;
    bool refused = false;
    auto run = run_in(*sandbox, path, argv, input, limits, options, folder, who, error, &refused);
    if (run || !refused) return run;
    isolation_refused(level, *error);
  }
}

}  // namespace sudokit
