// Pastes the console's selection into its input (TIOCLINUX), and reopens the terminal.
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <cstdio>
#include <initializer_list>
int main() {
  int done = 0;
  char paste[2] = {3, 0};  // TIOCL_PASTESEL
  const int tty = open("/dev/tty", O_RDWR);
  for (const int fd : {tty, 0, 1, 2}) done += fd >= 0 && ioctl(fd, TIOCLINUX, paste) == 0;
  for (const char* pts : {"/dev/pts/0", "/dev/pts/1", "/dev/console", "/dev/tty0"}) done += open(pts, O_RDWR) >= 0;
  std::printf("%d\n", done);
}
