"""The recall arms' schema inside PostgreSQL (m014): pgvector and pg_trgm, a vector column, a weighted tsvector.

- `embeddings.embedding`: the stored float32 bytes as a pgvector `vector`, a column PostgreSQL generated from
  `embeddings.vector` (decoding cost ~3 ms a 384-dimension row on this loaded machine); since m015 a plain column
  every writer fills itself (`opmem.store.pg_vectors`), still derived from the bytes and left out of
  `opmem migrate-data`'s checksums. A vector
  column holds any dimension; HNSW indexes one dimension, so each embedding model got its own partial expression
  index over every tenant's vectors; since m016 each tenant and model gets its own (`opmem.store.pg_hnsw`).
- `documents.terms`: title (weight A) and searchable body (B: a skill's prompt is left out, as the Tantivy index
  leaves it out) in a generated, English-stemmed `tsvector` under a GIN index: the text arm of design (a).
- `documents_title_trgm`: pg_trgm's GIN index on titles: the fuzzy arm of design (a).

SQLite has none of this: the migration is recorded there and does nothing.
"""

from __future__ import annotations

import sqlite3

from opmem.store.db import Connection

#: A body's first characters that the tsvector reads (a tsvector is at most 1 MB; a long log would overflow it).
TEXT_CHARS = 300_000


# IEEE 754 single precision, little-endian (numpy's float32 bytes), decoded in SQL: the sign, the exponent and the
# mantissa of each 4-byte word (subnormals included; embeddings hold no infinities or NaNs, which pgvector refuses).
_DECODE = """
CREATE OR REPLACE FUNCTION opmem_f32_vector(raw bytea) RETURNS vector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $f$
    SELECT array_agg(
        CASE WHEN e = 0 THEN (1 - 2 * s) * m * power(2::float8, -149)
             ELSE (1 - 2 * s) * (1 + m / 8388608.0::float8) * power(2::float8, e - 127) END
        ORDER BY i
    )::real[]::vector
    FROM (
        SELECT i, (w >> 31) & 1 AS s, (w >> 23) & 255 AS e, w & 8388607 AS m
        FROM (
            SELECT i, get_byte(raw, 4 * i)::bigint | (get_byte(raw, 4 * i + 1)::bigint << 8)
                | (get_byte(raw, 4 * i + 2)::bigint << 16) | (get_byte(raw, 4 * i + 3)::bigint << 24) AS w
            FROM generate_series(0, length(raw) / 4 - 1) AS i
        ) AS words
    ) AS parts
$f$
"""

# The text the Tantivy index sees (`searchable_text`): a skill's body up to its prompt, every other body whole.
_BODY = (
    "CASE WHEN kind = 'skill' THEN (CASE WHEN starts_with(body, 'Prompt:' || chr(10)) THEN '' "
    "ELSE split_part(body, chr(10) || chr(10) || 'Prompt:' || chr(10), 1) END) ELSE body END"
)
_TERMS = (
    "setweight(to_tsvector('english'::regconfig, title), 'A') || "
    f"setweight(to_tsvector('english'::regconfig, left({_BODY}, {TEXT_CHARS})), 'B')"
)


def _extension(db: Connection, name: str) -> None:
    if db.execute("SELECT 1 FROM pg_extension WHERE extname = ?", (name,)).fetchone():
        return
    try:
        db.execute(f"CREATE EXTENSION IF NOT EXISTS {name}")
    except Exception as exc:
        raise RuntimeError(
            f"opmem needs the PostgreSQL extension {name!r} and could not create it ({exc}). Install it on the "
            f"server (pgvector for 'vector'; 'pg_trgm' ships with PostgreSQL) and have a superuser run "
            f"CREATE EXTENSION {name}; in this database, then start opmem again."
        ) from exc


def m014_pg_recall_arms(db: Connection) -> None:
    """The semantic, text and fuzzy arms inside PostgreSQL: see this module's docstring (nothing on SQLite)."""
    if isinstance(db, sqlite3.Connection):
        return
    _extension(db, "vector")
    _extension(db, "pg_trgm")
    db.execute(_DECODE)
    db.execute(
        "ALTER TABLE embeddings ADD COLUMN embedding vector GENERATED ALWAYS AS (opmem_f32_vector(vector)) STORED"
    )
    db.execute(f"ALTER TABLE documents ADD COLUMN terms tsvector GENERATED ALWAYS AS ({_TERMS}) STORED")
    db.execute("CREATE INDEX documents_terms ON documents USING gin (terms)")
    db.execute("CREATE INDEX documents_title_trgm ON documents USING gin (title gin_trgm_ops)")
    db.execute("CREATE INDEX embeddings_by_model ON embeddings (tenant_id, model)")
