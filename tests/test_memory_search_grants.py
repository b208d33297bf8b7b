"""Memory search and the memories list follow the record too: a memory recorded by a run on a record is found
only by a principal who may read that record's table (a run on no record stays tenant-wide), on the core, HTTP,
a real MCP session and the console's list, as `get_memory` does (tests/test_memory_access.py)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

import httpx2
import pytest
from conftest import record
from live import serving
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import TextContent
from web_kit import console

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.memory import MemoryDraft, Signal
from opmem.settings import Settings
from opmem.types import Principal

TENANT = "default"
FAKE = "fake:hash-64"
SIGNAL = [Signal("manual", {"note": "disk full again"})]


@dataclass(frozen=True)
class Seeded:
    om: Opmem
    on_incident: int
    on_problem: int
    on_no_record: int
    base: str
    tokens: dict[str, str]
    rita: Principal  # reads incident


def _memory(om: Opmem, title: str, on: tuple[str, str] | None) -> int:
    inv = om.memory.start_investigation(TENANT, "triage", SIGNAL, record=on)
    draft = MemoryDraft(title, root_cause="WAL not purged", tags=["entity:host=db-01"])
    return om.memory.record_memory(TENANT, "triage", inv.id, draft).memory.id


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[Seeded]:
    data = tmp_path_factory.mktemp("memory-search-grants")
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, db=module_store_db)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    om.upsert_record(record("INC1", "Disk full on db-01", "purged WAL archives"))
    om.upsert_record(record("PRB1", "Disk full on db-01 again", table="problem"))
    om.memory.create_agent(TENANT, "triage")
    rita = om.create_principal(TENANT, "rita", grants=["incident"])
    om.create_principal(TENANT, "vera", grants=["incident"], capabilities=["review_memories"])
    on_incident = _memory(om, "Disk full on db-01 incident", ("incident", "INC1"))
    on_problem = _memory(om, "Disk full on db-01 problem", ("problem", "PRB1"))
    on_no_record = _memory(om, "Disk full on db-01 no record", None)
    with serving(om) as base:
        tokens = {p: om.issue_token(TENANT, p) for p in ("rita", "vera")}
        yield Seeded(om, on_incident, on_problem, on_no_record, base, tokens, rita)
    om.close()


def test_core_search_and_list_leave_out_memories_of_unreadable_records(seeded: Seeded) -> None:
    memory, rita = seeded.om.memory, seeded.rita
    readable = {seeded.on_incident, seeded.on_no_record}
    text = memory.search(TENANT, mode="text", query="disk full", limit=10, readable=rita.grants)
    assert {h.id for h in text.hits} == readable
    timeline = memory.search(TENANT, mode="timeline", tags=["entity:host=db-01"], limit=10, readable=rita.grants)
    assert {h.id for h in timeline.hits} == readable
    listed = memory.list_memories(TENANT, limit=10, readable=rita.grants)
    assert {m.id for m in listed.items} == readable
    # no grants at all: only the memory whose run was on no record
    none = memory.search(TENANT, mode="text", query="disk full", limit=10, readable=frozenset())
    assert {h.id for h in none.hits} == {seeded.on_no_record}
    # the store's own callers (no narrowing) still see all three
    assert len(memory.search(TENANT, mode="text", query="disk full", limit=10).hits) == 3


def _headers(s: Seeded) -> dict[str, str]:
    return {"Authorization": f"Bearer {s.tokens['rita']}"}


def test_http_search_and_list_leave_them_out(seeded: Seeded) -> None:
    readable = {seeded.on_incident, seeded.on_no_record}
    found = httpx2.post(
        f"{seeded.base}/v1/memory/search",
        json={"mode": "text", "query": "disk full", "limit": 10},
        headers=_headers(seeded),
        timeout=10,
    )
    assert found.status_code == 200, found.text
    assert {h["id"] for h in found.json()["hits"]} == readable
    listed = httpx2.get(f"{seeded.base}/v1/memory/memories", headers=_headers(seeded), timeout=10)
    assert listed.status_code == 200, listed.text
    assert {m["id"] for m in listed.json()["memories"]} == readable


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _tool(s: Seeded, tool: str, arguments: dict[str, object]) -> dict[str, object]:
    async with (
        httpx2.AsyncClient(headers=_headers(s), timeout=10) as http,
        Client(streamable_http_client(f"{s.base}/mcp", http_client=http)) as client,
    ):
        result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    block = result.content[0]
    assert isinstance(block, TextContent)
    parsed: dict[str, object] = json.loads(block.text)
    return parsed


@pytest.mark.anyio
async def test_mcp_search_and_list_leave_them_out(seeded: Seeded) -> None:
    readable = {seeded.on_incident, seeded.on_no_record}
    found = await _tool(seeded, "search_memory", {"mode": "text", "query": "disk full", "limit": 10})
    assert {h["id"] for h in found["hits"]} == readable  # type: ignore[attr-defined, index]
    listed = await _tool(seeded, "list_memories", {"limit": 10})
    assert {m["id"] for m in listed["memories"]} == readable  # type: ignore[attr-defined, index]


def test_the_consoles_list_and_search_leave_them_out(seeded: Seeded) -> None:
    c = console(seeded.om, seeded.tokens["vera"])
    for params in ({}, {"q": "disk full", "mode": "text"}):
        page = c.get("/memories", params=params)
        assert page.status_code == 200, page.text
        assert "db-01 incident" in page.text and "db-01 no record" in page.text
        assert "db-01 problem" not in page.text
