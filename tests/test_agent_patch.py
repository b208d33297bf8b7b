"""Partial, version-checked changes to an agent's settings: the core's `change_agent`, `PATCH` over HTTP and
`opmem agents update` all leave what they do not name as it is, and a change based on an old version loses."""

from __future__ import annotations

from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from fastapi.testclient import TestClient

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import InvalidInput
from opmem.memory import KEEP, AgentChanges, AgentConfig, RetrievalPolicy
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli
from opmem.versions import StaleVersion

TENANT = "default"
MODEL = "fake:hash-64"
STORE = {"vector_index": "vi", "embedding_integration": "fake", "embedding_model": "hash-64"}


@pytest.fixture
def opmem(tmp_path: Path, store_db: str | None) -> Iterator[Opmem]:
    """On PostgreSQL `store_db` also sets OPMEM_DB, which the CLI test's command reads."""
    om = Opmem(Settings(data_dir=tmp_path, default_embedding=MODEL, db=store_db), embedders={MODEL: FakeEmbedder()})
    om.memory.create_vector_index(TENANT, "vi", 256)
    om.memory.create_embedding_integration(TENANT, "fake", "fake")
    config = AgentConfig(**STORE, retrieval=RetrievalPolicy(search_budget=4, extra_guidance="db01 first"))
    om.memory.create_agent(TENANT, "triage", config=config)
    yield om
    om.close()


def _store(agent: Any) -> tuple[str, str, str] | None:
    s = agent.store
    return None if s is None else (s.vector_index, s.embedding_integration, s.embedding_model)


# -- core ---------------------------------------------------------------------------------------------------


def test_a_change_that_leaves_out_the_store_keeps_it(opmem: Opmem) -> None:
    before = opmem.memory.agent(TENANT, "triage")
    changed = opmem.memory.change_agent(
        TENANT, "triage", AgentChanges(record="reusable", digest_enabled=True), expected_version=before.version
    )
    assert _store(changed) == ("vi", "fake", "hash-64")
    assert changed.policy.search_budget == 4 and changed.policy.extra_guidance == "db01 first"
    assert changed.policy.record == "reusable" and changed.digest.enabled is True
    assert (changed.version, changed.name) == (before.version + 1, "triage")


def test_none_puts_a_setting_back_to_the_default_and_clears_the_store(opmem: Opmem) -> None:
    v = opmem.memory.agent(TENANT, "triage").version
    reset = AgentChanges(search_budget=None, vector_index=None, embedding_integration=None, embedding_model=None)
    changed = opmem.memory.change_agent(TENANT, "triage", reset, expected_version=v)
    assert changed.store is None and changed.config.retrieval.search_budget is None
    assert changed.policy.search_budget == opmem.memory.defaults.search_budget
    assert changed.policy.extra_guidance == "db01 first"


def test_one_part_of_the_store_changes_over_the_current_store(opmem: Opmem) -> None:
    v = opmem.memory.agent(TENANT, "triage").version
    with pytest.raises(InvalidInput, match="Set all three"):
        opmem.memory.change_agent(TENANT, "triage", AgentChanges(vector_index=None), expected_version=v)
    assert opmem.memory.agent(TENANT, "triage").version == v


def test_a_stale_change_loses_and_changes_nothing(opmem: Opmem) -> None:
    v = opmem.memory.agent(TENANT, "triage").version
    opmem.memory.change_agent(TENANT, "triage", AgentChanges(search_budget=1), expected_version=v)
    with pytest.raises(StaleVersion) as lost:
        opmem.memory.change_agent(TENANT, "triage", AgentChanges(search_budget=9), expected_version=v)
    assert lost.value.current_version == v + 1
    assert opmem.memory.agent(TENANT, "triage").policy.search_budget == 1


def test_the_name_is_kept_unless_given(opmem: Opmem) -> None:
    v = opmem.memory.agent(TENANT, "triage").version
    renamed = opmem.memory.change_agent(TENANT, "triage", AgentChanges(name="Triage bot"), expected_version=v)
    assert renamed.name == "Triage bot" and _store(renamed) is not None
    assert AgentChanges(name=KEEP, search_budget=None).given() == ("search_budget",)


