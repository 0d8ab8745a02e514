# Sourced by ./berth and ./run-tests. Sets BERTH_JAVA_HOME to a JDK >= 21, or explains what to install.
# Order: JAVA_HOME if it is new enough, then `java` on PATH, then the usual install locations.

berth_java_major() { # prints the feature version of the java binary $1, or nothing
  # A JDK's release file names its version; reading it saves starting a JVM (~0.1 s) on every call.
  local release v
  release="$(dirname "$(dirname "$1")")/release"
  if [ -r "$release" ]; then
    v="$(sed -n 's/^JAVA_VERSION="\{0,1\}\([0-9][0-9]*\).*/\1/p' "$release" | head -n 1)"
    [ "$v" = 1 ] && v="" # 1.8-style numbering: let the JVM say
    if [ -n "$v" ]; then
      echo "$v"
      return
    fi
  fi
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}' | cut -d. -f1
}

berth_find_jdk() {
  local min=21 candidates=() c major
  [ -n "${JAVA_HOME:-}" ] && candidates+=("$JAVA_HOME")
  if command -v javac >/dev/null 2>&1; then
    candidates+=("$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")")
  fi
  # newest first, so a machine with several JDKs gets the best one
  for c in $(ls -d /usr/lib/jvm/* /usr/java/* /opt/java/* /opt/jdk* "$HOME"/.sdkman/candidates/java/* \
                 "$HOME"/.jdks/* /Library/Java/JavaVirtualMachines/*/Contents/Home 2>/dev/null | sort -rV); do
    candidates+=("$c")
  done
  for c in "${candidates[@]}"; do
    [ -x "$c/bin/java" ] && [ -x "$c/bin/javac" ] || continue
    major=$(berth_java_major "$c/bin/java")
    if [ -n "$major" ] && [ "$major" -ge "$min" ] 2>/dev/null; then
      BERTH_JAVA_HOME="$c"
      BERTH_JAVA_MAJOR="$major"
      return 0
    fi
  done
  {
    echo "berth: needs a JDK $min or newer (with javac); none was found."
    [ -n "${JAVA_HOME:-}" ] && echo "  JAVA_HOME=$JAVA_HOME is older than $min or not a JDK."
    echo "  Install one, e.g. 'apt-get install openjdk-21-jdk' (Debian/Ubuntu) or a Temurin 21+ build,"
    echo "  then set JAVA_HOME to it or put its bin/ on PATH."
  } >&2
  return 1
}
