"""Attachments in the store: the uploaded bytes, their status, and the claim that keeps two workers apart.

A worker claims one pending attachment at a time with a lease (an UPDATE ... RETURNING inside an immediate
transaction, so two processes can never claim the same row); finishing checks the claim is still its own and
writes the status and the `attachment` document (its parts, and the verdicts the preview guard gave them and the
file's name) in one transaction. A worker that dies leaves a lease that
runs out, and the attachment is claimed again.
"""

from __future__ import annotations

import hashlib
import sqlite3
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from opmem.errors import NotFound
from opmem.store.db import Dialect
from opmem.store.sqlite import SQLiteStore, from_iso, to_iso
from opmem.store.tenant_scope import scoped
from opmem.types import Attachment, AttachmentStatus, DocumentDraft, DocumentPart

_COLUMNS = (
    "a.id, a.tenant_id, a.source_table, a.record_id, a.filename, a.content_type, a.size, a.sha256, a.status, "
    "a.reason, a.parts, a.total_parts, a.uploaded_by, a.uploaded_at, a.processed_at, d.id AS doc_id"
)
_FROM = "attachments a LEFT JOIN documents d ON d.tenant_id = a.tenant_id AND d.key = 'attachment:' || a.id"
ENABLED_KEY = "memory.attachments_enabled"


def attachment_key(attachment_id: int) -> str:
    return f"attachment:{attachment_id}"


def _attachment(row: sqlite3.Row) -> Attachment:
    return Attachment(
        id=row["id"],
        tenant=row["tenant_id"],
        source_table=row["source_table"],
        record_id=row["record_id"],
        filename=row["filename"],
        content_type=row["content_type"],
        size=row["size"],
        sha256=row["sha256"],
        status=row["status"],
        reason=row["reason"],
        parts=row["parts"],
        total_parts=row["total_parts"],
        uploaded_by=row["uploaded_by"],
        uploaded_at=from_iso(row["uploaded_at"]) or datetime.min,
        processed_at=from_iso(row["processed_at"]),
        doc_id=row["doc_id"],
    )


@dataclass(frozen=True)
class Claimed:
    attachment: Attachment
    data: bytes


@dataclass(frozen=True)
class Outcome:
    """What processing made of an attachment: its status, and the document when it was indexed."""

    status: AttachmentStatus
    reason: str = ""
    draft: DocumentDraft | None = None
    parts: tuple[DocumentPart, ...] = ()
    total_parts: int = 0
    vector: tuple[str, bytes] | None = None
    #: The preview guard's stored verdict on the file's name (the parts carry theirs).
    title_verdict: str | None = None


