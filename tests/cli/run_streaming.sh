#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# sudokit-gen streams its puzzles in order as they are made,
# so that memory stays flat at any --count, `| head` stops it, a full disk stops it at once,
# and a signal during a streamed --out leaves no file and no temporary behind. Each check
# below would hang or fail with a generator that holds the run before writing it (ctest's
# timeout ends it).
# sudokit-solve and -verify unique read files a chunk (1 MiB) at a time: a file of several
# chunks gets the answers, their separators and the verdicts of reading it whole.
# Usage: run_streaming.sh BIN_DIR
set -u
gen=$1/sudokit-gen
solve=$1/sudokit-solve
verify=$1/sudokit-verify
fail=0
huge=(--box 2x2 --count 100000000 --jobs 2 --seed 9)

# The first line of a run of 10^8 arrives, and the run stops with the pipe.
first=$("$gen" "${huge[@]}" 2>/dev/null | head -1)
expected=$("$gen" --box 2x2 --count 1 --seed 9 2>/dev/null)
[ "$first" = "$expected" ] || { echo "FAIL: | head -1 gave '$first', expected '$expected'"; fail=1; }

# Streamed in parts, the bytes are the whole run's: 3 jobs, a window, the same as 1 job.
a=$("$gen" --box 2x2 --count 2000 --jobs 3 --seed 4 2>/dev/null | md5sum)
b=$("$gen" --box 2x2 --count 2000 --jobs 1 --seed 4 2>/dev/null | md5sum)
[ "$a" = "$b" ] || { echo "FAIL: --jobs 3 and --jobs 1 differ"; fail=1; }

# A full disk stops a huge run at once, with the message and exit 2.
err=$("$gen" "${huge[@]}" 2>&1 >/dev/full)
status=$?
if [ "$status" != 2 ] || [[ "$err" != *"cannot write the output"* ]]; then
  echo "FAIL (/dev/full, exit $status)"; echo "$err" | tail -2; fail=1
fi

# SIGTERM and SIGINT during a streamed --out (and --report): no file, no temporary; the
# signal ends the run as signals do (status 128 + N).
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for sig in TERM INT; do
  # (a script's background job starts with SIGINT ignored: --default-signal gives it back)
  env --default-signal=INT "$gen" "${huge[@]}" --out "$tmp/p.txt" --report "$tmp/r.jsonl" 2>/dev/null &
  pid=$!
  for _ in $(seq 50); do  # until its temporaries exist: the run is under way
    compgen -G "$tmp/.p.txt.*" >/dev/null && break
    sleep 0.1
  done
  sleep 0.3
  kill -$sig $pid
  wait $pid
  status=$?
  left=$(ls -A "$tmp")
  if [ -n "$left" ] || [ "$status" -lt 128 ]; then
    echo "FAIL (SIG$sig, exit $status): left '$left'"; fail=1
  fi
done

# A signal between two writes ends the run at once: 100 25x25 puzzles dug with no check budget
# take minutes (one takes about 2 s), and the kill a second in must end the run within a few
# seconds, leaving nothing.
env --default-signal=INT "$gen" --box 5x5 --count 100 --seed 1 --check-nodes 0 --out "$tmp/p.txt" --report "$tmp/r.jsonl" 2>/dev/null &
pid=$!
sleep 1
start=$(date +%s.%N)
kill -TERM $pid
wait $pid
status=$?
took=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
left=$(ls -A "$tmp")
if [ -n "$left" ] || [ "$status" != 143 ] || awk -v t="$took" 'BEGIN { exit !(t > 3) }'; then
  echo "FAIL (SIGTERM mid-puzzle: exit $status after $took s): left '$left'"; fail=1
fi

# The staged files are put in place whole at the end.
"$gen" --box 2x2 --count 500 --seed 4 --out "$tmp/p.txt" 2>/dev/null || fail=1
[ "$(md5sum < "$tmp/p.txt")" = "$("$gen" --box 2x2 --count 500 --seed 4 2>/dev/null | md5sum)" ] ||
  { echo "FAIL: --out differs from standard output"; fail=1; }
[ "$(ls -A "$tmp")" = "p.txt" ] || { echo "FAIL: beside --out: $(ls -A "$tmp")"; fail=1; }
rm -f "$tmp/p.txt"

# 12,000 9x9 grids (1.1 MB, two chunks): the grid answers are the line answers made grids by
# convert (which reads whole), and every verdict is there.
"$gen" --count 12000 --format grid --seed 5 --jobs 2 > "$tmp/grids.txt" 2>/dev/null
"$solve" "$tmp/grids.txt" > "$tmp/a.txt" || fail=1
"$solve" --output-format line "$tmp/grids.txt" | "$verify" convert --to grid > "$tmp/b.txt" || fail=1
cmp -s "$tmp/a.txt" "$tmp/b.txt" || { echo "FAIL: chunked grid answers differ"; fail=1; }
[ "$("$verify" unique --quiet "$tmp/grids.txt")" = "sudokit-verify: 12000 puzzles: 12000 unique, 0 multiple, 0 none, 0 invalid, 0 unknown" ] ||
  { echo "FAIL: unique over two chunks"; fail=1; }
"$verify" unique "$tmp/grids.txt" | tail -2 | head -1 | grep -q "puzzle 12000: unique" ||
  { echo "FAIL: the last puzzle's number"; fail=1; }

[ $fail = 0 ] && echo "streaming: in order, stops with the pipe, the disk or a signal, nothing left behind"
exit $fail
