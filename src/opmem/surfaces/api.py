"""The HTTP surface: records in, recall out, and the MCP endpoint at `/mcp`, all behind one bearer gate.

Every route translates its input, makes one call into `Opmem` and formats the result. Every error is JSON,
`{"error": {"type": ..., "message": ...}}`, with the status of the `OpmemError` it came from.
"""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Callable, Coroutine
from contextlib import asynccontextmanager
from datetime import datetime
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

from fastapi import APIRouter, Depends, FastAPI, Query, Request, Response
from fastapi.dependencies.models import Dependant
from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from fastapi.security import HTTPAuthorizationCredentials, HTTPBearer
from mcp.server.streamable_http_manager import StreamableHTTPSessionManager
from mcp.server.transport_security import TransportSecuritySettings
from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StrictInt
from starlette.exceptions import HTTPException
from starlette.routing import Route
from starlette.types import Receive, Scope, Send

from opmem.access import require_manage_access, require_write
from opmem.core import Opmem
from opmem.errors import Forbidden, OpmemError, Unauthorized
from opmem.limits import MAX_ID_CHARS, MAX_JSON_BODY, MAX_TEXT_CHARS, MAX_UPLOAD
from opmem.metrics import Metrics
from opmem.recall.query import MAX_K
from opmem.surfaces.access_api import access_router
from opmem.surfaces.curate_api import curate_router
from opmem.surfaces.dispatch_api import dispatch_router
from opmem.surfaces.documents_api import documents_router
from opmem.surfaces.http_deps import tool_gate
from opmem.surfaces.http_errors import (
    ErrorOut,
    error_response,
    on_http_error,
    on_opmem_error,
    on_unexpected,
    on_validation_error,
    responses,
)
from opmem.surfaces.http_gate import BearerGate
from opmem.surfaces.http_limits import KINDS, BodyLimit, RecordIdPath, TablePath, bounds
from opmem.surfaces.http_operations import operation_id
from opmem.surfaces.ledger_api import ledger_router
from opmem.surfaces.mcp import PRINCIPAL_SCOPE_KEY, create_mcp, package_version, principal_in_request
from opmem.surfaces.memory_api import memory_router
from opmem.surfaces.observe import AccessLog, note
from opmem.surfaces.ops_api import ops_router
from opmem.surfaces.out_types import Timestamp
from opmem.surfaces.recall_out import RecallResponse, recall_response
from opmem.surfaces.runs_api import runs_router
from opmem.types import Principal, Record
from opmem.web import mount_console

_UNSET = object()

_BEARER = HTTPBearer(
    auto_error=False,
    scheme_name="bearer",
    description="A token from `opmem token issue`; its principal's tenant and grants apply to every call.",
)


# -- the boundary models ----------------------------------------------------------------------------------


def _encodable(value: str) -> str:
    # JSON can carry a lone surrogate escape ("\\ud800") that no store can write; refuse it here, by name.
    try:
        value.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise ValueError("contains an unpaired surrogate escape; send valid Unicode text") from exc
    return value


Text = Annotated[str, AfterValidator(_encodable)]


def _at_most(limit: int) -> Any:
    """A length check that runs after `_encodable` (pydantic's `max_length` would hide the surrogate message),
    with the limit still documented in the schema as `maxLength`."""

    def check(value: str) -> str:
        if len(value) > limit:
            raise ValueError(f"is {len(value):,} characters long; the limit is {limit:,}")
        return value

    return (AfterValidator(check), Field(json_schema_extra={"maxLength": limit}))


#: A record's text field: at most `MAX_TEXT_CHARS` characters (the core checks the same limit).
LongText = Annotated[str, AfterValidator(_encodable), *_at_most(MAX_TEXT_CHARS)]
#: A short value: a state, a free field's name.
ShortText = Annotated[str, AfterValidator(_encodable), *_at_most(MAX_ID_CHARS)]


class RecordIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    state: ShortText
    short_description: LongText = ""
    description: LongText = ""
    resolution_notes: LongText = ""
    close_code: LongText = ""
    resolved_at: datetime | None = Field(None, description="ISO-8601; without a zone it is taken as UTC.")
    updated_at: datetime | None = Field(None, description="ISO-8601; without a zone it is taken as UTC.")
    fields: dict[ShortText, LongText] = Field(default_factory=dict, description="Further text fields, name to value.")


