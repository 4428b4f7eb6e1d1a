#include "common/io.hpp"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <unistd.h>

namespace sudokit {

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

std::string write_file_atomically(const std::string& path, const std::string& content,
                                  bool overwrite) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!overwrite && fs::exists(fs::symlink_status(path, ec))) {
    return path + ": exists; not overwritten (use --force to replace it)";
  }
  const fs::path target(path);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string temp = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) return path + ": cannot create a temporary file: " + std::strerror(errno);
  std::size_t written = 0;
  while (written < content.size()) {
    const ssize_t n = ::write(fd, content.data() + written, content.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const std::string reason = std::strerror(errno);
      ::close(fd);
      ::unlink(temp.c_str());
      return path + ": write error: " + reason;
    }
    written += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    ::unlink(temp.c_str());
    return path + ": write error: " + std::strerror(errno);
  }
  ::chmod(temp.c_str(), 0644);
  if (!overwrite) {
    // link() fails if the target appeared meanwhile: never replace a file we were not asked to.
    if (::link(temp.c_str(), path.c_str()) != 0) {
      const std::string reason = std::strerror(errno);
      ::unlink(temp.c_str());
      return path + ": cannot create: " + reason;
    }
    ::unlink(temp.c_str());
    return "";
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    const std::string reason = std::strerror(errno);
    ::unlink(temp.c_str());
    return path + ": cannot replace: " + reason;
  }
  return "";
}

}  // namespace sudokit
