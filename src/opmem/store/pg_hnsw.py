"""pgvector HNSW indexes on PostgreSQL: one partial index per (tenant, embedding model), and m016 that makes them.

Until m016 each embedding model had one HNSW index holding every tenant's vectors. A tenant's search then walked
a graph of all tenants' vectors, filtered by tenant as it went (pgvector's iterative scan): at 20 tenants of
50,000 documents a query visited ~20 times the nodes its own tenant's graph holds, read pages of every tenant's
graph, and a small tenant paid for the large ones. Now each tenant's vectors of a model get their own partial
expression index, `WHERE tenant_id = '<tenant>' AND model = '<model>'`:

- created when a tenant's first vectors of a model are applied (`opmem.index.pg_arms`), by `opmem reindex`
  (`TenantRebuild` asks for it), and for every stored (tenant, model) still without one by `build_missing`
  (`PgSemanticArm.build_missing`: the worker of every `opmem serve` and `opmem worker` at its start and
  hourly, and `opmem migrate`), which builds them one at a time with CREATE INDEX CONCURRENTLY, so writes go on
  while a large tenant's graph is built; `opmem migrate-data` re-creates the ones the target holds;
- used only by a statement whose tenant and model are literals the planner can prove the predicate from: the
  semantic arm writes both into its SQL, quoted (`quote_literal`), so a prepared statement's generic plan
  (`tenant_id = $1` proves nothing) cannot fall back to scanning every tenant's vectors;
- named from hashes of the tenant and of the model and dimensions (`index_name`): a tenant's indexes are found
  by name prefix and dropped with the tenant (`drop_sql`).

A statement that finds no index (the build was left for later: a lock was busy) is still right, since the tenant
and model are in its WHERE clause: PostgreSQL reads the tenant's rows by `embeddings_by_model` and sorts them.
"""

from __future__ import annotations

import hashlib
import logging
import sqlite3
from typing import TYPE_CHECKING, Literal

from opmem.store.db import Connection
from opmem.store.tenant_scope import ALL

if TYPE_CHECKING:
    from opmem.store.postgres import PostgresEngine

log = logging.getLogger(__name__)

#: What an index holds: the float32 vectors, or float16 copies of them (half the pages; the distance a search
#: returns is still the float32 one).
Kind = Literal["vector", "halfvec"]
#: Every per-tenant HNSW index's name starts with this, then the tenant's hash, `_`, the model's hash.
PREFIX = "embeddings_hnsw_t"
#: Hex digits of the tenant's and the model's SHA-256 in a name (61 characters, PostgreSQL allows 63).
TENANT_DIGITS, MODEL_DIGITS = 24, 18


def _digest(text: str, digits: int) -> str:
    return hashlib.sha256(text.encode()).hexdigest()[:digits]


def tenant_prefix(tenant: str) -> str:
    return f"{PREFIX}{_digest(tenant, TENANT_DIGITS)}_"


def index_name(tenant: str, model: str, dimensions: int, kind: Kind = "vector") -> str:
    """A `vector` index's name hashes the model and dimensions (m016's); a `halfvec` index's adds its kind."""
    suffix = "" if kind == "vector" else f"/{kind}"
    return tenant_prefix(tenant) + _digest(f"{model}/{int(dimensions)}{suffix}", MODEL_DIGITS)


def quote_literal(value: str) -> str:
    """A string literal (standard_conforming_strings, PostgreSQL's default since 9.1: only `'` is special)."""
    return "'" + value.replace("'", "''") + "'"


def vector_expression(dimensions: int, kind: Kind = "vector") -> str:
    """The indexed expression: the column at one dimension, as float16 for `halfvec` (a query must order by
    exactly this to use the index)."""
    column = f"embedding::vector({int(dimensions)})"
    return f"({column}::halfvec({int(dimensions)}))" if kind == "halfvec" else f"({column})"


def predicate(tenant: str, model: str, alias: str = "") -> str:
    """The index's predicate; a query's WHERE clause holds it word for word (with its table alias)."""
    column = f"{alias}." if alias else ""
    return f"{column}tenant_id = {quote_literal(tenant)} AND {column}model = {quote_literal(model)}"


def create_sql(tenant: str, model: str, dimensions: int, kind: Kind = "vector", *, concurrently: bool = False) -> str:
    """The HNSW index (cosine) of one tenant's vectors of one model, at the model's dimension; `concurrently`:
    built without blocking writes (outside any transaction block)."""
    how = "CONCURRENTLY IF NOT EXISTS" if concurrently else "IF NOT EXISTS"
    return (
        f"CREATE INDEX {how} {index_name(tenant, model, dimensions, kind)} ON embeddings USING hnsw "
        f"({vector_expression(dimensions, kind)} {kind}_cosine_ops) WITH (m = 16, ef_construction = 128) "
        f"WHERE {predicate(tenant, model)}"
    )


