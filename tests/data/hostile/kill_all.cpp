// Kills every process it may signal (kill(-1)): other runs, the user's shell, sudokit.
#include <signal.h>
#include <cstdio>
int main() {
  signal(SIGTERM, SIG_IGN);
  kill(-1, SIGTERM);
  kill(-1, SIGKILL);
  std::puts("0");
}
