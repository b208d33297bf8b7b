"""What the HTTP route modules share: who is calling (as the bearer gate authenticated them), the core, and the
capability check. Routes take `Caller` and `Core` parameters; nothing here reads a token itself."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request
from fastapi.routing import APIRoute

from opmem.core import Opmem
from opmem.errors import Forbidden, Unauthorized
from opmem.surfaces.mcp import PRINCIPAL_SCOPE_KEY
from opmem.surfaces.tool_gate import require_tool, route_tool
from opmem.types import Capability, Principal


def caller(request: Request) -> Principal:
    """The principal the bearer gate put in the request's scope."""
    principal = request.scope.get(PRINCIPAL_SCOPE_KEY)
    if not isinstance(principal, Principal):  # fail closed if a route ever escapes the gate
        raise Unauthorized("Send `Authorization: Bearer <token>` with a token from `opmem token issue`.")
    return principal


def core(request: Request) -> Opmem:
    opmem: Opmem = request.app.state.opmem
    return opmem


Caller = Annotated[Principal, Depends(caller)]
Core = Annotated[Opmem, Depends(core)]


def require_capability(principal: Principal, capability: Capability, what: str) -> None:
    if capability not in principal.capabilities:
        raise Forbidden(f"{what} needs the {capability!r} capability; {principal.id!r} lacks it.")


def tool_gate(request: Request) -> None:
    """A dependency of every route: an agent's service account calls a tool's route only if it holds the tool."""
    principal = request.scope.get(PRINCIPAL_SCOPE_KEY)
    route = request.scope.get("route")
    if not isinstance(principal, Principal) or not isinstance(route, APIRoute):
        return  # an unguarded route (health, docs); guarded ones always carry a principal
    tool = route_tool(request.method, route.path_format)
    if tool is not None:
        require_tool(principal, tool)
