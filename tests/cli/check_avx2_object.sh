#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The AVX2 build of the counter's search (common/sudoku/bitboard_counter_avx2.cpp) keeps its
# AVX2 code to its own file-local functions: every function the object shares with the rest
# of the program (global or weak symbols: the linker may keep its copy of an inline or template
# function for everyone) is free of AVX, BMI and the like, so that a CPU without them never
# runs any. And the search in it does use AVX2 (a 4-word board op is one ymm instruction).
# Usage: check_avx2_object.sh LIBSUDOKIT_SUDOKU_A
set -euo pipefail
lib=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
member=$(ar t "$lib" | grep '^bitboard_counter_avx2\.cpp\.o$' || true)
if [ -z "$member" ]; then
  echo "no AVX2 object in $lib (not x86-64 with GCC or Clang): nothing to check"
  exit 0
fi
ar x "$lib" "$member"
fail() { echo "FAIL: $*"; exit 1; }
# Instructions beyond baseline x86-64 (SSE2): VEX-encoded ones and the BMI1/BMI2/ABM ones.
extended='%ymm|\s(v[a-z0-9]+|andn|bextr|blsi|blsmsk|blsr|bzhi|mulx|pdep|pext|rorx|sarx|shlx|shrx|tzcnt|lzcnt|popcnt)\s'
shared=$(nm --defined-only "$member" | awk '$2 ~ /^[TWVui]$/ && $3 !~ /^(DW\.|_ZT[ISV])/ {print $3}')
[ -n "$shared" ] || fail "no shared symbol found (not even make_counter_avx2)"
for sym in $shared; do
  n=$(objdump -d --no-show-raw-insn --disassemble="$sym" "$member" | grep -cE "$extended" || true)
  [ "$n" = 0 ] || fail "$(echo "$sym" | c++filt) has $n AVX/BMI instructions and is shared with the whole program"
done
ymm=$(objdump -d --no-show-raw-insn "$member" | grep -c '%ymm' || true)
[ "$ymm" -gt 100 ] || fail "the AVX2 object has $ymm ymm instructions: it was not compiled for AVX2"
echo "ok: $(echo "$shared" | wc -w) shared functions without AVX/BMI; $ymm ymm instructions in the search"
