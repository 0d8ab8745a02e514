#!/usr/bin/env bash
# The CUDA side of `berth emit cuda`, without a GPU: every emitted file in examples/cuda compiles and assembles
# (nvcc -O2 -arch=sm_90: the inline PTX is checked by ptxas), and the host's log checker, run on synthetic logs,
# counts a wrong wake-up, a stale read, a timeout and a watchdog release where they are and refuses a malformed
# log. Running the kernels needs an NVIDIA GPU (Hopper or newer): bin/gpu-check.sh.
# Needs nvcc (CUDA 12.4 or newer) on PATH or in /usr/local/cuda/bin; BERTH_SKIP_CUDA=1 leaves this out.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
if [ "${BERTH_SKIP_CUDA:-0}" = 1 ]; then
  echo "test-cuda: skipped (BERTH_SKIP_CUDA=1)"
  exit 0
fi
nvcc="$(command -v nvcc || true)"
[ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc
if [ -z "$nvcc" ]; then
  echo "test-cuda: nvcc not found (install the CUDA toolkit, or set BERTH_SKIP_CUDA=1)" >&2
  exit 2
fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
n=$(ls examples/cuda/*.cu | wc -l)
# two at a time: nvcc is mostly single-threaded, and this machine kind has two cores
if ! ls examples/cuda/*.cu | xargs -P 2 -I{} sh -c 'b="$(basename "$1" .cu)"; "$2" -O2 -arch=sm_90 -Werror all-warnings \
    -o "$3/$b" "$1" 2>"$3/$b.log" || { echo "test-cuda: $1 does not build:" >&2; cat "$3/$b.log" >&2; exit 1; }' \
    _ {} "$nvcc" "$work"; then
  exit 1
fi
echo "test-cuda: $n emitted files build with $("$nvcc" --version | tail -1 | sed 's/^Build //') for sm_90"
python3 - "$work" <<'PY'
import json, subprocess, sys
work = sys.argv[1]
def tally(binary, lines):
    path = f"{work}/log.txt"
    open(path, "w").write("".join(l + "\n" for l in lines))
    r = subprocess.run([f"{work}/{binary}", "--check-log", path], capture_output=True, text=True)
    return r.returncode, (json.loads(r.stdout) if r.returncode == 0 else r.stderr)
def expect(what, got, want):
    if got != want:
        sys.exit(f"test-cuda: log checker, {what}: got {got}, expected {want}")
# example2 under parity: 8 pairs, pairs 1 and 12 (indexes 0 and 4) on default:1, 8 and 11 (3 and 5) on default:4
rc, j = tally("example2-published-parity", ["1 1 1 1 1 1 1 1", "1 1 1 1 1 2 1 1", "1 1 1 1 1 1 1 3 0", "1 1 1 1 1 1 1 1 1"])
expect("exit code", rc, 0)
expect("runs", j["runs"], 4)
expect("clean runs", j["clean_runs"], 1)
expect("wrong wake-ups", j["wrong_wakeups"], 1)
expect("wrong wake-ups on default:4", j["per_barrier"]["default:4"]["wrong_wakeups"], 1)
expect("timeouts", j["timeouts"], 1)
expect("timeouts on default:6", j["per_barrier"]["default:6"]["timeouts"], 1)
expect("watchdog runs", j["watchdog_runs"], 1)
expect("berth_check", j["berth_check"], "invalid")
rc, j = tally("example2-parity", ["1 1 1 1 1 1 1 1"] * 3 + ["# a comment", "", "0 1 1 1 1 1 1 1"])
expect("exit code", rc, 0)
expect("clean runs", (j["clean_runs"], j["unfinished"], j["berth_check"]), (3, 1, "valid"))
# the random program with removed pairs: a stale read is counted apart from wrong wake-ups
removed = json.load(open("examples/cuda/solutions/random-w8-p400-win16-parity-s5-removed.json"))["removed"]
inst = json.load(open("examples/cuda/instances/random-w8-p400-win16-parity-s5.json"))
order = []
for w in inst["warps"]:
    for op in w["ops"]:
        if op[0] in "pc" and op[1:2].isdigit() and op[1:] not in order:
            order.append(op[1:])
statuses = ["1"] * len(order)
statuses[order.index(removed[0])] = "4"
rc, j = tally("random-parity-removed", [" ".join(statuses)])
expect("stale read", (rc, j["stale_reads"], j["wrong_wakeups"], j["clean_runs"]), (0, 1, 0, 0))
for bad, why in [(["1 1 1"], "too few statuses"), (["1 1 1 1 1 1 1 1 1 1"], "too many"), (["1 1 1 1 5 1 1 1"], "status 5"),
                 (["1 1 1 1 1 1 1 1 2"], "watchdog flag 2"), (["1 1 x 1 1 1 1 1"], "a letter")]:
    rc, err = tally("example2-parity", bad)
    if rc != 2 or "log.txt:1:" not in err:
        sys.exit(f"test-cuda: log checker accepted a malformed log ({why}): rc {rc}, {err!r}")
rc, err = tally("example2-parity", ["# only a comment"])
if rc != 2 or "no runs" not in err:
    sys.exit(f"test-cuda: log checker accepted a log with no runs: rc {rc}, {err!r}")
print("test-cuda: the log checker counts wrong wake-ups, stale reads, timeouts and watchdog releases, and refuses malformed logs")
PY
