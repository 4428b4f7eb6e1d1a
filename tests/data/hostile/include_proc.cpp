// Makes the compiler print sudokit's environment and command line (/proc of its parents).
#include "/proc/1/environ"
#include "../../../../proc/self/environ"
int main() {}
