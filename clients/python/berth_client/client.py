"""A client for ``berth serve``: JSON-RPC 2.0, one JSON object per line over a subprocess's stdin/stdout.

One writer lock serialises requests onto stdin; one reader thread parses stdout and completes the
pending request of each response ``id`` (responses may arrive in any order), and hands ``progress``
notifications to callbacks. A second thread drains stderr into a bounded tail so the server can never
block on a full pipe and a crash can be reported with its last words.
"""
from __future__ import annotations

import collections
import itertools
import json
import logging
import math
import os
import subprocess
import threading
from concurrent.futures import Future
from concurrent.futures import TimeoutError as FutureTimeout
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, Callable, Mapping, Sequence, TypeAlias, TypedDict, cast

__all__ = [
    "BerthClientError", "BerthError", "BerthServerDied", "BerthServer", "PendingRequest", "Progress",
    "ProgressCallback", "Solution", "CheckResult", "find_launcher",
    "PARSE_ERROR", "INVALID_REQUEST", "METHOD_NOT_FOUND", "INVALID_PARAMS", "INTERNAL_ERROR",
]

log = logging.getLogger("berth_client")

JSON: TypeAlias = Any  # what json.loads returns; the server's objects stay plain dicts

PARSE_ERROR = -32700
INVALID_REQUEST = -32600
METHOD_NOT_FOUND = -32601
INVALID_PARAMS = -32602
INTERNAL_ERROR = -32000


class BerthClientError(Exception):
    """Base of every error this client raises."""


class BerthError(BerthClientError):
    """The server answered a request with a JSON-RPC error object."""

    def __init__(self, code: int, message: str, data: JSON = None, method: str | None = None) -> None:
        self.code = code
        self.message = message
        self.data = data
        self.method = method
        where = f"{method}: " if method and not message.startswith(f"{method}:") else ""
        extra = f" ({json.dumps(data)})" if data is not None else ""
        super().__init__(f"{where}{message} [JSON-RPC {code}]{extra}")


class BerthServerDied(BerthClientError):
    """The server process ended (or its stdout closed) while requests were pending or being sent."""

    def __init__(self, returncode: int | None, stderr_tail: str) -> None:
        self.returncode = returncode
        self.stderr_tail = stderr_tail
        tail = f"; its stderr ended with:\n{stderr_tail}" if stderr_tail.strip() else " (nothing on stderr)"
        super().__init__(f"berth serve is not running (exit code {returncode}){tail}")


@dataclass(frozen=True)
class Progress:
    """A ``progress`` notification: the best objective and bound so far of the solve named ``id``."""

    id: int | str
    objective: float | None
    bound: float | None
    seconds: float | None
    raw: Mapping[str, JSON]


ProgressCallback: TypeAlias = Callable[[Progress], None]


class Solution(TypedDict, total=False):
    """The solution object (formats.md, 'Solutions'); families add fields, which stay in the dict."""

    family: str
    status: str  # OPTIMAL | FEASIBLE | INFEASIBLE | UNKNOWN
    objective: int | float | None
    bound: int | float | None
    solver: str
    seconds: float
    assignment: dict[str, Any]
    reason: str
    proof: Any


class CheckResult(TypedDict, total=False):
    valid: bool
    violation: str


def find_launcher(start: Path | None = None) -> Path:
    """The ``berth`` launcher: ``$BERTH`` if set, else the repository's ``./berth`` above this package (a
    checkout), else above the working directory (an installed package used from inside the repository)."""
    env = os.environ.get("BERTH")
    if env:
        p = Path(env)
        if not p.is_file():
            raise BerthClientError(f"BERTH={env} is not a file")
        return p.absolute()
    here = (start or Path(__file__)).resolve()
    cwd = Path.cwd().resolve()
    for d in itertools.chain(here.parents, [cwd], cwd.parents):
        cand = d / "berth"
        # the repository root holds both the launcher and the Maven wrapper it builds with
        if cand.is_file() and os.access(cand, os.X_OK) and (d / "mvnw").is_file():
            return cand
    raise BerthClientError(f"no berth launcher found above {here} or {cwd}; pass its path or set BERTH")


