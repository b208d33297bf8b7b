"""Refuses request bodies over their limit with 413, before reading them whole.

A pure ASGI middleware: a declared `Content-Length` over the limit is refused without reading a byte; a body
sent without one (chunked) is counted as it streams and refused at the first chunk past the limit. Uploads
(`UPLOAD_ROUTES`) have their own, larger limit; every other body is JSON.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import Path
from starlette.responses import JSONResponse
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from opmem.limits import MAX_ID_CHARS, MAX_INT, MAX_JSON_BODY, MAX_NAME_CHARS, MAX_TEXT_CHARS, MAX_UPLOAD_BODY
from opmem.surfaces.observe import REQUEST_ID
from opmem.types import DOC_KINDS

#: The routes that take a file: only these get the upload limit; every other body is held to the JSON limit.
UPLOAD_ROUTES = frozenset({("POST", "/v1/attachments")})


#: Document kinds declared as an enum in the schema; the core checks them and names the valid ones.
KINDS: dict[str, Any] = {"items": {"enum": list(DOC_KINDS)}}


def bounds(low: int, high: int) -> dict[str, Any]:
    """`json_schema_extra` declaring an integer's range in OpenAPI. Declared, not enforced by the schema layer:
    the core checks the range and its message says what to send instead."""
    return {"minimum": low, "maximum": high}


def _upload(scope: Scope) -> bool:
    method, path = scope.get("method"), str(scope.get("path", ""))
    # The console's upload form: POST /records/{table}/{record_id}/attachments (opmem.web).
    console = method == "POST" and path.startswith("/records/") and path.endswith("/attachments")
    return console or (method, path) in UPLOAD_ROUTES


def body_limit(scope: Scope) -> int:
    """The most bytes a request to this route may send."""
    return MAX_UPLOAD_BODY if _upload(scope) else MAX_JSON_BODY


def _declared_length(scope: Scope) -> int | None:
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            try:
                return int(value)
            except ValueError:
                return None
    return None


def too_large(limit: int) -> JSONResponse:
    what = "an upload" if limit == MAX_UPLOAD_BODY else "a JSON body"
    message = (
        f"The request body is larger than {limit:,} bytes, the limit for {what}; "
        f"send less (a text field holds at most {MAX_TEXT_CHARS:,} characters)."
    )
    error = {"type": "payload_too_large", "message": message, "request_id": REQUEST_ID.get()}
    return JSONResponse({"error": error}, status_code=413)


class _Exceeded(Exception):
    pass


class BodyLimit:
    """Wraps an ASGI app so that no request body past `body_limit` reaches it."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = body_limit(scope)
        declared = _declared_length(scope)
        if declared is not None and declared > limit:
            await too_large(limit)(scope, receive, send)
            return
        received = 0
        exceeded = started = False

        async def counted() -> Message:
            nonlocal received, exceeded
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    exceeded = True
                    raise _Exceeded
            return message

        async def guarded_send(message: Message) -> None:
            nonlocal started
            if exceeded and not started:
                return  # the app's answer to a body it never got whole; the 413 below replaces it
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, guarded_send)
        except Exception:
            if not exceeded or started:
                raise
        if exceeded and not started:
            await too_large(limit)(scope, receive, send)


# -- the same limits as parameter types, so OpenAPI documents them ---------------------------------------

#: A record id in a path: the limit of `opmem.limits.check_id`, which the core applies too.
RecordIdPath = Annotated[str, Path(max_length=MAX_ID_CHARS, description=f"At most {MAX_ID_CHARS} characters.")]
#: A table name in a path.
TablePath = Annotated[str, Path(max_length=MAX_NAME_CHARS, description="The source table, such as incident.")]
#: A numeric id in a path: SQLite's integers are signed 64-bit, so a larger one is refused, not overflowed.
IdPath = Annotated[int, Path(ge=1, le=MAX_INT)]
