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
from opmem.types import DocKind

Via = Literal["dispatch", "recall"]


@dataclass(frozen=True)
class LedgerEntry:
    doc_id: int
    kind: DocKind
    at_dispatch: bool
    by_recall: bool
    surfaced_at: datetime
    opened_at: datetime | None


class LedgerStore:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

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
        with self.store.transaction() as db:
            db.executemany(
                "INSERT INTO run_documents (tenant_id, run_id, doc_id, kind, at_dispatch, by_recall, surfaced_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, run_id, doc_id) DO UPDATE SET "
                "at_dispatch = max(at_dispatch, excluded.at_dispatch), by_recall = max(by_recall, excluded.by_recall)",
                [(tenant, run_id, doc_id, kind, dispatch, recall, to_iso(now)) for doc_id, kind in docs],
            )

    def opened(self, tenant: str, run_id: str, doc_id: int, kind: DocKind, *, now: datetime) -> None:
        """Mark a document as opened (read or asked) by the run; the first opening counts."""
        with self.store.transaction() as db:
            db.execute(
                "INSERT INTO run_documents (tenant_id, run_id, doc_id, kind, surfaced_at, opened_at) "
                "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (tenant_id, run_id, doc_id) DO UPDATE SET "
                "opened_at = coalesce(opened_at, excluded.opened_at)",
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
