// Reads a world-readable file outside its folder (a key, a config) and prints it.
#include <cstdio>
int main() {
  char text[256] = {0};
  if (std::FILE* f = std::fopen("@VICTIM@/secret.txt", "r")) std::fread(text, 1, sizeof text - 1, f), std::fclose(f);
  std::printf("%s\n", text);
}
