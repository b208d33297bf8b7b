"""Bulk loading for the scale benchmarks: the rows `Opmem.upsert_records` would write, without the API's cost.

Through the API PostgreSQL imports ~108 records/s here (a round trip per statement), so a million documents would
take more than two days. This module writes the same rows directly: each `Record` is distilled by the real
`distill`, hashed by the real `draft_sha` and serialized by the store's own helpers (`to_iso`, sorted JSON
fields), then `records`, `documents` and `embeddings` are written in bulk: `COPY` on PostgreSQL, `executemany` in
one transaction on SQLite. No outbox entry is written: the derived indexes (Tantivy text/fuzzy, HNSW) are then
rebuilt from the store by the real code, `Opmem.reindex` (`opmem reindex`), which reads every document back.

The rows are checked against what the store writes in `tests/test_bulk_load.py`.
"""

from __future__ import annotations

import struct
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

from opmem.ingest.distill import distill
from opmem.store.db import Dialect
from opmem.store.rows import record_row
from opmem.store.sqlite import SQLiteStore, draft_sha, to_iso
from opmem.types import Record

RECORD_COLUMNS = (
    "tenant_id",
    "source_table",
    "record_id",
    "state",
    "short_description",
    "description",
    "resolution_notes",
    "close_code",
    "resolved_at",
    "updated_at",
    "fields",
)
DOCUMENT_COLUMNS = (
    "id",
    "tenant_id",
    "key",
    "kind",
    "source_table",
    "record_id",
    "title",
    "body",
    "resolved_at",
    "link",
    "source_sha",
)
EMBEDDING_COLUMNS = ("tenant_id", "doc_id", "model", "vector")  # the tenant in every key since m011

Matrix = npt.NDArray[np.float32]


@dataclass(frozen=True)
class Rows:
    """One batch of rows, tenant included, document ids assigned."""

    records: list[tuple[Any, ...]]
    documents: list[tuple[Any, ...]]
    embeddings: list[tuple[Any, ...]]


def rows(records: Sequence[Record], vectors: Matrix | None, model: str | None, first_id: int) -> Rows:
    """The rows of `records` (all in terminal states of indexed tables), documents numbered from `first_id`.

    `vectors[i]` is the embedding of `records[i]`'s document under `model` (None: no embeddings, as a tenant
    without a model stores them).
    """
    if vectors is not None and len(vectors) != len(records):
        raise ValueError(f"{len(vectors)} vectors for {len(records)} records")
    record_rows, document_rows, embedding_rows = [], [], []
    for n, r in enumerate(records):
        record_rows.append(record_row(r))
        d = distill(r)
        doc_id = first_id + n
        document_rows.append(
            (
                doc_id,
                d.tenant,
                d.key,
                d.kind,
                d.source_table,
                d.record_id,
                d.title,
                d.body,
                to_iso(d.resolved_at),
                d.link,
                draft_sha(d),
            )
        )
        if vectors is not None and model is not None:
            embedding_rows.append((d.tenant, doc_id, model, np.asarray(vectors[n], dtype=np.float32).tobytes()))
    return Rows(record_rows, document_rows, embedding_rows)


def next_document_id(store: SQLiteStore) -> int:
    return int(store.db.execute("SELECT coalesce(max(id), 0) FROM documents").fetchone()[0]) + 1


def load(store: SQLiteStore, batches: Iterable[Rows]) -> int:
    """Write every batch into the store's database; returns the documents written.

    The tenants (with their tables and embedding model) must exist already (`Opmem.create_tenant`).
    """
    if store.dialect is Dialect.POSTGRES:
        return _load_postgres(store, batches)
    return _load_sqlite(store, batches)


def _insert(table: str, columns: Sequence[str]) -> str:
    return f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({', '.join('?' * len(columns))})"


def _load_sqlite(store: SQLiteStore, batches: Iterable[Rows]) -> int:
    written = 0
    for batch in batches:
        with store.transaction() as db:
            db.executemany(_insert("records", RECORD_COLUMNS), batch.records)
            db.executemany(_insert("documents", DOCUMENT_COLUMNS), batch.documents)
            db.executemany(_insert("embeddings", EMBEDDING_COLUMNS), batch.embeddings)
        written += len(batch.documents)
    return written


_COPY_HEADER = b"PGCOPY\n\xff\r\n\x00" + struct.pack(">ii", 0, 0)


def binary_embeddings(rows: Sequence[tuple[Any, ...]]) -> bytes:
    """`(tenant_id, doc_id, model, vector)` rows and their pgvector column in COPY's binary format: text as UTF-8,
    the id as a big-endian int8, the bytes as they are, and the vector as pgvector sends it (dimensions and an
    unused int16, then big-endian float4s): no text form to print and parse, so a million rows take seconds."""
    parts = [_COPY_HEADER]
    for tenant, doc_id, model, raw in rows:
        floats = np.frombuffer(raw, dtype="<f4")
        pgvector = struct.pack(">hh", len(floats), 0) + floats.astype(">f4").tobytes()
        fields = (tenant.encode(), struct.pack(">q", doc_id), model.encode(), bytes(raw), pgvector)
        parts.append(struct.pack(">h", len(fields)))
        parts.extend(struct.pack(">i", len(f)) + f for f in fields)
    parts.append(struct.pack(">h", -1))
    return b"".join(parts)


def _load_postgres(store: SQLiteStore, batches: Iterable[Rows]) -> int:
    import psycopg

    url = getattr(store.engine, "url", None)
    if not isinstance(url, str):
        raise TypeError("the store runs on PostgreSQL but its engine has no URL")
    written = 0
    with psycopg.connect(url) as conn:
        for batch in batches:
            with conn.transaction(), conn.cursor() as cursor:
                for table, columns, values in (
                    ("records", RECORD_COLUMNS, batch.records),
                    ("documents", DOCUMENT_COLUMNS, batch.documents),
                ):
                    with cursor.copy(f"COPY {table} ({', '.join(columns)}) FROM STDIN") as copy:
                        for row in values:
                            copy.write_row(row)
                # The pgvector column next to the bytes, as the store writes it (m015: nothing decodes in SQL).
                columns = ", ".join((*EMBEDDING_COLUMNS, "embedding"))
                with cursor.copy(f"COPY embeddings ({columns}) FROM STDIN (FORMAT BINARY)") as copy:
                    copy.write(binary_embeddings(batch.embeddings))
            written += len(batch.documents)
        # Explicit ids leave the identity behind: the next document the store inserts must not collide.
        conn.execute(
            "SELECT setval(pg_get_serial_sequence('documents', 'id'), (SELECT coalesce(max(id), 1) FROM documents))"
        )
        conn.execute("ANALYZE records; ANALYZE documents; ANALYZE embeddings")
        conn.commit()
    return written
