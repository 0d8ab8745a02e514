#!/usr/bin/env python3
"""The abuse suite of `berth serve`: careless and hostile clients, each case checked, timed and measured.

Every case sends what a crashing build system or a hostile client would (bad JSON, wrong types, huge and
non-finite numbers, deep nesting, invalid UTF-8, over-long lines, FIFOs and devices as paths, files it may
not read, a secret in a file that does not parse, one bomb per family, cancel storms, hang-ups) and asserts:
the answer (code and the words that name the problem), that no secret of a file appears in anything the
server wrote, that the server still answers a good request afterwards, and that its resident memory stays
under RSS_BOUND_MIB. Then the load test: LOAD_REQUESTS random memory solves pipelined with 16 in flight,
every answer checked here by an independent checker, none lost or duplicated.

    bin/serve-abuse.py                   # every case; exit 1 if any fails (run by ./run-tests)
    bin/serve-abuse.py --out rows.tsv    # also the table: case, answer, seconds, RSS (bench/serve)
    bin/serve-abuse.py --only fifo       # the cases whose name contains 'fifo'
    bin/serve-abuse.py --load 30000      # the load test with that many requests

Standard library only; the launcher is $BERTH or this repository's ./berth.
"""
from __future__ import annotations

import argparse
import collections
import copy
import json
import os
import queue
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
BERTH = os.environ.get("BERTH", str(ROOT / "berth"))
BOMBS = ROOT / "cli" / "src" / "test" / "resources" / "bombs"
#: the heap cap the suite's servers run with, and the resident memory no case may take the server past
HEAP = "1g"
RSS_BOUND_MIB = 1536
#: a request line longer than this is refused by the suite's main server (the default is 64 MiB)
MAX_REQUEST = 1 << 20
#: how much later than its time limit an answer may come (the server's promise is about a second)
LATE = 2.0
SECRET = "Zq8-s3cr3t-" + "".join(random.Random().choice("abcdefghjkmnpqrstuvwxyz23456789") for _ in range(12))
SYNC = {"family": "sync", "physical": {"semantics": "parity"},
        "warps": [{"id": "w0", "ops": ["p1", "p2"]}, {"id": "w1", "ops": ["c1", "c2"]}]}
SYNC_ANSWER = {"assignment": {"1": 1, "2": 2}}
SMALL = {"family": "memory", "capacity": 100,
         "buffers": [{"id": "a", "start": 0, "end": 2, "size": 40}, {"id": "b", "start": 1, "end": 3, "size": 50}]}


class Failure(Exception):
    pass


def check(cond: bool, what: str) -> None:
    if not cond:
        raise Failure(what)


