"""The MCP surface through a real MCP client: over streamable HTTP against the app served by uvicorn on a
loopback port, and over stdio against a subprocess that calls `run_stdio`."""

from __future__ import annotations

import os
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import httpx2
import pytest
from live import serving
from mcp.client import Client
from mcp.client.stdio import StdioServerParameters, get_default_environment
from mcp.client.streamable_http import streamable_http_client
from mcp.shared.exceptions import MCPError
from mcp_types import CallToolResult, TextContent

import opmem as opmem_package
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.mcp import TOOL_NAME
from opmem.types import EMPTY_HINT, Record

pytestmark = pytest.mark.anyio

TENANT = "default"
MODEL = "fake:hash-64"

SEED = (
    Record(
        TENANT,
        "incident",
        "INC0001",
        "resolved",
        short_description="Disk full on db-01 after log rotation failed",
        resolution_notes="Restarted logrotate and purged old WAL archives.",
        resolved_at=datetime(2024, 5, 1, 10, 0, tzinfo=UTC),
    ),
    Record(
        TENANT,
        "change",
        "CHG0001",
        "closed",
        short_description="Rotate TLS certificates on the payment gateway",
        resolution_notes="Certificates rotated; payment gateway restarted.",
        resolved_at=datetime(2024, 3, 3, 8, 0, tzinfo=UTC),
    ),
)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def seeded_opmem(data_dir: Path, embedder: FakeEmbedder, db: str | None = None) -> Opmem:
    opmem = Opmem(Settings(data_dir=data_dir, default_embedding=MODEL, db=db), embedders={MODEL: embedder})
    opmem.create_principal(TENANT, "agent", grants=["incident"], writes=["incident"])
    opmem.create_principal(TENANT, "auditor", grants=["change"])
    opmem.upsert_records(SEED)
    return opmem


@dataclass(frozen=True)
class Live:
    base: str
    opmem: Opmem
    embedder: FakeEmbedder
    agent: str
    auditor: str

    @property
    def mcp(self) -> str:
        return f"{self.base}/mcp"


@pytest.fixture(scope="module")
def live(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[Live]:
    """The whole app (HTTP API + MCP) served by uvicorn on a free loopback port in a background thread."""
    embedder = FakeEmbedder()
    opmem = seeded_opmem(tmp_path_factory.mktemp("live"), embedder, module_store_db)
    with serving(opmem) as base:
        yield Live(
            base=base,
            opmem=opmem,
            embedder=embedder,
            agent=opmem.issue_token(TENANT, "agent"),
            auditor=opmem.issue_token(TENANT, "auditor"),
        )
    opmem.close()


@asynccontextmanager
async def http_session(url: str, token: str, mode: str = "auto") -> AsyncIterator[Client]:
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {token}"}, timeout=10) as http,
        Client(streamable_http_client(url, http_client=http), mode=mode) as client,
    ):
        yield client


async def recall(client: Client, **arguments: Any) -> dict[str, Any]:
    result = await client.call_tool(TOOL_NAME, arguments)
    assert not result.is_error, result.content
    assert result.structured_content is not None
    return result.structured_content


def error_text(result: CallToolResult) -> str:
    assert result.is_error and result.structured_content is None
    block = result.content[0]
    assert isinstance(block, TextContent)
    return block.text


def leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in leaves(inner)]
    return [exc]


# -- streamable HTTP ------------------------------------------------------------------------------------


async def test_tool_is_listed_with_its_schemas_and_guidance(live: Live) -> None:
    async with http_session(live.mcp, live.agent) as client:
        tools = (await client.list_tools()).tools
    assert tools[0].name == TOOL_NAME  # the agent memory tools follow (tests/test_mcp_memory.py)
    tool = tools[0]
    assert tool.description is not None
    for guidance in ("short description", "before any live probe", "cite it as evidence", "empty result is an answer"):
        assert guidance in tool.description
    schema = tool.input_schema
    assert set(schema["properties"]) == {"query", "scope", "k", "doc_kinds", "run_id"}
    assert schema["required"] == ["query"]
    assert schema["properties"]["k"]["default"] == 5
    assert (schema["properties"]["k"]["minimum"], schema["properties"]["k"]["maximum"]) == (1, 10)
    assert tool.output_schema is not None
    assert set(tool.output_schema["properties"]) == {"query", "results", "hint", "degraded"}
    assert tool.annotations is not None and tool.annotations.read_only_hint is True


