// Makes the compiler print a file it can read (in the error message).
#include "@VICTIM@/secret.txt"
int main() {}
