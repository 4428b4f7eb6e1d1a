// Deletes and changes files that anyone may write, outside its own folder.
#include <sys/stat.h>
#include <unistd.h>
#include <cstdio>
int main() {
  ::chmod("@VICTIM@/precious", 0);
  ::truncate("@VICTIM@/precious", 0);
  ::unlink("@VICTIM@/precious");
  ::rename("@VICTIM@/secret.txt", "@VICTIM@/moved.txt");
  std::puts("0");
}
