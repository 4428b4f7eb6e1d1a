// Connects to an abstract unix socket (no file: only the network namespace or Landlock's
// scope keeps it out).
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <cstdio>
#include <cstddef>
#include <cstring>
int main() {
  const int s = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un to{};
  to.sun_family = AF_UNIX;
  const char name[] = "sudokit-hostile-@TOKEN@";
  std::memcpy(to.sun_path + 1, name, sizeof name - 1);
  const socklen_t size = static_cast<socklen_t>(offsetof(sockaddr_un, sun_path) + 1 + sizeof name - 1);
  if (s >= 0 && connect(s, reinterpret_cast<sockaddr*>(&to), size) == 0) write(s, "ESCAPED\n", 8);
  std::puts("0");
}
