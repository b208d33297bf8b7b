"""Agent memory over HTTP: the real app through TestClient, with the bearer gate and JSON errors."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app

TENANT = "default"
MODEL = "fake:hash-64"
LOG = {
    "type": "log_pattern",
    "payload": {"pattern": {"id": "p-42"}, "sample_event": {"service": "checkout", "env": "prod"}},
}
RECORD = {
    "title": "Connection refused to db01",
    "symptoms": "checkout requests failed",
    "root_cause": "database connection pool exhausted",
    "root_cause_confidence": "confirmed",
    "ruled_out": ["network partition"],
    "resolution": "raised the pool size",
    "significance": "incident",
    "tags": ["entity:team=payments"],
}


@dataclass
class Env:
    opmem: Opmem
    client: TestClient
    triage: dict[str, str]  # the agent "triage"'s service account
    other: dict[str, str]  # another agent's service account
    admin: dict[str, str]  # curate_memory + review_memories

    def ok(self, method: str, path: str, headers: dict[str, str], **body: Any) -> Any:
        response = self.client.request(method, path, json=body or None, headers=headers)
        assert response.status_code in (200, 204), response.text
        return response.json() if response.status_code == 200 else None


def _bearer(opmem: Opmem, principal: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {opmem.issue_token(TENANT, principal)}"}


@pytest.fixture
def env(tmp_path: Path, store_db: str | None) -> Iterator[Env]:
    opmem = Opmem(Settings(data_dir=tmp_path, default_embedding=MODEL, db=store_db), embedders={MODEL: FakeEmbedder()})
    opmem.create_principal(TENANT, "triage")
    opmem.create_principal(TENANT, "other")
    opmem.create_principal(TENANT, "rita", capabilities=["curate_memory", "review_memories"])
    with TestClient(create_app(opmem, mount_mcp=False)) as client:
        env = Env(opmem, client, _bearer(opmem, "triage"), _bearer(opmem, "other"), _bearer(opmem, "rita"))
        env.ok("POST", "/v1/memory/vector-indexes", env.admin, name="vi", dimensions=256)
        env.ok("POST", "/v1/memory/embedding-integrations", env.admin, name="fake", provider="fake")
        store = {"vector_index": "vi", "embedding_integration": "fake", "embedding_model": "hash-64"}
        env.ok("POST", "/v1/memory/agents", env.admin, id="triage", **store, digest_enabled=True)
        env.ok("POST", "/v1/memory/agents", env.admin, id="other")
        for agent in ("triage", "other"):  # an agent's service account calls only the tools it holds
            opmem.dispatch.grant_tools(TENANT, agent, TOOLS)
        yield env
    opmem.close()


def _recorded(env: Env) -> tuple[str, dict[str, Any]]:
    inv = env.ok("POST", "/v1/memory/agents/triage/investigations", env.triage, signals=[LOG])
    written = env.ok("POST", f"/v1/memory/agents/triage/investigations/{inv['id']}/memory", env.triage, **RECORD)
    return inv["id"], written


def test_agent_records_then_every_mode_finds_it(env: Env) -> None:
    investigation_id, written = _recorded(env)
    memory = written["memory"]
    assert written["created"] and written["embedded"]
    assert "entity:service=checkout" in memory["derived_tags"] and memory["agent_tags"] == ["entity:team=payments"]
    text = env.ok("POST", "/v1/memory/search", env.other, mode="text", query="connection refused", limit=5)
    assert [h["id"] for h in text["hits"]] == [memory["id"]] and text["hits"][0]["details"] is None
    assert text["hits"][0]["investigation_id"] == investigation_id  # what `get` by investigation id takes
    semantic = env.ok(
        "POST", "/v1/memory/search", env.other, mode="semantic", agent_id="triage", query="pool exhausted", details=True
    )
    assert semantic["hits"][0]["details"]["root_cause"] == "database connection pool exhausted"
    timeline = env.ok(
        "POST",
        "/v1/memory/search",
        env.other,
        mode="timeline",
        tags=["entity:service=checkout"],
        significance=["incident"],
    )
    assert timeline["total"] == 1 and timeline["hits"][0]["status"] == "active"
    full = env.ok("GET", f"/v1/memory/memories/{memory['id']}", env.other)
    assert full["memory"]["resolution"] == "raised the pool size"
    values = env.ok("GET", "/v1/memory/tag-values?key=entity:service", env.other)
    assert values == {"key": "entity:service", "values": [{"value": "checkout", "count": 1}]}


def test_correct_link_digest_and_instructions(env: Env) -> None:
    inv, written = _recorded(env)
    memory_path = f"/v1/memory/agents/triage/investigations/{inv}/memory"
    unversioned = env.client.put(memory_path, json={**RECORD, "title": "Pool"}, headers=env.triage)
    assert unversioned.status_code == 428 and unversioned.json()["error"]["type"] == "version_required"
    corrected = env.ok("PUT", memory_path, {**env.triage, "If-Match": '"1"'}, **{**RECORD, "title": "Pool"})
    assert corrected["memory"]["title"] == "Pool" and corrected["memory"]["recurrence_count"] == 1
    later = env.ok("POST", "/v1/memory/agents/triage/investigations", env.triage, signals=[LOG])
    digest = env.ok("GET", f"/v1/memory/investigations/{later['id']}/digest", env.triage)["digest"]
    assert digest["complete"] and digest["lines"][0]["memory_id"] == written["memory"]["id"]
    assert "recorded by you" in digest["text"]
    linked = env.ok(
        "POST",
        f"/v1/memory/agents/triage/investigations/{later['id']}/link",
        env.triage,
        memory_id=digest["lines"][0]["memory_id"],
    )
    assert linked["counted"] and linked["memory"]["recurrence_count"] == 2
    text = env.ok("GET", "/v1/memory/agents/triage/instructions", env.other)["instructions"]
    assert "memory searches per investigation" in text


def test_review_edit_stale_wrong_clear_delete(env: Env) -> None:
    _, written = _recorded(env)
    path = f"/v1/memory/memories/{written['memory']['id']}"
    edited = env.ok("PATCH", path, env.admin, version=1, title="Pool exhausted on db01")
    assert edited["review"]["edited"] and edited["version"] == 2
    stale = env.client.patch(path, json={"version": 1, "title": "x"}, headers=env.admin)
    assert stale.status_code == 409 and stale.json()["error"]["type"] == "stale_version"
    assert stale.json()["error"]["current_version"] == 2 and stale.headers["ETag"] == '"2"'
    read = env.client.get(path, headers=env.admin)
    assert read.headers["ETag"] == '"2"'
    by_header = env.client.patch(path, json={"title": "Pool exhausted"}, headers={**env.admin, "If-Match": '"2"'})
    assert by_header.status_code == 200 and by_header.headers["ETag"] == '"3"'
    neither = env.client.patch(path, json={"title": "x"}, headers=env.admin)
    assert neither.status_code == 428
    disagree = env.client.patch(path, json={"version": 3, "title": "x"}, headers={**env.admin, "If-Match": '"2"'})
    assert disagree.status_code == 400
    assert env.ok("POST", path + "/wrong", env.admin, note="it was DNS")["review"]["marked_wrong"]
    assert not env.ok("DELETE", path + "/wrong", env.admin)["review"]["marked_wrong"]
    refused = env.client.post(path + "/wrong", json={"note": "no"}, headers=env.triage)
    assert refused.status_code == 403
    env.ok("DELETE", path, env.admin)
    gone = env.client.get(path, headers=env.triage)
    assert gone.status_code == 404 and gone.json()["error"]["type"] == "not_found"


def test_agent_settings_round_trip_and_need_curate(env: Env) -> None:
    got = env.ok("GET", "/v1/memory/agents/triage", env.other)
    assert got["store"] == {"vector_index": "vi", "embedding_integration": "fake", "embedding_model": "hash-64"}
    read = env.client.get("/v1/memory/agents/other", headers=env.admin)
    assert read.headers["etag"] == f'"{read.json()["version"]}"'
    headers = {**env.admin, "If-Match": read.headers["etag"]}
    updated = env.ok("PUT", "/v1/memory/agents/other", headers, search_budget=0, record="reusable")
    assert updated["policy"]["search_budget"] == 0 and updated["policy"]["record"] == "reusable"
    assert updated["version"] == read.json()["version"] + 1
    denied = env.client.post("/v1/memory/agents", json={"id": "x"}, headers=env.triage)
    assert denied.status_code == 403 and "curate_memory" in denied.json()["error"]["message"]
    env.ok("DELETE", "/v1/memory/agents/other", env.admin)
    assert env.ok("GET", "/v1/memory/agents/other", env.admin)["deleted_at"] is not None


@pytest.mark.parametrize(
    "method, path, body, status, words",
    [
        ("POST", "/v1/memory/search", {"mode": "timeline"}, 400, "at least one entity tag"),
        ("POST", "/v1/memory/search", {"mode": "text", "query": "x", "limit": 51}, 400, "limit must be"),
        ("POST", "/v1/memory/search", {"mode": "psychic", "query": "x"}, 400, "Unknown search mode"),
        ("POST", "/v1/memory/search", {"mode": "text", "query": "x", "tags": ["nokey"]}, 400, "key=value"),
        ("POST", "/v1/memory/search", {"query": "x", "bogus": 1}, 400, "not accepted"),
        ("GET", "/v1/memory/memories/999", None, 404, "No memory 999"),
        ("GET", "/v1/memory/tag-values", None, 400, "'query.key' is required"),
    ],
)
def test_bad_requests_are_json_errors(
    env: Env, method: str, path: str, body: dict[str, Any] | None, status: int, words: str
) -> None:
    response = env.client.request(method, path, json=body, headers=env.triage)
    assert response.status_code == status, response.text
    assert words in response.json()["error"]["message"]


def test_an_agent_writes_only_as_itself_and_nothing_changes(env: Env) -> None:
    inv = env.ok("POST", "/v1/memory/agents/triage/investigations", env.triage, signals=[LOG])
    path = f"/v1/memory/agents/triage/investigations/{inv['id']}/memory"
    denied = env.client.post(path, json=RECORD, headers=env.other)
    assert denied.status_code == 403 and "own service account" in denied.json()["error"]["message"]
    bad = env.client.post(path, json={**RECORD, "significance": "catastrophe"}, headers=env.triage)
    assert bad.status_code == 400 and "Unknown significance" in bad.json()["error"]["message"]
    assert env.ok("POST", "/v1/memory/search", env.triage, mode="text", query="connection")["hits"] == []
    assert env.client.get("/v1/memory/search", headers={}).status_code == 401


def test_agents_and_integrations_are_listed_as_the_cli_lists_them(env: Env) -> None:
    env.ok("POST", "/v1/memory/embedding-integrations", env.admin, name="oa", provider="openai",
           credentials={"api_key": "sk-secret"})  # fmt: skip
    env.ok("DELETE", "/v1/memory/agents/other", env.admin)
    agents = env.ok("GET", "/v1/memory/agents", env.other)["agents"]
    assert [(a["id"], a["store"] is not None, a["deleted_at"] is not None) for a in agents] == [
        ("other", True, True),  # it took the store in use when it was created
        ("triage", True, False),
    ]
    indexes = env.ok("GET", "/v1/memory/vector-indexes", env.other)["vector_indexes"]
    assert [(i["name"], i["dimensions"]) for i in indexes] == [("vi", 256)]
    listed = env.client.get("/v1/memory/embedding-integrations", headers=env.other)
    assert [(i["name"], i["credentials"]) for i in listed.json()["embedding_integrations"]] == [
        ("fake", []),
        ("oa", ["api_key"]),
    ]
    assert "sk-secret" not in listed.text
    assert env.client.get("/v1/memory/agents").status_code == 401


def test_agent_settings_updates_need_the_version_and_a_stale_one_loses(env: Env) -> None:
    """Eight concurrent updates of one agent's settings, each based on the version it read: one wins."""
    path = "/v1/memory/agents/other"
    version = env.client.get(path, headers=env.admin).headers["etag"]
    missing = env.client.put(path, json={"search_budget": 1}, headers=env.admin)
    assert missing.status_code == 428

    def update(budget: int) -> int:
        headers = {**env.admin, "If-Match": version}
        return env.client.put(path, json={"search_budget": budget}, headers=headers).status_code

    with ThreadPoolExecutor(8) as pool:
        statuses = sorted(pool.map(update, range(1, 9)))
    assert statuses == [200] + [409] * 7
    stale = env.client.put(path, json={"search_budget": 9}, headers={**env.admin, "If-Match": version})
    assert stale.json()["error"]["current_version"] == int(version.strip('"')) + 1
    assert env.client.get(path, headers=env.admin).json()["policy"]["search_budget"] in range(1, 9)


