"""The client against the real `berth serve` (the launcher from $BERTH or the repository's ./berth).

Skipped only when no JDK 21+ can be found (the launcher's own bin/find-jdk.sh decides), with that reason;
any other problem starting the server is a failure."""
import os
import random
import signal
import subprocess
import time
import unittest
from typing import Any

import _path  # noqa: F401
from berth_client import (INVALID_PARAMS, METHOD_NOT_FOUND, BerthError, BerthServer, BerthServerDied, Progress,
                          find_launcher)

FIRST_CALL = 900.0  # the launcher may build the CLI on first use (a few minutes on 2 cores)


def _launcher_or_skip() -> str:
    launcher = find_launcher()
    find_jdk = launcher.parent / "bin" / "find-jdk.sh"
    if find_jdk.is_file():
        r = subprocess.run(["bash", "-c", f". '{find_jdk}' && berth_find_jdk"], capture_output=True, text=True)
        if r.returncode != 0:
            raise unittest.SkipTest("integration tests need a JDK 21+ to run berth serve: " + r.stderr.strip())
    return str(launcher)


def small_instance() -> dict[str, Any]:
    # a (0..2) and b (1..3) meet in time; c (3..4) may reuse either's bytes: the best peak is 16
    return {"family": "memory", "capacity": 64, "buffers": [
        {"id": "a", "start": 0, "end": 2, "size": 8},
        {"id": "b", "start": 1, "end": 3, "size": 8},
        {"id": "c", "start": 3, "end": 4, "size": 16}]}


def hard_instance(n: int = 400, seed: int = 7) -> dict[str, Any]:
    rng = random.Random(seed)
    bufs = []
    for i in range(n):
        s = rng.randrange(0, 300)
        bufs.append({"id": f"b{i}", "start": s, "end": s + rng.randrange(1, 60), "size": rng.randrange(1, 4096)})
    return {"family": "memory", "capacity": 1 << 30, "buffers": bufs}


