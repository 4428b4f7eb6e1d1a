// Reads other processes' memory and environment through /proc (sudokit's holds the answers),
// and writes into their standard output (a concurrent run's, read by its checker).
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <string>
int main() {
  DIR* proc = opendir("/proc");
  int reached = 0;
  while (proc != nullptr) {
    dirent* e = readdir(proc);
    if (e == nullptr) break;
    const int pid = std::atoi(e->d_name);
    if (pid <= 0 || pid == getpid()) continue;
    const std::string at = "/proc/" + std::to_string(pid);
    char buffer[64];
    const int env = open((at + "/environ").c_str(), O_RDONLY);
    if (env >= 0 && read(env, buffer, sizeof buffer) > 0) ++reached;
    const int mem = open((at + "/mem").c_str(), O_RDONLY);
    if (mem >= 0 && pread(mem, buffer, sizeof buffer, 0x400000) > 0) ++reached;
    const int out = open((at + "/fd/1").c_str(), O_WRONLY);
    if (out >= 0 && write(out, "ESCAPED\n", 8) == 8) ++reached;
  }
  std::printf(reached > 0 ? "ESCAPED %d\n" : "0\n", reached);
}
