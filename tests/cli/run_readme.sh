#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The README's quick-start commands work as written, in order, from a clone (the tools of
# BIN_DIR first on the PATH, the repository's examples/ beside them): each block of the "Quick
# start" section is run by bash, and every command must end in exit status 0.
# Usage: run_readme.sh BIN_DIR SOURCE_DIR
set -euo pipefail
bin=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
ln -s "$src/examples" "$work/examples"
# The sh blocks between "## Quick start" and the next section, continuation lines joined.
awk '/^## Quick start/ { on = 1; next } /^## / { on = 0 } on && /^```sh/ { block = 1; next }
     block && /^```/ { block = 0; next } block' "$src/README.md" | sed -e ':a' -e '/\\$/N; s/\\\n//; ta' > "$work/commands"
count=$(grep -c . "$work/commands")
[ "$count" -ge 10 ] || { echo "run_readme: only $count commands found in the quick start" >&2; exit 1; }
cd "$work"
while IFS= read -r line; do
  [ -n "$line" ] || continue
  command=${line%%#*}  # (the comment after the command)
  if ! PATH="$bin:$PATH" bash -c "set -o pipefail; $command" > out.log 2>&1; then
    echo "run_readme: failed: $command" >&2
    tail -5 out.log >&2
    exit 1
  fi
done < "$work/commands"
echo "run_readme: $count quick-start commands ran"
