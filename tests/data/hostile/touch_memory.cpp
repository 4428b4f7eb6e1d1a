// Touches memory a megabyte at a time until none is left, then gives up.
#include <cstdio>
#include <cstdlib>
#include <cstring>
int main() {
  for (;;) {
    char* block = static_cast<char*>(std::malloc(1 << 20));
    if (block == nullptr) return 1;
    std::memset(block, 1, 1 << 20);
  }
}
