// Connects to a unix socket in a folder outside its own (a local service, an agent).
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <cstdio>
#include <cstring>
int main() {
  const int s = socket(AF_UNIX, SOCK_STREAM, 0);
  sockaddr_un to{};
  to.sun_family = AF_UNIX;
  std::strncpy(to.sun_path, "@VICTIM@/socket", sizeof to.sun_path - 1);
  if (s >= 0 && connect(s, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0) write(s, "ESCAPED\n", 8);
  std::puts("0");
}
