"""Agent memory through a real MCP client session over streamable HTTP (the app served by uvicorn)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import httpx2
import pytest
from live import serving
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import CallToolResult, TextContent

from opmem.core import Opmem
from opmem.dispatch import TOOLS as GRANTABLE
from opmem.embed.fake import FakeEmbedder
from opmem.memory import AgentConfig, MemoryDraft, Signal
from opmem.settings import Settings

pytestmark = pytest.mark.anyio

TENANT = "default"
MODEL = "fake:hash-64"
TOOLS = {"record_memory", "correct_memory", "link_memory", "search_memory", "get_memory", "list_tag_values"}
LOG = Signal("log_pattern", {"pattern": {"id": "p-9"}, "sample_event": {"service": "ingest", "env": "prod"}})


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@dataclass(frozen=True)
class Live:
    mcp: str
    opmem: Opmem
    tokens: dict[str, str]


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[Live]:
    data = tmp_path_factory.mktemp("mcp-memory")
    settings = Settings(data_dir=data, default_embedding=MODEL, db=module_store_db)
    opmem = Opmem(settings, embedders={MODEL: FakeEmbedder()})
    memory = opmem.memory
    memory.create_vector_index(TENANT, "vi", 256)
    memory.create_embedding_integration(TENANT, "fake", "fake")
    store = AgentConfig(vector_index="vi", embedding_integration="fake", embedding_model="hash-64")
    memory.create_agent(TENANT, "triage", config=store)
    memory.create_agent(TENANT, "watcher")
    for principal in ("triage", "watcher"):
        opmem.create_principal(TENANT, principal)
        opmem.dispatch.grant_tools(TENANT, principal, GRANTABLE)  # its service account calls only the tools it holds
    with serving(opmem) as base:
        tokens = {p: opmem.issue_token(TENANT, p) for p in ("triage", "watcher")}
        yield Live(f"{base}/mcp", opmem, tokens)
    opmem.close()


@asynccontextmanager
async def session(live: Live, principal: str) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {live.tokens[principal]}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=10) as http,
        Client(streamable_http_client(live.mcp, http_client=http)) as client,
    ):
        yield client


async def ok(client: Client, tool: str, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(tool, arguments)
    assert not result.is_error, result.content
    assert result.structured_content is not None
    return result.structured_content


def error_text(result: CallToolResult) -> str:
    assert result.is_error
    block = result.content[0]
    assert isinstance(block, TextContent)
    return block.text


async def test_tools_and_prompt_are_listed_with_guidance(live: Live) -> None:
    async with session(live, "watcher") as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        prompts = (await client.list_prompts()).prompts
        prompt = await client.get_prompt("memory_instructions", {"agent_id": "triage"})
    assert set(tools) >= TOOLS
    search = tools["search_memory"]
    assert search.description is not None and "NOT evidence" in search.description
    assert {"mode", "agent_id", "query", "tags", "significance", "limit", "details"} <= set(
        search.input_schema["properties"]
    )
    assert tools["record_memory"].input_schema["required"] == ["agent_id", "investigation_id", "title"]
    assert tools["get_memory"].annotations is not None and tools["get_memory"].annotations.read_only_hint
    assert "memory_instructions" in [p.name for p in prompts]
    content = prompt.messages[0].content
    assert isinstance(content, TextContent) and "2 memory searches per investigation" in content.text


async def test_record_search_get_link_through_the_tools(live: Live) -> None:
    first = live.opmem.memory.start_investigation(TENANT, "triage", [LOG])
    second = live.opmem.memory.start_investigation(TENANT, "watcher", [LOG])
    async with session(live, "triage") as client:
        written = await ok(
            client,
            "record_memory",
            agent_id="triage",
            investigation_id=first.id,
            title="Intermittent ingest failures from broker timeouts",
            root_cause="broker request timeout too low",
            root_cause_confidence="confirmed",
            significance="incident",
            tags=["entity:team=data"],
        )
        corrected = await ok(
            client,
            "correct_memory",
            agent_id="triage",
            investigation_id=first.id,
            expected_version=written["memory"]["version"],
            title="Ingest failures from broker timeouts",
            significance="incident",
        )
    memory_id = written["memory"]["id"]
    assert written["created"] and corrected["memory"]["version"] == 2
    async with session(live, "watcher") as client:
        text = await ok(client, "search_memory", mode="text", query="broker timeouts")
        semantic = await ok(client, "search_memory", mode="semantic", agent_id="triage", query="ingest failures")
        empty = await ok(client, "search_memory", mode="semantic", agent_id="watcher", query="ingest failures")
        values = await ok(client, "list_tag_values", key="entity:service")
        linked = await ok(client, "link_memory", agent_id="watcher", investigation_id=second.id, memory_id=memory_id)
        full = await ok(client, "get_memory", memory_id=memory_id)
    assert [h["id"] for h in text["hits"]] == [memory_id] == [h["id"] for h in semantic["hits"]]
    assert text["hits"][0]["investigation_id"] == first.id
    assert (
        empty["hits"] == []
        and empty["coverage"]["other_agents"] == 1
        and "text search" in empty["coverage"]["suggestion"]
    )
    assert values["values"] == [{"value": "ingest", "count": 1}]
    assert linked["counted"] and full["memory"]["recurrence_count"] == 2
    assert [i["investigation_id"] for i in full["linked"]] == [second.id]


async def test_get_memory_versions_reads_the_earlier_texts(live: Live) -> None:
    memory = live.opmem.memory
    inv = memory.start_investigation(TENANT, "triage", [LOG])
    m = memory.record_memory(TENANT, "triage", inv.id, MemoryDraft("Broker lag", root_cause="slow disk")).memory
    memory.correct_memory(TENANT, "triage", inv.id, MemoryDraft("Broker lag on b2", root_cause="slow disk"))
    async with session(live, "watcher") as client:
        found = await ok(client, "get_memory_versions", memory_id=m.id)
        missing = await client.call_tool("get_memory_versions", {"memory_id": 424242})
    assert (found["memory_id"], found["current_version"]) == (m.id, 2)
    assert [(v["version"], v["title"], v["replaced_by"]) for v in found["versions"]] == [(1, "Broker lag", None)]
    assert "No memory 424242" in error_text(missing)


async def test_errors_are_tool_errors_that_say_what_to_do(live: Live) -> None:
    inv = live.opmem.memory.start_investigation(TENANT, "triage", [LOG])
    async with session(live, "watcher") as client:
        foreign = await client.call_tool(
            "record_memory", {"agent_id": "triage", "investigation_id": inv.id, "title": "mine now"}
        )
        timeline = await client.call_tool("search_memory", {"mode": "timeline"})
        level = await client.call_tool("search_memory", {"mode": "text", "query": "x", "significance": ["urgent"]})
        missing = await client.call_tool("get_memory", {"memory_id": 424242})
    assert "own service account" in error_text(foreign)
    assert "at least one entity tag" in error_text(timeline)
    assert "Unknown significance 'urgent'" in error_text(level)
    assert "No memory 424242" in error_text(missing)
    assert live.opmem.memory.store.memory_of(TENANT, inv.id) is None


async def test_list_memories_pages_with_a_cursor(live: Live) -> None:
    memory = live.opmem.memory
    for i in range(3):
        inv = memory.start_investigation(TENANT, "watcher", [LOG])
        memory.record_memory(TENANT, "watcher", inv.id, MemoryDraft(f"listed {i}", significance="benign"))
    async with session(live, "watcher") as client:
        first = await ok(client, "list_memories", agent_id="watcher", significance=["benign"], limit=2)
        rest = await ok(
            client, "list_memories", agent_id="watcher", significance=["benign"], cursor=first["next_cursor"]
        )
        bad = await client.call_tool("list_memories", {"cursor": "garbage"})
        tools = {t.name: t for t in (await client.list_tools()).tools}
    titles = [m["title"] for m in first["memories"] + rest["memories"]]
    assert titles == ["listed 2", "listed 1", "listed 0"] and rest["next_cursor"] is None
    assert "without a cursor" in error_text(bad)
    verdict = tools["list_memories"].input_schema["properties"]["verdict"]
    assert "wrong" in json.dumps(verdict)


async def test_get_investigation_opens_its_memory(live: Live) -> None:
    inv = live.opmem.memory.start_investigation(TENANT, "watcher", [LOG])
    live.opmem.memory.record_memory(TENANT, "watcher", inv.id, MemoryDraft("opened through MCP"))
    async with session(live, "watcher") as client:
        got = await ok(client, "get_investigation", investigation_id=inv.id)
        missing = await client.call_tool("get_investigation", {"investigation_id": "nope"})
    assert (got["agent_id"], got["status"], got["memory"]["title"]) == ("watcher", "running", "opened through MCP")
    assert got["trigger"][0]["type"] == "log_pattern"
    assert "No investigation 'nope'" in error_text(missing)
