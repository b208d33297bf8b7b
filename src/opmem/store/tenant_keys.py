"""m011: the tenant in every key, so the schema can be distributed by tenant (Citus) without change.

Before it, `embeddings` and `document_parts` had no tenant column, and the agent-memory child tables
(`memory_tags`, `memory_links`, `memory_embeddings`, the text index `memory_fts`) were keyed by the memory id alone.
After it every table but the global ones (`GLOBAL_TABLES`) carries a NOT NULL `tenant_id`, and:

- on PostgreSQL every primary key and unique constraint starts with it (`documents`, `memories`, `attachments`,
  `audit_log`, `pursuits`: `(tenant_id, id)`; `outbox`: `(tenant_id, seq)`), and the child tables reference
  their parent by `(tenant_id, id)` (ON DELETE CASCADE as before) - the shape `create_distributed_table` needs;
- on SQLite the child tables are rebuilt with tenant-first keys; the tables whose `id` is SQLite's rowid (the
  one-file database's id generator) keep it, next to their tenant-first unique keys where they had one.

Existing rows get the tenant of their document or memory; a child row whose parent is gone (none should be: the
foreign keys cascade) is dropped.
"""

from __future__ import annotations

import sqlite3

from opmem.store.db import Connection

#: Tables with no tenant in their key, and why (tests/test_tenant_keys.py checks every other table).
GLOBAL_TABLES: dict[str, str] = {
    "migrations": "the schema's version, one per database",
    "tenants": "the tenants themselves: its key is the tenant (a reference table on Citus)",
    "tokens": "authentication finds a token by its hash before the tenant is known (a reference table on Citus)",
    "outbox_servers": "each server's position in the outbox, which all tenants share (a reference table on Citus)",
    "outbox_floor": "how far the shared outbox was trimmed, one row (a reference table on Citus)",
}

#: PostgreSQL: the key of each table whose key did not start with the tenant (name, columns).
PG_KEYS: dict[str, tuple[tuple[str, str], ...]] = {
    "documents": (("documents_pkey", "tenant_id, id"),),
    "memories": (("memories_pkey", "tenant_id, id"),),
    "attachments": (("attachments_pkey", "tenant_id, id"),),
    "audit_log": (("audit_log_pkey", "tenant_id, id"),),
    "pursuits": (("pursuits_pkey", "tenant_id, id"),),
    "outbox": (("outbox_pkey", "tenant_id, seq"),),
    "embeddings": (("embeddings_pkey", "tenant_id, doc_id"),),
    "document_parts": (("document_parts_pkey", "tenant_id, doc_id, number"),),
    "memory_tags": (("memory_tags_pkey", "tenant_id, memory_id, key, value, derived"),),
    "memory_links": (("memory_links_pkey", "tenant_id, memory_id, investigation_id"),),
    "memory_embeddings": (("memory_embeddings_pkey", "tenant_id, memory_id"),),
    "memory_fts": (("memory_fts_pkey", "tenant_id, rowid"),),
}
#: PostgreSQL: child tables and the parent they reference by (tenant_id, id).
PG_PARENTS: dict[str, tuple[str, str]] = {
    "embeddings": ("doc_id", "documents"),
    "document_parts": ("doc_id", "documents"),
    "memory_tags": ("memory_id", "memories"),
    "memory_links": ("memory_id", "memories"),
    "memory_embeddings": ("memory_id", "memories"),
    "memory_versions": ("memory_id", "memories"),
}
#: Tables that get a tenant column here, filled from their parent: (table, parent id column, parent table).
_NEW_TENANT = (("embeddings", "doc_id", "documents"), ("document_parts", "doc_id", "documents"))


def m011_tenant_keys(db: Connection) -> None:
    """The tenant in every key: a tenant column on `embeddings` and `document_parts` (and the memory text index),
    tenant-first primary and unique keys, and child tables that reference their parent by (tenant_id, id)."""
    if isinstance(db, sqlite3.Connection):
        _sqlite(db)
    else:
        _postgres(db)


def _sqlite(db: sqlite3.Connection) -> None:
    for table, script in _SQLITE_TABLES.items():
        db.execute(f"ALTER TABLE {table} RENAME TO {table}_m010")
        for statement in script.split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"DROP TABLE {table}_m010")
    # The memory text index (FTS5) gets the tenant as an unindexed column: its rows are written and deleted with it.
    db.execute("ALTER TABLE memory_fts RENAME TO memory_fts_m010")
    db.execute(
        "CREATE VIRTUAL TABLE memory_fts USING fts5 (title, body, tenant_id UNINDEXED, tokenize = 'porter unicode61')"
    )
    db.execute(
        "INSERT INTO memory_fts (rowid, title, body, tenant_id) SELECT f.rowid, f.title, f.body, m.tenant_id "
        "FROM memory_fts_m010 f JOIN memories m ON m.id = f.rowid"
    )
    db.execute("DROP TABLE memory_fts_m010")


