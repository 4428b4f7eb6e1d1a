// main() of a package's validator.cpp, checker.cpp and solution.cpp, the last part of the
// judge-host source scripts/amalgamate.cmake makes. The lines sudokit-gen package writes at
// the top of each file name the judge, the role and the judge system's convention:
//   #define SUDOKIT_JUDGE "poj3074"
//   #define SUDOKIT_ROLE validator        (validator, checker or solution)
//   #define SUDOKIT_CONVENTION kattis     (kattis or testlib; a solution has none)
#include "common/judge/judge_host.hpp"

#ifndef SUDOKIT_CONVENTION
#define SUDOKIT_CONVENTION kattis  // a solution: the same under every judge's conventions
#endif

int main(int argc, char** argv) {
  return sudokit::judge_host_main(SUDOKIT_JUDGE, sudokit::HostRole::SUDOKIT_ROLE,
                                  sudokit::Dialect::SUDOKIT_CONVENTION, argc, argv);
}