class Serve:
    """`berth serve` on pipes: raw lines in, parsed lines out (kept for the secret check), its memory."""

    def __init__(self, *args: str, cwd: Path = ROOT) -> None:
        env = dict(os.environ, BERTH_HEAP=HEAP)
        self.proc = subprocess.Popen([BERTH, "serve", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, cwd=cwd, env=env)
        self.lines: queue.Queue[dict[str, Any] | None] = queue.Queue()
        self.raw: list[bytes] = []  # everything written on stdout, for the secret check
        self.stderr: collections.deque[bytes] = collections.deque(maxlen=200)
        self.kept: list[dict[str, Any]] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._read_err, daemon=True).start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.raw.append(line)
            try:
                self.lines.put(json.loads(line))
            except ValueError:
                self.lines.put({"not-json": line.decode("utf-8", "replace")})
        self.lines.put(None)

    def _read_err(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.stderr.append(line)

    def send(self, line: bytes | str) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(line if isinstance(line, bytes) else line.encode())
        if not (line.endswith(b"\n") if isinstance(line, bytes) else line.endswith("\n")):
            self.proc.stdin.write(b"\n")
        self.proc.stdin.flush()

    def request(self, rid: Any, method: str, params: Any = None) -> None:
        msg: dict[str, Any] = {"jsonrpc": "2.0", "id": rid, "method": method}
        if params is not None:
            msg["params"] = params
        self.send(json.dumps(msg))

    def next(self, timeout: float = 30, want: Callable[[dict[str, Any]], bool] = lambda m: True) -> dict[str, Any]:
        """The next answer that `want` accepts (progress notifications and others are kept aside)."""
        for i, m in enumerate(self.kept):
            if want(m):
                return self.kept.pop(i)
        end = time.monotonic() + timeout
        while True:
            left = end - time.monotonic()
            if left <= 0:
                raise Failure(f"no answer within {timeout} s")
            try:
                m = self.lines.get(timeout=left)
            except queue.Empty:
                raise Failure(f"no answer within {timeout} s") from None
            if m is None:
                raise Failure("the server ended; stderr: " + b"".join(self.stderr).decode("utf-8", "replace")[-400:])
            if m.get("method") == "progress":
                continue
            if want(m):
                return m
            self.kept.append(m)

    def answer(self, rid: Any, timeout: float = 30) -> dict[str, Any]:
        return self.next(timeout, lambda m: m.get("id") == rid and type(m.get("id")) is type(rid))

    def rss_mib(self) -> int:
        try:
            for line in Path(f"/proc/{self.proc.pid}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) // 1024
        except OSError:
            pass
        return 0

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


def error_of(m: dict[str, Any], code: int, *words: str) -> str:
    e = m.get("error")
    check(isinstance(e, dict), f"expected error {code}, got {json.dumps(m)[:300]}")
    check(e.get("code") == code, f"expected code {code}, got {json.dumps(e)[:300]}")
    msg = str(e.get("message", ""))
    for w in words:
        check(w.lower() in msg.lower(), f"expected '{w}' in the message: {msg[:300]}")
    return f"{code} {msg[:90]}"


def bad_line(line: bytes | str, code: int, *words: str) -> Callable[[Serve], str]:
    """A line the reader answers with an error whose id is null (it could not tell the id) or the request's."""
    def run(s: Serve) -> str:
        s.send(line)
        return error_of(s.next(10), code, *words)
    return run


def bad_request(method: str, params: Any, code: int, *words: str, timeout: float = 10) -> Callable[[Serve], str]:
    def run(s: Serve) -> str:
        rid = random.randrange(1 << 40)
        s.request(rid, method, params)
        return error_of(s.answer(rid, timeout), code, *words)
    return run


def good_request_works(s: Serve) -> None:
    rid = "alive-" + str(random.randrange(1 << 30))
    s.request(rid, "solve", {"instance": SMALL, "timeLimit": 5})
    r = s.answer(rid, 30).get("result")
    check(isinstance(r, dict) and r.get("status") == "OPTIMAL" and r.get("objective") == 90,
          f"a good request afterwards: {json.dumps(r)[:200]}")


# ---- the cases ------------------------------------------------------------------------------------------

def protocol_cases() -> list[tuple[str, Callable[[Serve], str]]]:
    R = lambda extra: json.dumps({"jsonrpc": "2.0", "id": 1, "method": "solvers", **extra})
    return [
        ("not JSON", bad_line("this is not json", -32700, "invalid JSON")),
        ("empty object", bad_line("{}", -32600, "jsonrpc")),
        ("batch", bad_line('[{"jsonrpc":"2.0","id":1,"method":"solvers"}]', -32600, "batches are not supported")),
        ("a bare number", bad_line("42", -32600, "request object")),
        ("jsonrpc as a number", bad_line('{"jsonrpc":2.0,"id":1,"method":"solvers"}', -32600, "string")),
        ("jsonrpc 1.0", bad_line('{"jsonrpc":"1.0","id":1,"method":"solvers"}', -32600, "jsonrpc")),
        ("method a number", bad_line('{"jsonrpc":"2.0","id":1,"method":7}', -32600, "method")),
        ("unknown method", bad_line(R({"method": "allocate"}), -32601, "allocate")),
        ("id 1e400", bad_line('{"jsonrpc":"2.0","id":1e400,"method":"solvers"}', -32600, "id")),
        ("id 2^53+1", bad_line('{"jsonrpc":"2.0","id":9007199254740993,"method":"solvers"}', -32600, "2^53")),
        ("id 1.5", bad_line('{"jsonrpc":"2.0","id":1.5,"method":"solvers"}', -32600, "id")),
        ("id an object", bad_line('{"jsonrpc":"2.0","id":{"a":1},"method":"solvers"}', -32600, "id")),
        ("id null", bad_line('{"jsonrpc":"2.0","id":null,"method":"solvers"}', -32600, "null")),
        ("id of 300 characters", bad_line(json.dumps({"jsonrpc": "2.0", "id": "x" * 300, "method": "solvers"}), -32600, "256")),
        ("a JSON comment", bad_line('{"jsonrpc":"2.0","id":1,/* no */"method":"solvers"}', -32700, "invalid JSON")),
        ("a duplicate key", bad_line('{"jsonrpc":"2.0","id":1,"id":2,"method":"solvers"}', -32700, "duplicate")),
        ("trailing text", bad_line('{"jsonrpc":"2.0","id":1,"method":"solvers"} and more', -32700, "invalid JSON")),
        ("nesting 100000 deep", bad_line('{"jsonrpc":"2.0","id":1,"method":"solvers","params":' + "[" * 100000
                                         + "]" * 100000 + "}", -32700, "nesting")),
        ("a number of 5000 digits", bad_line('{"jsonrpc":"2.0","id":1,"method":"solve","params":{"instance":{},'
                                             '"timeLimit":' + "9" * 5000 + "}}", -32700, "number")),
        ("NaN", bad_line('{"jsonrpc":"2.0","id":1,"method":"solve","params":{"instance":{},"timeLimit":NaN}}',
                         -32700, "invalid JSON")),
        ("invalid UTF-8", bad_line(b'{"jsonrpc":"2.0","id":1,"method":"\xff\xfe"}', -32700, "UTF-8")),
        ("a raw NUL byte", bad_line(b'{"jsonrpc":"2.0","id":1,"method":"solvers"}\x00', -32700, "NUL")),
        ("an unknown top-level field", bad_line(R({"param": {}}), -32600, "param")),
        ("params an array", bad_request("solvers", [1, 2], -32602, "object")),
        ("unknown field of solve", bad_request("solve", {"instance": SMALL, "timelimit": 3}, -32602, "timelimit")),
        ("timeLimit -1", bad_request("solve", {"instance": SMALL, "timeLimit": -1}, -32602, "timeLimit")),
        ("timeLimit a string", bad_request("solve", {"instance": SMALL, "timeLimit": "5"}, -32602, "timeLimit")),
        ("seed 1e30", bad_request("solve", {"instance": SMALL, "seed": 10 ** 30}, -32602, "seed")),
        ("nodeLimit -5", bad_request("solve", {"instance": SMALL, "nodeLimit": -5}, -32602, "nodeLimit")),
        ("instance a number", bad_request("solve", {"instance": 5}, -32602, "instance")),
        ("no instance", bad_request("solve", {"timeLimit": 1}, -32602, "instance")),
        ("unknown family", bad_request("solve", {"instance": {"family": "dram"}}, -32602, "family")),
        ("unknown strategy", bad_request("solve", {"instance": SMALL, "solver": "magic"}, -32602, "magic")),
        ("a negative size", bad_request("solve", {"instance": {"family": "memory", "capacity": 10, "buffers": [
            {"id": "x", "start": 0, "end": 1, "size": -3}]}}, -32602, "buffers[0]")),
        ("sizes near 2^63", bad_request("solve", {"instance": {"family": "memory", "capacity": 2 ** 62, "buffers": [
            {"id": "x", "start": 0, "end": 1, "size": 2 ** 63 - 1}]}}, -32602, "too large")),
        ("solution not an object", bad_request("check", {"instance": SMALL, "solution": [1]}, -32602, "solution")),
        ("cancel without an id", bad_request("cancel", {}, -32602, "id")),
        ("cancel with an id object", bad_request("cancel", {"id": {"x": 1}}, -32602, "id")),
        ("simulate with states 1e12", simulate_capped),
        ("emitCuda with runs 0", bad_request("emitCuda", {"instance": SYNC, "solution": SYNC_ANSWER, "runs": 0},
                                             -32602, "runs")),
        ("emitCuda with a seed past 32 bits", bad_request("emitCuda", {"instance": SYNC, "solution": SYNC_ANSWER,
                                                                       "seed": 1 << 40}, -32602, "seed")),
        ("emitCuda of 40 warps", bad_request("emitCuda", {"instance": {"family": "sync", "warps": [
            {"id": f"w{i}", "ops": [f"p{i}" if i % 2 == 0 else f"c{i - 1}"]} for i in range(40)]},
            "solution": {"assignment": {str(i): 1 + i // 2 for i in range(0, 40, 2)}}}, -32602, "31 program warps")),
        ("emitCuda of a memory answer", bad_request("emitCuda", {"instance": SMALL, "solution": {"assignment": {
            "a": 0, "b": 40}}}, -32602, "sync and channels")),
        ("timeLimit 1e400 over the wire", bad_line('{"jsonrpc":"2.0","id":77,"method":"solve","params":{"instance":'
                                                   + json.dumps(SMALL) + ',"timeLimit":1e400}}', -32602, "timeLimit")),
        ("a lone surrogate in a path", bad_line('{"jsonrpc":"2.0","id":78,"method":"solve","params":{"instance":'
                                                '"a\\ud800b"}}', -32602, "instance")),
    ]


def simulate_capped(s: Serve) -> str:
    s.request(90, "simulate", {"instance": SMALL, "solution": {"assignment": {"a": 0, "b": 40}}, "states": 10 ** 12,
                               "schedules": 10 ** 12, "timeLimit": 2})
    m = s.answer(90, 2 + LATE + 5)
    check("result" in m or m.get("error", {}).get("code") in (-32602, -32000), json.dumps(m)[:200])
    return "result" if "result" in m else error_of(m, m["error"]["code"])


def check_incomplete(s: Serve) -> str:
    s.request(91, "check", {"instance": SMALL, "solution": {"assignment": {"a": 0}}})
    m = s.answer(91)
    r = m.get("result")
    check(isinstance(r, dict) and r.get("valid") is False and "b" in str(r.get("violation", "")),
          f"valid:false naming b, got {json.dumps(m)[:200]}")
    return "valid:false " + str(r["violation"])[:60]


def path_cases(tmp: Path) -> list[tuple[str, Callable[[Serve], str]]]:
    fifo = tmp / "a-fifo"
    os.mkfifo(fifo)
    (tmp / "secret.simt").write_text(f"entry:\n  {SECRET} r1, r2\n  exit\n")
    (tmp / "secret.csv").write_text(f"id,lower,upper,size\n{SECRET},0,1,{SECRET}\n")
    (tmp / "secret.json").write_text(json.dumps({"family": "memory", "capacity": 1, SECRET: SECRET}))
    (tmp / "shadow").write_text(f"root:$6${SECRET}:20228:0:99999:7:::\n")
    (tmp / "big.json").write_bytes(b" " * (3 << 20))
    (tmp / "dir").mkdir()
    (tmp / "link-out").symlink_to("/etc/hostname")
    kernel_fifo = {"family": "simt", "kernel": str(fifo)}
    kernel_secret = {"family": "simt", "kernel": str(tmp / "secret.simt")}
    p = lambda path: {"instance": path}
    return [
        ("path /dev/zero", bad_request("solve", p("/dev/zero"), -32602, "not a regular file")),
        ("path /dev/zero, no roots", bad_request("solve", p("/dev/zero/../../etc/passwd"), -32602, "outside")),
        ("path a FIFO", bad_request("solve", p(str(fifo)), -32602, "not a regular file")),
        ("path /dev/stdin", bad_request("solve", p("/dev/stdin"), -32602)),
        ("path /proc/self/fd/1", bad_request("solve", p("/proc/self/fd/1"), -32602)),
        ("path /etc/shadow", bad_request("check", {"instance": "/etc/shadow", "solution": {}}, -32602, "outside")),
        ("path ../../etc/passwd", bad_request("solve", p(str(tmp / ".." / ".." / "etc" / "passwd")), -32602, "outside")),
        ("a link leading out", bad_request("solve", p(str(tmp / "link-out")), -32602, "outside")),
        ("path a directory", bad_request("solve", p(str(tmp / "dir")), -32602, "directory")),
        ("path missing", bad_request("solve", p(str(tmp / "nothing.json")), -32602, "no such file")),
        ("path empty", bad_request("solve", p(""), -32602, "empty path")),
        ("path with a NUL", bad_request("solve", p("a\u0000b.json"), -32602, "NUL")),
        ("file over the size cap", bad_request("solve", p(str(tmp / "big.json")), -32602, "--max-file-bytes")),
        ("simt kernel a FIFO", bad_request("solve", {"instance": kernel_fifo}, -32602,
                                           "not a regular file")),
        ("secret in a kernel", bad_request("solve", {"instance": str(tmp / "secret.simt")}, -32602, "secret.simt")),
        ("secret in a kernel named inline", bad_request("solve", {"instance": kernel_secret}, -32602)),
        ("secret in a CSV cell", bad_request("solve", p(str(tmp / "secret.csv")), -32602, "secret.csv")),
        ("secret as a JSON key", bad_request("solve", p(str(tmp / "secret.json")), -32602, "secret.json")),
        ("a shadow-like file", bad_request("solve", p(str(tmp / "shadow")), -32602, "shadow")),
    ]


def bomb_cases() -> list[tuple[str, Callable[[Serve], str]]]:
    out = []
    for f in sorted(BOMBS.glob("*.json")) if BOMBS.is_dir() else []:
        def run(s: Serve, f: Path = f) -> str:
            inst = json.loads(f.read_text())
            rid = "bomb-" + f.stem
            start = time.monotonic()
            s.request(rid, "solve", {"instance": inst, "timeLimit": 2})
            m = s.answer(rid, 2 + LATE + 30)
            took = time.monotonic() - start
            check(took <= 2 + LATE, f"answered after {took:.1f} s, past its 2 s limit and {LATE} s")
            if "error" in m:
                return error_of(m, -32602)
            return f"{m['result'].get('status')} in {took:.1f} s"
        out.append(("bomb " + f.stem, run))
    return out


def long_line(s: Serve) -> str:
    size = 200 << 20
    rss0 = s.rss_mib()
    chunk = b"x" * (1 << 20)
    assert s.proc.stdin is not None
    s.proc.stdin.write(b'{"jsonrpc":"2.0","id":1,"method":"solve","params":{"instance":"')
    for _ in range(size >> 20):
        s.proc.stdin.write(chunk)
    s.proc.stdin.write(b'"}}\n')
    s.proc.stdin.flush()
    m = s.next(60)
    check(s.rss_mib() < rss0 + 200, f"RSS grew from {rss0} to {s.rss_mib()} MiB reading a long line")
    return error_of(m, -32600, str(MAX_REQUEST), "--max-request-bytes")


def duplicate_id(s: Serve) -> str:
    s.request("dup", "solve", {"instance": SMALL, "solver": "timefold", "timeLimit": 3})
    s.request("dup", "solve", {"instance": SMALL})
    e = error_of(s.answer("dup", 10), -32600, "already in use")
    s.answer("dup", 3 + LATE + 5)
    return e


def notification_not_run(s: Serve) -> str:
    s.send(json.dumps({"jsonrpc": "2.0", "method": "solve", "params": {"instance": big_instance(3000),
                                                                       "solver": "timefold", "timeLimit": 600}}))
    s.send(json.dumps({"jsonrpc": "2.0", "method": "cancel", "params": {"id": 5}}))  # a notification: no answer
    start = time.monotonic()
    good_request_works(s)
    took = time.monotonic() - start
    check(took < 15, f"the next request took {took:.1f} s: the notification ran")
    return "not run, not answered"


def cancel_storm(s: Serve) -> str:
    rids = []
    for i in range(50):
        rid = f"storm-{i}"
        rids.append(rid)
        s.request(rid, "solve", {"instance": SMALL, "solver": random.choice(["greedy", "exact", "timefold"]),
                                 "timeLimit": 2})
        for _ in range(10):
            s.request(f"c-{i}-{_}", "cancel", {"id": random.choice(rids + ["nobody", 12345])})
    for i in range(50):
        for _ in range(10):
            check("result" in s.answer(f"c-{i}-{_}", 30), "a cancel answered")
    statuses = collections.Counter()
    for rid in rids:
        m = s.answer(rid, 2 + LATE + 30)
        statuses["error" if "error" in m else m["result"]["status"]] += 1
    return "500 cancels, 50 solves: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items()))


def big_instance(n: int, seed: int = 7) -> dict[str, Any]:
    rng = random.Random(seed)
    bufs = []
    for i in range(n):
        start = rng.randrange(0, 4 * n)
        bufs.append({"id": f"b{i}", "start": start, "end": start + rng.randrange(1, 200), "size": rng.randrange(1, 4096)})
    return {"family": "memory", "capacity": 1 << 40, "buffers": bufs}


def main_server_cases(tmp: Path) -> list[tuple[str, Callable[[Serve], str]]]:
    return (protocol_cases() + [("check of a solution missing a buffer", check_incomplete)] + path_cases(tmp)
            + [("a 200 MB line", long_line), ("a duplicate id", duplicate_id),
               ("a solve as a notification", notification_not_run), ("a cancel storm", cancel_storm)]
            + bomb_cases())


# ---- the cases with a server of their own -----------------------------------------------------------------

def own_cancel_behind_full_queue() -> str:
    s = Serve("--workers", "1", "--pending", "3")
    try:
        inst = big_instance(2000)
        for i in range(4):
            s.request(f"q{i}", "solve", {"instance": inst, "solver": "timefold", "timeLimit": 60})
        time.sleep(2)  # the first one runs
        start = time.monotonic()
        s.request("cq", "cancel", {"id": "q0"})
        c = s.answer("cq", 5)
        took = time.monotonic() - start
        check(c.get("result", {}).get("cancelled") is True, json.dumps(c))
        check(took < 1.0, f"cancel answered after {took:.2f} s")
        first = s.answer("q0", 10)
        check("result" in first, json.dumps(first)[:200])
        for i in range(1, 4):
            s.request(f"c{i}", "cancel", {"id": f"q{i}"})
        for i in range(1, 4):
            s.answer(f"q{i}", 15)
        good_request_works(s)
        return f"cancel answered in {took:.2f} s; the cancelled solve {first['result']['status']}"
    finally:
        s.close()


def own_hang_up_stdin() -> str:
    """The client closes the server's input and keeps reading: every request answers, then the exit."""
    s = Serve("--workers", "1")
    try:
        s.request("long", "solve", {"instance": big_instance(2000), "solver": "timefold", "timeLimit": 600})
        s.request("queued", "solve", {"instance": SMALL, "timeLimit": 600})
        time.sleep(3)
        start = time.monotonic()
        assert s.proc.stdin is not None
        s.proc.stdin.close()
        try:
            rc = s.proc.wait(10)
        except subprocess.TimeoutExpired:
            raise Failure("still running 10 s after the hang-up") from None
        took = time.monotonic() - start
        check(took <= 2.0, f"exited {took:.2f} s after the hang-up")
        error_of(s.answer("queued", 5), -32800, "cancelled")
        try:  # the running one answers with its best so far if it stops within the server's wait
            long = s.answer("long", 1)["result"]["status"]
        except Failure:
            long = "no answer before the exit"
        return f"exit {rc} after {took:.2f} s; the queued solve -32800, the running one: {long}"
    finally:
        s.close()


def own_hang_up_both() -> str:
    """A crashed client: both pipes close at once, nobody reads an answer again."""
    proc = subprocess.Popen([BERTH, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.DEVNULL, cwd=ROOT, env=dict(os.environ, BERTH_HEAP=HEAP))
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write((json.dumps({"jsonrpc": "2.0", "id": 1, "method": "solve", "params": {
            "instance": big_instance(2000), "solver": "timefold", "timeLimit": 600}}) + "\n").encode())
        proc.stdin.flush()
        time.sleep(4)
        start = time.monotonic()
        proc.stdout.close()
        proc.stdin.close()
        try:
            rc = proc.wait(10)
        except subprocess.TimeoutExpired:
            raise Failure("still running 10 s after the hang-up") from None
        took = time.monotonic() - start
        check(took <= 2.0, f"exited {took:.2f} s after the hang-up")
        return f"exit {rc} after {took:.2f} s"
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def own_after_shutdown() -> str:
    s = Serve()
    try:
        s.request("running", "solve", {"instance": SMALL, "solver": "timefold", "timeLimit": 2})
        s.request("bye", "shutdown")
        s.request("late", "solve", {"instance": SMALL})
        e = error_of(s.answer("late", 10), -32000, "shutting down")
        check("result" in s.answer("running", 2 + LATE + 5), "the running solve answers")
        check(s.answer("bye", 10).get("result") == {"shutdown": True}, "shutdown answers")
        check(s.proc.wait(10) == 0, "exit 0")
        return e
    finally:
        s.close()


def own_huge_line(gib: float) -> Callable[[], str]:
    """One line of `gib` GiB with no newline until its end, to a server with the default limits: skipped as it
    streams past, never held (a line over 2 GiB used to end the server)."""
    def run() -> str:
        s = Serve()
        try:
            good_request_works(s)
            chunk = b"x" * (1 << 24)
            assert s.proc.stdin is not None
            start = time.monotonic()
            s.proc.stdin.write(b'{"jsonrpc":"2.0","id":1,"method":"solve","params":{"instance":"')
            for _ in range(int(gib * (1 << 30)) // len(chunk)):
                s.proc.stdin.write(chunk)
            s.proc.stdin.write(b'"}}\n')
            s.proc.stdin.flush()
            e = error_of(s.next(600), -32600, "--max-request-bytes")
            took = time.monotonic() - start
            peak = 0
            for line in Path(f"/proc/{s.proc.pid}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    peak = int(line.split()[1]) // 1024
            good_request_works(s)
            return f"{e}; {took:.1f} s, peak RSS {peak} MiB"
        finally:
            s.close()
    return run


def own_out_of_memory() -> str:
    """A request larger than the heap can parse (a 256 MiB heap, a 1M-buffer instance inline): answered, and the
    server goes on."""
    global HEAP
    heap, HEAP = HEAP, "256m"
    try:
        s = Serve("--workers", "1")
    finally:
        HEAP = heap
    try:
        good_request_works(s)
        inst = big_instance(1_000_000)
        s.request("huge", "solve", {"instance": inst, "timeLimit": 5})
        del inst
        m = s.answer("huge", 120)
        answer = error_of(m, -32000, "out of memory") if "error" in m else f"{m['result']['status']}"
        good_request_works(s)
        return answer + f"; RSS {s.rss_mib()} MiB"
    finally:
        s.close()


def own_mutations(n: int = 2000) -> str:
    """Good requests of every method, each mangled at random (bytes flipped, cut, doubled, spliced): the server
    must answer only with well-formed JSON-RPC, never a stack trace or a Java class name, and live on."""
    s = Serve("--workers", "2", "--max-time-limit", "1", "--max-request-bytes", str(64 << 10))
    rng = random.Random(1128)
    chan = json.loads((ROOT / "examples" / "channels" / "worked-example.json").read_text())
    base = [
        {"jsonrpc": "2.0", "id": 1, "method": "solve", "params": {"instance": SMALL, "solver": "greedy", "timeLimit": 1}},
        {"jsonrpc": "2.0", "id": "x", "method": "check", "params": {"instance": SMALL, "solution": {"assignment": {"a": 0, "b": 40}}}},
        {"jsonrpc": "2.0", "id": 3, "method": "simulate", "params": {"instance": SMALL, "solution": {"assignment": {"a": 0, "b": 40}}}},
        {"jsonrpc": "2.0", "id": 4, "method": "solve", "params": {"instance": chan, "timeLimit": 1}},
        {"jsonrpc": "2.0", "id": 5, "method": "cancel", "params": {"id": 1}},
        {"jsonrpc": "2.0", "id": 6, "method": "solvers"},
    ]
    try:
        good_request_works(s)
        mark = len(s.raw)
        for i in range(n):
            if i % 2:  # a value replaced somewhere in the tree: JSON stays valid, the families' readers get the rest
                line = bytearray(json.dumps(mangled_tree(rng, json.loads(json.dumps(rng.choice(base))))).encode())
                s.send(bytes(line))
                continue
            line = bytearray(json.dumps(rng.choice(base)).encode())
            for _ in range(rng.randint(1, 4)):
                k, at = rng.randrange(5), rng.randrange(len(line))
                if k == 0:
                    line[at] = rng.randrange(256)
                elif k == 1:
                    del line[at:]
                elif k == 2:
                    line[at:at] = line[at:at + rng.randint(1, 40)]
                elif k == 3:
                    line[at:at] = rng.choice([b"[", b"{", b"1e999", b"\\u0000", b'"', b"null", b"-0", b"\xc3\x28"])
                else:
                    line[at:at] = json.dumps(rng.choice(base)).encode()
                if not line:
                    line = bytearray(b"{")
            s.send(bytes(line).replace(b"\n", b" "))
        time.sleep(1)
        good_request_works(s)
        answers = [json.loads(x) for x in s.raw[mark:]]
        for m in answers:
            check(m.get("jsonrpc") == "2.0" and ("result" in m or "error" in m or m.get("method") == "progress"),
                  f"not a JSON-RPC message: {json.dumps(m)[:200]}")
            msg = str(m.get("error", {}).get("message", ""))
            check("\tat " not in msg and "java." not in msg and "Exception" not in msg,
                  f"a Java internal in a message: {msg[-300:]}")
        codes = collections.Counter(str(m["error"]["code"]) if "error" in m else "result" for m in answers
                                    if m.get("method") != "progress")
        return f"{n} mangled lines: " + ", ".join(f"{k} {v}" for k, v in sorted(codes.items()))
    finally:
        s.close()


ODD_VALUES: list[Any] = [None, True, -1, 0, 2 ** 53 + 1, -(2 ** 63), 10 ** 30, 1.5, -0.0, 1e300, "", "x" * 1000,
                         "\u0000", "../../etc/passwd", "/dev/zero", [], {}, [[[[[]]]]], {"a": {"b": {}}}, [1, "a", None]]


def mangled_tree(rng: random.Random, msg: Any) -> Any:
    """`msg` with a few of its values (anywhere in the tree) replaced by odd ones, or keys added or dropped."""
    for _ in range(rng.randint(1, 3)):
        node, path = msg, []
        while isinstance(node, (dict, list)) and node and rng.random() < 0.8:
            key = rng.choice(list(node)) if isinstance(node, dict) else rng.randrange(len(node))
            path.append((node, key))
            node = node[key]
        if not path:
            continue
        parent, key = path[-1]
        r = rng.random()
        if r < 0.7:
            parent[key] = copy.deepcopy(rng.choice(ODD_VALUES))
        elif r < 0.85 and isinstance(parent, dict):
            del parent[key]
        elif isinstance(parent, dict):
            parent["extra" + str(rng.randrange(9))] = copy.deepcopy(rng.choice(ODD_VALUES))
        else:
            parent.append(copy.deepcopy(rng.choice(ODD_VALUES)))
    return msg


def own_load(n: int, inflight: int) -> str:
    """n random memory solves, `inflight` at a time; every answer checked here; latency and RSS."""
    s = Serve("--workers", "2")
    rng = random.Random(20261128)
    try:
        sem = threading.Semaphore(inflight)
        sent: dict[int, tuple[float, dict[str, Any]]] = {}
        got: dict[int, float] = {}
        errors: list[str] = []

        def reader() -> None:
            while len(got) < n:
                m = s.next(120)
                rid = m.get("id")
                if not isinstance(rid, int) or rid not in sent:
                    errors.append(f"unknown id {rid}")
                    continue
                if rid in got:
                    errors.append(f"answered twice: {rid}")
                got[rid] = time.monotonic() - sent[rid][0]
                problem = independent_check(sent[rid][1], m)
                if problem:
                    errors.append(f"{rid}: {problem}")
                sem.release()

        t = threading.Thread(target=reader, daemon=True)
        t.start()
        start = time.monotonic()
        for i in range(n):
            k = rng.randint(2, 40)
            bufs = []
            for j in range(k):
                a = rng.randint(0, 60)
                bufs.append({"id": f"b{j}", "start": a, "end": a + rng.randint(1, 25), "size": rng.randint(1, 300)})
            inst = {"family": "memory", "capacity": rng.choice([400, 1000, 100000]), "buffers": bufs}
            sem.acquire()
            sent[i] = (time.monotonic(), inst)
            s.request(i, "solve", {"instance": inst, "timeLimit": 2, "solver": rng.choice(["greedy", "portfolio", "exact"])})
            if n >= 10 and (i + 1) % (n // 10) == 0:
                print(f"  load: {i + 1}/{n} sent, {len(got)} answered, RSS {s.rss_mib()} MiB", file=sys.stderr)
        t.join(300)
        wall = time.monotonic() - start
        check(not errors, "; ".join(errors[:5]))
        check(len(got) == n, f"{len(got)} of {n} answered")
        lat = sorted(got.values())
        med, p99 = lat[len(lat) // 2] * 1000, lat[min(len(lat) - 1, int(len(lat) * 0.99))] * 1000
        return (f"{n} solves, {inflight} in flight: all answered once and valid; median {med:.1f} ms, p99 {p99:.1f} ms,"
                f" {n / wall:.0f}/s, RSS {s.rss_mib()} MiB")
    finally:
        s.close()


def independent_check(inst: dict[str, Any], m: dict[str, Any]) -> str | None:
    """The memory rules, checked here without Berth: offsets in capacity, no two buffers live together overlap."""
    r = m.get("result")
    if not isinstance(r, dict):
        return f"not a result: {json.dumps(m)[:120]}"
    status = r.get("status")
    if status in ("INFEASIBLE", "UNKNOWN"):
        return None if status == "INFEASIBLE" or r.get("objective") is None else "UNKNOWN with an objective"
    if status not in ("OPTIMAL", "FEASIBLE"):
        return f"status {status}"
    a = r.get("assignment", {})
    bufs = inst["buffers"]
    if set(a) != {b["id"] for b in bufs}:
        return "assignment does not cover the buffers"
    peak = 0
    for b in bufs:
        o = a[b["id"]]
        if not isinstance(o, int) or o < 0 or o + b["size"] > inst["capacity"]:
            return f"{b['id']} at {o} outside the capacity"
        peak = max(peak, o + b["size"])
    for i, x in enumerate(bufs):
        for y in bufs[i + 1:]:
            if x["start"] < y["end"] and y["start"] < x["end"]:
                ox, oy = a[x["id"]], a[y["id"]]
                if ox < oy + y["size"] and oy < ox + x["size"]:
                    return f"{x['id']} and {y['id']} overlap"
    if r.get("objective") != peak:
        return f"objective {r.get('objective')} but the peak is {peak}"
    if r.get("bound", 0) > peak or (status == "OPTIMAL") != (r.get("bound") == peak):
        return f"bound {r.get('bound')} against peak {peak} ({status})"
    return None


# ---- running --------------------------------------------------------------------------------------------

def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, help="write the table's rows (TSV) here")
    ap.add_argument("--only", help="run only the cases whose name contains this")
    ap.add_argument("--load", type=int, default=2000, help="requests of the load test (0: none)")
    ap.add_argument("--huge-line", type=float, default=0, metavar="GIB",
                    help="also send one line of this many GiB to a server with the default limits")
    args = ap.parse_args()
    rows: list[tuple[str, str, str, float, int]] = []
    failed = 0
    tmp = Path(tempfile.mkdtemp(prefix="berth-abuse-"))
    try:
        cases = main_server_cases(tmp)
        selected = [(n, f) for n, f in cases if not args.only or args.only in n]
        if selected:
            s = Serve("--files", str(tmp), "--files", "/dev", "--max-request-bytes", str(MAX_REQUEST), "--max-file-bytes", str(1 << 20),
                      "--workers", "2")
            try:
                good_request_works(s)  # started and warm
                for name, fn in selected:
                    failed += run_case(rows, name, lambda: fn(s), s)
            finally:
                s.close()
        own: list[tuple[str, Callable[[], str]]] = [
            ("cancel behind a full queue", own_cancel_behind_full_queue),
            ("hang-up: stdin closed mid-solve", own_hang_up_stdin),
            ("hang-up: both pipes closed (a crashed client)", own_hang_up_both),
            ("requests after shutdown", own_after_shutdown),
            ("out of memory in one request", own_out_of_memory),
            ("2,000 mangled requests", own_mutations),
        ]
        if args.huge_line:
            own.append((f"a {args.huge_line:g} GiB line, default limits", own_huge_line(args.huge_line)))
        if args.load:
            own.append((f"load: {args.load} pipelined solves, 16 in flight", lambda: own_load(args.load, 16)))
        for name, fn in own:
            if not args.only or args.only in name:
                failed += run_case(rows, name, fn, None)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if args.out:
        with open(args.out, "w") as f:
            f.write("case\tresult\tanswer\tseconds\trss_mib\n")
            for r in rows:
                f.write("\t".join([r[0], r[1], r[2].replace("\t", " "), f"{r[3]:.2f}", str(r[4])]) + "\n")
        with open(args.out.with_suffix(".md"), "w") as f:
            f.write("| case | | answer | seconds | RSS MiB |\n|---|---|---|---:|---:|\n")
            for r in rows:
                answer = r[2].replace("|", "\\|").replace("\n", " ")
                f.write(f"| {r[0]} | {r[1]} | {answer[:160]} | {r[3]:.2f} | {r[4] or '—'} |\n")
    print(f"serve-abuse: {len(rows) - failed} of {len(rows)} cases passed", file=sys.stderr)
    return 1 if failed else 0


def run_case(rows: list[tuple[str, str, str, float, int]], name: str, fn: Callable[[], str], s: Serve | None) -> int:
    start = time.monotonic()
    mark = len(s.raw) if s is not None else 0
    try:
        answer = fn()
        if s is not None:
            written = b"".join(s.raw[mark:]).decode("utf-8", "replace")
            check(SECRET not in written and SECRET[:12] not in written, "a file's secret appeared in an answer")
            good_request_works(s)
            rss = s.rss_mib()
            check(rss <= RSS_BOUND_MIB, f"RSS {rss} MiB above {RSS_BOUND_MIB}")
        else:
            rss = 0
        ok, fail = "ok", 0
    except Failure as e:
        answer, ok, fail = str(e), "FAIL", 1
        rss = s.rss_mib() if s is not None else 0
    took = time.monotonic() - start
    rows.append((name, ok, answer, took, rss))
    print(f"{ok:4} {took:6.2f}s {rss:5d}MiB  {name}: {answer[:150]}", file=sys.stderr)
    return fail


if __name__ == "__main__":
    sys.exit(main())
