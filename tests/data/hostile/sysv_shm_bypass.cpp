// Keeps memory in System V shared memory segments, attached a while each (so never all in its
// address space at once): prints the MiB it holds.
#include <sys/ipc.h>
#include <sys/shm.h>
#include <cstdio>
#include <cstring>
int main() {
  long held = 0;
  for (int segment = 0; segment < 32 && held < 1024; ++segment) {
    const int id = shmget(IPC_PRIVATE, 32 << 20, IPC_CREAT | 0600);
    if (id < 0) break;
    void* at = shmat(id, nullptr, 0);
    if (at == reinterpret_cast<void*>(-1)) break;
    std::memset(at, 'x', 32 << 20);
    shmdt(at);
    held += 32;
  }
  std::printf("%ld\n", held);
}
