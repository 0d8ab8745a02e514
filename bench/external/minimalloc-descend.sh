#!/usr/bin/env bash
# minimalloc-descend.sh — "best peak within the time" with Google's MiniMalloc, for `berth bench --external`.
#
# MiniMalloc's own --minimize_capacity bisects the capacity from 0 upwards: its first probes are far below
# the optimum, and on instances where proving such a capacity infeasible takes long (D, E, J of the
# challenging suite) it returns nothing within the time. This wrapper descends from above instead:
#
#   1. run MiniMalloc at the instance's capacity (a plain fit);
#   2. while time is left: run it again at (best peak − 1), each call with the time that is left; a call
#      that lays out gives a new, lower best peak (MiniMalloc's layout may land well below the capacity it
#      was given, so a step often drops by more than one byte); a call that fails (infeasible, i.e. the
#      best peak is proven minimal, or out of time) ends the descent.
#
# Step rule: best peak − 1 byte, not a bisection between a lower bound and the best peak. A probe below the
# optimum can take as long to refute as MiniMalloc's bisection does (that is the problem this wrapper works
# around), so every probe stays just under a capacity known to be feasible. A capacity below the maximum
# live bytes is refuted by MiniMalloc at once (section inference), so at an instance whose best peak meets
# that bound the descent ends immediately.
#
# The best layout so far is always in OUTPUT (MiniMalloc's CSV with an offset column; each successful call's
# file is moved there whole). Exit 0 when OUTPUT holds a layout, 1 when no call laid out.
#
# Usage (the berth bench placeholders are filled in by ExternalAllocator):
#   minimalloc-descend.sh BINARY {capacity} {input} {output} {seconds}
#   berth bench DIR --objective peak --time-limit 600 \
#     --external 'minimalloc-descend=bench/external/minimalloc-descend.sh /path/to/minimalloc {capacity} {input} {output} {seconds}'
#
# Time: the wrapper finishes within SECONDS (it keeps a margin of 0.5 s + 2 % of SECONDS for the last
# MiniMalloc call to stop, the file move and process exit); each call gets MiniMalloc's --timeout for the
# time left and is also stopped by coreutils `timeout` one margin later, in case it overruns.
# Environment: MINIMALLOC_DESCEND_LOG=1 prints one line per call on stderr (berth keeps stderr's last line).
#
# Not part of Berth: Berth neither ships nor builds MiniMalloc; build it yourself (see bench/EXACT-SEARCH.md).
set -u

if [ "$#" -ne 5 ]; then
    echo "usage: $0 MINIMALLOC_BINARY CAPACITY INPUT OUTPUT SECONDS" >&2
    exit 2
fi
bin=$1 capacity=$2 input=$3 output=$4 seconds=$5

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }

start=$(now_ms)
margin=$(( 500 + seconds * 20 ))                 # 0.5 s + 2 % of the budget, in ms
deadline=$(( start + seconds * 1000 - margin ))
tmp=$(mktemp -d "${TMPDIR:-/tmp}/minimalloc-descend.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 143' TERM INT

# the peak of a layout CSV: max(offset + size) over its rows, columns found by name in the header
peak_of() {
    awk -F, 'NR == 1 { for (i = 1; i <= NF; i++) { if ($i == "size") s = i; if ($i == "offset") o = i }; next }
             s && o { p = $o + $s; if (p > max) max = p } END { if (!(s && o)) exit 1; printf "%d\n", max }' "$1"
}

log() { [ "${MINIMALLOC_DESCEND_LOG:-0}" = 1 ] && echo "minimalloc-descend: $*" >&2; return 0; }

best=""
cap=$capacity
calls=0
reason="time is up"
while :; do
    left=$(( deadline - $(now_ms) ))
    if [ "$left" -lt 200 ]; then
        reason="time is up"
        break
    fi
    secs=$(( left / 1000 )).$(printf '%03d' $(( left % 1000 )))
    calls=$(( calls + 1 ))
    rm -f "$tmp/out.csv"
    timeout -k 1 "$(( (left + margin) / 1000 + 1 ))" "$bin" --capacity="$cap" --input="$input" \
        --output="$tmp/out.csv" --timeout="${secs}s" >"$tmp/stdout" 2>"$tmp/stderr"
    rc=$?
    if [ "$rc" -eq 0 ] && [ -s "$tmp/out.csv" ] && p=$(peak_of "$tmp/out.csv"); then
        mv -f "$tmp/out.csv" "$output" || exit 1
        best=$p
        log "call $calls at capacity $cap: peak $p ($(( $(now_ms) - start )) ms)"
        cap=$(( p - 1 ))
        if [ "$cap" -lt 1 ]; then
            reason="peak 0"
            break
        fi
    else
        last=$(grep -v '^[[:space:]]*$' "$tmp/stderr" | tail -n 1)
        log "call $calls at capacity $cap: no layout (exit $rc: $last) ($(( $(now_ms) - start )) ms)"
        case "$last" in
            *NOT_FOUND*|*[Nn]ot\ found*|*[Ii]nfeasible*) reason="capacity $cap refuted" ;;
            *DEADLINE*|*[Dd]eadline*) reason="time is up at capacity $cap" ;;
            *) reason="exit $rc at capacity $cap: $last" ;;
        esac
        break
    fi
done

if [ -z "$best" ]; then
    echo "minimalloc-descend: no layout after $calls call(s): $reason" >&2
    exit 1
fi
echo "minimalloc-descend: best peak $best after $calls call(s), $(( $(now_ms) - start )) ms; stopped: $reason" >&2
exit 0
