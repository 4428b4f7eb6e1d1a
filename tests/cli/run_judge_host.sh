#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A profile's packages as a judge host sees them: no sudokit on PATH, only g++. Builds the
# example plan of PROFILE in every layout, compiles each distinct validator.cpp, checker.cpp and
# solution.cpp (g++ -std=c++17 -O2 without warnings, in an empty folder, PATH=/usr/bin:/bin; and
# and checked by clang++ and MinGW-w64 where installed: see compile below), and runs them under the judges'
# calling conventions:
#   validators (Kattis 42/43, testlib 0/3): every input of the packages and of the invalid bank
#     gets the verdict of `sudokit-verify validate`;
#   checkers (Kattis, testlib): the reference answers are accepted, a different correct answer
#     where the problem has one, and a wrong output (on every input) or a hostile one (empty,
#     huge, negative, NUL bytes, binary, 50 MB of digits: on the samples and the first secret
#     input; a missing file: on every input) is rejected, never a judge failure, with the exit
#     status of `sudokit-verify check`;
#   the solution: its output is the reference answer, and the checkers accept it.
# With a fourth argument `all-compilers`, each distinct source is also checked by clang++ and
# MinGW-w64 (warnings as errors, -fsyntax-only: their warnings are the front end's); the
# profiles that share their parts with another (the same sources but for the rules' values)
# leave that to the one that passes it (tests/CMakeLists.txt).
# Usage: run_judge_host.sh PROFILE BIN_DIR DATA_DIR [all-compilers]
set -euo pipefail
profile=$1
bin=$(cd "$2" && pwd)
data=$(cd "$3" && pwd)
all_compilers=${4:-}
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
fail() { echo "FAIL: $*" >&2; exit 1; }

plan=$repo/examples/$profile/plan.txt
# A problem of a problem file (examples/NAME/problem.yaml) is named by its file, and its
# invalid inputs are the package's own (derived from the format); a built-in profile's by name.
judge=(--profile "$profile")
bank=$data/invalid/$profile
if [ -f "$repo/examples/$profile/problem.yaml" ]; then
  judge=(--problem "$repo/examples/$profile/problem.yaml")
  bank=$work/kattis/data/invalid_input
fi
# Every layout from one generation (the tests are made once, the layouts written from them);
# DOMjudge's is the Kattis format's legacy version, so it stands for --format-version legacy.
"$bin/sudokit-gen" package "$plan" --out "$work/all" --layout plain,polygon,kattis,domjudge > /dev/null
for layout in plain polygon kattis domjudge; do mv "$work/all/$layout" "$work/$layout"; done
ln -s "$work/domjudge" "$work/legacy"

# The judge host: an empty folder, the system's PATH, nothing of sudokit.
host=$work/host
mkdir "$host"
judge_env=(env -i PATH=/usr/bin:/bin HOME="$host")
if "${judge_env[@]}" sh -c 'command -v sudokit-verify || command -v sudokit-gen' > /dev/null; then
  fail "a sudokit binary is on the judge host's PATH"
fi
# The judge compiles each file whole, as this test does (g++ -std=c++17 -O2, warnings as
# errors), once per distinct text. Polygon supplies testlib.h: here the stand-in its sources are
# written for elsewhere (testlib_lite.h, with testlib's conventions). With `all-compilers`, where
# clang++ and MinGW-w64's g++ (the compiler family of Polygon and many Windows judges) are
# installed, each distinct source passes their front ends too.
# With SUDOKIT_TESTLIB_H=FILE, the polygon sources get that testlib.h instead (the real one, on
# a machine that has it; its own warnings are then not errors).
testlib=$host/testlib
mkdir "$testlib"
warnings=(-std=c++17 -Wall -Wextra -pedantic -Werror)
if [ -n "${SUDOKIT_TESTLIB_H:-}" ]; then
  cp "$SUDOKIT_TESTLIB_H" "$testlib/testlib.h"
  warnings=(-std=c++17 -Wall -Wextra -pedantic)
