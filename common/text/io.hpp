// SPDX-License-Identifier: MIT
// Files in and out. Errors are values: a message for the user, never an exit from here.
#pragma once

#include <signal.h>
#include <sys/types.h>

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace sudokit {

// Reads a whole file ("-" is standard input). nullopt on failure, with *error saying why.
std::optional<std::string> read_text_file(const std::string& path, std::string* error);

// The items of a comma-separated option value ("kattis,polygon"; "" is one empty item).
std::vector<std::string> comma_separated(const std::string& text);
// The number of single-character edits that turn `a` into `b` (for "did you mean").
std::size_t edit_distance(std::string_view a, std::string_view b);

// Writes a file whole or not at all: into a temporary file beside it, then renamed over the
// target. An existing file is replaced only when `overwrite` is true. Returns "" on success,
// else the reason.
std::string write_file_atomically(const std::string& path, const std::string& content,
                                  bool overwrite);

// Removes a folder and everything in it, whatever a program did to its modes, never following
// a link (openat, O_NOFOLLOW, unlinkat; 32 levels deep at most).
void remove_tree(const std::string& path);

// Something a signal that ends the run (SIGINT, SIGTERM, SIGHUP, SIGQUIT) must not leave
// behind, registered while the object lives: a program's supervisor (killed and reaped
// first) or a scratch folder (then removed, without following links). The handler is
// StagedFiles' own, installed at the first registration; the signal then ends the run as it
// would have. (64 at once at most; past that, or for a longer path, nothing is registered.)
class CleanupOnSignal {
 public:
  explicit CleanupOnSignal(const std::string& folder);
  explicit CleanupOnSignal(pid_t process);
  ~CleanupOnSignal();
  CleanupOnSignal(const CleanupOnSignal&) = delete;
  CleanupOnSignal& operator=(const CleanupOnSignal&) = delete;

 private:
  int slot_;
};

// Files written piece by piece, then put in place all together, or none: outputs too large to
// hold in memory. open() checks every target (an existing one refused unless `overwrite`, a
// path named twice refused) and makes a temporary file beside each; append() adds to one;
// commit() syncs them and gives each its target's name. Without a commit (an error, a stop),
// the destructor removes the temporaries. While open, SIGINT, SIGTERM, SIGHUP and SIGQUIT
// remove the temporaries and end the process at once (a run can take minutes between two
// writes); during commit() they wait (interrupted() says so) and take effect in the
// destructor, once the files are in place. One StagedFiles open at a time (the handler's
// state is the process's). Each call returns "" or the reason.
class StagedFiles {
 public:
  StagedFiles() = default;
  StagedFiles(const StagedFiles&) = delete;
  StagedFiles& operator=(const StagedFiles&) = delete;
  ~StagedFiles();

  std::string open(const std::vector<std::string>& paths, bool overwrite);
  std::string append(std::size_t file, std::string_view text);  // `file`: its index in open()
  std::string commit();
  bool interrupted() const;

 private:
  struct Staged {
    std::string path, temp;  // temp "" once it has its target's name (or was never made)
    int fd = -1;
    std::string buffer;
  };
  std::string flush(Staged& file);
  std::vector<Staged> files_;
  std::vector<struct sigaction> handlers_;  // the handlers before open(), restored after
  bool overwrite_ = false;
};

// Writes several files, all or none: every target is checked first (an existing one refused
// unless `overwrite`, a path named twice refused), all are written to temporary files beside
// their targets, and only then renamed into place. Returns "" on success, else the reason.
std::string write_files_atomically(const std::vector<std::pair<std::string, std::string>>& files,
                                   bool overwrite);

// Writes a folder whole or not at all: every file (by path relative to the folder; parents are
// made; mode 0755 for names ending in ".sh", else 0644) into a temporary folder beside it, then
// renamed into place. An existing folder is replaced only when `overwrite` is true. Returns ""
// on success, else the reason.
std::string write_folder_atomically(const std::string& path,
                                    const std::map<std::string, std::string>& files,
                                    bool overwrite);

}  // namespace sudokit
