# SPDX-License-Identifier: MIT
# Sourced by the benchmark scripts: finds the public puzzle lists they time.
#   --data DIR (or SUDOKIT_DATA=DIR): a folder holding the lists under their published names
#   (9x9_puzzles2_17_clue.txt, 9x9_puzzles6_forum_hardest_1106.txt, ...: the lists bundled with
#   the tdoku solver's benchmark data); default bench/data, the subsets kept in this repository
#   (the first 10,000 17-clue puzzles, all 375 of forum hardest 1106, the first 5,000 of forum
#   hardest 1905_11+).
# bench_list NAME prints the path of list NAME (17-clue, 1106 or 1905), or stops the script
# with a message naming the file it needs.
bench_data=${SUDOKIT_DATA:-bench/data}
bench_args=()
while [ $# -gt 0 ]; do
  case $1 in
    --data) bench_data=$2; shift 2 ;;
    *) bench_args+=("$1"); shift ;;
  esac
done
set -- "${bench_args[@]+"${bench_args[@]}"}"

bench_list() {
  local names
  case $1 in
    17-clue) names=(9x9_puzzles2_17_clue.txt 9x9_17_clue_first10000.txt) ;;
    1106) names=(9x9_puzzles6_forum_hardest_1106.txt 9x9_forum_hardest_1106.txt) ;;
    1905) names=("9x9_puzzles5_forum_hardest_1905_11+.txt" "9x9_forum_hardest_1905_11+_first5000.txt") ;;
    *) echo "bench_list: unknown list $1" >&2; exit 2 ;;
  esac
  local name
  for name in "${names[@]}"; do
    if [ -f "$bench_data/$name" ]; then echo "$bench_data/$name"; return; fi
  done
  echo "$0: no ${names[0]} (or ${names[1]}) in $bench_data: give --data DIR (or SUDOKIT_DATA)" \
       "with the public puzzle list ${names[0]} (tdoku's benchmark data), or use bench/data" >&2
  exit 2
}
