"""`Ledger`: records what each run was shown and opened, and reads it back as a run's line or a usage report.

Writes come from dispatch (`surfaced(..., via="dispatch")`), from a recall given a `run_id`, and from opening a
document with one. A bad `run_id` from the caller is an error and records nothing; a failure to record after
the caller's answer is ready is logged and never fails the answer.

Reads check every title against the reader at the moment of reading, with the rule recall uses (the reader's
grants on indexed tables, then the `PermissionCheck`, failing closed). Whatever the reader may not see is
counted, with the reason, never quietly left out.
"""

from __future__ import annotations

import logging
from collections import Counter
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Protocol

from opmem.clock import Clock
from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound
from opmem.ledger.model import (
    MAX_USAGE_LIMIT,
    DocumentUsage,
    KindCount,
    KindUsage,
    RunLine,
    RunShown,
    RunSummary,
    ShownTitle,
    UsageReport,
)
from opmem.paging import Page, decode, page_of_sorted
from opmem.recall.permit import PermissionCheck, permitted
from opmem.recall.read import shown_file_name
from opmem.store.ledger import LedgerEntry, LedgerStore, RunRow, UsageRow, Via
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped
from opmem.types import DOC_KINDS, DocKind, Document, Hit, Principal

log = logging.getLogger(__name__)

ACT_FOR_AGENTS = "review_memories"

MAX_RUN_ID = 200


class Surfaced(Protocol):
    """Anything that names a document and its kind, such as a recall `Hit` or a dispatch index entry."""

    @property
    def doc_id(self) -> int: ...

    @property
    def kind(self) -> DocKind: ...


Shown = Surfaced | Document | tuple[int, DocKind]


@dataclass(frozen=True)
class RunRef:
    """A run checked to belong to the caller's tenant: what a recall or a read records against."""

    tenant: str
    run_id: str


@dataclass(frozen=True)
class _Sorted:
    """Documents sorted by what the reader may know of them."""

    readable: dict[int, Document]  # may read (retired ones included)
    withheld: frozenset[int]
    deleted: frozenset[int]


def _pair(item: Shown) -> tuple[int, DocKind]:
    if isinstance(item, tuple):
        doc_id, kind = item
    elif isinstance(item, Document):
        doc_id, kind = item.id, item.kind
    else:
        doc_id, kind = item.doc_id, item.kind
    if isinstance(doc_id, bool) or not isinstance(doc_id, int) or doc_id < 1 or kind not in DOC_KINDS:
        raise InvalidInput(f"Not a document to record: {item!r}; give (doc_id, kind) with a kind of {DOC_KINDS}.")
    return doc_id, kind


def _title(doc: Document) -> str:
    """A title as the reader may see it. A file name is third-party text: it is judged as a file's text, as recall
    shows it (the detector too, or the verdict stored when the file was processed; remembered per process)."""
    return shown_file_name(doc) if doc.kind == "attachment" else doc.title


def _kind(kind: str | None) -> DocKind | None:
    if kind is None:
        return None
    for known in DOC_KINDS:
        if known == kind:
            return known
    raise InvalidInput(f"Unknown kind {kind!r}; use one of: {', '.join(DOC_KINDS)}.")


def _kinds(kinds: Iterable[DocKind]) -> tuple[KindCount, ...]:
    counts = Counter(kinds)
    order = sorted(counts, key=lambda k: (-counts[k], DOC_KINDS.index(k)))
    return tuple(KindCount(k, counts[k]) for k in order)


