"""The MCP contract an agent reads, through a real client session: every tool and prompt argument is described,
closed sets are enums, `search_memory` and `dispatch_run` declare their output, `dispatch_run` does not send its
bundle twice, and a prompt's error carries opmem's message."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from conftest import FAKE, record
from mcp.client import Client
from mcp.shared.exceptions import MCPError
from mcp_types import TextContent

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.memory.model import CONFIDENCES, MODES, SIGNIFICANCES
from opmem.settings import Settings
from opmem.surfaces.mcp import create_mcp

pytestmark = pytest.mark.anyio
TENANT = "default"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[Client]:
    om = Opmem(Settings(data_dir=tmp_path / "data", default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
    for n in range(3):
        om.upsert_record(record(f"INC{n}", f"Disk full on db-0{n} after log rotation", "purged WAL archives"))
    om.upsert_record(record("NEW1", "Disk full on db-02 again", state="new"))
    om.memory.create_agent(TENANT, "triage")
    triage = om.create_principal(TENANT, "triage", grants=["incident"])
    om.dispatch.grant_tools(TENANT, "triage", list(TOOLS))
    try:
        async with Client(create_mcp(om, lambda _ctx: om.authenticate(om.issue_token(TENANT, triage.id)))) as c:
            yield c
    finally:
        om.close()


def described(schema: dict[str, Any]) -> list[str]:
    return [name for name, prop in schema.get("properties", {}).items() if not prop.get("description")]


async def test_every_tool_and_prompt_argument_is_described(client: Client) -> None:
    tools = (await client.list_tools()).tools
    assert len(tools) >= 15
    assert {t.name: described(t.input_schema) for t in tools if described(t.input_schema)} == {}
    prompts = (await client.list_prompts()).prompts
    assert {p.name for p in prompts} >= {"memory_instructions", "dispatch_context"}
    assert [(p.name, a.name) for p in prompts for a in p.arguments or [] if not a.description] == []


async def test_closed_sets_are_enums(client: Client) -> None:
    tools = {t.name: t.input_schema["properties"] for t in (await client.list_tools()).tools}
    for name in ("record_memory", "correct_memory"):
        assert tools[name]["significance"]["enum"] == list(SIGNIFICANCES)
        assert tools[name]["root_cause_confidence"]["enum"] == list(CONFIDENCES)
    assert [m for m in tools["search_memory"]["mode"]["enum"] if m] == list(MODES)
    assert tools["search_memory"]["significance"]["items"]["enum"] == list(SIGNIFICANCES)
    assert (tools["search_memory"]["limit"]["minimum"], tools["search_memory"]["limit"]["maximum"]) == (1, 50)


async def test_search_and_dispatch_declare_their_output(client: Client) -> None:
    tools = {t.name: t.output_schema or {} for t in (await client.list_tools()).tools}
    for name, fields in (("search_memory", {"mode", "hits", "coverage"}), ("dispatch_run", {"run", "index", "text"})):
        assert fields <= set(tools[name].get("properties", {})), (name, tools[name])
        assert tools[name].get("additionalProperties") is False, name
    found = await client.call_tool("search_memory", {"query": "disk", "mode": "text"})
    assert not found.is_error and found.structured_content is not None and found.structured_content["mode"] == "text"


async def test_dispatch_run_sends_its_bundle_once(client: Client) -> None:
    result = await client.call_tool("dispatch_run", {"agent_id": "triage", "table": "incident", "record_id": "NEW1"})
    assert not result.is_error and result.structured_content is not None
    bundle = result.structured_content
    assert bundle["case_file"]["record_id"] == "NEW1" and bundle["index"]["entries"]
    (block,) = result.content
    assert isinstance(block, TextContent)
    assert f"Run {bundle['run']['id']} of agent triage started." in block.text
    assert "dispatch index: " in block.text and "structured content" in block.text
    assert len(block.text) < 600 < len(bundle["text"])  # a summary, not the bundle again
    assert bundle["index"]["text"] not in block.text


async def test_a_prompts_error_carries_opmems_message(client: Client) -> None:
    with pytest.raises(MCPError) as raised:
        await client.get_prompt("memory_instructions", {"agent_id": "nobody"})
    assert "Error rendering prompt" not in str(raised.value) and "nobody" in str(raised.value)
    with pytest.raises(MCPError) as refused:
        await client.get_prompt("dispatch_context", {"agent_id": "triage", "table": "incident", "record_id": "NOPE"})
    assert "Error rendering prompt" not in str(refused.value) and "NOPE" in str(refused.value)
