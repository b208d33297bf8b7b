"""The pgvector column `embeddings.embedding`, written by opmem itself (m015) rather than decoded in SQL.

m014 made the column a generated one: PostgreSQL decoded each stored float32 blob into a `vector` with an SQL
function (~3 ms a 384-dimension row), which made a million-document load and its HNSW build take hours. Since
m015 the column is a plain `vector` that every writer fills next to the bytes it stores: the store's upsert
(`put_vector_sql`), the benchmarks' bulk loader and `opmem migrate-data` (by COPY, in pgvector's text form made
here from the same bytes). The migration keeps the values m014 computed (PostgreSQL's `DROP EXPRESSION` leaves
them in place), drops the SQL decoder, and makes the column NOT NULL, so a writer that forgets it fails instead
of leaving a vector the semantic arm cannot find. The bytes stay the source of truth that SQLite shares and
`migrate-data` checksums; the column is derived from them and left out of the checksums.
"""

from __future__ import annotations

import sqlite3

import numpy as np

from opmem.store.db import Connection

#: The derived columns `opmem migrate-data` neither reads nor checksums: the target computes them from the row.
DERIVED = frozenset({("embeddings", "embedding")})


def vector_text(raw: bytes) -> str:
    """Float32 bytes (numpy's, little-endian) in pgvector's text form, exactly: each float32 widened to a double
    and printed at its shortest, which PostgreSQL's `strtof` reads back to the same float32."""
    return "[" + ",".join(map(repr, np.frombuffer(raw, dtype="<f4").tolist())) + "]"


def put_vector_sql() -> str:
    """The store's upsert of a document's vector on PostgreSQL: the bytes and the pgvector column at once."""
    return (
        "INSERT INTO embeddings (tenant_id, doc_id, model, vector, embedding) VALUES (?, ?, ?, ?, CAST(? AS vector)) "
        "ON CONFLICT (tenant_id, doc_id) DO UPDATE SET model = excluded.model, vector = excluded.vector, "
        "embedding = excluded.embedding"
    )


def m015_pg_vector_column(db: Connection) -> None:
    """`embeddings.embedding` becomes a plain column its writers fill (see this module; nothing on SQLite)."""
    if isinstance(db, sqlite3.Connection):
        return
    db.execute("ALTER TABLE embeddings ALTER COLUMN embedding DROP EXPRESSION")
    db.execute("DROP FUNCTION IF EXISTS opmem_f32_vector(bytea)")
    db.execute("ALTER TABLE embeddings ALTER COLUMN embedding SET NOT NULL")