@scoped
class Ledger:
    def __init__(
        self,
        store: SQLiteStore,
        check: PermissionCheck,
        clock: Clock,
        *,
        pool: ThreadPoolExecutor,
        timeout: float,
    ) -> None:
        self.store = store
        self.rows = LedgerStore(store)
        self.check = check
        self.clock = clock
        self.pool = pool
        self.timeout = timeout

    # -- writing ---------------------------------------------------------------------------------------

    def run_for(self, tenant: str, run_id: str | None) -> RunRef | None:
        """The run a call records against: None without a `run_id`; an error unless it is a run of `tenant`."""
        if run_id is None:
            return None
        if not isinstance(run_id, str) or not run_id.strip() or len(run_id) > MAX_RUN_ID or "\x00" in run_id:
            raise InvalidInput(
                "run_id must be the id of the investigation you are working (from start_investigation), or left out."
            )
        if not self.rows.run_exists(tenant, run_id):
            raise NotFound(
                f"No run {run_id!r} in your tenant: pass the id of the investigation you are working "
                "(from start_investigation), or leave run_id out. Nothing was recorded."
            )
        return RunRef(tenant, run_id)

    def run_of(self, principal: Principal, run_id: str | None) -> RunRef | None:
        """As `run_for`, for a call made by `principal`: a run belongs to its agent, so only that agent's service
        account (or a holder of `review_memories`, acting for agents) may record what a call showed against it."""
        run = self.run_for(principal.tenant, run_id)
        if run is None or principal.id == (owner := self.rows.run_agent(run.tenant, run.run_id)):
            return run
        if ACT_FOR_AGENTS in principal.capabilities:
            return run
        raise Forbidden(
            f"Run {run.run_id!r} belongs to agent {owner!r}; only its own agent (or a holder of {ACT_FOR_AGENTS!r}) "
            "may record against it. Pass your own run's id, or leave run_id out. Nothing was recorded."
        )

    def surfaced(self, tenant: str, run_id: str, docs: Iterable[Shown], *, via: Via) -> None:
        """Record documents put in front of a run: its dispatch index (`via="dispatch"`) or a recall's hits.

        Raises NotFound for a run that is not the tenant's, InvalidInput for an entry that names no document;
        either way nothing is recorded.
        """
        if via not in ("dispatch", "recall"):
            raise InvalidInput(f"via must be 'dispatch' or 'recall', not {via!r}.")
        run = self.run_for(tenant, run_id)
        pairs = list(dict(_pair(item) for item in docs).items())
        if run is not None and pairs:
            self.rows.surfaced(run.tenant, run.run_id, pairs, via=via, now=self.clock.now())

    def recalled(self, run: RunRef | None, hits: Sequence[Hit]) -> None:
        """Record a recall's hits against a checked run; a failure is logged, never raised (the answer stands)."""
        if run is None:
            return
        try:
            self.rows.surfaced(
                run.tenant, run.run_id, [(h.doc_id, h.kind) for h in hits], via="recall", now=self.clock.now()
            )
        except Exception:
            log.exception("could not record what recall showed run %s; the recall was answered", run.run_id)

    def opened(self, run: RunRef | None, doc: Document) -> None:
        """Mark a document opened by a checked run; a failure is logged, never raised (the read stands)."""
        if run is None:
            return
        try:
            self.rows.opened(run.tenant, run.run_id, doc.id, doc.kind, now=self.clock.now())
        except Exception:
            log.exception("could not record that run %s opened document %s", run.run_id, doc.id)

    # -- reading ---------------------------------------------------------------------------------------

    def run_line(self, viewer: Principal, run_id: str) -> RunLine | None:
        """What a finished run on a record had in front of it, as `viewer` may see it; None with no ledger."""
        return self._line(viewer, self._finished_run(viewer, run_id))

    def run_shown(self, viewer: Principal, run_id: str) -> RunShown:
        """A finished run (how it ended, with the agent's finding) and its line, as `viewer` may see them."""
        run = self._finished_run(viewer, run_id)
        summary = RunSummary(run.id, run.agent_id, run.started_at, run.finished_at, run.outcome, run.finding)
        return RunShown(summary, self._line(viewer, run))

    def runs_on_record(self, viewer: Principal, table: str, record_id: str) -> list[RunShown]:
        """The finished runs dispatched on a record, newest first, each with its line (None when it has none)."""
        if table not in viewer.grants:
            raise NotFound(f"No record {table}/{record_id} that you may read.")
        return [self._shown_run(viewer, run) for run in self.rows.runs_on_record(viewer.tenant, table, record_id)]

    def runs_on_record_page(
        self, viewer: Principal, table: str, record_id: str, *, limit: int = 50, cursor: str | None = None
    ) -> Page[RunShown]:
        """`runs_on_record` one page at a time (`opmem.paging`; the keyset is when it finished, started, its id)."""
        if table not in viewer.grants:
            raise NotFound(f"No record {table}/{record_id} that you may read.")
        rows = self.rows.runs_on_record(viewer.tenant, table, record_id)
        page = page_of_sorted(
            rows, "record-runs", _run_order, (str, str, str), limit=limit, cursor=cursor, descending=True
        )
        return Page(tuple(self._shown_run(viewer, run) for run in page.items), page.next_cursor)

    def _shown_run(self, viewer: Principal, run: RunRow) -> RunShown:
        summary = RunSummary(run.id, run.agent_id, run.started_at, run.finished_at, run.outcome, run.finding)
        return RunShown(summary, self._line(viewer, run))

    def usage(
        self, principal: Principal, *, kind: str | None = None, limit: int = 50, cursor: str | None = None
    ) -> UsageReport:
        """Per document and per kind: how often runs were shown it at dispatch, found it by recall, opened it.
        The documents page by `cursor` (most used first; the position is the last one's counts and id)."""
        if "browse_memory" not in principal.capabilities:
            raise Forbidden(f"The usage report needs the 'browse_memory' capability; {principal.id!r} lacks it.")
        if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= MAX_USAGE_LIMIT:
            raise InvalidInput(f"limit must be from 1 to {MAX_USAGE_LIMIT}; got {limit!r}.")
        after = decode(cursor, USAGE_PAGES, (int, int, int))
        rows = self.rows.usage(principal.tenant, _kind(kind))
        seen = self._sort(principal, [row.doc_id for row in rows])
        used = [self._usage(row, seen.readable[row.doc_id]) for row in rows if row.doc_id in seen.readable]
        used.sort(key=_usage_order)
        totals = self.rows.run_totals(principal.tenant)
        rest = [u for u in used if after is None or _usage_order(u) > after]
        page = Page.of(rest, limit, USAGE_PAGES, _usage_order)
        return UsageReport(
            runs=totals.runs,
            runs_with_dispatch_index=totals.with_dispatch_index,
            runs_that_opened=totals.opened_any,
            kinds=_kind_usage(used),
            documents=page.items,
            more=max(0, len(rest) - limit),
            withheld=len(seen.withheld),
            deleted=len(seen.deleted),
            next_cursor=page.next_cursor,
        )

    def _finished_run(self, viewer: Principal, run_id: str) -> RunRow:
        run = self.rows.run(viewer.tenant, run_id) if isinstance(run_id, str) else None
        if run is None or run.source_table is None or run.source_table not in viewer.grants:
            raise NotFound(f"No run {run_id!r} on a record that you may read.")
        if run.running:
            raise Conflict(f"Run {run_id!r} is still running; what it was shown is summed up when it finishes.")
        return run

    def _line(self, viewer: Principal, run: RunRow) -> RunLine | None:
        entries = self.rows.entries(viewer.tenant, run.id)
        if not entries:
            return None  # no record of what it was shown: the line does not appear at all
        seen = self._sort(viewer, [e.doc_id for e in entries])
        retired = {i for i, doc in seen.readable.items() if doc.retired_at is not None}
        titles = tuple(
            _shown(entry, seen.readable[entry.doc_id])
            for entry in entries
            if entry.doc_id in seen.readable and entry.doc_id not in retired
        )
        return RunLine(
            run_id=run.id,
            documents=len(entries),
            kinds=_kinds(e.kind for e in entries),
            at_dispatch=sum(e.at_dispatch for e in entries),
            by_recall=sum(e.by_recall and not e.at_dispatch for e in entries),
            opened_directly=sum(not (e.at_dispatch or e.by_recall) for e in entries),
            opened=sum(e.opened_at is not None for e in entries),
            withheld=len(seen.withheld),
            retired=len(retired),
            deleted=len(seen.deleted),
            titles=titles,
        )

    def _sort(self, reader: Principal, ids: Sequence[int]) -> _Sorted:
        """Which documents the reader may read now: the recall rule (grants on indexed tables, then the check)."""
        docs = self.store.documents(reader.tenant, ids, retired=True)
        indexed = {name for name, table in self.store.tables(reader.tenant).items() if table.indexed}
        candidates = [doc for doc in docs.values() if doc.source_table in indexed & reader.grants]
        allowed = permitted(self.check, reader, candidates, pool=self.pool, timeout=self.timeout)
        readable = {doc.id: doc for doc in allowed}
        return _Sorted(
            readable=readable,
            withheld=frozenset(docs) - frozenset(readable),
            deleted=frozenset(ids) - frozenset(docs),
        )

    @staticmethod
    def _usage(row: UsageRow, doc: Document) -> DocumentUsage:
        return DocumentUsage(
            doc_id=doc.id,
            kind=doc.kind,
            title=_title(doc),
            retired=doc.retired_at is not None,
            at_dispatch=row.at_dispatch,
            by_recall=row.by_recall,
            opened=row.opened,
            runs=row.runs,
        )


