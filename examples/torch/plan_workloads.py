"""Plans the memory of whole training steps and of KV-cache decoding through `berth serve`, runs each step out
of the planned arena and compares it with eager execution bit for bit.

    /usr/bin/python3 examples/torch/plan_workloads.py            # the full table (results/workloads-table.md)
    /usr/bin/python3 examples/torch/plan_workloads.py --quick    # the test mode (bin/test-python.sh)

Per workload (workloads.py): run it eagerly (the reference: loss, every gradient, every generated token,
and every input afterwards, batch-norm statistics included), trace it into one FX graph of ATen operators
(make_fx), find every intermediate storage and alias by running the graph (fxplan.analyse), solve the
Berth memory instance with the default portfolio, compute TFLite's greedy-by-size and first fit in start
order as baselines, check each plan (Berth's `check` for Berth's, fxplan.verify_offsets for all), run the
step out of each plan's arena and require bit-identical results; then run a deliberately overlapping plan
and require that it is caught (Berth's checker rejects it, the results differ). Exits 1 if any of that
fails. Every run starts from the same seed (dropout) with fresh copies of the inputs, on one torch thread
with deterministic algorithms.
"""
from __future__ import annotations

import argparse
import contextlib
import csv
import json
import os
import shlex
import sys
import time
from pathlib import Path
from typing import Any, Callable

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
sys.path.insert(0, str(REPO / "clients" / "python"))
sys.path.insert(0, str(HERE))

try:
    import torch
    import torchvision
    from torch.fx.experimental.proxy_tensor import make_fx
except ImportError as e:  # the pyenv python3 on PATH does not see Debian's torch
    sys.exit(f"plan_workloads: {e}; run bin/setup-python.sh and use /usr/bin/python3 (now: {sys.executable})")

from berth_client import BerthServer, Progress, find_launcher  # noqa: E402
import fxplan  # noqa: E402
import workloads  # noqa: E402
from plan_models import colocate_supported, mib, server_version, solution_for  # noqa: E402

SUITE = REPO / "bench" / "suites" / "real-traces"
PLANS = ("berth", "tflite_gbs", "first_fit")

COLUMNS = ["workload", "model", "kind", "batch", "shape", "nodes", "tensors", "aliases", "alias_mode", "buffers",
           "instance_bytes", "sum_bytes", "max_live_bytes", "berth_bound", "berth_arena", "berth_status",
           "berth_solver", "berth_seconds", "berth_wall_seconds", "tflite_gbs_arena", "first_fit_arena",
           "berth_ratio", "tflite_gbs_ratio", "first_fit_ratio", "berth_check", "trace_equal", "equal_berth",
           "equal_tflite_gbs", "equal_first_fit", "sabotage", "sabotage_rejected_by_check",
           "sabotage_output_differs", "eager_seconds", "trace_seconds", "arena_run_seconds"]


def detached(xs: Any) -> list[Any]:
    return [x.detach() if isinstance(x, torch.Tensor) else x for x in xs]


def same(x: Any, y: Any) -> bool:
    return fxplan.outputs_equal(list(x), list(y))


