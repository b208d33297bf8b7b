"""The tenant's short lists page by `limit` + `cursor` like every other list: agents, vector indexes, embedding
integrations and a record's pursuits, over HTTP and (pursuits) MCP, with no item skipped or repeated."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from conftest import FAKE, record
from fastapi.testclient import TestClient

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import InvalidInput
from opmem.settings import Settings
from opmem.short_lists import pursuits_page
from opmem.surfaces.api import create_app
from opmem.surfaces.cli import cli

TENANT = "default"
AGENTS = ("a1", "a2", "a3", "a4", "a5")


@pytest.fixture
def om(tmp_path: Path) -> Iterator[Opmem]:
    opmem = Opmem(Settings(data_dir=tmp_path / "data", default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    opmem.upsert_record(record("NEW1", "Disk full on db-02 again", state="new"))
    opmem.create_principal(TENANT, "viewer", grants=["incident"])
    for n, agent in enumerate(AGENTS):
        opmem.memory.create_agent(TENANT, agent)
        opmem.memory.create_vector_index(TENANT, f"vi{n}", 64)
        opmem.memory.create_embedding_integration(TENANT, f"ei{n}", "fake")
        opmem.dispatch.pursuits.open(TENANT, agent, "incident", "NEW1", notes=f"work of {agent}")
    yield opmem
    opmem.close()


LISTS = [
    ("/v1/memory/agents", {}, "agents", "id"),
    ("/v1/memory/vector-indexes", {}, "vector_indexes", "name"),
    ("/v1/memory/embedding-integrations", {}, "embedding_integrations", "name"),
    ("/v1/pursuits", {"table": "incident", "record_id": "NEW1"}, "pursuits", "id"),
]


@pytest.mark.parametrize(("path", "params", "key", "ident"), LISTS)
def test_each_short_list_pages_without_gaps_or_repeats(
    om: Opmem, path: str, params: dict[str, str], key: str, ident: str
) -> None:
    headers = {"Authorization": f"Bearer {om.issue_token(TENANT, 'viewer')}"}
    with TestClient(create_app(om, mount_mcp=False)) as client:
        whole = client.get(path, params=params, headers=headers).json()
        assert whole["next_cursor"] is None and len(whole[key]) == 5
        pages: list[dict[str, Any]] = []
        cursor = None
        while True:
            got = client.get(
                path, params={**params, "limit": 2, **({"cursor": cursor} if cursor else {})}, headers=headers
            )
            assert got.status_code == 200, got.text
            pages.append(got.json())
            cursor = got.json()["next_cursor"]
            if cursor is None:
                break
        assert [len(p[key]) for p in pages] == [2, 2, 1]
        assert [item[ident] for p in pages for item in p[key]] == [item[ident] for item in whole[key]]
        bad = client.get(path, params={**params, "cursor": "bm90LWEtY3Vyc29y"}, headers=headers)
        assert bad.status_code == 400 and "Start again without a cursor" in bad.json()["error"]["message"]


def test_pursuits_page_most_recently_updated_first(om: Opmem) -> None:
    first = pursuits_page(om, TENANT, "incident", "NEW1", viewer=None, limit=2)
    assert [p.agent_id for p in first.items] == ["a5", "a4"]
    rest = pursuits_page(om, TENANT, "incident", "NEW1", viewer=None, limit=10, cursor=first.next_cursor)
    assert [p.agent_id for p in rest.items] == ["a3", "a2", "a1"] and rest.next_cursor is None
    with pytest.raises(InvalidInput, match="limit must be a whole number"):
        pursuits_page(om, TENANT, "incident", "NEW1", viewer=None, limit=0)


@pytest.mark.parametrize(
    ("command", "key", "ident"),
    [
        (("agents", "list"), "agents", "id"),
        (("vector-index", "list"), "vector_indexes", "name"),
        (("embedding-integration", "list"), "embedding_integrations", "name"),
    ],
)
def test_the_cli_pages_the_same_lists_with_limit_and_cursor(
    om: Opmem, command: tuple[str, ...], key: str, ident: str
) -> None:
    data = om.settings.data_dir
    om.close()
    seen: list[str] = []
    cursor = None
    while True:
        extra = ["--cursor", cursor] if cursor else []
        done = CliRunner().invoke(
            cli, ["--data-dir", str(data), *command, "--limit", "2", "--json", *extra], env={"OPMEM_EMBEDDING": "none"}
        )
        assert done.exit_code == 0 and done.stderr == "", done.output
        page = json.loads(done.stdout)
        assert set(page) == {key, "next_cursor"} and len(page[key]) <= 2
        seen += [item[ident] for item in page[key]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    assert len(seen) == len(set(seen)) == 5 and seen == sorted(seen)
