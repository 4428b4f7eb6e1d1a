#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One shard of a sudokit-verify rate --scale se run (hours on the hardest lists), as every job
# runner calls it:
#   rate-shard.sh I N PARTS -- FILE... [SUDOKIT-VERIFY RATE OPTIONS]
# rates shard I of N (1-based) of the FILEs' puzzles, counted across them in order, into
# PARTS/part-I.txt, written whole or not at all (through a temporary file); merge.sh joins the
# parts into the table the whole run prints. The rating verdicts (exit 1: a puzzle invalid or
# unreadable, 4: one not rated) make a complete part: said on stderr, exit 0; a usage or
# internal error (2, 3) writes nothing and is the exit status. SUDOKIT_VERIFY names the binary
# (default: sudokit-verify on PATH).
set -euo pipefail
if [ $# -lt 5 ] || [ "$4" != "--" ]; then
  echo "usage: rate-shard.sh I N PARTS -- FILE... [OPTIONS]" >&2
  exit 2
fi
index=$1 count=$2 parts=$3
shift 4
for arg in "$@"; do
  case $arg in --shard|--shard=*) echo "rate-shard.sh: --shard is set per shard" >&2; exit 2 ;; esac
done
verify=${SUDOKIT_VERIFY:-sudokit-verify}
mkdir -p "$parts"
tmp=$(mktemp "$parts/.part-$index.XXXXXX")
trap 'rm -f "$tmp"' EXIT
status=0
"$verify" rate --scale se "$@" --shard "$index/$count" > "$tmp" || status=$?
case $status in
  0) ;;
  1 | 4) echo "rate-shard.sh: shard $index/$count: exit $status (some puzzle invalid, unreadable or not rated: see the part)" >&2 ;;
  *) exit "$status" ;;
esac
mv "$tmp" "$parts/part-$index.txt"
trap - EXIT
