#!/usr/bin/env bash
# A profile's packages as a judge host sees them: no sudokit on PATH, only g++. Builds the
# example plan of PROFILE in every layout, compiles each distinct validator.cpp, checker.cpp and
# solution.cpp (g++ -std=c++17 -O2, in an empty folder, PATH=/usr/bin:/bin; see compile_whole_once
# and compile below), and runs them under the judges' calling conventions:
#   validators (Kattis 42/43, testlib 0/3): every input of the packages and of the invalid bank
#     gets the verdict of `sudokit-verify validate`;
#   checkers (Kattis, testlib): the reference answers are accepted, a different correct answer
#     where the problem has one, and a wrong output (on every input) or a hostile one (empty,
#     huge, negative, NUL bytes, binary, 50 MB of digits: on the samples and the first secret
#     input; a missing file: on every input) is rejected, never a judge failure, with the exit
#     status of `sudokit-verify check`;
#   the solution: its output is the reference answer, and the checkers accept it.
# Usage: run_judge_host.sh PROFILE BIN_DIR DATA_DIR
set -euo pipefail
profile=$1
bin=$(cd "$2" && pwd)
data=$(cd "$3" && pwd)
repo=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'echo "FAIL: line $LINENO: $BASH_COMMAND" >&2' ERR
fail() { echo "FAIL: $*" >&2; exit 1; }

plan=$repo/examples/$profile/plan.txt
for layout in plain polygon kattis domjudge; do
  "$bin/sudokit-gen" package "$plan" --out "$work/$layout" --layout "$layout" > /dev/null
done
"$bin/sudokit-gen" package "$plan" --out "$work/legacy" --layout kattis --format-version legacy > /dev/null

# The judge host: an empty folder, the system's PATH, nothing of sudokit.
host=$work/host
mkdir "$host"
judge_env=(env -i PATH=/usr/bin:/bin HOME="$host")
if "${judge_env[@]}" sh -c 'command -v sudokit-verify || command -v sudokit-gen' > /dev/null; then
  fail "a sudokit binary is on the judge host's PATH"