@pytest.mark.parametrize("mode", ["legacy", "auto"])
async def test_recall_returns_structured_content_with_provenance(live: Live, mode: str) -> None:
    async with http_session(live.mcp, live.agent, mode) as client:
        result = await recall(client, query="disk full on db-01")
    assert result["query"] == "disk full on db-01"
    assert result["hint"] is None and result["degraded"] == []
    top = result["results"][0]
    assert (top["kind"], top["source_table"], top["record_id"]) == ("resolution", "incident", "INC0001")
    assert top["title"] == "Disk full on db-01 after log rotation failed"
    assert top["link"] == "/records/incident/INC0001"
    assert top["resolved_at"] == "2024-05-01T10:00:00Z"
    assert "text" in top["arms"] and top["score"] > 0


async def test_recall_runs_as_the_principal_of_the_token(live: Live) -> None:
    async with http_session(live.mcp, live.agent) as client:
        agent = await recall(client, query="payment gateway certificates disk", k=10)
    async with http_session(live.mcp, live.auditor) as client:
        auditor = await recall(client, query="payment gateway certificates disk", k=10)
    assert [h["record_id"] for h in agent["results"]] == ["INC0001"]
    assert [h["record_id"] for h in auditor["results"]] == ["CHG0001"]


async def test_core_errors_become_tool_errors_with_the_message(live: Live) -> None:
    async with http_session(live.mcp, live.agent) as client:
        too_many = await client.call_tool(TOOL_NAME, {"query": "disk", "k": 11})
        empty = await client.call_tool(TOOL_NAME, {"query": "   "})
        scope = await client.call_tool(TOOL_NAME, {"query": "disk", "scope": "widgets"})
        huge = await client.call_tool(TOOL_NAME, {"query": "x" * 5000})
    assert "k must be a whole number from 1 to 10; got 11." in error_text(too_many)
    assert "The query is empty" in error_text(empty)
    assert "Unknown scope 'widgets'" in error_text(scope)
    assert "The query is 5000 bytes; the limit is 4096." in error_text(huge)


async def test_degraded_semantic_arm_is_reported(live: Live) -> None:
    # the module's server is shared: an earlier test recalled the same words, and recall remembers a query's vector
    # (which is right: a remembered vector needs no provider), so forget it to make the provider's failure count
    live.opmem.engine.forget_query_vectors()
    live.embedder.failure = "provider down"
    try:
        async with http_session(live.mcp, live.agent) as client:
            result = await recall(client, query="disk full on db-01")
    finally:
        live.embedder.failure = None
    assert result["degraded"] == [{"arm": "semantic", "reason": "embedding the query failed: provider down"}]
    assert result["results"][0]["record_id"] == "INC0001"


async def test_delete_over_http_removes_the_mcp_result(live: Live) -> None:
    headers = {"Authorization": f"Bearer {live.agent}"}
    record = f"{live.base}/v1/records/incident/INC0042"
    body = {"state": "closed", "short_description": "Orders API returns 502 behind the ingress"}
    async with httpx2.AsyncClient(headers=headers, timeout=10) as http:
        assert (await http.put(record, json=body)).status_code == 200
        async with http_session(live.mcp, live.agent) as client:
            before = await recall(client, query="orders api 502 ingress", scope="incident")
            assert (await http.delete(record)).status_code == 204
            after = await recall(client, query="orders api 502 ingress", scope="incident")
    assert [h["record_id"] for h in before["results"]] == ["INC0042"]
    assert after["results"] == [] and after["hint"] == EMPTY_HINT


@pytest.mark.parametrize("authorization", [None, "Bearer opm_not_a_real_token"])
async def test_missing_or_unknown_token_is_401_before_mcp_runs(live: Live, authorization: str | None) -> None:
    headers = {"Accept": "application/json, text/event-stream"}
    if authorization:
        headers["Authorization"] = authorization
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    async with httpx2.AsyncClient(timeout=10) as http:
        response = await http.post(live.mcp, json=initialize, headers=headers)
    assert response.status_code == 401
    assert response.headers["www-authenticate"] == "Bearer"
    assert response.headers.get("mcp-session-id") is None
    assert response.json()["error"]["type"] == "unauthorized"


