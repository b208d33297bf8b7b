"""The store's database layer on PostgreSQL: the engine, the migrations, and two servers sharing one database."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.store import migrations
from opmem.store.db import Connection, Dialect, open_engine
from opmem.store.postgres import PostgresEngine
from opmem.store.sqlite import SQLiteStore
from opmem.versions import StaleVersion

pytestmark = pytest.mark.postgres


@pytest.fixture
def engine(postgres_url: str) -> Iterator[PostgresEngine]:
    engine = open_engine(postgres_url)
    assert isinstance(engine, PostgresEngine) and engine.dialect is Dialect.POSTGRES
    yield engine
    engine.close()


def tables(db: Connection) -> set[str]:
    return {row[0] for row in db.execute("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")}


def test_migrations_create_the_schema_once_recorded_by_name_in_order(engine: PostgresEngine) -> None:
    SQLiteStore(engine)
    names = [row["name"] for row in engine.connection.execute("SELECT name FROM migrations ORDER BY name")]
    assert names == [m.__name__ for m in migrations.MIGRATIONS]
    assert {"documents", "records", "memories", "memory_fts", "attachments", "audit_log", "pursuits"} <= tables(
        engine.connection
    )
    SQLiteStore(engine)  # again: nothing left to apply
    assert engine.connection.execute("SELECT count(*) FROM migrations").fetchone()[0] == len(names)


def test_a_failing_migration_leaves_nothing_behind(engine: PostgresEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    def m999_broken(db: Connection) -> None:
        db.execute("CREATE TABLE half_done (x INTEGER)")
        db.execute("INSERT INTO no_such_table VALUES (1)")

    monkeypatch.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS, m999_broken))
    with pytest.raises(Exception, match="no_such_table"):
        SQLiteStore(engine)
    assert "half_done" not in tables(engine.connection)
    names = {row[0] for row in engine.connection.execute("SELECT name FROM migrations")}
    assert "m999_broken" not in names and "m008_run_outcomes" in names  # the ones before it stay applied


def test_servers_starting_at_once_apply_each_migration_once(postgres_url: str) -> None:
    engines = [open_engine(postgres_url) for _ in range(4)]
    barrier, failures = threading.Barrier(len(engines)), []

    def start(engine: object) -> None:
        barrier.wait()
        try:
            SQLiteStore(engine)  # type: ignore[arg-type]
        except Exception as exc:
            failures.append(exc)

    threads = [threading.Thread(target=start, args=(e,)) for e in engines]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    rows = engines[0].connection.execute("SELECT name, count(*) FROM migrations GROUP BY name").fetchall()
    for e in engines:
        e.close()
    assert not failures
    assert sorted(rows) == sorted((m.__name__, 1) for m in migrations.MIGRATIONS)


def test_rows_read_by_name_and_position_and_constraints_raise_the_stores_error(engine: PostgresEngine) -> None:
    store = SQLiteStore(engine)
    row = engine.connection.execute("SELECT 1 AS one, 'two' AS two").fetchone()
    assert (row[0], row["two"], tuple(row), row.keys()) == (1, "two", (1, "two"), ["one", "two"])
    store.ensure_tenant("default", embedding=None, tables=(), now=record("X", "x").resolved_at)  # type: ignore[arg-type]
    with pytest.raises(sqlite3.IntegrityError), store.transaction() as db:
        db.execute("INSERT INTO tenants (id, embedding, created_at) VALUES (?, NULL, ?)", ("default", "now"))


def test_a_transaction_is_all_or_nothing_and_its_thread_reads_its_own_writes(engine: PostgresEngine) -> None:
    store = SQLiteStore(engine)
    seen_inside, seen_elsewhere = [], []

    def look() -> None:
        seen_elsewhere.append(store.tenant_exists("t1"))

    with pytest.raises(RuntimeError), store.transaction() as db:
        db.execute("INSERT INTO tenants (id, created_at) VALUES (?, ?)", ("t1", "now"))
        seen_inside.append(store.tenant_exists("t1"))  # the thread's read runs in its transaction
        other = threading.Thread(target=look)
        other.start()
        other.join()
        raise RuntimeError("roll back")
    assert seen_inside == [True] and seen_elsewhere == [False]
    assert not store.tenant_exists("t1")


# -- two servers, one database -------------------------------------------------------------------------------


@pytest.fixture
def servers(tmp_path: Path, postgres_url: str) -> Iterator[tuple[Opmem, Opmem]]:
    """Two Opmem instances, each with its own data directory (its indexes), sharing one PostgreSQL database."""
    made = [
        Opmem(
            Settings(data_dir=tmp_path / name, default_embedding=FAKE, db=postgres_url),
            embedders={FAKE: FakeEmbedder()},
        )
        for name in ("one", "two")
    ]
    yield made[0], made[1]
    for opmem in made:
        opmem.close()


def test_of_stale_edits_sent_to_two_servers_exactly_one_wins(servers: tuple[Opmem, Opmem]) -> None:
    one, two = servers
    one.upsert_record(record("INC1", "Gateway timeout", "Restarted the gateway pods."))
    doc_id = two.store.document_id("default", "resolution:incident:INC1")
    assert doc_id is not None
    admins = [one.local_admin("default"), two.local_admin("default")]
    barrier, outcomes = threading.Barrier(8), []

    def edit(i: int) -> None:
        server = servers[i % 2]
        barrier.wait()
        try:
            server.curation.correct(admins[i % 2], doc_id, title=f"Take {i}", reason="r", expected_version=1)
            outcomes.append("won")
        except StaleVersion as exc:
            outcomes.append(f"stale at {exc.current_version}")

    threads = [threading.Thread(target=edit, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert sorted(outcomes) == ["stale at 2"] * 7 + ["won"]
    for server in servers:
        doc = server.store.document("default", doc_id)
        assert doc is not None and doc.version == 2 and doc.title.startswith("Take ")


def test_a_record_written_on_one_server_is_recalled_on_the_other_and_a_deletion_too(
    servers: tuple[Opmem, Opmem],
) -> None:
    one, two = servers
    reader = two.create_principal("default", "alice", grants=["incident"])
    assert two.recall(reader, "kafka consumer lag").hits == ()
    one.upsert_record(record("INC7", "Kafka consumer lag on orders", "lag grew after a rebalance"))
    assert [h.record_id for h in two.recall(reader, "kafka consumer lag").hits] == ["INC7"]
    one.delete_record("default", "incident", "INC7")
    assert two.recall(reader, "kafka consumer lag").hits == ()
