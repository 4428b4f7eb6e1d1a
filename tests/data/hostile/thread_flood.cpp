// Starts threads until it cannot: prints how many ran at once.
#include <pthread.h>
#include <unistd.h>
#include <cstdio>
void* wait_forever(void*) {
  for (;;) pause();
}
int main() {
  int started = 0;
  pthread_attr_t small;
  pthread_attr_init(&small);
  pthread_attr_setstacksize(&small, 64 << 10);
  for (; started < 100000; ++started) {
    pthread_t thread;
    if (pthread_create(&thread, &small, wait_forever, nullptr) != 0) break;
  }
  std::printf("%d\n", started);
  std::fflush(stdout);
  _exit(0);
}
