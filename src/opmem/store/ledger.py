"""The ledger: which documents each run was shown (at dispatch, or by a recall mid-run) and which it opened.

Rows hold a document id and kind only, never a title or text: titles are looked up, and checked against the
reader, when the ledger is read, so a deleted document leaves nothing here but a count.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from opmem.store.sqlite import SQLiteStore, from_iso, to_iso
from opmem.store.tenant_scope import scoped
from opmem.types import DocKind

Via = Literal["dispatch", "recall"]


@dataclass(frozen=True)
class RunRow:
    """A run (investigation) as the ledger needs it: who ran, on which record, and whether it has finished."""

    id: str
    agent_id: str
    source_table: str | None
    record_id: str | None
    running: bool
    started_at: datetime
    finished_at: datetime | None
    outcome: str | None = None
    finding: str | None = None


@dataclass(frozen=True)
class UsageRow:
    """One document's use across runs: runs that had it in the dispatch index, found it by recall, opened it."""

    doc_id: int
    kind: DocKind
    at_dispatch: int
    by_recall: int
    opened: int
    runs: int


@dataclass(frozen=True)
class RunTotals:
    """Runs with a ledger, those handed a dispatch index, and those that opened at least one document."""

    runs: int
    with_dispatch_index: int
    opened_any: int


_RUN_COLUMNS = "id, agent_id, source_table, record_id, status, started_at, finished_at, outcome, finding"


def _run(row: Sequence[object]) -> RunRow:
    started = from_iso(str(row[5])) or datetime.min
    finished = from_iso(str(row[6])) if row[6] else None
    return RunRow(
        str(row[0]),
        str(row[1]),
        _opt(row[2]),
        _opt(row[3]),
        row[4] == "running",
        started,
        finished,
        _opt(row[7]),
        _opt(row[8]),
    )


def _opt(value: object) -> str | None:
    return None if value is None else str(value)


@dataclass(frozen=True)
class LedgerEntry:
    doc_id: int
    kind: DocKind
    at_dispatch: bool
    by_recall: bool
    surfaced_at: datetime
    opened_at: datetime | None


@scoped
class LedgerStore:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def run_agent(self, tenant: str, run_id: str) -> str | None:
        """The agent whose run it is; None for no such run in the tenant."""
        row = self.store.db.execute(
            "SELECT agent_id FROM investigations WHERE tenant_id = ? AND id = ?", (tenant, run_id)
        ).fetchone()
        return str(row[0]) if row else None

    def run_exists(self, tenant: str, run_id: str) -> bool:
        row = self.store.db.execute(
            "SELECT 1 FROM investigations WHERE tenant_id = ? AND id = ?", (tenant, run_id)
        ).fetchone()
        return row is not None

    def surfaced(
        self, tenant: str, run_id: str, docs: Sequence[tuple[int, DocKind]], *, via: Via, now: datetime
    ) -> None:
        """Record documents put in front of a run; a document surfaced twice keeps one row with both marks."""
        dispatch, recall = int(via == "dispatch"), int(via == "recall")
        with self.store.transaction(tenant) as db:
            db.executemany(
                "INSERT INTO run_documents (tenant_id, run_id, doc_id, kind, at_dispatch, by_recall, surfaced_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, run_id, doc_id) DO UPDATE SET "
                "at_dispatch = max(run_documents.at_dispatch, excluded.at_dispatch), "
                "by_recall = max(run_documents.by_recall, excluded.by_recall)",
                [(tenant, run_id, doc_id, kind, dispatch, recall, to_iso(now)) for doc_id, kind in docs],
            )

    def opened(self, tenant: str, run_id: str, doc_id: int, kind: DocKind, *, now: datetime) -> None:
        """Mark a document as opened (read or asked) by the run; the first opening counts."""
        with self.store.transaction(tenant) as db:
            db.execute(
                "INSERT INTO run_documents (tenant_id, run_id, doc_id, kind, surfaced_at, opened_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, run_id, doc_id) DO UPDATE SET "
                "opened_at = coalesce(run_documents.opened_at, excluded.opened_at)",
                (tenant, run_id, doc_id, kind, to_iso(now), to_iso(now)),
            )

    def entries(self, tenant: str, run_id: str) -> list[LedgerEntry]:
        rows = self.store.db.execute(
            "SELECT doc_id, kind, at_dispatch, by_recall, surfaced_at, opened_at FROM run_documents "
            "WHERE tenant_id = ? AND run_id = ? ORDER BY surfaced_at, doc_id",
            (tenant, run_id),
        )
        return [
            LedgerEntry(row[0], row[1], bool(row[2]), bool(row[3]), from_iso(row[4]) or datetime.min, from_iso(row[5]))
            for row in rows
        ]

    # -- runs and usage -------------------------------------------------------------------------------

    def run(self, tenant: str, run_id: str) -> RunRow | None:
        row = self.store.db.execute(
            f"SELECT {_RUN_COLUMNS} FROM investigations WHERE tenant_id = ? AND id = ?", (tenant, run_id)
        ).fetchone()
        return _run(row) if row is not None else None

    def runs_on_record(self, tenant: str, table: str, record_id: str) -> list[RunRow]:
        """Finished runs dispatched on a record, newest first."""
        rows = self.store.db.execute(
            f"SELECT {_RUN_COLUMNS} FROM investigations WHERE tenant_id = ? AND source_table = ? AND record_id = ? "
            "AND status = 'finished' ORDER BY finished_at DESC, started_at DESC, id DESC",
            (tenant, table, record_id),
        )
        return [_run(row) for row in rows]

    def usage(self, tenant: str, kind: DocKind | None = None) -> list[UsageRow]:
        """Per document of the tenant (of one kind, if given): how many runs were shown it, and how."""
        where = " AND kind = ?" if kind else ""
        rows = self.store.db.execute(
            "SELECT doc_id, kind, sum(at_dispatch), sum(by_recall), count(opened_at), count(*) FROM run_documents "
            f"WHERE tenant_id = ?{where} GROUP BY doc_id, kind ORDER BY doc_id",
            (tenant, kind) if kind else (tenant,),
        )
        return [UsageRow(row[0], row[1], row[2], row[3], row[4], row[5]) for row in rows]

    def run_totals(self, tenant: str) -> RunTotals:
        row = self.store.db.execute(
            "SELECT count(*), coalesce(sum(dispatched), 0), coalesce(sum(opened), 0) FROM ("
            "SELECT max(at_dispatch) AS dispatched, max(opened_at IS NOT NULL) AS opened FROM run_documents "
            "WHERE tenant_id = ? GROUP BY run_id)",
            (tenant,),
        ).fetchone()
        return RunTotals(row[0], row[1], row[2])
