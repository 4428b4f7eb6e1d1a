// SPDX-License-Identifier: MIT
#include "common/text/io.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <signal.h>
#include <sstream>
#include <dirent.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <mutex>

namespace sudokit {

namespace {

// While a write is under way, the signals that end a run (Ctrl-C, kill, a closed terminal)
// wait: they take effect once the files are in place or taken back, so that no temporary file
// or folder is left behind. (The tools write after their worker threads have ended.)
class DeferSignals {
 public:
  DeferSignals() {
    sigset_t set;
    sigemptyset(&set);
    for (int sig : {SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&set, sig);
    sigprocmask(SIG_BLOCK, &set, &old_);
  }
  ~DeferSignals() { sigprocmask(SIG_SETMASK, &old_, nullptr); }
  DeferSignals(const DeferSignals&) = delete;
  DeferSignals& operator=(const DeferSignals&) = delete;

 private:
  sigset_t old_;
};

// A temporary name beside `target`: .NAME.PID.XXXXXX (the pid tells a later run whether the
// writer is gone).
std::string temporary_name(const std::filesystem::path& target) {
  const std::filesystem::path dir = target.has_parent_path() ? target.parent_path() : std::filesystem::path(".");
  return (dir / ("." + target.filename().string() + "." + std::to_string(::getpid()) + ".XXXXXX")).string();
}

// What a writer killed outright (kill -9, a power cut) left beside `target`: its temporary
// files and folders, whose pid is no running process. They are removed; a live writer's stay.
void remove_stale_temporaries(const std::filesystem::path& target) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  const std::string prefix = "." + target.filename().string() + ".";
  std::vector<fs::path> stale;
  for (fs::directory_iterator it(dir, ec), end; it != end && !ec; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (name.size() <= prefix.size() + 7 || name.compare(0, prefix.size(), prefix) != 0) continue;
    const std::string rest = name.substr(prefix.size());  // PID.XXXXXX
    const auto dot = rest.find('.');
    if (dot == std::string::npos || dot == 0 || rest.size() - dot - 1 != 6 ||
        rest.find_first_not_of("0123456789") != dot) {
      continue;
    }
    const long pid = std::strtol(rest.substr(0, dot).c_str(), nullptr, 10);
    if (pid > 0 && pid != ::getpid() && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH) {
      stale.push_back(it->path());
    }
  }
  for (const fs::path& path : stale) fs::remove_all(path, ec);
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  std::vector<std::size_t> row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    std::size_t diagonal = row[0];
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diagonal = up;
    }
  }
  return row[b.size()];
}

std::vector<std::string> comma_separated(const std::string& text) {
  std::vector<std::string> items;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find(',', start), text.size());
    items.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return items;
}

std::optional<std::string> read_text_file(const std::string& path, std::string* error) {
  if (path == "-") {
    std::ostringstream buffer;
    buffer << std::cin.rdbuf();
    return buffer.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    if (error) *error = path + ": is a directory";
    return std::nullopt;
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    if (error) *error = path + ": cannot open: " + std::strerror(errno);
    return std::nullopt;
  }
  std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) {
    if (error) *error = path + ": read error";
    return std::nullopt;
  }
  return content;
}

namespace {

constexpr int kEndingSignals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};

// What the handler of an open StagedFiles needs, in fixed storage (a handler may only call
// async-signal-safe functions: unlink, sigaction, raise): the temporaries' names, the
// dispositions from before open(), and whether the files are being put in place.
constexpr std::size_t kMaxTemps = 8;
constexpr std::size_t kMaxPath = 4096;
char temp_names[kMaxTemps][kMaxPath];
volatile std::sig_atomic_t temp_count = 0;
volatile std::sig_atomic_t committing = 0;  // also: a temporary name did not fit
struct sigaction saved_actions[std::size(kEndingSignals)];
// The signal caught while committing (0: none): it takes effect once the files are in place.
volatile std::sig_atomic_t caught_signal = 0;

// The registry of what a signal must not leave behind besides the temporaries: programs'
// supervisors (killed and reaped first, so that nothing writes on) and scratch folders (then
// removed). A slot is claimed (0 -> 1), written, then published (2 a folder, 3 a process).
constexpr std::size_t kMaxCleanups = 64;
struct CleanupSlot {
  std::atomic<int> state{0};
  pid_t process = 0;
  char path[kMaxPath] = {};
};
CleanupSlot cleanups[kMaxCleanups];

