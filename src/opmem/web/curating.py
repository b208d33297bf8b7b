"""A document's page and the changes a curator makes there: correct, retire, reinstate, each version-checked.

Every form posts the version the person read; the core applies the change only if the document is still at that
version (`StaleVersion` otherwise). A conflict is shown, not swallowed: the page comes back (409) with what the
document says now, at its new version, and with the person's own edit still in the form to send again.
Changing needs `curate_memory`, checked by the core; reading follows the recall rule.
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from opmem.errors import InvalidInput, OpmemError
from opmem.versions import StaleVersion
from opmem.web.console import Console, Route, Visit, call

AUDIT_SHOWN = 20


def number(value: str | None, name: str, default: int = 0) -> int:
    if value is None or value == "":
        return default
    try:
        return int(value)
    except ValueError as exc:
        raise InvalidInput(f"{name} must be a whole number; got {value!r}.") from exc


async def document_page(
    console: Console, request: Request, visit: Visit, doc_id: int, *, offset: int = 0, status: int = 200, **extra: Any
) -> Response:
    page = await call(console.opmem.read_document, visit.principal, doc_id, offset)
    extra.setdefault("draft", {"title": page.document.title, "body": page.document.body})
    audit = None  # the trail is for holders of browse_memory, as over HTTP
    if "browse_memory" in visit.principal.capabilities:
        audit = await call(console.opmem.curation.audit, visit.principal, doc_id=doc_id, limit=AUDIT_SHOWN)
    return console.page(
        request,
        "document.html",
        visit=visit,
        status=status,
        page=page,
        doc=page.document,
        notice=request.query_params.get("notice"),
        can_curate="curate_memory" in visit.principal.capabilities,
        audit=audit,
        **extra,
    )


def curating(console: Console, route: Route) -> None:
    opmem = console.opmem

    @route("/documents/{doc_id}", "GET")
    async def document(request: Request) -> Response:
        visit = await console.visit(request)
        doc_id = number(request.path_params["doc_id"], "doc_id")
        return await document_page(
            console, request, visit, doc_id, offset=number(request.query_params.get("offset"), "offset")
        )

    @route("/documents/{doc_id}/correct", "POST")
    async def correct(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        doc_id = number(request.path_params["doc_id"], "doc_id")
        title, body = fields.get("title"), fields.get("body")
        try:
            await call(
                opmem.curation.correct,
                visit.principal,
                doc_id,
                title=title,
                body=body.replace("\r\n", "\n") if body is not None else None,
                reason=fields.get("reason", ""),
                expected_version=number(fields.get("version"), "version"),
            )
        except StaleVersion as exc:
            draft = {"title": title or "", "body": body or "", "reason": fields.get("reason", "")}
            return await document_page(console, request, visit, doc_id, status=409, conflict=exc.message, draft=draft)
        return _done(doc_id, "Corrected. Every arm of recall finds the new text from now on.")

    @route("/documents/{doc_id}/retire", "POST")
    async def retire(request: Request) -> Response:
        return await _retirement(request, retire=True)

    @route("/documents/{doc_id}/reinstate", "POST")
    async def reinstate(request: Request) -> Response:
        return await _retirement(request, retire=False)

    async def _retirement(request: Request, *, retire: bool) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        doc_id = number(request.path_params["doc_id"], "doc_id")
        change = opmem.curation.retire if retire else opmem.curation.reinstate
        try:
            await call(
                change,
                visit.principal,
                doc_id,
                reason=fields.get("reason", ""),
                expected_version=number(fields.get("version"), "version"),
            )
        except StaleVersion as exc:
            if retire:
                return await document_page(console, request, visit, doc_id, status=409, conflict=exc.message)
            raise
        if retire:
            target = "/search?retired=on&notice=" + quote(f"Document {doc_id} is retired; reinstate it from here.")
            return RedirectResponse(target, status_code=303)
        return _done(doc_id, "Reinstated: the document is back in recall.")


def endorsing(console: Console, route: Route) -> None:
    opmem = console.opmem

    @route("/documents/{doc_id}/endorse", "POST")
    async def endorse(request: Request) -> Response:
        """Promote the document into a draft skill, through the path agents propose skills by."""
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        doc_id = number(request.path_params["doc_id"], "doc_id")
        given = {k: str(fields.get(k, "")).strip() or None for k in ("name", "purpose", "activation")}
        try:
            skill = await call(
                opmem.curation.endorse, visit.principal, doc_id, reason=str(fields.get("reason", "")), **given
            )
        except OpmemError as exc:
            if exc.status >= 500:
                raise
            return await document_page(console, request, visit, doc_id, status=exc.status, endorse_error=exc.message)
        notice = f"Endorsed: draft skill {skill.record_id} proposes this document's text; it is a skill once approved."
        target = f"/records/{quote(skill.source_table, safe='')}/{quote(skill.record_id, safe='/')}"
        return RedirectResponse(f"{target}?notice={quote(notice)}", status_code=303)


def _done(doc_id: int, notice: str) -> Response:
    return RedirectResponse(f"/documents/{doc_id}?notice={quote(notice)}", status_code=303)
