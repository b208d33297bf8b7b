"""The archive copy of a deleted record is separate: restoring the record brings back the record only, not its
memory document and not its closed pursuits."""

from __future__ import annotations

import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import Conflict, NotFound
from opmem.settings import Settings
from opmem.store.db import open_engine
from opmem.types import Principal


def open_pursuit(opmem: Opmem, record_id: str) -> None:
    with opmem.store.transaction() as db:
        db.execute(
            "INSERT INTO pursuits (tenant_id, agent_id, source_table, record_id, state, notes, opened_at, updated_at) "
            "VALUES ('default', 'triage', 'incident', ?, 'open', 'checking the disks', '2024-01-01', '2024-01-01')",
            (record_id,),
        )


def pursuit_state(opmem: Opmem, record_id: str) -> tuple[str, str | None]:
    row = opmem.store.db.execute(
        "SELECT state, closed_reason FROM pursuits WHERE record_id = ?", (record_id,)
    ).fetchone()
    return row[0], row[1]


def test_restore_brings_back_the_record_only(opmem: Opmem, alice: Principal) -> None:
    opmem.upsert_record(record("INC5", "Disk full on db-05", "Rotated logs."))
    open_pursuit(opmem, "INC5")
    opmem.delete_record("default", "incident", "INC5")
    assert pursuit_state(opmem, "INC5") == ("closed", "record deleted")
    with pytest.raises(NotFound):
        opmem.get_record("default", "incident", "INC5")
    restored = opmem.restore_record("default", "incident", "INC5")
    assert restored.short_description == "Disk full on db-05"
    assert opmem.get_record("default", "incident", "INC5").description == "Rotated logs."
    assert opmem.recall(alice, "disk full db-05").hits == ()
    assert opmem.store.document_id("default", "resolution:incident:INC5") is None
    assert pursuit_state(opmem, "INC5") == ("closed", "record deleted")
    with pytest.raises(Conflict):
        opmem.restore_record("default", "incident", "INC5")
    # the record's next change distils it again
    opmem.upsert_record(record("INC5", "Disk full on db-05", "Rotated logs, again."))
    assert [h.record_id for h in opmem.recall(alice, "disk full db-05").hits] == ["INC5"]


def test_restoring_what_was_never_archived_is_a_clear_error(opmem: Opmem) -> None:
    with pytest.raises(NotFound, match="No archived record"):
        opmem.restore_record("default", "incident", "NEVER")


def test_restore_over_http_and_cli(opmem: Opmem, tmp_path: object) -> None:
    from click.testing import CliRunner
    from fastapi.testclient import TestClient

    from opmem.surfaces.api import create_app
    from opmem.surfaces.cli import cli

    opmem.upsert_record(record("INC6", "Cache stampede"))
    opmem.delete_record("default", "incident", "INC6")
    opmem.create_principal("default", "ops", grants=["incident"], writes=["incident"])
    token = opmem.issue_token("default", "ops")
    with TestClient(create_app(opmem, mount_mcp=False)) as client:
        headers = {"Authorization": f"Bearer {token}"}
        restored = client.post("/v1/restore/incident/INC6", headers=headers)
        assert restored.status_code == 200 and restored.json()["short_description"] == "Cache stampede"
        again = client.post("/v1/restore/incident/INC6", headers=headers)
        assert again.status_code == 409 and "only a deleted record" in again.json()["error"]["message"]
    opmem.delete_record("default", "incident", "INC6")
    data_dir = str(opmem.settings.data_dir)
    opmem.close()
    env = {"OPMEM_EMBEDDING": "none", "OPMEM_DB": opmem.settings.db or "sqlite"}
    result = CliRunner().invoke(cli, ["--data-dir", data_dir, "restore", "incident", "INC6"], env=env)
    assert result.exit_code == 0 and "restored incident/INC6" in result.output


# -- retention: the archive keeps a copy for `archive_days`, then purges it ---------------------------------

T0 = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)


@pytest.fixture
def archive_db() -> str | None:
    """The database of the tests below: None, SQLite in the data directory (the PostgreSQL contract gives a URL)."""
    return None


def at_clock(data: Path, clock: FixedClock, *, days: int = 30, db: str | None = None) -> Opmem:
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, archive_days=days, db=db)
    return Opmem(settings, clock=clock, embedders={FAKE: FakeEmbedder()})


