// Files in and out. Errors are values: a message for the user, never an exit from here.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sudokit {

// Reads a whole file ("-" is standard input). nullopt on failure, with *error saying why.
std::optional<std::string> read_text_file(const std::string& path, std::string* error);

// Writes a file whole or not at all: into a temporary file beside it, then renamed over the
// target. An existing file is replaced only when `overwrite` is true. Returns "" on success,
// else the reason.
std::string write_file_atomically(const std::string& path, const std::string& content,
                                  bool overwrite);

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
