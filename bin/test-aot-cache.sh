#!/usr/bin/env bash
# Checks the launcher's ahead-of-time class cache (bin/aot-cache.sh) on a copy of the built CLI: created on
# first use, reused, replaced when the jar is rebuilt, ignored when corrupt or being made by another call,
# off with BERTH_AOT=0, and never a byte of difference in what a call prints. Asserts files and outputs,
# never timings. Builds the CLI first (through ./berth) if it is not built. Exits 0 when all pass.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/berth" --version >/dev/null # build if needed
. "$root/bin/find-jdk.sh"
berth_find_jdk
if [ "$BERTH_JAVA_MAJOR" -lt 21 ]; then echo "0 passed, 0 failed, 1 skipped: needs a JDK >= 21"; exit 0; fi

work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT
t="$work/berth"; mkdir -p "$t/cli/target"
cp -r "$root/berth" "$root/bin" "$root/examples" "$t/"
cp -r "$root/cli/target/berth.jar" "$root/cli/target/lib" "$t/cli/target/"
target="$t/cli/target"
pass=0; fail=0
check() { # description, then a command that must succeed
  local what="$1"; shift
  if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAILED: $what" >&2; fi
}
caches() { find "$target" -maxdepth 1 -name 'berth-*.aot' | sort; }
call() { # args -> $work/out, $work/err, $work/rc
  set +e; "$t/berth" "$@" >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; set -e
}
clean_version() { [ "$(cat "$work/out")" = "berth 0.1.0" ] && [ ! -s "$work/err" ] && [ "$(cat "$work/rc")" = 0 ]; }
no_leftovers() { [ -z "$(find "$target" -maxdepth 1 \( -name '*.tmp.*' -o -name 'berth.aot.lock' -o -name '*.failed' \))" ]; }
uses_cache() { # the JVM itself says it mapped the cache and runs with its linked classes
  rm -f "$work/aot.log"
  JAVA_TOOL_OPTIONS="-Xlog:aot=info:file=$work/aot.log" "$t/berth" --version >/dev/null 2>&1
  grep -q "Opened AOT cache\|Opened shared archive" "$work/aot.log" 2>/dev/null \
    && ! grep -q "Unable to map\|mismatch" "$work/aot.log"
}

# 1. first use: the call prints exactly what it would without a cache, and leaves one cache, nothing else
check "no cache before first use" [ -z "$(caches)" ]
call --version
check "first call prints only the version" clean_version
check "first call creates one cache" [ "$(caches | wc -l)" = 1 ]
check "no temp file, lock or failure marker left" no_leftovers
first="$(caches)"

# 2. reuse: the same file, untouched, and the JVM maps it
stamp="$(stat -c '%i %Y %s' "$first")"
call --version
check "second call prints only the version" clean_version
check "second call reuses the cache file" [ "$(caches)" = "$first" ] && [ "$(stat -c '%i %Y %s' "$first")" = "$stamp" ]
if [ "$BERTH_JAVA_MAJOR" -ge 25 ]; then check "the JVM opens and uses the cache" uses_cache; fi

# 3. same answers with and without the cache (the solve's own seconds aside)
strip() { grep -v '"seconds"' "$1"; }
call solve "$t/examples/sync/example2.json" --solver exact; cp "$work/out" "$work/warm.json"; warm_err="$(cat "$work/err")"
set +e; BERTH_AOT=0 "$t/berth" solve "$t/examples/sync/example2.json" --solver exact >"$work/cold.json" 2>"$work/cold.err"; set -e
check "solve prints the same JSON with and without the cache" diff <(strip "$work/warm.json") <(strip "$work/cold.json")
check "solve's stderr is the same with and without the cache" [ "$warm_err" = "$(cat "$work/cold.err")" ]

# 4. a rebuilt jar (new timestamp) gets a new cache; the old one is removed
touch -d '+2 seconds' "$target/berth.jar"
call --version
check "call after a rebuild prints only the version" clean_version
check "rebuild: one cache, under a new name" [ "$(caches | wc -l)" = 1 ] && [ "$(caches)" != "$first" ]
check "rebuild: no leftovers" no_leftovers
second="$(caches)"

# 5. a corrupt cache is ignored silently, and the call still works
head -c 4096 /dev/urandom >"$second"
call --version
check "corrupt cache: prints only the version" clean_version
call solve "$t/examples/memory/attention-block.json" --solver greedy
check "corrupt cache: solve still answers" grep -q '"status" : "OPTIMAL"\|"status" : "FEASIBLE"' "$work/out"
check "corrupt cache: solve's stderr is empty" [ ! -s "$work/err" ]

# 6. another call recording the cache (its lock held): run without, make nothing
rm -f "$target"/berth-*.aot; mkdir "$target/berth.aot.lock"
call --version
check "training under way elsewhere: prints only the version" clean_version
check "training under way elsewhere: no cache made" [ -z "$(caches)" ]
rmdir "$target/berth.aot.lock"

# 7. BERTH_AOT=0: neither used nor made
set +e; BERTH_AOT=0 "$t/berth" --version >"$work/out" 2>"$work/err"; echo $? >"$work/rc"; set -e
check "BERTH_AOT=0: prints only the version" clean_version
check "BERTH_AOT=0: no cache made" [ -z "$(caches)" ]

# 8. two calls starting at once: both answer, and one whole cache results
( "$t/berth" --version >"$work/a.out" 2>"$work/a.err" ) & a=$!
( "$t/berth" --version >"$work/b.out" 2>"$work/b.err" ) & b=$!
wait $a; wait $b
check "concurrent calls print only the version" [ "$(cat "$work/a.out" "$work/b.out")" = "$(printf 'berth 0.1.0\nberth 0.1.0')" ] && [ ! -s "$work/a.err" ] && [ ! -s "$work/b.err" ]
check "concurrent calls: one cache" [ "$(caches | wc -l)" = 1 ]
check "concurrent calls: no leftovers" no_leftovers
if [ "$BERTH_JAVA_MAJOR" -ge 25 ]; then check "concurrent calls: the cache is whole and used" uses_cache; fi

echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
