"""Versions over HTTP: `ETag` on reads, `If-Match` on edits, 428 without it, 409 with the current version.

A versioned thing's ETag is its version as a strong entity tag (`"3"`). An edit sends it back in `If-Match`; the
core applies the edit only if the thing is still at that version (one compare-and-set in one SQLite transaction),
else answers 409 `stale_version` with `current_version` in the JSON error and the current `ETag`. An edit without
`If-Match` is refused with 428 Precondition Required: every edit names the version it was based on, so a client
that never read the thing cannot silently overwrite someone else's change. `If-Match: *` is refused the same way.
"""

from __future__ import annotations

import re
from typing import Annotated, Any

from fastapi import Depends, Request, Response
from pydantic import BaseModel, Field

from opmem.errors import InvalidInput
from opmem.versions import StaleVersion, VersionRequired, checked_version

_TAG = re.compile(r'\s*(?:W/)?"?(\d{1,19})"?\s*')

IF_MATCH_DESCRIPTION = (
    'The version you read (its `ETag`, such as `"3"`). Required: without it the edit is refused with 428; if '
    "the thing changed since, 409 with `current_version`."
)

IF_MATCH_OR_BODY = (
    'The version you read (its `ETag`, such as `"3"`); or send it as `version` in the body. One of the two is '
    "required (428 without either); if the thing changed since, 409 with `current_version`."
)


def etag(version: int) -> str:
    return f'"{version}"'


def parse_if_match(value: str | None) -> int:
    """The version an `If-Match` header names; VersionRequired (428) when it names none."""
    if value is None or not value.strip() or value.strip() == "*":
        raise VersionRequired(
            "This edit needs the version it is based on: read the thing first and send its ETag back as "
            '`If-Match: "<version>"` (a wildcard `*` is not accepted).'
        )
    found = _TAG.fullmatch(value)
    if found is None:
        raise InvalidInput(
            f"If-Match must be one entity tag holding a version number, such as '\"3\"'; got {value[:40]!r}."
        )
    return checked_version(int(found.group(1)), name="If-Match")


def if_match(request: Request) -> int:
    """The version the request's `If-Match` names (the header is declared in OpenAPI by `versioned_route`)."""
    return parse_if_match(request.headers.get("if-match"))


IfMatch = Annotated[int, Depends(if_match)]


def tagged(response: Response, version: int) -> None:
    """Expose `version` as the response's ETag."""
    response.headers["ETag"] = etag(version)


def stale_details(exc: StaleVersion) -> tuple[dict[str, Any], dict[str, str]]:
    """What a 409 for a stale edit adds to the JSON error, and its headers."""
    return {"current_version": exc.current_version}, {"ETag": etag(exc.current_version)}


class StaleDetail(BaseModel):
    type: str = Field(description="`stale_version`.")
    message: str
    current_version: int = Field(description="The version the thing is at now: read it, then edit that.")


class StaleOut(BaseModel):
    """A stale edit's JSON error: the shape of every error, plus the current version."""

    error: StaleDetail


class RequiredDetail(BaseModel):
    type: str = Field(description="`version_required`.")
    message: str


class RequiredOut(BaseModel):
    """An edit without `If-Match`."""

    error: RequiredDetail


def optional_if_match(request: Request) -> int | None:
    """The version `If-Match` names, or None without the header (for an edit that may name it in its body)."""
    value = request.headers.get("if-match")
    return None if value is None else parse_if_match(value)


OptionalIfMatch = Annotated[int | None, Depends(optional_if_match)]


def one_version(header: int | None, body: int | None) -> int:
    """The version an edit names in `If-Match` or in its body (both must agree); 428 when it names none."""
    if header is not None and body is not None and header != body:
        raise InvalidInput(f"If-Match names version {header} but the body names {body}; send one version.")
    found = header if header is not None else body
    if found is None:
        parse_if_match(None)  # raises VersionRequired
    return checked_version(found, name="version")


def versioned_route(*, required: bool = True) -> dict[str, Any]:
    """Keyword arguments for `add_api_route` of an edit: the `If-Match` header, its 409 and its 428."""
    return {
        "openapi_extra": {
            "parameters": [
                {
                    "name": "If-Match",
                    "in": "header",
                    "required": required,
                    "description": IF_MATCH_DESCRIPTION if required else IF_MATCH_OR_BODY,
                    "schema": {"type": "string", "pattern": r'^(W/)?"?[0-9]{1,19}"?$'},
                }
            ]
        },
        "responses": {
            409: {
                "model": StaleOut,
                "description": "Stale: the thing changed since the version in If-Match; nothing was changed. "
                "`error.current_version` and the ETag header give the current version.",
            },
            428: {"model": RequiredOut, "description": "If-Match is missing: send the version you read (its ETag)."},
        },
    }
