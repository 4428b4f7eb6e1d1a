# SPDX-License-Identifier: MIT
# Bash completion for sudokit-gen, sudokit-verify and sudokit-solve: the commands and options
# each tool's --help lists (asked at completion time, so they never drift from the tool), the
# judge profiles after --profile, files elsewhere. Installed as
# share/bash-completion/completions/sudokit-{gen,verify,solve}.

# The commands a tool's --help lists: "Commands:" rows, or "Usage: TOOL COMMAND ..." lines.
_sudokit_commands() {
  "$1" --help 2>/dev/null | awk -v tool="${1##*/}" '
    /Commands:$/ { listing = 1; next }
    listing && /^  [a-z]/ { print $1; next }
    { listing = 0 }
    ($1 == "Usage:" || $1 == "or:") && $2 == tool && $3 ~ /^[a-z]+$/ { print $3 }' | awk '!seen[$0]++'
}

_sudokit() {
  local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} tool=${COMP_WORDS[0]}
  local commands command="" word
  commands=$(_sudokit_commands "$tool")
  for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case " ${commands//$'\n'/ } " in *" $word "*) command=$word; break ;; esac
  done
  if [[ $cur == -* ]]; then
    COMPREPLY=($(compgen -W "$("$tool" $command --help 2>/dev/null | grep -oE -- '--[a-z][a-z0-9-]*' | sort -u)" -- "$cur"))
  elif [[ $prev == --profile || $prev == -p ]]; then
    # (sudokit-verify's --help lists them; it is installed beside the others)
    local verify=sudokit-verify
    [[ $tool == */* ]] && verify=${tool%/*}/sudokit-verify
    COMPREPLY=($(compgen -W "$("$verify" --help 2>/dev/null | sed -n 's/^Judge profiles: \(.*\)\.$/\1/p' | tr -d ',')" -- "$cur"))
  elif [[ -z $command && $COMP_CWORD -eq 1 && -n $commands ]]; then
    COMPREPLY=($(compgen -W "$commands" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _sudokit sudokit-gen sudokit-verify sudokit-solve
