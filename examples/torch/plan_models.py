"""Plans the activation memory of real torchvision models through `berth serve` and runs them out of the
planned arena, comparing with eager execution.

    /usr/bin/python3 examples/torch/plan_models.py                 # the full table, 10 s per solve
    /usr/bin/python3 examples/torch/plan_models.py --quick         # the test mode (bin/test-python.sh)

Per model: trace (torch.fx.symbolic_trace), find every intermediate storage and alias (fxplan.analyse),
solve the Berth memory instance with the default portfolio and with "greedy", compute TFLite's
greedy-by-size and first fit in start order as baselines, check each plan (Berth's `check` and
fxplan.verify_offsets), run the model out of each plan's arena and require bit-identical outputs to eager
execution; then run a deliberately overlapping plan and require that it is caught (Berth's checker
rejects it, the outputs differ).
Exits 1 if any of that fails.
"""
from __future__ import annotations

import argparse
import csv
import json
import os
import shlex
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "clients" / "python"))
sys.path.insert(0, str(HERE))

try:
    import torch
    import torch.fx
    import torchvision
except ImportError as e:  # the pyenv python3 on PATH does not see Debian's torch
    sys.exit(f"plan_models: {e}; run bin/setup-python.sh and use /usr/bin/python3 (now: {sys.executable})")

from berth_client import BerthError, BerthServer, Progress, find_launcher  # noqa: E402
import fxplan  # noqa: E402

MODELS = ["resnet50", "mobilenet_v2", "swin_t"]  # the quick mode's; the full table adds convnext_tiny, where
FULL_MODELS = MODELS + ["convnext_tiny"]           # greedy-by-size is not optimal

COLUMNS = ["model", "input", "nodes", "tensors", "aliases", "alias_mode", "buffers", "sum_bytes", "max_live_bytes",
           "berth_bound", "berth_arena", "berth_status", "berth_solver", "berth_seconds", "berth_wall_seconds",
           "berth_greedy_arena", "berth_greedy_seconds", "tflite_gbs_arena", "first_fit_arena", "berth_check",
           "equal_berth", "equal_berth_greedy", "equal_tflite_gbs", "equal_first_fit", "sabotage",
           "sabotage_rejected_by_check", "sabotage_output_differs"]


def colocate_supported(berth: BerthServer) -> bool:
    """Whether this server honours `colocate`: two buffers live at once, one group, room for only one.
    A server that ignores the field answers INFEASIBLE or places them apart; one that rejects it errs."""
    probe = {"family": "memory", "capacity": 64, "buffers": [
        {"id": "a", "start": 0, "end": 2, "size": 64, "colocate": "g"},
        {"id": "b", "start": 1, "end": 3, "size": 64, "colocate": "g"}]}
    try:
        s = berth.solve(probe, time_limit=5, timeout=120)
    except BerthError:
        return False
    a = s.get("assignment") or {}
    return s.get("status") in ("OPTIMAL", "FEASIBLE") and a.get("a") == a.get("b") == 0


def build(name: str, batch: int, size: int) -> tuple[torch.nn.Module, torch.Tensor]:
    torch.manual_seed(0)
    model = getattr(torchvision.models, name)(weights=None).eval()
    x = torch.randn(batch, 3, size, size)
    return model, x


def solution_for(a: fxplan.Analysis, mode: str, offsets: dict[str, int], like: dict[str, Any]) -> dict[str, Any]:
    """A solution object with the given root offsets (aliases at their root's), for Berth's `check`."""
    if mode == "merge":
        assignment = dict(offsets)
    else:
        assignment = {fxplan._holding_id(h): offsets[h.root] for h in a.holdings}
    span = max((offsets[r.id] + r.size for r in a.roots.values()), default=0)
    return {"family": "memory", "status": "FEASIBLE", "objective": span, "bound": like.get("bound"),
            "solver": like.get("solver", "python"), "assignment": assignment}


