"""The console's plumbing: who is signed in, CSRF on every form, and pages for every refusal.

Every page handler is wrapped by `Console.view`: a visitor without a session is sent to sign in, an
`OpmemError` (a missing grant or capability, an unknown document) becomes a page that says what happened and
what to do, and anything unexpected a plain 500 page (the traceback goes to the server log only).
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, ParamSpec, TypeVar
from urllib.parse import quote

import anyio.to_thread
from fastapi import Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response

from opmem.core import Opmem
from opmem.errors import OpmemError, Unauthorized
from opmem.surfaces.observe import note
from opmem.types import Principal
from opmem.web.render import HEADERS, environment
from opmem.web.sessions import COOKIE, Session, Sessions

log = logging.getLogger(__name__)

P = ParamSpec("P")
T = TypeVar("T")

Handler = Callable[[Request], Awaitable[Response]]
#: Registers a handler for a path and methods: `@route("/search", "GET")`.
Route = Callable[..., Callable[[Handler], Handler]]

CSRF_FIELD = "csrf"
CSRF_HEADER = "x-csrf-token"
MAX_FORM = 64 * 1024

TITLES = {
    400: "That request cannot be answered",
    401: "Sign in again",
    403: "Not allowed",
    404: "Not found",
    409: "Changed by someone else",
    413: "Too large",
    500: "Something went wrong",
    503: "Unavailable for now",
}


class SignInFirst(Exception):
    """No signed-in session: the visitor goes to the sign-in page (and back here afterwards)."""

    def __init__(self, notice: str | None = None) -> None:
        super().__init__(notice or "")
        self.notice = notice


class CsrfRefused(OpmemError):
    status = 403


@dataclass(frozen=True)
class Visit:
    """One signed-in request: the session (for its CSRF token) and the principal its token authenticates as."""

    session: Session
    principal: Principal


class Console:
    def __init__(self, opmem: Opmem) -> None:
        self.opmem = opmem
        self.sessions = Sessions()
        self.env = environment()

    # -- sessions --------------------------------------------------------------------------------------

    def session(self, request: Request) -> Session | None:
        return self.sessions.get(request.cookies.get(COOKIE), self.opmem.clock.now())

    async def visit(self, request: Request) -> Visit:
        """The signed-in principal; its token is authenticated again now, so a revoked one is refused at once."""
        session = self.session(request)
        if session is None or session.token is None:
            raise SignInFirst()
        try:
            principal = await anyio.to_thread.run_sync(self.opmem.authenticate, session.token)
        except Unauthorized as exc:
            self.sessions.without_token(session)
            raise SignInFirst(f"Your token no longer signs in ({exc.message}) Sign in with a current one.") from exc
        note(request.scope, principal=principal.id)
        return Visit(session, principal)

    def set_cookie(self, request: Request, response: Response, session: Session) -> None:
        response.set_cookie(
            COOKIE,
            session.id,
            max_age=int(self.sessions.lifetime.total_seconds()),
            path="/",
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
        )

    async def form(self, request: Request, session: Session | None, *, files: bool = False) -> dict[str, Any]:
        """The posted form, once its CSRF token matches the session's; otherwise `CsrfRefused`. Uploaded files
        are kept only with `files` (the body limit for uploads is applied before this, by `BodyLimit`)."""
        if not files and int(request.headers.get("content-length") or 0) > MAX_FORM:
            raise CsrfRefused("The form is larger than this console accepts.")
        data = await request.form()
        fields = {name: value for name, value in data.items() if files or isinstance(value, str)}
        posted = fields.get(CSRF_FIELD)
        sent = posted if isinstance(posted, str) and posted else request.headers.get(CSRF_HEADER)
        if session is None or not session.csrf_ok(sent):
            raise CsrfRefused(
                "The form did not carry this session's security token (CSRF), so nothing was done. "
                "Reload the page and submit the form again."
            )
        return fields

    # -- pages -----------------------------------------------------------------------------------------

    def page(
        self,
        request: Request,
        template: str,
        *,
        visit: Visit | None = None,
        session: Session | None = None,
        status: int = 200,
        **context: Any,
    ) -> HTMLResponse:
        session = visit.session if visit else session
        html = self.env.get_template(template).render(
            request=request,
            principal=visit.principal if visit else None,
            csrf=session.csrf if session else "",
            path=request.url.path,
            **context,
        )
        response = HTMLResponse(html, status_code=status, headers=HEADERS)
        response.headers["Cache-Control"] = "no-store"
        return response

    def refusal(self, request: Request, status: int, message: str, visit: Visit | None = None) -> HTMLResponse:
        title = TITLES.get(status, "That did not work")
        return self.page(request, "error.html", visit=visit, status=status, title=title, message=message)

    def view(self, handler: Callable[[Request], Awaitable[Response]]) -> Callable[[Request], Awaitable[Response]]:
        @functools.wraps(handler)
        async def wrapped(request: Request) -> Response:
            template = getattr(request.scope.get("route"), "path", None)
            if isinstance(template, str):
                note(request.scope, route=template)  # the access log and the HTTP metrics label it by its template
            try:
                return await handler(request)
            except SignInFirst as exc:
                target = "/signin?next=" + quote(request.url.path, safe="/")
                if exc.notice:
                    target += "&notice=" + quote(exc.notice)
                return RedirectResponse(target, status_code=303)
            except OpmemError as exc:
                return self.refusal(request, exc.status, exc.message, await self._quiet_visit(request))
            except Exception:
                log.exception("console page %s failed", request.url.path)
                message = "Internal error; nothing you did explains it. Retry, and report it if it persists."
                return self.refusal(request, 500, message, await self._quiet_visit(request))

        return wrapped

    async def _quiet_visit(self, request: Request) -> Visit | None:
        """The visit for an error page's navigation (home and sign out for a signed-in person), if there is one;
        none when finding it fails too (a 500 page must still render)."""
        try:
            return await self.visit(request)
        except Exception:  # SignInFirst, an OpmemError, or whatever broke the page in the first place
            return None


async def call(fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
    """Run one core call off the event loop (they touch SQLite and the indexes)."""
    return await anyio.to_thread.run_sync(functools.partial(fn, *args, **kwargs))
