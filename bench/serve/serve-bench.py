#!/usr/bin/env python3
"""Measures `berth serve` as a compiler would use it: latency of small solves on a warm server,
throughput with requests in flight at once, and resident memory over many requests.

Standard library only; talks JSON-RPC lines to the server directly (no client library in the way).
Writes raw rows (one per request or sample) and a summary next to this script:

    python3 bench/serve/serve-bench.py [--berth ./berth] [--out bench/serve/results]
"""
import argparse
import csv
import json
import os
import statistics
import subprocess
import sys
import time

# MiniMalloc's published 5-buffer example (benchmarks/minimalloc/examples/input.12.csv), as formats.md's JSON
MINIMALLOC_EXAMPLE = {"family": "memory", "capacity": 12, "buffers": [
    {"id": "b1", "start": 0, "end": 3, "size": 4}, {"id": "b2", "start": 3, "end": 9, "size": 4},
    {"id": "b3", "start": 0, "end": 9, "size": 4}, {"id": "b4", "start": 9, "end": 21, "size": 4},
    {"id": "b5", "start": 0, "end": 21, "size": 4}]}


class Server:
    def __init__(self, berth):
        self.proc = subprocess.Popen([berth, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=sys.stderr, text=True, bufsize=1)
        self.next_id = 0

    def send(self, method, params):
        self.next_id += 1
        self.proc.stdin.write(json.dumps({"jsonrpc": "2.0", "id": self.next_id, "method": method,
                                          "params": params}) + "\n")
        self.proc.stdin.flush()
        return self.next_id

    def answer(self):
        """The next answer (progress notifications skipped)."""
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise SystemExit("the server ended unexpectedly")
            m = json.loads(line)
            if "id" in m:
                if "error" in m:
                    raise SystemExit("server error: %s" % m["error"])
                return m

    def call(self, method, params):
        self.send(method, params)
        return self.answer()

    def java_pid(self):
        # ./berth execs java, so the launcher's pid is the JVM's
        return self.proc.pid

    def memory_kib(self):
        fields = {}
        with open("/proc/%d/status" % self.java_pid()) as f:
            for line in f:
                k, _, v = line.partition(":")
                if k in ("VmRSS", "VmHWM"):
                    fields[k] = int(v.split()[0])
        return fields["VmRSS"], fields["VmHWM"]

    def live_heap_kib(self):
        """The heap the server still holds after a full collection: what it keeps, not what it has not freed yet."""
        jdk = os.environ.get("JAVA_HOME") or "/usr/lib/jvm/temurin-25-jdk-amd64"
        jcmd = os.path.join(jdk, "bin", "jcmd")
        subprocess.run([jcmd, str(self.java_pid()), "GC.run"], check=True, capture_output=True)
        out = subprocess.run([jcmd, str(self.java_pid()), "GC.heap_info"], check=True, capture_output=True,
                             text=True).stdout
        used = 0
        for line in out.splitlines():
            parts = line.split()
            # "PSYoungGen total 114688K, used 0K [...]" and the same for ParOldGen; Metaspace is separate
            if len(parts) > 4 and parts[0] in ("PSYoungGen", "ParOldGen") and parts[3] == "used":
                used += int(parts[4].rstrip("K,"))
        return used

    def close(self):
        self.call("shutdown", {})
        self.proc.wait(timeout=60)


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100.0 * (len(xs) - 1))))]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    ap.add_argument("--berth", default=os.path.join(root, "berth"))
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "results"))
    ap.add_argument("--latency", type=int, default=1000, help="timed sequential solves per solver")
    ap.add_argument("--warmup", type=int, default=500)
    ap.add_argument("--memory", type=int, default=10000, help="requests of the memory run")
    ap.add_argument("--throughput", type=int, default=2000, help="requests per concurrency level")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    cores = os.cpu_count()
    t0 = time.time()
    s = Server(args.berth)
    started = time.perf_counter()
    s.call("solvers", {})
    print("server up in %.2f s (cores %d)" % (time.perf_counter() - started, cores), file=sys.stderr)

    rows = []
    solve = {"instance": MINIMALLOC_EXAMPLE}
    for solver in ("portfolio", "greedy", "exact"):
        for _ in range(args.warmup):
            s.call("solve", dict(solve, solver=solver))
        for i in range(args.latency):
            t = time.perf_counter()
            r = s.call("solve", dict(solve, solver=solver))
            ms = (time.perf_counter() - t) * 1000
            assert r["result"]["status"] == "OPTIMAL" and r["result"]["objective"] == 12, r
            rows.append({"phase": "latency", "solver": solver, "i": i, "ms": round(ms, 4)})
        print("latency %-9s done" % solver, file=sys.stderr)
    with open(os.path.join(args.out, "latency.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["phase", "solver", "i", "ms"])
        w.writeheader()
        w.writerows(rows)

    thr = []
    inflight_rows = []
    for inflight in (1, 2, 4, 8, 16):
        n = args.throughput
        t = time.perf_counter()
        sent = done = 0
        started = {}
        while done < n:
            while sent < n and sent - done < inflight:
                started[s.send("solve", solve)] = time.perf_counter()
                sent += 1
            m = s.answer()
            inflight_rows.append({"inflight": inflight, "id": m["id"],
                                  "ms": round((time.perf_counter() - started.pop(m["id"])) * 1000, 4)})
            done += 1
        secs = time.perf_counter() - t
        lat = [r["ms"] for r in inflight_rows if r["inflight"] == inflight]
        thr.append({"inflight": inflight, "requests": n, "seconds": round(secs, 4),
                    "requests_per_s": round(n / secs, 1), "median_ms": round(statistics.median(lat), 4),
                    "p99_ms": round(pct(lat, 99), 4)})
        print("throughput inflight %2d: %.0f req/s, median %.2f ms, p99 %.2f ms"
              % (inflight, n / secs, statistics.median(lat), pct(lat, 99)), file=sys.stderr)
    with open(os.path.join(args.out, "throughput.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["inflight", "requests", "seconds", "requests_per_s", "median_ms", "p99_ms"])
        w.writeheader()
        w.writerows(thr)
    with open(os.path.join(args.out, "inflight-latency.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["inflight", "id", "ms"])
        w.writeheader()
        w.writerows(inflight_rows)

    mem = []
    rss, hwm = s.memory_kib()
    mem.append({"requests": 0, "rss_kib": rss, "hwm_kib": hwm, "live_heap_kib": s.live_heap_kib()})
    for i in range(1, args.memory + 1):
        if i % 2:
            r = s.call("solve", solve)
        else:
            s.call("check", {"instance": MINIMALLOC_EXAMPLE, "solution": r["result"]})
        if i % 1000 == 0:
            rss, hwm = s.memory_kib()
            live = s.live_heap_kib()
            mem.append({"requests": i, "rss_kib": rss, "hwm_kib": hwm, "live_heap_kib": live})
            print("after %5d requests: RSS %d MiB, live heap %.1f MiB" % (i, rss // 1024, live / 1024), file=sys.stderr)
    with open(os.path.join(args.out, "memory.csv"), "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=["requests", "rss_kib", "hwm_kib", "live_heap_kib"])
        w.writeheader()
        w.writerows(mem)
    s.close()

    with open(os.path.join(args.out, "summary.md"), "w") as f:
        f.write("# berth serve on MiniMalloc's 5-buffer example\n\n")
        f.write("Made by `python3 bench/serve/%s` on %s (%d cores, server started by `%s serve`, default JVM "
                "flags of ./berth), %.0f s in all. Raw rows: latency.csv, throughput.csv, memory.csv. Each solve is "
                "MiniMalloc's 5-buffer example (capacity 12) sent as JSON; each request waits for its answer except in "
                "the in-flight rows (latency there: from a request's line written to its answer read).\n\n" % (" ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]),
                                             time.strftime("%Y-%m-%d"), cores, os.path.relpath(args.berth), time.time() - t0))
        f.write("| solver | solves | median ms | p99 ms | max ms |\n|---|---:|---:|---:|---:|\n")
        for solver in ("portfolio", "greedy", "exact"):
            xs = [r["ms"] for r in rows if r["solver"] == solver]
            f.write("| %s | %d | %.3f | %.3f | %.3f |\n" % (solver, len(xs), statistics.median(xs), pct(xs, 99), max(xs)))
        f.write("\n| requests in flight | requests/s | median ms | p99 ms |\n|---:|---:|---:|---:|\n")
        for t in thr:
            f.write("| %d | %.0f | %.3f | %.3f |\n" % (t["inflight"], t["requests_per_s"], t["median_ms"], t["p99_ms"]))
        f.write("\nMemory over the last %d requests (solve and check alternating, after everything above), with the "
                "launcher's heap cap (%s). RSS is what the process holds from the OS (the parallel collector grows its "
                "heap towards the cap before it collects); live heap is what remains after a full collection "
                "(`jcmd GC.run`).\n\n" % (args.memory, "BERTH_HEAP=" + os.environ["BERTH_HEAP"]
                                           if os.environ.get("BERTH_HEAP") else "default: 4 GiB or half the memory"))
        f.write("| requests served | RSS MiB | peak RSS MiB | live heap MiB |\n|---:|---:|---:|---:|\n")
        for m in mem:
            f.write("| %d | %.0f | %.0f | %.1f |\n" % (m["requests"], m["rss_kib"] / 1024, m["hwm_kib"] / 1024,
                                                     m["live_heap_kib"] / 1024))
    print(open(os.path.join(args.out, "summary.md")).read())


if __name__ == "__main__":
    main()
