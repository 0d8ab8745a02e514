#!/usr/bin/env bash
# Whole-process timings of `berth solve FILE --solver exact --objective fit` against MiniMalloc's binary on
# the same files, the variants alternating within each repetition (their order rotates from one repetition
# to the next), so a machine whose speed drifts slows them alike. Also the start-up of small calls.
#
#   bench/startup/measure.sh MINIMALLOC_BINARY SUITE_DIR [REPS] [BASELINE_BERTH]
#
# BASELINE_BERTH: optionally the ./berth of a checkout built before this change, timed as "baseline" in the
# start-up calls (and on the suite too when SUITE_BASELINE=1).
# Writes suite.csv (one row per call) and startup.csv beside this script, then prints the totals' medians.
# Each call's wall time is taken with date(1) around the process; the cache is made once before timing
# (a call with BERTH_AOT=0 neither uses nor makes one).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
mm="$1"; suite="$2"; reps="${3:-3}"; baseline="${4:-}"
out_suite="$here/suite.csv"; out_start="$here/startup.csv"

now() { date +%s%N; }
variants=(minimalloc berth-warm berth-cold)
[ -n "$baseline" ] && [ "${SUITE_BASELINE:-0}" = 1 ] && variants+=(baseline)

run_one() { # variant file -> exit code; output thrown away
  local v="$1" f="$2" cap
  cap="$(basename "$f" .csv)"; cap="${cap##*.}"
  case "$v" in
    minimalloc) "$mm" --capacity="$cap" --input="$f" --output="$tmp/mm.csv" >/dev/null 2>&1 ;;
    berth-warm) "$root/berth" solve "$f" --solver exact --objective fit >/dev/null 2>&1 ;;
    berth-cold) BERTH_AOT=0 "$root/berth" solve "$f" --solver exact --objective fit >/dev/null 2>&1 ;;
    baseline) "$baseline" solve "$f" --solver exact --objective fit >/dev/null 2>&1 ;;
  esac
}

tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
"$root/berth" --version >/dev/null # builds if needed and records the cache, outside the timings
[ -n "$baseline" ] && "$baseline" --version >/dev/null
files=("$suite"/*.csv)

echo "rep,variant,instance,seconds,exit" >"$out_suite"
for ((r = 1; r <= reps; r++)); do
  n=${#variants[@]}
  for ((k = 0; k < n; k++)); do
    v="${variants[$(( (k + r - 1) % n ))]}"
    for f in "${files[@]}"; do
      t0=$(now); set +e; run_one "$v" "$f"; rc=$?; set -e; t1=$(now)
      echo "$r,$v,$(basename "$f"),$(awk -v d=$((t1 - t0)) 'BEGIN{printf "%.3f", d/1e9}'),$rc" >>"$out_suite"
    done
  done
done

echo "rep,variant,call,seconds,exit" >"$out_start"
tiny="$root/examples/memory/attention-block.json"
for ((r = 1; r <= 3 * reps; r++)); do
  for v in berth-warm berth-cold ${baseline:+baseline}; do
    for call in "--version" "solvers" "solve $tiny --solver greedy"; do
      case "$v" in
        berth-warm) cmd=("$root/berth") ;;
        berth-cold) cmd=(env BERTH_AOT=0 "$root/berth") ;;
        baseline) cmd=("$baseline") ;;
      esac
      t0=$(now); set +e; "${cmd[@]}" $call >/dev/null 2>&1; rc=$?; set -e; t1=$(now)
      echo "$r,$v,\"${call/$root\//}\",$(awk -v d=$((t1 - t0)) 'BEGIN{printf "%.3f", d/1e9}'),$rc" >>"$out_start"
    done
  done
done

python3 - "$out_suite" "$out_start" <<'PY'
import csv, statistics, sys, collections
rows = list(csv.DictReader(open(sys.argv[1])))
tot = collections.defaultdict(float)
for r in rows:
    tot[(r["variant"], r["rep"])] += float(r["seconds"])
med = {}
for v in sorted({k[0] for k in tot}):
    xs = [tot[k] for k in tot if k[0] == v]
    med[v] = statistics.median(xs)
    print(f"suite total {v:12s} median {med[v]:7.2f} s  (reps: {', '.join(f'{x:.2f}' for x in xs)})")
for v in med:
    if v != "minimalloc":
        ratios = [tot[(v, rep)] / tot[("minimalloc", rep)] for (vv, rep) in tot if vv == v]
        print(f"ratio {v}/minimalloc: median {statistics.median(ratios):.3f} (per rep: {', '.join(f'{x:.3f}' for x in ratios)})")
bad = [r for r in rows if r["exit"] != "0"]
print(f"non-zero exits: {len(bad)}")
st = list(csv.DictReader(open(sys.argv[2])))
calls = collections.defaultdict(list)
for r in st:
    calls[(r["call"], r["variant"])].append(float(r["seconds"]))
for (c, v), xs in sorted(calls.items()):
    print(f"start-up {c:45s} {v:12s} median {statistics.median(xs):.3f} s  min {min(xs):.3f}  max {max(xs):.3f}")
PY
