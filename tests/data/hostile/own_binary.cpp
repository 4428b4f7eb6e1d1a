// Changes its own executable and its folder, so that the next run is another program.
#include <fcntl.h>
#include <unistd.h>
#include <cstdio>
#include <string>
int main() {
  char self[4096] = {0};
  if (readlink("/proc/self/exe", self, sizeof self - 1) <= 0) return 0;
  const std::string path = self, folder = path.substr(0, path.rfind('/'));
  const int fd = open(self, O_WRONLY);
  if (fd >= 0) write(fd, "\x7f" "ELF", 4);
  unlink(self);
  rename(self, (path + ".old").c_str());
  const int made = open((folder + "/program").c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0755);
  if (made >= 0) write(made, "#!/bin/sh\necho 0\n", 17);
  std::puts("0");
}