def archive_bytes(data: Path, db: str | None = None) -> bytes:
    """What the archive holds: its SQLite files' bytes, or on PostgreSQL its table's rows (the archive lives there)."""
    if db is None:
        return b"".join(p.read_bytes() for p in data.glob("archive.sqlite3*"))
    assert not list(data.glob("archive.sqlite3*")), "on PostgreSQL the archive is in the database, not a file"
    engine = open_engine(db)
    try:
        rows = engine.connection.execute("SELECT tenant_id, record_id, record FROM archived_records").fetchall()
    finally:
        engine.close()
    return "\n".join("|".join(row) for row in rows).encode()


def test_copies_past_the_retention_are_purged_and_gone_from_the_file(tmp_path: Path, archive_db: str | None) -> None:
    clock = FixedClock(T0)
    om = at_clock(tmp_path / "data", clock, db=archive_db)
    try:
        om.upsert_record(record("OLD", "Canary oldcnry4711 leaked", "password oldcnry4711"))
        om.upsert_record(record("NEW", "Canary newcnry0815 kept"))
        om.delete_record("default", "incident", "OLD")
        clock.advance(timedelta(days=20))
        om.delete_record("default", "incident", "NEW")
        clock.advance(timedelta(days=9, hours=23))
        assert om.purge_archive() == 0  # OLD is 29 days 23 hours old: kept
        assert b"oldcnry4711" in archive_bytes(tmp_path / "data", archive_db)
        clock.advance(timedelta(hours=1))
        assert om.purge_archive() == 1
        with pytest.raises(NotFound, match="retention \\(30 days"):
            om.restore_record("default", "incident", "OLD")
        assert om.restore_record("default", "incident", "NEW").short_description == "Canary newcnry0815 kept"
        assert b"oldcnry4711" not in archive_bytes(tmp_path / "data", archive_db)
    finally:
        om.close()


def test_a_retention_of_zero_keeps_no_archive(tmp_path: Path, archive_db: str | None) -> None:
    data = tmp_path / "data"
    clock = FixedClock(T0)
    om = at_clock(data, clock, db=archive_db)  # a copy made while the retention was 30 days...
    om.upsert_record(record("A", "Canary zerocnry1 on db"))
    om.delete_record("default", "incident", "A")
    om.close()
    om = at_clock(data, clock, days=0, db=archive_db)
    try:
        om.upsert_record(record("B", "Canary zerocnry2 on db"))
        om.delete_record("default", "incident", "B")
        with pytest.raises(NotFound, match="No archived record"):
            om.restore_record("default", "incident", "B")
        assert om.purge_archive() == 1  # ...goes at the next purge
        assert om.archive.count() == 0
        assert b"zerocnry" not in archive_bytes(data, archive_db)
    finally:
        om.close()


def test_the_worker_purges_the_archive_on_its_schedule(tmp_path: Path, archive_db: str | None) -> None:
    from opmem.surfaces.worker import Worker

    clock = FixedClock(T0)
    om = at_clock(tmp_path / "data", clock, days=1, db=archive_db)
    try:
        om.upsert_record(record("W", "Canary on the worker"))
        om.delete_record("default", "incident", "W")
        clock.advance(timedelta(days=2))
        assert om.archive.count() == 1
        worker = Worker(om, interval=0.02, attachment_interval=3600)
        worker.start()
        try:
            deadline = time.monotonic() + 10
            while om.archive.count() and time.monotonic() < deadline:
                time.sleep(0.05)
        finally:
            worker.stop()
        assert om.archive.count() == 0
    finally:
        om.close()


def test_archive_purge_and_record_delete_from_the_cli(tmp_path: Path, archive_db: str | None) -> None:
    from click.testing import CliRunner

    from opmem.surfaces.cli import cli

    data = tmp_path / "data"
    clock = FixedClock(datetime.now(UTC) - timedelta(days=40))
    om = at_clock(data, clock, db=archive_db)
    om.upsert_record(record("OLD", "Old canary"))
    om.delete_record("default", "incident", "OLD")
    om.close()
    env = {"OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": "none", "OPMEM_DB": archive_db or "sqlite"}
    runner = CliRunner()
    result = runner.invoke(cli, ["--data-dir", str(data), "archive", "purge"], env=env)
    assert result.exit_code == 0 and "purged 1 archive copies older than 30 days" in result.output
    result = runner.invoke(cli, ["--data-dir", str(data), "record", "delete", "incident", "OLD"], env=env)
    assert result.exit_code == 2 and "nothing was deleted" in result.output
    om = at_clock(data, FixedClock(datetime.now(UTC)), db=archive_db)
    om.upsert_record(record("NEW", "New canary"))
    om.close()
    result = runner.invoke(cli, ["--data-dir", str(data), "record", "delete", "incident", "NEW"], env=env)
    assert result.exit_code == 0 and "brings it back for 30 days" in result.output
    result = runner.invoke(cli, ["--data-dir", str(data), "restore", "incident", "NEW"], env=env)
    assert result.exit_code == 0


