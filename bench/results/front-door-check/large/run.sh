#!/usr/bin/env bash
# $1: jar, $2: out dir. Benches instances/<family>/ (subfolders included) with every strategy, node-limited,
# one thread, as ../run.sh does for the bundled examples. Writes $2/<family>/results.csv, $2/<family>.log and
# the wall time of each family to $2/times.txt. Run from the repository root.
J=${JAVA:-java}
I=bench/results/front-door-check/large/instances
mkdir -p "$2"; : > "$2/times.txt"
for fam in ${FAMILIES:-sync tiles channels simt memory}; do
  files=$(find "$I/$fam" -type f \( -name '*.json' -o -name '*.csv' \) | sort | tr "\n" " ")
  t0=$(date +%s)
  $J -Xss64m -cp "$1" dev.berth.cli.Berth bench $files --node-limit 3000 --threads 1 --time-limit 60 --no-progress --out "$2/$fam" > "$2/$fam.log" 2>&1
  rc=$?; t1=$(date +%s)
  echo "$fam rc=$rc wall=$((t1-t0))s" | tee -a "$2/times.txt"
done
