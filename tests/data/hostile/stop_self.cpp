// Stops itself (SIGSTOP): neither CPU time nor an exit.
#include <signal.h>
#include <unistd.h>
int main() {
  kill(getpid(), SIGSTOP);
  return 0;
}
