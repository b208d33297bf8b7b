"""Every HTTP error is JSON, `{"error": {"type": ..., "message": ..., "request_id": ...}}`: the models routes
document (`ErrorOut`, `responses`), the one constructor (`error_response`) and the app's exception handlers, which
turn an `OpmemError`, a validation error, Starlette's HTTP errors and anything unexpected into it."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from fastapi import Request, Response
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, Field
from starlette.exceptions import HTTPException

from opmem.errors import OpmemError
from opmem.surfaces.http_versions import stale_details
from opmem.surfaces.observe import REQUEST_ID
from opmem.versions import StaleVersion


class ErrorDetail(BaseModel):
    type: str
    message: str
    request_id: str | None = Field(None, description="Also in the X-Request-ID header; quote it in a report.")


class ErrorOut(BaseModel):
    error: ErrorDetail


def responses(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The error responses a route documents in OpenAPI."""
    meaning = {
        400: "The request is wrong; the message says what to send instead.",
        401: "Missing or unknown bearer token.",
        403: "The principal lacks a grant or capability; the message names it.",
        404: "No such record (or run, document, memory: the message names it).",
        409: "A stale version or a second, different write; the message names what is current.",
    }
    return {status: {"model": ErrorOut, "description": meaning[status]} for status in statuses}


def snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def error_response(status: int, kind: str, message: str) -> JSONResponse:
    headers = {"WWW-Authenticate": "Bearer"} if status == 401 else None
    error = {"type": kind, "message": message, "request_id": REQUEST_ID.get()}
    return JSONResponse({"error": error}, status_code=status, headers=headers)


def _problem(error: Any) -> str:
    """One validation error as a sentence that names the field."""
    kind, message = error.get("type"), str(error.get("msg", "is invalid")).removeprefix("Value error, ")
    if kind == "json_invalid":
        return f"the body is not valid JSON ({error.get('ctx', {}).get('error', message)}); send a JSON object"
    field = ".".join(str(part) for part in error.get("loc", ()) if part != "body")
    if not field:
        if kind == "missing":
            return "the body is missing; send a JSON object with Content-Type: application/json"
        return f"the body must be a JSON object sent with Content-Type: application/json ({message})"
    if kind == "missing":
        return f"field {field!r} is required"
    if kind == "extra_forbidden":
        return f"field {field!r} is not accepted; check its spelling"
    return f"field {field!r}: {message}"


def validation_message(errors: Sequence[Any]) -> str:
    return "Invalid request: " + "; ".join(_problem(e) for e in errors[:5]) + "."


async def on_opmem_error(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, OpmemError)
    response = error_response(exc.status, snake(type(exc).__name__), exc.message)
    if isinstance(exc, StaleVersion):  # the current version, to read and edit that
        extra, headers = stale_details(exc)
        body = {"error": {"type": "stale_version", "message": exc.message, **extra}}
        response = JSONResponse(body, status_code=exc.status, headers=headers)
    return response


async def on_validation_error(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, RequestValidationError)
    return error_response(400, "invalid_input", validation_message(exc.errors()))


async def on_http_error(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    if isinstance(exc.__cause__, UnicodeDecodeError):  # FastAPI could not decode the JSON body
        message = "The request body is not valid UTF-8; send a JSON object encoded as UTF-8."
        return error_response(400, "invalid_input", message)
    kinds = {404: "not_found", 405: "method_not_allowed"}
    return error_response(exc.status_code, kinds.get(exc.status_code, "http_error"), str(exc.detail))


async def on_unexpected(_request: Request, _exc: Exception) -> Response:
    # The traceback goes to the server log (Starlette re-raises after answering), never to the client.
    message = "Internal error; nothing in the request explains it. Retry, and report it if it persists."
    return error_response(500, "internal_error", message)
