"""A memory follows the record its investigation ran on, on every surface: a principal without that record's
table grant gets the 404 of a missing memory from `get_memory` and its versions (core, HTTP, MCP, CLI)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx2
import pytest
from click.testing import CliRunner
from conftest import record
from live import serving
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import TextContent

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.memory import MemoryDraft, Signal
from opmem.settings import Settings
from opmem.surfaces.cli import cli
from opmem.types import Principal

TENANT = "default"
FAKE = "fake:hash-64"
SIGNAL = [Signal("manual", {"note": "disk full again"})]
MISSING = 424242


@dataclass(frozen=True)
class Seeded:
    om: Opmem
    on_incident: int  # recorded by a run on incident/INC1
    on_no_record: int  # recorded by a run started through the memory API alone
    base: str
    tokens: dict[str, str]
    rita: Principal  # reads incident
    paula: Principal  # reads problem only


def _memory(om: Opmem, title: str, on: tuple[str, str] | None) -> int:
    inv = om.memory.start_investigation(TENANT, "triage", SIGNAL, record=on)
    memory = om.memory.record_memory(TENANT, "triage", inv.id, MemoryDraft(title, root_cause="WAL not purged"))
    om.memory.correct_memory(TENANT, "triage", inv.id, MemoryDraft(title + " (corrected)", root_cause="WAL"))
    return memory.memory.id


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[Seeded]:
    data = tmp_path_factory.mktemp("memory-access")
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, db=module_store_db)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    om.upsert_record(record("INC1", "Disk full on db-01", "purged WAL archives"))
    om.upsert_record(record("PRB1", "Expired certificate", table="problem"))
    om.memory.create_agent(TENANT, "triage")
    rita = om.create_principal(TENANT, "rita", grants=["incident"])
    paula = om.create_principal(TENANT, "paula", grants=["problem"])
    hidden = _memory(om, "Disk full on db-01", ("incident", "INC1"))
    open_ = _memory(om, "Broker lag", None)
    with serving(om) as base:
        tokens = {p: om.issue_token(TENANT, p) for p in ("rita", "paula")}
        yield Seeded(om, hidden, open_, base, tokens, rita, paula)
    om.close()


def test_core_hides_the_memory_and_its_versions_without_the_records_grant(seeded: Seeded) -> None:
    memory = seeded.om.memory
    rita, paula = seeded.rita, seeded.paula
    assert memory.open_memory(rita, seeded.on_incident).memory.id == seeded.on_incident
    assert len(memory.open_memory_versions(rita, seeded.on_incident).versions) == 1
    for call in (memory.open_memory, memory.open_memory_versions):
        with pytest.raises(NotFound) as hidden:
            call(paula, seeded.on_incident)
        with pytest.raises(NotFound) as missing:
            call(paula, MISSING)
        assert str(hidden.value).replace(str(seeded.on_incident), "N") == str(missing.value).replace(str(MISSING), "N")
    # a memory whose run was on no record is readable tenant-wide, as its investigation is
    assert memory.open_memory(paula, seeded.on_no_record).memory.id == seeded.on_no_record


def test_http_answers_the_404_of_a_missing_memory(seeded: Seeded) -> None:
    def get(who: str, path: str, status: int) -> str:
        headers = {"Authorization": f"Bearer {seeded.tokens[who]}"}
        response = httpx2.get(f"{seeded.base}/v1/memory/memories/{path}", headers=headers, timeout=10)
        assert response.status_code == status, response.text
        return str(response.json()["error"]["message"]) if status == 404 else ""

    for tail in ("", "/versions"):
        get("rita", f"{seeded.on_incident}{tail}", 200)
        get("paula", f"{seeded.on_no_record}{tail}", 200)
        hidden = get("paula", f"{seeded.on_incident}{tail}", 404)
        missing = get("paula", f"{MISSING}{tail}", 404)
        assert hidden.replace(str(seeded.on_incident), "N") == missing.replace(str(MISSING), "N")


async def _tool(s: Seeded, who: str, tool: str, memory_id: int) -> tuple[bool, str]:
    headers = {"Authorization": f"Bearer {s.tokens[who]}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=10) as http,
        Client(streamable_http_client(f"{s.base}/mcp", http_client=http)) as client,
    ):
        result = await client.call_tool(tool, {"memory_id": memory_id})
    block = result.content[0]
    return result.is_error, block.text if isinstance(block, TextContent) else ""


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.anyio
@pytest.mark.parametrize("tool", ["get_memory", "get_memory_versions"])
async def test_mcp_tools_answer_the_error_of_a_missing_memory(seeded: Seeded, tool: str) -> None:
    assert (await _tool(seeded, "rita", tool, seeded.on_incident))[0] is False
    hidden_error, hidden = await _tool(seeded, "paula", tool, seeded.on_incident)
    missing_error, missing = await _tool(seeded, "paula", tool, MISSING)
    assert hidden_error and missing_error
    assert hidden.replace(str(seeded.on_incident), "N") == missing.replace(str(MISSING), "N")


def test_the_cli_reads_as_the_local_administrator_and_follows_the_record_too(
    tmp_path: Path, store_db: str | None
) -> None:
    data = tmp_path / "data"
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, db=store_db)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    om.upsert_record(record("INC1", "Disk full on db-01", "purged WAL archives"))
    om.memory.create_agent(TENANT, "triage")
    readable = _memory(om, "Disk full on db-01", ("incident", "INC1"))
    # a run on a table the tenant no longer indexes: the administrator holds no grant for it
    hidden = _memory(om, "Old ticket", ("retired", "R1"))
    om.close()

    def run(*args: str) -> tuple[int, str]:
        done = CliRunner().invoke(cli, ["--data-dir", str(data), *args], env={"OPMEM_EMBEDDING": "none"})
        return done.exit_code, done.output if done.exit_code == 0 else done.stderr

    assert json.loads(run("memory", "get", str(readable), "--json")[1])["memory"]["id"] == readable
    assert run("memory", "versions", str(readable))[0] == 0
    for command in ("get", "versions"):
        code, hidden_text = run("memory", command, str(hidden))
        missing_code, missing_text = run("memory", command, str(MISSING))
        assert code == missing_code == 2
        assert hidden_text.replace(str(hidden), "N") == missing_text.replace(str(MISSING), "N")


def test_an_opened_investigation_hides_the_memory_it_was_linked_to_on_an_unreadable_record(seeded: Seeded) -> None:
    memory = seeded.om.memory
    again = memory.start_investigation(TENANT, "triage", SIGNAL, record=("problem", "PRB1"))
    memory.link_recurrence(TENANT, "triage", again.id, seeded.on_incident)
    assert memory.open_investigation(seeded.paula, again.id).linked_to is None
    linked = memory.open_investigation(seeded.om.local_admin(TENANT), again.id).linked_to
    assert linked is not None and linked.id == seeded.on_incident
