"""The bearer gate: every request under a guarded path (`/v1/`, `/mcp`) is authenticated before any route or MCP
code runs; a refused token answers the JSON error of `opmem.surfaces.http_errors`."""

from __future__ import annotations

import anyio.to_thread
from mcp.server.auth.middleware.bearer_auth import AuthenticatedUser
from mcp.server.auth.provider import AccessToken
from starlette.authentication import AuthCredentials
from starlette.types import ASGIApp, Receive, Scope, Send

from opmem.core import Opmem
from opmem.errors import OpmemError
from opmem.surfaces.http_errors import error_response, snake
from opmem.surfaces.mcp import PRINCIPAL_SCOPE_KEY
from opmem.surfaces.observe import note

#: Paths the bearer gate guards. Everything else (health, OpenAPI, docs) is public.
GUARDED = ("/v1/", "/mcp")


class BearerGate:
    """Authenticates the bearer token of every guarded request before any route or MCP code runs.

    The principal goes into the ASGI scope for routes and MCP tools to read; `user` is set too, so the MCP
    session manager binds each session to the principal that opened it.
    """

    def __init__(self, app: ASGIApp, opmem: Opmem) -> None:
        self.app = app
        self.opmem = opmem

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path: str = scope.get("path", "")
        if scope["type"] != "http" or not path.startswith(GUARDED):
            await self.app(scope, receive, send)
            return
        try:
            principal = await anyio.to_thread.run_sync(self.opmem.authenticate, _bearer_token(scope))
        except OpmemError as exc:
            await error_response(exc.status, snake(type(exc).__name__), exc.message)(scope, receive, send)
            return
        note(scope, principal=principal.id)
        # The raw token is not kept: the session binding needs only who the principal is.
        user = AuthenticatedUser(AccessToken(token="", client_id=principal.tenant, subject=principal.id, scopes=[]))
        scope = {**scope, PRINCIPAL_SCOPE_KEY: principal, "user": user, "auth": AuthCredentials([])}
        await self.app(scope, receive, send)


def _bearer_token(scope: Scope) -> str:
    for name, value in scope.get("headers", ()):
        if name == b"authorization":
            scheme, _, token = value.decode("latin-1").partition(" ")
            return token.strip() if scheme.lower() == "bearer" else ""
    return ""
