// Opens netlink and raw sockets (the machine's interfaces, routes, packets).
#include <linux/netlink.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <cstdio>
int main() {
  const int route = socket(AF_NETLINK, SOCK_RAW, NETLINK_ROUTE);
  const int packet = socket(AF_INET, SOCK_RAW, IPPROTO_ICMP);
  const int ipv6 = socket(AF_INET6, SOCK_DGRAM, 0);
  std::printf(route >= 0 || packet >= 0 || ipv6 >= 0 ? "ESCAPED\n" : "0\n");
}