class RecordOut(BaseModel):
    table: str
    record_id: str
    state: str
    short_description: str
    description: str
    resolution_notes: str
    close_code: str
    resolved_at: Timestamp | None
    updated_at: Timestamp | None
    fields: dict[str, str]


class Upserted(BaseModel):
    table: str
    record_id: str
    document_id: int | None = Field(description="The record's resolution document, if it has one now.")


class RecallIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    query: str = Field(description="A few words, such as the record's short description.")
    scope: str | None = Field(None, description="One source table to search; leave out for all you may read.")
    k: StrictInt = Field(5, description=f"How many results, 1 to {MAX_K}.", json_schema_extra=bounds(1, MAX_K))
    doc_kinds: list[str] | None = Field(
        None, description="Only these kinds; leave out for all.", json_schema_extra=KINDS
    )
    run_id: str | None = Field(None, description="The run (investigation) recalling, to record what it was shown.")


ERASE_DOC = (
    "Keep no copy anywhere: no archive copy (an earlier one is removed, so an already deleted record can be erased "
    "too), and it cannot be restored. Needs the `manage_access` capability besides the write grant."
)

WRITE_403 = (
    "The principal has no write grant on the table (a read grant is not a write grant; restoring also needs a "
    "read grant); the message names the missing grant and who can give it (a holder of `manage_access`). "
    "Erasing (`erase=true`) also needs the `manage_access` capability."
)


def _principal(
    request: Request, _credentials: Annotated[HTTPAuthorizationCredentials | None, Depends(_BEARER)]
) -> Principal:
    """The gate's principal. `_BEARER` only declares the scheme in OpenAPI; the gate has checked the token."""
    principal = request.scope.get(PRINCIPAL_SCOPE_KEY)
    if not isinstance(principal, Principal):  # fail closed if a route ever escapes the gate
        raise Unauthorized("Send `Authorization: Bearer <token>` with a token from `opmem token issue`.")
    return principal


def _opmem(request: Request) -> Opmem:
    opmem: Opmem = request.app.state.opmem
    return opmem


Caller = Annotated[Principal, Depends(_principal)]
Core = Annotated[Opmem, Depends(_opmem)]


def _require_grant(principal: Principal, table: str) -> None:
    if table not in principal.grants:
        raise Forbidden(
            f"Principal {principal.id!r} has no read grant on table {table!r}; "
            "ask an administrator to grant it, or use a token whose principal has one."
        )


# -- routes -----------------------------------------------------------------------------------------------


def put_record(table: TablePath, record_id: RecordIdPath, body: RecordIn, opmem: Core, principal: Caller) -> Upserted:
    """Store a record; a record in a terminal state is distilled into a resolution document.

    Needs a write grant on the table (a read grant is not enough)."""
    require_write(principal, table)
    record = Record(
        tenant=principal.tenant,
        source_table=table,
        record_id=record_id,
        state=body.state,
        short_description=body.short_description,
        description=body.description,
        resolution_notes=body.resolution_notes,
        close_code=body.close_code,
        resolved_at=body.resolved_at,
        updated_at=body.updated_at,
        fields=body.fields,
    )
    return Upserted(table=table, record_id=record_id, document_id=opmem.upsert_record(record))


def get_record(table: TablePath, record_id: RecordIdPath, opmem: Core, principal: Caller) -> RecordOut:
    _require_grant(principal, table)
    r = opmem.get_record(principal.tenant, table, record_id)
    return RecordOut(
        table=r.source_table,
        record_id=r.record_id,
        state=r.state,
        short_description=r.short_description,
        description=r.description,
        resolution_notes=r.resolution_notes,
        close_code=r.close_code,
        resolved_at=r.resolved_at,
        updated_at=r.updated_at,
        fields=dict(r.fields),
    )


def delete_record(
    table: TablePath,
    record_id: RecordIdPath,
    opmem: Core,
    principal: Caller,
    erase: Annotated[bool, Query(description=ERASE_DOC)] = False,
) -> Response:
    """Delete a record and its documents; recall stops showing them at once. Needs a write grant on the table.

    A copy stays in the archive for `opmem restore` (OPMEM_ARCHIVE_DAYS, default 30) unless `erase=true`."""
    require_write(principal, table)
    if erase:
        require_manage_access(principal, f"Erasing a record of table {table!r} (keeping no copy)")
    opmem.delete_record(principal.tenant, table, record_id, erase=erase)
    return Response(status_code=204)


