// Sleeps past the time limit (no CPU time used), then prints the jury's answer it was given:
// a wall-time limit, not an answer, is its verdict.
#include <unistd.h>
#include <cstdio>
int main() {
  sleep(30);
  std::fputs("@ANSWER@", stdout);
}
