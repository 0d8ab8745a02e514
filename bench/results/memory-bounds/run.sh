#!/usr/bin/env bash
# The contiguity-bound runs of bench/MEMORY-BOUNDS.md: `berth bound` on MiniMalloc's 11 challenging instances, each
# stopped at the best known peak (bench/results/challenging-peak-vs-minimalloc.csv), 600 s, one search thread.
# INSTANCES="D:1038336" runs a subset (the table is re-made from every JSON there). Run from the repository root after `./mvnw -B -o -q -pl cli -am package -DskipTests`.
set -euo pipefail
suite=${SUITE:-../shared/benchmarks/minimalloc/challenging}
out=bench/results/memory-bounds
java=${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}/bin/java
for x in ${INSTANCES:-A:1048576 B:1048576 C:1039360 D:1038336 E:1048576 F:1048576 G:1048576 H:1048576 I:1048576 J:1041408 K:1048576}; do
  i=${x%%:*}; upper=${x##*:}
  "$java" -Xss64m --enable-native-access=ALL-UNNAMED --sun-misc-unsafe-memory-access=allow -Djava.io.tmpdir=/tmp \
    -jar cli/target/berth.jar bound "$suite/$i.1048576.csv" --time-limit 600 --upper "$upper" --threads 1 \
    > "$out/$i-exact-600s.json"
done
python3 - "$out" <<'PY'
import json, sys, glob, os
out = sys.argv[1]
uppers = dict(A=1048576, B=1048576, C=1039360, D=1038336, E=1048576, F=1048576, G=1048576, H=1048576, I=1048576,
              J=1041408, K=1048576)
with open(os.path.join(out, "bounds-600s.csv"), "w") as f:
    f.write("instance,buffers,best_peak,live_bytes_bound,bound,proof,gap_before,gap_after,seconds,searches,nodes,stopped\n")
    for i in sorted(uppers):
        r = json.load(open(os.path.join(out, f"{i}-exact-600s.json")))
        u = uppers[i]
        f.write(f"{i}.1048576.csv,{r['buffers']},{u},{r['base']},{r['bound']},{r['proof']},{u - r['base']},"
                f"{u - r['bound']},{r['seconds']},{r['searches']},{r['nodes']},{r['stopped']}\n")
PY
