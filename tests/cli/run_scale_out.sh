#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The scale-out examples (examples/scale-out) on 3,000 puzzles: GNU parallel with 4 shards, the
# Slurm array script with its variables set by hand (3 tasks, run in reverse order; and 3 of
# sudokit-verify rate --scale se on 90 of the puzzles), and the
# Kubernetes Job's command with each completion index (8 pods, here one after another); each
# merge must equal the run made in one piece, byte for byte, puzzles and answers alike.
# Usage: run_scale_out.sh BIN_DIR
set -euo pipefail
bin=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")/../../examples/scale-out" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export SUDOKIT_GEN=$bin/sudokit-gen
run=(--count 3000 --seed 5)
fail() { echo "FAIL: $*"; exit 1; }

"$SUDOKIT_GEN" "${run[@]}" --solutions "$work/one.ans" --out "$work/one.txt" 2>/dev/null
[ "$(wc -l < "$work/one.txt")" = 3000 ] || fail "the single run made $(wc -l < "$work/one.txt") lines"

"$here/parallel.sh" 4 "$work/par.txt" -- "${run[@]}" --solutions "$work/par.ans" 2>/dev/null
cmp "$work/one.txt" "$work/par.txt" || fail "GNU parallel: puzzles differ"
cmp "$work/one.ans" "$work/par.ans" || fail "GNU parallel: answers differ"

for task in 3 2 1; do
  SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=3 \
    bash "$here/slurm.sbatch" "$work/slurm" -- "${run[@]}" --solutions unused 2>/dev/null
done
"$here/merge.sh" 3 "$work/slurm" "$work/slurm.txt" "$work/slurm.ans"
cmp "$work/one.txt" "$work/slurm.txt" || fail "Slurm: puzzles differ"
cmp "$work/one.ans" "$work/slurm.ans" || fail "Slurm: answers differ"

# sudokit-verify rate --scale se by the same script (rate-shard.sh), 90 puzzles in 3 tasks.
head -90 "$work/one.txt" > "$work/rate.txt"
"$bin/sudokit-verify" rate --scale se "$work/rate.txt" > "$work/one.rated" 2>/dev/null || true
for task in 3 2 1; do
  SLURM_ARRAY_TASK_ID=$task SLURM_ARRAY_TASK_COUNT=3 SUDOKIT_VERIFY=$bin/sudokit-verify \
    bash "$here/slurm.sbatch" rate "$work/rated" -- "$work/rate.txt" 2>/dev/null
done
"$here/merge.sh" 3 "$work/rated" "$work/slurm.rated"
cmp "$work/one.rated" "$work/slurm.rated" || fail "Slurm: ratings differ"

# The Job's shell command, as its pods run it (the image's /sudokit is this checkout).
command=$(sed -n '/- >-/,/volumeMounts/p' "$here/kubernetes-job.yaml" | sed '1d;$d' | tr -s ' \n' ' ')
command=${command//\/sudokit\/examples\/scale-out/$here}
command=${command//\/data\/parts/$work/k8s}
command=${command//--count 1000000 --seed 7/${run[*]}}
shards=$(sed -n 's/^ *completions: \([0-9]*\).*/\1/p' "$here/kubernetes-job.yaml")
for index in $(seq 0 $((shards - 1))); do
  JOB_COMPLETION_INDEX=$index SHARDS=$shards sh -c "$command" 2>/dev/null
done
"$here/merge.sh" "$shards" "$work/k8s" "$work/k8s.txt"
cmp "$work/one.txt" "$work/k8s.txt" || fail "Kubernetes: puzzles differ"

# A missing part is refused, and so is an existing output.
rm "$work/slurm/part-2.txt"
if "$here/merge.sh" 3 "$work/slurm" "$work/again.txt" 2>/dev/null; then fail "merged with a part missing"; fi
[ ! -e "$work/again.txt" ] || fail "a failed merge left its output"
if "$here/merge.sh" 4 "$work/par.txt.parts" "$work/par.txt" 2>/dev/null; then fail "merged over an existing file"; fi
echo "scale-out: GNU parallel (4 shards), Slurm (3 tasks; and 3 of SE ratings) and Kubernetes ($shards pods) merges equal the single run"