class Runner:
    """Runs one workload in its different ways, each from the same seed with fresh inputs; a result is
    (outputs, the inputs afterwards)."""

    def __init__(self, wl: workloads.Workload) -> None:
        self.wl = wl

    def _go(self, trainable: bool, fn: Callable[[list[torch.Tensor]], Any]) -> tuple[list[Any], list[Any]]:
        torch.manual_seed(self.wl.seed)
        inputs = self.wl.make_inputs(trainable)
        out = fn(inputs)
        return detached(out), [t.detach().clone() for t in inputs]

    def eager(self) -> tuple[list[Any], list[Any]]:
        ctx = contextlib.nullcontext() if self.wl.grad else torch.no_grad()
        with ctx:
            return self._go(True, lambda inp: self.wl.fn(*inp))

    def trace(self) -> torch.fx.GraphModule:
        """One graph of ATen operators (make_fx runs the function for real and records each kernel)."""
        ctx = contextlib.nullcontext() if self.wl.grad else torch.no_grad()
        with ctx:
            torch.manual_seed(self.wl.seed)
            return make_fx(self.wl.fn)(*self.wl.make_inputs(True))

    def analyse(self, gm: torch.fx.GraphModule) -> tuple[fxplan.Analysis, list[Any], list[Any]]:
        box: list[fxplan.Analysis] = []

        def go(inp: list[torch.Tensor]) -> Any:
            box.append(fxplan.analyse(gm, *inp))
            return box[0].reference

        out, after = self._go(False, go)
        return box[0], out, after

    def arena(self, gm: torch.fx.GraphModule, a: fxplan.Analysis, offsets: dict[str, int]
              ) -> tuple[list[Any], list[Any]]:
        return self._go(False, lambda inp: fxplan.run_in_arena(gm, a, offsets, *inp)[0])


def ratio(x: Any, bound: Any) -> float | None:
    return round(x / bound, 4) if x is not None and bound else None


def plan_workload(berth: BerthServer, wl: workloads.Workload, args: argparse.Namespace, mode: str,
                  instances_dir: Path | None) -> tuple[dict[str, Any], list[str]]:
    failures: list[str] = []
    run = Runner(wl)
    t = time.perf_counter()
    ref_out, ref_after = run.eager()
    eager_s = time.perf_counter() - t
    t = time.perf_counter()
    gm = run.trace()
    trace_s = time.perf_counter() - t
    a, out, after = run.analyse(gm)
    trace_equal = same(out, ref_out) and same(after, ref_after)
    if not trace_equal:
        failures.append(f"{wl.name}: the traced graph's results differ from eager execution")
    instance = fxplan.memory_instance(a, mode)
    text = json.dumps(instance, separators=(",", ":")) + "\n"
    if instances_dir is not None:
        instances_dir.mkdir(parents=True, exist_ok=True)
        (instances_dir / f"{wl.name}.json").write_text(text)

    def show(p: Progress) -> None:
        if args.verbose:
            print(f"  [{wl.name}] progress: objective {p.objective} bound {p.bound} at {p.seconds} s",
                  file=sys.stderr)

    t = time.perf_counter()
    sol = berth.solve(instance, objective="peak", time_limit=args.time_limit, on_progress=show,
                      timeout=args.time_limit * 4 + 300)
    wall = time.perf_counter() - t
    bound = sol.get("bound")
    row: dict[str, Any] = {
        "workload": wl.name, "model": wl.model, "kind": wl.kind, "batch": wl.batch, "shape": wl.shape,
        "nodes": len(a.nodes), "tensors": len(a.roots), "aliases": a.alias_count, "alias_mode": mode,
        "buffers": len(instance["buffers"]), "instance_bytes": len(text), "sum_bytes": a.total_bytes(),
        "max_live_bytes": a.max_live(), "berth_bound": bound, "berth_arena": None,
        "berth_status": sol.get("status"), "berth_solver": sol.get("solver"), "berth_seconds": sol.get("seconds"),
        "berth_wall_seconds": round(wall, 3), "trace_equal": trace_equal,
        "eager_seconds": round(eager_s, 2), "trace_seconds": round(trace_s, 2)}
    plans: dict[str, dict[str, int]] = {}
    if sol.get("status") in ("OPTIMAL", "FEASIBLE"):
        offsets = fxplan.root_offsets(a, mode, sol["assignment"])
        arena = fxplan.verify_offsets(a, offsets)
        if arena != sol.get("objective"):
            failures.append(f"{wl.name}: Berth's objective {sol.get('objective')} but the plan spans {arena} bytes")
        row["berth_arena"] = arena
        plans["berth"] = offsets
        verdict = berth.check(instance, sol)
        row["berth_check"] = "valid" if verdict.get("valid") else f"INVALID: {verdict.get('violation')}"
        if not verdict.get("valid"):
            failures.append(f"{wl.name}: Berth's checker rejects the portfolio's plan: {verdict.get('violation')}")
    else:
        row["berth_check"] = "no plan"
        failures.append(f"{wl.name}: Berth's plan has status {sol.get('status')}")
    if bound is not None and bound < a.max_live():
        failures.append(f"{wl.name}: Berth's bound {bound} is below the live bytes {a.max_live()}")
    plans["tflite_gbs"] = fxplan.greedy_by_size(a)
    plans["first_fit"] = fxplan.first_fit_by_start(a)
    for label in ("tflite_gbs", "first_fit"):
        row[f"{label}_arena"] = fxplan.verify_offsets(a, plans[label])
    for label in PLANS:
        row[f"{label}_ratio"] = ratio(row.get(f"{label}_arena"), bound)
        if label not in plans:
            row[f"equal_{label}"] = "not run"
            continue
        t = time.perf_counter()
        out, after = run.arena(gm, a, plans[label])
        if label == "berth":
            row["arena_run_seconds"] = round(time.perf_counter() - t, 2)
        row[f"equal_{label}"] = ok = same(out, ref_out) and same(after, ref_after)
        if not ok:
            failures.append(f"{wl.name}: running from the {label} arena changed the results")

    # the harness must be able to fail: an overlapping plan is rejected and corrupts the results
    base = plans.get("berth", plans["tflite_gbs"])
    bad = fxplan.sabotage(a, base)
    if bad is None:
        row.update(sabotage="no candidate", sabotage_rejected_by_check=None, sabotage_output_differs=None)
        failures.append(f"{wl.name}: no overlapping plan to sabotage with")
    else:
        bad_offsets, what = bad
        v = berth.check(instance, solution_for(a, mode, bad_offsets, sol))
        out, after = run.arena(gm, a, bad_offsets)
        differs = not (same(out, ref_out) and same(after, ref_after))
        row.update(sabotage=what, sabotage_rejected_by_check=not v.get("valid"), sabotage_output_differs=differs)
        if v.get("valid"):
            failures.append(f"{wl.name}: Berth's checker accepted an overlapping plan ({what})")
        if not differs:
            failures.append(f"{wl.name}: an overlapping plan ({what}) did not change the results: the arena run "
                            f"cannot detect planning errors")
    return row, failures


