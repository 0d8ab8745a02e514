#!/usr/bin/env bash
# Builds engine-stress (the jcstress tests of the engine's doorbell protocol) and runs them in a short mode: one
# fork per test, one 100 ms iteration per compilation mode, no C2-randomizer forks (60-70 s on 2 cores, build
# included). Exits non-zero if a correct test shows a forbidden outcome or errors, or if a broken-on-purpose
# variant that must be caught (BrokenRingBeforeTask, BrokenClearBeforeResults) is not.
# JCSTRESS_ARGS replaces the mode arguments, e.g. JCSTRESS_ARGS="-m quick" for a longer run; JCSTRESS_TESTS
# replaces the test regexp (default: all but BrokenPlainSpin, whose hung spinner, when the JIT does hoist its load,
# burns a CPU for the rest of its fork and doubles the run); MVN_FLAGS=-o builds offline.
# The report lands in engine-stress/target/jcstress-run/.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
. "$root/bin/find-jdk.sh"
berth_find_jdk || exit 2
export JAVA_HOME="$BERTH_JAVA_HOME"
cd "$root"

must_fail=(BrokenRingBeforeTask BrokenClearBeforeResults)
package='dev.berth.engine.stress'
selection="${JCSTRESS_TESTS:-dev\.berth\.engine\.stress\.(?!BrokenPlainSpin\b)}"

# shellcheck disable=SC2086
./mvnw -B -q ${MVN_FLAGS:-} -pl engine-stress -am package -DskipTests
jar=engine-stress/target/jcstress.jar
run=engine-stress/target/jcstress-run
rm -rf "$run"
mkdir -p "$run"

flags=()
fork_flags="-Xmx256m"
if [ "$(berth_java_major "$JAVA_HOME/bin/java")" -ge 24 ]; then
  flags+=(--enable-native-access=ALL-UNNAMED) # jcstress loads JNA for CPU affinity
  fork_flags="--enable-native-access=ALL-UNNAMED"
fi
# -jvmArgs fixes the forks' flags, which also leaves out the C2-randomizer forks that would double the time
read -r -a mode <<< "${JCSTRESS_ARGS:--m sanity -iters 1 -time 100}"
start=$(date +%s)
set +e # the broken variants make jcstress itself exit non-zero
# run inside $run: jcstress drops its result blob into the working directory
(cd "$run" && "$JAVA_HOME/bin/java" "${flags[@]}" -jar "$root/$jar" -t "$selection" "${mode[@]}" -v \
  -jvmArgs "$fork_flags" -r results > console.txt 2>&1)
set -e
echo "jcstress: $(( $(date +%s) - start )) s, console in $run/console.txt, report in $run/results/index.html"

tests=$("$JAVA_HOME/bin/java" "${flags[@]}" -jar "$jar" -t "$selection" -l 2>/dev/null \
  | grep -oE "${package//./\\.}\\.[A-Za-z0-9_]+" | sed "s/^${package}\.//" | sort -u)
[ -n "$tests" ] || { echo "no jcstress tests found in $jar" >&2; exit 1; }

status=0
for t in $tests; do
  lines=$(grep -oE "\[[A-Z_]+\] ${package//./\\.}\\.${t}\$" "$run/console.txt" | sed 's/\].*/]/' | sort | uniq -c | tr -s ' ' | tr '\n' ' ')
  if [ -z "$lines" ]; then
    echo "NOT RUN   $t" ; status=1 ; continue
  fi
  required=0
  for m in "${must_fail[@]}"; do [ "$m" = "$t" ] && required=1; done
  if [ "$required" = 1 ]; then
    if grep -qE "\[FAILED\] ${package//./\\.}\\.${t}\$" "$run/console.txt"; then
      echo "caught    $t (broken on purpose):$lines"
    else
      echo "MISSED    $t (broken on purpose, but no forbidden outcome seen):$lines" ; status=1
    fi
  elif grep -qE "\[(FAILED|ERROR|[A-Z_]*ERR[A-Z_]*)\] ${package//./\\.}\\.${t}\$" "$run/console.txt"; then
    echo "FAILED    $t:$lines" ; status=1
  else
    echo "ok        $t:$lines"
  fi
done
# the variants whose breakage depends on the JIT (reported, not required): did they show their outcome?
sed -n '/Interesting tests:/,/Failed tests:/p' "$run/console.txt" | grep -oE "${package//./\\.}\\.[A-Za-z0-9_]+" | sort -u \
  | sed 's/^/interesting outcome seen: /' || true
exit "$status"
