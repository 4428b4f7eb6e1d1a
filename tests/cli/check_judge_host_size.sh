#!/usr/bin/env bash
# Every judge-host source (share/sudokit/judge-host/UNIT.cpp), with the three lines a package
# puts on top, fits the code limit the packages declare (gen/layouts.cpp: `code: 256` KiB,
# DOMjudge's default source size limit too), with 16 KiB to spare; problemtools rejects an
# accepted submission over it.
# Usage: check_judge_host_size.sh JUDGE_HOST_DIR
set -euo pipefail
limit=$(( (256 - 16) * 1024 ))
n=0
for f in "$1"/*.cpp; do
  size=$(( $(wc -c < "$f") + 512 ))  # the package's three lines on top, at most
  if [ "$size" -gt "$limit" ]; then
    echo "FAIL: $(basename "$f") is $size bytes with its header, over $limit (256 KiB less 16)"
    exit 1
  fi
  n=$((n + 1))
done
[ "$n" -gt 0 ] || { echo "FAIL: no judge-host source in $1"; exit 1; }
echo "ok: $n judge-host sources under $limit bytes"
