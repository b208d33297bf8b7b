"""HTTP lists under `/v1/memory/`: agents, vector indexes and embedding integrations (the twins of `opmem agents
list`, `opmem vector-index list` and `opmem embedding-integration list`), and memories without a query (the twin
of `opmem memory list`, paged by `limit` + `cursor`), each one call on `opmem.memory`.

Reads are tenant-wide, as reading one agent is; an integration's credentials are listed by name only.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from fastapi import APIRouter, Query, Request

from opmem.core import Opmem
from opmem.memory.listing import MAX_LIST
from opmem.paging import MAX_PAGE
from opmem.short_lists import DEFAULT_PAGE, agents_page, integrations_page, vector_indexes_page
from opmem.surfaces import response_models as out
from opmem.surfaces.http_deps import Caller
from opmem.surfaces.http_limits import RecordIdPath
from opmem.surfaces.memory_out import integration_json, plain
from opmem.surfaces.memory_page_out import InvestigationOut, MemoryPageOut, memory_page

PageLimit = Annotated[int, Query(ge=1, le=MAX_PAGE, description=f"Items per page, 1 to {MAX_PAGE}.")]
Cursor = Annotated[
    str | None,
    Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
]
Level = Literal["incident", "observation", "inconclusive", "benign"]


def _opmem(request: Request) -> Opmem:
    found: Opmem = request.app.state.opmem
    return found


def list_agents(request: Request, principal: Caller, limit: PageLimit = DEFAULT_PAGE, cursor: Cursor = None) -> Any:
    """The tenant's agents by id, deleted ones included (`deleted_at` says so), with effective settings; paged."""
    page = agents_page(_opmem(request), principal.tenant, limit=limit, cursor=cursor)
    return {"agents": plain(page.items), "next_cursor": page.next_cursor}


def list_vector_indexes(
    request: Request, principal: Caller, limit: PageLimit = DEFAULT_PAGE, cursor: Cursor = None
) -> Any:
    """The tenant's vector indexes with their dimensions, by name; paged."""
    page = vector_indexes_page(_opmem(request), principal.tenant, limit=limit, cursor=cursor)
    return {"vector_indexes": plain(page.items), "next_cursor": page.next_cursor}


def list_embedding_integrations(
    request: Request, principal: Caller, limit: PageLimit = DEFAULT_PAGE, cursor: Cursor = None
) -> Any:
    """The tenant's embedding integrations by name: provider and credential names, never their values; paged."""
    page = integrations_page(_opmem(request), principal.tenant, limit=limit, cursor=cursor)
    return {"embedding_integrations": [integration_json(i) for i in page.items], "next_cursor": page.next_cursor}


def list_memories(
    request: Request,
    principal: Caller,
    agent_id: Annotated[str | None, Query(max_length=256, description="Only this agent's memories.")] = None,
    verdict: Annotated[
        Literal["wrong", "unmarked"] | None,
        Query(description="`wrong`: only those a person marked wrong; `unmarked`: only the others."),
    ] = None,
    significance: Annotated[list[Level] | None, Query(description="Any of these (repeatable).")] = None,
    tag: Annotated[
        list[str] | None, Query(description="An entity tag as key=value, e.g. entity:service=checkout; all must match.")
    ] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_LIST, description=f"Memories per page, 1 to {MAX_LIST}.")] = 50,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
) -> MemoryPageOut:
    """The tenant's memories without a query, newest recorded first, narrowed by agent, verdict, significance and
    tags; page with `next_cursor`."""
    page = _opmem(request).memory.list_memories(
        principal.tenant,
        agent_id=agent_id,
        verdict=verdict,
        significance=significance or (),
        tags=tag or (),
        limit=limit,
        cursor=cursor,
        readable=principal.grants,
    )
    return memory_page(plain(page.items), page.next_cursor)


def get_investigation(investigation_id: RecordIdPath, request: Request, principal: Caller) -> InvestigationOut:
    """An investigation (run) with its trigger, agent, record, status, outcome, memory and links. 404 when it does
    not exist or its record is in a table the caller holds no read grant for."""
    opened = _opmem(request).memory.open_investigation(principal, investigation_id)
    return InvestigationOut.model_validate(plain(opened))


def add_list_routes(router: APIRouter) -> None:
    router.add_api_route(
        "/investigations/{investigation_id}",
        get_investigation,
        methods=["GET"],
        response_model=InvestigationOut,
    )
    router.add_api_route("/memories", list_memories, methods=["GET"], response_model=MemoryPageOut)
    router.add_api_route("/agents", list_agents, methods=["GET"], response_model=out.AgentsOut)
    router.add_api_route("/vector-indexes", list_vector_indexes, methods=["GET"], response_model=out.VectorIndexesOut)
    router.add_api_route(
        "/embedding-integrations",
        list_embedding_integrations,
        methods=["GET"],
        response_model=out.EmbeddingIntegrationsOut,
    )
