"""HTTP lists of agent-memory settings, under `/v1/memory/`: the twins of `opmem agents list`,
`opmem vector-index list` and `opmem embedding-integration list`, each one call on `opmem.memory`.

Reads are tenant-wide, as reading one agent is; an integration's credentials are listed by name only.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request

from opmem.core import Opmem
from opmem.surfaces.http_deps import Caller
from opmem.surfaces.memory_out import integration_json, plain


def _opmem(request: Request) -> Opmem:
    found: Opmem = request.app.state.opmem
    return found


def list_agents(request: Request, principal: Caller) -> dict[str, Any]:
    """Every agent of the tenant by id, deleted ones included (`deleted_at` says so), with effective settings."""
    return {"agents": plain(_opmem(request).memory.list_agents(principal.tenant))}


def list_vector_indexes(request: Request, principal: Caller) -> dict[str, Any]:
    """The tenant's vector indexes with their dimensions."""
    return {"vector_indexes": plain(_opmem(request).memory.vector_indexes(principal.tenant))}


def list_embedding_integrations(request: Request, principal: Caller) -> dict[str, Any]:
    """The tenant's embedding integrations: provider and credential names, never their values."""
    found = _opmem(request).memory.embedding_integrations(principal.tenant)
    return {"embedding_integrations": [integration_json(i) for i in found]}


def add_list_routes(router: APIRouter) -> None:
    router.add_api_route("/agents", list_agents, methods=["GET"])
    router.add_api_route("/vector-indexes", list_vector_indexes, methods=["GET"])
    router.add_api_route("/embedding-integrations", list_embedding_integrations, methods=["GET"])
