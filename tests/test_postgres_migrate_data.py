"""`opmem migrate-data --from sqlite:///DATA_DIR --to postgresql://…`: a populated SQLite deployment (records,
memories with versions and vectors, an attachment's bytes, curation's audit, a deleted record's archive copy,
tokens) moves to a fresh PostgreSQL database with equal counts and checksums per table; on the target a token
still authenticates, recall returns the same ids, the deleted record stays deleted (and restores from the moved
archive). A non-empty target is refused unless --replace; a copy that differs is rolled back, exit non-zero."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from conftest import FAKE, record
from memory_kit import LOG_SIGNAL, draft

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.memory import AgentConfig
from opmem.settings import Settings
from opmem.store import move_sides
from opmem.store.db import open_engine
from opmem.store.move_sides import Row
from opmem.store.sqlite import SQLiteStore
from opmem.surfaces.cli import cli

pytestmark = pytest.mark.postgres

ENV = {"OPMEM_EMBEDDING": FAKE, "OPMEM_CLAMD_SOCKET": "none"}
#: Tables the deployment below fills: each must arrive with its rows (vectors, file bytes, archive and all).
FILLED = (
    "tenants",
    "principals",
    "grants",
    "tokens",
    "records",
    "documents",
    "embeddings",
    "agents",
    "investigations",
    "memories",
    "memory_tags",
    "memory_embeddings",
    "memory_fts",
    "memory_versions",
    "attachments",
    "audit_log",
    "pursuits",
    "archived_records",
)
QUERIES = ("disk full on the database host", "certificate expired", "pool exhausted")


def open_opmem(data: Path, db: str | None = None) -> Opmem:
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, db=db)
    return Opmem(settings, embedders={FAKE: FakeEmbedder()})


def recalled(om: Opmem, token: str) -> list[list[str]]:
    who = om.authenticate(token)
    return [[f"{h.source_table}/{h.record_id}" for h in om.recall(who, q).hits] for q in QUERIES]


@pytest.fixture
def deployment(tmp_path: Path) -> Iterator[tuple[Path, str, list[list[str]]]]:
    """A SQLite data directory with something in every part of opmem; its token and what recall answers."""
    data = tmp_path / "source"
    om = open_opmem(data)
    om.upsert_records(
        [
            record("INC1", "Disk full on db-01", "Logs filled the data volume; rotated them."),
            record("INC2", "Certificate expired on the gateway", "Renewed the certificate."),
            record("INC3", "Checkout pool exhausted", "Raised the pool size."),
            record("INC4", "Disk full on the database host db-09", "Deleted old backups."),
            record("INC5", "Secret canary movecnry5 on db", "Deleted before the move."),
        ]
    )
    admin = om.local_admin("default")
    om.create_principal("default", "ops", grants=["incident"], writes=["incident"])
    token = om.issue_token("default", "ops")
    om.add_attachment(admin, "incident", "INC1", filename="notes.txt", data=b"\x00\xffdisk notes\x01")
    doc = om.store.document_id("default", "resolution:incident:INC2")
    assert doc is not None
    om.curation.retire(admin, doc, reason="superseded")
    om.delete_record("default", "incident", "INC5")
    memory = om.memory
    memory.create_vector_index("default", "vi", FakeEmbedder().dimensions)
    memory.create_embedding_integration("default", "fake", "fake")
    config = AgentConfig(vector_index="vi", embedding_integration="fake", embedding_model="hash-64")
    om.create_agent("default", "triage", grants=["incident"], config=config)
    run = memory.start_investigation("default", "triage", (LOG_SIGNAL,))
    memory.record_memory("default", "triage", run.id, draft("Pool exhausted"))
    memory.correct_memory("default", "triage", run.id, draft("Pool exhausted at peak"))
    with om.store.transaction() as db:
        db.execute(
            "INSERT INTO pursuits (tenant_id, agent_id, source_table, record_id, state, notes, opened_at, updated_at) "
            "VALUES ('default', 'triage', 'incident', 'INC1', 'open', 'checking', '2024-01-01', '2024-01-01')"
        )
    before = recalled(om, token)
    om.close()
    assert any(before) and "incident/INC2" not in str(before)
    yield data, token, before


def index_definitions(url: str) -> set[str]:
    engine = open_engine(url)
    try:
        return {r[0] for r in engine.connection.execute("SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'")}
    finally:
        engine.close()


def migrate_data(source: Path, url: str, *args: str) -> Result:
    return CliRunner().invoke(cli, ["migrate-data", "--from", f"sqlite://{source}", "--to", url, *args], env=ENV)


def test_a_deployment_moves_with_equal_counts_and_checksums_and_works_there(
    deployment: tuple[Path, str, list[list[str]]], postgres_url: str, tmp_path: Path
) -> None:
    source, token, before = deployment
    untouched = {p.name: p.read_bytes() for p in source.glob("*.sqlite3")}
    SQLiteStore(open_engine(postgres_url)).close()  # the schema first, to see its indexes before the move
    indexes = index_definitions(postgres_url)
    moved = migrate_data(source, postgres_url, "--json", "--index-dir", str(tmp_path / "server"))
    assert moved.exit_code == 0, moved.output
    report = json.loads(moved.stdout)
    assert report["committed"] and "copied archived_records" in moved.stderr  # progress, on stderr
    tables = {t["table"]: t for t in report["tables"]}
    for name in FILLED:
        assert tables[name]["source_rows"] > 0, f"{name}: the deployment left it empty"
    for t in tables.values():
        assert (t["source_rows"], t["source_sum"]) == (t["target_rows"], t["target_sum"]), t
    assert indexes <= index_definitions(postgres_url)  # dropped for the copy, built again (reindex adds HNSW)
    on_pg = open_opmem(tmp_path / "server", postgres_url)
    try:
        assert on_pg.authenticate(token).id == "ops"
        assert recalled(on_pg, token) == before
        with pytest.raises(NotFound):
            on_pg.get_record("default", "incident", "INC5")
        attachment = on_pg.store.db.execute("SELECT data FROM attachments").fetchone()[0]
        assert bytes(attachment) == b"\x00\xffdisk notes\x01"
        assert on_pg.restore_record("default", "incident", "INC5").short_description.startswith("Secret canary")
        on_pg.upsert_record(record("INC6", "Disk full after the move", "Rotated logs."))  # new ids do not collide
        assert "incident/INC6" in str(recalled(on_pg, token))
    finally:
        on_pg.close()
    assert {p.name: p.read_bytes() for p in source.glob("*.sqlite3")} == untouched  # the source is only read


def test_a_non_empty_target_is_refused_unless_replace(
    deployment: tuple[Path, str, list[list[str]]], postgres_url: str
) -> None:
    source, _, _ = deployment
    assert migrate_data(source, postgres_url).exit_code == 0
    again = migrate_data(source, postgres_url)
    assert again.exit_code == 2 and "already holds opmem data" in again.output and "--replace" in again.output
    replaced = migrate_data(source, postgres_url, "--replace")
    assert replaced.exit_code == 0 and "counts and checksums equal" in replaced.output, replaced.output


def test_a_copy_that_differs_is_rolled_back_and_exits_non_zero(
    deployment: tuple[Path, str, list[list[str]]], postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    source, _, _ = deployment
    write = move_sides.PostgresTarget.write

    def lossy(
        self: move_sides.PostgresTarget, table: str, columns: list[move_sides.Column], batches: Iterator[list[Row]]
    ) -> None:
        """A writer that loses the last row of each batch of the audit log."""
        if table == "audit_log":
            batches = (batch[:-1] for batch in batches)
        write(self, table, columns, batches)

    monkeypatch.setattr(move_sides.PostgresTarget, "write", lossy)
    result = migrate_data(source, postgres_url)
    assert result.exit_code == 2 and "differs from the source in audit_log" in result.output
    assert "rolled back" in result.output and "MISMATCH" in result.output
    target = move_sides.PostgresTarget(postgres_url)
    try:
        assert target.held() == {}
    finally:
        target.close()


def test_a_source_behind_the_code_or_a_bad_url_is_refused_with_what_to_do(
    deployment: tuple[Path, str, list[list[str]]], postgres_url: str, tmp_path: Path
) -> None:
    import sqlite3

    source, _, _ = deployment
    with sqlite3.connect(source / "opmem.sqlite3") as db:
        db.execute("DELETE FROM migrations WHERE name = 'm010_memory_versions'")
    behind = migrate_data(source, postgres_url)
    assert behind.exit_code == 2 and f"opmem --data-dir {source} migrate" in behind.output
    assert migrate_data(tmp_path / "nowhere", postgres_url).exit_code == 2
    sideways = migrate_data(source, f"sqlite://{tmp_path}")
    assert sideways.exit_code == 2 and "give one of each" in sideways.output


def test_a_deployment_moves_back_from_postgresql_to_a_new_data_directory(
    deployment: tuple[Path, str, list[list[str]]], postgres_url: str, tmp_path: Path
) -> None:
    source, token, before = deployment
    assert migrate_data(source, postgres_url).exit_code == 0
    back = tmp_path / "back"
    result = CliRunner().invoke(
        cli, ["migrate-data", "--from", postgres_url, "--to", f"sqlite://{back}", "--json"], env=ENV
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    tables = {t["table"]: t for t in report["tables"]}
    assert report["committed"] and all(tables[name]["source_rows"] > 0 for name in FILLED)
    assert all((t["source_rows"], t["source_sum"]) == (t["target_rows"], t["target_sum"]) for t in tables.values())
    home = open_opmem(back)  # the data directory's own indexes were rebuilt by the move
    try:
        assert recalled(home, token) == before
        with pytest.raises(NotFound):
            home.get_record("default", "incident", "INC5")
        assert home.restore_record("default", "incident", "INC5").short_description.startswith("Secret canary")
        home.upsert_record(record("INC7", "Disk full once more", "Rotated logs."))
        assert "incident/INC7" in str(recalled(home, token))
    finally:
        home.close()
    again = CliRunner().invoke(cli, ["migrate-data", "--from", postgres_url, "--to", f"sqlite://{back}"], env=ENV)
    assert again.exit_code == 2 and "already holds an opmem data directory" in again.output
