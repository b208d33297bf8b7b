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
import struct

from opmem.store.db import Connection

#: Memory a model's HNSW build may use (PostgreSQL's default of 64 MB holds ~30,000 384-dimension vectors' graph;
#: past it pgvector goes on inserting one by one, several times slower: a million vectors need ~2.5 GB), and the
#: parallel workers it may start besides its own process. Set for the build's transaction only.
INDEX_BUILD_SETTINGS = ("SET LOCAL maintenance_work_mem = '4GB'", "SET LOCAL max_parallel_maintenance_workers = 1")

#: The derived columns `opmem migrate-data` neither reads nor checksums: the target computes them from the row.
DERIVED = frozenset({("embeddings", "embedding")})


def vector_text(raw: bytes) -> str:
    """Float32 bytes (numpy's, little-endian) in pgvector's text form, exactly: each float32 widened to a double
    and printed at its shortest, which PostgreSQL's `strtof` reads back to the same float32."""
    return "[" + ",".join(map(repr, struct.unpack(f"<{len(raw) // 4}f", raw))) + "]"


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


def m015_pg_vector_inline(db: Connection) -> None:
    """The pgvector column stays in the row, the bytes go out of it (nothing on SQLite).

    A 384-dimension row holds two 1.5 kB copies of its vector, past PostgreSQL's 2 kB row threshold, and by default
    the pgvector column was the one moved out to the TOAST table: the semantic arm's query, which computes each
    candidate's distance from that column, then read 100 TOAST entries a query (40 ms of a 46 ms query at 100,000
    documents here; the HNSW scan itself took 2.5 ms). The bytes, which no query reads, now go out instead. Rows
    already stored are rewritten once, with the table's secondary indexes dropped and built again after (one
    HNSW build is much cheaper than an HNSW insert per rewritten row)."""
    if isinstance(db, sqlite3.Connection):
        return
    db.execute("ALTER TABLE embeddings ALTER COLUMN vector SET STORAGE EXTERNAL")
    db.execute("ALTER TABLE embeddings ALTER COLUMN embedding SET STORAGE MAIN")
    if not db.execute("SELECT EXISTS (SELECT 1 FROM embeddings)").fetchone()[0]:
        return
    indexes = db.execute(
        "SELECT i.indexrelid::regclass::text, pg_get_indexdef(i.indexrelid) FROM pg_index i "
        "WHERE i.indrelid = 'embeddings'::regclass AND NOT EXISTS "
        "(SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)"
    ).fetchall()
    for name, _ in indexes:
        db.execute(f"DROP INDEX {name}")  # a name PostgreSQL quoted itself (regclass::text)
    db.execute("UPDATE embeddings SET embedding = embedding::real[]::vector")  # a new value: stored anew
    for setting in INDEX_BUILD_SETTINGS:
        db.execute(setting)
    for _, definition in indexes:
        db.execute(definition)
