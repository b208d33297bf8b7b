"""The recall arms inside PostgreSQL: pgvector for the semantic arm, a tsvector and pg_trgm for text and fuzzy.

Every arm puts the caller's filters into its SQL (the tenant, the tables it may read, the kinds asked for, no
retired document), so a principal's top-k is not starved by rows it may not see. The schema is m014's
(`opmem.store.pg_arms_schema`). The data lives in the documents and embeddings tables themselves, written in
the writer's own transaction: no server keeps index files, and nothing follows the outbox. `IndexSync` still
replays it into these objects; each write method is a no-op, except that the semantic arm creates a tenant's HNSW
index of a model when the tenant's first vectors of that model arrive, and drops it with the tenant
(`opmem.store.pg_hnsw`).

Queries run on the store's connection pool, each in a short transaction that sets its planner knobs locally:
`hnsw.ef_search` at least the depth asked for, and pgvector 0.8's iterative scan (`relaxed_order`), so a
filtered HNSW scan keeps walking the graph until it has `limit` rows that pass the filters (up to
`hnsw.max_scan_tuples`) instead of answering with the few of the first `ef_search` candidates that pass.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opmem.embed.base import Matrix
from opmem.index.text import Filters
from opmem.store import pg_hnsw
from opmem.store.pg_vectors import INDEX_BUILD_SETTINGS
from opmem.types import Document

if TYPE_CHECKING:
    from opmem.store.postgres import PostgresEngine

log = logging.getLogger(__name__)

#: The HNSW candidate list of a query (usearch's expansion_search is 96 for the same depth).
EF_SEARCH = 100
#: ts_rank's weights for D, C, B, A: the title (A) counts twice the body (B), as agent memory's text mode does.
RANK_WEIGHTS = "{0.1, 0.2, 0.5, 1.0}"
#: pg_trgm's similarity a title must reach to be a fuzzy match (PostgreSQL's default, stated here).
TRIGRAM_THRESHOLD = 0.3
#: Seconds creating a model's HNSW index may wait for a table lock before it is left to the next apply.
INDEX_LOCK_WAIT = 5

# The query's English stems, OR-ed: any of them matches and ts_rank orders (plainto_tsquery ANDs them; its text
# form quotes each stem, so turning each " & " into " | " and reading it back keeps the stems as they are).
_ANY_STEM = "replace(plainto_tsquery('english'::regconfig, %s)::text, ' & ', ' | ')::tsquery"


def _filters(filters: Filters, tables: bool = True) -> tuple[str, list[Any]]:
    """The filters as a condition on `d` (documents) and its parameters."""
    clauses = ["d.tenant_id = %s", "d.retired_at IS NULL"]
    params: list[Any] = [filters.tenant]
    if tables:
        clauses.append("d.source_table = ANY(%s)")
        params.append(sorted(filters.tables))
    if filters.kinds is not None:
        clauses.append("d.kind = ANY(%s)")
        params.append(sorted(filters.kinds))
    return " AND ".join(clauses), params


def _vector_literal(vector: Matrix) -> str:
    return "[" + ",".join(f"{float(x):.9g}" for x in vector.reshape(-1)) + "]"


class _Queries:
    def __init__(self, engine: PostgresEngine) -> None:
        self.engine = engine

    def rows(self, tenant: str, sql: str, params: Sequence[Any], settings: Sequence[str] = ()) -> list[Any]:
        """Rows of one read for `tenant`, in a transaction of its own with `settings` (`SET LOCAL` statements)
        applied; with row-level security on (OPMEM_DB_RLS), the transaction runs as that tenant."""
        with self.engine.pool.connection() as conn, conn.transaction():
            if self.engine.rls:
                conn.execute("SELECT set_config('opmem.tenant', %s, true)", (tenant,))
            for setting in settings:
                conn.execute(setting)
            return list(conn.execute(sql, tuple(params)).fetchall())


class PgLexicalArms:
    """Design (a): the text arm (a weighted tsvector under GIN, ts_rank) and the fuzzy arm (pg_trgm on titles)."""

    stale = False
    in_store = True

    def __init__(self, engine: PostgresEngine) -> None:
        self._q = _Queries(engine)

    def search_text(self, query: str, filters: Filters, limit: int) -> list[tuple[int, float]]:
        if not filters.tables:
            return []
        where, params = _filters(filters)
        sql = (
            f"SELECT d.id, ts_rank('{RANK_WEIGHTS}', d.terms, q.q) AS score "
            f"FROM documents d, (SELECT {_ANY_STEM} AS q) q WHERE d.terms @@ q.q AND {where} "
            "ORDER BY score DESC, d.id LIMIT %s"
        )
        return [(int(r[0]), float(r[1])) for r in self._q.rows(filters.tenant, sql, [query, *params, limit])]

    def search_fuzzy(self, query: str, filters: Filters, limit: int) -> list[tuple[int, float]]:
        if not filters.tables:
            return []
        where, params = _filters(filters)
        sql = (
            "SELECT d.id, similarity(d.title, %s) AS score FROM documents d "
            f"WHERE d.title %% %s AND {where} ORDER BY score DESC, d.id LIMIT %s"
        )
        settings = [f"SET LOCAL pg_trgm.similarity_threshold = {TRIGRAM_THRESHOLD}"]
        rows = self._q.rows(filters.tenant, sql, [query, query, *params, limit], settings)
        return [(int(r[0]), float(r[1])) for r in rows]

    def doc_ids(self, tenant: str) -> Sequence[int]:
        """Every document the arms can find for a tenant (the live ones)."""
        rows = self._q.rows(tenant, "SELECT id FROM documents WHERE tenant_id = %s AND retired_at IS NULL", [tenant])
        return [int(r[0]) for r in rows]

    # -- the outbox replay: the tsvector is a generated column, written with the document ---------------

    def upsert(self, docs: Iterable[Document], *, fresh: bool = False) -> None:
        """Nothing to write (`docs` is not read)."""

    def delete(self, tenant: str, ids: Iterable[int]) -> None:
        """Nothing to delete: the row is gone with the document."""

    def commit(self) -> None:
        """Nothing pending."""

    def rollback(self, tenant: str | None = None) -> None:
        """Nothing pending."""

    def clear(self) -> None:
        """Nothing derived to drop."""

    def replace(self, tenant: str, docs: Iterable[Document]) -> int:
        """Nothing to rebuild: a deleted row leaves the GIN indexes with VACUUM (`docs` is not read)."""
        return 0

    def size(self, tenant: str) -> int:
        """No derived documents of its own (so a purge never iterates the store for it)."""
        return 0

    def drop(self, tenant: str) -> None:
        """Nothing of the tenant's outside its rows."""

    def on_disk(self) -> dict[str, Path]:
        """No files: the arms live in the database."""
        return {}


