"""HTTP routes for what each run was shown: a run's line, the runs on a record, and the archive's usage.

A run's line is read by whoever can read the run's record, so nothing here carries a document body, a source
record id or a link into the archive; titles are checked against the caller on every request.
"""

from __future__ import annotations

from typing import Annotated, Any

from fastapi import APIRouter, Query
from fastapi.routing import APIRoute
from pydantic import BaseModel, Field

from opmem.ledger import WITHHELD_REASON, RunLine, RunShown, UsageReport
from opmem.ledger.model import MAX_USAGE_LIMIT
from opmem.limits import MAX_INT
from opmem.paging import MAX_PAGE
from opmem.surfaces.http_deps import Caller, Core
from opmem.surfaces.http_limits import bounds
from opmem.surfaces.out_types import Timestamp
from opmem.types import DocKind


class TitleOut(BaseModel):
    kind: DocKind
    title: str
    at_dispatch: bool = Field(description="It was in the index the run was handed at the start.")
    by_recall: bool = Field(description="A recall by the run found it.")
    opened: bool


class LineOut(BaseModel):
    """What a finished run had in front of it; `text` is the one line, `titles` the expanded list."""

    text: str
    documents: int
    kinds: dict[str, int]
    at_dispatch: int
    by_recall: int = Field(description="Found by recall mid-run and not in the dispatch index.")
    opened_directly: int = Field(description="Opened by id without being surfaced.")
    opened: int
    withheld: int
    withheld_reason: str | None
    retired: int = Field(description="No longer in circulation.")
    deleted: int
    titles: list[TitleOut]


class RunShownOut(BaseModel):
    run_id: str
    outcome: str | None = Field(
        None, description="How the run ended: resolved, no_precedent, escalated or abandoned; null if without one."
    )
    finding: str | None = Field(None, description="The agent's conclusion in its own words, if it gave one.")
    line: LineOut | None = Field(description="Null when there is no record of what the run was shown.")


class RecordRunOut(BaseModel):
    run_id: str
    agent_id: str
    started_at: Timestamp
    finished_at: Timestamp | None
    outcome: str | None = Field(
        description="How the run ended: resolved, no_precedent, escalated or abandoned; null if finished without one."
    )
    finding: str | None = Field(description="The agent's conclusion in its own words, if it gave one.")
    line: LineOut | None = Field(description="Null when there is no record of what the run was shown.")


class DocumentUsageOut(BaseModel):
    doc_id: int
    kind: DocKind
    title: str
    retired: bool
    at_dispatch: int = Field(description="Runs that had it in their dispatch index.")
    by_recall: int = Field(description="Runs that found it by recall.")
    opened: int = Field(description="Runs that opened it.")
    runs: int = Field(description="Runs that were shown it, either way.")


class KindUsageOut(BaseModel):
    kind: DocKind
    documents: int
    shown: int
    at_dispatch: int
    by_recall: int
    opened: int


class UsageOut(BaseModel):
    text: str
    runs: int
    runs_with_dispatch_index: int
    runs_that_opened: int
    kinds: list[KindUsageOut]
    documents: list[DocumentUsageOut]
    more: int = Field(description="Documents past this page.")
    withheld: int
    deleted: int
    next_cursor: str | None = Field(description="Pass back as `cursor` for the next page; null on the last page.")


def line_out(line: RunLine | None) -> LineOut | None:
    if line is None:
        return None
    return LineOut(
        text=line.render(),
        documents=line.documents,
        kinds={k.kind: k.count for k in line.kinds},
        at_dispatch=line.at_dispatch,
        by_recall=line.by_recall,
        opened_directly=line.opened_directly,
        opened=line.opened,
        withheld=line.withheld,
        withheld_reason=WITHHELD_REASON if line.withheld else None,
        retired=line.retired,
        deleted=line.deleted,
        titles=[TitleOut(**vars(t)) for t in line.titles],
    )


def _record_run(shown: RunShown) -> RecordRunOut:
    run = shown.run
    return RecordRunOut(
        run_id=run.run_id,
        agent_id=run.agent_id,
        started_at=run.started_at,
        finished_at=run.finished_at,
        outcome=run.outcome,
        finding=run.finding,
        line=line_out(shown.line),
    )


def usage_out(report: UsageReport) -> UsageOut:
    return UsageOut(
        text=report.render(),
        runs=report.runs,
        runs_with_dispatch_index=report.runs_with_dispatch_index,
        runs_that_opened=report.runs_that_opened,
        kinds=[KindUsageOut(**vars(k)) for k in report.kinds],
        documents=[DocumentUsageOut(**vars(d)) for d in report.documents],
        more=report.more,
        withheld=report.withheld,
        deleted=report.deleted,
        next_cursor=report.next_cursor,
    )


def run_shown(run_id: str, opmem: Core, principal: Caller) -> RunShownOut:
    """What a finished run on a record was shown, as the caller may see it (needs read on the record's table)."""
    shown = opmem.ledger.run_shown(principal, run_id)
    return RunShownOut(run_id=run_id, outcome=shown.run.outcome, finding=shown.run.finding, line=line_out(shown.line))


class RecordRunsOut(BaseModel):
    """A page of a record's finished runs, newest first."""

    runs: list[RecordRunOut]
    next_cursor: str | None = Field(description="Pass back as `cursor` for the next page; null on the last page.")


def record_runs(
    table: str,
    record_id: str,
    opmem: Core,
    principal: Caller,
    limit: Annotated[int, Query(ge=1, le=MAX_PAGE, description=f"Runs per page, 1 to {MAX_PAGE}.")] = 50,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
) -> RecordRunsOut:
    """The finished runs on a record, newest first, each with its line; paged by `cursor`."""
    page = opmem.ledger.runs_on_record_page(principal, table, record_id, limit=limit, cursor=cursor)
    return RecordRunsOut(runs=[_record_run(shown) for shown in page.items], next_cursor=page.next_cursor)


def usage(
    opmem: Core,
    principal: Caller,
    kind: Annotated[str | None, Query(description="Only documents of this kind.")] = None,
    limit: Annotated[
        int,
        Query(
            le=MAX_INT,
            description=f"How many documents to list, 1 to {MAX_USAGE_LIMIT}.",
            json_schema_extra=bounds(1, MAX_USAGE_LIMIT),
        ),
    ] = 50,
    cursor: Annotated[
        str | None,
        Query(min_length=1, max_length=1024, description="The previous page's next_cursor; leave out for the first."),
    ] = None,
) -> UsageOut:
    """Which documents runs were shown and opened, per document and per kind (needs `browse_memory`); the
    documents page by `cursor`."""
    return usage_out(opmem.ledger.usage(principal, kind=kind, limit=limit, cursor=cursor))


def ledger_router(route_class: type[APIRoute], errors: dict[int | str, dict[str, Any]]) -> APIRouter:
    router = APIRouter(prefix="/v1", route_class=route_class, responses=errors, tags=["runs"])
    router.add_api_route("/runs/{run_id}/shown", run_shown, methods=["GET"])
    router.add_api_route("/record-runs/{table}/{record_id:path}", record_runs, methods=["GET"])
    router.add_api_route("/usage", usage, methods=["GET"])
    return router
