"""The Access page, for holders of `manage_access`: principals with their grants and capabilities, read and write
grants given and taken, and bearer tokens issued (the secret shown once, on the page that issued it), listed and
revoked.

Every handler makes the check HTTP makes (`require_manage_access`), so a person without the capability gets the
refusal page; the navigation shows the page only to holders. An issued token is never put in a URL or a redirect:
the answer to the issuing POST is the only page that carries it, served `no-store` like every console page.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from opmem.access import parse_expiry, require_manage_access
from opmem.errors import InvalidInput, OpmemError
from opmem.store.access import TokenInfo
from opmem.web.console import Console, Route, Visit, call


@dataclass(frozen=True)
class TokenRow:
    info: TokenInfo
    state: str  # live, expired or revoked


def _state(t: TokenInfo, now: datetime) -> str:
    return "revoked" if t.revoked_at else "live" if t.live(now) else "expired"


def _tables(value: object) -> list[str]:
    return [t.strip() for t in str(value or "").split(",") if t.strip()]


def access_pages(console: Console, route: Route) -> None:
    opmem = console.opmem

    async def page(request: Request, visit: Visit, status: int = 200, **extra: Any) -> Response:
        require_manage_access(visit.principal, "The Access page")
        tenant, now = visit.principal.tenant, opmem.clock.now()
        tokens = await call(opmem.access.tokens, tenant)
        return console.page(
            request,
            "access.html",
            visit=visit,
            status=status,
            principals=await call(opmem.principals, tenant),
            tokens=[TokenRow(t, _state(t, now)) for t in tokens],
            notice=request.query_params.get("notice"),
            **extra,
        )

    @route("/access", "GET")
    async def listing(request: Request) -> Response:
        return await page(request, await console.visit(request))

    @route("/access/tokens", "POST")
    async def issue(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        require_manage_access(visit.principal, "Issuing tokens")
        principal_id, expires = str(fields.get("principal", "")), str(fields.get("expires", "")).strip()
        try:
            at = parse_expiry(expires, opmem.clock.now()) if expires else None
            info, secret = await call(opmem.access.issue_token, visit.principal.tenant, principal_id, expires_at=at)
        except OpmemError as exc:
            if exc.status >= 500:
                raise
            return await page(request, visit, status=exc.status, token_error=exc.message, token_draft=fields)
        return await page(request, visit, issued=info, secret=secret)

    @route("/access/tokens/{token_id}/revoke", "POST")
    async def revoke(request: Request) -> Response:
        visit = await console.visit(request)
        await console.form(request, visit.session)
        require_manage_access(visit.principal, "Revoking tokens")
        info = await call(opmem.access.revoke_token, visit.principal.tenant, request.path_params["token_id"])
        return _back(f"Token {info.id} of {info.principal_id} is revoked: it signs nothing in from now on.")

    @route("/access/grants", "POST")
    async def grants(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        require_manage_access(visit.principal, "Changing grants")
        principal_id = str(fields.get("principal", ""))
        reads, writes = _tables(fields.get("read")), _tables(fields.get("write"))
        if not reads and not writes:
            raise InvalidInput("Name at least one table to read or to write (comma-separated), then press the button.")
        taking = fields.get("action") == "revoke"
        act = opmem.access.revoke if taking else opmem.access.grant
        changed = await call(act, visit.principal.tenant, principal_id, read=reads, write=writes)
        reads_now, writes_now = ", ".join(sorted(changed.grants)) or "none", ", ".join(sorted(changed.writes)) or "none"
        return _back(f"{changed.id} now reads {reads_now}; writes {writes_now}.")


def _back(notice: str) -> Response:
    return RedirectResponse("/access?notice=" + quote(notice), status_code=303)
