// SPDX-License-Identifier: MIT
// What a program that is not ours may see and do while it runs (process.hpp runs it): made in
// sudokit before it forks, entered by the children, which make only system calls.
//
// Three levels, the strongest the kernel allows (SUDOKIT_ISOLATION=namespaces|landlock|limits
// caps it; docs/guide.md, "Running programs", says what each guarantees):
//   namespaces  new user (unless sudokit is root), pid, mount, network, ipc and uts namespaces;
//               the program sees a root of its own: /usr and the other system folders, a few
//               entries of /etc, /dev's null, zero, full, random and urandom, a /proc of its
//               own pid namespace, a private size-bounded /tmp and /dev/shm, its work folder
//               (writable) and the files it was given (read-only): nothing else, read-only
//               everywhere but its folder and the private tmpfs, and no network at all;
//   landlock    the same files by Landlock rules on the real tree (nothing else readable,
//               nothing but the work folder writable), no TCP (ABI 4), no signals or abstract
//               sockets outside the program (ABI 6);
//   limits      the resource limits and the system-call filter alone (one warning says so).
// At every level the system-call filter refuses ptrace, process_vm_readv/writev, terminal
// injection (TIOCSTI, TIOCLINUX), sockets (socketpair stays), memory that escapes the memory
// limit (memfd_create, System V shared memory), io_uring, new namespaces, mounts and the
// kernel's administration calls; with one process allowed (a contestant's program, not a
// compiler), every new process (not threads) and every change of a file's modes, owners,
// times or extended attributes.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace sudokit {

enum class Isolation { namespaces, landlock, limits };

// Whether a path lies in the system folders every sandbox shows (/usr, /bin, /lib, ...).
bool in_system_folders(const std::string& path);
const char* isolation_name(Isolation isolation);

// The level runs start at now: the strongest not yet refused, at most SUDOKIT_ISOLATION.
Isolation run_isolation();
// A run could not set `isolation` up (why: a line): the later runs of this process go one level
// down. Coming down to limits prints one warning on standard error naming what is missing.
void isolation_refused(Isolation isolation, const std::string& why);

// What one run's program is given.
struct SandboxRequest {
  std::string work;                    // its folder, writable (an absolute, canonical path)
  std::vector<std::string> read_only;  // files and folders shown read-only at their paths
  int processes = 1;                   // 1: the filter refuses every new process
  std::uint64_t private_tmp_bytes = std::uint64_t{16} << 20;  // /tmp's and /dev/shm's size each
  bool own_user_namespace = true;      // false when sudokit is root (it changes user instead)
  unsigned uid = 0, gid = 0;           // the program's user, mapped to itself in its namespace
};

class Sandbox {
 public:
  // nullopt with *error when sudokit cannot make it (a path cannot be opened).
  static std::optional<Sandbox> make(Isolation isolation, const SandboxRequest& request, std::string* error);
  Sandbox(Sandbox&& other) noexcept;
  Sandbox& operator=(Sandbox&&) = delete;
  Sandbox(const Sandbox&) = delete;
  ~Sandbox();

  Isolation isolation() const { return isolation_; }
  // The namespaces a supervisor is cloned into (0 below the namespaces level).
  unsigned long clone_flags() const;
  // In the supervisor, first thing in its new namespaces: the user maps, the mount tree,
  // pivot_root into it. 0, or an errno with *step the index of the step that failed.
  int build(int* step) const;
  // What step `step` of build() was, for a message.
  std::string step_name(int step) const;
  // In the program's process, as the last steps before exec (after no_new_privs): Landlock
  // (at its level), then the system-call filter. 0, or an errno with *stage 6 (Landlock) or
  // 5 (the filter).
  int confine(int* stage) const;

 private:
  Sandbox() = default;
  struct Step;
  Isolation isolation_ = Isolation::limits;
  bool own_user_namespace_ = true;
  std::vector<Step> steps_;
  std::vector<int> fds_;      // the bind mounts' sources, opened O_PATH
  int ruleset_ = -1;          // the Landlock ruleset
  std::vector<std::uint64_t> filter_;  // the system-call filter (sock_filter, 8 bytes each)
};

}  // namespace sudokit