else
  { echo '#define TESTLIB_LITE_KATTIS 0'; cat "$repo/common/judge/host/testlib_lite.h"; } > "$testlib/testlib.h"
fi
compilers=()
for compiler in clang++ x86_64-w64-mingw32-g++; do
  if [ "$all_compilers" = all-compilers ] && "${judge_env[@]}" sh -c "command -v $compiler" > /dev/null; then
    compilers+=("$compiler")
  fi
done
# A reviewer reads each source whole: a Sudoku profile's at most 44 KiB and 1,200 lines (40 KiB
# until the houses became data: each case's regions and a variant's houses, 3 KiB of every
# source), a variant's (the profiles of their own rules, a jigsaw's walls among them) at most 60 KiB.
case $profile in
  poj3074|poj3076|zoj3122|acwing169|p1784|poj2676|uva10957|yzoj1551|uva989|checker|count|casegrid|sizes|ornone|letters|euler96|anyornone) most_bytes=45056 most_lines=1200 ;;
  *) most_bytes=61440 most_lines=2000 ;;
esac
check_source() {
  local bytes lines
  bytes=$(wc -c < "$1") lines=$(wc -l < "$1")
  [ "$bytes" -le "$most_bytes" ] && [ "$lines" -le "$most_lines" ] ||
    fail "$1 has $bytes bytes and $lines lines (at most $most_bytes and $most_lines)"
  grep -v '^#include "testlib.h"$' "$1" | grep -q '^#include "' && fail "$1 includes a project file"
  grep -Eq '^#include <(boost|unistd|fcntl|signal|sys/|pthread|windows)' "$1" && fail "$1 includes a header beyond the C++ standard library"
  return 0
}
compile() {  # prints the program made of source $1 as the judge makes it
  local sum compiler
  check_source "$1"
  sum=$(sha256sum < "$1" | cut -c1-16)
  if [ ! -x "$host/$sum" ]; then
    cp "$1" "$host/$sum.cpp"
    (cd "$host" && "${judge_env[@]}" g++ "${warnings[@]}" -O2 -I "$testlib" -o "$sum" "$sum.cpp") ||
      fail "$1 does not compile without warnings"
    for compiler in "${compilers[@]}"; do
      (cd "$host" && "${judge_env[@]}" "$compiler" "${warnings[@]}" -fsyntax-only -I "$testlib" "$sum.cpp") ||
        fail "$1 does not compile without warnings with $compiler"
    done
  fi
  echo "$host/$sum"
}
status() { set +e; "$@"; local s=$?; set -e; echo $s; }

kattis_validator=$(compile "$work/kattis/input_validators/validator/validator.cpp")
cmp -s "$work/legacy/input_validators/validator/validator.cpp" "$work/kattis/input_validators/validator/validator.cpp" ||
  fail "the legacy package's validator differs from the 2025-09 one"
testlib_validator=$(compile "$work/polygon/files/validator.cpp")
testlib_checker=$(compile "$work/polygon/files/checker.cpp")
solution=$(compile "$work/kattis/submissions/accepted/solution.cpp")
kattis_checker=""
if [ -f "$work/kattis/output_validator/output_validator.cpp" ]; then
  kattis_checker=$(compile "$work/kattis/output_validator/output_validator.cpp")
  [ -f "$work/legacy/output_validators/checker/checker.cpp" ] || fail "legacy package without its checker"
fi
for other in "$work/plain/solution.cpp" "$work/polygon/solutions/solution.cpp" "$work/domjudge/submissions/accepted/solution.cpp"; do
  cmp -s "$other" "$work/kattis/submissions/accepted/solution.cpp" || fail "$other is not the same program as the Kattis solution"
done

# Validators: the verdict of sudokit-verify validate on every input.
inputs=()
while IFS= read -r file; do inputs+=("$file"); done < <(
  find "$work/kattis/data" "$work/polygon/tests" "$bank" -type f \( -name '*.in' -o -regex '.*/tests/[0-9]+' \) | sort)
