"""HTTP routes for dispatch (`POST /v1/dispatch`), pursuits (`/v1/pursuits`) and the tools an agent holds.

Dispatching and an agent's pursuit writes follow the rule for an agent's writes: the caller is the agent's
service account or holds `review_memories`. What a dispatch returns is read as the agent's service account.
Listing a record's open work needs a read grant on its table; setting an agent's tools needs `curate_memory`.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field

from opmem.dispatch import TOOLS, Pursuit
from opmem.errors import Forbidden
from opmem.memory import Signal
from opmem.paging import MAX_PAGE
from opmem.short_lists import DEFAULT_PAGE, pursuits_page
from opmem.surfaces import response_models as out
from opmem.surfaces.dispatch_mcp import bundle_json
from opmem.surfaces.http_deps import Caller, Core
from opmem.surfaces.http_limits import IdPath
from opmem.surfaces.memory_api import SignalIn
from opmem.surfaces.memory_out import data, require_agent
from opmem.types import Principal

CURATE = "curate_memory"
Json = dict[str, Any]


def _require_grant(principal: Principal, table: str) -> None:
    if table not in principal.grants:
        raise Forbidden(f"Principal {principal.id!r} has no read grant on table {table!r}; ask an administrator.")


class _In(BaseModel):
    model_config = ConfigDict(extra="forbid")


class DispatchIn(_In):
    agent_id: str = Field(description="The agent to run; its service account decides what the run may read.")
    table: str = Field(description="The record's source table.")
    record_id: str
    signals: list[SignalIn] = Field(default_factory=list, description="The trigger; a manual signal if empty.")
    run_id: str | None = Field(None, description="The run's id; a new one if left out.")
    continuation_of: str | None = Field(None, description="The run this one continues (it then gets no digest).")


class PursuitIn(_In):
    agent_id: str
    table: str
    record_id: str
    notes: str = ""
    run_id: str | None = None


class NotesIn(_In):
    agent_id: str
    notes: str = Field(description="The working notes, replacing the previous ones (at most 4,000 characters).")


class PursuitAgentIn(_In):
    agent_id: str


class CloseIn(_In):
    agent_id: str
    reason: str = "closed by the agent"


class ToolsIn(_In):
    tools: list[str] = Field(description=f"The tools the agent holds, any of: {', '.join(TOOLS)}.")


def dispatch(body: DispatchIn, opmem: Core, principal: Caller) -> Json:
    """Start a run on a record and get its case file, dispatch index, related-history digest and guidance."""
    signals = [Signal(s.type, s.payload) for s in body.signals]  # type: ignore[arg-type]
    bundle = opmem.dispatch.dispatch(
        principal,
        body.agent_id,
        body.table,
        body.record_id,
        signals=signals,
        run_id=body.run_id,
        continuation_of=body.continuation_of,
    )
    return bundle_json(bundle)


def _pursuit(p: Pursuit) -> Json:
    return data(p)


def open_pursuit(body: PursuitIn, opmem: Core, principal: Caller) -> Json:
    """Open the agent's pursuit of a record (or get the one it has open or held)."""
    require_agent(principal, body.agent_id)
    _require_grant(principal, body.table)
    found = opmem.dispatch.pursuits.open(
        principal.tenant, body.agent_id, body.table, body.record_id, notes=body.notes, run_id=body.run_id
    )
    return _pursuit(found)


def list_pursuits(
    opmem: Core,
    principal: Caller,
    table: Annotated[str, Query(description="The record's source table.")],
    record_id: Annotated[str, Query(description="The record's id.")],
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE, description=f"Pursuits per page, 1 to {MAX_PAGE}.")] = DEFAULT_PAGE,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
) -> Json:
    """A record's open and held pursuits, most recently updated first (closed ones are not shown); paged."""
    _require_grant(principal, table)
    page = pursuits_page(opmem, principal.tenant, table, record_id, viewer=principal.id, limit=limit, cursor=cursor)
    return {
        "table": table,
        "record_id": record_id,
        "pursuits": [_pursuit(p) for p in page.items],
        "next_cursor": page.next_cursor,
    }


def note_pursuit(pursuit_id: IdPath, body: NotesIn, opmem: Core, principal: Caller) -> Json:
    require_agent(principal, body.agent_id)
    return _pursuit(
        opmem.dispatch.pursuits.note(principal.tenant, body.agent_id, pursuit_id, body.notes, readable=principal.grants)
    )


def hold_pursuit(pursuit_id: IdPath, body: PursuitAgentIn, opmem: Core, principal: Caller) -> Json:
    require_agent(principal, body.agent_id)
    return _pursuit(
        opmem.dispatch.pursuits.hold(principal.tenant, body.agent_id, pursuit_id, readable=principal.grants)
    )


def close_pursuit(pursuit_id: IdPath, body: CloseIn, opmem: Core, principal: Caller) -> Json:
    require_agent(principal, body.agent_id)
    closed = opmem.dispatch.pursuits.close(
        principal.tenant, body.agent_id, pursuit_id, reason=body.reason, readable=principal.grants
    )
    return _pursuit(closed)


def get_tools(agent_id: str, opmem: Core, principal: Caller) -> Json:
    return {"agent_id": agent_id, "tools": sorted(opmem.dispatch.held_tools(principal.tenant, agent_id))}


def put_tools(agent_id: str, body: ToolsIn, opmem: Core, principal: Caller) -> Json:
    """Set the tools an agent holds (needs `curate_memory`)."""
    if CURATE not in principal.capabilities:
        raise Forbidden(f"Granting tools to agents needs the {CURATE!r} capability; {principal.id!r} lacks it.")
    return {"agent_id": agent_id, "tools": sorted(opmem.dispatch.grant_tools(principal.tenant, agent_id, body.tools))}


def dispatch_router(route_class: type[APIRoute], errors: dict[int | str, dict[str, Any]]) -> APIRouter:
    router = APIRouter(prefix="/v1", route_class=route_class, responses=errors)
    routes: list[tuple[str, Any, str, str, Any]] = [
        ("/dispatch", dispatch, "POST", "dispatch", out.DispatchBundleOut),
        ("/pursuits", open_pursuit, "POST", "pursuits", out.PursuitOut),
        ("/pursuits", list_pursuits, "GET", "pursuits", out.PursuitsOut),
        ("/pursuits/{pursuit_id}", note_pursuit, "PATCH", "pursuits", out.PursuitOut),
        ("/pursuits/{pursuit_id}/hold", hold_pursuit, "POST", "pursuits", out.PursuitOut),
        ("/pursuits/{pursuit_id}/close", close_pursuit, "POST", "pursuits", out.PursuitOut),
        ("/agents/{agent_id}/tools", get_tools, "GET", "dispatch", out.ToolsOut),
        ("/agents/{agent_id}/tools", put_tools, "PUT", "dispatch", out.ToolsOut),
    ]
    for path, endpoint, method, tag, model in routes:
        router.add_api_route(path, endpoint, methods=[method], tags=[tag], response_model=model)
    return router
