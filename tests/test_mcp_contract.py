"""The MCP contract an agent reads, through a real client session: every tool and prompt argument is described,
closed sets are enums, `search_memory` and `dispatch_run` declare their output, `dispatch_run` does not send its
bundle twice, and a prompt's error carries opmem's message."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
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
from opmem.types import DOC_KINDS

pytestmark = pytest.mark.anyio
TENANT = "default"


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def om(tmp_path: Path, store_db: str | None) -> Iterator[Opmem]:
    om = Opmem(
        Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db), embedders={FAKE: FakeEmbedder()}
    )
    for n in range(3):
        om.upsert_record(record(f"INC{n}", f"Disk full on db-0{n} after log rotation", "purged WAL archives"))
    om.upsert_record(record("NEW1", "Disk full on db-02 again", state="new"))
    om.upsert_record(record("PRB1", "Expired certificate on the gateway", "SECRET-CERT-42", table="problem"))
    for agent, tools in (("triage", list(TOOLS)), ("bare", [])):
        om.memory.create_agent(TENANT, agent)
        om.create_principal(TENANT, agent, grants=["incident"])
        om.dispatch.grant_tools(TENANT, agent, tools)
    yield om
    om.close()


def session(om: Opmem, who: str) -> Client:
    token = om.issue_token(TENANT, who)
    return Client(create_mcp(om, lambda _ctx: om.authenticate(token)))


@pytest.fixture
async def client(om: Opmem) -> AsyncIterator[Client]:
    async with session(om, "triage") as c:
        yield c


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
    assert tools["recall_operational_memory"]["doc_kinds"]["items"]["enum"] == list(DOC_KINDS)
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
        await client.get_prompt("dispatch_context", {"run_id": "NOPE"})
    assert "Error rendering prompt" not in str(refused.value) and "NOPE" in str(refused.value)


async def test_the_dispatch_prompt_renders_a_run_and_starts_nothing(om: Opmem, client: Client) -> None:
    def runs() -> int:
        return len(om.store.db.execute("SELECT id FROM investigations").fetchall())

    started = await client.call_tool("dispatch_run", {"agent_id": "triage", "table": "incident", "record_id": "NEW1"})
    run_id = (started.structured_content or {})["run"]["id"]
    before = runs()
    prompt = await client.get_prompt("dispatch_context", {"run_id": run_id})
    again = await client.get_prompt("dispatch_context", {"run_id": run_id})
    text = prompt.messages[0].content
    assert isinstance(text, TextContent) and f"Run {run_id} of agent triage" in text.text
    assert "Dispatch index for incident/NEW1" in text.text and prompt.messages == again.messages
    assert runs() == before == 1  # rendering started no run
    om.memory.finish_investigation(TENANT, run_id)
    with pytest.raises(MCPError, match="has finished"):
        await client.get_prompt("dispatch_context", {"run_id": run_id})


async def test_documents_are_a_resource_read_as_the_read_tool_reads(om: Opmem) -> None:
    disk = om.store.document_id(TENANT, "resolution:incident:INC1")
    cert = om.store.document_id(TENANT, "resolution:problem:PRB1")
    assert disk and cert
    async with session(om, "triage") as triage:
        templates = (await triage.list_resource_templates()).resource_templates
        assert [t.uri_template for t in templates] == ["opmem://documents/{doc_id}"]
        read = await triage.read_resource(f"opmem://documents/{disk}")
        (content,) = read.contents
        page = json.loads(content.text)  # type: ignore[union-attr]
        assert page["document"]["record_id"] == "INC1" and page["content"]["type"] == "data"
        assert "purged WAL archives" in page["content"]["text"]
        with pytest.raises(MCPError) as hidden:  # no grant on problem: answered as missing, nothing of it named
            await triage.read_resource(f"opmem://documents/{cert}")
        assert "No document" in str(hidden.value) and "certificate" not in str(hidden.value).lower()
    async with session(om, "bare") as bare:  # an agent without the read tool may not read through the resource
        with pytest.raises(MCPError) as refused:
            await bare.read_resource(f"opmem://documents/{disk}")
        assert "read_knowledge_document" in str(refused.value) and "not held" in str(refused.value)
