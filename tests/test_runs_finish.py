"""Runs finish: over HTTP (the real app), MCP (a real client session against the served app) and the CLI; the
worker closes runs left running past their time (a mocked clock); an agent's calls record against its run."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from conftest import FAKE, record
from fastapi.testclient import TestClient
from live import serving
from test_mcp import error_text, http_session

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli
from opmem.surfaces.worker import Worker

TENANT = "default"
MEMORY = {"title": "Disk full on db-02: WAL archive not purged", "root_cause": "archive_command failing"}


def seeded(data_dir: Path, clock: FixedClock | None = None, **settings: Any) -> Opmem:
    om = Opmem(
        Settings(data_dir=data_dir, default_embedding=FAKE, clamd_socket=None, **settings),
        embedders={FAKE: FakeEmbedder()},
        clock=clock,
    )
    om.upsert_record(record("INC1", "Disk full on db-01 after log rotation", "purged WAL archives"))
    om.upsert_record(record("PRB1", "Expired certificate on the gateway", table="problem"))
    om.upsert_record(record("NEW1", "Disk full on db-02 again", state="new"))
    for agent in ("triage", "other"):
        om.memory.create_agent(TENANT, agent)
        om.create_principal(TENANT, agent, grants=["incident", "problem"])
        om.dispatch.grant_tools(TENANT, agent, TOOLS)  # its service account calls only the tools it holds
    om.create_principal(TENANT, "rita", grants=["incident"], capabilities=["review_memories"])
    om.create_principal(TENANT, "bob", grants=["incident"])
    return om


class Http:
    def __init__(self, om: Opmem, client: TestClient) -> None:
        self.om, self.client = om, client
        self.tokens = {
            p: {"Authorization": f"Bearer {om.issue_token(TENANT, p)}"} for p in ("triage", "other", "rita", "bob")
        }

    def call(self, method: str, path: str, who: str, status: int = 200, **kwargs: Any) -> Any:
        response = self.client.request(method, path, headers=self.tokens[who], **kwargs)
        assert response.status_code == status, response.text
        return response.json() if response.content else None

    def dispatch(self, record_id: str = "NEW1", who: str = "triage", agent: str = "triage") -> str:
        bundle = self.call(
            "POST", "/v1/dispatch", who, json={"agent_id": agent, "table": "incident", "record_id": record_id}
        )
        run_id: str = bundle["run"]["id"]
        return run_id

    def finish(self, run_id: str, who: str = "triage", status: int = 200, **body: Any) -> Any:
        return self.call("POST", f"/v1/runs/{run_id}/finish", who, status, json=body)


@pytest.fixture
def http(tmp_path: Path, store_db: str | None) -> Iterator[Http]:
    om = seeded(tmp_path / "data", db=store_db)
    with TestClient(create_app(om, mount_mcp=False)) as client:
        yield Http(om, client)
    om.close()


def pursuit_state(om: Opmem, pursuit_id: int) -> str:
    return om.dispatch.pursuits.get(TENANT, pursuit_id).state


# -- finishing over HTTP ----------------------------------------------------------------------------------


def test_a_run_finished_over_http_shows_its_line_and_takes_no_more_memory(http: Http) -> None:
    run = http.dispatch()
    pursuit = http.call(
        "POST", "/v1/pursuits", "triage", json={"agent_id": "triage", "table": "incident", "record_id": "NEW1"}
    )
    memory_path = f"/v1/memory/agents/triage/investigations/{run}/memory"
    http.call("POST", memory_path, "triage", json=MEMORY)
    http.call("GET", f"/v1/runs/{run}/shown", "bob", 409)  # still running
    assert http.call("GET", "/v1/record-runs/incident/NEW1", "bob") == {"runs": [], "next_cursor": None}

    out = http.finish(run, outcome="resolved", finding="Purged the WAL archive; archive_command fixed.")
    assert (out["outcome"], out["finding"], out["finished_by"], out["already"]) == (
        "resolved",
        "Purged the WAL archive; archive_command fixed.",
        "triage",
        False,
    )
    assert out["pursuits"] == [{"pursuit_id": pursuit["id"], "state": "closed"}]
    assert pursuit_state(http.om, pursuit["id"]) == "closed"
    assert out["line"]["at_dispatch"] >= 1 and out["text"].startswith(f"Run {run} finished: resolved.")

    shown = http.call("GET", f"/v1/runs/{run}/shown", "bob")
    assert shown["line"]["text"].startswith("This run was shown") and shown["line"]["at_dispatch"] >= 1
    assert (shown["outcome"], shown["finding"]) == ("resolved", out["finding"])
    runs = http.call("GET", "/v1/record-runs/incident/NEW1", "bob")["runs"]
    assert [(r["run_id"], r["outcome"], r["finding"]) for r in runs] == [(run, "resolved", out["finding"])]

    based_on = {**http.tokens["triage"], "If-Match": '"1"'}  # the memory's version: only the finish refuses it
    refused = http.client.put(memory_path, json={**MEMORY, "root_cause": "changed"}, headers=based_on)
    assert refused.status_code == 409, refused.text
    assert "has finished; memories are written while it runs" in refused.json()["error"]["message"]
    again = http.call(
        "POST", f"/v1/memory/agents/triage/investigations/{run}/link", "triage", 409, json={"memory_id": 1}
    )
    assert "has finished" in again["error"]["message"]


def test_a_finish_is_once_and_a_resend_changes_nothing(http: Http) -> None:
    run = http.dispatch()
    first = http.finish(run, outcome="escalated")
    resent = http.finish(run, outcome="escalated")
    assert resent["already"] is True and resent["finished_at"] == first["finished_at"]
    other = http.finish(run, status=409, outcome="resolved")["error"]["message"]
    assert f"Run {run!r} already finished as 'escalated'" in other and "continuation_of" in other


def test_who_may_finish_a_run(http: Http) -> None:
    run = http.dispatch()
    for who in ("bob", "other"):  # a person without review_memories; another agent
        refused = http.finish(run, who, 403, outcome="resolved")
        assert "only that agent (its service account)" in refused["error"]["message"]
    assert http.call("GET", f"/v1/runs/{run}/shown", "bob", 409)
    assert http.finish(run, "rita", outcome="abandoned")["finished_by"] == "rita"
    assert http.finish("no-such-run", status=404, outcome="resolved")["error"]["type"] == "not_found"


def test_bad_finishes_are_400_and_change_nothing(http: Http) -> None:
    run = http.dispatch()
    assert http.finish(run, status=400, outcome="done")["error"]["type"] == "invalid_input"
    http.finish(run, status=400, outcome="resolved", finding="x" * 4001)
    http.finish(run, status=400, outcome="resolved", colour="red")
    assert http.om.runs.rows.run(TENANT, run).running  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("outcome", "state"),
    [("resolved", "closed"), ("no_precedent", "held"), ("escalated", "held"), ("abandoned", "closed")],
)
def test_the_outcome_holds_or_closes_the_agents_pursuit_of_the_record(http: Http, outcome: str, state: str) -> None:
    mine = http.call(
        "POST", "/v1/pursuits", "triage", json={"agent_id": "triage", "table": "incident", "record_id": "NEW1"}
    )
    theirs = http.call(
        "POST", "/v1/pursuits", "other", json={"agent_id": "other", "table": "incident", "record_id": "NEW1"}
    )
    elsewhere = http.call(
        "POST", "/v1/pursuits", "triage", json={"agent_id": "triage", "table": "incident", "record_id": "INC1"}
    )
    run = http.dispatch()
    assert http.finish(run, outcome=outcome)["pursuits"] == [{"pursuit_id": mine["id"], "state": state}]
    assert pursuit_state(http.om, mine["id"]) == state
    assert pursuit_state(http.om, theirs["id"]) == pursuit_state(http.om, elsewhere["id"]) == "open"
    listed = http.call("GET", "/v1/pursuits", "bob", params={"table": "incident", "record_id": "NEW1"})
    assert {p["id"] for p in listed["pursuits"]} == ({mine["id"], theirs["id"]} if state == "held" else {theirs["id"]})


# -- an agent's calls record against its run -------------------------------------------------------------


def test_recall_read_and_ask_record_against_the_agents_one_running_run(http: Http) -> None:
    run = http.dispatch()
    hits = http.call("POST", "/v1/recall", "triage", json={"query": "expired certificate gateway", "k": 1})["results"]
    cert = hits[0]["doc_id"]
    http.call("GET", f"/v1/documents/{cert}", "triage")
    http.call("POST", f"/v1/documents/{cert}/ask", "triage", json={"question": "What expired?"})
    entries = {e.doc_id: e for e in http.om.ledger.rows.entries(TENANT, run)}
    assert entries[cert].by_recall and entries[cert].opened_at is not None
    http.call("POST", "/v1/recall", "bob", json={"query": "expired certificate gateway", "k": 1})  # a person: no run


def test_with_several_running_runs_the_call_must_name_one(http: Http) -> None:
    first, second = http.dispatch("NEW1"), http.dispatch("INC1")
    refused = http.call("POST", "/v1/recall", "triage", 400, json={"query": "disk full"})["error"]["message"]
    assert f"has 2 running runs ({first}, {second}): pass run_id" in refused
    http.call("GET", "/v1/documents/1", "triage", 400)
    http.call("POST", "/v1/recall", "triage", json={"query": "expired certificate", "k": 1, "run_id": second})
    assert [e.by_recall for e in http.om.ledger.rows.entries(TENANT, second)].count(True) == 1
    http.finish(first, outcome="no_precedent")
    http.call("POST", "/v1/recall", "triage", json={"query": "expired certificate", "k": 1})  # one running again


# -- the worker -------------------------------------------------------------------------------------------


def test_the_worker_closes_runs_left_running_past_their_time_as_abandoned(tmp_path: Path, store_db: str | None) -> None:
    clock = FixedClock(datetime(2026, 3, 1, 9, 0, tzinfo=UTC))
    om = seeded(tmp_path / "data", clock, run_timeout=3600.0, db=store_db)
    try:
        bob = om.principal(TENANT, "bob")
        old = om.dispatch.dispatch(om.principal(TENANT, "triage"), "triage", "incident", "NEW1").run.id
        pursuit = om.dispatch.pursuits.open(TENANT, "triage", "incident", "NEW1")
        clock.advance(timedelta(minutes=30))
        young = om.dispatch.dispatch(om.principal(TENANT, "triage"), "triage", "incident", "INC1").run.id
        worker = Worker(om)
        clock.advance(timedelta(minutes=29))
        worker.run_once(embed=False, attachments=False)
        assert om.runs.rows.run(TENANT, old).running  # type: ignore[union-attr]
        clock.advance(timedelta(minutes=2))  # `old` has run 61 minutes, `young` 31
        worker.run_once(embed=False, attachments=False)
        ended = om.runs.rows.run(TENANT, old)
        assert ended is not None and (ended.outcome, ended.finished_by) == ("abandoned", "opmem-worker")
        assert ended.finished_at == clock.now()
        assert om.runs.rows.run(TENANT, young).running  # type: ignore[union-attr]
        assert om.dispatch.pursuits.get(TENANT, pursuit.id).state == "closed"
        line = om.ledger.run_line(bob, old)
        assert line is not None and line.at_dispatch >= 1
    finally:
        om.close()


def test_the_run_timeout_is_a_setting_with_a_default_of_a_day() -> None:
    assert Settings.from_env({}).run_timeout == 86400.0
    assert Settings.from_env({"OPMEM_RUN_TIMEOUT": "600"}).run_timeout == 600.0


# -- CLI --------------------------------------------------------------------------------------------------


def run_cli(data: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={"OPMEM_EMBEDDING": "none"})


def test_cli_dispatch_then_finish_then_shown(tmp_path: Path, store_db: str | None) -> None:
    data = tmp_path / "data"
    seeded(data, db=store_db).close()
    dispatched = run_cli(data, "dispatch", "incident", "NEW1", "--agent", "triage", "--json")
    assert dispatched.exit_code == 0, dispatched.output
    run = json.loads(dispatched.stdout)["run"]["id"]
    assert run_cli(data, "runs", "shown", run).exit_code == 2  # still running

    finished = run_cli(data, "runs", "finish", run, "--outcome", "resolved", "--finding", "Purged the archive.")
    assert finished.exit_code == 0, finished.output
    assert finished.output.startswith(f"Run {run} finished: resolved. This run was shown")
    shown = run_cli(data, "runs", "shown", run)
    assert shown.exit_code == 0 and shown.output.startswith("This run was shown"), shown.output
    assert shown.output.splitlines()[-1] == "Outcome: resolved. Finding: Purged the archive."
    as_json = json.loads(run_cli(data, "runs", "shown", run, "--json").stdout)
    assert (as_json["outcome"], as_json["finding"]) == ("resolved", "Purged the archive.")
    resent = json.loads(
        run_cli(
            data, "runs", "finish", run, "--outcome", "resolved", "--finding", "Purged the archive.", "--json"
        ).output
    )
    assert resent["already"] is True and resent["outcome"] == "resolved" and resent["finished_by"] == "admin"
    clash = run_cli(data, "runs", "finish", run, "--outcome", "escalated")
    assert clash.exit_code == 2 and "already finished as 'resolved'" in clash.output
    assert run_cli(data, "runs", "finish", run, "--outcome", "done").exit_code == 2


# -- MCP --------------------------------------------------------------------------------------------------


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
async def test_finish_run_over_a_real_mcp_session(tmp_path: Path, store_db: str | None) -> None:
    om = seeded(tmp_path / "data", db=store_db)
    try:
        with serving(om) as base:
            async with http_session(f"{base}/mcp", om.issue_token(TENANT, "triage")) as client:
                tools = {t.name: t for t in (await client.list_tools()).tools}
                assert "finish_run" in tools
                assert set(tools["finish_run"].input_schema["properties"]["outcome"]["enum"]) == {
                    "resolved",
                    "no_precedent",
                    "escalated",
                    "abandoned",
                }
                bundle = await client.call_tool(
                    "dispatch_run", {"agent_id": "triage", "table": "incident", "record_id": "NEW1"}
                )
                assert bundle.structured_content is not None
                run = bundle.structured_content["run"]["id"]
                recalled = await client.call_tool("recall_operational_memory", {"query": "disk full", "k": 2})
                assert not recalled.is_error
                done = await client.call_tool(
                    "finish_run", {"run_id": run, "outcome": "resolved", "finding": "Purged."}
                )
                assert not done.is_error and done.structured_content is not None
                assert (done.structured_content["outcome"], done.structured_content["already"]) == ("resolved", False)
                assert done.structured_content["line"]["documents"] >= 1
                bad = await client.call_tool("finish_run", {"run_id": run, "outcome": "escalated"})
                assert "already finished as 'resolved'" in error_text(bad)
            other_run = om.dispatch.dispatch(om.principal(TENANT, "other"), "other", "incident", "NEW1").run.id
            async with http_session(f"{base}/mcp", om.issue_token(TENANT, "triage")) as client:
                refused = await client.call_tool("finish_run", {"run_id": other_run, "outcome": "resolved"})
                assert "is agent 'other''s" in error_text(refused)
    finally:
        om.close()


@pytest.mark.anyio
async def test_finishing_even_ones_own_run_needs_the_finish_run_tool(tmp_path: Path, store_db: str | None) -> None:
    om = seeded(tmp_path / "data", db=store_db)
    try:
        held = [t for t in TOOLS if t != "finish_run"]
        om.dispatch.grant_tools(TENANT, "triage", held)
        run = om.dispatch.dispatch(om.principal(TENANT, "triage"), "triage", "incident", "NEW1").run.id
        token = om.issue_token(TENANT, "triage")
        with serving(om) as base:
            async with http_session(f"{base}/mcp", token) as client:
                assert "finish_run" not in {t.name for t in (await client.list_tools()).tools}
                refused = await client.call_tool("finish_run", {"run_id": run, "outcome": "resolved"})
                assert "Tool 'finish_run' is not held by agent 'triage'" in error_text(refused)
        with TestClient(create_app(om, mount_mcp=False)) as client:
            headers = {"Authorization": f"Bearer {token}"}
            answer = client.post(f"/v1/runs/{run}/finish", json={"outcome": "resolved"}, headers=headers)
            assert answer.status_code == 403 and "finish_run" in answer.json()["error"]["message"]
            assert om.runs.rows.run(TENANT, run).running  # type: ignore[union-attr]
            om.dispatch.grant_tools(TENANT, "triage", [*held, "finish_run"])
            done = client.post(f"/v1/runs/{run}/finish", json={"outcome": "resolved"}, headers=headers)
            assert done.status_code == 200, done.text
    finally:
        om.close()


def test_the_dispatch_guidance_says_how_to_finish_only_to_holders(http: Http) -> None:
    bundle = http.call(
        "POST", "/v1/dispatch", "triage", json={"agent_id": "triage", "table": "incident", "record_id": "NEW1"}
    )
    assert "## Finishing\nWhen you are done" in bundle["guidance"]
    assert f"finish_run(run_id={bundle['run']['id']!r}, outcome)" in bundle["guidance"]
    http.om.dispatch.grant_tools(TENANT, "triage", [t for t in TOOLS if t != "finish_run"])
    later = http.call(
        "POST", "/v1/dispatch", "triage", json={"agent_id": "triage", "table": "incident", "record_id": "INC1"}
    )
    assert "## Finishing" not in later["guidance"]
