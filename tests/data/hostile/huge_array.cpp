// A static array of a terabyte: the kernel cannot load it within the memory limit.
#include <cstdio>
static char huge[1ULL << 40];
int main() {
  huge[12345] = 1;
  std::printf("%d\n", huge[12345] + huge[(1ULL << 40) - 1]);
}