class RealServerTest(unittest.TestCase):
    server: BerthServer

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = BerthServer(_launcher_or_skip(), shutdown_timeout=60)
        try:
            cls.server.solvers(timeout=FIRST_CALL)
        except BaseException:
            cls.server.kill()
            raise

    @classmethod
    def tearDownClass(cls) -> None:
        rc = cls.server.close()
        assert rc == 0, f"berth serve exited with {rc} after shutdown"

    def test_solvers_lists_the_memory_strategies(self) -> None:
        families = self.server.solvers(timeout=60)["families"]
        memory = next(f for f in families if f["name"] == "memory")
        self.assertIn("greedy", [s["name"] for s in memory["strategies"]])

    def test_solve_then_check_and_simulate(self) -> None:
        inst = small_instance()
        sol = self.server.solve(inst, time_limit=5, timeout=120)
        self.assertEqual(sol["status"], "OPTIMAL")
        self.assertEqual(sol["objective"], 16)
        a = sol["assignment"]
        self.assertEqual(set(a), {"a", "b", "c"})
        self.assertNotEqual(a["a"], a["b"])
        verdict = self.server.check(inst, sol, timeout=60)
        self.assertTrue(verdict["valid"], verdict)
        report = self.server.simulate(inst, sol, timeout=60)
        self.assertTrue(report["clean"], report)

    def test_check_rejects_an_overlap(self) -> None:
        inst = small_instance()
        bad = {"family": "memory", "status": "FEASIBLE", "objective": 16,
               "assignment": {"a": 0, "b": 0, "c": 0}}
        verdict = self.server.check(inst, bad, timeout=60)
        self.assertFalse(verdict["valid"])
        self.assertTrue(verdict.get("violation"))

    def test_emit_cuda_writes_the_kernel_and_the_checkers_verdict(self) -> None:
        program = {"family": "sync", "physical": {"semantics": "parity"},
                   "warps": [{"id": "w0", "ops": ["load", "p1", "p2"]}, {"id": "w1", "ops": ["c1", "mma", "c2"]}]}
        answer = self.server.solve(program, timeout=120)
        emitted = self.server.emit_cuda(program, answer, runs=500, timeout=60)
        self.assertEqual(emitted["berthCheck"], "valid", emitted.get("violation"))
        self.assertIn("#define BERTH_RUNS 500ULL", emitted["source"])
        self.assertIn("mbarrier.try_wait.parity", emitted["source"])
        shared = {"family": "sync", "assignment": {"1": 1, "2": 1}}
        wrong = self.server.emit_cuda(program, shared, semantics="flag", timeout=60)
        self.assertEqual((wrong["berthCheck"], wrong["semantics"]), ("invalid", "flag"))
        self.assertIn("bar.sync", wrong["source"])
        with self.assertRaises(BerthError) as cm:
            self.server.emit_cuda(small_instance(), {"family": "memory", "assignment": {"a": 0, "b": 8, "c": 0}},
                                  timeout=60)
        self.assertEqual(cm.exception.code, INVALID_PARAMS)
        self.assertIn("CUDA is emitted for sync and channels", cm.exception.message)
        with self.assertRaises(BerthError) as cm:
            self.server.emit_cuda(program, answer, semantics="eventual", timeout=60)
        self.assertIn("params.semantics", cm.exception.message)

    def test_greedy_and_seed_and_params_are_passed(self) -> None:
        sol = self.server.solve(small_instance(), solver="greedy", seed=3, params={"greedy.order": "start"},
                                timeout=120)
        self.assertEqual(sol["solver"].split()[0].split("(")[0], "greedy")
        with self.assertRaises(BerthError) as cm:
            self.server.solve(small_instance(), solver="no-such-solver", timeout=60)
        self.assertIn("no-such-solver", cm.exception.message)

    def test_bad_instance_is_invalid_params_naming_the_field_and_the_server_goes_on(self) -> None:
        inst = small_instance()
        del inst["buffers"][1]["size"]
        with self.assertRaises(BerthError) as cm:
            self.server.solve(inst, timeout=60)
        self.assertEqual(cm.exception.code, INVALID_PARAMS)
        self.assertIn("size", cm.exception.message)
        self.assertEqual(self.server.solve(small_instance(), timeout=120)["status"], "OPTIMAL")

    def test_unknown_method(self) -> None:
        with self.assertRaises(BerthError) as cm:
            self.server.request("frobnicate", {}, timeout=60)
        self.assertEqual(cm.exception.code, METHOD_NOT_FOUND)

    def test_pipelined_solves_come_back_to_their_callers(self) -> None:
        sizes = [8, 24, 40, 56, 72, 88]
        pending = []
        for s in sizes:  # one buffer each: the answer's objective identifies the request
            inst = {"family": "memory", "capacity": 1024, "buffers": [{"id": "x", "start": 0, "end": 1, "size": s}]}
            pending.append(self.server.solve_async(inst, time_limit=5))
        self.assertEqual([p.result(120)["objective"] for p in pending], sizes)

    def test_cancel_answers_with_the_best_so_far(self) -> None:
        inst = hard_instance()
        seen: list[Progress] = []
        t0 = time.monotonic()
        # timefold cannot prove anything here (its layouts stay above the bound), so only the cancel ends it
        pending = self.server.solve_async(inst, solver="timefold", time_limit=300, on_progress=seen.append)
        time.sleep(1)
        self.assertFalse(pending.done(), "a 300 s local search answered within a second")
        self.assertTrue(pending.cancel()["cancelled"])
        sol = pending.result(60)
        self.assertLess(time.monotonic() - t0, 120, "cancel did not stop a 300 s solve")
        self.assertIn(sol["status"], ("FEASIBLE", "OPTIMAL", "UNKNOWN"))
        if sol["status"] != "UNKNOWN":
            self.assertTrue(self.server.check(inst, sol, timeout=60)["valid"])
        self.assertTrue(all(p.id == pending.id for p in seen), "progress of another request reached this callback")

    def test_killed_server_fails_pending_requests(self) -> None:
        server = BerthServer(_launcher_or_skip())
        try:
            server.solvers(timeout=FIRST_CALL)
            pending = server.solve_async(hard_instance(), time_limit=300)
            os.kill(server.pid, signal.SIGKILL)
            with self.assertRaises(BerthServerDied) as cm:
                pending.result(60)
            self.assertEqual(cm.exception.returncode, -signal.SIGKILL)
            with self.assertRaises(BerthServerDied):
                server.solvers(timeout=60)
        finally:
            server.kill()

    def test_shutdown_waits_for_a_running_solve_and_exits_zero(self) -> None:
        server = BerthServer(_launcher_or_skip())
        server.solvers(timeout=FIRST_CALL)
        pending = server.solve_async(small_instance(), time_limit=5)
        self.assertEqual(server.shutdown(120), 0)
        self.assertEqual(pending.result(0)["status"], "OPTIMAL")


if __name__ == "__main__":
    unittest.main()