def _positive_seconds(name: str, value: float | None) -> None:
    """Refuses what the server would refuse anyway, before it is sent: JSON has no NaN or infinity."""
    if value is None:
        return
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise ValueError(f"{name} must be a number of seconds, not {value!r}")
    if not math.isfinite(value) or value <= 0:
        raise ValueError(f"{name} must be a finite positive number of seconds, not {value!r}")


class PendingRequest:
    """A request sent and not necessarily answered yet (a thin wrapper over a Future)."""

    def __init__(self, server: BerthServer, id: int, method: str) -> None:
        self.id = id
        self.method = method
        self._server = server
        self.future: Future[JSON] = Future()

    def result(self, timeout: float | None = None) -> JSON:
        """The response's ``result``; raises BerthError, BerthServerDied, or TimeoutError (after ``timeout``
        seconds; None waits until the server answers or dies)."""
        try:
            return self.future.result(timeout)
        except (TimeoutError, FutureTimeout):  # one class since Python 3.11, two before
            raise TimeoutError(f"{self.method} (id {self.id}) not answered within {timeout} s; it may still run"
                               " on the server (cancel() stops it)") from None

    def done(self) -> bool:
        return self.future.done()

    def cancel(self) -> JSON:
        """Asks the server to stop this request; it then answers with its best valid result so far."""
        return self._server.cancel(self.id)


