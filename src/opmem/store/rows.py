"""The store's row shapes and serializers, shared by its modules on both engines (re-exported by `store.sqlite`)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, fields
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


#: `Document`'s fields, in the order of `_DOC_COLUMNS` (`tenant` is `tenant_id`), and the positions of its times.
_DOC_FIELDS = tuple(f.name for f in fields(Document))
_DOC_TIMES = tuple(i for i, f in enumerate(fields(Document)) if f.type == "datetime | None")


def _document(row: Row) -> Document:
    """A row of `_DOC_COLUMNS`, read by position (by name, each of the 18 columns was a search of the row's names:
    half the cost of hydrating a recall's candidates).

    Built as `Document.__init__` builds it (every field given; a frozen dataclass with no `__post_init__`), its
    fields set at once rather than through the frozen class's 18 guarded attribute writes: 1.7 against 5 us a
    document, of the 50 a recall hydrates (tests/test_recall_hydration.py holds the two equal)."""
    values = list(row)
    for at in _DOC_TIMES:
        values[at] = from_iso(values[at])
    doc: Document = _blank(Document)
    doc.__dict__.update(zip(_DOC_FIELDS, values, strict=True))
    return doc


_blank = object.__new__


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
