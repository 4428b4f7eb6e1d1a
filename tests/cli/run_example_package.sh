#!/usr/bin/env bash
# Builds the package of examples/<profile>/plan.txt twice (Kattis layout, into temporary
# folders), lints it with sudokit-verify, and checks that both builds are byte for byte equal.
# Usage: run_example_package.sh PROFILE BIN_DIR
set -euo pipefail
profile=$1
bin=$2
repo=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin/sudokit-gen" package "$repo/examples/$profile/plan.txt" --out "$tmp/a" --layout kattis
"$bin/sudokit-verify" lint --profile "$profile" "$tmp/a"
"$bin/sudokit-gen" package "$repo/examples/$profile/plan.txt" --out "$tmp/b" --layout kattis > /dev/null
diff -r "$tmp/a" "$tmp/b"
echo "same bytes twice"