valid=0 invalid=0
for input in "${inputs[@]}"; do
  expected=$(status "$bin/sudokit-verify" validate "${judge[@]}" "$input" 2> /dev/null)
  k=$(status "$kattis_validator" < "$input" 2> /dev/null)
  t=$(status "$testlib_validator" --testset tests --group 1 < "$input" 2> /dev/null)
  case $expected in
    0) [ "$k" = 42 ] && [ "$t" = 0 ] || fail "$input: valid, but the validators say $k (Kattis) and $t (testlib)"
       valid=$((valid + 1)) ;;
    1) [ "$k" = 43 ] && [ "$t" = 3 ] || fail "$input: invalid, but the validators say $k (Kattis) and $t (testlib)"
       invalid=$((invalid + 1)) ;;
    *) fail "$input: sudokit-verify validate exit $expected" ;;
  esac
done

# Outputs to judge, beside the reference answer: wrong ones made from each answer (in $wrong),
# and hostile ones (in $bad), the same for every input, so judged on the samples and the first
# secret input only (on all of them they doubled the test's time and never differed).
wrong=$work/wrong
bad=$work/bad
mkdir "$wrong" "$bad"
: > "$bad/empty"
echo 9223372036854775808 > "$bad/huge-integer"
echo -1 > "$bad/negative"
printf '\0\0\0\n' > "$bad/nul-bytes"
head -c 4096 "$solution" > "$bad/binary"
head -c 50000000 /dev/zero | tr '\0' '7' > "$bad/digits-50mb"
kattis_check() {  # input answer output -> the Kattis checker's exit status (and sudokit-verify's)
  local feedback s v
  feedback=$(mktemp -d "$work/feedback.XXXXXX")
  s=$(status "$kattis_checker" "$1" "$2" "$feedback/" < "$3" 2> /dev/null)
  [ -f "$feedback/judgemessage.txt" ] || fail "$3: the Kattis checker wrote no judgemessage.txt"
  v=$(status "$bin/sudokit-verify" check "${judge[@]}" --kattis "$1" "$2" "$feedback" < "$3" 2> /dev/null)
  [ "$s" = "$v" ] || fail "$3 on $1: the Kattis checker says $s, sudokit-verify check $v"
  echo "$s"
}
testlib_check() {  # input answer output -> the testlib checker's exit status (and sudokit-verify's)
  local s v
  s=$(status "$testlib_checker" "$1" "$3" "$2" "$work/result.xml" -appes 2> /dev/null)
  grep -q '<result outcome = "' "$work/result.xml" || fail "$3: no testlib result file"
  v=$(status "$bin/sudokit-verify" check "${judge[@]}" "$1" "$3" "$2" 2> /dev/null)
  [ "$s" = "$v" ] || fail "$3 on $1: the testlib checker says $s, sudokit-verify check $v"
  echo "$s"
}
rejected() {  # input answer output: both checkers reject it as the contestant's fault
  local t k
  t=$(testlib_check "$1" "$2" "$3")
  [ "$t" = 1 ] || [ "$t" = 2 ] || fail "$3 on $1: the testlib checker says $t (want 1 or 2)"
  if [ -n "$kattis_checker" ]; then
    k=$(kattis_check "$1" "$2" "$3")
    [ "$k" = 43 ] || fail "$3 on $1: the Kattis checker says $k (want 43)"
  fi
}
accepted() {
  [ "$(testlib_check "$1" "$2" "$3")" = 0 ] || fail "$3 on $1: the testlib checker rejects it"
  if [ -n "$kattis_checker" ]; then
    [ "$(kattis_check "$1" "$2" "$3")" = 42 ] || fail "$3 on $1: the Kattis checker rejects it"
  fi
}

