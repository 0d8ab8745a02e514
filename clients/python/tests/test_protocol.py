"""The client's plumbing (framing, pipelining, out-of-order answers, errors, death) against a test double.

The double (fake_server.py) only speaks the framing; what the real server computes is tested in
test_integration.py."""
import sys
import threading
import time
import unittest
from pathlib import Path

import _path  # noqa: F401
from berth_client import (INVALID_PARAMS, METHOD_NOT_FOUND, BerthError, BerthServer, BerthServerDied, Progress)

FAKE = [sys.executable, str(Path(__file__).with_name("fake_server.py"))]


class ProtocolTest(unittest.TestCase):
    def setUp(self) -> None:
        self.server = BerthServer(command=FAKE, shutdown_timeout=10)

    def tearDown(self) -> None:
        self.server.kill()

    def test_pipelined_requests_are_matched_by_id_when_answered_out_of_order(self) -> None:
        slow = self.server.submit("echo", {"sleep": 0.6, "value": "slow"})
        fast = self.server.submit("echo", {"sleep": 0.0, "value": "fast"})
        self.assertEqual(fast.result(5), {"value": "fast"})
        self.assertFalse(slow.done(), "the slow request should still be running when the fast one answered")
        self.assertEqual(slow.result(5), {"value": "slow"})

    def test_many_threads_share_one_server(self) -> None:
        results: dict[int, object] = {}

        def work(i: int) -> None:
            results[i] = self.server.request("echo", {"sleep": 0.01 * (i % 5), "value": i}, timeout=10)

        threads = [threading.Thread(target=work, args=(i,)) for i in range(40)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        self.assertEqual(results, {i: {"value": i} for i in range(40)})

    def test_error_response_raises_berth_error_with_code_message_and_data(self) -> None:
        with self.assertRaises(BerthError) as cm:
            self.server.request("fail", {"code": INVALID_PARAMS, "message": "buffers[0].size: missing",
                                         "data": {"field": "buffers[0].size"}}, timeout=5)
        e = cm.exception
        self.assertEqual(e.code, INVALID_PARAMS)
        self.assertEqual(e.message, "buffers[0].size: missing")
        self.assertEqual(e.data, {"field": "buffers[0].size"})
        self.assertEqual(e.method, "fail")
        self.assertIn("buffers[0].size", str(e))
        # the server survives a bad request
        self.assertEqual(self.server.request("echo", {"value": 1}, timeout=5), {"value": 1})

    def test_unknown_method(self) -> None:
        with self.assertRaises(BerthError) as cm:
            self.server.request("nope", {}, timeout=5)
        self.assertEqual(cm.exception.code, METHOD_NOT_FOUND)

    def test_progress_goes_to_the_request_callback_and_the_global_one(self) -> None:
        seen_global: list[Progress] = []
        server = BerthServer(command=FAKE, on_progress=seen_global.append)
        try:
            mine: list[Progress] = []
            self.assertEqual(server.request("progress", {"steps": 3}, on_progress=mine.append, timeout=5),
                             {"done": True})
            self.assertEqual([p.objective for p in mine], [100, 99, 98])
            self.assertEqual([p.bound for p in mine], [50, 51, 52])
            self.assertEqual(len(seen_global), 3)
        finally:
            server.kill()

    def test_a_failing_progress_callback_does_not_strand_the_request(self) -> None:
        def boom(p: Progress) -> None:
            raise RuntimeError("callback bug")
        with self.assertLogs("berth_client", level="ERROR"):
            self.assertEqual(self.server.request("progress", {"steps": 2}, on_progress=boom, timeout=5),
                             {"done": True})

    def test_cancel_makes_the_named_request_answer(self) -> None:
        slow = self.server.submit("slow", {})
        time.sleep(0.1)
        self.assertFalse(slow.done())
        self.assertEqual(slow.cancel(), {"cancelled": True})
        self.assertEqual(slow.result(5), {"cancelled": True})

    def test_server_death_fails_pending_requests_and_later_ones(self) -> None:
        slow = self.server.submit("slow", {})
        with self.assertRaises(BerthServerDied) as cm:
            self.server.request("die", {"code": 7}, timeout=5)
        self.assertEqual(cm.exception.returncode, 7)
        self.assertIn("dying on request", cm.exception.stderr_tail)
        with self.assertRaises(BerthServerDied):
            slow.result(5)
        with self.assertRaises(BerthServerDied):
            self.server.request("echo", {"value": 1}, timeout=5)
        self.assertFalse(self.server.alive())

    def test_a_non_json_line_is_reported_and_the_stream_goes_on(self) -> None:
        with self.assertLogs("berth_client", level="WARNING") as logs:
            self.assertEqual(self.server.request("garbage", {}, timeout=5), {"ok": True})
        self.assertIn("not JSON", "\n".join(logs.output))
        self.assertEqual(self.server.unmatched, ["this is not json\n"])

    def test_timeout_leaves_the_request_running(self) -> None:
        pending = self.server.submit("echo", {"sleep": 0.5, "value": 2})
        with self.assertRaises(TimeoutError):
            pending.result(0.05)
        self.assertEqual(pending.result(5), {"value": 2})

    def test_context_manager_shuts_down_after_running_requests(self) -> None:
        with BerthServer(command=FAKE) as server:
            pending = server.submit("echo", {"sleep": 0.3, "value": "last"})
        self.assertEqual(pending.result(0), {"value": "last"})
        self.assertEqual(server.returncode, 0)

    def test_context_manager_kills_a_server_that_ignores_shutdown(self) -> None:
        # `cat` never answers: shutdown times out, the client kills it and still leaves the block
        server = BerthServer(command=["cat"], shutdown_timeout=0.5)
        with self.assertLogs("berth_client", level="WARNING"):
            with server:
                pass
        self.assertIsNotNone(server.returncode)
        self.assertFalse(server.alive())

    def test_a_missing_executable_is_a_clear_error(self) -> None:
        from berth_client import BerthClientError
        with self.assertRaises(BerthClientError) as cm:
            BerthServer(command=["/nonexistent/berth", "serve"])
        self.assertIn("/nonexistent/berth", str(cm.exception))

    def test_solve_sends_the_spec_parameter_names(self) -> None:
        # `cat` echoes the request line back; it parses as a message with the request's id and no result
        server = BerthServer(command=["cat"])
        try:
            pending = server.solve_async({"family": "memory", "buffers": []}, solver="greedy", objective="fit",
                                         time_limit=2.5, seed=3, params={"order": "size"})
            with self.assertRaises(BerthError):  # neither result nor error: reported, not hung
                pending.result(5)
            with self.assertRaises(ValueError):
                server.solve_async({}, objective="fastest")
        finally:
            server.kill()

    def test_nan_and_infinity_are_refused_before_anything_is_sent(self) -> None:
        for bad in (float("nan"), float("inf"), -1.0, 0, True, "5"):
            with self.assertRaises(ValueError, msg=repr(bad)):
                self.server.solve_async({"family": "memory", "buffers": []}, time_limit=bad)  # type: ignore[arg-type]
        with self.assertRaises(ValueError):
            self.server.request("echo", {"value": float("nan")})
        with self.assertRaises(ValueError):
            self.server.request("echo", {"value": object()})
        self.assertEqual(self.server._pending, {}, "a refused request leaves no pending entry behind")
        # the server never saw them: the next request is still answered
        self.assertEqual(self.server.request("echo", {"value": 2}, timeout=5), {"value": 2})

    def test_every_call_has_a_default_timeout(self) -> None:
        server = BerthServer(command=FAKE, timeout=0.5)
        try:
            start = time.monotonic()
            with self.assertRaises(TimeoutError) as cm:
                server.request("slow", {})
            self.assertLess(time.monotonic() - start, 10)
            self.assertIn("slow", str(cm.exception))
            # a request that names a longer timeLimit waits for it plus the margin, not the short default
            self.assertEqual(server._wait("solve", {"timeLimit": 5}, None), 5 + BerthServer.SOLVE_MARGIN)
            self.assertEqual(server._wait("check", None, None), server.server_time_limit + BerthServer.SOLVE_MARGIN)
            self.assertEqual(server._wait("cancel", None, None), 0.5)
            self.assertEqual(server._wait("solve", None, 3.0), 3.0)
            unlimited = BerthServer(command=["cat"], timeout=None)
            self.assertIsNone(unlimited._wait("solve", None, None))
            unlimited.kill()
        finally:
            server.kill()

    def test_every_pending_call_fails_when_the_server_dies(self) -> None:
        slow = [self.server.submit("slow", {}) for _ in range(5)]
        with self.assertRaises(BerthServerDied):
            self.server.request("die", {"code": 7}, timeout=10)
        for p in slow:
            with self.assertRaises(BerthServerDied) as cm:
                p.result(10)
            self.assertEqual(cm.exception.returncode, 7)
        self.assertEqual(self.server._pending, {})
        with self.assertRaises(BerthServerDied):
            self.server.submit("echo", {"value": 1})


if __name__ == "__main__":
    unittest.main()
