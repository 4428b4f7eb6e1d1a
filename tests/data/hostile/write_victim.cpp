// Plants a file in a folder anyone may write (mode 0777) outside its own.
#include <cstdio>
int main() {
  if (std::FILE* f = std::fopen("@VICTIM@/planted", "w")) std::fputs("planted\n", f), std::fclose(f);
  std::puts("0");
}
