// Leaves traps for whoever cleans its folder up as root: links to a victim's files and folder,
// a folder with no modes, a file it cannot be asked to keep.
#include <sys/stat.h>
#include <unistd.h>
#include <cstdio>
int main() {
  symlink("@VICTIM@", "victim");
  symlink("@VICTIM@/precious", "precious");
  mkdir("locked", 0700);
  symlink("@VICTIM@", "locked/inside");
  chmod("locked", 0);
  symlink("/", "root");
  chmod(".", 0);
  std::puts("0");
}
