"""Schema migrations: named, transactional functions applied in order, each once."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable

Migration = Callable[[sqlite3.Connection], None]


def _run(db: sqlite3.Connection, script: str) -> None:
    """Execute a script statement by statement, inside the caller's transaction (executescript would commit)."""
    for statement in script.split(";"):
        if statement.strip():
            db.execute(statement)


def m001_core(db: sqlite3.Connection) -> None:
    _run(
        db,
        """
        CREATE TABLE tenants (
            id TEXT PRIMARY KEY,
            embedding TEXT,
            created_at TEXT NOT NULL
        );
        CREATE TABLE source_tables (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            name TEXT NOT NULL,
            terminal_states TEXT NOT NULL,
            indexed INTEGER NOT NULL,
            PRIMARY KEY (tenant_id, name)
        );
        CREATE TABLE principals (
            tenant_id TEXT NOT NULL REFERENCES tenants(id),
            id TEXT NOT NULL,
            name TEXT NOT NULL,
            capabilities TEXT NOT NULL DEFAULT '[]',
            PRIMARY KEY (tenant_id, id)
        );
        CREATE TABLE grants (
            tenant_id TEXT NOT NULL,
            principal_id TEXT NOT NULL,
            table_name TEXT NOT NULL,
            PRIMARY KEY (tenant_id, principal_id, table_name)
        );
        CREATE TABLE tokens (
            token_sha256 TEXT PRIMARY KEY,
            tenant_id TEXT NOT NULL,
            principal_id TEXT NOT NULL
        );
        CREATE TABLE records (
            tenant_id TEXT NOT NULL,
            source_table TEXT NOT NULL,
            record_id TEXT NOT NULL,
            state TEXT NOT NULL,
            short_description TEXT NOT NULL,
            description TEXT NOT NULL,
            resolution_notes TEXT NOT NULL,
            close_code TEXT NOT NULL,
            resolved_at TEXT,
            updated_at TEXT,
            fields TEXT NOT NULL,
            PRIMARY KEY (tenant_id, source_table, record_id)
        );
        CREATE TABLE documents (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            key TEXT NOT NULL,
            source_table TEXT NOT NULL,
            record_id TEXT NOT NULL,
            title TEXT NOT NULL,
            body TEXT NOT NULL,
            resolved_at TEXT,
            link TEXT NOT NULL,
            UNIQUE (tenant_id, key)
        );
        CREATE INDEX documents_by_record ON documents (tenant_id, source_table, record_id);
        CREATE TABLE embeddings (
            doc_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
            model TEXT NOT NULL,
            vector BLOB NOT NULL
        );
        CREATE TABLE outbox (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            tenant_id TEXT NOT NULL,
            doc_id INTEGER NOT NULL,
            op TEXT NOT NULL CHECK (op IN ('upsert', 'delete'))
        );
        """,
    )


MIGRATIONS: tuple[Migration, ...] = (m001_core,)


def migrate(db: sqlite3.Connection) -> None:
    """Apply pending migrations. `db` is in autocommit mode (isolation_level=None)."""
    db.execute("CREATE TABLE IF NOT EXISTS migrations (name TEXT PRIMARY KEY)")
    done = {row[0] for row in db.execute("SELECT name FROM migrations")}
    for migration in MIGRATIONS:
        if migration.__name__ in done:
            continue
        db.execute("BEGIN IMMEDIATE")
        try:
            migration(db)
            db.execute("INSERT INTO migrations (name) VALUES (?)", (migration.__name__,))
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
