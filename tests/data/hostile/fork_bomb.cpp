// Forks while it can, each child forking on, then leaves them running.
#include <sys/syscall.h>
#include <signal.h>
#include <unistd.h>
#include <cstdio>
int main() {
  int made = 0;
  for (int k = 0; k < 1000; ++k) {
    const long pid = syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);  // (around the C library's fork)
    if (pid == 0) {
      setsid();
      for (;;) fork();
    }
    if (pid > 0) ++made;
    if (fork() > 0) ++made;
  }
  std::printf("%d\n", made);
}