@scoped
class AttachmentStore:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def add(
        self,
        tenant: str,
        table: str,
        record_id: str,
        *,
        filename: str,
        content_type: str,
        data: bytes,
        uploaded_by: str | None,
        now: datetime,
    ) -> Attachment:
        with self.store.transaction(tenant) as db:
            exists = db.execute(
                "SELECT 1 FROM records WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
                (tenant, table, record_id),
            ).fetchone()
            if exists is None:
                raise NotFound(f"No record {table}/{record_id} in tenant {tenant!r}; upload the record first.")
            cursor = db.execute(
                "INSERT INTO attachments (tenant_id, source_table, record_id, filename, content_type, size, sha256, "
                "data, status, uploaded_by, uploaded_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?)",
                (
                    tenant,
                    table,
                    record_id,
                    filename,
                    content_type,
                    len(data),
                    hashlib.sha256(data).hexdigest(),
                    data,
                    uploaded_by,
                    to_iso(now),
                ),
            )
            attachment_id = int(cursor.lastrowid or 0)
        found = self.get(tenant, attachment_id)
        assert found is not None
        return found

    def get(self, tenant: str, attachment_id: int) -> Attachment | None:
        row = self.store.db.execute(
            f"SELECT {_COLUMNS} FROM {_FROM} WHERE a.id = ? AND a.tenant_id = ?", (attachment_id, tenant)
        ).fetchone()
        return _attachment(row) if row else None

    def for_document(self, tenant: str, doc_id: int) -> Attachment | None:
        row = self.store.db.execute(
            f"SELECT {_COLUMNS} FROM {_FROM} WHERE d.id = ? AND a.tenant_id = ?", (doc_id, tenant)
        ).fetchone()
        return _attachment(row) if row else None

    def list(
        self,
        tenant: str,
        *,
        table: str | None = None,
        record_id: str | None = None,
        status: AttachmentStatus | None = None,
        limit: int = 100,
        tables: Collection[str] | None = None,
        after_id: int | None = None,
    ) -> list[Attachment]:
        """Oldest first; only of `tables` when given, and only those after `after_id` (a keyset page)."""
        where = ["a.tenant_id = ?"]
        params: list[object] = [tenant]
        for column, value in (("a.source_table", table), ("a.record_id", record_id), ("a.status", status)):
            if value is not None:
                where.append(f"{column} = ?")
                params.append(value)
        if tables is not None:
            where.append(f"a.source_table IN ({','.join('?' * len(tables))})" if tables else "0 = 1")
            params.extend(sorted(tables))
        if after_id is not None:
            where.append("a.id > ?")
            params.append(after_id)
        rows = self.store.db.execute(
            f"SELECT {_COLUMNS} FROM {_FROM} WHERE {' AND '.join(where)} ORDER BY a.id LIMIT ?", (*params, limit)
        )
        return [_attachment(row) for row in rows]

    def delete(self, tenant: str, attachment_id: int) -> bool:
        """Delete an attachment and its document in one transaction."""
        with self.store.transaction(tenant) as db:
            gone = db.execute(
                "DELETE FROM attachments WHERE id = ? AND tenant_id = ?", (attachment_id, tenant)
            ).rowcount
            doc = db.execute(
                "SELECT id FROM documents WHERE tenant_id = ? AND key = ?", (tenant, attachment_key(attachment_id))
            ).fetchone()
            if doc is not None:
                self.store._delete_documents(db, tenant, [doc[0]])
        return bool(gone)

    def retry(self, tenant: str, statuses: tuple[AttachmentStatus, ...], tables: frozenset[str]) -> int:
        """Put attachments that ended in one of `statuses` back to pending, for the next pass."""
        if not statuses or not tables:
            return 0
        marks, table_marks = ",".join("?" * len(statuses)), ",".join("?" * len(tables))
        with self.store.transaction(tenant) as db:
            return int(
                db.execute(
                    f"UPDATE attachments SET status = 'pending', reason = '', claimed_by = NULL, claimed_until = NULL "
                    f"WHERE tenant_id = ? AND status IN ({marks}) AND source_table IN ({table_marks})",
                    (tenant, *statuses, *sorted(tables)),
                ).rowcount
            )

    # -- the job's side ---------------------------------------------------------------------------------

    def unjudged(self, current: str, limit: int) -> Sequence[tuple[str, int, int | None, str]]:
        """Up to `limit` texts of processed files, every tenant's, whose stored verdict is missing or does not begin
        with `current` (a LIKE pattern: this guard's): (tenant, document id, part number or None for the file's
        name, text). Parts first. The caller runs `cross_tenant`."""
        parts = self.store.db.execute(
            "SELECT tenant_id, doc_id, number, text FROM document_parts WHERE verdict IS NULL OR verdict NOT LIKE ? "
            "ORDER BY tenant_id, doc_id, number LIMIT ?",
            (current, limit),
        ).fetchall()
        names = self.store.db.execute(
            "SELECT tenant_id, id, title FROM documents WHERE kind = 'attachment' "
            "AND (title_verdict IS NULL OR title_verdict NOT LIKE ?) ORDER BY tenant_id, id LIMIT ?",
            (current, limit - len(parts)),
        ).fetchall()
        return [(t, d, n, text) for t, d, n, text in parts] + [(t, d, None, title) for t, d, title in names]

    def store_verdict(self, tenant: str, doc_id: int, number: int | None, text: str, verdict: str) -> None:
        """Store `verdict` for a part (`number`) or the file's name (None), if its text is still `text`."""
        with self.store.transaction(tenant) as db:
            if number is None:
                db.execute(
                    "UPDATE documents SET title_verdict = ? WHERE id = ? AND tenant_id = ? AND title = ?",
                    (verdict, doc_id, tenant, text),
                )
            else:
                db.execute(
                    "UPDATE document_parts SET verdict = ? WHERE tenant_id = ? AND doc_id = ? AND number = ? "
                    "AND text = ?",
                    (verdict, tenant, doc_id, number, text),
                )

    def claim(self, worker: str, *, now: datetime, lease: timedelta, tenant: str | None = None) -> Claimed | None:
        """Claim the oldest pending attachment (of `tenant`, or of any) of a tenant with attachments on, or None."""
        only = " AND tenant_id = ?" if tenant is not None else ""
        # PostgreSQL: workers claim at once, each skipping the rows another is claiming (no write lock is taken);
        # SQLite runs one writer at a time.
        skip = " FOR UPDATE SKIP LOCKED" if self.store.dialect is Dialect.POSTGRES else ""
        with self.store.transaction(tenant, serialized=False) as db:
            row = db.execute(
                "UPDATE attachments SET claimed_by = ?, claimed_until = ? WHERE id = ("
                " SELECT id FROM attachments WHERE status = 'pending'"
                " AND (claimed_until IS NULL OR claimed_until < ?)"
                " AND tenant_id NOT IN (SELECT tenant_id FROM tenant_settings WHERE key = ? AND value = 'false')"
                f"{only} ORDER BY id LIMIT 1{skip}) RETURNING id, tenant_id, data",
                (worker, to_iso(now + lease), to_iso(now), ENABLED_KEY, *([tenant] if tenant is not None else [])),
            ).fetchone()
        if row is None:
            return None
        attachment = self.get(row["tenant_id"], row["id"])
        return Claimed(attachment, bytes(row["data"])) if attachment else None

    def finish(self, claimed: Attachment, worker: str, outcome: Outcome, *, now: datetime) -> bool:
        """Record the outcome if the claim is still this worker's (and the attachment still exists)."""
        with self.store.transaction(claimed.tenant) as db:
            updated = db.execute(
                "UPDATE attachments SET status = ?, reason = ?, parts = ?, total_parts = ?, processed_at = ?, "
                "claimed_by = NULL, claimed_until = NULL WHERE id = ? AND claimed_by = ? AND status = 'pending'",
                (
                    outcome.status,
                    outcome.reason,
                    len(outcome.parts),
                    outcome.total_parts,
                    to_iso(now),
                    claimed.id,
                    worker,
                ),
            ).rowcount
            if updated and outcome.draft is not None:
                self.store._put_document(
                    db, outcome.draft, outcome.vector, outcome.parts, title_verdict=outcome.title_verdict
                )
        return bool(updated)
