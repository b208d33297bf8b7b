"""`opmem backup` / `opmem restore-backup` of a deployment on PostgreSQL (`opmem.store.backup_pg`), end to end on
the tests' real server, as the plain application role with row-level security on (the demanding setup: a backup
that read as no tenant would copy nothing and still find both sides equal).

A deployment with something in every part of opmem (test_postgres_migrate_data's: records, vectors, an attachment's
bytes, curation's audit, a deleted record's archive copy, agent memory with versions, tokens, two tenants'
administrator token files) is backed up while it serves, restored into a new, empty database and a new data
directory: every table's count and checksum equal the original's, recall answers the same, the archive restores
and a token authenticates. A backup refuses a non-empty destination; a restore refuses a database that holds data
(saying what to do) and a data directory whose token differs, and changes nothing when it refuses. The backup is
the embedded format, so it also restores into a SQLite data directory."""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import FAKE, record
from postgres_server import app_database, drop_database
from test_postgres_migrate_data import FILLED, QUERIES, deployment, open_opmem, recalled

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.settings import Settings
from opmem.store.backup_pg import backup_database
from opmem.store.move import Digest, move
from opmem.store.move_sides import pg_batches, pg_columns, pg_tables
from opmem.surfaces.cli import cli
from opmem.surfaces.cli_serve import admin_token

pytestmark = pytest.mark.postgres

__all__ = ["deployment"]  # test_postgres_migrate_data's fixture, used here
SQLITE = {"OPMEM_EMBEDDING": FAKE, "OPMEM_CLAMD_SOCKET": "none"}
ENV = {**SQLITE, "OPMEM_DB_RLS": "on"}


def on_pg(data: Path, url: str) -> Opmem:
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, db=url, db_rls=True)
    return Opmem(settings, embedders={FAKE: FakeEmbedder()})


def sums(url: str) -> dict[str, tuple[int, str]]:
    """Every moved table's rows and checksum (move's canonical form), read as the operator."""
    import psycopg

    with psycopg.connect(url) as conn:
        conn.execute("SELECT set_config('opmem.tenant', '*', false)")  # the bypass (opmem.store.rls)
        found = {}
        for table in pg_tables(conn):
            digest = Digest()
            for batch in pg_batches(conn, table, pg_columns(conn, table)):
                digest.add(batch)
            found[table] = (digest.rows, digest.hex)
        return found


def opmem_cli(data: Path, url: str, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={**ENV, "OPMEM_DB": url})


@pytest.fixture
def live(
    deployment: tuple[Path, str, list[list[str]]], postgres_app_schema_url: str, tmp_path: Path
) -> Iterator[tuple[Path, str, str, list[list[str]]]]:
    """The deployment on PostgreSQL with the wall up: its server's data directory (two administrator tokens),
    the database, a user's token and what recall answers."""
    source, token, before = deployment
    assert move(f"sqlite://{source}", postgres_app_schema_url).committed
    data = tmp_path / "server"
    om = on_pg(data, postgres_app_schema_url)  # sets the row-level security policies
    try:
        om.create_tenant("other", embedding=FAKE)
        om.upsert_record(record("OTH1", "Disk full in the other tenant", tenant="other"))
        assert admin_token(om) and admin_token(om, "other")
        om.reindex()
        assert recalled(om, token) == before
    finally:
        om.close()
    yield data, postgres_app_schema_url, token, before


@pytest.fixture
def empty_db(postgres_server: str) -> Iterator[str]:
    """A second database owned by the application role, empty (no schema yet), to restore into."""
    url = app_database(postgres_server)
    yield url
    drop_database(postgres_server, url)


