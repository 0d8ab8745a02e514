#!/usr/bin/env bash
# The emitted CUDA of examples/cuda run on a real NVIDIA GPU (Hopper or newer; nvcc on PATH or in
# /usr/local/cuda/bin; no Java needed): every case of examples/cuda/cases.tsv is compiled, launched --runs times
# with other seeds, and held to what Berth's checker said of its mapping. A mapping the checker calls valid must
# show 0 wrong wake-ups, 0 stale reads and 0 timeouts; one it calls invalid must be caught (the harness must be
# able to fail). Prints one table and writes it, with the raw JSON lines, to
# --out (default bench/results/gpu-check/<gpu>); exit 1 when any case does not do what it should.
#   bin/gpu-check.sh [--runs N] [--out DIR] [--only NAME[,NAME...]] [--case-limit SECONDS (default 120)]
# A clean case stops at its 20th failing run, a caught one at its 100th; each case is killed after --case-limit.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
runs=10000 out="" only="" case_limit=120
while [ $# -gt 0 ]; do
  case "$1" in
    --runs) runs="$2"; shift 2 ;;
    --out) out="$2"; shift 2 ;;
    --only) only=",$2,"; shift 2 ;;
    --case-limit) case_limit="$2"; shift 2 ;;
    *) echo "gpu-check: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
nvcc="$(command -v nvcc || true)"
[ -z "$nvcc" ] && [ -x /usr/local/cuda/bin/nvcc ] && nvcc=/usr/local/cuda/bin/nvcc
[ -z "$nvcc" ] && { echo "gpu-check: nvcc not found" >&2; exit 2; }
command -v python3 >/dev/null || { echo "gpu-check: python3 not found (it writes the table)" >&2; exit 2; }
gpu="$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1 || true)"
[ -z "$gpu" ] && { echo "gpu-check: no NVIDIA GPU visible (nvidia-smi)" >&2; exit 2; }
[ -z "$out" ] && out="bench/results/gpu-check/$(echo "$gpu" | tr -c 'A-Za-z0-9\n' '-' | tr -s '-' | sed 's/-$//')"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cases="$work/cases.tsv"
grep -v '^#' examples/cuda/cases.tsv | while IFS=$'\t' read -r name instance solution semantics expect; do
  if [ -z "$only" ] || [[ "$only" == *",$name,"* ]]; then printf '%s\t%s\n' "$name" "$expect"; fi
done > "$cases"
echo "gpu-check: $gpu, $("$nvcc" --version | tail -1), $(wc -l < "$cases") cases, compiling"
cut -f1 "$cases" | xargs -P "$(nproc)" -I{} "$nvcc" -O2 -arch=sm_90 -o "$work/{}" "examples/cuda/{}.cu"
rows="$out/rows.jsonl"
: > "$rows"
while IFS=$'\t' read -r name expect; do
  # a clean case is decided by its first failing run, a caught one well before its last: neither may eat the GPU's time
  extra=(--stop-after 20)
  [ "$expect" = caught ] && extra=(--stop-after 100)
  start=$(date +%s)
  set +e
  timeout -k 5 "$case_limit" "$work/$name" --runs "$runs" "${extra[@]}" > "$work/$name.json" 2> "$work/$name.err"
  rc=$?
  set -e
  line="$(tail -1 "$work/$name.json" 2>/dev/null || true)"
  [ -z "$line" ] && line='{}'
  printf '{"case":"%s","expect":"%s","rc":%d,"wall_s":%d,"stderr":"%s","result":%s}\n' "$name" "$expect" "$rc" \
    "$(( $(date +%s) - start ))" "$(head -c 300 "$work/$name.err" | tr -d '"\\\n\r\t')" "$line" >> "$rows"
  echo "gpu-check: $name: rc $rc, $(echo "$line" | cut -c1-160)"
done < "$cases"
python3 - "$rows" "$out/table.md" "$gpu" "$runs" <<'PY'
import datetime, json, sys
rows_path, table_path, gpu, runs = sys.argv[1:5]
rows = []
for l in open(rows_path):
    if l.strip():
        try:
            rows.append(json.loads(l))
        except ValueError:  # a run cut off mid-line: its case fails, the table stays
            rows.append({"case": l[9:l.find('"', 9)], "expect": "?", "rc": -1, "stderr": "unreadable row", "result": {}})
out = [f"# Emitted CUDA on {gpu}", "",
       f"`bin/gpu-check.sh --runs {runs}` on {datetime.date.today()}: each case launched up to {runs} times (one CTA, "
       "other seeds); a case stops at its 20th failing run (clean) or its 100th (caught). Raw rows: rows.jsonl.", "",
       "| case | semantics | Berth's checker | runs | clean runs | wrong wake-ups | stale reads | timeouts | watchdog runs | expected | verdict |",
       "|---|---|---|---|---|---|---|---|---|---|---|"]
failed = 0
for r in rows:
    j = r["result"]
    seen = sum(j.get(k, 0) for k in ("wrong_wakeups", "stale_reads", "timeouts"))
    ran = r["rc"] == 0 and j.get("runs", 0) > 0 and not j.get("hung", False)
    if r["expect"] == "clean":
        ok = ran and seen == 0 and j.get("unfinished", 0) == 0 and j.get("watchdog_runs", 0) == 0 \
            and j.get("berth_check") == "valid"
    else:  # caught by what the runs showed, never by runs that did not happen (unfinished, a failed launch)
        ok = r["expect"] == "caught" and j.get("runs", 0) > 0 and (seen > 0 or j.get("hung", False)) \
            and j.get("berth_check") == "invalid"
    failed += not ok
    verdict = "ok" if ok else f"FAILED (rc {r['rc']}{', ' + r['stderr'] if r['stderr'] else ''})"
    out.append(f"| {r['case']} | {j.get('semantics', '?')} | {j.get('berth_check', '?')} | {j.get('runs', 0)} | "
               f"{j.get('clean_runs', 0)} | {j.get('wrong_wakeups', 0)} | {j.get('stale_reads', 0)} | "
               f"{j.get('timeouts', 0)}{' (hung)' if j.get('hung') else ''} | {j.get('watchdog_runs', 0)} | "
               f"{r['expect']} | {verdict} |")
out.append("")
open(table_path, "w").write("\n".join(out) + "\n")
print("\n".join(out))
sys.exit(1 if failed else 0)
PY