async def test_mcp_client_with_an_unknown_token_cannot_connect(live: Live) -> None:
    with pytest.raises(BaseException) as caught:
        async with http_session(live.mcp, "opm_not_a_real_token", mode="legacy") as client:
            await client.list_tools()
    assert any(isinstance(leaf, MCPError) for leaf in leaves(caught.value)), caught.value


async def test_a_session_answers_only_the_principal_that_opened_it(live: Live) -> None:
    headers = {"Accept": "application/json, text/event-stream"}
    initialize = {
        "jsonrpc": "2.0",
        "id": 1,
        "method": "initialize",
        "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}},
    }
    listing = {"jsonrpc": "2.0", "id": 2, "method": "tools/list"}
    async with httpx2.AsyncClient(timeout=10, headers=headers) as http:
        opened = await http.post(live.mcp, json=initialize, headers={"Authorization": f"Bearer {live.agent}"})
        assert opened.status_code == 200
        session = {"mcp-session-id": opened.headers["mcp-session-id"], "mcp-protocol-version": "2025-06-18"}
        other = await http.post(live.mcp, json=listing, headers={**session, "Authorization": f"Bearer {live.auditor}"})
        owner = await http.post(live.mcp, json=listing, headers={**session, "Authorization": f"Bearer {live.agent}"})
        await http.delete(live.mcp, headers={**session, "Authorization": f"Bearer {live.agent}"})
    assert other.status_code == 404
    assert owner.status_code == 200 and TOOL_NAME in owner.text


# -- stdio ----------------------------------------------------------------------------------------------

SERVE_STDIO = """
import sys
from pathlib import Path
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.surfaces.mcp import run_stdio

data_dir, principal_id, db = Path(sys.argv[1]), sys.argv[2], (sys.argv[3:] or [None])[0]
settings = Settings.from_env(data_dir=data_dir, default_embedding="fake:hash-64", db=db)  # and OPMEM_DB_RLS
opmem = Opmem(settings, embedders={"fake:hash-64": FakeEmbedder()})
run_stdio(opmem, opmem.principal("default", principal_id))
"""


@pytest.fixture(scope="module")
def stdio_data(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Path:
    """The stdio server's data directory, seeded (on PostgreSQL: the module's database, seeded again alike)."""
    data_dir = tmp_path_factory.mktemp("stdio")
    seeded_opmem(data_dir, FakeEmbedder(), module_store_db).close()
    return data_dir


def stdio_server(data_dir: Path, principal_id: str, db: str | None = None) -> StdioServerParameters:
    """The stdio server's command. The client passes the subprocess only a few environment variables, so it gets
    the PYTHONPATH of the opmem this test imported: a worktree's tests run that worktree's code, not the
    installed checkout's. And OPMEM_DB_RLS when set (the contract pass with row-level security on)."""
    database = [db] if db else []
    source = str(Path(opmem_package.__file__).resolve().parents[1])
    wall = {"OPMEM_DB_RLS": os.environ["OPMEM_DB_RLS"]} if "OPMEM_DB_RLS" in os.environ else {}
    return StdioServerParameters(
        command=sys.executable,
        args=["-c", SERVE_STDIO, str(data_dir), principal_id, *database],
        env={**get_default_environment(), "PYTHONPATH": source, **wall},
    )


async def test_stdio_serves_the_tool_as_the_fixed_principal(stdio_data: Path, module_store_db: str | None) -> None:
    async with Client(stdio_server(stdio_data, "auditor", module_store_db)) as client:
        tools = (await client.list_tools()).tools
        result = await recall(client, query="payment gateway certificates disk", k=10)
        refused = await client.call_tool(TOOL_NAME, {"query": "disk\x00full"})
    assert TOOL_NAME in [t.name for t in tools]
    assert [h["record_id"] for h in result["results"]] == ["CHG0001"]
    assert result["results"][0]["link"] == "/records/change/CHG0001"
    assert "The query contains a NUL byte; send plain text." in error_text(refused)
