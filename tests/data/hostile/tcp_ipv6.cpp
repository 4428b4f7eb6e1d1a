// Reaches the test's listener through IPv6's loopback and a v4-mapped address.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>
#include <cstdio>
int main() {
  const int s = socket(AF_INET6, SOCK_STREAM, 0);
  sockaddr_in6 to{};
  to.sin6_family = AF_INET6;
  to.sin6_port = htons(@PORT@);
  inet_pton(AF_INET6, "::ffff:127.0.0.1", &to.sin6_addr);
  if (s >= 0 && connect(s, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0) write(s, "ESCAPED\n", 8);
  std::puts("0");
}