def restore_record(table: TablePath, record_id: RecordIdPath, opmem: Core, principal: Caller) -> RecordOut:
    """Put a deleted record back from the archive: the record only, without its document or its pursuits.

    Needs a write grant on the table, and a read grant to be shown the restored record."""
    require_write(principal, table, "Restoring records from the archive")
    _require_grant(principal, table)
    opmem.restore_record(principal.tenant, table, record_id)
    return get_record(table, record_id, opmem, principal)


def recall(body: RecallIn, opmem: Core, principal: Caller) -> RecallResponse:
    """Recall precedent as the token's principal: only tables it is granted. An empty result is an answer."""
    result = opmem.recall(
        principal, body.query, scope=body.scope, k=body.k, doc_kinds=body.doc_kinds, run_id=body.run_id
    )
    return recall_response(result)


class _Utf8Request(Request):
    async def json(self) -> Any:
        # Starlette's json.loads(bytes) also accepts UTF-16 and UTF-32; JSON between systems is UTF-8 (RFC 8259).
        # The UnicodeDecodeError reaches `on_http_error` as the cause of FastAPI's 400.
        if self._utf8_json is _UNSET:
            self._utf8_json = json.loads((await self.body()).decode("utf-8"))
        return self._utf8_json

    _utf8_json: Any = _UNSET


def _repeatable(annotation: Any) -> bool:
    """A list-typed query parameter (`list[str]`, `list[str] | None`) may be given more than once."""
    if get_origin(annotation) in (list, tuple, set, frozenset):
        return True
    return (
        any(_repeatable(arg) for arg in get_args(annotation)) if get_origin(annotation) in (Union, UnionType) else False
    )


def _query_names(dependant: Dependant) -> dict[str, bool]:
    """Every query parameter a route (and the dependencies it uses) declares, and whether it may repeat."""
    names = {field.alias: _repeatable(field.field_info.annotation) for field in dependant.query_params}
    for sub in dependant.dependencies:
        names |= _query_names(sub)
    return names


def _unknown_query(request: Request, known: dict[str, bool]) -> Response | None:
    unknown = sorted({name for name in request.query_params if name not in known})
    if unknown:
        accepted = ", ".join(sorted(known)) or "none"
        message = f"Unknown query parameter {unknown[0]!r}; check its spelling (this route accepts: {accepted})."
        return error_response(400, "invalid_input", message)
    twice = sorted({n for n in request.query_params if not known[n] and len(request.query_params.getlist(n)) > 1})
    if twice:
        return error_response(
            400, "invalid_input", f"Query parameter {twice[0]!r} is given more than once; give it once."
        )
    return None


