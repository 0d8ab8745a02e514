#!/usr/bin/env python3
"""Compare bench rows before and after the front-door refactor.

usage: compare.py PRE POST1 POST2   (each a run.sh output dir holding <family>/results.csv, or a folder of
                                     <family>.csv as committed here: pre/, post/, post-again/)

A row is (instance, strategy); every column is compared except the times and heaps (seconds,
heap_peak_bytes, heap_base_bytes), and in the stats JSON every key but the times (a key whose name holds
'seconds', 'millis' or 'nanos', at any depth, e.g. the portfolio members' own seconds).
Rows where the two runs of the same (after) jar differ are timing-dependent: a search stopped by the clock
rather than by --node-limit. They are counted apart and left out of the before/after claim.
Prints, per family: rows, agreeing, timing-dependent, disagreeing; then each differing row and field.
Exit status 1 when any row disagrees before/after (or a row is missing on one side).
"""
import csv
import json
import re
import sys
from pathlib import Path

FAMILIES = ["memory", "sync", "tiles", "channels", "simt"]
IGNORED_COLUMNS = {"seconds", "heap_peak_bytes", "heap_base_bytes"}
TIME_KEY = re.compile(r"seconds|millis|nanos", re.IGNORECASE)


def strip_times(value):
    if isinstance(value, dict):
        return {k: strip_times(v) for k, v in value.items() if not TIME_KEY.search(k)}
    if isinstance(value, list):
        return [strip_times(v) for v in value]
    return value


def flatten(value, prefix="stats"):
    """{'a': {'b': 1}} -> {'stats.a.b': 1}, so that a difference names its field."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            out.update(flatten(v, f"{prefix}.{k}"))
        return out
    return {prefix: value}


def load(path):
    rows = {}
    with open(path, newline="") as f:
        for row in csv.DictReader(f):
            key = (row["instance"], row["strategy"])
            n = 1
            while key + (n,) in rows:   # a repeated (instance, strategy) keeps its order
                n += 1
            fields = {c: v for c, v in row.items() if c not in IGNORED_COLUMNS and c != "stats"}
            stats = row.get("stats") or ""
            if stats:
                fields.update(flatten(strip_times(json.loads(stats))))
            rows[key + (n,)] = fields
    return rows


def diff(a, b):
    if a is None or b is None:
        return ["(row missing on one side)"]
    out = []
    for k in sorted(set(a) | set(b)):
        if a.get(k) != b.get(k):
            out.append(f"{k}: {a.get(k)!r} -> {b.get(k)!r}")
    return out


def main():
    pre, post1, post2 = (Path(p) for p in sys.argv[1:4])
    bad = False
    lines = []
    print(f"{'family':9} {'rows':>5} {'agree':>6} {'timing-dep':>10} {'disagree':>9}")
    for fam in FAMILIES:
        files = [d / f"{fam}.csv" if (d / f"{fam}.csv").exists() else d / fam / "results.csv"
                 for d in (pre, post1, post2)]
        if not all(f.exists() for f in files):
            print(f"{fam:9} (missing: {', '.join(str(f) for f in files if not f.exists())})")
            bad = True
            continue
        a, b, c = (load(f) for f in files)
        keys = sorted(set(a) | set(b) | set(c))
        agree = timing = disagree = 0
        for k in keys:
            if diff(b.get(k), c.get(k)):
                timing += 1
                lines.append(f"{fam} TIMING-DEPENDENT {k[0]} / {k[1]} (after run 1 vs after run 2): "
                             + "; ".join(diff(b.get(k), c.get(k))))
                d = diff(a.get(k), b.get(k))
                if d:
                    lines.append(f"    (before vs after run 1 also differs: {'; '.join(d)})")
            elif diff(a.get(k), b.get(k)):
                disagree += 1
                bad = True
                lines.append(f"{fam} DISAGREE {k[0]} / {k[1]} (before -> after): "
                             + "; ".join(diff(a.get(k), b.get(k))))
            else:
                agree += 1
        print(f"{fam:9} {len(keys):5} {agree:6} {timing:10} {disagree:9}")
    for line in lines:
        print(line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
