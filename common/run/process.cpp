// SPDX-License-Identifier: MIT
// Running a program with limits (see process.hpp). Everything the child needs is made before
// fork(): between fork() and exec the child makes only system calls (the parent may have
// threads, whose locks a child could find held).
#include "common/run/process.hpp"

#include <fcntl.h>
#include <grp.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/perf_event.h>
#include <linux/seccomp.h>
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

#include <algorithm>
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

// Who programs run as: the user sudokit runs as, or nobody (65534, Debian's nobody and
// nogroup; not looked up: the statically linked tools have no name service) when that is root.
struct RunAs {
  bool drop = false;
  uid_t uid = 65534;
  gid_t gid = 65534;
};
const RunAs& run_as() {
  static const RunAs who{geteuid() == 0};
  return who;
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


// The seccomp filter of `processes` 1: fork and vfork fail (EAGAIN, as at a process limit),
// clone fails unless it makes a thread (CLONE_THREAD), clone3 says ENOSYS so that the C
// library falls back to clone; a system call of another ABI (32-bit, x32) kills the program.
struct Filter {
  std::vector<sock_filter> code;
  sock_fprog program() { return sock_fprog{static_cast<unsigned short>(code.size()), code.data()}; }
};
sock_filter statement(std::uint16_t op, std::uint32_t k) { return sock_filter{op, 0, 0, k}; }
sock_filter jump(std::uint16_t op, std::uint32_t k, std::uint8_t yes, std::uint8_t no) { return sock_filter{op, yes, no, k}; }

std::optional<Filter> no_new_processes() {
#if defined(__x86_64__)
  constexpr std::uint32_t kArch = AUDIT_ARCH_X86_64;
#elif defined(__aarch64__)
  constexpr std::uint32_t kArch = AUDIT_ARCH_AARCH64;
#else
  return std::nullopt;  // RLIMIT_NPROC alone
#endif
#if defined(__x86_64__) || defined(__aarch64__)
  constexpr std::uint16_t kLoad = BPF_LD | BPF_W | BPF_ABS;
  constexpr std::uint16_t kEqual = BPF_JMP | BPF_JEQ | BPF_K;
  constexpr std::uint16_t kReturn = BPF_RET | BPF_K;
  const std::uint32_t refuse = SECCOMP_RET_ERRNO | (EAGAIN & SECCOMP_RET_DATA);
  const std::uint32_t absent = SECCOMP_RET_ERRNO | (ENOSYS & SECCOMP_RET_DATA);
  Filter f;
  auto& c = f.code;
  c.push_back(statement(kLoad, offsetof(seccomp_data, arch)));
  c.push_back(jump(kEqual, kArch, 1, 0));
  c.push_back(statement(kReturn, SECCOMP_RET_KILL_PROCESS));
  c.push_back(statement(kLoad, offsetof(seccomp_data, nr)));
#if defined(__x86_64__)
  c.push_back(jump(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));  // x32
  c.push_back(statement(kReturn, SECCOMP_RET_KILL_PROCESS));
  c.push_back(jump(kEqual, SYS_fork, 0, 1));
  c.push_back(statement(kReturn, refuse));
  c.push_back(jump(kEqual, SYS_vfork, 0, 1));
  c.push_back(statement(kReturn, refuse));
#endif
#ifdef SYS_clone3
  c.push_back(jump(kEqual, SYS_clone3, 0, 1));
  c.push_back(statement(kReturn, absent));
#else
  (void)absent;
#endif
  c.push_back(jump(kEqual, SYS_clone, 1, 0));
  c.push_back(statement(kReturn, SECCOMP_RET_ALLOW));
  // clone(flags, ...): the flags' low word
  c.push_back(statement(kLoad, offsetof(seccomp_data, args)));
  c.push_back(jump(BPF_JMP | BPF_JSET | BPF_K, CLONE_THREAD, 0, 1));
  c.push_back(statement(kReturn, SECCOMP_RET_ALLOW));
  c.push_back(statement(kReturn, refuse));
  return f;
#endif
}

// What the child reports through its close-on-exec pipe when it cannot exec the program.
struct ChildFailure {
  int stage;  // 0 exec, else a set-up step
  int error;
};
const char* const kStages[] = {"exec", "the descriptors", "the scratch folder", "the limits",
                               "the user", "the process filter"};

[[noreturn]] void child_fails(int stage, int error) {
  const ChildFailure failure{stage, error};
  [[maybe_unused]] const ssize_t ignored = ::write(3, &failure, sizeof failure);
  ::_exit(127);
}

rlim_t bytes_limit(std::uint64_t bytes) {
  return bytes >= static_cast<std::uint64_t>(RLIM_INFINITY) ? RLIM_INFINITY : static_cast<rlim_t>(bytes);
}

double seconds_of(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

// Resident memory of this process now, in bytes.
std::uint64_t own_resident_bytes() {
  std::ifstream statm("/proc/self/statm");
  std::uint64_t size = 0, resident = 0;
  statm >> size >> resident;
  return resident * static_cast<std::uint64_t>(::sysconf(_SC_PAGESIZE));
}

// The peak resident memory of a running process since its exec (VmHWM), in bytes; 0 when
// it cannot be read (it has ended).
std::uint64_t peak_resident_bytes(pid_t pid) {
  std::ifstream status("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(status, line);) {
    if (line.rfind("VmHWM:", 0) == 0) return std::strtoull(line.c_str() + 6, nullptr, 10) * 1024;
  }
  return 0;
}

// Whether the user programs run as can execute `path`: as sudokit's user, access(); as
// `nobody` (sudokit runs as root), the file and every folder above it open to others.
bool runnable(const fs::path& path) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) return false;
  if (!run_as().drop) return ::access(path.c_str(), X_OK) == 0;
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
  const std::string as_whom = run_as().drop ? " by the user programs run as (nobody, since sudokit runs as root)" : "";
  if (name.find('/') != std::string::npos) {
    std::error_code ec;
    const fs::path path = fs::absolute(name, ec);
    if (!ec && runnable(path)) return path.lexically_normal().string();
    *error = name + ": " + (!fs::exists(name, ec) ? "no such file" : "not an executable file" + as_whom);
    return std::nullopt;
  }
  const char* path_env = std::getenv("PATH");
  const std::string path = path_env && *path_env ? path_env : "/usr/local/bin:/usr/bin:/bin";
  for (std::size_t start = 0; start <= path.size();) {
    const std::size_t end = std::min(path.find(':', start), path.size());
    const fs::path dir = path.substr(start, end - start);
    if (!dir.empty() && dir.is_absolute() && runnable(dir / name)) return (dir / name).string();
    start = end + 1;
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
  give_folder(pattern, true);
  return pattern;
}

void give_folder(const std::string& folder, bool to_programs) {
  const RunAs& who = run_as();
  if (!who.drop) return;
  const uid_t uid = to_programs ? who.uid : 0;
  const gid_t gid = to_programs ? who.gid : 0;
  [[maybe_unused]] int ignored = ::lchown(folder.c_str(), uid, gid);
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    ignored = ::lchown(it->path().c_str(), uid, gid);
  }
}