def plan_model(berth: BerthServer, name: str, args: argparse.Namespace, mode: str,
               instances_dir: Path | None) -> tuple[dict[str, Any], list[str]]:
    failures: list[str] = []
    model, x = build(name, args.batch, args.size)
    with torch.no_grad():
        eager = model(x)
    gm = torch.fx.symbolic_trace(model)
    a = fxplan.analyse(gm, x)
    if not fxplan.outputs_equal(a.reference, eager):
        failures.append(f"{name}: the traced graph's output differs from eager execution")
    instance = fxplan.memory_instance(a, mode)
    if instances_dir is not None:
        instances_dir.mkdir(parents=True, exist_ok=True)
        (instances_dir / f"{name}.{mode}.json").write_text(json.dumps(instance) + "\n")

    def show(p: Progress) -> None:
        if args.verbose:
            print(f"  [{name}] progress: objective {p.objective} bound {p.bound} at {p.seconds} s", file=sys.stderr)

    t0 = time.perf_counter()
    sol = berth.solve(instance, objective="peak", time_limit=args.time_limit, on_progress=show,
                      timeout=args.time_limit * 4 + 300)
    wall = time.perf_counter() - t0
    greedy = berth.solve(instance, solver="greedy", objective="peak", time_limit=args.time_limit,
                         timeout=args.time_limit * 4 + 300)
    row: dict[str, Any] = {
        "model": name, "input": "x".join(map(str, x.shape)), "nodes": len(a.nodes), "tensors": len(a.roots),
        "aliases": a.alias_count, "alias_mode": mode, "buffers": len(instance["buffers"]),
        "sum_bytes": a.total_bytes(), "max_live_bytes": a.max_live(),
        "berth_bound": sol.get("bound"), "berth_arena": None, "berth_status": sol.get("status"),
        "berth_solver": sol.get("solver"), "berth_seconds": sol.get("seconds"),
        "berth_wall_seconds": round(wall, 3), "berth_greedy_arena": None,
        "berth_greedy_seconds": greedy.get("seconds")}
    plans: dict[str, dict[str, int]] = {}
    for label, s in (("berth", sol), ("berth_greedy", greedy)):
        if s.get("status") not in ("OPTIMAL", "FEASIBLE"):
            failures.append(f"{name}: Berth's {label} plan has status {s.get('status')}")
            continue
        offsets = fxplan.root_offsets(a, mode, s["assignment"])
        arena = fxplan.verify_offsets(a, offsets)
        if arena != s.get("objective"):
            failures.append(f"{name}: {label} objective {s.get('objective')} but the plan spans {arena} bytes")
        row[f"{label}_arena"] = arena
        plans[label] = offsets
    verdict = berth.check(instance, sol)
    row["berth_check"] = "valid" if verdict.get("valid") else f"INVALID: {verdict.get('violation')}"
    if not verdict.get("valid"):
        failures.append(f"{name}: Berth's checker rejects the portfolio's plan: {verdict.get('violation')}")
    tfl = fxplan.greedy_by_size(a)
    row["tflite_gbs_arena"] = fxplan.verify_offsets(a, tfl)
    plans["tflite_gbs"] = tfl
    plans["first_fit"] = fxplan.first_fit_by_start(a)
    row["first_fit_arena"] = fxplan.verify_offsets(a, plans["first_fit"])

    for label in ("berth", "berth_greedy", "tflite_gbs", "first_fit"):
        if label not in plans:
            row[f"equal_{label}"] = "not run"
            continue
        out, _ = fxplan.run_in_arena(gm, a, plans[label], x)
        same = fxplan.outputs_equal(out, eager)
        row[f"equal_{label}"] = same
        if not same:
            failures.append(f"{name}: running from the {label} arena changed the output")

    # the harness must be able to fail: an overlapping plan is rejected and corrupts the output
    base = plans.get("berth", tfl)
    bad = fxplan.sabotage(a, base)
    if bad is None:
        row.update(sabotage="no candidate", sabotage_rejected_by_check=None, sabotage_output_differs=None)
    else:
        bad_offsets, what = bad
        v = berth.check(instance, solution_for(a, mode, bad_offsets, sol))
        out, _ = fxplan.run_in_arena(gm, a, bad_offsets, x)
        differs = not fxplan.outputs_equal(out, eager)
        row.update(sabotage=what, sabotage_rejected_by_check=not v.get("valid"), sabotage_output_differs=differs)
        if v.get("valid"):
            failures.append(f"{name}: Berth's checker accepted an overlapping plan ({what})")
        if not differs:
            failures.append(f"{name}: an overlapping plan ({what}) did not change the output: the arena run "
                            f"cannot detect planning errors")
    return row, failures


def mib(n: Any) -> str:
    return "–" if n is None else f"{n / 2**20:.2f}"


def server_version(launcher: Path) -> str:
    """The commit the launcher's checkout is at (the table must say which server planned it)."""
    import subprocess
    r = subprocess.run(["git", "-C", str(launcher.resolve().parent), "log", "-1", "--format=%h %s"],
                       capture_output=True, text=True)
    return r.stdout.strip()[:100] if r.returncode == 0 else "unknown (not a git checkout)"