class Utf8JsonRoute(APIRoute):
    """A route whose JSON body must be UTF-8 and whose query holds only the parameters it declares (a misspelt
    filter is refused, not silently ignored)."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()
        known = _query_names(self.dependant)

        async def utf8_handler(request: Request) -> Response:
            note(request.scope, route=self.path)
            return _unknown_query(request, known) or await handler(_Utf8Request(request.scope, request.receive))

        return utf8_handler


def _router() -> APIRouter:
    # `_BEARER` on the router declares the bearer scheme on every /v1 operation in OpenAPI; the gate checks it.
    router = APIRouter(route_class=Utf8JsonRoute, dependencies=[Depends(_BEARER)])
    record_path, errors = "/v1/records/{table}/{record_id:path}", responses(400, 401, 403, 404)
    writes = {**errors, 403: {"model": ErrorOut, "description": WRITE_403}}
    router.add_api_route(record_path, put_record, methods=["PUT"], tags=["records"], responses=writes)
    router.add_api_route(record_path, get_record, methods=["GET"], tags=["records"], responses=errors)
    router.add_api_route(
        record_path, delete_record, methods=["DELETE"], status_code=204, tags=["records"], responses=writes
    )
    router.add_api_route(
        "/v1/restore/{table}/{record_id:path}", restore_record, methods=["POST"], tags=["records"], responses=writes
    )
    recall_errors = responses(400, 401, 404)
    router.add_api_route("/v1/recall", recall, methods=["POST"], tags=["recall"], responses=recall_errors)
    router.include_router(memory_router(Utf8JsonRoute, responses(400, 401, 403, 404, 409)))
    router.include_router(documents_router(Utf8JsonRoute, responses(400, 401, 403, 404)))
    router.include_router(curate_router(Utf8JsonRoute, responses(400, 401, 403, 404, 409)))
    router.include_router(ledger_router(Utf8JsonRoute, responses(400, 401, 403, 404, 409)))
    router.include_router(dispatch_router(Utf8JsonRoute, responses(400, 401, 403, 404, 409)))
    router.include_router(runs_router(Utf8JsonRoute, responses(400, 401, 403, 404, 409)))
    router.include_router(access_router(Utf8JsonRoute, responses(400, 401, 403, 404)))
    return router


# -- MCP --------------------------------------------------------------------------------------------------


class McpEndpoint:
    """The MCP streamable-HTTP endpoint. A session manager runs once, so each app lifespan starts a fresh one."""

    def __init__(self, opmem: Opmem) -> None:
        self.server = create_mcp(opmem, principal_in_request)
        self._manager: StreamableHTTPSessionManager | None = None

    @asynccontextmanager
    async def lifespan(self, _app: FastAPI) -> AsyncIterator[None]:
        # Every request already carries a verified bearer token, which a DNS-rebinding page cannot know, and
        # a Host allow-list would break deployments behind a proxy; so the SDK's Host check stays off.
        self.server.streamable_http_app(
            transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False)
        )
        manager = self.server.session_manager
        async with manager.run():
            self._manager = manager
            try:
                yield
            finally:
                self._manager = None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if self._manager is None:
            message = "The MCP endpoint is not running: serve the app with its lifespan (uvicorn does)."
            await error_response(503, "unavailable", message)(scope, receive, send)
            return
        await self._manager.handle_request(scope, receive, send)


# -- the app ----------------------------------------------------------------------------------------------

_TOO_LARGE = {
    "description": f"The body is over its limit: {MAX_JSON_BODY:,} bytes of JSON, or a {MAX_UPLOAD:,}-byte file.",
    "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorOut"}}},
}
_LIMITS = (
    f" Limits: a JSON body is at most {MAX_JSON_BODY:,} bytes, a text field {MAX_TEXT_CHARS:,} characters, an id "
    f"{MAX_ID_CHARS} characters, an uploaded file {MAX_UPLOAD:,} bytes; larger bodies get 413, other bad input 400."
)


class _App(FastAPI):
    def openapi(self) -> dict[str, Any]:
        """FastAPI's document without its 422 responses: validation errors answer 400 here (`ErrorOut`)."""
        if self.openapi_schema is None:
            schema = super().openapi()
            for operations in schema.get("paths", {}).values():
                for operation in operations.values():
                    operation.get("responses", {}).pop("422", None)
                    if "requestBody" in operation:
                        operation["responses"]["413"] = _TOO_LARGE
            for name in ("HTTPValidationError", "ValidationError"):
                schema.get("components", {}).get("schemas", {}).pop(name, None)
        return super().openapi()


def create_app(opmem: Opmem, *, mount_mcp: bool = True) -> FastAPI:
    """The HTTP API over `opmem`, with the MCP endpoint at `/mcp` unless `mount_mcp` is false."""
    endpoint = McpEndpoint(opmem) if mount_mcp else None
    app = _App(
        title="opmem",
        version=package_version(),
        description="Operational memory for AI investigation agents: record what was concluded, recall precedent."
        + _LIMITS,
        lifespan=endpoint.lifespan if endpoint else None,
        dependencies=[Depends(tool_gate)],
        generate_unique_id_function=operation_id,
    )
    app.state.opmem = opmem
    app.add_exception_handler(OpmemError, on_opmem_error)
    app.add_exception_handler(RequestValidationError, on_validation_error)
    app.add_exception_handler(HTTPException, on_http_error)
    app.add_exception_handler(Exception, on_unexpected)
    app.include_router(_router())
    app.state.metrics = Metrics.of(opmem)
    app.include_router(ops_router(opmem, app.state.metrics))
    mount_console(app, opmem)  # the pages (session cookie, not the bearer gate), static files, offline /docs
    if endpoint:
        app.router.routes.append(Route("/mcp", endpoint=endpoint, include_in_schema=False))
    app.add_middleware(BearerGate, opmem=opmem)
    app.add_middleware(BodyLimit)  # an oversized body is refused before anything reads it
    app.add_middleware(AccessLog, on_done=app.state.metrics.request_done)  # outermost: sees every request
    return app
