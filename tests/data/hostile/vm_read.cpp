// Reads another process's memory with process_vm_readv (no ptrace attach needed).
#include <sys/uio.h>
#include <unistd.h>
#include <cstdio>
int main() {
  char buffer[64];
  iovec local{buffer, sizeof buffer}, remote{reinterpret_cast<void*>(0x400000), sizeof buffer};
  const ssize_t parent = process_vm_readv(getppid(), &local, 1, &remote, 1, 0);
  const ssize_t decoy = process_vm_readv(@DECOY@, &local, 1, &remote, 1, 0);
  std::printf(parent > 0 || decoy > 0 ? "ESCAPED\n" : "0\n");
}
