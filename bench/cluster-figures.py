#!/usr/bin/env python3
"""Figures of bench/CLUSTER.md from the directories bench/cluster-sweep.sh wrote: per sweep the batches' wall time
and rows/s (the coordinator's summary lines), the coordination overhead per run (cluster-runs.csv), the runs per
member, re-runs, and how many rows agree with a reference sweep (status and peak; time-limited runs may differ)."""
import csv, re, statistics, sys
from pathlib import Path


def rows(d):
    with open(d / "results.csv", newline="") as f:
        return {(r["instance"], r["strategy"]): r for r in csv.DictReader(f)}


def main(reference, *dirs):
    ref = rows(Path(reference))
    print("| sweep | members | runs batch s | proof-check batch s | rows | rows/s (runs) | process s | overhead median / mean / p90 / max ms | round trip - solve, median / mean ms | runs per member | made again | rows as reference (status, peak) |")
    print("|---|---|---|---|---|---|---|---|---|---|---|---|")
    for name in dirs:
        d = Path(name)
        out = (d / "stdout.txt").read_text()
        batches = {}
        for m in re.finditer(r"cluster: (runs|proof checks): (\d+) rows \(.*?\), (\d+) members, ([\d.]+) s", out):
            batches[m.group(1)] = (int(m.group(2)), int(m.group(3)), float(m.group(4)))
        with open(d / "cluster-runs.csv", newline="") as f:
            runs = [r for r in csv.DictReader(f) if r["member"] != "journal"]
        over = sorted(1e3 * float(r["overhead_seconds"]) for r in runs)
        beyond = sorted(1e3 * (float(r["round_trip_seconds"]) - float(r["solve_seconds"])) for r in runs)
        per = {}
        for r in runs:
            per[r["member"].split(":")[1]] = per.get(r["member"].split(":")[1], 0) + 1
        again = sum(1 for r in runs if int(r["attempts"]) > 1)
        mine = rows(d)
        same = sum(1 for k, r in mine.items() if k in ref and (ref[k]["status"], ref[k]["peak"]) == (r["status"], r["peak"]))
        wall = (d / "wall.txt").read_text().strip() if (d / "wall.txt").exists() else ""
        proc = re.search(r"([\d.]+) s", wall).group(1) if wall else "-"
        n, members, secs = batches.get("runs", (0, 0, float("nan")))
        pc = batches.get("proof checks", (0, 0, 0.0))
        p90 = over[min(len(over) - 1, int(0.9 * len(over)))] if over else float("nan")
        print(f"| {d.name} | {members} | {secs:.1f} | {pc[2]:.1f} ({pc[0]} runs) | {len(mine)} | {n / secs:.3f} | {float(proc):.1f} | "
              f"{statistics.median(over):.1f} / {statistics.mean(over):.1f} / {p90:.1f} / {over[-1]:.1f} | "
              f"{statistics.median(beyond):.0f} / {statistics.mean(beyond):.0f} | "
              f"{', '.join(f'{p}: {c}' for p, c in sorted(per.items()))} | {again} | {same}/{len(mine)} |")


if __name__ == "__main__":
    main(*sys.argv[1:])