# -- HTTP ---------------------------------------------------------------------------------------------------


@pytest.fixture
def client(opmem: Opmem) -> Iterator[tuple[TestClient, dict[str, str]]]:
    opmem.create_principal(TENANT, "rita", capabilities=["curate_memory"])
    headers = {"Authorization": f"Bearer {opmem.issue_token(TENANT, 'rita')}"}
    with TestClient(create_app(opmem, mount_mcp=False)) as c:
        yield c, headers


def _etag(client: TestClient, headers: dict[str, str]) -> str:
    return client.get("/v1/memory/agents/triage", headers=headers).headers["ETag"]


def test_patch_leaves_out_the_store_and_keeps_it(client: tuple[TestClient, dict[str, str]]) -> None:
    c, h = client
    tag = _etag(c, h)
    done = c.patch("/v1/memory/agents/triage", json={"record": "non_benign"}, headers={**h, "If-Match": tag})
    assert done.status_code == 200, done.text
    body = done.json()
    assert body["store"] == STORE and body["policy"]["record"] == "non_benign"
    assert body["policy"]["search_budget"] == 4 and done.headers["ETag"] == f'"{body["version"]}"'
    nulled = c.patch(
        "/v1/memory/agents/triage", json={"search_budget": None}, headers={**h, "If-Match": done.headers["ETag"]}
    )
    assert nulled.json()["config"]["retrieval"]["search_budget"] is None and nulled.json()["store"] == STORE


def test_put_still_replaces_everything(client: tuple[TestClient, dict[str, str]]) -> None:
    c, h = client
    done = c.put("/v1/memory/agents/triage", json={"record": "every"}, headers={**h, "If-Match": _etag(c, h)})
    assert done.status_code == 200 and done.json()["store"] is None


def test_a_stale_patch_is_409_and_changes_nothing(client: tuple[TestClient, dict[str, str]]) -> None:
    c, h = client
    tag = _etag(c, h)
    first = c.patch("/v1/memory/agents/triage", json={"search_budget": 1}, headers={**h, "If-Match": tag})
    assert first.status_code == 200
    stale = c.patch("/v1/memory/agents/triage", json={"search_budget": 9}, headers={**h, "If-Match": tag})
    assert stale.status_code == 409 and stale.json()["error"]["type"] == "stale_version"
    assert stale.json()["error"]["current_version"] == first.json()["version"]
    missing = c.patch("/v1/memory/agents/triage", json={"search_budget": 9}, headers=h)
    assert missing.status_code == 428
    unknown = c.patch("/v1/memory/agents/triage", json={"budget": 9}, headers={**h, "If-Match": tag})
    assert unknown.status_code in (400, 422)
    assert c.get("/v1/memory/agents/triage", headers=h).json()["policy"]["search_budget"] == 1


def test_of_concurrent_patches_on_one_version_one_wins(client: tuple[TestClient, dict[str, str]]) -> None:
    c, h = client
    tag = _etag(c, h)

    def patch(budget: int) -> int:
        body = {"search_budget": budget}
        return c.patch("/v1/memory/agents/triage", json=body, headers={**h, "If-Match": tag}).status_code

    with ThreadPoolExecutor(8) as pool:
        codes = list(pool.map(patch, range(8)))
    assert sorted(codes) == [200] + [409] * 7


# -- CLI ----------------------------------------------------------------------------------------------------


def test_cli_update_names_a_version_and_a_stale_one_exits_2(opmem: Opmem, tmp_path: Path) -> None:
    v = opmem.memory.agent(TENANT, "triage").version
    opmem.close()

    def run(*args: str) -> Any:
        env = {"OPMEM_EMBEDDING": "none"}
        return CliRunner().invoke(cli, ["--data-dir", str(tmp_path), "agents", "update", "triage", *args], env=env)

    done = run("--record", "reusable", "--expected-version", str(v), "--json")
    assert done.exit_code == 0, done.output
    assert '"vector_index": "vi"' in done.output and '"record": "reusable"' in done.output
    stale = run("--search-budget", "7", "--expected-version", str(v))
    assert stale.exit_code == 2 and f"version {v + 1}" in stale.stderr, stale.output
