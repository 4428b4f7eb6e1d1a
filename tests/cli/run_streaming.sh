#!/usr/bin/env bash
# The reliability issue's defect 6: sudokit-gen streams its puzzles in order as they are made,
# so that memory stays flat at any --count, `| head` stops it, a full disk stops it at once,
# and a signal during a streamed --out leaves no file and no temporary behind. Each check
# below would hang or fail with a generator that holds the run before writing it (ctest's
# timeout ends it).
# Usage: run_streaming.sh BIN_DIR
set -u
gen=$1/sudokit-gen
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

# The staged files are put in place whole at the end.
"$gen" --box 2x2 --count 500 --seed 4 --out "$tmp/p.txt" 2>/dev/null || fail=1
[ "$(md5sum < "$tmp/p.txt")" = "$("$gen" --box 2x2 --count 500 --seed 4 2>/dev/null | md5sum)" ] ||
  { echo "FAIL: --out differs from standard output"; fail=1; }
[ "$(ls -A "$tmp")" = "p.txt" ] || { echo "FAIL: beside --out: $(ls -A "$tmp")"; fail=1; }

[ $fail = 0 ] && echo "streaming: in order, stops with the pipe, the disk or a signal, nothing left behind"
exit $fail
