# Sourced by ./berth. The JDK's ahead-of-time class cache for the CLI: JDK 25's AOT cache (JEP 483/514),
# or an AppCDS archive on JDK 21-24. A call starts from it when it matches this jar, its libraries, this JDK
# and these JVM flags; otherwise one training run (dev.berth.cli.AotTraining on the bundled examples) records
# a new one first. Nothing here may fail or change a user's call: every problem means "run without a cache",
# and the JVM is told to keep quiet about a cache it cannot use (its warnings go to stdout by default).
#
# Files, next to the jar: berth-<key>.aot (the cache), berth-<key>.aot.failed (training failed for this
# key: don't retry on every call), berth.aot.lock (a training run in progress). BERTH_AOT=0 disables it all.

berth_aot_key() { # a digest of what the cache depends on; any change names a new cache file
  local jar="$1"; shift
  {
    echo "$BERTH_JAVA_HOME"
    cat "$BERTH_JAVA_HOME/release" 2>/dev/null
    stat -c '%n %s %Y' "$BERTH_JAVA_HOME/bin/java" "$jar" "$(dirname "$jar")"/lib/*.jar 2>/dev/null
    printf '%s\n' "$@"
  } | cksum | awk '{print $1 "-" $2}'
}

# Sets berth_aot_flags to the flags that use the cache for jar $1 run with JVM flags $2... -- properties...,
# creating the cache first when there is none. berth_aot_flags stays empty when there is no usable cache.
berth_aot_prepare() {
  berth_aot_flags=()
  [ "${BERTH_AOT:-1}" = 0 ] && return 0
  [ "${BERTH_JAVA_MAJOR:-0}" -ge 21 ] 2>/dev/null || return 0
  local jar="$1"; shift
  local dir key cache jvm=() props=()
  while [ $# -gt 0 ] && [ "$1" != -- ]; do jvm+=("$1"); shift; done
  [ $# -gt 0 ] && shift
  props=("$@")
  dir="$(dirname "$jar")"
  key="$(berth_aot_key "$jar" "${jvm[@]}")" || return 0
  cache="$dir/berth-$key.aot"
  if [ ! -s "$cache" ] && [ ! -e "$cache.failed" ]; then
    berth_aot_train "$jar" "$cache" "${jvm[@]}" ${props[@]+"${props[@]}"} || true
  fi
  [ -s "$cache" ] || return 0
  if [ "$BERTH_JAVA_MAJOR" -ge 25 ]; then
    berth_aot_flags=(-Xlog:aot*=off -Xlog:cds*=off -Xlog:class+path*=off -XX:AOTMode=auto "-XX:AOTCache=$cache")
  else
    berth_aot_flags=(-Xlog:cds*=off -Xlog:class+path*=off -Xshare:auto "-XX:SharedArchiveFile=$cache")
  fi
}

# Records the cache $2 for jar $1 under JVM flags $3...: into a temporary file, renamed into place only when
# complete, so a concurrent call sees either no cache or a whole one. One trainer at a time (a lock directory);
# a call that finds a training run under way simply runs without the cache.
berth_aot_train() {
  local jar="$1" cache="$2"; shift 2
  local dir lock tmp ok=0
  dir="$(dirname "$jar")"
  lock="$dir/berth.aot.lock"
  # a lock left by a killed trainer: training takes well under ten minutes
  if [ -d "$lock" ] && [ -n "$(find "$lock" -maxdepth 0 -mmin +10 2>/dev/null)" ]; then
    rmdir "$lock" 2>/dev/null || true
  fi
  mkdir "$lock" 2>/dev/null || return 1
  tmp="$cache.tmp.$$"
  local record=(-XX:AOTCacheOutput="$tmp")
  [ "$BERTH_JAVA_MAJOR" -ge 25 ] || record=(-XX:ArchiveClassesAtExit="$tmp")
  # -cp with the jar gives the JVM the same class path as -jar (the jar and its manifest's lib/ entries)
  if "$JAVA_HOME/bin/java" "$@" "${record[@]}" -cp "$jar" dev.berth.cli.AotTraining "$BERTH_ROOT" \
       </dev/null >/dev/null 2>&1 && [ -s "$tmp" ]; then
    mv -f "$tmp" "$cache" && ok=1
  fi
  rm -f "$tmp" "$tmp.config"
  if [ "$ok" = 1 ]; then
    # older caches of this jar can never match again
    for old in "$dir"/berth-*.aot "$dir"/berth-*.aot.failed; do
      [ -e "$old" ] && [ "$old" != "$cache" ] && rm -f "$old"
    done
  else
    : >"$cache.failed" 2>/dev/null || true
  fi
  rmdir "$lock" 2>/dev/null || true
  [ "$ok" = 1 ]
}