def write_results(rows: list[dict[str, Any]], out: Path, command: str, args: argparse.Namespace) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "rows.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS)
        w.writeheader()
        w.writerows(rows)
    lines = [
        "# Activation memory of torchvision models planned by Berth",
        "",
        f"Made by `{command}` (torch {torch.__version__}, torchvision {torchvision.__version__}, "
        f"{torch.get_num_threads()} torch thread(s), {os.cpu_count()} cores; random weights, seed 0, eval mode).",
        f"Server: `berth serve` built from `{args.server}`.",
        f"Raw rows: `rows.csv`; the Berth instances: `instances/`. Sizes in MiB (2^20 bytes), every tensor "
        f"rounded up to {fxplan.ALIGN} bytes and placed at {fxplan.ALIGN}-byte offsets.",
        "",
        "| model | tensors (aliases) | sum of sizes | max live | Berth bound | **Berth arena** | status | "
        "Berth solve s (wall) | Berth greedy | TFLite greedy-by-size | first fit in start order "
        "| outputs identical (Berth / greedy / GbS / FF) | sabotage caught (check / output) |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['model']} {r['input']} | {r['tensors']} ({r['aliases']}) | {mib(r['sum_bytes'])} | "
            f"{mib(r['max_live_bytes'])} | {mib(r['berth_bound'])} | **{mib(r['berth_arena'])}** | "
            f"{r['berth_status']} ({r['berth_solver']}) | {r['berth_seconds']} ({r['berth_wall_seconds']}) | "
            f"{mib(r['berth_greedy_arena'])} | {mib(r['tflite_gbs_arena'])} | {mib(r['first_fit_arena'])} | "
            f"{r['equal_berth']} / {r['equal_berth_greedy']} / {r['equal_tflite_gbs']} / {r['equal_first_fit']} | "
            f"{r['sabotage_rejected_by_check']} / {r['sabotage_output_differs']} |")
    lines += ["", f"Alias handling: `{rows[0]['alias_mode'] if rows else args.alias}` (see README.md).", ""]
    (out / "table.md").write_text("\n".join(lines))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--models", help=f"comma-separated torchvision model names (default: {','.join(FULL_MODELS)}; "
                                     f"--quick: {','.join(MODELS)})")
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--size", type=int, default=224, help="input height and width")
    ap.add_argument("--time-limit", type=float, default=10.0, help="seconds per Berth solve")
    ap.add_argument("--alias", choices=["auto", "colocate", "merge"], default="auto",
                    help="model aliases as colocate groups or merge them into their root (auto: colocate when "
                         "the server supports it)")
    ap.add_argument("--berth", help="the berth launcher (default: $BERTH or the repository's ./berth)")
    ap.add_argument("--out", help="directory for table.md, rows.csv, instances/ (default: examples/torch/results, "
                                  "none in --quick mode)")
    ap.add_argument("--threads", type=int, default=1, help="torch threads (1: the same kernels every run)")
    ap.add_argument("--quick", action="store_true", help="test mode: 3 s solves, results not written unless --out")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.quick and args.time_limit == 10.0:
        args.time_limit = 3.0
    if args.models is None:
        args.models = ",".join(MODELS if args.quick else FULL_MODELS)
    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)
    out = Path(args.out) if args.out else (None if args.quick else HERE / "results")
    command = "/usr/bin/python3 examples/torch/plan_models.py " + " ".join(map(shlex.quote, argv or sys.argv[1:]))

    launcher = Path(args.berth) if args.berth else find_launcher(HERE)
    args.server = server_version(launcher)
    rows: list[dict[str, Any]] = []
    failures: list[str] = []
    with BerthServer(launcher, forward_stderr=sys.stderr) as berth:
        mode = args.alias
        if mode == "auto":
            mode = "colocate" if colocate_supported(berth) else "merge"
            print(f"plan_models: this server {'honours' if mode == 'colocate' else 'does not honour'} `colocate`; "
                  f"aliases are modelled by {mode}", file=sys.stderr)
        for name in args.models.split(","):
            t = time.perf_counter()
            row, bad = plan_model(berth, name, args, mode, out / "instances" if out else None)
            rows.append(row)
            failures += bad
            print(f"plan_models: {name}: arena {row['berth_arena']} B (bound {row['berth_bound']}, "
                  f"{row['berth_status']}), Berth greedy {row['berth_greedy_arena']}, TFLite GbS "
                  f"{row['tflite_gbs_arena']}, first fit {row['first_fit_arena']}, sum {row['sum_bytes']}; "
                  f"outputs identical {row['equal_berth']}/{row['equal_berth_greedy']}/{row['equal_tflite_gbs']}/"
                  f"{row['equal_first_fit']}; sabotage caught {row['sabotage_rejected_by_check']}/"
                  f"{row['sabotage_output_differs']} ({time.perf_counter() - t:.1f} s)", file=sys.stderr)
    if out is not None:
        write_results(rows, out, command, args)
        print(f"plan_models: wrote {out}/table.md and rows.csv", file=sys.stderr)
    for f in failures:
        print(f"plan_models: FAIL {f}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
