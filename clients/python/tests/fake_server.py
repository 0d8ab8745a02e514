"""A stand-in for `berth serve` that speaks the same framing, for testing the client's plumbing only.

Each request is handled on its own thread so that answers come back in completion order, as the real
server may do. Behaviour is chosen by the method and params:
  echo {sleep?, value}          -> {"value": value} after `sleep` seconds
  progress {steps}              -> `steps` progress notifications, then {"done": true}
  slow {}                       -> waits until cancelled, then {"cancelled": true}
  cancel {id}                   -> {"cancelled": bool}; the named `slow` request then answers
  fail {code, message, data?}   -> that JSON-RPC error
  die {code}                    -> writes to stderr and exits with `code` at once (no answer)
  garbage {}                    -> a non-JSON line, then {"ok": true}
  shutdown {}                   -> waits for running requests, answers, exits 0
anything else                   -> -32601
"""
import json
import os
import sys
import threading
import time

out_lock = threading.Lock()
cancelled: dict[int, threading.Event] = {}
running: list[threading.Thread] = []


def send(obj: dict) -> None:
    with out_lock:
        sys.stdout.write(json.dumps(obj) + "\n")
        sys.stdout.flush()


def handle(req: dict) -> None:
    rid, method, params = req.get("id"), req.get("method"), req.get("params") or {}
    if method == "echo":
        time.sleep(params.get("sleep", 0))
        send({"jsonrpc": "2.0", "id": rid, "result": {"value": params.get("value")}})
    elif method == "progress":
        for i in range(params["steps"]):
            send({"jsonrpc": "2.0", "method": "progress",
                  "params": {"id": rid, "objective": 100 - i, "bound": 50 + i, "seconds": 0.01 * i}})
        send({"jsonrpc": "2.0", "id": rid, "result": {"done": True}})
    elif method == "slow":
        ev = cancelled.setdefault(rid, threading.Event())
        ev.wait(30)
        send({"jsonrpc": "2.0", "id": rid, "result": {"cancelled": ev.is_set()}})
    elif method == "cancel":
        ev = cancelled.get(params.get("id"))
        if ev is not None:
            ev.set()
        send({"jsonrpc": "2.0", "id": rid, "result": {"cancelled": ev is not None}})
    elif method == "fail":
        err = {"code": params["code"], "message": params["message"]}
        if "data" in params:
            err["data"] = params["data"]
        send({"jsonrpc": "2.0", "id": rid, "error": err})
    elif method == "garbage":
        with out_lock:
            sys.stdout.write("this is not json\n")
            sys.stdout.flush()
        send({"jsonrpc": "2.0", "id": rid, "result": {"ok": True}})
    else:
        send({"jsonrpc": "2.0", "id": rid, "error": {"code": -32601, "message": f"unknown method {method}"}})


def main() -> None:
    for line in sys.stdin:
        req = json.loads(line)
        if req.get("method") == "die":
            sys.stderr.write("fake server: dying on request\n")
            sys.stderr.flush()
            os._exit(req["params"]["code"])  # at once, even with request threads still running
        if req.get("method") == "slow":
            cancelled.setdefault(req["id"], threading.Event())  # so a cancel sent right after finds it
        if req.get("method") == "shutdown":
            for t in running:
                t.join()
            send({"jsonrpc": "2.0", "id": req["id"], "result": {}})
            sys.exit(0)
        t = threading.Thread(target=handle, args=(req,))
        running.append(t)
        t.start()


if __name__ == "__main__":
    main()
