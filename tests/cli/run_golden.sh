#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs one command-line golden case: tests/cli/<case>/ holds
#   args          the program (first line) and its arguments, one per line; $DATA (the tests'
#                 data folder, tests/data), $CASE (this folder) and $TMP (a fresh empty folder)
#                 are expanded
#   stdin         optional standard input (default: empty)
#   stdout        expected standard output (absent: must be empty; folders and timings
#                 written as in stderr), or
#   stdout.path   a file (after expansion) whose bytes standard output must equal
#   stderr        expected standard error (absent: must be empty); $DATA, $CASE and $TMP
#                 stand for those folders in it
#   status        expected exit status (absent: 0)
#   compare       optional "ignore-trailing-spaces": compare stdout with trailing spaces of
#                 each line removed on both sides
#   tmp.NAME      expected contents of the file NAME that the command wrote into $TMP
#   absent        names of files the command must not have written into $TMP, one per line
# Timings ("in 0.012 s, 8000 puzzles/s", a line ending ", in 1.2 s") are replaced by "in T s,
# R puzzles/s" and ", in T s".
# Usage: run_golden.sh CASE_DIR BIN_DIR
# With SUDOKIT_UPDATE_GOLDENS=1 a case whose output differs is rewritten from this run instead
# (stdout, stderr and status; not stdout.path or tmp.NAME files): read `git diff` after it.
#   SUDOKIT_UPDATE_GOLDENS=1 ctest --test-dir build -R '^cli\.'
set -u
case_dir=$(cd "$1" && pwd)
bin_dir=$2
data=$(cd "$case_dir/../../data" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

expand() { sed -e "s|\$DATA|$data|g" -e "s|\$CASE|$case_dir|g" -e "s|\$TMP|$tmp|g"; }

mapfile -t argv < <(expand < "$case_dir/args")
program=$bin_dir/${argv[0]}
stdin=/dev/null
[ -f "$case_dir/stdin" ] && stdin=$case_dir/stdin
(cd "$tmp" && "$program" "${argv[@]:1}" < "$stdin" > "$tmp/.out" 2> "$tmp/.err")
status=$?

fail=0
expected_status=0
[ -f "$case_dir/status" ] && expected_status=$(cat "$case_dir/status")
if [ "$status" != "$expected_status" ]; then
  echo "exit status $status, expected $expected_status"
  fail=1
fi

normalize() {  # the folders of this run written as $CASE, $TMP, $DATA; timings as T and R
  sed -E -e "s|$case_dir|\$CASE|g" -e "s|$tmp|\$TMP|g" -e "s|$data|\$DATA|g" \
      -e 's/in [0-9.]+ s, [0-9]+ puzzles\/s/in T s, R puzzles\/s/' -e 's/, in [0-9.]+ s$/, in T s/'
}
actual_out=$tmp/.out
if [ -f "$case_dir/stdout.path" ]; then  # byte for byte
  expected_out=$(expand < "$case_dir/stdout.path")
else
  expected_out=$tmp/.expected_out
  if [ -f "$case_dir/stdout" ]; then cp "$case_dir/stdout" "$expected_out"; else : > "$expected_out"; fi
  normalize < "$tmp/.out" > "$tmp/.out_normalized"
  actual_out=$tmp/.out_normalized
fi
if [ -f "$case_dir/compare" ] && grep -qx ignore-trailing-spaces "$case_dir/compare"; then
  sed 's/ *$//' "$expected_out" > "$tmp/.expected_stripped"
  sed 's/ *$//' "$actual_out" > "$tmp/.actual_stripped"
  expected_out=$tmp/.expected_stripped
  actual_out=$tmp/.actual_stripped
fi
if ! cmp -s "$expected_out" "$actual_out"; then
  echo "stdout differs:"
  diff -u "$expected_out" "$actual_out" | head -40
  fail=1
fi

expected_err=$tmp/.expected_err
if [ -f "$case_dir/stderr" ]; then cp "$case_dir/stderr" "$expected_err"; else : > "$expected_err"; fi
normalize < "$tmp/.err" > "$tmp/.err_normalized"
if ! cmp -s "$expected_err" "$tmp/.err_normalized"; then
  echo "stderr differs:"
  diff -u "$expected_err" "$tmp/.err_normalized" | head -40
  fail=1
fi
if [ "$fail" = 1 ] && [ "${SUDOKIT_UPDATE_GOLDENS:-}" = 1 ]; then
  if [ ! -f "$case_dir/stdout.path" ] && [ ! -f "$case_dir/compare" ]; then
    if [ -s "$tmp/.out_normalized" ]; then cp "$tmp/.out_normalized" "$case_dir/stdout"; else rm -f "$case_dir/stdout"; fi
  fi
  if [ -s "$tmp/.err_normalized" ]; then cp "$tmp/.err_normalized" "$case_dir/stderr"; else rm -f "$case_dir/stderr"; fi
  if [ "$status" = 0 ]; then rm -f "$case_dir/status"; else echo "$status" > "$case_dir/status"; fi
  echo "updated $case_dir"
  fail=0
fi
for expected in "$case_dir"/tmp.*; do
  [ -e "$expected" ] || continue
  name=${expected##*/tmp.}
  if ! cmp -s "$expected" "$tmp/$name"; then
    echo "file $name differs or is missing:"
    diff -u "$expected" "$tmp/$name" | head -20
    fail=1
  fi
done
if [ -f "$case_dir/absent" ]; then
  while IFS= read -r name; do
    if [ -e "$tmp/$name" ]; then
      echo "file $name was written"
      fail=1
    fi
  done < "$case_dir/absent"
fi
exit $fail
