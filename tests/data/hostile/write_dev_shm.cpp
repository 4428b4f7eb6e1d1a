// Leaves a file in /dev/shm, the machine's shared memory.
#include <cstdio>
int main() {
  if (std::FILE* f = std::fopen("/dev/shm/sudokit-hostile-@TOKEN@", "w")) std::fputs("planted\n", f), std::fclose(f);
  std::puts("0");
}
