"""The Memories pages: every agent's memories, newest first or searched in one of the three modes, one memory in
full, and marking it wrong (with a note) or clearing the verdict.

These pages are for people who review memories (`review_memories`); marking and clearing are checked again by
the core. Searching is `AgentMemory.search`, the call agents make (every text through the preview guard);
without words or tags the list is the newest memories, filtered by agent and verdict.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any, get_args
from urllib.parse import quote, urlencode

from fastapi import Request
from fastapi.responses import RedirectResponse, Response

from opmem.core import Opmem
from opmem.errors import Conflict, Forbidden, InvalidInput
from opmem.memory.model import MemoryEdit, Mode, Significance
from opmem.types import Principal
from opmem.web.console import Console, Route, Visit, call
from opmem.web.curating import number

LIMIT = 50
#: The fields a person edits on a memory's page.
EDITABLE = ("title", "symptoms", "root_cause", "resolution")
REVIEW = "review_memories"


@dataclass(frozen=True)
class Row:
    """One memory in the list: what the table shows, from a search hit or a stored memory alike."""

    id: int
    agent_id: str
    title: str
    significance: str
    recorded_at: datetime
    wrong: bool
    score: float | None = None


def _require_review(principal: Principal) -> None:
    if REVIEW not in principal.capabilities:
        raise Forbidden(
            f"Reviewing agents' memories needs the {REVIEW!r} capability; {principal.id!r} lacks it. "
            "Ask an administrator (a holder of 'manage_access') for it."
        )


@dataclass(frozen=True)
class Listing:
    """One page of the list; `next_cursor` opens the next (older) page, None on the last or for a search."""

    rows: list[Row]
    next_cursor: str | None = None


def newest(
    opmem: Opmem, principal: Principal, agent: str | None, verdict: str, significance: str, cursor: str | None
) -> Listing:
    """A page of the newest memories of the tenant (or one agent), by verdict and significance: the core's list
    (`AgentMemory.list_memories`, texts through the preview guard), paged by its cursor."""
    _require_review(principal)
    if verdict not in ("", "wrong", "unmarked"):
        raise InvalidInput(f"Verdict must be wrong, unmarked or empty (any); got {verdict!r}.")
    page = opmem.memory.list_memories(
        principal.tenant,
        agent_id=agent,
        verdict=verdict or None,  # type: ignore[arg-type]  # checked above
        significance=[significance] if significance else (),  # type: ignore[list-item]  # the core checks it
        limit=LIMIT,
        cursor=cursor or None,
        readable=principal.grants,
    )
    rows = [
        Row(m.id, m.agent_id, m.title, m.significance, m.recorded_at, m.review.wrong_at is not None) for m in page.items
    ]
    return Listing(rows, page.next_cursor)


def searched(
    opmem: Opmem,
    principal: Principal,
    *,
    mode: str | None,
    agent: str | None,
    query: str | None,
    tags: list[str],
    significance: str | None,
    wrong_only: bool,
) -> list[Row]:
    _require_review(principal)
    result = opmem.memory.search(
        principal.tenant,
        mode=mode or None,  # type: ignore[arg-type]  # the core checks the mode by name
        agent_id=agent or None,
        query=query or None,
        tags=tags,
        significance=[significance] if significance else None,  # type: ignore[list-item]
        limit=LIMIT,
        readable=principal.grants,
    )
    rows = [
        Row(h.id, h.agent_id, h.title, h.significance, h.recorded_at, h.review.wrong_at is not None, h.score)
        for h in result.hits
    ]
    return [r for r in rows if r.wrong or not wrong_only]


FILTERS = ("q", "tags", "agent", "mode", "significance", "verdict")


def filters(p: Mapping[str, str]) -> dict[str, Any]:
    """What the list's filter form shows: the values asked for, and the choices."""
    return {
        "f": {k: p.get(k, "") for k in FILTERS},
        "modes": get_args(Mode),
        "significances": get_args(Significance),
    }


