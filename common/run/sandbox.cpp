// SPDX-License-Identifier: MIT
// The sandbox of a run (see sandbox.hpp). Everything is decided and opened here, in sudokit,
// before the fork: the children walk a list of steps (a mount, a folder to make, a file to
// write) with the paths already written out, and make only system calls, as a child of a
// process with threads must.
//
// The namespaces level builds the program's root in a tmpfs mounted over /tmp (any folder
// would do: the tree lives in the supervisor's own mount namespace, and what it binds is
// opened beforehand, so hiding the real /tmp hides no source), then pivot_root()s into it.
// Bind mounts of folders a program could reach take their sources from descriptors opened
// O_PATH in sudokit, so that the paths are resolved once, by sudokit, not by the child after a
// program could have swapped a component.
#include "common/run/sandbox.hpp"

#include <fcntl.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <mutex>
#include <utility>

namespace sudokit {

namespace fs = std::filesystem;

const char* isolation_name(Isolation isolation) {
  switch (isolation) {
    case Isolation::namespaces: return "namespaces";
    case Isolation::landlock: return "landlock";
    case Isolation::limits: return "limits";
  }
  return "?";
}

namespace {

// The system folders every sandbox shows.
const char* const kSystemFolders[] = {"/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32"};

// ---- Landlock (linux/landlock.h of Debian 12 stops at ABI 3: the later fields are ours) ----
constexpr unsigned kLandlockVersion = 1U << 0;  // LANDLOCK_CREATE_RULESET_VERSION
struct LandlockRuleset {
  std::uint64_t handled_access_fs, handled_access_net, scoped;
};
struct __attribute__((packed)) LandlockPathBeneath {
  std::uint64_t allowed_access;
  std::int32_t parent_fd;
};
constexpr std::uint64_t kFsExecute = 1ULL << 0, kFsWriteFile = 1ULL << 1, kFsReadFile = 1ULL << 2,
                        kFsReadDir = 1ULL << 3, kFsTruncate = 1ULL << 14, kFsIoctlDev = 1ULL << 15;
constexpr std::uint64_t kNetBindTcp = 1ULL << 0, kNetConnectTcp = 1ULL << 1;
constexpr std::uint64_t kScopeAbstractUnix = 1ULL << 0, kScopeSignal = 1ULL << 1;
#ifndef SYS_landlock_create_ruleset
#define SYS_landlock_create_ruleset 444
#define SYS_landlock_add_rule 445
#define SYS_landlock_restrict_self 446
#endif

int landlock_abi() {
  static const int abi = [] {
    const long v = ::syscall(SYS_landlock_create_ruleset, nullptr, 0, kLandlockVersion);
    return v < 0 ? 0 : static_cast<int>(v);
  }();
  return abi;
}

// Every filesystem right the kernel's ABI knows (all handled: what no rule grants is refused).
std::uint64_t landlock_fs_rights(int abi) {
  std::uint64_t rights = (1ULL << 13) - 1;  // ABI 1: execute .. make_sym
  if (abi >= 2) rights |= 1ULL << 13;       // refer
  if (abi >= 3) rights |= kFsTruncate;
  if (abi >= 5) rights |= kFsIoctlDev;
  return rights;
}

// ---- Which level runs get ----
std::mutex level_mutex;
int refused_up_to = -1;  // every level <= this one was refused
std::string refusals;    // why, for the warning

Isolation requested_level() {
  static const Isolation level = [] {
    const char* value = std::getenv("SUDOKIT_ISOLATION");
    const std::string v = value ? value : "";
    if (v == "landlock") return Isolation::landlock;
    if (v == "limits") return Isolation::limits;
    if (!v.empty() && v != "namespaces" && v != "auto") {
      std::fprintf(stderr, "sudokit: warning: SUDOKIT_ISOLATION=%s is not namespaces, landlock or limits: "
                           "taken as namespaces\n", v.c_str());
    }
    return Isolation::namespaces;
  }();
  return level;
}

}  // namespace

bool in_system_folders(const std::string& path) {
  for (const char* folder : kSystemFolders) {
    const std::size_t size = std::strlen(folder);
    if (path.compare(0, size, folder) == 0 && path.size() > size && path[size] == '/') return true;
  }
  return false;
}

void isolation_refused(Isolation isolation, const std::string& why) {
  const std::lock_guard<std::mutex> lock(level_mutex);
  if (static_cast<int>(isolation) <= refused_up_to) return;
  refused_up_to = static_cast<int>(isolation);
  refusals += std::string(refusals.empty() ? "" : "; ") + "no " + isolation_name(isolation) + " (" + why + ")";
  if (isolation == Isolation::landlock) {
    std::fprintf(stderr,
                 "sudokit: warning: programs run with resource limits and a system-call filter only, not isolated "
                 "(%s): they can read and write what your user can; docs/guide.md, \"Running programs\"\n",
                 refusals.c_str());
  }
}

Isolation run_isolation() {
  for (;;) {
    Isolation level = requested_level();
    {
      const std::lock_guard<std::mutex> lock(level_mutex);
      level = static_cast<Isolation>(std::max(static_cast<int>(level), refused_up_to + 1));
    }
    if (level != Isolation::landlock || landlock_abi() >= 1) return level;
    isolation_refused(Isolation::landlock, "the kernel has no Landlock");
  }
}

// ---- The steps of the namespaces level ----

struct Sandbox::Step {
  enum Kind { write, private_tree, open, tmpfs, make_dir, make_file, make_link, bind, remount, proc, pivot } kind;
  std::string target;  // open: the source's path
  std::string source;  // write: the text; tmpfs: its options; make_link: where it points
  unsigned long flags = 0;
  std::size_t source_index = 0;  // open, bind: which source
};

namespace {

// The mount flags of the file system a path is on, as mount() takes them (a bind mount's
// remount in a user namespace must keep the ones locked from the source's mount).
unsigned long mount_flags_of(const std::string& path) {
  struct statvfs st {};
  if (::statvfs(path.c_str(), &st) != 0) return 0;
  unsigned long flags = 0;
  if (st.f_flag & ST_RDONLY) flags |= MS_RDONLY;
  if (st.f_flag & ST_NOSUID) flags |= MS_NOSUID;
  if (st.f_flag & ST_NODEV) flags |= MS_NODEV;
  if (st.f_flag & ST_NOEXEC) flags |= MS_NOEXEC;
  if (st.f_flag & ST_NOATIME) flags |= MS_NOATIME;
  if (st.f_flag & ST_NODIRATIME) flags |= MS_NODIRATIME;
  if (st.f_flag & ST_RELATIME) flags |= MS_RELATIME;
  return flags;
}

// The most bind mounts' sources one sandbox opens (build() keeps them in an array).
constexpr std::size_t kMostSources = 128;

// Whether an entry of /etc is one programs and compilers need: the dynamic loader's cache, the
// alternatives (Debian's cc, c++, java are links through them), the time zone, and the Python
// and Java runtimes' own. Not passwd, not shadow, not keys.
bool needed_in_etc(const std::string& name) {
  static const char* const kExact[] = {"ld.so.cache", "alternatives", "localtime"};
  for (const char* exact : kExact) {
    if (name == exact) return true;
  }
  return name.rfind("python3", 0) == 0 || name.rfind("java-", 0) == 0;
}

const char* const kDevices[] = {"null", "zero", "full", "random", "urandom"};

// ---- The system-call filter ----
sock_filter statement(std::uint16_t op, std::uint32_t k) { return sock_filter{op, 0, 0, k}; }
sock_filter jump(std::uint16_t op, std::uint32_t k, std::uint8_t yes, std::uint8_t no) { return sock_filter{op, yes, no, k}; }

constexpr std::uint16_t kLoad = BPF_LD | BPF_W | BPF_ABS;
constexpr std::uint16_t kEqual = BPF_JMP | BPF_JEQ | BPF_K;
constexpr std::uint16_t kAnyBit = BPF_JMP | BPF_JSET | BPF_K;
constexpr std::uint16_t kReturn = BPF_RET | BPF_K;
constexpr std::uint32_t kAllow = SECCOMP_RET_ALLOW;
constexpr std::uint32_t refuse_with(int error) { return SECCOMP_RET_ERRNO | (static_cast<std::uint32_t>(error) & SECCOMP_RET_DATA); }
constexpr std::uint32_t argument(std::size_t k) { return static_cast<std::uint32_t>(offsetof(seccomp_data, args) + 8 * k); }  // low word

// System calls no contestant's program needs and an attacker wants: other processes' memory,
// memory outside the limit, the kernel's administration, ways around this filter.
const long kRefused[] = {
    SYS_ptrace, SYS_process_vm_readv, SYS_process_vm_writev, SYS_kcmp, SYS_memfd_create, SYS_shmget, SYS_shmat,
    SYS_shmctl, SYS_msgget, SYS_semget, SYS_userfaultfd, SYS_bpf, SYS_perf_event_open, SYS_keyctl, SYS_add_key,
    SYS_request_key, SYS_mount, SYS_umount2, SYS_pivot_root, SYS_chroot, SYS_unshare, SYS_setns,
    SYS_open_by_handle_at, SYS_name_to_handle_at, SYS_swapon, SYS_swapoff, SYS_reboot, SYS_init_module,
    SYS_finit_module, SYS_delete_module, SYS_kexec_load, SYS_acct, SYS_syslog, SYS_vhangup, SYS_quotactl,
    SYS_fanotify_init, SYS_process_madvise,
#ifdef SYS_pidfd_getfd
    SYS_pidfd_getfd,
#endif
#ifdef SYS_memfd_secret
    SYS_memfd_secret,
#endif
#ifdef SYS_io_uring_setup
    SYS_io_uring_setup, SYS_io_uring_enter, SYS_io_uring_register,
#endif
#ifdef SYS_fsopen
    SYS_fsopen, SYS_fsconfig, SYS_fsmount, SYS_fspick, SYS_move_mount, SYS_open_tree,
#endif
#ifdef SYS_mount_setattr
    SYS_mount_setattr,
#endif
#ifdef SYS_kexec_file_load
    SYS_kexec_file_load,
#endif
#if defined(__x86_64__)
    SYS_iopl, SYS_ioperm,
#endif
};

// The calls that change a file's metadata.
const long kMetadata[] = {
#if defined(__x86_64__)
    SYS_chmod, SYS_chown, SYS_lchown, SYS_utime, SYS_utimes, SYS_futimesat,
#endif
    SYS_fchmod, SYS_fchmodat, SYS_fchown, SYS_fchownat, SYS_utimensat, SYS_setxattr, SYS_lsetxattr,
    SYS_fsetxattr, SYS_removexattr, SYS_lremovexattr, SYS_fremovexattr,
#ifdef SYS_fchmodat2
    SYS_fchmodat2,
#endif
};

constexpr std::uint32_t kNewNamespaces = CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |
                                         CLONE_NEWNET | CLONE_NEWCGROUP
#ifdef CLONE_NEWTIME
                                         | CLONE_NEWTIME
#endif
    ;

std::vector<sock_filter> system_call_filter(int processes) {
  std::vector<sock_filter> c;
#if defined(__x86_64__) || defined(__aarch64__)
#if defined(__x86_64__)
  constexpr std::uint32_t kArch = AUDIT_ARCH_X86_64;
#else
  constexpr std::uint32_t kArch = AUDIT_ARCH_AARCH64;
#endif
  const std::uint32_t kill = SECCOMP_RET_KILL_PROCESS;
  c.push_back(statement(kLoad, offsetof(seccomp_data, arch)));
  c.push_back(jump(kEqual, kArch, 1, 0));
  c.push_back(statement(kReturn, kill));  // a system call of another ABI (32-bit)
  c.push_back(statement(kLoad, offsetof(seccomp_data, nr)));
#if defined(__x86_64__)
  c.push_back(jump(BPF_JMP | BPF_JGE | BPF_K, 0x40000000u, 0, 1));  // x32
  c.push_back(statement(kReturn, kill));
#endif
  // "if nr == number: block" (each block ends in a return, so the number stays loaded after it)
  const auto when = [&c](long number, std::initializer_list<sock_filter> block) {
    c.push_back(jump(kEqual, static_cast<std::uint32_t>(number), 0, static_cast<std::uint8_t>(block.size())));
    c.insert(c.end(), block);
  };
  for (const long number : kRefused) when(number, {statement(kReturn, refuse_with(EPERM))});
  // No socket at all (a socketpair is no way out): Landlock does not cover connecting to a
  // unix socket by its path, and no program we run needs a network.
  when(SYS_socket, {statement(kReturn, refuse_with(EACCES))});
  when(SYS_ioctl, {statement(kLoad, argument(1)), jump(kEqual, TIOCSTI, 2, 0), jump(kEqual, TIOCLINUX, 1, 0),
                   statement(kReturn, kAllow), statement(kReturn, refuse_with(EPERM))});
#ifdef SYS_clone3
  when(SYS_clone3, {statement(kReturn, refuse_with(ENOSYS))});  // the C library falls back to clone
#endif
  const std::uint32_t no_process = refuse_with(EAGAIN);  // as at a process limit
  if (processes <= 1) {
    // A contestant's program changes no file's modes, owners, times or attributes: Landlock
    // does not cover them, and at its level the program may share sudokit's user.
    for (const long number : kMetadata) when(number, {statement(kReturn, refuse_with(EPERM))});
#if defined(__x86_64__)
    when(SYS_fork, {statement(kReturn, no_process)});
    when(SYS_vfork, {statement(kReturn, no_process)});
#endif
    when(SYS_clone, {statement(kLoad, argument(0)), jump(kAnyBit, kNewNamespaces, 0, 1),
                     statement(kReturn, refuse_with(EPERM)), jump(kAnyBit, CLONE_THREAD, 0, 1),
                     statement(kReturn, kAllow), statement(kReturn, no_process)});
  } else {
    when(SYS_clone, {statement(kLoad, argument(0)), jump(kAnyBit, kNewNamespaces, 0, 1),
                     statement(kReturn, refuse_with(EPERM)), statement(kReturn, kAllow)});
  }
  c.push_back(statement(kReturn, kAllow));
#else
  (void)processes;
#endif
  return c;
}

}  // namespace

// ---- Making one ----

Sandbox::Sandbox(Sandbox&& other) noexcept
    : isolation_(other.isolation_),
      own_user_namespace_(other.own_user_namespace_),
      steps_(std::move(other.steps_)),
      fds_(std::move(other.fds_)),
      ruleset_(std::exchange(other.ruleset_, -1)),
      filter_(std::move(other.filter_)) {
  other.fds_.clear();
}

Sandbox::~Sandbox() {
  for (const int fd : fds_) ::close(fd);
  if (ruleset_ >= 0) ::close(ruleset_);
}

unsigned long Sandbox::clone_flags() const {
  if (isolation_ != Isolation::namespaces) return 0;
  return CLONE_NEWPID | CLONE_NEWNS | CLONE_NEWNET | CLONE_NEWIPC | CLONE_NEWUTS |
         (own_user_namespace_ ? CLONE_NEWUSER : 0);
}

std::optional<Sandbox> Sandbox::make(Isolation isolation, const SandboxRequest& request, std::string* error) {
  Sandbox box;
  box.isolation_ = isolation;
  box.own_user_namespace_ = request.own_user_namespace;
  const std::vector<sock_filter> filter = system_call_filter(request.processes);
  box.filter_.resize(filter.size());
  std::memcpy(box.filter_.data(), filter.data(), filter.size() * sizeof(sock_filter));
  if (isolation == Isolation::limits) return box;

  // What the program is shown (path, writable, a folder) and the links it is shown as links.
  struct Shown {
    std::string path;
    bool writable;
    bool folder;
  };
  std::vector<Shown> shown;
  std::vector<std::pair<std::string, std::string>> links;  // path, where it points
  const auto show = [&](const std::string& path, bool writable, bool required) {
    struct stat st {};
    if (::lstat(path.c_str(), &st) != 0) {
      if (!required) return true;
      *error = path + ": " + std::strerror(errno);
      return false;
    }
    if (S_ISLNK(st.st_mode)) {
      std::error_code ec;
      links.emplace_back(path, fs::read_symlink(path, ec).string());
    } else {
      shown.push_back({path, writable, S_ISDIR(st.st_mode)});
    }
    return true;
  };
  for (const char* folder : kSystemFolders) show(folder, false, false);
  std::error_code ec;
  std::vector<std::string> etc;
  for (fs::directory_iterator it("/etc", ec), end; !ec && it != end; it.increment(ec)) {
    if (needed_in_etc(it->path().filename().string())) etc.push_back(it->path().string());
  }
  std::sort(etc.begin(), etc.end());
  for (const std::string& path : etc) show(path, false, false);
  for (const char* device : kDevices) show(std::string("/dev/") + device, true, false);
  if (!show(request.work, true, true)) return std::nullopt;
  for (const std::string& path : request.read_only) {
    if (!show(path, false, true)) return std::nullopt;
  }
  if (shown.size() > kMostSources) {
    *error = "more than " + std::to_string(kMostSources) + " files and folders to show a program";
    return std::nullopt;
  }

  if (isolation == Isolation::landlock) {
    const int abi = landlock_abi();
    const std::uint64_t all = landlock_fs_rights(abi);
    LandlockRuleset attr{all, abi >= 4 ? kNetBindTcp | kNetConnectTcp : 0,
                         abi >= 6 ? kScopeAbstractUnix | kScopeSignal : 0};
    const std::size_t size = abi >= 6 ? 24 : abi >= 4 ? 16 : 8;
    box.ruleset_ = static_cast<int>(::syscall(SYS_landlock_create_ruleset, &attr, size, 0));
    if (box.ruleset_ < 0) {
      *error = std::string("landlock_create_ruleset: ") + std::strerror(errno);
      return std::nullopt;
    }
    // (above 9: the program's process puts its own descriptors on 0-3 before it is confined)
    const int high = ::fcntl(box.ruleset_, F_DUPFD_CLOEXEC, 10);
    ::close(box.ruleset_);
    box.ruleset_ = high;
    if (high < 0) {
      *error = std::string("fcntl: ") + std::strerror(errno);
      return std::nullopt;
    }
    const std::uint64_t file_rights = kFsExecute | kFsWriteFile | kFsReadFile | (all & (kFsTruncate | kFsIoctlDev));
    const auto allow = [&](int fd, std::uint64_t rights) {
      LandlockPathBeneath rule{rights & all, fd};
      if (::syscall(SYS_landlock_add_rule, box.ruleset_, 1 /* path beneath */, &rule, 0) != 0) {
        *error = std::string("landlock_add_rule: ") + std::strerror(errno);
        return false;
      }
      return true;
    };
    for (const Shown& s : shown) {
      const int fd = ::open(s.path.c_str(), O_PATH | O_CLOEXEC | O_NOFOLLOW);
      if (fd < 0) {
        *error = "cannot open " + s.path + " for the sandbox: " + std::strerror(errno);
        return std::nullopt;
      }
      box.fds_.push_back(fd);
      const bool device = s.path.rfind("/dev/", 0) == 0;
      std::uint64_t rights = s.writable ? (s.folder ? all : file_rights & ~kFsExecute)
                                        : kFsExecute | kFsReadFile | (s.folder ? kFsReadDir : 0);
      if (device) rights = kFsReadFile | kFsWriteFile | (all & (kFsTruncate | kFsIoctlDev));
      if (!allow(fd, rights)) return std::nullopt;
    }
    const int proc = ::open("/proc", O_PATH | O_CLOEXEC | O_DIRECTORY);
    if (proc >= 0) {
      box.fds_.push_back(proc);
      if (!allow(proc, kFsReadFile | kFsReadDir)) return std::nullopt;
    }
    return box;
  }

  // The namespaces level: the steps of the supervisor's build().
  const std::string root = "/tmp";
  auto& steps = box.steps_;
  if (request.own_user_namespace) {
    const std::string uid = std::to_string(request.uid), gid = std::to_string(request.gid);
    steps.push_back({Step::write, "/proc/self/setgroups", "deny", 0});
    steps.push_back({Step::write, "/proc/self/uid_map", uid + " " + uid + " 1\n", 0});
    steps.push_back({Step::write, "/proc/self/gid_map", gid + " " + gid + " 1\n", 0});
  }
  steps.push_back({Step::private_tree, "/", "", 0});
  // The sources, opened in the new mount namespace (a bind mount's source must be one of its
  // mounts) before the root's tmpfs hides /tmp.
  for (std::size_t k = 0; k < shown.size(); ++k) steps.push_back({Step::open, shown[k].path, "", 0, k});
  steps.push_back({Step::tmpfs, root, "mode=0755,size=1m", MS_NOSUID | MS_NODEV});
  const auto make_parents = [&](const std::string& path) {
    for (std::size_t slash = path.find('/', 1); slash != std::string::npos; slash = path.find('/', slash + 1)) {
      steps.push_back({Step::make_dir, root + path.substr(0, slash), "", 0});
    }
  };
  for (const auto& [path, target] : links) {
    make_parents(path);
    steps.push_back({Step::make_link, root + path, target, 0});
  }
  const auto tmpfs = [&](const std::string& path) {
    steps.push_back({Step::make_dir, root + path, "", 0});
    steps.push_back({Step::tmpfs, root + path, "mode=1777,size=" + std::to_string(request.private_tmp_bytes),
                     MS_NOSUID | MS_NODEV});
  };
  steps.push_back({Step::make_dir, root + "/dev", "", 0});
  tmpfs("/dev/shm");
  tmpfs("/tmp");
  steps.push_back({Step::make_dir, root + "/proc", "", 0});
  for (const auto& [name, target] : {std::pair<const char*, const char*>{"fd", "/proc/self/fd"},
                                     {"stdin", "/proc/self/fd/0"}, {"stdout", "/proc/self/fd/1"},
                                     {"stderr", "/proc/self/fd/2"}}) {
    steps.push_back({Step::make_link, root + "/dev/" + name, target, 0});
  }
  for (std::size_t k = 0; k < shown.size(); ++k) {
    const Shown& s = shown[k];
    make_parents(s.path);
    steps.push_back({s.folder ? Step::make_dir : Step::make_file, root + s.path, "", 0});
    steps.push_back({Step::bind, root + s.path, "", 0, k});
    const bool device = s.path.rfind("/dev/", 0) == 0;
    const unsigned long flags = mount_flags_of(s.path) | MS_NOSUID | (device ? MS_NOEXEC : MS_NODEV) |
                                (s.writable ? 0 : MS_RDONLY);
    steps.push_back({Step::remount, root + s.path, "", flags});
  }
  steps.push_back({Step::remount, root, "", MS_RDONLY | MS_NOSUID | MS_NODEV});
  steps.push_back({Step::proc, root + "/proc", "", MS_NOSUID | MS_NODEV | MS_NOEXEC});
  steps.push_back({Step::pivot, root, "", 0});
  return box;
}

std::string Sandbox::step_name(int step) const {
  if (step < 0 || static_cast<std::size_t>(step) >= steps_.size()) return "the namespaces";
  static const char* const kKinds[] = {"writing", "making private", "opening", "mounting a tmpfs on", "making the folder",
                                       "making the file", "making the link", "binding", "remounting",
                                       "mounting /proc on", "pivot_root into"};
  return std::string(kKinds[steps_[static_cast<std::size_t>(step)].kind]) + " " +
         steps_[static_cast<std::size_t>(step)].target;
}

// ---- In the children: system calls only ----

int Sandbox::build(int* step) const {
  int sources[kMostSources];
  char source_path[32];  // /proc/self/fd/N
  for (std::size_t k = 0; k < steps_.size(); ++k) {
    const Step& s = steps_[k];
    *step = static_cast<int>(k);
    const char* target = s.target.c_str();
    int result = 0;
    switch (s.kind) {
      case Step::write: {
        const int fd = ::open(target, O_WRONLY | O_CLOEXEC);
        if (fd < 0) return errno;
        const ssize_t wrote = ::write(fd, s.source.data(), s.source.size());
        const int e = errno;
        ::close(fd);
        if (wrote != static_cast<ssize_t>(s.source.size())) return wrote < 0 ? e : EIO;
        break;
      }
      case Step::private_tree: result = ::mount(nullptr, target, nullptr, MS_REC | MS_PRIVATE, nullptr); break;
      case Step::tmpfs: result = ::mount("tmpfs", target, "tmpfs", s.flags, s.source.c_str()); break;
      case Step::make_dir:
        if (::mkdir(target, 0755) != 0 && errno != EEXIST && errno != EROFS) return errno;
        break;
      case Step::make_file: {
        const int fd = ::open(target, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0644);
        if (fd >= 0) ::close(fd);
        break;
      }
      case Step::make_link:
        if (::symlink(s.source.c_str(), target) != 0 && errno != EEXIST) return errno;
        break;
      case Step::open:
        sources[s.source_index] = ::open(target, O_PATH | O_CLOEXEC | O_NOFOLLOW);
        if (sources[s.source_index] < 0) return errno;
        break;
      case Step::bind: {
        char digits[12];
        int n = 0;
        for (auto v = static_cast<unsigned>(sources[s.source_index]); n == 0 || v > 0; v /= 10) {
          digits[n++] = static_cast<char>('0' + v % 10);
        }
        std::size_t at = 0;
        for (const char* p = "/proc/self/fd/"; *p;) source_path[at++] = *p++;
        while (n > 0) source_path[at++] = digits[--n];
        source_path[at] = '\0';
        result = ::mount(source_path, target, nullptr, MS_BIND | MS_REC, nullptr);
        break;
      }
      case Step::remount: result = ::mount(nullptr, target, nullptr, MS_REMOUNT | MS_BIND | s.flags, nullptr); break;
      case Step::proc: result = ::mount("proc", target, "proc", s.flags, nullptr); break;
      case Step::pivot:
        if (::chdir(target) != 0 || ::syscall(SYS_pivot_root, ".", ".") != 0 || ::umount2(".", MNT_DETACH) != 0 ||
            ::chdir("/") != 0) {
          return errno;
        }
        break;
    }
    if (result != 0) return errno;
  }
  return 0;
}

int Sandbox::confine(int* stage) const {
  if (ruleset_ >= 0) {
    *stage = 6;
    if (::syscall(SYS_landlock_restrict_self, ruleset_, 0) != 0) return errno;
  }
  *stage = 5;
  if (!filter_.empty()) {
    sock_fprog program{static_cast<unsigned short>(filter_.size()),
                       reinterpret_cast<sock_filter*>(const_cast<std::uint64_t*>(filter_.data()))};
    if (::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &program) != 0) return errno;
  }
  return 0;
}

}  // namespace sudokit
