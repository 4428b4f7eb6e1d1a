// Ignores the CPU limit's warning signal and every other it can, and spins.
#include <signal.h>
int main() {
  for (int sig = 1; sig < 32; ++sig) signal(sig, SIG_IGN);
  volatile unsigned long spins = 0;
  for (;;) spins = spins + 1;
}
