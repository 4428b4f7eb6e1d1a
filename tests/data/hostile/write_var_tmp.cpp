// Leaves a file in /var/tmp, which outlives a reboot.
#include <cstdio>
int main() {
  if (std::FILE* f = std::fopen("/var/tmp/sudokit-hostile-@TOKEN@", "w")) std::fputs("planted\n", f), std::fclose(f);
  std::puts("0");
}