def test_a_backup_restores_into_an_empty_database_with_every_table_equal(
    live: tuple[Path, str, str, list[list[str]]], empty_db: str, tmp_path: Path
) -> None:
    data, url, token, before = live
    original = sums(url)
    for name in FILLED:
        assert original[name][0] > 0, f"{name}: the deployment left it empty"
    made = opmem_cli(data, url, "backup", str(tmp_path / "b"))
    assert made.exit_code == 0, made.output
    assert "counts and checksums equal" in made.output and "admin-other.token" in made.output
    manifest = json.loads((tmp_path / "b" / "manifest.json").read_text())
    assert manifest["source"] == "postgresql"
    assert {f["name"] for f in manifest["files"]} == {
        "opmem.sqlite3",
        "archive.sqlite3",
        "admin.token",
        "admin-other.token",
    }
    assert sorted(p.name for p in (tmp_path / "b").iterdir()) == sorted(
        [*(f["name"] for f in manifest["files"]), "manifest.json"]
    )  # no staging left behind
    back = tmp_path / "restored"
    put = opmem_cli(back, empty_db, "restore-backup", str(tmp_path / "b"))
    assert put.exit_code == 0, put.output
    assert "counts and checksums equal" in put.output and "reindexed" in put.output
    assert sums(empty_db) == original
    for name in ("admin.token", "admin-other.token"):
        assert (back / name).read_text() == (data / name).read_text()
    om = on_pg(back, empty_db)
    try:
        assert recalled(om, token) == before
        admin = om.authenticate((back / "admin-other.token").read_text().strip())
        assert [h.record_id for h in om.recall(admin, "disk full").hits] == ["OTH1"]
        with pytest.raises(NotFound):
            om.get_record("default", "incident", "INC5")
        assert om.restore_record("default", "incident", "INC5").short_description.startswith("Secret canary")
        om.upsert_record(record("INC6", "Disk full after the restore", "Rotated logs."))  # new ids do not collide
        assert "incident/INC6" in str(recalled(om, token))
    finally:
        om.close()


def test_a_backup_taken_while_a_server_writes_is_one_state(
    live: tuple[Path, str, str, list[list[str]]], tmp_path: Path
) -> None:
    """Records and their documents are written in one transaction each; a backup that read each table at its own
    moment would hold records without documents (or documents without records)."""
    data, url, _, _ = live
    writer = on_pg(tmp_path / "writer", url)
    stop, written = threading.Event(), [0]

    def write() -> None:
        while not stop.is_set():
            n = written[0]
            writer.upsert_records([record(f"W{n}", f"Queue backlog {n}", "Drained the queue.")])
            written[0] = n + 1

    thread = threading.Thread(target=write)
    thread.start()
    try:
        while written[0] < 3:
            time.sleep(0.05)
        made, report = backup_database(url, data, tmp_path / "b")
    finally:
        stop.set()
        thread.join()
        writer.close()
    assert report.committed
    with sqlite3.connect(made.path / "opmem.sqlite3") as db:
        records = db.execute("SELECT count(*) FROM records WHERE record_id LIKE 'W%'").fetchone()[0]
        documents = db.execute("SELECT count(*) FROM documents WHERE key LIKE 'resolution:incident:W%'").fetchone()[0]
    assert 3 <= records == documents <= written[0]


def test_backup_and_restore_refuse_to_overwrite_and_say_what_to_do(
    live: tuple[Path, str, str, list[list[str]]], empty_db: str, tmp_path: Path
) -> None:
    data, url, _, _ = live
    (tmp_path / "taken").mkdir()
    (tmp_path / "taken" / "x").write_text("keep me")
    refused = opmem_cli(data, url, "backup", str(tmp_path / "taken"))
    assert refused.exit_code == 2 and "not empty" in refused.output
    assert [p.name for p in (tmp_path / "taken").iterdir()] == ["x"]
    assert opmem_cli(data, url, "backup", str(tmp_path / "b")).exit_code == 0
    held = sums(url)
    into_live = opmem_cli(tmp_path / "other-server", url, "restore-backup", str(tmp_path / "b"))
    assert into_live.exit_code == 2 and "already holds opmem data" in into_live.output
    assert "Create a new, empty database" in into_live.output
    assert sums(url) == held  # nothing written
    (tmp_path / "mine").mkdir()
    (tmp_path / "mine" / "admin.token").write_text("someone else's\n")
    clash = opmem_cli(tmp_path / "mine", empty_db, "restore-backup", str(tmp_path / "b"))
    assert clash.exit_code == 2 and "another administrator token" in clash.output
    assert not any(rows for rows, _ in sums(empty_db).values())  # the refusal came before any row


def test_a_postgresql_backup_restores_into_a_sqlite_data_directory(
    live: tuple[Path, str, str, list[list[str]]], tmp_path: Path
) -> None:
    data, url, token, before = live
    assert opmem_cli(data, url, "backup", str(tmp_path / "b")).exit_code == 0
    embedded = CliRunner().invoke(
        cli, ["--data-dir", str(tmp_path / "embedded"), "restore-backup", str(tmp_path / "b")], env=SQLITE
    )
    assert embedded.exit_code == 0, embedded.output
    om = open_opmem(tmp_path / "embedded")
    try:
        assert recalled(om, token) == before
        assert len(QUERIES) == len(before)
    finally:
        om.close()