// Removes `name` in `parent` and everything in it, whatever a program did to its modes, never
// following a link; async-signal-safe (system calls only, a buffer on the stack per level; 32
// levels at most).
void remove_tree_at(int parent, const char* name, int depth) {
  if (::unlinkat(parent, name, 0) == 0 || errno == ENOENT || depth > 32) return;
  int dir = ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (dir < 0 && errno == EACCES) {  // its modes taken away: given back through a descriptor
    const int path = ::openat(parent, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (path >= 0) {
      char link[32] = "/proc/self/fd/";
      char digits[12];
      int n = 0;
      for (auto v = static_cast<unsigned>(path); n == 0 || v > 0; v /= 10) digits[n++] = static_cast<char>('0' + v % 10);
      std::size_t at = 14;
      while (n > 0) link[at++] = digits[--n];
      link[at] = '\0';
      ::chmod(link, 0700);
      ::close(path);
    }
    dir = ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  }
  if (dir < 0) return;
  ::fchmod(dir, 0700);
  char entries[4096];
  for (long got; (got = ::syscall(SYS_getdents64, dir, entries, sizeof entries)) > 0;) {
    for (long at = 0; at < got;) {
      const auto* entry = reinterpret_cast<const dirent64*>(entries + at);
      at += entry->d_reclen;
      const char* leaf = entry->d_name;
      if (leaf[0] == '.' && (leaf[1] == '\0' || (leaf[1] == '.' && leaf[2] == '\0'))) continue;
      remove_tree_at(dir, leaf, depth + 1);
    }
  }
  ::close(dir);
  ::unlinkat(parent, name, AT_REMOVEDIR);
}

void clean_up_registered() {
  for (CleanupSlot& slot : cleanups) {
    if (slot.state.load() == 3) {
      ::kill(slot.process, SIGKILL);
      ::waitpid(slot.process, nullptr, __WALL);
    }
  }
  for (CleanupSlot& slot : cleanups) {
    if (slot.state.load() == 2) remove_tree_at(AT_FDCWD, slot.path, 0);
  }
}

// A signal while files are written or programs run (a run can take minutes): the
// temporaries, the programs and their folders go, and the signal ends the run at once, as it
// would have without us.
extern "C" void catch_signal(int sig) {
  if (committing) {
    caught_signal = sig;
    return;
  }
  clean_up_registered();
  for (std::sig_atomic_t k = 0; k < temp_count; ++k) ::unlink(temp_names[k]);
  for (std::size_t k = 0; k < std::size(kEndingSignals); ++k) sigaction(kEndingSignals[k], &saved_actions[k], nullptr);
  ::raise(sig);  // delivered as the handler returns
}

}  // namespace

StagedFiles::~StagedFiles() {
  committing = 1;  // from here a signal waits for the end of this
  temp_count = 0;
  for (Staged& file : files_) {
    if (file.fd >= 0) ::close(file.fd);
    if (!file.temp.empty()) ::unlink(file.temp.c_str());
  }
  if (!handlers_.empty()) {
    for (std::size_t k = 0; k < handlers_.size(); ++k) sigaction(kEndingSignals[k], &handlers_[k], nullptr);
  }
  committing = 0;
  // A signal that came while the files were put in place takes effect now (through the
  // handler again when the registry below keeps it).
  if (!handlers_.empty() && caught_signal != 0) ::raise(caught_signal);
}

bool StagedFiles::interrupted() const { return caught_signal != 0; }

namespace {
std::mutex catching;

// The handler in place for every ending signal not ignored (the dispositions before it kept
// for the end), unless it is already.
void catch_ending_signals() {
  const std::lock_guard<std::mutex> lock(catching);
  for (std::size_t k = 0; k < std::size(kEndingSignals); ++k) {
    struct sigaction now {};
    sigaction(kEndingSignals[k], nullptr, &now);
    if (now.sa_handler == catch_signal || now.sa_handler == SIG_IGN) continue;
    saved_actions[k] = now;
    struct sigaction action {};
    action.sa_handler = catch_signal;
    sigemptyset(&action.sa_mask);
    sigaction(kEndingSignals[k], &action, nullptr);
  }
}

int claim(pid_t process, const std::string& path, int kind) {
  if (path.size() >= kMaxPath) return -1;
  catch_ending_signals();
  for (std::size_t k = 0; k < kMaxCleanups; ++k) {
    int free = 0;
    if (!cleanups[k].state.compare_exchange_strong(free, 1)) continue;
    cleanups[k].process = process;
    std::memcpy(cleanups[k].path, path.c_str(), path.size() + 1);
    cleanups[k].state.store(kind);
    return static_cast<int>(k);
  }
  return -1;
}
}  // namespace