_SQLITE_TABLES = {
    "embeddings": """
        CREATE TABLE embeddings (
            tenant_id TEXT NOT NULL,
            doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            model TEXT NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY (tenant_id, doc_id)
        );
        INSERT INTO embeddings (tenant_id, doc_id, model, vector)
            SELECT d.tenant_id, e.doc_id, e.model, e.vector FROM embeddings_m010 e JOIN documents d ON d.id = e.doc_id
        """,
    "document_parts": """
        CREATE TABLE document_parts (
            tenant_id TEXT NOT NULL,
            doc_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
            number INTEGER NOT NULL,
            label TEXT NOT NULL,
            text TEXT NOT NULL,
            PRIMARY KEY (tenant_id, doc_id, number)
        );
        INSERT INTO document_parts (tenant_id, doc_id, number, label, text)
            SELECT d.tenant_id, p.doc_id, p.number, p.label, p.text
            FROM document_parts_m010 p JOIN documents d ON d.id = p.doc_id
        """,
    "memory_tags": """
        DROP INDEX memory_tags_by_value;
        CREATE TABLE memory_tags (
            tenant_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            key TEXT NOT NULL,
            value TEXT NOT NULL,
            derived INTEGER NOT NULL,
            PRIMARY KEY (tenant_id, memory_id, key, value, derived)
        );
        INSERT INTO memory_tags SELECT m.tenant_id, t.memory_id, t.key, t.value, t.derived
            FROM memory_tags_m010 t JOIN memories m ON m.id = t.memory_id;
        CREATE INDEX memory_tags_by_value ON memory_tags (tenant_id, key, value, memory_id)
        """,
    "memory_links": """
        CREATE TABLE memory_links (
            tenant_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            investigation_id TEXT NOT NULL,
            agent_id TEXT NOT NULL,
            linked_at TEXT NOT NULL,
            UNIQUE (tenant_id, memory_id, investigation_id)
        );
        INSERT INTO memory_links (rowid, tenant_id, memory_id, investigation_id, agent_id, linked_at)
            SELECT l.rowid, m.tenant_id, l.memory_id, l.investigation_id, l.agent_id, l.linked_at
            FROM memory_links_m010 l JOIN memories m ON m.id = l.memory_id
        """,
    "memory_embeddings": """
        DROP INDEX memory_embeddings_by_index;
        CREATE TABLE memory_embeddings (
            tenant_id TEXT NOT NULL,
            memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
            vector_index_id TEXT NOT NULL,
            model TEXT NOT NULL,
            vector BLOB NOT NULL,
            PRIMARY KEY (tenant_id, memory_id)
        );
        INSERT INTO memory_embeddings (tenant_id, memory_id, vector_index_id, model, vector)
            SELECT m.tenant_id, e.memory_id, e.vector_index_id, e.model, e.vector
            FROM memory_embeddings_m010 e JOIN memories m ON m.id = e.memory_id;
        CREATE INDEX memory_embeddings_by_index ON memory_embeddings (tenant_id, vector_index_id)
        """,
}


def _postgres(db: Connection) -> None:
    for table, column, parent in _NEW_TENANT:
        db.execute(f"ALTER TABLE {table} ADD COLUMN tenant_id TEXT")
        db.execute(f"UPDATE {table} t SET tenant_id = p.tenant_id FROM {parent} p WHERE p.id = t.{column}")
    db.execute("ALTER TABLE memory_fts ADD COLUMN tenant_id TEXT")
    db.execute("UPDATE memory_fts f SET tenant_id = m.tenant_id FROM memories m WHERE m.id = f.rowid")
    for table in (*(t for t, _, _ in _NEW_TENANT), "memory_fts"):
        db.execute(f"DELETE FROM {table} WHERE tenant_id IS NULL")
        db.execute(f"ALTER TABLE {table} ALTER COLUMN tenant_id SET NOT NULL")
    # Foreign keys to documents(id) / memories(id) go first (they depend on the keys), then keys without the tenant.
    for constraint, table in db.execute(
        "SELECT c.conname, c.conrelid::regclass::text FROM pg_constraint c "
        "WHERE c.contype = 'f' AND c.confrelid IN ('documents'::regclass, 'memories'::regclass)"
    ).fetchall():
        db.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{constraint}"')
    for table in PG_KEYS:
        for (constraint,) in db.execute(
            "SELECT c.conname FROM pg_constraint c WHERE c.conrelid = ?::regclass AND c.contype IN ('p', 'u') "
            "AND NOT EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.conrelid "
            "AND a.attname = 'tenant_id' AND a.attnum = ANY (c.conkey))",
            (table,),
        ).fetchall():
            db.execute(f'ALTER TABLE {table} DROP CONSTRAINT "{constraint}"')
    for table, keys in PG_KEYS.items():
        for name, columns in keys:
            kind = "UNIQUE" if name.endswith("_key") else "PRIMARY KEY"
            db.execute(f"ALTER TABLE {table} ADD CONSTRAINT {name} {kind} ({columns})")
    for table, (column, parent) in PG_PARENTS.items():
        db.execute(
            f"ALTER TABLE {table} ADD CONSTRAINT {table}_{parent}_fkey FOREIGN KEY (tenant_id, {column}) "
            f"REFERENCES {parent} (tenant_id, id) ON DELETE CASCADE"
        )
    # Lookups by id alone (the index follower hydrating a document, a job's claim) stay an index probe; on Citus
    # they fan out to every shard, so the store's statements name the tenant too.
    for table in ("documents", "memories", "attachments", "pursuits", "audit_log"):
        db.execute(f"CREATE INDEX {table}_by_id ON {table} (id)")
