#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# A sudokit-gen run split into N shards under GNU parallel (Debian: apt-get install parallel),
# then merged in order:
#   parallel.sh N OUT [--parallel 'PARALLEL OPTIONS'] -- SUDOKIT-GEN OPTIONS...
# e.g.  parallel.sh 8 puzzles.txt -- --count 1000000 --seed 7 --jobs 1
#       parallel.sh 32 puzzles.txt --parallel '--sshloginfile hosts.txt' -- --count 10000000 --seed 7
# Every shard is shard.sh I N (GNU parallel runs up to one per core here, or spreads them over
# the machines of --sshlogin/--sshloginfile, which need sudokit-gen on PATH and a shared or
# transferred PARTS folder: see GNU parallel's --transferfile/--return). The parts go to
# OUT.parts/ and stay there; the merge is byte for byte the run made in one piece. With
# --solutions FILE among the options, the answers are merged into FILE as well.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ $# -lt 3 ]; then
  echo "usage: parallel.sh N OUT [--parallel 'OPTIONS'] -- SUDOKIT-GEN OPTIONS..." >&2
  exit 2
fi
count=$1 out=$2
shift 2
parallel_options=()
if [ "${1:-}" = "--parallel" ]; then read -r -a parallel_options <<< "$2"; shift 2; fi
if [ "${1:-}" != "--" ]; then echo "parallel.sh: expected -- before the sudokit-gen options" >&2; exit 2; fi
shift
answers=""
previous=""
for arg in "$@"; do
  if [ "$previous" = "--solutions" ]; then answers=$arg; fi
  previous=$arg
done
parts=$out.parts
rm -rf "$parts"
mkdir -p "$parts"
seq 1 "$count" |
  parallel --will-cite --halt now,fail=1 "${parallel_options[@]+"${parallel_options[@]}"}" \
    "$here/shard.sh" {} "$count" "$parts" -- "$@"
"$here/merge.sh" "$count" "$parts" "$out" ${answers:+"$answers"}
