#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs the box:puzzle:count table (tests/data/puzzle_counts.txt) through the command line:
# for each shape, `sudokit-solve --count --box RxC` must print exactly the table's counts
# ("invalid" where the givens conflict, which the table counts as 0), with each counter (the
# default policy, the engine, and the bitboard counter, in both its layouts).
# Usage: run_count_table.sh TABLE BIN_DIR
set -euo pipefail
table=$1
solve=$2/sudokit-solve
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
rows=0
for box in $(grep -v '^#' "$table" | cut -d: -f1 | sort -u); do
  grep "^$box:" "$table" | cut -d: -f2 > "$work/puzzles"
  grep "^$box:" "$table" | cut -d: -f3 > "$work/expected"
  for counter in auto dlx bitboard; do
    "$solve" --count --counter "$counter" --node-limit 0 --box "$box" "$work/puzzles" > "$work/actual" 2>/dev/null || true
    sed 's/^invalid$/0/' "$work/actual" > "$work/actual0"
    if ! cmp -s "$work/expected" "$work/actual0"; then
      echo "box $box, --counter $counter: counts differ (expected | actual):"
      paste "$work/expected" "$work/actual"
      status=1
    fi
  done
  rows=$((rows + $(wc -l < "$work/expected")))
done
[ "$rows" -ge 40 ] || { echo "only $rows rows read"; exit 1; }
exit $status
