"""The archive copy of a deleted record is separate: restoring the record brings back the record only, not its
memory document and not its closed pursuits."""

from __future__ import annotations

import pytest
from conftest import record

from opmem.core import Opmem
from opmem.errors import Conflict, NotFound
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
    opmem.create_principal("default", "ops", grants=["incident"])
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
    result = CliRunner().invoke(
        cli, ["--data-dir", data_dir, "restore", "incident", "INC6"], env={"OPMEM_EMBEDDING": "none"}
    )
    assert result.exit_code == 0 and "restored incident/INC6" in result.output
