"""The store's row shapes and serializers, shared by its modules on both engines (re-exported by `store.sqlite`)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from opmem.types import Document, DocumentDraft, Record


@dataclass(frozen=True)
class OutboxEntry:
    seq: int
    tenant: str
    doc_id: int
    op: str


@dataclass(frozen=True)
class Vector:
    doc_id: int
    model: str
    vector: bytes


def record_row(r: Record) -> tuple[str | None, ...]:
    """A record as the `records` table's row, column by column (the store's upsert and the bench's bulk loader)."""
    return (
        r.tenant,
        r.source_table,
        r.record_id,
        r.state,
        r.short_description,
        r.description,
        r.resolution_notes,
        r.close_code,
        to_iso(r.resolved_at),
        to_iso(r.updated_at),
        json.dumps(dict(r.fields), sort_keys=True),
    )


def to_iso(value: datetime | None) -> str | None:
    """How every module of the store writes a time (ISO-8601 text, or NULL)."""
    return value.isoformat() if value else None


def from_iso(value: str | None) -> datetime | None:
    return datetime.fromisoformat(value) if value else None


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


#: The `tenant_settings` keys of tables' link templates (written by `store.table_versions`).
LINK_KEY_PREFIX = "link_template:"

_DOC_COLUMNS = (
    "id, tenant_id, kind, key, source_table, record_id, title, body, resolved_at, link, corrected_at, corrected_by, "
    "retired_at, retired_by, retired_reason, version, title_verdict, body_verdict"
)


def _document(row: Row) -> Document:
    """A row of `_DOC_COLUMNS`, read by position (by name, each of the 18 columns was a search of the row's names:
    half the cost of hydrating a recall's candidates)."""
    return Document(
        id=row[0],
        tenant=row[1],
        kind=row[2],
        key=row[3],
        source_table=row[4],
        record_id=row[5],
        title=row[6],
        body=row[7],
        resolved_at=from_iso(row[8]),
        link=row[9],
        corrected_at=from_iso(row[10]),
        corrected_by=row[11],
        retired_at=from_iso(row[12]),
        retired_by=row[13],
        retired_reason=row[14],
        version=row[15],
        title_verdict=row[16],
        body_verdict=row[17],
    )


def draft_sha(d: DocumentDraft) -> str:
    """What distillation wrote, as a hash: a corrected document is replaced only when its record changes."""
    fields = (d.kind, d.source_table, d.record_id, d.title, d.body, to_iso(d.resolved_at) or "", d.link)
    return hashlib.sha256("\x1f".join(fields).encode()).hexdigest()


def _one_tenant(tenants: Iterable[str]) -> str | None:
    """The tenant all of a batch's rows belong to, or None (a cross-tenant batch writes alone)."""
    found = set(tenants)
    return found.pop() if len(found) == 1 else None


#: A result row, read by position or by column name (sqlite3.Row, or its PostgreSQL twin).
Row = Any