class PgSemanticArm:
    """The semantic arm on pgvector: cosine HNSW, one partial index per tenant and embedding model, filters in
    SQL. The tenant and model are literals in the statement (`pg_hnsw.predicate`), so every plan of it, generic or
    custom, can prove the tenant's index predicate and walks that tenant's graph only."""

    in_store = True

    def __init__(self, engine: PostgresEngine, *, kind: pg_hnsw.Kind = "vector") -> None:
        self._q = _Queries(engine)
        self.engine = engine
        #: What the indexes this arm creates and searches hold (OPMEM_PG_HNSW).
        self.kind: pg_hnsw.Kind = kind

    def search_semantic(self, filters: Filters, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        if not filters.tables:
            return []
        return self._search(filters, model, vector, limit, tables=True)

    def search(self, tenant: str, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        """The tenant's nearest live documents of any table and kind (for checks and tests)."""
        return self._search(Filters(tenant, frozenset()), model, vector, limit, tables=False)

    def statement(
        self, filters: Filters, model: str, vector: Matrix, limit: int, *, tables: bool = True
    ) -> tuple[str, list[Any]]:
        """The search's SQL and parameters (`EXPLAIN` it to see which index a tenant's search walks)."""
        dimensions = int(vector.reshape(-1).shape[0])
        exact = pg_hnsw.vector_expression(dimensions).replace("embedding", "e.embedding")
        indexed = pg_hnsw.vector_expression(dimensions, self.kind).replace("embedding", "e.embedding")
        where, params = _filters(filters, tables=tables)
        sql = (  # ordered by what the index holds; the distance returned is the float32 one
            f"SELECT e.doc_id, {exact} <=> %s::vector({dimensions}) AS distance "
            "FROM embeddings e JOIN documents d ON d.tenant_id = e.tenant_id AND d.id = e.doc_id "
            f"WHERE {pg_hnsw.predicate(filters.tenant, model, 'e')} AND {where} "
            f"ORDER BY {indexed} <=> %s::{self.kind}({dimensions}) LIMIT %s"
        )
        literal = _vector_literal(vector)
        return sql, [literal, *params, literal, limit]

    def _search(
        self, filters: Filters, model: str, vector: Matrix, limit: int, *, tables: bool
    ) -> list[tuple[int, float]]:
        sql, params = self.statement(filters, model, vector, limit, tables=tables)
        settings = [
            f"SET LOCAL hnsw.ef_search = {max(EF_SEARCH, min(int(limit), 1000))}",
            "SET LOCAL hnsw.iterative_scan = relaxed_order",
        ]
        rows = self._q.rows(filters.tenant, sql, params, settings)
        # relaxed_order (and a halfvec index's rounding) may return near neighbours slightly out of order.
        return sorted(((int(r[0]), 1.0 - float(r[1])) for r in rows), key=lambda hit: (-hit[1], hit[0]))

    # -- the outbox replay: the vectors are in the embeddings table already --------------------------

    def upsert(self, tenant: str, model: str, ids: Sequence[int], vectors: Matrix, *, fresh: bool = False) -> None:
        """Nothing to write; the tenant's first vectors of a model create its HNSW index of them."""
        if len(ids):
            self.ensure_index(tenant, model, int(vectors.shape[1]))

    def ensure_index(self, tenant: str, model: str, dimensions: int) -> bool:
        """Create the tenant's HNSW index of a model if it is missing (and drop one of the other kind, left from
        before OPMEM_PG_HNSW changed); False if a lock kept it from being made now. Looked up each time (one
        catalog read), not remembered: another server may have dropped the tenant."""
        import psycopg

        name = pg_hnsw.index_name(tenant, model, dimensions, self.kind)
        try:
            with self.engine.pool.connection() as conn, conn.transaction():
                if conn.execute("SELECT to_regclass(%s)", (name,)).fetchone() != (None,):
                    return True
                conn.execute(f"SET LOCAL lock_timeout = '{INDEX_LOCK_WAIT}s'")
                for setting in INDEX_BUILD_SETTINGS:
                    conn.execute(setting)
                conn.execute(pg_hnsw.create_sql(tenant, model, dimensions, self.kind))
                other: pg_hnsw.Kind = "vector" if self.kind == "halfvec" else "halfvec"  # OPMEM_PG_HNSW changed
                conn.execute(pg_hnsw.drop_sql(pg_hnsw.index_name(tenant, model, dimensions, other)))
        except (psycopg.errors.LockNotAvailable, psycopg.errors.UniqueViolation, psycopg.errors.DuplicateTable):
            # busy, or another server made it at the same moment: the next apply looks again
            log.info("HNSW index of %s's %s vectors not created now; the next apply retries", tenant, model)
            return False
        return True

    def drop_orphans(self, known: set[str]) -> list[str]:
        """Drop the HNSW indexes of tenants not in `known` (`pg_hnsw.drop_orphans`); returns their names."""
        return pg_hnsw.drop_orphans(self.engine, known)

    def build_missing(self) -> list[str]:
        """Build, without blocking writes, the HNSW index of every stored (tenant, model) that has none yet
        (`pg_hnsw.build_missing`); returns the names built."""
        return pg_hnsw.build_missing(self.engine, self.kind)

    def delete(self, tenant: str, ids: Iterable[int]) -> None:
        """Nothing to delete: the vector is gone with its document (ON DELETE CASCADE) or its replacement."""

    def save(self) -> None:
        """Nothing to save."""

    def drop(self, tenant: str) -> None:
        """Drop the tenant's HNSW indexes (its vectors left with its documents)."""
        with self.engine.pool.connection() as conn, conn.transaction():
            names = [r[0] for r in conn.execute(pg_hnsw.TENANT_INDEXES, (pg_hnsw.tenant_prefix(tenant),)).fetchall()]
            for name in names:
                conn.execute(pg_hnsw.drop_sql(name))

    def clear(self) -> None:
        """Nothing derived to drop (`opmem reindex` leaves the tables' indexes as they are)."""
