// Types a command into the terminal sudokit was started from (TIOCSTI): the caller's shell
// would run it after sudokit exits.
#include <fcntl.h>
#include <sys/ioctl.h>
#include <unistd.h>
#include <cstdio>
#include <initializer_list>
int main() {
  const char* command = "echo ESCAPED\n";
  int typed = 0;
  const int tty = open("/dev/tty", O_RDWR);
  for (const int fd : {tty, 0, 1, 2}) {
    for (const char* c = command; fd >= 0 && *c; ++c) typed += ioctl(fd, TIOCSTI, c) == 0;
  }
  std::printf("%d\n", typed);
}
