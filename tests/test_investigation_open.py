"""An investigation opens by its id (HTTP, MCP-less core call through the CLI): its trigger, agent, record, status,
outcome, memory and links; access follows the record, so a reader without the table's grant gets the 404 of a
missing investigation."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient
from test_runs_finish import MEMORY, TENANT, Http, seeded

from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli


@pytest.fixture
def http(tmp_path: Path, store_db: str | None) -> Iterator[Http]:
    om = seeded(tmp_path / "data", db=store_db)
    om.create_principal(TENANT, "paula", grants=["problem"])
    with TestClient(create_app(om, mount_mcp=False)) as client:
        h = Http(om, client)
        h.tokens["paula"] = {"Authorization": f"Bearer {om.issue_token(TENANT, 'paula')}"}
        yield h
    om.close()


def _recorded_and_linked(http: Http) -> tuple[str, str, int]:
    first = http.dispatch("NEW1")
    path = f"/v1/memory/agents/triage/investigations/{first}"
    memory_id = http.call("POST", path + "/memory", "triage", json=MEMORY)["memory"]["id"]
    http.finish(first, outcome="resolved", finding="WAL archive purge was failing")
    second = http.dispatch("INC1", who="other", agent="other")
    http.call("POST", f"/v1/memory/agents/other/investigations/{second}/link", "other", json={"memory_id": memory_id})
    return first, second, memory_id


def test_an_investigation_opens_with_its_outcome_memory_and_links(http: Http) -> None:
    first, second, memory_id = _recorded_and_linked(http)
    got = http.call("GET", f"/v1/memory/investigations/{first}", "rita")
    assert (got["agent_id"], got["source_table"], got["record_id"]) == ("triage", "incident", "NEW1")
    assert (got["status"], got["outcome"], got["finding"]) == ("finished", "resolved", "WAL archive purge was failing")
    assert got["finished_by"] == "triage" and got["finished_at"] is not None
    assert got["memory"]["id"] == memory_id and got["memory"]["title"] == MEMORY["title"]
    assert got["linked_to"] is None
    assert [r["investigation_id"] for r in got["recurrences"]] == [second]
    assert isinstance(got["trigger"], list)

    later = http.call("GET", f"/v1/memory/investigations/{second}", "rita")
    assert (later["status"], later["outcome"], later["memory"]) == ("running", None, None)
    assert later["linked_to"]["id"] == memory_id and later["agent_id"] == "other"


def test_a_reader_without_the_records_grant_gets_the_404_of_a_missing_one(http: Http) -> None:
    first, _, _ = _recorded_and_linked(http)
    hidden = http.call("GET", f"/v1/memory/investigations/{first}", "paula", 404)
    missing = http.call("GET", "/v1/memory/investigations/no-such-run", "paula", 404)
    assert hidden["error"]["message"].replace(first, "X") == missing["error"]["message"].replace("no-such-run", "X")
    schema = http.client.get("/openapi.json").json()["paths"]["/v1/memory/investigations/{investigation_id}"]
    assert "InvestigationOut" in json.dumps(schema["get"]["responses"]["200"])


def test_the_cli_opens_it_by_both_names(http: Http, tmp_path: Path) -> None:
    first, second, _ = _recorded_and_linked(http)
    http.om.close()

    def run(*args: str) -> Any:
        done = CliRunner().invoke(cli, ["--data-dir", str(tmp_path / "data"), *args], env={"OPMEM_EMBEDDING": "none"})
        assert done.exit_code == 0, done.output
        return done.stdout

    got = json.loads(run("investigation", "get", first, "--json"))
    assert got["outcome"] == "resolved" and got["memory"]["title"] == MEMORY["title"]
    text = run("investigation:get", first)
    assert f"investigation {first} by triage on incident/NEW1: finished, resolved" in text
    assert f"recurrence: {second} by other" in text
    done = CliRunner().invoke(cli, ["--data-dir", str(tmp_path / "data"), "investigation", "get", "nope"])
    assert done.exit_code == 2 and "No investigation 'nope'" in done.stderr
