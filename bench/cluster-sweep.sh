#!/usr/bin/env bash
# The cluster measurements of bench/CLUSTER.md: one sweep of SUITE on MEMBERS local members (the coordinator plus
# MEMBERS-1 worker JVMs on 127.0.0.1, one slot each); with KILL_AT=N one worker is killed (SIGKILL) once the
# coordinator's journal holds N rows. Runs the jar of a build (./mvnw -B -o -q -pl cli -am package -DskipTests).
#   bench/cluster-sweep.sh MEMBERS OUT_DIR SUITE [berth bench options...]
set -euo pipefail
members=$1; out=$2; suite=$3; shift 3
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
java="${JAVA_HOME:?set JAVA_HOME to a JDK 21+}/bin/java"
flags=(-Xss64m -XX:+UseParallelGC --enable-native-access=ALL-UNNAMED -Djava.io.tmpdir="${TMPDIR:-/tmp}" -Dberth.home="$root")
[ "$("$java" -XshowSettings:properties -version 2>&1 | sed -n 's/ *java.specification.version = //p')" -ge 23 ] \
  && flags+=(--sun-misc-unsafe-memory-access=allow)
name="measure-$$"
port=${PORT:-5801}
mkdir -p "$out"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; }
trap cleanup EXIT
start=$(date +%s.%N)
"$java" "${flags[@]}" -jar "$root/cli/target/berth.jar" bench "$suite" --cluster --bind 127.0.0.1 --port "$port" \
  --slots 1 --cluster-name "$name" --wait-for "$members" --no-progress --out "$out" "$@" >"$out/stdout.txt" 2>"$out/stderr.txt" &
coordinator=$!
# workers join a member that is up: wait for the coordinator's line saying it is
until grep -q "this coordinator is" "$out/stderr.txt" 2>/dev/null; do
  kill -0 "$coordinator" 2>/dev/null || { cat "$out/stderr.txt"; exit 1; }
  sleep 0.2
done
for i in $(seq 2 "$members"); do
  "$java" "${flags[@]}" -jar "$root/cli/target/berth.jar" worker --bind 127.0.0.1 --port $((port + i)) --slots 1 \
    --cluster-name "$name" --join "127.0.0.1:$port" 2>"$out/worker-$i.txt" &
  pids+=($!)
done
if [ -n "${KILL_AT:-}" ]; then
  until [ "$( (wc -l <"$out/cluster-journal.jsonl") 2>/dev/null || echo 0)" -ge "$KILL_AT" ]; do sleep 0.2; done
  kill -9 "${pids[0]}"
  echo "$(date -u +%T.%3N) killed worker 2 (pid ${pids[0]}, 127.0.0.1:$((port + 2))) at $(wc -l <"$out/cluster-journal.jsonl") rows" \
    | tee "$out/killed.txt"
fi
set +e
wait "$coordinator"; code=$?
set -e
end=$(date +%s.%N)
echo "exit $code, coordinator process $(echo "$end - $start" | bc) s" | tee "$out/wall.txt"
