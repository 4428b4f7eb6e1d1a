// Reads other processes' memory and environment through /proc (sudokit's holds the answers).
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <cstdio>
#include <cstdlib>
#include <string>
int main() {
  DIR* proc = opendir("/proc");
  int read_any = 0;
  while (proc != nullptr) {
    dirent* e = readdir(proc);
    if (e == nullptr) break;
    const int pid = std::atoi(e->d_name);
    if (pid <= 0 || pid == getpid()) continue;
    char buffer[64];
    const int env = open(("/proc/" + std::to_string(pid) + "/environ").c_str(), O_RDONLY);
    if (env >= 0 && read(env, buffer, sizeof buffer) > 0) ++read_any;
    const int mem = open(("/proc/" + std::to_string(pid) + "/mem").c_str(), O_RDONLY);
    if (mem >= 0 && pread(mem, buffer, sizeof buffer, 0x400000) > 0) ++read_any;
  }
  std::printf(read_any > 0 ? "ESCAPED %d\n" : "0\n", read_any);
}
