// Leaves a file in the machine's /tmp, for a later run or another user to find.
#include <cstdio>
int main() {
  if (std::FILE* f = std::fopen("/tmp/sudokit-hostile-@TOKEN@", "w")) std::fputs("planted\n", f), std::fclose(f);
  std::puts("0");
}