async def find(opmem: Opmem, principal: Principal, p: Mapping[str, str], agent: str) -> Listing:
    """The list for the filters in `p`: searched in a mode when there are words or tags, else the newest."""
    query, tags = p.get("q", "").strip(), [t.strip() for t in p.get("tags", "").split(",") if t.strip()]
    verdict, significance = p.get("verdict", ""), p.get("significance", "")
    if query or tags:
        rows = await call(
            searched,
            opmem,
            principal,
            mode=p.get("mode"),
            agent=agent,
            query=query,
            tags=tags,
            significance=significance,
            wrong_only=verdict == "wrong",
        )
        return Listing([r for r in rows if not (verdict == "unmarked" and r.wrong)])
    return await call(newest, opmem, principal, agent or None, verdict, significance, p.get("cursor"))


def older(path: str, p: Mapping[str, str], cursor: str | None) -> str | None:
    """The address of the next (older) page: the same filters and the cursor."""
    if cursor is None:
        return None
    kept = {k: p[k] for k in FILTERS if p.get(k)}
    return f"{path}?{urlencode({**kept, 'cursor': cursor})}"


def memories(console: Console, route: Route) -> None:
    opmem = console.opmem

    @route("/memories", "GET")
    async def listing(request: Request) -> Response:
        visit = await console.visit(request)
        p = request.query_params
        found = await find(opmem, visit.principal, p, p.get("agent", ""))
        agents = await call(opmem.memory.list_agents, visit.principal.tenant)
        return console.page(
            request,
            "memories.html",
            visit=visit,
            rows=found.rows,
            older=older("/memories", p, found.next_cursor),
            agents=[a.id for a in agents],
            notice=p.get("notice"),
            **filters(p),
        )

    async def memory_page(request: Request, visit: Visit, status: int = 200, **extra: Any) -> Response:
        _require_review(visit.principal)
        memory_id = number(request.path_params["memory_id"], "memory_id")
        view = await call(opmem.memory.open_memory, visit.principal, memory_id)
        history = await call(opmem.memory.open_memory_versions, visit.principal, memory_id)
        m = view.memory
        extra.setdefault("draft", {f: getattr(m, f) for f in EDITABLE})
        notice = request.query_params.get("notice")
        return console.page(
            request, "memory.html", visit=visit, status=status, view=view, m=m, history=history, notice=notice, **extra
        )

    @route("/memories/{memory_id}", "GET")
    async def one(request: Request) -> Response:
        return await memory_page(request, await console.visit(request))

    @route("/memories/{memory_id}/edit", "POST")
    async def edit(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        memory_id = number(request.path_params["memory_id"], "memory_id")
        draft = {f: str(fields.get(f, "")).replace("\r\n", "\n") for f in EDITABLE}
        try:
            await call(
                opmem.memory.edit_memory,
                visit.principal,
                memory_id,
                MemoryEdit(
                    title=draft["title"],
                    symptoms=draft["symptoms"],
                    root_cause=draft["root_cause"],
                    resolution=draft["resolution"],
                ),
                version=number(fields.get("version"), "version"),
            )
        except Conflict as exc:
            return await memory_page(request, visit, status=409, conflict=exc.message, draft=draft)
        return _back(memory_id, "Saved. Agents recall the edited memory from now on.")

    @route("/memories/{memory_id}/delete", "POST")
    async def delete(request: Request) -> Response:
        visit = await console.visit(request)
        await console.form(request, visit.session)
        memory_id = number(request.path_params["memory_id"], "memory_id")
        await call(opmem.memory.delete_memory, visit.principal, memory_id)
        return RedirectResponse("/memories?notice=" + quote(f"Memory {memory_id} is deleted."), status_code=303)

    @route("/memories/{memory_id}/wrong", "POST")
    async def wrong(request: Request) -> Response:
        visit = await console.visit(request)
        fields = await console.form(request, visit.session)
        memory_id = number(request.path_params["memory_id"], "memory_id")
        await call(opmem.memory.mark_wrong, visit.principal, memory_id, fields.get("note", ""))
        return _back(memory_id, "Marked wrong. Agents see the note with it.")

    @route("/memories/{memory_id}/clear", "POST")
    async def clear(request: Request) -> Response:
        visit = await console.visit(request)
        await console.form(request, visit.session)
        memory_id = number(request.path_params["memory_id"], "memory_id")
        await call(opmem.memory.clear_verdict, visit.principal, memory_id)
        return _back(memory_id, "Verdict cleared.")


def _back(memory_id: int, notice: str) -> Response:
    return RedirectResponse(f"/memories/{memory_id}?notice={quote(notice)}", status_code=303)