class BerthServer:
    """A running ``berth serve``. Thread-safe: any thread may send; responses are matched by id.

    ``with BerthServer() as berth: berth.solve(instance)`` shuts the server down on exit (and kills it
    if it does not exit within ``shutdown_timeout`` seconds).
    """

    #: how long a solve's call waits beyond its ``time_limit`` (or the server's default limit) by default
    SOLVE_MARGIN = 60.0

    def __init__(self, launcher: str | os.PathLike[str] | None = None, *,
                 command: Sequence[str] | None = None,
                 env: Mapping[str, str] | None = None,
                 cwd: str | os.PathLike[str] | None = None,
                 on_progress: ProgressCallback | None = None,
                 shutdown_timeout: float = 30.0,
                 stderr_lines: int = 200,
                 forward_stderr: IO[str] | None = None,
                 timeout: float | None = 120.0,
                 server_time_limit: float = 10.0) -> None:
        """Starts the server.

        launcher: path of the ``berth`` launcher (default: ``find_launcher()``); runs ``launcher serve``.
        command: the full command line instead (e.g. a test double); overrides ``launcher``.
        on_progress: called (on the reader thread) with every progress notification of every request.
        forward_stderr: also copy the server's stderr lines there (e.g. ``sys.stderr``).
        timeout: how long a call waits for its answer when it names no ``timeout`` (None: for ever); a solve
            waits its ``time_limit`` (else ``server_time_limit``, the server's ``--time-limit``) plus
            ``SOLVE_MARGIN`` at least.
        """
        _positive_seconds("timeout", timeout)
        _positive_seconds("server_time_limit", server_time_limit)
        self.timeout = timeout
        self.server_time_limit = server_time_limit
        if command is None:
            # absolute: str(Path("./berth")) is "berth", which Popen would look up on PATH instead
            exe = Path(launcher).absolute() if launcher is not None else find_launcher()
            command = [str(exe), "serve"]
        self.command = list(command)
        self.shutdown_timeout = shutdown_timeout
        self._on_progress = on_progress
        self._forward_stderr = forward_stderr
        self._ids = itertools.count(1)
        self._lock = threading.Lock()  # guards _pending, _progress, _dead, and writes to stdin
        self._pending: dict[int, PendingRequest] = {}
        self._progress: dict[int, ProgressCallback] = {}
        self._dead: BerthServerDied | None = None
        self._stderr_tail: collections.deque[str] = collections.deque(maxlen=stderr_lines)
        self.unmatched: list[JSON] = []  # responses whose id names no pending request (kept for diagnosis)
        try:
            self._proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                env=None if env is None else dict(env), cwd=cwd,
                text=True, encoding="utf-8", bufsize=1)
        except OSError as e:
            raise BerthClientError(f"cannot start {self.command!r}: {e}") from e
        self._reader = threading.Thread(target=self._read_stdout, name="berth-reader", daemon=True)
        self._err_reader = threading.Thread(target=self._read_stderr, name="berth-stderr", daemon=True)
        self._err_reader.start()
        self._reader.start()

    # ---- lifecycle -------------------------------------------------------------------------------

    @property
    def pid(self) -> int:
        return self._proc.pid

    @property
    def returncode(self) -> int | None:
        return self._proc.poll()

    def alive(self) -> bool:
        return self._dead is None and self._proc.poll() is None

    def stderr_tail(self) -> str:
        return "".join(self._stderr_tail)

    def __enter__(self) -> BerthServer:
        return self

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.close()

    def close(self) -> int | None:
        """Shuts down gracefully if the server still runs, kills it after ``shutdown_timeout``.

        Returns the exit code. Never raises because the server already died."""
        if self._proc.poll() is None and self._dead is None:
            try:
                return self.shutdown(self.shutdown_timeout)
            except (BerthClientError, TimeoutError) as e:
                log.warning("berth serve did not shut down cleanly (%s); killing it", e)
        return self.kill()

    def kill(self) -> int | None:
        """Kills the server process (if running) and waits for it."""
        if self._proc.poll() is None:
            self._proc.kill()
        try:
            rc = self._proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            rc = None
        self._close_pipes()
        return rc

    def shutdown(self, timeout: float | None = None) -> int:
        """Sends ``shutdown`` (the server finishes what runs, then exits 0) and waits for the exit.

        Kills the process if it has not exited ``timeout`` seconds after the request was sent and
        raises TimeoutError then; returns the exit code otherwise."""
        timeout = self.shutdown_timeout if timeout is None else timeout
        pending = self.submit("shutdown", {})
        try:
            pending.result(timeout)
        except BerthServerDied:
            pass  # a server may exit before its answer to shutdown is read; the exit code tells
        except TimeoutError:
            self.kill()
            raise TimeoutError(f"berth serve did not answer shutdown within {timeout} s; killed")
        try:
            rc = self._proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.kill()
            raise TimeoutError(f"berth serve did not exit within {timeout} s after shutdown; killed")
        self._close_pipes()
        return rc

    def _close_pipes(self) -> None:
        """Closes our ends of the pipes once the process is gone (the readers end at EOF first)."""
        try:
            if self._proc.stdin is not None:
                self._proc.stdin.close()
        except OSError:
            pass  # the process already closed its end; nothing left to flush
        self._reader.join(timeout=5)
        self._err_reader.join(timeout=5)
        for f in (self._proc.stdout, self._proc.stderr):
            if f is not None and not (self._reader.is_alive() or self._err_reader.is_alive()):
                f.close()

    # ---- requests --------------------------------------------------------------------------------

    def submit(self, method: str, params: Mapping[str, JSON] | None = None, *,
               on_progress: ProgressCallback | None = None) -> PendingRequest:
        """Sends a request without waiting; pipelining many is fine.

        Raises ValueError, before anything is sent, when ``params`` cannot be JSON (NaN, infinity, objects
        JSON does not know)."""
        with self._lock:
            if self._dead is not None:
                raise self._dead
            rid = next(self._ids)
            try:
                line = json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": dict(params or {})},
                                  separators=(",", ":"), allow_nan=False)
            except (ValueError, TypeError) as e:
                raise ValueError(f"{method}: params cannot be sent as JSON: {e}") from None
            pending = PendingRequest(self, rid, method)
            self._pending[rid] = pending
            if on_progress is not None:
                self._progress[rid] = on_progress
            try:
                assert self._proc.stdin is not None
                self._proc.stdin.write(line + "\n")
                self._proc.stdin.flush()
            except (OSError, ValueError):
                # a broken pipe means the process is gone; the reader reports why (exit code, stderr)
                self._pending.pop(rid, None)
                self._progress.pop(rid, None)
                died = self._died_error()
                self._dead = died
                raise died from None
        return pending

    def request(self, method: str, params: Mapping[str, JSON] | None = None, *,
                on_progress: ProgressCallback | None = None, timeout: float | None = None) -> JSON:
        """Sends a request and waits for its result, ``timeout`` seconds at most (default: this client's
        ``timeout``; for solve, check, simulate and emitCuda their time limit plus ``SOLVE_MARGIN`` if that is longer).
        TimeoutError leaves the request running."""
        return self.submit(method, params, on_progress=on_progress).result(self._wait(method, params, timeout))

    #: the methods that run under a time limit on the server (its --time-limit when the request names none)
    LIMITED = ("solve", "check", "simulate", "emitCuda")

    def _wait(self, method: str, params: Mapping[str, JSON] | None, timeout: float | None) -> float | None:
        if timeout is not None:
            _positive_seconds("timeout", timeout)
            return timeout
        if self.timeout is None or method not in self.LIMITED:
            return self.timeout
        limit = (params or {}).get("timeLimit")
        if not isinstance(limit, (int, float)) or isinstance(limit, bool):
            limit = self.server_time_limit
        return max(self.timeout, float(limit) + self.SOLVE_MARGIN)

    @staticmethod
    def _solve_params(instance: Mapping[str, JSON], solver: str | None, objective: str | None,
                      time_limit: float | None, seed: int | None,
                      params: Mapping[str, JSON] | None, extra: Mapping[str, JSON] | None) -> dict[str, JSON]:
        _positive_seconds("time_limit", time_limit)
        p: dict[str, JSON] = {"instance": instance}
        p.update(extra or {})  # fields the server takes beyond formats.md, e.g. "threads", "nodeLimit"
        if solver is not None:
            p["solver"] = solver
        if objective is not None:
            if objective not in ("peak", "fit"):
                raise ValueError(f"objective must be 'peak' or 'fit', not {objective!r}")
            p["objective"] = objective
        if time_limit is not None:
            p["timeLimit"] = time_limit
        if seed is not None:
            p["seed"] = seed
        if params is not None:
            p["params"] = dict(params)
        return p

    def solve_async(self, instance: Mapping[str, JSON], *, solver: str | None = None,
                    objective: str | None = None, time_limit: float | None = None, seed: int | None = None,
                    params: Mapping[str, JSON] | None = None, extra: Mapping[str, JSON] | None = None,
                    on_progress: ProgressCallback | None = None) -> PendingRequest:
        """Starts a solve; ``.result()`` gives the solution, ``.cancel()`` stops it early."""
        return self.submit("solve", self._solve_params(instance, solver, objective, time_limit, seed, params, extra),
                           on_progress=on_progress)

    def solve(self, instance: Mapping[str, JSON], *, solver: str | None = None, objective: str | None = None,
              time_limit: float | None = None, seed: int | None = None, params: Mapping[str, JSON] | None = None,
              extra: Mapping[str, JSON] | None = None, on_progress: ProgressCallback | None = None,
              timeout: float | None = None) -> Solution:
        """Solves ``instance`` (a dict in the formats.md JSON, or a path string the server can read) and
        returns the solution object. ``time_limit`` is the solver's budget (seconds); ``timeout`` is how
        long this call waits for the answer (TimeoutError leaves the solve running)."""
        job = self.solve_async(instance, solver=solver, objective=objective, time_limit=time_limit,
                               seed=seed, params=params, extra=extra, on_progress=on_progress)
        return cast(Solution, job.result(self._wait("solve", {"timeLimit": time_limit} if time_limit else None, timeout)))

    def check(self, instance: Mapping[str, JSON], solution: Mapping[str, JSON], *,
              timeout: float | None = None) -> CheckResult:
        """The independent checker's verdict: ``{"valid": bool, "violation"?: str}``."""
        return cast(CheckResult, self.request("check", {"instance": instance, "solution": solution}, timeout=timeout))

    def simulate(self, instance: Mapping[str, JSON], solution: Mapping[str, JSON], *,
                 timeout: float | None = None) -> JSON:
        """The simulator's report of the solution."""
        return self.request("simulate", {"instance": instance, "solution": solution}, timeout=timeout)

    def emit_cuda(self, instance: Mapping[str, JSON], solution: Mapping[str, JSON], *, semantics: str | None = None,
                  runs: int | None = None, seed: int | None = None, timeout: float | None = None) -> JSON:
        """A sync or channels answer as one self-contained CUDA file (``berth emit cuda``):
        ``{"source": str, "berthCheck": "valid" | "invalid", "violation"?: str, "semantics", "warps", "pairs",
        "barriers"}``. ``semantics`` ("parity", "flag", "generation") overrides the instance's; ``runs`` and
        ``seed`` become the program's defaults. Build with ``nvcc -O2 -arch=sm_90``; it needs a Hopper GPU to run."""
        params: dict[str, JSON] = {"instance": instance, "solution": solution}
        for key, value in (("semantics", semantics), ("runs", runs), ("seed", seed)):
            if value is not None:
                params[key] = value
        return self.request("emitCuda", params, timeout=timeout)

    def solvers(self, *, timeout: float | None = None) -> JSON:
        """The strategies of each family with their parameter schema."""
        return self.request("solvers", {}, timeout=timeout)

    def cancel(self, request_id: int | str, *, timeout: float | None = None) -> JSON:
        """Stops request ``request_id``; that request then answers with its best valid result so far."""
        return self.request("cancel", {"id": request_id}, timeout=timeout)

    # ---- reader threads --------------------------------------------------------------------------

    def _read_stdout(self) -> None:
        assert self._proc.stdout is not None
        try:
            for line in self._proc.stdout:
                if line.strip():
                    self._dispatch(line)
        except (OSError, ValueError) as e:  # the pipe closed under us (kill)
            log.debug("berth reader stopped: %s", e)
        finally:
            self._fail_all()

    def _read_stderr(self) -> None:
        assert self._proc.stderr is not None
        try:
            for line in self._proc.stderr:
                self._stderr_tail.append(line)
                if self._forward_stderr is not None:
                    self._forward_stderr.write(line)
        except (OSError, ValueError):
            pass

    def _dispatch(self, line: str) -> None:
        try:
            msg = json.loads(line)
        except json.JSONDecodeError:
            # the protocol allows nothing but JSON on stdout; keep it visible without losing the stream
            log.warning("berth serve wrote a line that is not JSON: %r", line[:200])
            self.unmatched.append(line)
            return
        if not isinstance(msg, dict):
            log.warning("berth serve wrote JSON that is not an object: %r", line[:200])
            self.unmatched.append(msg)
            return
        if "method" in msg and "id" not in msg:
            self._notify(msg)
            return
        rid = msg.get("id")
        with self._lock:
            pending = self._pending.pop(rid, None) if isinstance(rid, int) else None
            if pending is not None:
                self._progress.pop(pending.id, None)
        if pending is None:
            log.warning("berth serve answered an unknown id: %r", line[:200])
            self.unmatched.append(msg)
            return
        err = msg.get("error")
        if err is not None:
            if isinstance(err, dict):
                code = err.get("code")
                pending.future.set_exception(BerthError(
                    code if isinstance(code, int) else INTERNAL_ERROR,
                    str(err.get("message", "")), err.get("data"), pending.method))
            else:
                pending.future.set_exception(BerthError(INTERNAL_ERROR, f"malformed error: {err!r}", None,
                                                        pending.method))
        elif "result" in msg:
            pending.future.set_result(msg["result"])
        else:
            pending.future.set_exception(BerthError(INTERNAL_ERROR, "response with neither result nor error",
                                                    msg, pending.method))

    def _notify(self, msg: dict[str, JSON]) -> None:
        if msg.get("method") != "progress":
            log.debug("ignoring notification %r", msg.get("method"))
            return
        params = msg.get("params")
        if not isinstance(params, dict):
            return
        rid = params.get("id")
        if not isinstance(rid, (int, str)):
            log.warning("progress notification without a request id: %r", params)
            return
        p = Progress(id=rid, objective=params.get("objective"), bound=params.get("bound"),
                     seconds=params.get("seconds"), raw=params)
        with self._lock:
            own = self._progress.get(p.id) if isinstance(p.id, int) else None
        for cb in (own, self._on_progress):
            if cb is not None:
                try:
                    cb(p)
                except Exception:  # a callback's bug must not kill the reader and strand every request
                    log.exception("progress callback failed")

    def _died_error(self) -> BerthServerDied:
        try:
            rc = self._proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            rc = None
        self._err_reader.join(timeout=2)  # let the last stderr lines arrive for the message
        return BerthServerDied(rc, self.stderr_tail())

    def _fail_all(self) -> None:
        died = self._died_error()
        with self._lock:
            if self._dead is None:
                self._dead = died
            pending = list(self._pending.values())
            self._pending.clear()
            self._progress.clear()
        for p in pending:
            if not p.future.done():
                p.future.set_exception(died)
