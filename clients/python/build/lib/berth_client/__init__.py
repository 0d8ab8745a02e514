"""Python client for ``berth serve`` (JSON-RPC 2.0 over stdin/stdout); standard library only."""
from .client import (INTERNAL_ERROR, INVALID_PARAMS, INVALID_REQUEST, METHOD_NOT_FOUND, PARSE_ERROR,
                     BerthClientError, BerthError, BerthServer, BerthServerDied, CheckResult, PendingRequest,
                     Progress, ProgressCallback, Solution, find_launcher)

Client = BerthServer  # the name the docs also use

__all__ = ["BerthClientError", "BerthError", "BerthServer", "BerthServerDied", "CheckResult", "Client",
           "PendingRequest", "Progress", "ProgressCallback", "Solution", "find_launcher",
           "PARSE_ERROR", "INVALID_REQUEST", "METHOD_NOT_FOUND", "INVALID_PARAMS", "INTERNAL_ERROR"]
