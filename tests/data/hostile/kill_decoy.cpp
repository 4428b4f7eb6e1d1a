// Kills a process of sudokit's user that it was told the pid of.
#include <signal.h>
#include <cstdio>
int main() {
  kill(@DECOY@, SIGKILL);
  std::printf("%d\n", kill(@DECOY@, 0) == 0 ? 1 : 0);
}
