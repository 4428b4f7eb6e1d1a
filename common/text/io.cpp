#include "common/text/io.hpp"

#include <cerrno>
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
#include <unistd.h>

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

std::string write_files_atomically(const std::vector<std::pair<std::string, std::string>>& files,
                                   bool overwrite) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // Every target is checked before anything is written.
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string& path = files[i].first;
    if (!overwrite && fs::exists(fs::symlink_status(path, ec))) {
      return path + ": exists; not overwritten (use --force to replace it)";
    }
    for (std::size_t j = 0; j < i; ++j) {
      if (fs::path(files[j].first).lexically_normal() == fs::path(path).lexically_normal()) {
        return path + ": named twice (one file for each output)";
      }
    }
  }
  // Then every file goes to a temporary file beside its target; any failure removes them all.
  const DeferSignals defer;
  std::vector<std::string> temps;
  const auto discard = [&temps]() {
    for (const std::string& temp : temps) ::unlink(temp.c_str());
  };
  for (const auto& [path, content] : files) {
    const fs::path target(path);
    remove_stale_temporaries(target);
    std::string temp = temporary_name(target);
    const int fd = ::mkstemp(temp.data());
    if (fd < 0) {
      discard();
      return path + ": cannot create a temporary file: " + std::strerror(errno);
    }
    temps.push_back(temp);
    std::size_t written = 0;
    while (written < content.size()) {
      const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) {
        const std::string reason = std::strerror(errno);
        ::close(fd);
        discard();
        return path + ": write error: " + reason;
      }
      written += static_cast<std::size_t>(n);
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
      const std::string reason = std::strerror(errno);
      discard();
      return path + ": write error: " + reason;
    }
    ::chmod(temp.c_str(), 0644);
  }
  // Last, each temporary file takes its target's name. Without overwrite, link() fails if a
  // target appeared meanwhile (a file we were not asked to replace); the files made by then are
  // taken back.
  for (std::size_t i = 0; i < files.size(); ++i) {
    const std::string& path = files[i].first;
    const int done = overwrite ? ::rename(temps[i].c_str(), path.c_str())
                               : ::link(temps[i].c_str(), path.c_str());
    if (done != 0) {
      const std::string reason = std::strerror(errno);
      if (!overwrite) {
        for (std::size_t j = 0; j < i; ++j) ::unlink(files[j].first.c_str());
      }
      discard();
      return path + (overwrite ? ": cannot replace: " : ": cannot create: ") + reason;
    }
    if (!overwrite) ::unlink(temps[i].c_str());
  }
  return "";
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
