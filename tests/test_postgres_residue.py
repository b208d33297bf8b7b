"""Deletion completeness on PostgreSQL: an erased record's canary in no table, and, after the operator's purge
(docs/postgres.md, 'What PostgreSQL keeps of deleted text'), in no heap, index or WAL file of the data directory.

The SQLite version is tests/test_deletion.py (raw file bytes). Here the table scan reads every row of every table
of the database as text; the file scan reads the database's directory (`base/<oid>`) and `pg_wal` of the
throwaway server (skipped for a server of your own whose data directory is not readable here). Before the
deletion the canary is found in both (so the scans can fail); a plain VACUUM is measured, not trusted.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings

pytestmark = pytest.mark.postgres

CANARY = "pgcnry7d41f09e2b"


def in_tables(db: psycopg.Connection[tuple[object, ...]], canary: str) -> list[str]:
    """Tables of the database with a row whose text (every column, bytea as hex) holds the canary."""
    found = []
    tables = [r[0] for r in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")]
    for table in tables:
        row = db.execute(f"SELECT count(*) FROM {table} t WHERE t::text LIKE %s", (f"%{canary}%",)).fetchone()
        if row and row[0]:
            found.append(table)
    return found


def in_files(folders: list[Path], canary: str) -> list[str]:
    needle = canary.encode()
    hits = []
    for folder in folders:
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                try:
                    if needle in path.read_bytes():
                        hits.append(str(path.relative_to(folder.parent)))
                except FileNotFoundError:  # removed meanwhile (a recycled segment, a rewritten table)
                    continue
    return hits


@pytest.fixture
def server(
    postgres_server: str, postgres_url: str
) -> Iterator[tuple[psycopg.Connection[tuple[object, ...]], list[Path]]]:
    """The database as its superuser (the operator), and the folders that hold its files and the WAL."""
    with psycopg.connect(postgres_url, autocommit=True) as db:
        row = db.execute(
            "SELECT current_setting('data_directory'), oid FROM pg_database WHERE datname = current_database()"
        ).fetchone()
        assert row is not None
        data = Path(str(row[0]))
        if not os.access(data, os.R_OK | os.X_OK):
            pytest.skip(f"the server's data directory {data} is not readable here (a server of your own)")
        db.execute("ALTER SYSTEM SET wal_recycle = off")  # old WAL segments are unlinked, not renamed for reuse
        db.execute("SELECT pg_reload_conf()")
        try:
            yield db, [data / "base" / str(row[1]), data / "pg_wal"]
        finally:
            db.execute("ALTER SYSTEM RESET wal_recycle")
            db.execute("SELECT pg_reload_conf()")


def test_an_erased_record_leaves_no_table_heap_or_wal_file_after_the_purge(
    tmp_path: Path, postgres_url: str, server: tuple[psycopg.Connection[tuple[object, ...]], list[Path]]
) -> None:
    db, folders = server
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=postgres_url, archive_days=30)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    try:
        for n in range(20):
            om.upsert_record(record(f"INC-{n}", f"Queue backlog {n}", "consumers stalled"))
        om.upsert_record(record("INC-X", f"Disk full {CANARY}", f"the volume {CANARY} filled", resolution=CANARY))
        db.execute("CHECKPOINT")
        assert {"records", "documents"} <= set(in_tables(db, CANARY))
        before = in_files(folders, CANARY)
        assert any(p.startswith("pg_wal/") for p in before) and any(not p.startswith("pg_wal/") for p in before)

        om.delete_record("default", "incident", "INC-X", erase=True)  # runs a plain VACUUM
        assert in_tables(db, CANARY) == []
        db.execute("CHECKPOINT")
        print(f"after the erasure's plain VACUUM + CHECKPOINT, the canary is still in: {in_files(folders, CANARY)}")

        db.execute("VACUUM (FULL, ANALYZE)")  # the operator's purge, as documented
        db.execute("SELECT pg_switch_wal()")
        db.execute("CHECKPOINT")
        db.execute("CHECKPOINT")
        assert in_tables(db, CANARY) == []
        assert in_files(folders, CANARY) == []
        assert om.store.record("default", "incident", "INC-3") is not None  # the rest is intact
    finally:
        om.close()
