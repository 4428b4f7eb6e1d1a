#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Long runs show a progress line on stderr when it is a terminal (script(1) gives the tools
# one), with the count, the rate and the time left, and erase it before their own output;
# with stderr a file nothing of it is written, and the outputs are the same bytes either way.
# Usage: run_progress.sh BIN_DIR
set -euo pipefail
bin=$1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v script > /dev/null || { echo "skipped: no script(1)"; exit 0; }
on_terminal() {  # runs "$@" with a terminal for its stderr (and stdout); the terminal's text to stdout
  local command=""
  for word in "$@"; do command+=" $(printf '%q' "$word")"; done
  script -qec "$command" /dev/null < /dev/null
}

# gen with a large count: "N/3000 puzzles, R/s, T left"
on_terminal "$bin/sudokit-gen" --count 3000 --seed 1 --out "$work/tty.txt" > "$work/gen.tty"
grep -aq '3000/3000 puzzles, [0-9.]*/s, [0-9]* s left' "$work/gen.tty" || fail "gen: no count line: $(cat -v "$work/gen.tty" | tail -c 300)"
"$bin/sudokit-gen" --count 3000 --seed 1 --out "$work/file.txt" 2> "$work/gen.err"
cmp -s "$work/tty.txt" "$work/file.txt" || fail "gen: the puzzles differ with a terminal"
! grep -aq $'\r' "$work/gen.err" || fail "gen: a progress line in a file: $(cat -v "$work/gen.err")"

# --hard: the part of the budget spent, and the hardest so far
on_terminal "$bin/sudokit-gen" --hard dlx --seed 1 --evaluations 300 --out "$work/hard_tty.txt" > "$work/hard.tty"
grep -aq '[0-9]*%.*; hard search, \(hardest so far: score\|measuring the starting puzzles\)' "$work/hard.tty" ||
  fail "--hard: no progress line: $(cat -v "$work/hard.tty" | tail -c 300)"
"$bin/sudokit-gen" --hard dlx --seed 1 --evaluations 300 --out "$work/hard_file.txt" 2> "$work/hard.err"
cmp -s "$work/hard_tty.txt" "$work/hard_file.txt" || fail "--hard: the puzzles differ with a terminal"
! grep -aq $'\r' "$work/hard.err" || fail "--hard: a progress line in a file"

# rate: "N/16 puzzles", erased before the table
list=$(dirname "$0")/../data/lists/9x9_forum_hardest_1106_first16.txt
on_terminal "$bin/sudokit-verify" rate "$list" > "$work/rate.tty"
grep -aq '16/16 puzzles' "$work/rate.tty" || fail "rate: no count line: $(cat -v "$work/rate.tty" | tail -c 300)"
grep -aPq '16/16 puzzles[^\r\n]*\r\x1b\[K' "$work/rate.tty" ||
  fail "rate: the progress line is not erased before the table: $(cat -v "$work/rate.tty" | tail -c 400)"
"$bin/sudokit-verify" rate "$list" > /dev/null 2> "$work/rate.err" || true
! grep -aq $'\r' "$work/rate.err" || fail "rate: a progress line in a file"
echo "ok: progress lines on a terminal only (gen, --hard, rate)"
