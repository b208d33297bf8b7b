"""HTTP routes for tokens and grants, for holders of `manage_access`: the HTTP twins of `opmem token ...` and
`opmem principal grant`. A token's secret is returned once, when it is issued; listings never carry it."""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.routing import APIRoute
from pydantic import BaseModel, ConfigDict, Field

from opmem.access import require_manage_access
from opmem.paging import MAX_PAGE
from opmem.surfaces.access_out import TokenOut, TokenPageOut, token_out, token_page
from opmem.surfaces.http_deps import Caller, Core


class IssuedOut(TokenOut):
    token: str = Field(description="The secret, shown this once; only its hash is stored.")


class IssueIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    principal_id: str
    expires_at: datetime | None = Field(None, description="When it stops working (ISO-8601); none: never.")


class GrantsIn(BaseModel):
    model_config = ConfigDict(extra="forbid")

    read: list[str] = Field(default_factory=list, description="Source tables to grant (or revoke) reading.")
    write: list[str] = Field(default_factory=list, description="Source tables to grant (or revoke) writing.")
    revoke: bool = Field(False, description="Take these grants away instead of giving them.")


class GrantsOut(BaseModel):
    principal_id: str
    read: list[str]
    write: list[str]


def list_tokens(
    opmem: Core,
    principal: Caller,
    principal_id: Annotated[str | None, Query(description="Only this principal's tokens.")] = None,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE, description=f"Tokens per page, 1 to {MAX_PAGE}.")] = 100,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
) -> TokenPageOut:
    """The tenant's tokens, oldest first: id, principal, created, last used, expiry, state (needs `manage_access`)."""
    require_manage_access(principal, "Listing tokens")
    page = opmem.access.tokens_page(principal.tenant, principal_id, limit=limit, cursor=cursor)
    return token_page(page, opmem.clock.now())


def issue_token(body: IssueIn, opmem: Core, principal: Caller) -> IssuedOut:
    """Issue a token for a principal of the tenant; its secret is in this answer only (needs `manage_access`)."""
    require_manage_access(principal, "Issuing tokens")
    info, secret = opmem.access.issue_token(principal.tenant, body.principal_id, expires_at=body.expires_at)
    return IssuedOut(**token_out(info, opmem.clock.now()).model_dump(), token=secret)


def revoke_token(token_id: str, opmem: Core, principal: Caller) -> TokenOut:
    """Revoke a token: every request carrying it answers 401 from now on, MCP sessions included."""
    require_manage_access(principal, "Revoking tokens")
    return token_out(opmem.access.revoke_token(principal.tenant, token_id), opmem.clock.now())


def put_grants(principal_id: str, body: GrantsIn, opmem: Core, principal: Caller) -> GrantsOut:
    """Give (or with `revoke` take away) read and write grants on source tables (needs `manage_access`)."""
    require_manage_access(principal, "Changing grants")
    act = opmem.access.revoke if body.revoke else opmem.access.grant
    p = act(principal.tenant, principal_id, read=body.read, write=body.write)
    return GrantsOut(principal_id=p.id, read=sorted(p.grants), write=sorted(p.writes))


def access_router(route_class: type[APIRoute], errors: dict[int | str, dict[str, Any]]) -> APIRouter:
    router = APIRouter(prefix="/v1", route_class=route_class, responses=errors, tags=["access"])
    router.add_api_route("/tokens", list_tokens, methods=["GET"])
    router.add_api_route("/tokens", issue_token, methods=["POST"], status_code=201)
    router.add_api_route("/tokens/{token_id}", revoke_token, methods=["DELETE"])
    router.add_api_route("/principals/{principal_id}/grants", put_grants, methods=["POST"])
    return router