USAGE_PAGES = "usage"


def _run_order(run: RunRow) -> tuple[str, str, str]:
    """Newest finished first (then started, then id): the order of a record's runs and its keyset."""
    return (run.finished_at.isoformat() if run.finished_at else "", run.started_at.isoformat(), run.id)


def _usage_order(u: DocumentUsage) -> tuple[int, int, int]:
    """Most opened first, then in most runs, then by id: the usage list's order and its keyset."""
    return (-u.opened, -u.runs, u.doc_id)


def _shown(entry: LedgerEntry, doc: Document) -> ShownTitle:
    return ShownTitle(doc.kind, _title(doc), entry.at_dispatch, entry.by_recall, entry.opened_at is not None)


def _kind_usage(used: Sequence[DocumentUsage]) -> tuple[KindUsage, ...]:
    totals: list[KindUsage] = []
    for kind in DOC_KINDS:
        mine = [u for u in used if u.kind == kind]
        if mine:
            totals.append(
                KindUsage(
                    kind=kind,
                    documents=len(mine),
                    at_dispatch=sum(u.at_dispatch for u in mine),
                    by_recall=sum(u.by_recall for u in mine),
                    opened=sum(u.opened for u in mine),
                    shown=sum(u.runs for u in mine),
                )
            )
    return tuple(totals)
