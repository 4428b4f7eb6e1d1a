// SPDX-License-Identifier: MIT
// A program that misbehaves on purpose, one way per argument, for the runner's tests: what a
// contestant's program may do, and what sudokit must survive with a verdict.
#include <dirent.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

int main(int argc, char** argv) {
  const std::string how = argc > 1 ? argv[1] : "echo";
  if (how == "echo") {  // copies its input
    std::cout << std::cin.rdbuf();
    return 0;
  }
  if (how == "exit") return argc > 2 ? std::atoi(argv[2]) : 3;
  if (how == "loop") {
    volatile unsigned long spins = 0;
    for (;;) spins = spins + 1;
  }
  if (how == "sleep") {
    for (;;) ::pause();
  }
  if (how == "fork-loop") {  // forks while it can, then spins; says how many it made
    int made = 0;
    for (int k = 0; k < 100000; ++k) {
      const pid_t pid = ::fork();
      if (pid == 0) {
        for (;;) ::pause();
      }
      if (pid < 0) break;
      ++made;
    }
    std::printf("%d\n", made);
    return 0;
  }
  if (how == "threads") {  // four threads are allowed
    std::vector<std::thread> threads;
    int sum[4] = {};
    for (int t = 0; t < 4; ++t) threads.emplace_back([&sum, t] { sum[t] = t + 1; });
    for (std::thread& thread : threads) thread.join();
    std::printf("%d\n", sum[0] + sum[1] + sum[2] + sum[3]);
    return 0;
  }
  if (how == "flood") {  // gigabytes of output
    std::string chunk(1 << 16, 'x');
    for (;;) std::fwrite(chunk.data(), 1, chunk.size(), stdout);
  }
  if (how == "flood-errors") {
    std::string chunk(1 << 16, 'e');
    for (;;) std::fwrite(chunk.data(), 1, chunk.size(), stderr);
  }
  if (how == "flood-ignoring") {  // ignores SIGXFSZ, writes on, then exits 0
    ::signal(SIGXFSZ, SIG_IGN);
    std::string chunk(1 << 16, 'x');
    for (int k = 0; k < 10000; ++k) {
      if (::write(1, chunk.data(), chunk.size()) < 0) break;
    }
    return 0;
  }
  if (how == "crash") {
    volatile int* nowhere = nullptr;
    return *nowhere;
  }
  if (how == "abort") std::abort();
  if (how == "alloc") {  // 8 GiB at once: std::bad_alloc (kept where no compiler can elide it)
    static char* volatile kept = nullptr;
    kept = static_cast<char*>(::operator new(std::size_t{8} << 30));
    kept[12345] = 1;
    std::printf("%d\n", kept[12345]);
    return 0;
  }
  if (how == "touch") {  // memory touched a megabyte at a time until it fails
    std::vector<char*> blocks;
    for (;;) {
      char* block = static_cast<char*>(std::malloc(1 << 20));
      if (block == nullptr) return 1;
      std::memset(block, 1, 1 << 20);
      blocks.push_back(block);
    }
  }
  if (how == "read-past") {  // reads its input, then reads past the end again and again
    std::string all, line;
    while (std::getline(std::cin, line)) all += line;
    std::cin.clear();
    for (int k = 0; k < 1000; ++k) std::getline(std::cin, line);
    char buffer[16];
    for (int k = 0; k < 1000; ++k) {
      if (::read(0, buffer, sizeof buffer) != 0) return 1;
    }
    std::printf("%zu\n", all.size());
    return 0;
  }
  if (how == "write-input") {  // tries to change its own input
    const int fd = ::open("/proc/self/fd/0", O_WRONLY);
    const bool wrote = fd >= 0 && ::write(fd, "XXXX", 4) == 4;
    std::printf("%s\n", wrote ? "changed" : "refused");
    return 0;
  }
  if (how == "write-files") {  // writes in its folder; says where it ran
    std::FILE* file = std::fopen("junk.txt", "w");
    if (file == nullptr) return 1;
    std::fputs("junk\n", file);
    std::fclose(file);
    char here[4096];
    if (::getcwd(here, sizeof here) == nullptr) return 1;
    std::printf("%s\n", here);
    return 0;
  }
  if (how == "env") {
    for (char** e = environ; *e != nullptr; ++e) std::printf("%s\n", *e);
    return 0;
  }
  if (how == "fds") {  // the descriptors it was given beyond 0-2
    int open_fds = 0;
    for (int fd = 3; fd < 1024; ++fd) open_fds += ::fcntl(fd, F_GETFD) != -1;
    std::printf("%d\n", open_fds);
    return 0;
  }
  if (how == "uid") {
    std::printf("%d\n", static_cast<int>(::getuid()));
    return 0;
  }
  if (how == "list") {  // the names in a folder (argv[2]), or "unreadable"
    DIR* dir = ::opendir(argc > 2 ? argv[2] : "/");
    if (dir == nullptr) {
      std::printf("unreadable\n");
      return 0;
    }
    std::vector<std::string> names;
    while (const dirent* entry = ::readdir(dir)) names.emplace_back(entry->d_name);
    ::closedir(dir);
    std::sort(names.begin(), names.end());
    for (const std::string& name : names) std::printf("%s\n", name.c_str());
    return 0;
  }
  if (how == "pid") {
    std::printf("%d %d\n", static_cast<int>(::getpid()), static_cast<int>(::getppid()));
    return 0;
  }
  std::fprintf(stderr, "hostile: unknown way '%s'\n", how.c_str());
  return 2;
}
