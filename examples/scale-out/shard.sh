#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# One shard of a sudokit-gen run, as every job runner calls it:
#   shard.sh I N PARTS -- SUDOKIT-GEN OPTIONS...
# makes shard I of N (1-based) of the run the options describe, into PARTS/part-I.txt (the
# puzzles) and, when the options hold --solutions, PARTS/part-I.ans; each written whole or not
# at all by sudokit-gen itself. The run's size is its --count, the same in every shard; so are
# the seed and the other options. SUDOKIT_GEN names the binary (default: sudokit-gen on PATH).
set -euo pipefail
if [ $# -lt 4 ] || [ "$4" != "--" ]; then
  echo "usage: shard.sh I N PARTS -- SUDOKIT-GEN OPTIONS..." >&2
  exit 2
fi
index=$1 count=$2 parts=$3
shift 4
gen=${SUDOKIT_GEN:-sudokit-gen}
mkdir -p "$parts"
args=()
while [ $# -gt 0 ]; do
  case $1 in
    --solutions) args+=(--solutions "$parts/part-$index.ans"); shift 2 ;;  # each shard its own
    --out|--shard) echo "shard.sh: $1 is set per shard" >&2; exit 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
exec "$gen" "${args[@]}" --shard "$index/$count" --out "$parts/part-$index.txt" --force
