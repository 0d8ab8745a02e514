#!/usr/bin/env bash
# Rebuilds examples/cuda from the repository root: the generated programs, Berth's answers, and one .cu file per
# line of cases.tsv (berth emit cuda). The .cu files are committed; a test holds them to what berth emits now.
# Uses $BERTH or ./berth.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
berth="${BERTH:-./berth}"
d=examples/cuda
"$berth" generate sync --shape pipeline --consumers 2 --stages 4 --iterations 16 --semantics parity --seed 3 --out $d/instances >/dev/null
"$berth" generate sync --shape pipeline --consumers 3 --stages 3 --iterations 8 --semantics flag --limit 16 --reserved 0 --seed 4 --out $d/instances >/dev/null
"$berth" generate sync --shape random --warps 8 --pairs 400 --semantics parity --seed 5 --out $d/instances >/dev/null
solve() { "$berth" solve "$1" --threads 1 --time-limit 20 --out "$2" >/dev/null; }
solve examples/sync/example2.json $d/solutions/example2.json
solve examples/sync/example2-parity.json $d/solutions/example2-parity.json
solve examples/sync/example1.json $d/solutions/example1.json
solve examples/sync/mbarrier-pipeline.json $d/solutions/mbarrier-pipeline.json
solve examples/sync/pinned-ids.json $d/solutions/pinned-ids.json
solve examples/channels/worked-example.json $d/solutions/channels-worked-example.json
solve examples/channels/worked-example-unplaced.json $d/solutions/channels-worked-example-unplaced.json
"$berth" solve $d/instances/random-w8-p400-win16-parity-s5.json --threads 1 --time-limit 20 -P sync.remove-redundant=true \
  --out $d/solutions/random-w8-p400-win16-parity-s5-removed.json >/dev/null
for f in $d/instances/*.json; do
  solve "$f" "$d/solutions/$(basename "$f")"
done
grep -v '^#' $d/cases.tsv | while IFS=$'\t' read -r name instance solution semantics expect; do
  args=()
  [ "$semantics" != - ] && args=(--semantics "$semantics")
  "$berth" emit cuda "$instance" "$solution" "${args[@]}" --out "$d/$name.cu"
done