#: Each (tenant, model) of the stored vectors and its dimension (a maintenance read over every tenant).
STORED = (
    "SELECT tenant_id, model, min(vector_dims(embedding)) FROM embeddings GROUP BY tenant_id, model "
    "ORDER BY tenant_id, model"
)
#: The per-tenant HNSW indexes on embeddings and whether each is valid (a failed concurrent build leaves an
#: invalid one behind; `PREFIX` is psycopg's placeholder).
PRESENT = (
    "SELECT c.relname, i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
    "WHERE i.indrelid = 'embeddings'::regclass AND starts_with(c.relname, %s)"
)
#: Held (per session) by whoever runs `build_missing`, so one process builds at a time and an invalid index it
#: finds is a failed build's leftover, never another process's build in progress.
BUILD_LOCK = 0x6F706D656D16
#: maintenance_work_mem of a concurrent build (`pg_vectors.INDEX_BUILD_SETTINGS`' figure, for the session).
BUILD_MEMORY = "4GB"

#: The names of a tenant's HNSW indexes (any model), given `tenant_prefix` (psycopg's placeholder).
TENANT_INDEXES = (
    "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'embeddings' "
    "AND starts_with(indexname, %s) ORDER BY indexname"
)


def drop_sql(name: str, *, concurrently: bool = False) -> str:
    if not name.startswith(PREFIX) or not name.replace("_", "").isalnum():
        raise ValueError(f"not a per-tenant HNSW index name: {name!r}")
    return f"DROP INDEX {'CONCURRENTLY ' if concurrently else ''}IF EXISTS {name}"


def drop_orphans(engine: PostgresEngine, known: set[str]) -> list[str]:
    """Drop the per-tenant HNSW indexes of tenants not in `known` (a tenant deleted while its drop failed);
    returns their names. A name holds its tenant's hash, so the live tenants' prefixes are all it needs."""
    keep = {tenant_prefix(tenant) for tenant in known}
    with engine.pool.connection() as conn:
        names = [str(r[0]) for r in conn.execute(PRESENT, (PREFIX,)).fetchall()]
        gone = [name for name in sorted(names) if name[: len(PREFIX) + TENANT_DIGITS + 1] not in keep]
        for name in gone:
            conn.execute(drop_sql(name, concurrently=True))
    return gone


def build_missing(engine: PostgresEngine, kind: Kind = "vector") -> list[str]:
    """Build the HNSW index of every stored (tenant, model) that has none of `kind` yet, one at a time with CREATE
    INDEX CONCURRENTLY, so writes go on meanwhile (m016 leaves its builds to this); returns the names built.

    One process builds at a time (a session advisory lock; another holding it: nothing now), so an invalid index
    found here is a failed build's leftover and is dropped first. A build that fails is logged and left to the
    next call. It runs on a pooled connection outside any transaction, since CONCURRENTLY refuses one."""
    import psycopg

    built: list[str] = []
    with engine.pool.connection() as conn:
        locked = conn.execute("SELECT pg_try_advisory_lock(%s)", (BUILD_LOCK,)).fetchone()
        if locked is None or not locked[0]:
            return built
        try:
            # reads every tenant's (tenant, model) pairs: the explicit bypass of row-level security, if it is on
            conn.execute("SELECT set_config('opmem.tenant', %s, false)", (ALL,))
            present = {str(name): bool(valid) for name, valid in conn.execute(PRESENT, (PREFIX,)).fetchall()}
            for name in sorted(n for n, valid in present.items() if not valid):
                conn.execute(drop_sql(name, concurrently=True))
            pairs = [(str(t), str(m), int(d)) for t, m, d in conn.execute(STORED).fetchall()]
            conn.execute(f"SET maintenance_work_mem = '{BUILD_MEMORY}'")
            other: Kind = "vector" if kind == "halfvec" else "halfvec"
            for tenant, model, dimensions in pairs:
                name = index_name(tenant, model, dimensions, kind)
                if present.get(name):
                    continue
                try:
                    conn.execute(create_sql(tenant, model, dimensions, kind, concurrently=True))
                except psycopg.Error as exc:
                    log.warning(
                        "HNSW index of %s's %s vectors not built now (%s); the next run retries", tenant, model, exc
                    )
                    continue
                # one of the other kind, left from before OPMEM_PG_HNSW changed, is no longer searched
                conn.execute(drop_sql(index_name(tenant, model, dimensions, other), concurrently=True))
                built.append(name)
        finally:
            conn.execute("RESET maintenance_work_mem")
            conn.execute("SELECT set_config('opmem.tenant', '', false), pg_advisory_unlock(%s)", (BUILD_LOCK,))
    return built


def m016_pg_tenant_hnsw(db: Connection) -> None:
    """Each model's HNSW index over every tenant gives way to one per (tenant, model) (see this module; nothing on
    SQLite). The shared indexes are dropped here; the per-tenant ones are built after the migration, each on its
    own and without blocking writes (`build_missing`: `opmem migrate`, and the worker of any server or worker
    started on the new schema). Until a tenant's index is built, its search reads its own rows by
    `embeddings_by_model` and sorts them: right, only slower."""
    if isinstance(db, sqlite3.Connection):
        return
    shared = db.execute(
        "SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam "
        "WHERE i.indrelid = 'embeddings'::regclass AND a.amname = 'hnsw' AND NOT starts_with(c.relname, ?)",
        (PREFIX,),
    ).fetchall()
    for (name,) in shared:
        db.execute(f'DROP INDEX "{name}"')  # m014's names: embeddings_hnsw_ and hex digits
