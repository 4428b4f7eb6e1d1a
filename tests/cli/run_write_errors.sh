#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A failed write to standard output (a full disk, here
# /dev/full; a closed pipe with SIGPIPE ignored) is an error with a message and exit status 2,
# in every tool, never a silent 0.
# Usage: run_write_errors.sh BIN_DIR DATA_DIR
set -u
bin=$1 data=$2
fail=0
check() {  # a command line whose standard output cannot be written
  local err status
  err=$("$@" 2>&1 >/dev/full)
  status=$?
  if [ "$status" != 2 ] || [[ "$err" != *"cannot write the output"* ]]; then
    echo "FAIL (/dev/full, exit $status): $*"; echo "$err" | tail -2; fail=1
  fi
}
check "$bin/sudokit-gen" --count 50
check "$bin/sudokit-gen" --version
check "$bin/sudokit-solve" "$data/readers/newspaper.txt"
check "$bin/sudokit-verify" unique "$data/readers/newspaper.txt"
check "$bin/sudokit-verify" rate "$data/readers/newspaper.txt"
check "$bin/sudokit-verify" convert --to grid "$data/readers/newspaper.txt"
# A closed pipe, SIGPIPE ignored (as some job runners start their children).
status=$( (trap '' PIPE; "$bin/sudokit-gen" --count 3000 2>/dev/null | head -c 1 >/dev/null; echo "${PIPESTATUS[0]}") )
if [ "$status" != 2 ]; then echo "FAIL (closed pipe, exit $status): sudokit-gen --count 3000"; fail=1; fi
[ $fail = 0 ] && echo "write errors: every tool exits 2 with a message"
exit $fail
