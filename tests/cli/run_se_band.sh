#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# sudokit-gen --se MIN..MAX: every puzzle it writes is unique (sudokit-verify unique, the
# exact-cover engine's count, an independent path) and rated within the band by
# sudokit-verify rate --scale se; the same seed gives the same bytes.
# Usage: run_se_band.sh BIN_DIR
set -euo pipefail
bin=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
"$bin/sudokit-gen" --se 2.6..4.4 --count 6 --seed 3 --out "$work/band.txt" 2> /dev/null
[ "$(wc -l < "$work/band.txt")" -eq 6 ] || fail "not 6 puzzles: $(cat "$work/band.txt")"
"$bin/sudokit-verify" unique --counter dlx "$work/band.txt" > "$work/unique.txt" ||
  fail "not all unique: $(cat "$work/unique.txt")"
"$bin/sudokit-verify" rate --scale se --json "$work/band.txt" > "$work/rated.jsonl" 2> /dev/null ||
  fail "not all rated: $(cat "$work/rated.jsonl")"
awk -F'"er":' '{ split($2, v, ","); if (v[1] + 0 < 2.6 || v[1] + 0 > 4.4) bad = bad " " v[1] } END { if (bad != "") { print "outside the band:" bad; exit 1 } }' \
  "$work/rated.jsonl" || fail "ratings outside 2.6..4.4"
"$bin/sudokit-gen" --se 2.6..4.4 --count 6 --seed 3 --out "$work/again.txt" 2> /dev/null
cmp -s "$work/band.txt" "$work/again.txt" || fail "the same seed gave other puzzles"
echo "ok: 6 puzzles rated 2.6..4.4, unique, repeatable"
