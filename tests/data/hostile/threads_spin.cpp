// Spins on four threads, to use four seconds of CPU time in one of wall time.
#include <thread>
#include <vector>
int main() {
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([] {
      volatile unsigned long spins = 0;
      for (;;) spins = spins + 1;
    });
  }
  for (std::thread& thread : threads) thread.join();
}
