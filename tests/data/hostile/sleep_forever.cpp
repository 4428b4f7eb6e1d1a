// Waits, using no CPU time, so that a CPU limit alone never stops it.
#include <unistd.h>
int main() {
  for (;;) pause();
}
