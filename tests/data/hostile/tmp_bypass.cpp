// Keeps memory outside its address space in files on the tmpfs /tmp: prints the MiB it
// holds.
#include <cstdio>
#include <string>
#include <vector>
int main() {
  std::vector<char> chunk(1 << 20, 'x');
  long held = 0;
  for (int file = 0; file < 64 && held < 1024; ++file) {
    std::FILE* f = std::fopen(("/tmp/hoard-@TOKEN@-" + std::to_string(file)).c_str(), "w");
    if (f == nullptr) break;
    for (int k = 0; k < 32 && held < 1024; ++k, ++held) {
      if (std::fwrite(chunk.data(), 1, chunk.size(), f) != chunk.size() || std::fflush(f) != 0) break;
    }
    std::fclose(f);
  }
  std::printf("%ld\n", held);
}
