"""Dispatch and pursuits over HTTP (the real app through TestClient), MCP (a real client session against the app
served by uvicorn) and the CLI."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from conftest import FAKE, record
from fastapi.testclient import TestClient
from live import serving
from mcp_types import TextContent
from test_mcp import http_session

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli

TENANT = "default"


def seeded(data_dir: Path, db: str | None = None) -> Opmem:
    settings = Settings(data_dir=data_dir, default_embedding=FAKE, clamd_socket=None, db=db)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    for n in range(4):
        om.upsert_record(record(f"INC{n}", f"Disk full on db-0{n} after log rotation", "purged WAL archives"))
    om.upsert_record(record("NEW1", "Disk full on db-02 again", state="new"))
    om.memory.create_agent(TENANT, "triage")
    om.create_principal(TENANT, "triage", grants=["incident"])
    om.dispatch.grant_tools(TENANT, "triage", [t for t in TOOLS if t != "read_knowledge_document"])
    om.create_principal(TENANT, "rita", grants=["incident"], capabilities=["curate_memory", "review_memories"])
    om.create_principal(TENANT, "stranger", grants=["incident"])
    return om


def bearer(om: Opmem, principal: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {om.issue_token(TENANT, principal)}"}


@pytest.fixture
def http(tmp_path: Path, store_db: str | None) -> Iterator[tuple[Opmem, TestClient]]:
    om = seeded(tmp_path / "data", store_db)
    with TestClient(create_app(om, mount_mcp=False)) as client:
        yield om, client
    om.close()


def test_dispatch_over_http_returns_the_bundle_in_one_call(http: tuple[Opmem, TestClient]) -> None:
    om, client = http
    rita, triage = bearer(om, "rita"), bearer(om, "triage")
    chosen = ["dispatch_run", "read_knowledge_document"]
    tools = client.put("/v1/agents/triage/tools", json={"tools": chosen}, headers=rita)
    assert tools.status_code == 200 and tools.json()["tools"] == chosen
    body = {"agent_id": "triage", "table": "incident", "record_id": "NEW1"}
    response = client.post("/v1/dispatch", json=body, headers=triage)
    assert response.status_code == 200, response.text
    out = response.json()
    assert out["case_file"]["record_id"] == "NEW1" and out["run"]["record_id"] == "NEW1"
    entries = out["index"]["entries"]
    assert entries and all(e["doc_id"] is not None for e in entries) and out["index"]["dropped"] == 0
    assert "Dispatch index for incident/NEW1" in out["index"]["text"] and out["digest"] is None
    assert "## Memory policy" in out["guidance"] and out["text"].startswith("## Memory policy")
    denied = client.post("/v1/dispatch", json=body, headers=bearer(om, "stranger"))
    assert denied.status_code == 403 and "cannot dispatch agent 'triage'" in denied.json()["error"]["message"]
    assert client.put("/v1/agents/triage/tools", json={"tools": ["x"]}, headers=rita).status_code == 400
    assert client.put("/v1/agents/triage/tools", json={"tools": []}, headers=triage).status_code == 403


def test_pursuits_over_http(http: tuple[Opmem, TestClient]) -> None:
    om, client = http
    triage = bearer(om, "triage")
    opened = client.post(
        "/v1/pursuits", json={"agent_id": "triage", "table": "incident", "record_id": "NEW1"}, headers=triage
    )
    assert opened.status_code == 200, opened.text
    pid = opened.json()["id"]
    noted = client.patch(f"/v1/pursuits/{pid}", json={"agent_id": "triage", "notes": "cron broken"}, headers=triage)
    assert noted.json()["notes"] == "cron broken"
    listed = client.get("/v1/pursuits", params={"table": "incident", "record_id": "NEW1"}, headers=triage)
    assert [p["id"] for p in listed.json()["pursuits"]] == [pid]
    stolen = client.post(f"/v1/pursuits/{pid}/hold", json={"agent_id": "triage"}, headers=bearer(om, "stranger"))
    assert stolen.status_code == 403
    closed = client.post(f"/v1/pursuits/{pid}/close", json={"agent_id": "triage"}, headers=triage)
    assert closed.json()["state"] == "closed"
    assert (
        client.get("/v1/pursuits", params={"table": "incident", "record_id": "NEW1"}, headers=triage).json()["pursuits"]
        == []
    )


# -- MCP ----------------------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[tuple[str, Opmem]]:
    om = seeded(tmp_path_factory.mktemp("dispatch-live"), module_store_db)
    with serving(om) as base:
        yield f"{base}/mcp", om
    om.close()


@pytest.mark.anyio
async def test_dispatch_over_mcp_tool_and_prompt(served: tuple[str, Opmem]) -> None:
    url, om = served
    token = om.issue_token(TENANT, "triage")
    async with http_session(url, token) as client:
        names = {t.name for t in (await client.list_tools()).tools}
        assert {"dispatch_run", "open_pursuit", "note_pursuit", "hold_pursuit", "close_pursuit"} <= names
        opened = await client.call_tool(
            "open_pursuit", {"agent_id": "triage", "table": "incident", "record_id": "NEW1", "notes": "n"}
        )
        assert not opened.is_error and opened.structured_content is not None
        result = await client.call_tool(
            "dispatch_run", {"agent_id": "triage", "table": "incident", "record_id": "NEW1"}
        )
        assert not result.is_error and result.structured_content is not None
        bundle: dict[str, Any] = result.structured_content
        assert bundle["case_file"]["record_id"] == "NEW1" and bundle["index"]["entries"]
        assert all(e["doc_id"] is None for e in bundle["index"]["entries"])  # triage holds no read tool
        prompt = await client.get_prompt("dispatch_context", {"run_id": bundle["run"]["id"]})  # renders, starts nothing
        content = prompt.messages[0].content
        assert isinstance(content, TextContent) and "Dispatch index for incident/NEW1" in content.text
        assert f"Run {bundle['run']['id']} of agent triage" in content.text
        refused = await client.call_tool("dispatch_run", {"agent_id": "triage", "table": "incident", "record_id": "NO"})
        assert refused.is_error
    assert len([r for r in om.store.db.execute("SELECT id FROM investigations WHERE record_id = 'NEW1'")]) == 1


# -- CLI ----------------------------------------------------------------------------------------------------


def test_cli_dispatch_pursuit_and_agent_tools(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, store_db: str | None
) -> None:
    data = tmp_path / "cli"
    seeded(data, store_db).close()
    monkeypatch.setenv("OPMEM_EMBEDDING", "none")
    monkeypatch.setenv("OPMEM_CLAMD_SOCKET", "none")
    runner = CliRunner()

    def run(*args: str) -> str:
        result = runner.invoke(cli, ["--data-dir", str(data), *args])
        assert result.exit_code == 0, result.output
        return result.output

    assert "read_knowledge_document" in run("agent-tools", "triage", "--grant", "read_knowledge_document")
    assert "1. agent helper on incident/NEW1 [open" in run("pursuit", "open", "incident", "NEW1", "--agent", "helper")
    assert "cron" in run("pursuit", "note", "1", "cron", "--agent", "helper")
    assert "held" in run("pursuit", "hold", "1", "--agent", "helper")
    assert "agent helper" in run("pursuit", "list", "incident", "NEW1")
    out = json.loads(run("dispatch", "incident", "NEW1", "--agent", "triage", "--json"))
    assert out["index"]["entries"][0]["kind"] == "open_work" and out["case_file"]["record_id"] == "NEW1"
    assert "Case file incident/NEW1" in run("dispatch", "incident", "NEW1", "--agent", "triage")
    assert "closed" in run("pursuit", "close", "1", "--agent", "helper")


@pytest.mark.usefixtures("store_db")  # the CLI's database (OPMEM_DB on PostgreSQL)
def test_a_new_user_creates_an_agent_and_dispatches_from_the_command_line(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from opmem.surfaces.cli import cli

    env = {"OPMEM_EMBEDDING": "none", "OPMEM_CLAMD_SOCKET": "none"}
    data = ["--data-dir", str(tmp_path / "cli")]
    runner = CliRunner()
    records = tmp_path / "r.jsonl"
    records.write_text(
        '{"record_id": "INC1", "state": "resolved", "title": "Disk full on db01"}\n'
        '{"record_id": "INC2", "state": "open", "title": "Disk full on db02"}\n'
    )
    assert runner.invoke(cli, [*data, "import", "jsonl", str(records), "--table", "incident"], env=env).exit_code == 0
    made = runner.invoke(
        cli, [*data, "agent", "triage", "--grant", "incident", "--tool", "read_knowledge_document"], env=env
    )
    assert made.exit_code == 0 and "reads incident; tools read_knowledge_document" in made.output
    shown = runner.invoke(cli, [*data, "dispatch", "incident", "INC2", "--agent", "triage"], env=env)
    assert shown.exit_code == 0, shown.output
    assert "Disk full on db01" in shown.output and "Case file incident/INC2" in shown.output
