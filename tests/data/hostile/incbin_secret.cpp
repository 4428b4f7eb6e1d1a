// Embeds a file into the program at compile time (the assembler's .incbin) and prints it.
#include <cstdio>
asm(".section .rodata\n.global stolen\nstolen:\n.incbin \"@VICTIM@/secret.txt\"\n.byte 0\n.previous\n");
extern "C" const char stolen[];
int main() { std::printf("%s\n", stolen); }
