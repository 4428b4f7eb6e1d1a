#!/usr/bin/env bash
# Builds the package of examples/<profile>/plan.txt twice (Kattis layout, into temporary
# folders), lints it with sudokit-verify, and checks that both builds are byte for byte equal.
# Usage: run_example_package.sh PROFILE BIN_DIR [SANITIZED]
# With SANITIZED 1 (the sanitizer build, 10-20 times slower, after the plain build's pass) the
# package is built once: the sanitizers watch the build and the lint, the plain pass the bytes.
set -euo pipefail
profile=$1
bin=$2
sanitized=${3:-0}
repo=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$bin/sudokit-gen" package "$repo/examples/$profile/plan.txt" --out "$tmp/a" --layout kattis
"$bin/sudokit-verify" lint --profile "$profile" "$tmp/a"
if [ "$sanitized" = 1 ]; then echo "built once (the sanitizer build)"; exit 0; fi
"$bin/sudokit-gen" package "$repo/examples/$profile/plan.txt" --out "$tmp/b" --layout kattis > /dev/null
diff -r "$tmp/a" "$tmp/b"
echo "same bytes twice"
