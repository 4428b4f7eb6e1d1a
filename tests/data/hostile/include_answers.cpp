// Makes the compiler print the jury's answer (in the error message).
#include "@VICTIM@/answers/01.ans"
int main() {}
