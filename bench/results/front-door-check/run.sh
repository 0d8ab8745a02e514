#!/usr/bin/env bash
# $1: jar, $2: out dir. Node-limited, one thread: the answers must not depend on timing.
J=${JAVA:-java}
for fam in sync tiles channels simt memory; do
  src=./examples/$fam; [ $fam = sync ] && src="$(ls ./examples/sync/*.json | grep -v mapping | tr "\n" " ")"
  $J -Xss64m -cp "$1" dev.berth.cli.Berth bench $src --node-limit 3000 --threads 1 --time-limit 60 --no-progress --out "$2/$fam" > "$2/$fam.log" 2>&1
  echo "$fam rc=$?"
done
