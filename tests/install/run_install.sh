#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installing. `cmake --install` puts the tools, their data (the judge-host sources, the invalid
# banks), the man pages, the bash and zsh completions and the docs under a prefix, and the tools
# work from there alone; `cpack -G DEB` makes a .deb of the same, whose tools work from an
# extracted copy (dpkg -x), as a user without root would run them.
# Usage: run_install.sh BUILD_DIR SOURCE_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
src=$(cd "$2" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "run_install: $*" >&2; exit 1; }

# ROOT holds what an installation must.
expect_files() {
  local root=$1 f
  for f in bin/sudokit-gen bin/sudokit-solve bin/sudokit-verify \
           share/man/man1/sudokit-gen.1.gz share/man/man1/sudokit-solve.1.gz share/man/man1/sudokit-verify.1.gz \
           share/bash-completion/completions/sudokit-gen share/bash-completion/completions/sudokit-solve \
           share/bash-completion/completions/sudokit-verify share/zsh/vendor-completions/_sudokit \
           share/doc/sudokit/copyright share/doc/sudokit/README.md \
           share/sudokit/judge-host/testlib_lite.h share/sudokit/judge-host/grid_validator.cpp \
           share/sudokit/problems/poj3076.yaml share/sudokit/problems/template.yaml; do
    [ -f "$root/$f" ] || fail "$root: no $f"
  done
  [ -n "$(ls "$root/share/sudokit/invalid")" ] || fail "$root: no invalid-input bank"
}

# The tools of ROOT work with nothing of the build: puzzles made, proven unique and solved, a
# whole Kattis package written (its sources from ROOT/share/sudokit/judge-host).
expect_working() {
  local root=$1 name=$2
  "$root/bin/sudokit-gen" --count 3 --seed 1 > "$work/$name.txt" 2> /dev/null
  "$root/bin/sudokit-verify" unique --quiet "$work/$name.txt" 2> /dev/null || fail "$name: unique"
  [ "$("$root/bin/sudokit-solve" "$work/$name.txt" | wc -l)" -eq 3 ] || fail "$name: solve"
  "$root/bin/sudokit-gen" package "$src/examples/poj3076/plan.txt" --out "$work/$name-package" --layout kattis \
    > /dev/null 2>&1 || fail "$name: package"
  [ -s "$work/$name-package/input_validators/validator/validator.cpp" ] || fail "$name: package without its validator"
}

# The man pages say what the tools' --help says, each command included.
expect_man_pages() {
  local root=$1 tool
  for tool in sudokit-gen sudokit-verify; do
    zcat "$root/share/man/man1/$tool.1.gz" | grep -q '^\.SH COMMANDS' || fail "$tool.1: no COMMANDS section"
  done
  zcat "$root/share/man/man1/sudokit-verify.1.gz" | grep -q '^\.SS explain' || fail "sudokit-verify.1: no explain"
  if command -v man > /dev/null; then
    man -l "$root/share/man/man1/sudokit-solve.1.gz" 2> /dev/null | grep -q 'sudokit-solve' || fail "man -l sudokit-solve.1.gz"
  fi
}

# The completions complete commands, options and profiles, from the installed tools.
expect_completion() {
  local root=$1
  local got
  got=$(PATH="$root/bin:$PATH" bash -c '
    source "$1/share/bash-completion/completions/sudokit-verify"
    complete -p sudokit-gen sudokit-verify sudokit-solve | grep -c -- "-F _sudokit"
    COMP_WORDS=(sudokit-verify un); COMP_CWORD=1; _sudokit; echo "${COMPREPLY[*]}"
    COMP_WORDS=(sudokit-verify unique --ke); COMP_CWORD=2; _sudokit; echo "${COMPREPLY[*]}"
    COMP_WORDS=(sudokit-gen sc); COMP_CWORD=1; _sudokit; echo "${COMPREPLY[*]}"
    COMP_WORDS=(sudokit-solve --profile zoj); COMP_CWORD=2; _sudokit; echo "${COMPREPLY[*]}"' _ "$root")
  [ "$got" = $'3\nunique\n--keep\nscramble\nzoj3122 zoj3209' ] || fail "bash completion gave: $got"
  if command -v zsh > /dev/null; then
    got=$(PATH="$root/bin:$PATH" zsh -c '
      compadd() { if [[ $1 == -a ]]; then print -r -- "${(P)2}"; else print -r -- "$@"; fi }
      _files() { print -r -- files; }
      words=(sudokit-verify un); CURRENT=2; PREFIX=un; source "$1/share/zsh/vendor-completions/_sudokit"' _ "$root")
    [ "$got" = "unique validate check lint rate explain convert canonical" ] || fail "zsh completion gave: $got"
  fi
}

# cmake --install.
cmake --install "$build" --prefix "$work/prefix" > /dev/null
expect_files "$work/prefix"
expect_working "$work/prefix" prefix
expect_man_pages "$work/prefix"
expect_completion "$work/prefix"

# The Debian package.
(cd "$build" && cpack -G DEB -B "$work/deb" > "$work/cpack.log" 2>&1) || { cat "$work/cpack.log" >&2; fail "cpack"; }
deb=$(ls "$work"/deb/sudokit_*.deb)
dpkg-deb --contents "$deb" > "$work/contents"
for f in ./usr/bin/sudokit-gen ./usr/share/man/man1/sudokit-verify.1.gz ./usr/share/zsh/vendor-completions/_sudokit \
         ./usr/share/bash-completion/completions/sudokit-solve ./usr/share/doc/sudokit/copyright \
         ./usr/share/sudokit/judge-host/grid_checker.cpp; do
  grep -q " $f\$" "$work/contents" || fail "the .deb holds no $f"
done
dpkg-deb -f "$deb" Depends | grep -q 'libcairo2' || fail "the .deb does not depend on libcairo2"
dpkg -x "$deb" "$work/extracted"
expect_files "$work/extracted/usr"
expect_working "$work/extracted/usr" deb
echo "run_install: installed and packaged: $(basename "$deb"), $(grep -c . "$work/contents") entries"