void remove_folder(const std::string& folder) {
  if (folder.empty()) return;
  std::error_code ec;
  if (fs::remove_all(folder, ec) != static_cast<std::uintmax_t>(-1) && !ec) return;
  // A program may have taken the modes away: give them back, then remove.
  ::chmod(folder.c_str(), 0700);
  for (auto it = fs::recursive_directory_iterator(folder, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    if (it->is_directory(ec) && !it->is_symlink(ec)) ::chmod(it->path().c_str(), 0700);
  }
  fs::remove_all(folder, ec);
}

std::optional<ProcessRun> run_process(const std::vector<std::string>& argv, std::string_view input,
                                      const Limits& limits, const RunOptions& options, std::string* error) {
  if (argv.empty()) {
    *error = "no program to run";
    return std::nullopt;
  }
  const auto path = find_executable(argv[0], error);
  if (!path) return std::nullopt;
  const RunAs& who = run_as();

  // The scratch folder, the files, the pipes, the arguments and the environment.
  std::string folder = options.folder;
  const bool own_folder = folder.empty();
  if (own_folder) {
    folder = make_scratch_folder("sudokit-run", error);
    if (folder.empty()) return std::nullopt;
  }
  struct Cleanup {
    std::string folder;
    ~Cleanup() { remove_folder(folder); }
  } cleanup{own_folder ? folder : ""};
  Fd in = memory_file("input", input, true, error);
  Fd out = memory_file("output", "", false, error);
  Fd err = memory_file("errors", "", false, error);
  if (in.get() < 0 || out.get() < 0 || err.get() < 0) return std::nullopt;
  int report_pipe[2];
  if (::pipe2(report_pipe, O_CLOEXEC) != 0) {
    *error = std::string("pipe: ") + errno_text(errno);
    return std::nullopt;
  }
  Fd report_read(report_pipe[0]), report_write(report_pipe[1]);
  Fd sync_read, sync_write;
  if (options.count_instructions) {
    int sync_pipe[2];
    if (::pipe2(sync_pipe, O_CLOEXEC) != 0) {
      *error = std::string("pipe: ") + errno_text(errno);
      return std::nullopt;
    }
    sync_read.reset(sync_pipe[0]);
    sync_write.reset(sync_pipe[1]);
  }
  std::vector<std::string> env_strings;
  const char* path_env = std::getenv("PATH");
  env_strings.push_back(std::string("PATH=") + (path_env && *path_env ? path_env : "/usr/local/bin:/usr/bin:/bin"));
  env_strings.push_back("HOME=" + folder);
  env_strings.push_back("TMPDIR=" + folder);
  env_strings.push_back("LC_ALL=C");
  for (const auto& [name, value] : options.environment) env_strings.push_back(name + "=" + value);
  std::vector<char*> envp, args;
  for (std::string& e : env_strings) envp.push_back(e.data());
  envp.push_back(nullptr);
  std::vector<std::string> arg_strings = argv;
  for (std::string& a : arg_strings) args.push_back(a.data());
  args.push_back(nullptr);

  std::optional<Filter> filter;
  if (limits.processes <= 1) filter = no_new_processes();
  sock_fprog filter_program{};
  if (filter) filter_program = filter->program();
  rlim_t tasks = 0;
  if (limits.processes > 1 || !filter) {
    tasks = static_cast<rlim_t>(tasks_of(who.drop ? who.uid : getuid()) + std::max(1, limits.processes));
  }
  const rlim_t cpu = static_cast<rlim_t>(std::max(1.0, std::ceil(limits.cpu_seconds)));
  const rlimit cpu_limit{cpu, cpu + 1};
  const rlimit memory_limit{bytes_limit(limits.memory_bytes), bytes_limit(limits.memory_bytes)};
  // The main thread's stack grows until memory runs out, as judges give it (deep recursion);
  // a finite RLIMIT_STACK would also be every thread's stack size.
  const rlimit stack_limit{RLIM_INFINITY, RLIM_INFINITY};
  const rlimit output_limit{bytes_limit(limits.output_bytes + 1), bytes_limit(limits.output_bytes + 1)};
  const rlimit no_core{0, 0};
  const rlimit task_limit{tasks, tasks};
  struct sigaction default_action {};
  default_action.sa_handler = SIG_DFL;
  sigset_t nothing;
  sigemptyset(&nothing);
  const pid_t parent = ::getpid();
  const int in_fd = in.get(), out_fd = out.get(), err_fd = err.get();
  const int report_fd = report_write.get(), sync_fd = sync_read.get();

  // A forked child counts the parent's pages as its own until it execs, and its rusage keeps
  // that peak (ru_maxrss): a peak no higher than the parent's is read from the running
  // program (VmHWM, which exec resets) instead.
  const std::uint64_t parent_resident = own_resident_bytes();
  const auto started = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  if (pid < 0) {
    *error = std::string("fork: ") + errno_text(errno);
    return std::nullopt;
  }
  if (pid == 0) {
    // The child: system calls only.
    ::setpgid(0, 0);
    for (int sig = 1; sig < NSIG; ++sig) ::sigaction(sig, &default_action, nullptr);
    ::sigprocmask(SIG_SETMASK, &nothing, nullptr);
    // Every descriptor it keeps moved above 9 first, then onto 0-4: none overwrites another.
    const int high_in = ::fcntl(in_fd, F_DUPFD, 10), high_out = ::fcntl(out_fd, F_DUPFD, 10);
    const int high_err = ::fcntl(err_fd, F_DUPFD, 10), high_report = ::fcntl(report_fd, F_DUPFD, 10);
    const int high_sync = sync_fd >= 0 ? ::fcntl(sync_fd, F_DUPFD, 10) : -1;
    if (high_report < 0 || ::dup2(high_report, 3) < 0) ::_exit(127);
    ::fcntl(3, F_SETFD, FD_CLOEXEC);
    if (high_in < 0 || high_out < 0 || high_err < 0 || (sync_fd >= 0 && high_sync < 0)) child_fails(1, errno);
    if (::dup2(high_in, 0) < 0 || ::dup2(high_out, 1) < 0 || ::dup2(high_err, 2) < 0) child_fails(1, errno);
    if (sync_fd >= 0 && ::dup2(high_sync, 4) < 0) child_fails(1, errno);
    const unsigned first_closed = sync_fd >= 0 ? 5 : 4;
    if (::syscall(SYS_close_range, first_closed, ~0U, 0) != 0) {
      for (int fd = static_cast<int>(first_closed); fd < 4096; ++fd) ::close(fd);
    }
    if (::chdir(folder.c_str()) != 0) child_fails(2, errno);
    if (::setrlimit(RLIMIT_CPU, &cpu_limit) != 0 || ::setrlimit(RLIMIT_AS, &memory_limit) != 0 ||
        ::setrlimit(RLIMIT_STACK, &stack_limit) != 0 || ::setrlimit(RLIMIT_FSIZE, &output_limit) != 0 ||
        ::setrlimit(RLIMIT_CORE, &no_core) != 0 || (tasks > 0 && ::setrlimit(RLIMIT_NPROC, &task_limit) != 0)) {
      child_fails(3, errno);
    }
    if (who.drop) {  // raw system calls: this thread is the process now
      if (::syscall(SYS_setgroups, 0, nullptr) != 0 || ::syscall(SYS_setresgid, who.gid, who.gid, who.gid) != 0 ||
          ::syscall(SYS_setresuid, who.uid, who.uid, who.uid) != 0) {
        child_fails(4, errno);
      }
    }
    ::prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (::getppid() != parent) ::_exit(127);  // sudokit is gone already
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) child_fails(5, errno);
    if (filter && ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &filter_program) != 0) child_fails(5, errno);
    if (sync_fd >= 0) {
      char go = 0;
      while (::read(4, &go, 1) < 0 && errno == EINTR) {
      }
      ::close(4);
    }
    ::execve(path->c_str(), args.data(), envp.data());
    child_fails(0, errno);
  }

  // The parent.
  report_write.reset();
  sync_read.reset();
  Fd counter;
  if (options.count_instructions) {
    perf_event_attr attr{};
    attr.size = sizeof attr;
    attr.type = PERF_TYPE_HARDWARE;
    attr.config = PERF_COUNT_HW_INSTRUCTIONS;
    attr.disabled = 1;
    attr.enable_on_exec = 1;
    attr.inherit = 1;
    attr.exclude_kernel = 1;
    attr.exclude_hv = 1;
    counter.reset(static_cast<int>(::syscall(SYS_perf_event_open, &attr, pid, -1, -1, PERF_FLAG_FD_CLOEXEC)));
    const char go = 1;
    [[maybe_unused]] const ssize_t ignored = ::write(sync_write.get(), &go, 1);
    sync_write.reset();
  }
  ChildFailure failure{-1, 0};
  for (std::size_t got = 0; got < sizeof failure;) {
    const ssize_t n = ::read(report_read.get(), reinterpret_cast<char*>(&failure) + got, sizeof failure - got);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (got == 0) failure.stage = -1;  // closed on exec: the program runs
      break;
    }
    got += static_cast<std::size_t>(n);
  }
  const auto kill_group = [pid]() {
    ::kill(-pid, SIGKILL);
    ::kill(pid, SIGKILL);
  };

  ProcessRun run;
  bool cpu_killed = false, wall_killed = false;
  std::uint64_t sampled_peak = 0;
  if (failure.stage < 0) {
    // Wait for the end, within the wall limit, killing it past the CPU limit too.
    Fd pidfd(static_cast<int>(::syscall(SYS_pidfd_open, pid, 0)));
    clockid_t cpu_clock{};
    const bool have_clock = ::clock_getcpuclockid(pid, &cpu_clock) == 0;
    const double wall = limits.wall();
    for (int nap_us = 50;;) {
      const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      if (elapsed >= wall) {
        wall_killed = true;
        kill_group();
        break;
      }
      sampled_peak = std::max(sampled_peak, peak_resident_bytes(pid));
      if (have_clock) {
        timespec used{};
        if (::clock_gettime(cpu_clock, &used) == 0 &&
            static_cast<double>(used.tv_sec) + static_cast<double>(used.tv_nsec) / 1e9 > limits.cpu_seconds) {
          cpu_killed = true;
          kill_group();
          break;
        }
      }
      const double tick = std::min(0.1, wall - elapsed);
      if (pidfd.get() >= 0) {
        pollfd p{pidfd.get(), POLLIN, 0};
        if (::poll(&p, 1, std::max(1, static_cast<int>(tick * 1000))) > 0) break;
      } else {
        siginfo_t info{};
        if (::waitid(P_PID, static_cast<id_t>(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_pid == pid) break;
        timespec nap{0, static_cast<long>(nap_us) * 1000};
        ::nanosleep(&nap, nullptr);
        nap_us = std::min(nap_us * 2, 5000);
      }
    }
  }
  // What it left running goes while its own pid still holds the group's number, then it is
  // reaped.
  siginfo_t ended{};
  while (::waitid(P_PID, static_cast<id_t>(pid), &ended, WEXITED | WNOWAIT) < 0 && errno == EINTR) {
  }
  run.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  kill_group();
  int status = 0;
  rusage usage{};
  while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  if (failure.stage > 0) {
    *error = "cannot start " + argv[0] + ": setting up " + kStages[failure.stage] + ": " + errno_text(failure.error);
    return std::nullopt;
  }
  run.cpu_seconds = seconds_of(usage.ru_utime) + seconds_of(usage.ru_stime);
  const auto max_rss = static_cast<std::uint64_t>(usage.ru_maxrss) * 1024;
  run.peak_memory_bytes = max_rss > parent_resident + (std::uint64_t{1} << 20) ? max_rss : sampled_peak;
  if (counter.get() >= 0) {
    std::uint64_t count = 0;
    if (::read(counter.get(), &count, sizeof count) == static_cast<ssize_t>(sizeof count)) run.instructions = count;
  }
  std::uint64_t out_size = 0, err_size = 0;
  run.output = read_back(out.get(), static_cast<std::size_t>(std::min<std::uint64_t>(limits.output_bytes, SIZE_MAX)), &out_size);
  run.errors = read_back(err.get(), kErrorsKept, &err_size);
  if (WIFEXITED(status)) run.exit_code = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) run.signal = WTERMSIG(status);

  if (failure.stage == 0) {
    run.ending = Ending::exec_failed;
    run.exec_errno = failure.error;
  } else if (cpu_killed || run.signal == SIGXCPU || run.cpu_seconds > limits.cpu_seconds) {
    run.ending = Ending::cpu_limit;
  } else if (wall_killed) {
    run.ending = Ending::wall_limit;
  } else if (run.signal == SIGXFSZ || out_size > limits.output_bytes || err_size > limits.output_bytes) {
    run.ending = Ending::output_limit;
  } else if (WIFSIGNALED(status)) {
    run.ending = Ending::signalled;
  } else {
    run.ending = Ending::exited;
  }
  return run;
}

}  // namespace sudokit
