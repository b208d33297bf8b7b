"""The tenant in every key (issue 16, sharding-ready): the schema is walked on both engines, and m011 keeps rows.

Citus distributes a table by one column and requires it in every primary key, unique constraint and foreign key
between distributed tables; a table that breaks this cannot be distributed by tenant. The walk fails for any table
that is not global (`GLOBAL_TABLES`, each with its reason) and has no tenant in its keys.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from opmem.store import migrations, schema
from opmem.store.db import Connection, Engine, SQLiteEngine, open_engine
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_keys import GLOBAL_TABLES

#: SQLite only: tables whose `id` is SQLite's rowid, the one-file database's id generator (on PostgreSQL their
#: key is (tenant_id, id)); their other unique keys start with the tenant.
ROWID_TABLES = {"documents", "memories", "attachments", "audit_log", "pursuits", "outbox", "memory_fts"}


def sqlite_gaps(db: sqlite3.Connection) -> list[str]:
    gaps: list[str] = []
    shadows = ("memory_fts_data", "memory_fts_idx", "memory_fts_content", "memory_fts_docsize", "memory_fts_config")
    names = [
        r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    ]
    for table in sorted(set(names) - set(GLOBAL_TABLES) - set(shadows)):
        columns = {r[1]: r for r in db.execute(f"PRAGMA table_xinfo({table})")}
        if "tenant_id" not in columns:
            gaps.append(f"{table}: no tenant_id column")
            continue
        key = [name for name, r in sorted(columns.items(), key=lambda c: c[1][5]) if r[5]]
        unique = [
            [r[2] for r in db.execute(f"PRAGMA index_info({index[1]})")]
            for index in db.execute(f"PRAGMA index_list({table})").fetchall()
            if index[2]
        ]
        gaps.extend(f"{table}: unique key {u} has no tenant_id" for u in unique if "tenant_id" not in u)
        if not key and unique:  # no primary key but the rowid: its unique key is its key
            key = unique[0]
        if table not in ROWID_TABLES and "tenant_id" not in key:
            gaps.append(f"{table}: primary key {key} has no tenant_id")
    return gaps


def postgres_gaps(db: Connection) -> list[str]:
    gaps: list[str] = []
    tables = [r[0] for r in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
    for table in sorted(set(tables) - set(GLOBAL_TABLES)):
        tenant = db.execute(
            "SELECT attnotnull FROM pg_attribute WHERE attrelid = ?::regclass AND attname = 'tenant_id'", (table,)
        ).fetchone()
        if tenant is None or not tenant[0]:
            gaps.append(f"{table}: no NOT NULL tenant_id column")
            continue
        if not db.execute("SELECT 1 FROM pg_index WHERE indrelid = ?::regclass AND indisprimary", (table,)).fetchone():
            gaps.append(f"{table}: no primary key")
        for name, columns in db.execute(
            "SELECT i.indexrelid::regclass::text, array_to_string(ARRAY(SELECT a.attname FROM pg_attribute a "
            "WHERE a.attrelid = i.indrelid AND a.attnum = ANY (i.indkey)), ',') FROM pg_index i "
            "WHERE i.indrelid = ?::regclass AND i.indisunique",
            (table,),
        ).fetchall():
            if "tenant_id" not in columns.split(","):
                gaps.append(f"{table}: unique key {name} ({columns}) has no tenant_id")
        for name, columns in db.execute(
            "SELECT c.conname, array_to_string(ARRAY(SELECT a.attname FROM pg_attribute a "
            "WHERE a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)), ',') FROM pg_constraint c "
            "WHERE c.conrelid = ?::regclass AND c.contype = 'f' AND c.confrelid::regclass::text != 'tenants'",
            (table,),
        ).fetchall():
            if "tenant_id" not in columns.split(","):
                gaps.append(f"{table}: foreign key {name} ({columns}) has no tenant_id")
    return gaps


def test_every_sqlite_table_has_the_tenant_in_its_keys(tmp_path: Path) -> None:
    store = SQLiteStore(tmp_path / "store.sqlite3")
    assert isinstance(store.engine, SQLiteEngine)
    assert sqlite_gaps(store.engine.connection) == []
    store.close()


@pytest.mark.postgres
def test_every_postgresql_table_has_the_tenant_in_its_keys(postgres_url: str) -> None:
    store = SQLiteStore(open_engine(postgres_url))
    try:
        assert postgres_gaps(store.db) == []
    finally:
        store.close()


def test_the_walk_finds_the_gaps_m011_closes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:10])
    engine = SQLiteEngine(tmp_path / "old.sqlite3")
    schema.migrate(engine)
    gaps = sqlite_gaps(engine.connection)
    for table in ("embeddings", "document_parts"):
        assert f"{table}: no tenant_id column" in gaps
    for table in ("memory_tags", "memory_embeddings", "memory_fts"):
        assert any(g.startswith(f"{table}:") for g in gaps), gaps
    engine.close()


# -- the upgrade keeps every row, with its tenant --------------------------------------------------------------

_ROWS = (
    "INSERT INTO tenants (id, created_at) VALUES ('t1', 'now'), ('t2', 'now')",
    "INSERT INTO documents (id, tenant_id, kind, key, source_table, record_id, title, body, link) VALUES "
    "(1, 't1', 'resolution', 'k1', 'incident', 'R1', 'One', 'body', ''), "
    "(2, 't2', 'resolution', 'k1', 'incident', 'R1', 'Two', 'body', '')",
    "INSERT INTO embeddings (doc_id, model, vector) VALUES (1, 'fake', ?), (2, 'fake', ?)",
    "INSERT INTO document_parts (doc_id, number, label, text) VALUES (1, 1, 'p1', 'one'), (2, 1, 'p1', 'two')",
    "INSERT INTO memories (id, tenant_id, agent_id, investigation_id, title, symptoms, root_cause, "
    "root_cause_confidence, ruled_out, resolution, significance, searchable, version, recurrence_count, "
    "recorded_at, updated_at, last_seen_at) VALUES "
    "(7, 't2', 'a', 'i1', 'Disk full', '', '', 'low', '[]', '', 'routine', 1, 1, 0, 'x', 'x', 'x')",
    "INSERT INTO memory_tags (tenant_id, memory_id, key, value, derived) VALUES ('t2', 7, 'service', 'db', 0)",
    "INSERT INTO memory_links (tenant_id, memory_id, investigation_id, agent_id, linked_at) "
    "VALUES ('t2', 7, 'i2', 'a', 'x')",
    "INSERT INTO memory_embeddings (memory_id, tenant_id, vector_index_id, model, vector) "
    "VALUES (7, 't2', 'v', 'fake', ?)",
    "INSERT INTO memory_fts (rowid, title, body) VALUES (7, 'Disk full', 'the disk filled up')",
)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def old_engine(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Engine]:
    if request.param == "sqlite":
        engine: Engine = SQLiteEngine(tmp_path / "old.sqlite3")
    else:
        engine = open_engine(request.getfixturevalue("postgres_url"))
    yield engine
    engine.close()


def test_m011_gives_existing_rows_their_tenant(old_engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    with monkeypatch.context() as patched:
        patched.setattr(migrations, "MIGRATIONS", migrations.MIGRATIONS[:10])
        schema.migrate(old_engine)
    with old_engine.transaction() as db:
        for statement in _ROWS:
            db.execute(statement, (b"\x01" * 4,) * statement.count("?"))
    schema.migrate(old_engine)
    db = old_engine.connection
    read = [tuple(r) for r in db.execute("SELECT tenant_id, doc_id FROM embeddings ORDER BY doc_id")]
    assert read == [("t1", 1), ("t2", 2)]
    read = [tuple(r) for r in db.execute("SELECT tenant_id, doc_id, text FROM document_parts ORDER BY doc_id")]
    assert read == [("t1", 1, "one"), ("t2", 2, "two")]
    for table in ("memory_tags", "memory_links", "memory_embeddings"):
        assert [tuple(r) for r in db.execute(f"SELECT tenant_id, memory_id FROM {table}")] == [("t2", 7)], table
    assert [tuple(r) for r in db.execute("SELECT rowid, tenant_id, title FROM memory_fts")] == [(7, "t2", "Disk full")]
    with old_engine.transaction() as db:  # the keys cascade as before: a memory's rows go with it
        db.execute("DELETE FROM memories WHERE tenant_id = 't2' AND id = 7")
        db.execute("DELETE FROM documents WHERE tenant_id = 't1' AND id = 1")
    for table in ("memory_tags", "memory_links", "memory_embeddings"):
        assert db.execute(f"SELECT count(*) FROM {table}").fetchone()[0] == 0, table
    assert [tuple(r) for r in db.execute("SELECT tenant_id FROM embeddings")] == [("t2",)]
    assert [tuple(r) for r in db.execute("SELECT tenant_id FROM document_parts")] == [("t2",)]
