// Kills its parent (sudokit, or the supervisor) and process 1, then answers anyway.
#include <signal.h>
#include <unistd.h>
#include <cstdio>
int main() {
  const pid_t parent = getppid();
  if (parent > 1) kill(parent, SIGKILL);
  kill(1, SIGKILL);
  kill(1, SIGTERM);
  std::puts("0");
}
