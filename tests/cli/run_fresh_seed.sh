#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Without --seed, sudokit-gen takes a fresh seed and prints it on stderr with how to repeat the
# run; --seed with that number gives the same bytes. Two runs without --seed differ.
# Usage: run_fresh_seed.sh BIN_DIR
set -euo pipefail
gen=$1/sudokit-gen
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
"$gen" --count 3 > "$work/a.txt" 2> "$work/a.err"
"$gen" --count 3 > "$work/b.txt" 2> "$work/b.err"
seed=$(sed -n 's/^sudokit-gen: seed \([0-9]*\) (fresh: --seed \1 repeats this run)$/\1/p' "$work/a.err")
[ -n "$seed" ] || fail "no fresh seed line: $(cat "$work/a.err")"
! cmp -s "$work/a.txt" "$work/b.txt" || fail "two runs without --seed gave the same puzzles"
"$gen" --count 3 --seed "$seed" > "$work/again.txt" 2> "$work/again.err"
cmp -s "$work/a.txt" "$work/again.txt" || fail "--seed $seed did not repeat the run"
grep -qx "sudokit-gen: seed $seed" "$work/again.err" || fail "a given seed is printed without 'fresh'"
echo "ok: fresh seed $seed, repeated with --seed"
