#!/usr/bin/env bash
# Runs the bench module's JMH micro-benchmarks (test sources, compiled with JMH's annotation processor).
# Usage: bench/jmh.sh [JMH arguments]     e.g.  bench/jmh.sh MemoryCheckBenchmark
#        bench/jmh.sh -l                  lists the benchmarks; bench/jmh.sh -h for JMH's options
# The berth modules the bench depends on are built from this checkout (-am; nothing is installed into ~/.m2,
# and the classpath points at their target/classes); MVN_FLAGS=-o builds offline.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
. "$root/bin/find-jdk.sh"
berth_find_jdk
export JAVA_HOME="$BERTH_JAVA_HOME"
cd "$root"
cp_file="$root/bench/target/jmh.classpath"
# shellcheck disable=SC2086
./mvnw -B -q ${MVN_FLAGS:-} -pl bench -am test-compile dependency:build-classpath \
  -Dmdep.includeScope=test -Dmdep.outputFile="$cp_file"
flags=()
if [ "$(berth_java_major "$JAVA_HOME/bin/java")" -ge 24 ]; then
  flags+=(--sun-misc-unsafe-memory-access=allow) # JMH uses sun.misc.Unsafe; forks inherit the flag
fi
exec "$JAVA_HOME/bin/java" "${flags[@]}" -cp "bench/target/test-classes:bench/target/classes:$(cat "$cp_file")" \
  org.openjdk.jmh.Main "$@"
