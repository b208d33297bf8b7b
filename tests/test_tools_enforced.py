"""Tools an agent holds are enforced: its service account lists and calls only those, over MCP (a real client
session against the served app) and over the HTTP routes that do the same work. People keep every tool."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx2
import pytest
from conftest import record
from live import serving
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_types import TextContent

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.api import create_app
from opmem.surfaces.tool_gate import ROUTE_TOOLS

pytestmark = pytest.mark.anyio

TENANT = "default"
MODEL = "fake:hash-64"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@dataclass(frozen=True)
class Live:
    base: str
    opmem: Opmem
    doc_id: int
    tokens: dict[str, str]


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[Live]:
    data: Path = tmp_path_factory.mktemp("tools")
    settings = Settings(data_dir=data, default_embedding=MODEL, db=module_store_db)
    opmem = Opmem(settings, embedders={MODEL: FakeEmbedder()})
    doc_id = opmem.upsert_record(record("INC1", "Disk full on db-01 after log rotation", "Purged WAL archives."))
    opmem.upsert_record(record("INC2", "Disk full on db-02 again", state="new"))
    opmem.create_agent(TENANT, "bare", grants=["incident"])  # granted no tools
    opmem.create_agent(TENANT, "recaller", grants=["incident"], tools=["recall_operational_memory"])
    opmem.create_principal(TENANT, "alice", grants=["incident"], capabilities=["review_memories"])
    with serving(opmem) as base:
        tokens = {p: opmem.issue_token(TENANT, p) for p in ("bare", "recaller", "alice")}
        yield Live(base, opmem, doc_id or 0, tokens)
    opmem.close()


@asynccontextmanager
async def session(live: Live, principal: str) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {live.tokens[principal]}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=10) as http,
        Client(streamable_http_client(f"{live.base}/mcp", http_client=http)) as client,
    ):
        yield client


def refused_text(agent: str, tool: str) -> str:
    return f"Tool {tool!r} is not held by agent {agent!r}, so its service account may not call it."


CALLS: list[tuple[str, dict[str, Any]]] = [
    ("recall_operational_memory", {"query": "disk full"}),
    ("read_knowledge_document", {"doc_id": 1}),
    ("ask_document", {"doc_id": 1, "question": "what filled the disk?"}),
    ("dispatch_run", {"agent_id": "bare", "table": "incident", "record_id": "INC2"}),
    ("search_memory", {"mode": "timeline"}),
]


async def test_an_agent_granted_no_tools_lists_and_calls_none(live: Live) -> None:
    async with session(live, "bare") as client:
        listed = (await client.list_tools()).tools
        prompts = {p.name for p in (await client.list_prompts()).prompts}
        results = {tool: await client.call_tool(tool, arguments) for tool, arguments in CALLS}
        with pytest.raises(MCPError, match="'dispatch_run' is not held"):
            await client.get_prompt("dispatch_context", {"run_id": "any-run"})
    assert listed == []
    assert "dispatch_context" not in prompts
    for tool, result in results.items():
        assert result.is_error, tool
        block = result.content[0]
        assert isinstance(block, TextContent)
        assert block.text.startswith(refused_text("bare", tool)), block.text
        assert "'curate_memory'" in block.text and f"opmem agent-tools bare --grant {tool}" in block.text
    assert live.opmem.store.db.execute("SELECT count(*) FROM investigations").fetchone()[0] == 0


async def test_an_agent_sees_and_calls_only_what_it_holds(live: Live) -> None:
    async with session(live, "recaller") as client:
        names = [t.name for t in (await client.list_tools()).tools]
        recalled = await client.call_tool("recall_operational_memory", {"query": "disk full db-01"})
        read = await client.call_tool("read_knowledge_document", {"doc_id": live.doc_id})
    assert names == ["recall_operational_memory"]
    assert not recalled.is_error and recalled.structured_content is not None
    assert [h["record_id"] for h in recalled.structured_content["results"]] == ["INC1"]
    assert read.is_error


async def test_a_tool_granted_while_a_session_is_open_is_listed_at_the_next_request(live: Live) -> None:
    async with session(live, "bare") as client:
        before = [t.name for t in (await client.list_tools()).tools]
        live.opmem.dispatch.grant_tools(TENANT, "bare", ["get_memory"])
        try:
            after = [t.name for t in (await client.list_tools()).tools]
        finally:
            live.opmem.dispatch.grant_tools(TENANT, "bare", [])
    assert before == [] and after == ["get_memory"]


async def test_a_person_keeps_every_tool(live: Live) -> None:
    async with session(live, "alice") as client:
        names = {t.name for t in (await client.list_tools()).tools}
        prompts = {p.name for p in (await client.list_prompts()).prompts}
    assert names == set(TOOLS)
    assert "dispatch_context" in prompts


HTTP_CALLS = [
    ("POST", "/v1/recall", {"query": "disk full"}, "recall_operational_memory"),
    ("GET", "/v1/documents/1", None, "read_knowledge_document"),
    ("POST", "/v1/documents/1/ask", {"question": "what filled the disk?"}, "ask_document"),
    ("POST", "/v1/dispatch", {"agent_id": "bare", "table": "incident", "record_id": "INC2"}, "dispatch_run"),
    ("POST", "/v1/memory/search", {"mode": "timeline"}, "search_memory"),
    ("GET", "/v1/pursuits?table=incident&record_id=INC2", None, "list_pursuits"),
    ("GET", "/v1/memory/memories", None, "list_memories"),
    ("GET", "/v1/memory/memories/1/versions", None, "get_memory_versions"),
    ("GET", "/v1/memory/investigations/inv-1", None, "get_investigation"),
]


@pytest.mark.parametrize(("method", "path", "body", "tool"), HTTP_CALLS)
async def test_the_matching_http_route_is_refused_too(
    live: Live, method: str, path: str, body: dict[str, Any] | None, tool: str
) -> None:
    async with httpx2.AsyncClient(base_url=live.base, timeout=10) as http:
        refused = await http.request(
            method, path, json=body, headers={"Authorization": f"Bearer {live.tokens['bare']}"}
        )
        allowed = await http.request(
            method, path, json=body, headers={"Authorization": f"Bearer {live.tokens['alice']}"}
        )
    assert refused.status_code == 403
    assert refused.json()["error"]["message"].startswith(refused_text("bare", tool))
    assert allowed.status_code != 403, allowed.text


async def test_an_agent_holding_recall_recalls_over_http(live: Live) -> None:
    async with httpx2.AsyncClient(base_url=live.base, timeout=10) as http:
        headers = {"Authorization": f"Bearer {live.tokens['recaller']}"}
        response = await http.post("/v1/recall", json={"query": "disk full db-01"}, headers=headers)
    assert response.status_code == 200
    assert [h["record_id"] for h in response.json()["results"]] == ["INC1"]


async def test_every_tool_is_grantable_and_mapped_to_real_routes(live: Live) -> None:
    async with session(live, "alice") as client:
        names = {t.name for t in (await client.list_tools()).tools}
    assert names == set(TOOLS)  # a new MCP tool must become grantable, or no agent could ever call it
    paths = create_app(live.opmem, mount_mcp=False).openapi()["paths"]
    routes = {(method.upper(), path) for path, operations in paths.items() for method in operations}
    assert set(ROUTE_TOOLS) <= routes
    assert set(ROUTE_TOOLS.values()) == set(TOOLS)