void remove_tree(const std::string& path) {
  if (!path.empty()) remove_tree_at(AT_FDCWD, path.c_str(), 0);
}

CleanupOnSignal::CleanupOnSignal(const std::string& folder) : slot_(claim(0, folder, 2)) {}
CleanupOnSignal::CleanupOnSignal(pid_t process) : slot_(claim(process, "", 3)) {}
CleanupOnSignal::~CleanupOnSignal() {
  if (slot_ >= 0) cleanups[slot_].state.store(0);
}

std::string StagedFiles::open(const std::vector<std::string>& paths, bool overwrite) {
  namespace fs = std::filesystem;
  std::error_code ec;
  overwrite_ = overwrite;
  // Every target is checked before anything is written.
  for (std::size_t i = 0; i < paths.size(); ++i) {
    if (!overwrite && fs::exists(fs::symlink_status(paths[i], ec))) {
      return paths[i] + ": exists; not overwritten (use --force to replace it)";
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (fs::path(paths[j]).lexically_normal() == fs::path(paths[i]).lexically_normal()) {
        return paths[i] + ": named twice (one file for each output)";
      }
    }
  }
  // The signals that end a run are caught from here on: the temporaries go before it ends.
  caught_signal = 0;
  committing = 0;
  temp_count = 0;
  handlers_.resize(std::size(kEndingSignals));
  for (std::size_t k = 0; k < handlers_.size(); ++k) {
    sigaction(kEndingSignals[k], nullptr, &handlers_[k]);
    if (handlers_[k].sa_handler == catch_signal) continue;  // (caught for the registry already)
    saved_actions[k] = handlers_[k];
    if (handlers_[k].sa_handler == SIG_IGN) continue;  // ignored it was (a background job): it stays so
    struct sigaction action {};
    action.sa_handler = catch_signal;
    sigemptyset(&action.sa_mask);
    sigaction(kEndingSignals[k], &action, nullptr);
  }
  for (const std::string& path : paths) {
    const fs::path target(path);
    remove_stale_temporaries(target);
    Staged file;
    file.path = path;
    file.temp = temporary_name(target);
    file.fd = ::mkstemp(file.temp.data());
    if (file.fd < 0) {
      const std::string reason = std::strerror(errno);
      file.temp.clear();
      return path + ": cannot create a temporary file: " + reason;
    }
    // The handler's copy of the name; a name it cannot hold makes signals wait for the end.
    if (static_cast<std::size_t>(temp_count) < kMaxTemps && file.temp.size() < kMaxPath) {
      std::memcpy(temp_names[temp_count], file.temp.c_str(), file.temp.size() + 1);
      temp_count = temp_count + 1;
    } else {
      committing = 1;
    }
    files_.push_back(std::move(file));
  }
  return "";
}

