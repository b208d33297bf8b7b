"""Curation in the store: listing documents for the browser, correcting and retiring them, and the audit log.

Every change writes the document row, the outbox entry that keeps the indexes in step and one `audit_log` row in
one transaction. A change is a compare-and-set on the document's version (the one the curator read, or named with
`expected_version`), so of two curators racing each other one wins and the other gets `StaleVersion`, never a
lost update.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Collection, Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, get_args

from opmem.errors import Conflict, NotFound
from opmem.store.db import Connection
from opmem.store.sqlite import _DOC_COLUMNS, SQLiteStore, _document, from_iso, to_iso
from opmem.types import Document, DocumentDraft, Record
from opmem.versions import StaleVersion

AuditAction = Literal["correct", "retire", "reinstate", "endorse", "propose_skill"]
AUDIT_ACTIONS: tuple[AuditAction, ...] = get_args(AuditAction)

#: The changed fields of a document or record, before or after a change (text, or null when unset).
Fields = Mapping[str, str | None]


@dataclass(frozen=True)
class AuditEntry:
    """One change to the archive: who, what, when, to which document and record, and the fields it changed.

    `before` and `after` are None once the record the document came from is deleted: who, what and when stay.
    """

    id: int
    tenant: str
    at: datetime
    principal_id: str
    action: AuditAction
    doc_id: int | None
    source_table: str | None
    record_id: str | None
    before: Fields | None
    after: Fields | None
    reason: str


@dataclass(frozen=True)
class Change:
    """What one curation gesture writes to the audit log."""

    principal_id: str
    action: AuditAction
    at: datetime
    before: Fields | None
    after: Fields | None
    reason: str = ""


def _fields(value: str | None) -> Fields | None:
    return json.loads(value) if value is not None else None


def _entry(row: sqlite3.Row) -> AuditEntry:
    return AuditEntry(
        id=row["id"],
        tenant=row["tenant_id"],
        at=from_iso(row["at"]) or datetime.min,
        principal_id=row["principal_id"],
        action=row["action"],
        doc_id=row["doc_id"],
        source_table=row["source_table"],
        record_id=row["record_id"],
        before=_fields(row["before"]),
        after=_fields(row["after"]),
        reason=row["reason"],
    )


def _json(fields: Fields | None) -> str | None:
    return json.dumps(dict(fields), sort_keys=True, ensure_ascii=False) if fields is not None else None


def _marks(values: Collection[str]) -> str:
    return ",".join("?" * len(values))


class CurationStore:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    # -- reading ----------------------------------------------------------------------------------------

    def listing(
        self,
        tenant: str,
        *,
        tables: Collection[str],
        kinds: Collection[str] | None,
        retired: bool,
        offset: int,
        limit: int,
        before_id: int | None = None,
    ) -> list[Document]:
        """Documents of these tables (and kinds), newest first; retired ones only when `retired` is true; with
        `before_id`, only those older than that document (a keyset page)."""
        if not tables or (kinds is not None and not kinds):
            return []
        where = f"tenant_id = ? AND source_table IN ({_marks(tables)})"
        params: list[object] = [tenant, *sorted(tables)]
        if kinds is not None:
            where += f" AND kind IN ({_marks(kinds)})"
            params += sorted(kinds)
        if not retired:
            where += " AND retired_at IS NULL"
        if before_id is not None:
            where += " AND id < ?"
            params.append(before_id)
        rows = self.store.db.execute(
            f"SELECT {_DOC_COLUMNS} FROM documents WHERE {where} ORDER BY id DESC LIMIT ? OFFSET ?",
            (*params, limit, offset),
        )
        return [_document(row) for row in rows]

    def retired(
        self, tenant: str, *, tables: Collection[str], kinds: Collection[str] | None, limit: int
    ) -> list[Document]:
        """Retired documents of these tables (and kinds), most recently retired first."""
        if not tables or (kinds is not None and not kinds):
            return []
        where = f"tenant_id = ? AND retired_at IS NOT NULL AND source_table IN ({_marks(tables)})"
        params: list[object] = [tenant, *sorted(tables)]
        if kinds is not None:
            where += f" AND kind IN ({_marks(kinds)})"
            params += sorted(kinds)
        rows = self.store.db.execute(
            f"SELECT {_DOC_COLUMNS} FROM documents WHERE {where} ORDER BY retired_at DESC, id DESC LIMIT ?",
            (*params, limit),
        )
        return [_document(row) for row in rows]

    def audit(self, tenant: str, *, doc_id: int | None, before_id: int | None, limit: int) -> list[AuditEntry]:
        """Audit entries, newest first; `before_id` pages on (entries with a smaller id)."""
        where = "tenant_id = ?"
        params: list[object] = [tenant]
        if doc_id is not None:
            where += " AND doc_id = ?"
            params.append(doc_id)
        if before_id is not None:
            where += " AND id < ?"
            params.append(before_id)
        rows = self.store.db.execute(
            "SELECT id, tenant_id, at, principal_id, action, doc_id, source_table, record_id, before, after, reason "
            f"FROM audit_log WHERE {where} ORDER BY id DESC LIMIT ?",
            (*params, limit),
        )
        return [_entry(row) for row in rows]

    # -- changing ---------------------------------------------------------------------------------------

    def correct(
        self,
        doc: Document,
        *,
        title: str,
        body: str,
        vector: tuple[str, bytes] | None,
        change: Change,
        expected_version: int,
    ) -> None:
        """Replace a document's title and body if it is still at `expected_version`, its vector, and audit it."""
        with self.store.transaction(doc.tenant) as db:
            updated = db.execute(
                "UPDATE documents SET title = ?, body = ?, corrected_at = ?, corrected_by = ?, version = version + 1, "
                "title_verdict = NULL, body_verdict = NULL "
                "WHERE id = ? AND tenant_id = ? AND version = ?",
                (title, body, to_iso(change.at), change.principal_id, doc.id, doc.tenant, expected_version),
            ).rowcount
            if not updated:
                self._stale(db, doc, expected_version)
                raise Conflict(f"Document {doc.id} changed while you were correcting it; load it again and retry.")
            db.execute("DELETE FROM embeddings WHERE tenant_id = ? AND doc_id = ?", (doc.tenant, doc.id))
            if vector is not None:
                self.store._put_vector(db, doc.tenant, doc.id, vector)
            self._touched(db, doc, change)

    def set_retired(self, doc: Document, *, retire: bool, change: Change, expected_version: int) -> None:
        """Retire a live document, or reinstate a retired one, if it is still at `expected_version`; audit it."""
        values = (to_iso(change.at), change.principal_id, change.reason) if retire else (None, None, None)
        state = "IS NULL" if retire else "IS NOT NULL"
        with self.store.transaction(doc.tenant) as db:
            updated = db.execute(
                "UPDATE documents SET retired_at = ?, retired_by = ?, retired_reason = ?, version = version + 1 "
                f"WHERE id = ? AND tenant_id = ? AND retired_at {state} AND version = ?",
                (*values, doc.id, doc.tenant, expected_version),
            ).rowcount
            if not updated:
                self._stale(db, doc, expected_version)
                now = "retired" if retire else "in circulation"
                raise Conflict(f"Document {doc.id} is already {now}; load it again to see who changed it.")
            self._touched(db, doc, change)

    def _stale(self, db: Connection, doc: Document, expected_version: int) -> None:
        """Inside the failed compare-and-set's transaction: say which version the document is at now."""
        row = db.execute("SELECT version FROM documents WHERE id = ? AND tenant_id = ?", (doc.id, doc.tenant))
        found = row.fetchone()
        if found is None:
            raise NotFound(f"Document {doc.id} was deleted meanwhile; nothing was changed.")
        if found[0] != expected_version:
            raise StaleVersion(f"Document {doc.id}", expected_version=expected_version, current_version=found[0])

    def save_skill(
        self,
        record: Record,
        draft: DocumentDraft,
        vector: tuple[str, bytes] | None,
        *,
        audited: Document | None,
        change: Change,
        expect_state: str | None,
    ) -> int:
        """Upsert a skill record and its document (as ingest does) and audit it; returns the document id.

        The audit row names `audited` (the endorsed document) when given, else the skill's own document.
        `expect_state` is the record's state the caller decided on (None: it did not exist).
        """
        with self.store.transaction(record.tenant) as db:
            row = db.execute(
                "SELECT state FROM records WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
                (record.tenant, record.source_table, record.record_id),
            ).fetchone()
            if (row[0] if row else None) != expect_state:
                raise Conflict(f"Skill {record.record_id!r} changed meanwhile; propose it again.")
            self.store._put_record(db, record)
            doc_id = self.store._put_document(db, draft, vector)
            target = (doc_id, record.source_table, record.record_id)
            if audited is not None:
                target = (audited.id, audited.source_table, audited.record_id)
            self._audit(db, record.tenant, target, change)
        return doc_id

    def _touched(self, db: Connection, doc: Document, change: Change) -> None:
        db.execute("INSERT INTO outbox (tenant_id, doc_id, op) VALUES (?, ?, 'upsert')", (doc.tenant, doc.id))
        self._audit(db, doc.tenant, (doc.id, doc.source_table, doc.record_id), change)

    def _audit(self, db: Connection, tenant: str, target: tuple[int, str, str], change: Change) -> None:
        db.execute(
            "INSERT INTO audit_log (tenant_id, at, principal_id, action, doc_id, source_table, record_id, before, "
            "after, reason) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                tenant,
                to_iso(change.at),
                change.principal_id,
                change.action,
                *target,
                _json(change.before),
                _json(change.after),
                change.reason,
            ),
        )
