#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The Slurm example (examples/scale-out/slurm.sbatch) on a real Slurm: a one-node cluster of
# its own (munged, slurmctld and slurmd on 127.0.0.1, as root, every file and port in a
# temporary folder, none of the machine's own Slurm or munge touched), the example's job arrays
# submitted with sbatch (3 tasks of a sudokit-gen run, then 3 of sudokit-verify rate --scale se
# on 300 of its puzzles), waited for, merged by merge.sh and each compared byte for byte with
# the same run made in one piece. It prints the sbatch output, the
# tasks' states and the comparison. Skipped (exit 77) with the reason where Slurm cannot start:
# not root, the Debian packages missing (scripts/setup installs slurmctld, slurmd,
# slurm-client and munge), or a daemon that does not come up.
# Usage: run_slurm.sh BIN_DIR
set -euo pipefail
bin=$(cd "$1" && pwd)
here=$(cd "$(dirname "$0")/../../examples/scale-out" && pwd)
skip() { echo "SKIPPED: $*"; exit 77; }
fail() { echo "FAIL: $*"; exit 1; }

[ "$(id -u)" = 0 ] || skip "not root (the test cluster's daemons run as root)"
for tool in munged mungekey slurmctld slurmd sbatch scontrol sinfo; do
  command -v "$tool" > /dev/null || skip "$tool is missing (Debian: slurmctld slurmd slurm-client munge)"
done

work=$(mktemp -d)
chmod 755 "$work"
cleanup() {  # the daemons, by their pid files
  for pidfile in "$work"/*.pid; do [ -f "$pidfile" ] && kill "$(cat "$pidfile")" 2> /dev/null || true; done
  sleep 0.5
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "$work"/{state,spool,log,munge,parts}

# munge: a key and a socket of its own.
mungekey -c -k "$work/munge/munge.key" > /dev/null 2>&1 || skip "mungekey could not make a key"
chmod 700 "$work/munge"
chmod 600 "$work/munge/munge.key"
munged --force -S "$work/munge/socket" --key-file="$work/munge/munge.key" --pid-file="$work/munged.pid" \
  --log-file="$work/log/munged.log" --seed-file="$work/munge/seed" 2> "$work/log/munged.err" ||
  skip "munged did not start: $(tail -1 "$work/log/munged.err")"

# Free ports for the controller and the node daemon.
port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
ctld_port=$(port)
node_port=$(port)
node=$(hostname -s)
export SLURM_CONF=$work/slurm.conf
cat > "$SLURM_CONF" << EOF
ClusterName=sudokit-test
SlurmctldHost=$node(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
AuthInfo=socket=$work/munge/socket
CredType=cred/munge
SlurmctldPort=$ctld_port
SlurmdPort=$node_port
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/log/slurmctld.log
SlurmdLogFile=$work/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
JobAcctGatherType=jobacct_gather/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
ReturnToService=2
MpiDefault=none
NodeName=$node NodeAddr=127.0.0.1 CPUs=$(nproc) State=UNKNOWN
PartitionName=test Nodes=ALL Default=YES MaxTime=30 State=UP
EOF
slurmctld -c -f "$SLURM_CONF" 2> "$work/log/slurmctld.err" || skip "slurmctld did not start: $(tail -1 "$work/log/slurmctld.err")"
slurmd -f "$SLURM_CONF" 2> "$work/log/slurmd.err" || skip "slurmd did not start: $(tail -1 "$work/log/slurmd.err")"
up=
for _ in $(seq 60); do  # (30 s at most)
  if sinfo -h -o %t 2> /dev/null | grep -qx idle; then up=1; break; fi
  sleep 0.5
done
[ -n "$up" ] || skip "the node did not come up: $(tail -2 "$work/log/slurmd.log" 2> /dev/null | tr '\n' ' ')"
echo "slurm: $(sinfo -h -o '%P %a %D %t %N') (controller on 127.0.0.1:$ctld_port)"

# Waits for the 3 tasks of job $1 to end (5 minutes at most; each takes seconds), prints their
# states and logs; fails unless each completed.
wait_for() {
  local job=$1 states= ended=
  for _ in $(seq 600); do
    states=$(scontrol -o show job "$job" 2> /dev/null | sed -n 's/.*ArrayTaskId=\([0-9]*\) .*JobState=\([A-Z_]*\) .*/\1 \2/p' | sort)
    if [ "$(grep -c . <<< "$states")" = 3 ] && ! grep -qvE ' (COMPLETED|FAILED|CANCELLED|TIMEOUT|NODE_FAIL|OUT_OF_MEMORY)$' <<< "$states"; then
      ended=1
      break
    fi
    sleep 0.5
  done
  echo "job $job tasks:"
  sed 's/^/  task /' <<< "$states"
  cat "$work"/sudokit-gen-"$job"_*.log 2> /dev/null | sed 's/^/  log: /'
  [ -n "$ended" ] || fail "the tasks of job $job did not end within 5 minutes"
  [ "$(grep -c ' COMPLETED$' <<< "$states")" = 3 ] || fail "a task of job $job did not complete"
}

# The run in one piece, then as the example's array of 3 tasks.
run=(--count 3000 --seed 5)
"$bin/sudokit-gen" "${run[@]}" --solutions "$work/one.ans" --out "$work/one.txt" 2> /dev/null
export SUDOKIT_GEN=$bin/sudokit-gen SUDOKIT_SCALE_OUT=$here
job=$(sbatch --parsable --chdir="$work" --array=1-3 --time=10 "$here/slurm.sbatch" "$work/parts" -- "${run[@]}" \
  --solutions unused) || fail "sbatch refused the job"
echo "sbatch: submitted batch job $job (array 1-3, sudokit-gen)"
wait_for "$job"
"$here/merge.sh" 3 "$work/parts" "$work/slurm.txt" "$work/slurm.ans"
cmp "$work/one.txt" "$work/slurm.txt" || fail "Slurm: the merged puzzles differ from the single run"
cmp "$work/one.ans" "$work/slurm.ans" || fail "Slurm: the merged answers differ from the single run"
echo "slurm: the merged puzzles ($(wc -l < "$work/slurm.txt") lines, sha256 $(sha256sum < "$work/slurm.txt" | cut -c1-16)) and answers equal the single run's, byte for byte"

# The SE ratings of 300 of them, in one piece and as the example's array of 3 tasks.
head -300 "$work/one.txt" > "$work/rate.txt"
"$bin/sudokit-verify" rate --scale se "$work/rate.txt" > "$work/one.rated" 2> /dev/null || true
export SUDOKIT_VERIFY=$bin/sudokit-verify
job=$(sbatch --parsable --chdir="$work" --array=1-3 --time=10 "$here/slurm.sbatch" rate "$work/rated" -- \
  "$work/rate.txt") || fail "sbatch refused the rating job"
echo "sbatch: submitted batch job $job (array 1-3, sudokit-verify rate --scale se)"
wait_for "$job"
"$here/merge.sh" 3 "$work/rated" "$work/slurm.rated"
cmp "$work/one.rated" "$work/slurm.rated" || fail "Slurm: the merged ratings differ from the single run"
echo "slurm: the merged ratings ($(wc -l < "$work/slurm.rated") lines, sha256 $(sha256sum < "$work/slurm.rated" | cut -c1-16)) equal the single run's, byte for byte"