def test_a_memorys_versions_over_http_are_gated_like_get_memory(env: Env) -> None:
    _, written = _recorded(env)
    path = f"/v1/memory/memories/{written['memory']['id']}"
    env.ok("PATCH", path, env.admin, version=1, title="Pool exhausted on db01")
    env.ok("PATCH", path, env.admin, version=2, title="Pool exhausted on db02")
    found = env.ok("GET", path + "/versions", env.triage)
    assert (found["memory_id"], found["current_version"]) == (written["memory"]["id"], 3)
    assert [(v["version"], v["title"], v["replaced_by"]) for v in found["versions"]] == [
        (2, "Pool exhausted on db01", "rita"),
        (1, RECORD["title"], "rita"),
    ]
    assert found["versions"][1]["written_by"] is None and found["versions"][1]["written_at"].endswith("Z")
    env.opmem.dispatch.grant_tools(TENANT, "triage", [t for t in TOOLS if t != "get_memory_versions"])
    refused = env.client.get(path + "/versions", headers=env.triage)
    assert refused.status_code == 403 and "get_memory_versions" in refused.json()["error"]["message"]
    schema = env.client.get("/openapi.json").json()["paths"]["/v1/memory/memories/{memory_id}/versions"]["get"]
    assert schema["responses"]["200"]["content"]["application/json"]["schema"]["$ref"].endswith("MemoryVersions")
    env.ok("DELETE", path, env.admin)
    gone = env.client.get(path + "/versions", headers=env.admin)
    assert gone.status_code == 404 and gone.json()["error"]["type"] == "not_found"
