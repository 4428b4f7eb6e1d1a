// Attaches to its parent and to another process of its user with ptrace.
#include <sys/ptrace.h>
#include <unistd.h>
#include <cstdio>
int main() {
  const long parent = ptrace(PTRACE_ATTACH, getppid(), nullptr, nullptr);
  const long decoy = ptrace(PTRACE_SEIZE, @DECOY@, nullptr, nullptr);
  std::printf(parent == 0 || decoy == 0 ? "ESCAPED\n" : "0\n");
}
