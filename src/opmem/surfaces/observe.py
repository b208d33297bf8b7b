"""What an operator reads: one access-log line per HTTP request (MCP calls included, they arrive over HTTP),
a request id that is returned in `X-Request-ID` and put in error bodies, and logs as text or JSON.

A log line names the method, the route (its template, never the filled-in path, so no record id or query text
is logged), the principal's id (never a token), the status and the duration. The request id is the caller's
`X-Request-ID` when it is a short token of safe characters, otherwise a new one.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import time
import uuid
from collections.abc import Callable
from contextvars import ContextVar
from typing import Any, Literal

from starlette.types import ASGIApp, Message, Receive, Scope, Send

REQUEST_ID: ContextVar[str | None] = ContextVar("opmem_request_id", default=None)
#: A dict every layer of one request shares (scopes are copied on the way in): the gate and the routes note
#: the principal and the route template in it for the access log.
NOTE_KEY = "opmem.note"
_SAFE_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")
LogFormat = Literal["text", "json"]
#: Told of each request once it is done: method, route (template), status, seconds (the HTTP metrics).
RequestDone = Callable[[str, str, int, float], None]
#: Third-party loggers that would otherwise print request paths (with record ids and queries) or bodies.
QUIET = ("uvicorn.access", "httpx", "httpcore", "mcp.server.lowlevel.server", "mcp.server.streamable_http")

access_log = logging.getLogger("opmem.access")
_HANDLER = "opmem"


def note(scope: Scope, **fields: str) -> None:
    """Add fields to the request's access-log line (no-op outside a request that `AccessLog` saw)."""
    holder = scope.get(NOTE_KEY)
    if isinstance(holder, dict):
        holder.update(fields)


def _request_id(scope: Scope) -> str:
    for name, value in scope.get("headers", ()):
        if name == b"x-request-id":
            sent: str = value.decode("latin-1")
            if _SAFE_ID.fullmatch(sent):
                return sent
    return uuid.uuid4().hex[:16]


class AccessLog:
    """Outermost middleware: sets the request id, returns it as a header, and logs the line when done (and tells
    `on_done`, the HTTP metrics, with the same route label)."""

    def __init__(self, app: ASGIApp, on_done: RequestDone | None = None) -> None:
        self.app = app
        self.on_done = on_done

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        rid = _request_id(scope)
        reset = REQUEST_ID.set(rid)
        noted: dict[str, str] = {}
        status = 500
        started = time.perf_counter()

        async def send_with_id(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
                message["headers"] = [*message.get("headers", []), (b"x-request-id", rid.encode())]
            await send(message)

        try:
            await self.app({**scope, NOTE_KEY: noted}, receive, send_with_id)
        finally:
            seconds = time.perf_counter() - started
            took = round(seconds * 1000, 1)
            route = noted.get("route") or _known_path(scope.get("path", ""))
            fields = {
                "request_id": rid,
                "method": scope.get("method", ""),
                "route": route,
                "principal": noted.get("principal", "-"),
                "status": status,
                "duration_ms": took,
            }
            access_log.info(
                "%s %s %s by %s in %.1f ms", fields["method"], route, status, fields["principal"], took, extra=fields
            )
            if self.on_done is not None:
                self.on_done(scope.get("method", ""), route, status, seconds)
            REQUEST_ID.reset(reset)


def _known_path(path: str) -> str:
    """A path with no template (404s, MCP, ops routes): kept only when it is one of the fixed paths."""
    return path if path in ("/mcp", "/healthz", "/readyz", "/metrics", "/openapi.json", "/docs") else "(unmatched)"


class JsonFormatter(logging.Formatter):
    FIELDS = ("request_id", "method", "route", "principal", "status", "duration_ms")

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "ts": self.formatTime(record, "%Y-%m-%dT%H:%M:%S%z"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        line.update({name: getattr(record, name) for name in self.FIELDS if hasattr(record, name)})
        if "request_id" not in line and (rid := REQUEST_ID.get()):
            line["request_id"] = rid
        if record.exc_info:
            line["error"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def configure_logging(level: str = "info", fmt: LogFormat = "text") -> None:
    """Logs to stderr at `level`, as readable text or one JSON object per line."""
    handler = logging.StreamHandler(sys.stderr)
    if fmt == "json":
        handler.setFormatter(JsonFormatter())
    else:
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    handler.set_name(_HANDLER)
    root = logging.getLogger()
    # Replaces only the handler an earlier call installed: others (a test runner's capture) stay.
    root.handlers[:] = [h for h in root.handlers if h.get_name() != _HANDLER] + [handler]
    root.setLevel(level.upper())
    for name in QUIET:
        logging.getLogger(name).setLevel(max(logging.WARNING, root.level))
