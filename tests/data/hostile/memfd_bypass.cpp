// Keeps memory outside its address space (the memory limit) in memory files: prints the MiB
// it holds.
#include <sys/mman.h>
#include <unistd.h>
#include <cstdio>
#include <vector>
int main() {
  std::vector<char> chunk(1 << 20, 'x');
  long held = 0;
  for (int file = 0; file < 64 && held < 1024; ++file) {
    const int fd = memfd_create("hoard", 0);
    if (fd < 0) break;
    for (int k = 0; k < 32 && held < 1024; ++k, ++held) {
      if (write(fd, chunk.data(), chunk.size()) != static_cast<ssize_t>(chunk.size())) break;
    }
  }
  std::printf("%ld\n", held);
}