def fmt_ratio(r: Any) -> str:
    return "–" if r is None else f"{r:.3f}"


def write_results(rows: list[dict[str, Any]], out: Path, command: str, args: argparse.Namespace) -> None:
    out.mkdir(parents=True, exist_ok=True)
    with open(out / "workloads-rows.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    lines = [
        "# Training steps and KV-cache decoding planned by Berth",
        "",
        f"Made by `{command}` (torch {torch.__version__}, torchvision {torchvision.__version__}, "
        f"{torch.get_num_threads()} torch thread(s), {os.cpu_count()} cores; random weights and data, fixed seeds; "
        f"{args.time_limit:g} s per Berth solve).",
        f"Server: `berth serve` built from `{args.server}`.",
        f"Raw rows: `workloads-rows.csv`; the Berth instances: `bench/suites/real-traces/`. Sizes in MiB "
        f"(2^20 bytes), every tensor rounded up to {fxplan.ALIGN} bytes and placed at {fxplan.ALIGN}-byte offsets; "
        f"ratios are to Berth's proven lower bound.",
        "",
        "| workload | input | graph nodes | tensors (aliases) | buffers | lower bound | **Berth** | Berth status, s "
        "| TFLite greedy-by-size | first fit in start order | results identical (Berth / GbS / FF) "
        "| sabotage caught (check / results) |",
        "|---|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(
            f"| {r['workload']} | {r['shape']} | {r['nodes']} | {r['tensors']} ({r['aliases']}) | {r['buffers']} | "
            f"{mib(r['berth_bound'])} | **{mib(r['berth_arena'])}** ({fmt_ratio(r['berth_ratio'])}×) | "
            f"{r['berth_status']} {r['berth_seconds']} | "
            f"{mib(r['tflite_gbs_arena'])} ({fmt_ratio(r['tflite_gbs_ratio'])}×) | "
            f"{mib(r['first_fit_arena'])} ({fmt_ratio(r['first_fit_ratio'])}×) | "
            f"{r['equal_berth']} / {r['equal_tflite_gbs']} / {r['equal_first_fit']} | "
            f"{r['sabotage_rejected_by_check']} / {r['sabotage_output_differs']} |")
    lines += [
        "",
        "Results identical: the step run out of the plan's arena gives exactly (`torch.equal`) what eager "
        "PyTorch gives: the loss and every gradient, or every generated token and the last logits, and every "
        "input afterwards (batch-norm running statistics are updated in place). Sabotage: the largest tensor "
        "moved onto one still read after it is written; Berth's checker must reject that plan and the arena "
        "run must give different results.",
        "",
        f"Alias handling: `{rows[0]['alias_mode'] if rows else args.alias}` (see README.md).",
        "",
        "Seconds on this machine: the eager step, tracing it, Berth's solve as the client waited for it, the "
        "step run out of Berth's arena (the interpreter copies every new tensor into its slot).",
        "",
        "| workload | eager step | trace | Berth solve (wall) | arena run |",
        "|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(f"| {r['workload']} | {r['eager_seconds']} | {r['trace_seconds']} | {r['berth_wall_seconds']} | "
                     f"{r.get('arena_run_seconds')} |")
    lines.append("")
    (out / "workloads-table.md").write_text("\n".join(lines))


