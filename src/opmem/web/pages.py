"""The console's pages: sign in and out, home, search, a document in parts, and a record.

Each page is a call into the core as the signed-in principal, so access follows the same checks as HTTP and
MCP: a read grant for a record, `browse_memory` for searching and the overview, the recall rule (failing
closed) for every document.
"""

from __future__ import annotations

from collections.abc import Callable
from urllib.parse import quote, urlsplit

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from starlette.datastructures import UploadFile

from opmem.access import require_read
from opmem.errors import InvalidInput, OpmemError, Unauthorized
from opmem.limits import MAX_UPLOAD
from opmem.surfaces.observe import note
from opmem.types import DOC_KINDS
from opmem.web.access_pages import access_pages
from opmem.web.agents import agents
from opmem.web.console import Console, Handler, Route, call
from opmem.web.curating import curating, endorsing
from opmem.web.integrations import integrations
from opmem.web.memories import memories
from opmem.web.sessions import COOKIE

PAGE_SIZE = 10


def _safe_next(target: str | None) -> str:
    """Only a path on this site (never `//host` or a full URL): no open redirect after signing in."""
    if not target or not target.startswith("/") or target.startswith("//") or urlsplit(target).netloc:
        return "/"
    return target


def pages(console: Console) -> APIRouter:
    router = APIRouter(include_in_schema=False)

    def route(path: str, *methods: str) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            router.add_api_route(path, console.view(handler), methods=list(methods), response_class=HTMLResponse)
            return handler

        return register

    _signing_in(console, route)
    _views(console, route)
    _uploads(console, route)
    curating(console, route)
    endorsing(console, route)
    memories(console, route)
    agents(console, route)
    integrations(console, route)
    access_pages(console, route)
    return router


def _signing_in(console: Console, route: Route) -> None:
    opmem = console.opmem

    @route("/signin", "GET")
    async def signin_page(request: Request) -> Response:
        session = console.session(request) or console.sessions.new(opmem.clock.now())
        response = console.page(
            request,
            "signin.html",
            session=session,
            next=_safe_next(request.query_params.get("next")),
            notice=request.query_params.get("notice"),
        )
        console.set_cookie(request, response, session)
        return response

    @route("/signin", "POST")
    async def signin(request: Request) -> Response:
        session = console.session(request)
        fields = await console.form(request, session)
        token = fields.get("token", "").strip()
        try:
            principal = await call(opmem.authenticate, token)
        except Unauthorized:
            message = "That token does not sign in: it is unknown, revoked or expired. Check it and try again."
            return console.page(
                request, "signin.html", session=session, status=401, error=message, next=fields.get("next", "/")
            )
        signed_in = console.sessions.sign_in(session, token, opmem.clock.now())
        response = RedirectResponse(_safe_next(fields.get("next")), status_code=303)
        console.set_cookie(request, response, signed_in)
        note(request.scope, principal=principal.id)
        return response

    @route("/signout", "POST")
    async def signout(request: Request) -> Response:
        session = console.session(request)
        await console.form(request, session)
        console.sessions.end(session)
        response = RedirectResponse("/signin?notice=" + quote("You are signed out."), status_code=303)
        response.delete_cookie(COOKIE, path="/", httponly=True, samesite="strict")
        return response


def _views(console: Console, route: Route) -> None:
    opmem = console.opmem

    @route("/", "GET")
    async def home(request: Request) -> Response:
        visit = await console.visit(request)
        counts = await call(opmem.overview, visit.principal)
        return console.page(request, "home.html", visit=visit, counts=counts)

    @route("/search", "GET")
    async def search(request: Request) -> Response:
        visit = await console.visit(request)
        params = request.query_params
        query, kind, table = params.get("q", ""), params.get("kind", ""), params.get("table", "")
        retired = params.get("retired") == "on"
        result = await call(
            opmem.curation.browse,
            visit.principal,
            query or None,
            kinds=[kind] if kind else None,
            scope=table or None,
            k=PAGE_SIZE,
            cursor=params.get("cursor") or None,
            include_retired=retired,
        )
        return console.page(
            request,
            "search.html",
            visit=visit,
            result=result,
            query=query,
            kind=kind,
            table=table,
            retired=retired,
            kinds=DOC_KINDS,
            tables=sorted(visit.principal.grants),
            notice=request.query_params.get("notice"),
            can_curate="curate_memory" in visit.principal.capabilities,
        )

    @route("/records/{table}/{record_id:path}", "GET")
    async def record(request: Request) -> Response:
        visit = await console.visit(request)
        table, record_id = request.path_params["table"], request.path_params["record_id"]
        principal = visit.principal
        require_read(principal, table)
        found = await call(opmem.get_record, principal.tenant, table, record_id)
        doc_id = await call(opmem.curation.document_id, found)
        attachments = None
        if "browse_memory" in principal.capabilities:
            attachments = await call(opmem.list_attachments, principal, table=table, record_id=record_id)
        # Open and held pursuits; notes written by someone else pass the preview guard (`viewer`).
        pursuits = await call(
            opmem.dispatch.pursuits.on_record, principal.tenant, table, record_id, viewer=principal.id
        )
        try:
            runs = await call(opmem.ledger.runs_on_record, principal, table, record_id)
        except OpmemError:
            runs = []
        return console.page(
            request,
            "record.html",
            visit=visit,
            record=found,
            doc_id=doc_id,
            attachments=attachments,
            runs=runs,
            pursuits=pursuits,
            notice=request.query_params.get("notice"),
        )


def _uploads(console: Console, route: Route) -> None:
    opmem = console.opmem

    @route("/records/{table}/{record_id:path}/attachments", "POST")
    async def upload(request: Request) -> Response:
        """Attach a file to the record; the attachment job scans and extracts it on its next pass."""
        visit = await console.visit(request)
        fields = await console.form(request, visit.session, files=True)
        table, record_id = request.path_params["table"], request.path_params["record_id"]
        require_read(visit.principal, table)
        await call(opmem.get_record, visit.principal.tenant, table, record_id)  # a record that exists
        chosen = fields.get("file")
        if not isinstance(chosen, UploadFile) or not chosen.filename:
            raise InvalidInput("Choose a file to upload, then press Upload.")
        data = await chosen.read(MAX_UPLOAD + 1)
        added = await call(
            opmem.add_attachment,
            visit.principal,
            table,
            record_id,
            filename=chosen.filename,
            data=data,
            content_type=chosen.content_type or "application/octet-stream",
        )
        notice = f"Uploaded {added.filename}: it is scanned and extracted on the attachment job's next pass."
        target = f"/records/{quote(table, safe='')}/{quote(record_id, safe='/')}?notice={quote(notice)}"
        return RedirectResponse(target, status_code=303)
