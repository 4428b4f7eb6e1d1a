#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Builds the package of examples/<profile>/plan.txt twice (Kattis layout, into temporary
# folders) against the example's submissions (examples/<profile>/submissions: every accepted
# one passes every test, every wrong or slow one is caught, first, with its folder's verdict,
# by the plan's own tests), lints it with sudokit-verify, and checks that a second build, without
# the submissions, makes the same bytes but for them and the kill matrix in the manifest (a
# program near the time limit may pass in one build and not in another; the tests never
# depend on the submissions here, since every plan catches its own). lint --against has tests
# of its own.
# Usage: run_example_package.sh PROFILE BIN_DIR   (the plain build's pass only: scripts/test)
set -euo pipefail
profile=$1
bin=$2
repo=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
plan=$repo/examples/$profile/plan.txt
against=(--against "$repo/examples/$profile/submissions" --time-limit 1)
"$bin/sudokit-gen" package "$plan" --out "$tmp/a" --layout kattis "${against[@]}"
# Every submission in the package, and a line per submission in its manifest.
for file in "$repo/examples/$profile/submissions"/*/*; do
  name=${file#"$repo/examples/$profile/submissions/"}
  cmp "$file" "$tmp/a/submissions/$name"
  grep -q "\"submission\":\"$name\"" "$tmp/a/manifest.jsonl"
done
judge=(--profile "$profile")  # a problem file's example names its file
[ -f "$repo/examples/$profile/problem.yaml" ] && judge=(--problem "$repo/examples/$profile/problem.yaml")
"$bin/sudokit-verify" lint "${judge[@]}" "$tmp/a"
"$bin/sudokit-gen" package "$plan" --out "$tmp/b" --layout kattis --time-limit 1 > /dev/null
for build in a b; do  # the manifest without the kill matrix: its tests' lines, without "catches"
  grep -v '^{"submission":' "$tmp/$build/manifest.jsonl" | sed 's/,"catches":{[^}]*}}$/}/' > "$tmp/$build.manifest"
  rm "$tmp/$build/manifest.jsonl"
done
diff "$tmp/a.manifest" "$tmp/b.manifest"
diff -r -x submissions "$tmp/a" "$tmp/b"
cmp "$tmp/a/submissions/accepted/solution.cpp" "$tmp/b/submissions/accepted/solution.cpp"
echo "same bytes twice (the submissions and the kill matrix apart)"