def write_suite_readme(rows: list[dict[str, Any]], descriptions: dict[str, str], suite: Path, command: str) -> None:
    lines = [
        "# real-traces: memory instances of training steps and KV-cache decoding",
        "",
        "Berth memory-family instances (JSON, `docs/formats.md`) of real PyTorch workloads: each is one step "
        "traced into an FX graph of ATen operators by `make_fx`, every intermediate tensor a buffer (its storage's "
        f"bytes rounded up to {fxplan.ALIGN}, alignment {fxplan.ALIGN}), its lifetime from the node that makes it "
        "to one past the last node that reads it or any alias of it; aliases (views, in-place results) found by "
        "running the graph and written as `colocate` groups (see `examples/torch/README.md`). Inputs, parameters "
        "and weights are outside; gradients and generated tokens, the step's outputs, live to the end.",
        "",
        f"Made by `{command}` (torch {torch.__version__}, torchvision {torchvision.__version__}; random weights "
        "and data from fixed seeds). Every instance's plan was run: the step out of one arena at Berth's offsets "
        "gave bit-identical results to eager PyTorch (`examples/torch/results/workloads-table.md`).",
        "",
        "```sh",
        "./berth bench --solvers portfolio --time-limit 5 bench/suites/real-traces",
        "```",
        "",
        "| file | buffers | lower bound (bytes) | Berth (bytes) | KiB | what |",
        "|---|---|---|---|---|---|",
    ]
    for r in rows:
        lines.append(f"| `{r['workload']}.json` | {r['buffers']} | {r['berth_bound']} | {r['berth_arena']} | "
                     f"{r['instance_bytes'] // 1024} | {descriptions[r['workload']]} |")
    lines.append("")
    (suite / "README.md").write_text("\n".join(lines))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="comma-separated workload names (or prefixes) to run, e.g. resnet18,gpt-decode")
    ap.add_argument("--size", type=int, default=128, help="image height and width of the CNN training steps")
    ap.add_argument("--seq", type=int, default=128, help="tokens per sequence of the GPT training steps")
    ap.add_argument("--steps", type=int, default=64, help="generated tokens of the decoding workloads")
    ap.add_argument("--time-limit", type=float, default=10.0, help="seconds per Berth solve")
    ap.add_argument("--alias", choices=["auto", "colocate", "merge"], default="auto",
                    help="model aliases as colocate groups or merge them into their root (auto: colocate when "
                         "the server supports it)")
    ap.add_argument("--berth", help="the berth launcher (default: $BERTH or the repository's ./berth)")
    ap.add_argument("--out", help="directory for workloads-table.md and workloads-rows.csv (default: "
                                  "examples/torch/results; none in --quick mode)")
    ap.add_argument("--instances", help=f"directory for the instances and their README (default: "
                                        f"{SUITE.relative_to(REPO)}; none in --quick mode)")
    ap.add_argument("--threads", type=int, default=1, help="torch threads (1: the same kernels every run)")
    ap.add_argument("--quick", action="store_true",
                    help="test mode: small workloads, 3 s solves, nothing written unless --out/--instances")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    if args.quick and args.time_limit == 10.0:
        args.time_limit = 3.0
    torch.set_num_threads(args.threads)
    torch.use_deterministic_algorithms(True)
    out = Path(args.out) if args.out else (None if args.quick else HERE / "results")
    suite = Path(args.instances) if args.instances else (None if args.quick else SUITE)
    command = " ".join(["/usr/bin/python3 examples/torch/plan_workloads.py",
                        *map(shlex.quote, sys.argv[1:] if argv is None else argv)])
    builders = workloads.quick_set() if args.quick else workloads.full_set(args.size, args.seq, args.steps)
    only = [s for s in (args.only or "").split(",") if s]

    launcher = Path(args.berth) if args.berth else find_launcher(HERE)
    args.server = server_version(launcher)
    rows: list[dict[str, Any]] = []
    descriptions: dict[str, str] = {}
    failures: list[str] = []
    with BerthServer(launcher, forward_stderr=sys.stderr) as berth:
        mode = args.alias
        if mode == "auto":
            mode = "colocate" if colocate_supported(berth) else "merge"
            print(f"plan_workloads: this server {'honours' if mode == 'colocate' else 'does not honour'} "
                  f"`colocate`; aliases are modelled by {mode}", file=sys.stderr)
        for build in builders:
            t = time.perf_counter()
            wl = build()
            if only and not any(wl.name.startswith(p) for p in only):
                continue
            row, bad = plan_workload(berth, wl, args, mode, suite)
            rows.append(row)
            descriptions[wl.name] = wl.what
            failures += bad
            print(f"plan_workloads: {wl.name}: {row['buffers']} buffers, arena {row['berth_arena']} B (bound "
                  f"{row['berth_bound']}, {row['berth_status']} in {row['berth_seconds']} s), TFLite GbS "
                  f"{fmt_ratio(row['tflite_gbs_ratio'])}x, first fit {fmt_ratio(row['first_fit_ratio'])}x; "
                  f"identical {row['equal_berth']}/{row['equal_tflite_gbs']}/{row['equal_first_fit']}; sabotage "
                  f"caught {row['sabotage_rejected_by_check']}/{row['sabotage_output_differs']} "
                  f"({time.perf_counter() - t:.1f} s)", file=sys.stderr)
    if out is not None:
        write_results(rows, out, command, args)
        print(f"plan_workloads: wrote {out}/workloads-table.md and workloads-rows.csv", file=sys.stderr)
    if suite is not None and rows and not only:
        write_suite_readme(rows, descriptions, suite, command)
        print(f"plan_workloads: wrote {len(rows)} instances and README.md to {suite}", file=sys.stderr)
    elif suite is not None and rows:
        print(f"plan_workloads: wrote {len(rows)} instances to {suite} (its README.md is rewritten only by a run "
              f"of every workload)", file=sys.stderr)
    for f in failures:
        print(f"plan_workloads: FAIL {f}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