tests=0 rejections=0 secrets=0
for input in "$work"/kattis/data/sample/*.in "$work"/kattis/data/secret/*.in; do
  [ -f "$input" ] || continue
  case $input in */secret/*) secrets=$((secrets + 1)) ;; esac
  answer=${input%.in}.ans
  tests=$((tests + 1))
  "$solution" < "$input" > "$work/solution.out" || fail "$input: the solution exits non-zero"
  if [ -z "$kattis_checker" ]; then  # only the jury's answer is right: the solution prints it
    cmp -s "$work/solution.out" "$answer" || fail "$input: the solution's output is not the answer"
  fi
  accepted "$input" "$answer" "$answer"
  accepted "$input" "$answer" "$work/solution.out"
  # A wrong answer that looks right: its first number one more, or its first two symbols swapped.
  awk 'NR == 1 && !done && match($0, /[0-9]+/) { $0 = substr($0, 1, RSTART - 1) (substr($0, RSTART, RLENGTH) + 1) substr($0, RSTART + RLENGTH); done = 1 } { print }' \
    "$answer" > "$wrong/first-number-plus-one"
  if cmp -s "$answer" "$wrong/first-number-plus-one"; then
    sed '1s/^\(.\)\(.\)/\2\1/' "$answer" > "$wrong/first-number-plus-one"
  fi
  sed '$d' "$answer" > "$wrong/last-line-missing"
  hostile=()
  [ "$secrets" -gt 1 ] || hostile=("$bad"/*)
  for output in "$wrong"/* "${hostile[@]}"; do
    if cmp -s "$output" "$answer"; then continue; fi
    rejected "$input" "$answer" "$output"
    rejections=$((rejections + 1))
  done
  # A missing output file (testlib): the contestant's, never FAIL.
  t=$(status "$testlib_checker" "$input" "$work/no-such-output" "$answer" 2> /dev/null)
  [ "$t" = 1 ] || [ "$t" = 2 ] || fail "missing output on $input: the testlib checker says $t"
done

# The package's own outputs for the output validator: data/invalid_output must fail, valid_output pass.
for output in "$work"/kattis/data/invalid_output/*.out; do
  [ -f "$output" ] || fail "no data/invalid_output in the Kattis package"
  rejected "${output%.out}.in" "${output%.out}.ans" "$output"
  rejections=$((rejections + 1))
done
for output in "$work"/kattis/data/valid_output/*.out; do
  [ -f "$output" ] || continue
  accepted "${output%.out}.in" "${output%.out}.ans" "$output"
done

# A different correct answer, where the problem has them.
others=0
case $profile in
  zoj3122)  # a puzzle with two solutions: the one the solution does not print is accepted too
    input=$data/invalid/poj3076/two_solutions.in
    "$solution" < "$input" > "$work/first.ans"
    { "$bin/sudokit-verify" unique --profile poj3076 "$input" || true; } |  # exit 1: multiple
      sed -n 's/^  solution [12]: //p' > "$work/both"
    while IFS= read -r line; do
      echo "$line" | fold -w 16 > "$work/other.ans"
      if ! cmp -s "$work/other.ans" "$work/first.ans"; then
        accepted "$input" "$work/first.ans" "$work/other.ans"
        others=$((others + 1))
      fi
    done < "$work/both"
    ;;
  p4929)
    accepted "$data/samples/luogu-p4929/sample1.in" "$data/samples/luogu-p4929/sample1.out" \
      "$repo/tests/cli/verify_check_p4929_kattis_other_cover/stdin"
    others=1
    ;;
esac
if [ "$profile" = zoj3122 ] || [ "$profile" = p4929 ]; then
  [ "$others" -ge 1 ] || fail "no other correct answer was tried"
fi

compiled=$(find "$host" -maxdepth 1 -name '*.cpp' | wc -l)
[ "$others" -gt 0 ] && others_text=" and $others other correct answers" || others_text=""
echo "$profile: $compiled programs compiled (with g++${compilers[*]:+; checked by ${compilers[*]}}); validators agree on $valid valid and $invalid invalid inputs;" \
     "checkers accept $tests reference answers and solution outputs$others_text," \
     "reject $rejections wrong or hostile outputs"
