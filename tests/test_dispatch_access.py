"""Dispatch reads as the agent and never tells the caller more than the caller may read; runs belong to their
agent; a curator's attachment pass stays in its tenant. Over the real HTTP app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest import record
from fastapi.testclient import TestClient
from files import PassEverything

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app

TENANT = "default"
FAKE = "fake:hash-64"
SECRET = "Payroll export leaked to the vendor share"


@pytest.fixture
def env(tmp_path: Path, store_db: str | None) -> Iterator[tuple[Opmem, TestClient]]:
    om = Opmem(
        Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db),
        embedders={FAKE: FakeEmbedder()},
        scanner=PassEverything(),
    )
    om.upsert_record(record("INC1", "Disk full on db-01 after log rotation", "purged WAL archives"))
    om.upsert_record(record("INC2", "Disk full on db-01 again", state="new"))
    om.upsert_record(record("HR1", SECRET, "the payroll file went to the vendor", table="problem", state="new"))
    om.upsert_record(record("HR0", SECRET + " last year", "resolved by revoking the share", table="problem"))
    om.create_agent(TENANT, "triage", grants=["incident"], tools=list(TOOLS))  # cannot read problem
    om.create_agent(TENANT, "hr", grants=["problem", "incident"], tools=list(TOOLS))
    om.create_principal(TENANT, "rita", grants=["incident"], capabilities=["review_memories", "curate_memory"])
    with TestClient(create_app(om, mount_mcp=False)) as client:
        yield om, client
    om.close()


def bearer(om: Opmem, principal: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {om.issue_token(TENANT, principal)}"}


def dispatch(client: TestClient, headers: dict[str, str], agent: str, table: str, record_id: str) -> Any:
    return client.post(
        "/v1/dispatch", json={"agent_id": agent, "table": table, "record_id": record_id}, headers=headers
    )


def runs(om: Opmem) -> int:
    return int(om.store.db.execute("SELECT count(*) FROM investigations").fetchone()[0])


def test_a_record_neither_may_read_answers_as_one_that_does_not_exist(env: tuple[Opmem, TestClient]) -> None:
    om, client = env
    headers = bearer(om, "triage")
    hidden = dispatch(client, headers, "triage", "problem", "HR1")
    missing = dispatch(client, headers, "triage", "problem", "HR9")
    assert hidden.status_code == missing.status_code == 404
    body, absent = hidden.json()["error"], missing.json()["error"]
    assert body.keys() == absent.keys() and body["type"] == absent["type"] == "not_found"
    assert body["message"] == absent["message"].replace("HR9", "HR1")
    assert SECRET not in hidden.text and runs(om) == 0


def test_a_caller_who_cannot_read_the_table_gets_nothing_of_it(env: tuple[Opmem, TestClient]) -> None:
    om, client = env
    response = dispatch(client, bearer(om, "rita"), "hr", "problem", "HR1")
    assert response.status_code == 200, response.text
    out = response.json()
    assert out["case_file"] is None and out["index"] is None
    assert "you ('rita') may not read table 'problem'" in " ".join(out["notes"])
    assert SECRET not in response.text and "payroll" not in response.text.lower()
    trigger = out["run"]["trigger"][0]["payload"]
    assert trigger == {"source_table": "problem", "record_id": "HR1"}


def test_the_index_holds_only_what_both_may_read(env: tuple[Opmem, TestClient]) -> None:
    om, client = env
    # rita reads incident only; hr reads problem and incident: recalled precedent from problem stays out
    om.upsert_record(record("INC3", "Payroll export leaked again", "", state="new"))
    response = dispatch(client, bearer(om, "rita"), "hr", "incident", "INC3")
    assert response.status_code == 200, response.text
    entries = response.json()["index"]["entries"]
    assert all(e["source_table"] == "incident" for e in entries)
    assert SECRET not in response.text
    # the agent itself, dispatched by its own account, still sees its precedent
    own = dispatch(client, bearer(om, "hr"), "hr", "incident", "INC3")
    assert any(e["source_table"] == "problem" for e in own.json()["index"]["entries"])


def test_runs_belong_to_their_agent(env: tuple[Opmem, TestClient]) -> None:
    om, client = env
    run = dispatch(client, bearer(om, "triage"), "triage", "incident", "INC2").json()["run"]["id"]
    shown_before = om.store.db.execute("SELECT count(*) FROM run_documents WHERE run_id = ?", (run,)).fetchone()[0]
    body = {"query": "disk full db-01", "run_id": run}
    refused = client.post("/v1/recall", json=body, headers=bearer(om, "hr"))
    assert refused.status_code == 403
    assert refused.json()["error"]["message"].startswith(f"Run {run!r} belongs to agent 'triage'")
    rows = om.store.db.execute("SELECT count(*) FROM run_documents WHERE run_id = ?", (run,)).fetchone()[0]
    assert rows == shown_before
    assert client.post("/v1/recall", json=body, headers=bearer(om, "triage")).status_code == 200
    assert client.post("/v1/recall", json=body, headers=bearer(om, "rita")).status_code == 200


def test_a_curators_attachment_pass_stays_in_its_tenant(env: tuple[Opmem, TestClient]) -> None:
    om, client = env
    om.create_tenant("other", embedding=None)
    om.upsert_record(record("INC1", "Disk full elsewhere", tenant="other"))
    theirs = om.create_principal("other", "owner", grants=["incident"], writes=["incident"])
    mine = om.create_principal(TENANT, "uploader", grants=["incident"], writes=["incident"])
    foreign = om.add_attachment(theirs, "incident", "INC1", filename="notes.txt", data=b"their runbook text")
    local = om.add_attachment(mine, "incident", "INC1", filename="notes.txt", data=b"our runbook text")
    ran = client.post("/v1/attachments/process", headers=bearer(om, "rita"))
    assert ran.status_code == 200 and ran.json()["processed"] == 1
    assert om.attachments.get(TENANT, local.id).status == "indexed"  # type: ignore[union-attr]
    assert om.attachments.get("other", foreign.id).status == "pending"  # type: ignore[union-attr]