fi
# The judge compiles each file whole; so does this test for one file per judge-host unit and
# build, the Kattis validator of the first profile of that unit to get there (the other
# profiles of a unit differ from it only in the role's and the profile's #defines). The other
# programs are made of two parts of their own text, compiled apart and linked: the file up to
# the end of its main() (the role's #defines, the declarations, main), and the rest (the
# library), which is the same text in every file of a unit, so it is compiled once per unit
# and build, in BIN_DIR/judge-host-cache (keyed by its hash; the profiles' tests running side
# by side take turns with flock).
cache=$bin/judge-host-cache
mkdir -p "$cache"
check_source() {
  grep -q '^#include "' "$1" && fail "$1 includes a project file"
  grep -q '^#include <boost' "$1" && fail "$1 includes Boost"
  return 0
}
compile_whole() {  # prints the program made of source $1 as the judge makes it
  local sum
  check_source "$1"
  sum=$(sha256sum < "$1" | cut -c1-16)
  if [ ! -x "$host/$sum" ]; then
    cp "$1" "$host/$sum.cpp"
    (cd "$host" && "${judge_env[@]}" g++ -std=c++17 -O2 -o "$sum" "$sum.cpp") || fail "$1 does not compile"
  fi
  echo "$host/$sum"
}
split_source() {  # source $1 into $host/main.cpp and $host/library.cpp; sets main_end and body_sum
  local main_start first
  check_source "$1"
  main_start=$(grep -n -m1 '^// ---- common/judge/host/main.cpp ----$' "$1" | cut -d: -f1)
  main_end=$(awk -v s="$main_start" 'NR > s && /^\/\/ ---- / { print NR; exit }' "$1")
  first=$(grep -n -m1 '^#define SUDOKIT_VARIANTS' "$1" | cut -d: -f1)
  [ -n "$main_start" ] && [ -n "$main_end" ] && [ -n "$first" ] || fail "$1: no main() section to split at"
  { sed -n "${first},$((main_start - 1))p" "$1"; tail -n +"$main_end" "$1"; } > "$host/library.cpp"
  head -n $((main_end - 1)) "$1" > "$host/main.cpp"
  body_sum=$(sha256sum < "$host/library.cpp" | cut -c1-16)
}
compile_whole_once() {  # compile_whole for the first file of its unit (per build), else compile
  local lock program
  split_source "$1"
  # (Not waiting for a profile of the unit that compiles its file whole now: this one links.)
  exec {lock}> "$cache/$body_sum.whole.lock"
  if flock -n "$lock" && [ ! -f "$cache/$body_sum.whole" ]; then
    program=$(compile_whole "$1")
    touch "$cache/$body_sum.whole"
    exec {lock}>&-
    echo "$program"
  else
    exec {lock}>&-
    compile_parts "$1"
  fi
}
compile() {  # prints the program made of source $1, of its main part and its library part
  split_source "$1"
  compile_parts "$1"
}
compile_parts() {  # compile for source $1, split_source done
  local sum lock
  exec {lock}> "$cache/$body_sum.lock"
  flock "$lock"
  if [ ! -f "$cache/$body_sum.o" ]; then
    (cd "$host" && "${judge_env[@]}" g++ -std=c++17 -O2 -c -o "$cache/$body_sum.o.tmp" library.cpp) ||
      fail "$1: its library part does not compile"
    mv "$cache/$body_sum.o.tmp" "$cache/$body_sum.o"
  fi
  exec {lock}>&-
  sum=$( { cat "$host/main.cpp"; echo "$body_sum"; } | sha256sum | cut -c1-16)
  if [ ! -x "$host/$sum" ]; then
    cp "$host/main.cpp" "$host/$sum.cpp"
    (cd "$host" && "${judge_env[@]}" g++ -std=c++17 -O2 -o "$sum" "$sum.cpp" "$cache/$body_sum.o") ||
      fail "$1: its main part does not compile or link"
  fi
  echo "$host/$sum"
}
status() { set +e; "$@"; local s=$?; set -e; echo $s; }

kattis_validator=$(compile_whole_once "$work/kattis/input_validators/validator/validator.cpp")
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
  find "$work/kattis/data" "$work/polygon/tests" "$data/invalid/$profile" -type f \( -name '*.in' -o -regex '.*/tests/[0-9]+' \) | sort)
valid=0 invalid=0
for input in "${inputs[@]}"; do
  expected=$(status "$bin/sudokit-verify" validate --profile "$profile" "$input" 2> /dev/null)
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
  v=$(status "$bin/sudokit-verify" check --profile "$profile" --kattis "$1" "$2" "$feedback" < "$3" 2> /dev/null)
  [ "$s" = "$v" ] || fail "$3 on $1: the Kattis checker says $s, sudokit-verify check $v"
  echo "$s"
}
testlib_check() {  # input answer output -> the testlib checker's exit status (and sudokit-verify's)
  local s v
  s=$(status "$testlib_checker" "$1" "$3" "$2" "$work/result.xml" -appes 2> /dev/null)
  grep -q '<result outcome = "' "$work/result.xml" || fail "$3: no testlib result file"
  v=$(status "$bin/sudokit-verify" check --profile "$profile" "$1" "$3" "$2" 2> /dev/null)
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

compiled=$(find "$host" -name '*.cpp' ! -name main.cpp ! -name library.cpp | wc -l)
[ "$others" -gt 0 ] && others_text=" and $others other correct answers" || others_text=""
echo "$profile: $compiled programs compiled; validators agree on $valid valid and $invalid invalid inputs;" \
     "checkers accept $tests reference answers and solution outputs$others_text," \
     "reject $rejections wrong or hostile outputs"
