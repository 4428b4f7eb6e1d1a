#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Joins the parts of a sharded run in shard order:
#   merge.sh N PARTS OUT [ANSWERS]
# writes PARTS/part-1.txt .. part-N.txt, concatenated, to OUT (and the .ans parts to ANSWERS),
# through a temporary file renamed into place; refuses when a part is missing (a shard that
# failed or has not run) or OUT exists. The result is byte for byte the run made in one piece.
set -euo pipefail
if [ $# -lt 3 ]; then
  echo "usage: merge.sh N PARTS OUT [ANSWERS]" >&2
  exit 2
fi
count=$1 parts=$2
join() {  # extension, target
  local extension=$1 target=$2 i tmp
  if [ -e "$target" ]; then echo "merge.sh: $target exists; not overwritten" >&2; exit 2; fi
  for i in $(seq 1 "$count"); do
    if [ ! -f "$parts/part-$i.$extension" ]; then
      echo "merge.sh: $parts/part-$i.$extension is missing (shard $i/$count did not finish)" >&2
      exit 1
    fi
  done
  tmp=$(mktemp "$target.XXXXXX")
  trap 'rm -f "$tmp"' EXIT
  for i in $(seq 1 "$count"); do cat "$parts/part-$i.$extension"; done > "$tmp"
  mv "$tmp" "$target"
  trap - EXIT
}
join txt "$3"
if [ $# -ge 4 ]; then join ans "$4"; fi
