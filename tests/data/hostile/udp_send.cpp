// Sends a datagram to a port on the machine (the test's UDP listener on 127.0.0.1).
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <cstdio>
int main() {
  const int s = socket(AF_INET, SOCK_DGRAM, 0);
  sockaddr_in to{};
  to.sin_family = AF_INET;
  to.sin_port = htons(@UDP@);
  to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (s >= 0) sendto(s, "ESCAPED\n", 8, 0, reinterpret_cast<sockaddr*>(&to), sizeof to);
  std::puts("0");
}
