"""What each run was shown, through the surfaces: the real HTTP app (TestClient), the CLI, and an MCP session."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from conftest import FAKE, record
from fastapi.testclient import TestClient
from mcp.client import Client

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.memory import Signal
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli
from opmem.surfaces.mcp import TOOL_NAME, create_mcp

TENANT = "default"
TRIGGER = [Signal("manual", {"note": "disk alarms on db01"})]
SECRET_ID = "INC-SECRET-77"
SECRET_BODY = "BODY-TEXT-XYZ rotated the logs"


@dataclass
class Env:
    opmem: Opmem
    client: TestClient
    docs: dict[str, int]
    tokens: dict[str, dict[str, str]]

    def get(self, path: str, who: str, status: int = 200, **params: Any) -> Any:
        response = self.client.get(path, params=params, headers=self.tokens[who])
        assert response.status_code == status, response.text
        return response.json()

    def post(self, path: str, who: str, body: dict[str, Any], status: int = 200) -> Any:
        response = self.client.post(path, json=body, headers=self.tokens[who])
        assert response.status_code == status, response.text
        return response.json()

    def ledger_rows(self) -> int:
        count: int = self.opmem.store.db.execute("SELECT count(*) FROM run_documents").fetchone()[0]
        return count

    def start(self, run_id: str, record_id: str = "INC100") -> str:
        inv = self.opmem.memory.start_investigation(
            TENANT, "triage", TRIGGER, investigation_id=run_id, record=("incident", record_id)
        )
        return inv.id


def seed(opmem: Opmem) -> dict[str, int]:
    opmem.memory.create_agent(TENANT, "triage")
    opmem.create_principal(TENANT, "triage", grants=["incident", "problem"])
    opmem.dispatch.grant_tools(TENANT, "triage", TOOLS)  # its service account calls only the tools it holds
    opmem.create_principal(TENANT, "bob", grants=["incident"])
    opmem.create_principal(TENANT, "rita", grants=["incident", "problem"], capabilities=["browse_memory"])
    return {
        "disk": opmem.upsert_record(record(SECRET_ID, "Disk full on db01", SECRET_BODY)) or 0,
        "cert": opmem.upsert_record(record("PRB1", "Expired certificate on the gateway", table="problem")) or 0,
    }


@pytest.fixture
def env(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[Env]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    docs = seed(opmem)
    tokens = {p: {"Authorization": f"Bearer {opmem.issue_token(TENANT, p)}"} for p in ("triage", "bob", "rita")}
    with TestClient(create_app(opmem, mount_mcp=False)) as client:
        yield Env(opmem, client, docs, tokens)
    opmem.close()


# -- HTTP -------------------------------------------------------------------------------------------------


def test_a_run_over_http_and_its_line(env: Env) -> None:
    run = env.start("run-1")
    env.opmem.ledger.surfaced(TENANT, run, [(env.docs["disk"], "resolution")], via="dispatch")
    hits = env.post("/v1/recall", "triage", {"query": "expired certificate gateway", "k": 1, "run_id": run})["results"]
    assert [h["doc_id"] for h in hits] == [env.docs["cert"]]
    env.get(f"/v1/documents/{env.docs['disk']}", "triage", run_id=run)
    env.post(f"/v1/documents/{env.docs['cert']}/ask", "triage", {"question": "What expired?", "run_id": run})
    env.get(f"/v1/runs/{run}/shown", "triage", status=409)  # still running
    env.opmem.memory.finish_investigation(TENANT, run)

    shown = env.get(f"/v1/runs/{run}/shown", "triage")
    line = shown["line"]
    assert line["text"] == (
        "This run was shown 2 documents (2 resolution): 1 in its dispatch index, 1 found by recall mid-run; "
        "it opened 2."
    )
    assert (line["documents"], line["at_dispatch"], line["by_recall"], line["opened"]) == (2, 1, 1, 2)
    assert {t["title"] for t in line["titles"]} == {"Disk full on db01", "Expired certificate on the gateway"}

    bob = env.get(f"/v1/runs/{run}/shown", "bob")["line"]  # may read incidents, not problems
    assert [t["title"] for t in bob["titles"]] == ["Disk full on db01"]
    assert bob["withheld"] == 1 and bob["withheld_reason"] == "you cannot read their source records"
    assert "1 withheld: you cannot read their source records." in bob["text"]


def test_the_json_carries_no_body_record_id_or_link(env: Env) -> None:
    run = env.start("run-1")
    env.opmem.ledger.surfaced(TENANT, run, [(env.docs["disk"], "resolution")], via="dispatch")
    env.get(f"/v1/documents/{env.docs['disk']}", "triage", run_id=run)
    env.opmem.memory.finish_investigation(TENANT, run)
    link = env.opmem.store.document(TENANT, env.docs["disk"])
    assert link is not None
    for path, who in ((f"/v1/runs/{run}/shown", "bob"), ("/v1/record-runs/incident/INC100", "bob")):
        text = env.client.get(path, headers=env.tokens[who]).text
        assert "Disk full on db01" in text
        for leak in (SECRET_ID, "BODY-TEXT-XYZ", link.link, "source_table", "record_id", "link"):
            assert leak not in text, (path, leak)


def test_a_bad_run_id_over_http_is_a_json_error_and_records_nothing(env: Env) -> None:
    env.start("run-1")
    answer = env.post("/v1/recall", "triage", {"query": "disk full", "run_id": "no-such-run"}, status=404)
    assert answer["error"]["type"] == "not_found" and "No run 'no-such-run'" in answer["error"]["message"]
    env.get(f"/v1/documents/{env.docs['disk']}", "triage", status=404, run_id="no-such-run")
    env.post(f"/v1/documents/{env.docs['disk']}/ask", "triage", {"question": "Why?", "run_id": ""}, status=400)
    assert env.ledger_rows() == 0


def test_a_run_without_a_ledger_has_a_null_line(env: Env) -> None:
    run = env.start("run-1")
    env.opmem.memory.finish_investigation(TENANT, run)
    assert env.get(f"/v1/runs/{run}/shown", "bob") == {"run_id": run, "outcome": None, "finding": None, "line": None}
    env.get("/v1/runs/nope/shown", "bob", status=404)


def test_runs_on_a_record_over_http(env: Env) -> None:
    first = env.start("run-1", "INC/100")  # a record id with a slash still routes
    env.opmem.ledger.surfaced(TENANT, first, [(env.docs["cert"], "resolution")], via="dispatch")
    env.opmem.memory.finish_investigation(TENANT, first)
    runs = env.get("/v1/record-runs/incident/INC/100", "bob")["runs"]
    assert [r["run_id"] for r in runs] == ["run-1"] and runs[0]["agent_id"] == "triage"
    assert runs[0]["line"]["withheld"] == 1 and runs[0]["line"]["titles"] == []
    env.get("/v1/record-runs/problem/PRB1", "bob", status=404)


def test_a_records_runs_page_by_cursor_newest_first(env: Env) -> None:
    for n in range(5):
        run = env.start(f"run-{n}", "INC100")
        env.opmem.memory.finish_investigation(TENANT, run)
    path = "/v1/record-runs/incident/INC100"
    first = env.get(path, "bob", limit=2)
    second = env.get(path, "bob", limit=2, cursor=first["next_cursor"])
    third = env.get(path, "bob", limit=2, cursor=second["next_cursor"])
    seen = [r["run_id"] for page in (first, second, third) for r in page["runs"]]
    assert seen == [f"run-{n}" for n in range(4, -1, -1)] and third["next_cursor"] is None
    bad = env.get(path, "bob", status=400, cursor=first["next_cursor"][:-3])
    assert "without a cursor" in bad["error"]["message"]


def test_usage_over_http(env: Env) -> None:
    run = env.start("run-1")
    env.opmem.ledger.surfaced(TENANT, run, [(env.docs["disk"], "resolution")], via="dispatch")
    env.post("/v1/recall", "triage", {"query": "expired certificate gateway", "k": 1, "run_id": run})
    env.get(f"/v1/documents/{env.docs['disk']}", "triage", run_id=run)
    assert env.get("/v1/usage", "triage", status=403)["error"]["type"] == "forbidden"
    report = env.get("/v1/usage", "rita")
    assert (report["runs"], report["runs_with_dispatch_index"], report["runs_that_opened"]) == (1, 1, 1)
    assert [(d["title"], d["opened"]) for d in report["documents"]] == [
        ("Disk full on db01", 1),
        ("Expired certificate on the gateway", 0),
    ]
    assert report["kinds"] == [
        {"kind": "resolution", "documents": 2, "shown": 2, "at_dispatch": 1, "by_recall": 1, "opened": 1}
    ]
    assert env.get("/v1/usage", "rita", kind="skill")["documents"] == []
    assert "Unknown kind" in env.get("/v1/usage", "rita", status=400, kind="ticket")["error"]["message"]


# -- CLI --------------------------------------------------------------------------------------------------


def run_cli(data: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={"OPMEM_EMBEDDING": "none"})


def test_cli_runs_shown_and_usage(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> None:
    data = tmp_path / "data"
    opmem = Opmem(Settings(data_dir=data, default_embedding=FAKE, db=store_db), embedders={FAKE: fake_embedder})
    docs = seed(opmem)
    run = opmem.memory.start_investigation(
        TENANT, "triage", TRIGGER, investigation_id="run-1", record=("incident", "I")
    )
    opmem.ledger.surfaced(TENANT, run.id, [(docs["disk"], "resolution"), (docs["cert"], "resolution")], via="dispatch")
    opmem.memory.finish_investigation(TENANT, run.id)
    opmem.close()

    shown = run_cli(data, "runs", "shown", "run-1")
    assert shown.exit_code == 0, shown.output
    assert shown.output.splitlines()[0].startswith("This run was shown 2 documents (2 resolution)")
    assert "  - Disk full on db01 (resolution, dispatch index)" in shown.output
    as_json = json.loads(run_cli(data, "runs", "shown", "run-1", "--json").stdout)
    assert as_json["line"]["documents"] == 2 and as_json["line"]["text"].startswith("This run was shown")
    missing = run_cli(data, "runs", "shown", "nope")
    assert missing.exit_code == 2 and "No run 'nope'" in missing.output

    usage = run_cli(data, "usage")
    assert usage.exit_code == 0, usage.output
    assert "1 run shown documents: 1 with a dispatch index, 0 opened at least one." in usage.output
    report = json.loads(run_cli(data, "usage", "--kind", "resolution", "--json").stdout)
    assert {d["title"] for d in report["documents"]} == {"Disk full on db01", "Expired certificate on the gateway"}


# -- MCP --------------------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_mcp_tools_take_a_run_id(env: Env) -> None:
    agent = env.opmem.principal(TENANT, "triage")
    run = env.start("run-1")
    async with Client(create_mcp(env.opmem, lambda _ctx: agent)) as client:
        recalled = await client.call_tool(TOOL_NAME, {"query": "disk full db01", "k": 1, "run_id": run})
        assert not recalled.is_error, recalled.content
        read = await client.call_tool("read_knowledge_document", {"doc_id": env.docs["disk"], "run_id": run})
        assert not read.is_error, read.content
        bad = await client.call_tool(TOOL_NAME, {"query": "disk full", "run_id": "nope"})
        assert bad.is_error
    entries = env.opmem.ledger.rows.entries(TENANT, run)
    assert [(e.doc_id, e.by_recall, e.opened_at is not None) for e in entries] == [(env.docs["disk"], True, True)]