@pytest.mark.parametrize("value", ["-1", "thirty", ""])
def test_a_bad_retention_is_one_clear_line(tmp_path: Path, value: str) -> None:
    from click.testing import CliRunner

    from opmem.surfaces.cli import cli

    result = CliRunner().invoke(
        cli, ["--data-dir", str(tmp_path), "archive", "purge"], env={"OPMEM_ARCHIVE_DAYS": value}
    )
    assert result.exit_code == 2
    assert result.output.strip().count("\n") == 0 and "OPMEM_ARCHIVE_DAYS" in result.output


# -- erasing: no copy anywhere --------------------------------------------------------------------------------


def every_byte(data: Path) -> bytes:
    return b"".join(p.read_bytes() for p in data.rglob("*") if p.is_file())


def test_erasing_keeps_no_copy_anywhere(tmp_path: Path) -> None:
    data = tmp_path / "data"
    om = at_clock(data, FixedClock(T0))
    try:
        admin = om.local_admin("default")
        om.memory.create_agent("default", "triage")
        om.create_principal("default", "triage", grants=["incident"])
        om.upsert_record(record("SEC1", "Leaked key erasecnry42 in the logs", "key=erasecnry42", state="new"))
        om.upsert_record(record("SEC2", "Leaked key erasecnry43 resolved", "key=erasecnry43"))
        om.dispatch.dispatch(admin, "triage", "incident", "SEC1")  # the run's trigger names the record
        assert b"erasecnry42" in every_byte(data)
        om.delete_record("default", "incident", "SEC1", erase=True)
        om.delete_record("default", "incident", "SEC2")  # a plain deletion keeps its archive copy...
        assert b"erasecnry43" in every_byte(data)
        om.delete_record("default", "incident", "SEC2", erase=True)  # ...until it is erased too
        assert b"erasecnry4" not in every_byte(data)
        for rid in ("SEC1", "SEC2"):
            with pytest.raises(NotFound, match="was erased"):
                om.restore_record("default", "incident", rid)
        with pytest.raises(NotFound, match="nothing was deleted"):
            om.delete_record("default", "incident", "SEC2", erase=True)
    finally:
        om.close()


def test_erasing_over_http_needs_the_write_grant_and_manage_access(opmem: Opmem) -> None:
    from fastapi.testclient import TestClient

    from opmem.surfaces.api import create_app

    opmem.upsert_record(record("SEC9", "Leaked key httpcnry77"))
    opmem.create_principal("default", "writer", grants=["incident"], writes=["incident"])
    opmem.create_principal("default", "keeper", grants=["incident"], capabilities=["manage_access"])
    opmem.create_principal(
        "default", "eraser", grants=["incident"], writes=["incident"], capabilities=["manage_access"]
    )

    def bearer(principal_id: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {opmem.issue_token('default', principal_id)}"}

    path = "/v1/records/incident/SEC9"
    with TestClient(create_app(opmem, mount_mcp=False)) as client:
        refused = client.delete(path, params={"erase": "true"}, headers=bearer("writer"))
        assert refused.status_code == 403
        assert "needs the 'manage_access' capability; 'writer' lacks it" in refused.json()["error"]["message"]
        refused = client.delete(path, params={"erase": "true"}, headers=bearer("keeper"))
        assert refused.status_code == 403 and "needs a write grant" in refused.json()["error"]["message"]
        assert client.delete(path, params={"erase": "maybe"}, headers=bearer("eraser")).status_code == 400
        assert client.get(path, headers=bearer("writer")).status_code == 200  # nothing changed so far
        assert client.delete(path, params={"erase": "true"}, headers=bearer("eraser")).status_code == 204
        assert client.get(path, headers=bearer("writer")).status_code == 404
        gone = client.post("/v1/restore/incident/SEC9", headers=bearer("eraser"))
        assert gone.status_code == 404 and "was erased" in gone.json()["error"]["message"]
        assert opmem.archive.count() == 0
        described = client.get("/openapi.json").json()["paths"]["/v1/records/{table}/{record_id}"]["delete"]
        erase = next(p for p in described["parameters"] if p["name"] == "erase")
        assert "manage_access" in erase["description"] and erase["in"] == "query"