std::string StagedFiles::flush(Staged& file) {
  std::size_t written = 0;
  while (written < file.buffer.size()) {
    const ssize_t n = ::write(file.fd, file.buffer.data() + written, file.buffer.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return file.path + ": write error: " + std::strerror(errno);
    written += static_cast<std::size_t>(n);
  }
  file.buffer.clear();
  return "";
}

std::string StagedFiles::append(std::size_t k, std::string_view text) {
  Staged& file = files_[k];
  file.buffer.append(text);
  return file.buffer.size() >= (1u << 16) ? flush(file) : "";
}

std::string StagedFiles::commit() {
  committing = 1;  // the files go into place whole: a signal now waits for that
  for (Staged& file : files_) {
    if (std::string error = flush(file); !error.empty()) return error;
    const int fd = file.fd;
    file.fd = -1;
    if (::fsync(fd) != 0 || ::close(fd) != 0) return file.path + ": write error: " + std::strerror(errno);
    ::chmod(file.temp.c_str(), 0644);
  }
  // Last, each temporary file takes its target's name. Without overwrite, link() fails if a
  // target appeared meanwhile (a file we were not asked to replace); the files made by then are
  // taken back.
  for (std::size_t i = 0; i < files_.size(); ++i) {
    const std::string& path = files_[i].path;
    const int done = overwrite_ ? ::rename(files_[i].temp.c_str(), path.c_str())
                                : ::link(files_[i].temp.c_str(), path.c_str());
    if (done != 0) {
      const std::string reason = std::strerror(errno);
      if (!overwrite_) {
        for (std::size_t j = 0; j < i; ++j) ::unlink(files_[j].path.c_str());
      }
      return path + (overwrite_ ? ": cannot replace: " : ": cannot create: ") + reason;
    }
    if (overwrite_) files_[i].temp.clear();  // renamed: nothing to remove
  }
  return "";
}

std::string write_files_atomically(const std::vector<std::pair<std::string, std::string>>& files,
                                   bool overwrite) {
  std::vector<std::string> paths;
  for (const auto& file : files) paths.push_back(file.first);
  StagedFiles staged;
  if (std::string error = staged.open(paths, overwrite); !error.empty()) return error;
  for (std::size_t k = 0; k < files.size(); ++k) {
    if (std::string error = staged.append(k, files[k].second); !error.empty()) return error;
  }
  return staged.commit();
}

std::string write_file_atomically(const std::string& path, const std::string& content,
                                  bool overwrite) {
  return write_files_atomically({{path, content}}, overwrite);
}

std::string write_folder_atomically(const std::string& path,
                                    const std::map<std::string, std::string>& files,
                                    bool overwrite) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::path target = fs::path(path).lexically_normal();
  const bool exists = fs::exists(fs::symlink_status(target, ec));
  if (exists && !overwrite) return path + ": exists; not overwritten (use --force to replace it)";
  if (exists && !fs::is_directory(target, ec)) return path + ": exists and is not a folder";
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  if (!fs::is_directory(dir, ec)) return path + ": the folder " + dir.string() + " does not exist";
  const DeferSignals defer;
  remove_stale_temporaries(target);
  std::string temp = temporary_name(target);
  if (::mkdtemp(temp.data()) == nullptr) {
    return path + ": cannot create a temporary folder: " + std::strerror(errno);
  }
  const auto fail = [&](const std::string& why) {
    fs::remove_all(temp, ec);
    return path + ": " + why;
  };
  for (const auto& [name, content] : files) {
    const fs::path file = fs::path(temp) / name;
    fs::create_directories(file.parent_path(), ec);
    if (ec) return fail("cannot create " + file.parent_path().string() + ": " + ec.message());
    std::ofstream stream(file, std::ios::binary);
    stream << content;
    stream.close();
    if (!stream) return fail("cannot write " + name);
    const bool script = name.size() > 3 && name.compare(name.size() - 3, 3, ".sh") == 0;
    fs::permissions(file, script ? fs::perms(0755) : fs::perms(0644), ec);
  }
  fs::permissions(temp, fs::perms(0755), ec);
  if (exists) {
    // The new folder and the old one trade names in one step (Linux's RENAME_EXCHANGE), so DIR
    // is always whole, old or new; the old one, now under the temporary name, then goes (a
    // writer killed before that leaves it for the next run to remove, as stale).
#ifdef RENAME_EXCHANGE  // glibc 2.28 and later
    if (::renameat2(AT_FDCWD, temp.c_str(), AT_FDCWD, target.c_str(), RENAME_EXCHANGE) == 0) {
      fs::remove_all(temp, ec);
      return "";
    }
#endif
    // Where the file system cannot exchange: the old folder aside, the new one in, the old one
    // gone; a failure in between puts the old one back.
    std::string aside = temporary_name(target);
    if (::mkdtemp(aside.data()) == nullptr) return fail(std::string("cannot replace: ") + std::strerror(errno));
    fs::remove(aside, ec);
    if (::rename(target.c_str(), aside.c_str()) != 0) return fail(std::string("cannot replace: ") + std::strerror(errno));
    if (::rename(temp.c_str(), target.c_str()) != 0) {
      const std::string reason = std::strerror(errno);
      ::rename(aside.c_str(), target.c_str());
      return fail("cannot replace: " + reason);
    }
    fs::remove_all(aside, ec);
    return "";
  }
  if (::rename(temp.c_str(), target.c_str()) != 0) return fail(std::string("cannot create: ") + std::strerror(errno));
  return "";
}

}  // namespace sudokit
