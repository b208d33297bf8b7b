"""A pursuit follows its record: acting on one by id (note, hold, close) as a principal without the read grant of
its record's table answers exactly as a missing pursuit, and changes nothing, over HTTP and a real MCP session.
Without the check, a holder of `review_memories` acting for an agent got back the record's id and the notes."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

import httpx2
import pytest
from conftest import record
from live import serving
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import TextContent

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings

TENANT = "default"
FAKE = "fake:hash-64"
NOTES = "PAYROLL-NOTES: the vendor got the file"
MISSING = 424242


@dataclass(frozen=True)
class Seeded:
    om: Opmem
    on_problem: int  # hr's pursuit of problem/PRB1
    base: str
    tokens: dict[str, str]


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[Seeded]:
    data = tmp_path_factory.mktemp("pursuit-grants")
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, db=module_store_db)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    om.upsert_record(record("PRB1", "Payroll file sent out", table="problem", state="new"))
    om.upsert_record(record("PRB2", "Payroll run late", table="problem", state="new"))
    om.create_agent(TENANT, "hr", grants=["incident", "problem"], tools=list(TOOLS))
    om.create_principal(TENANT, "vera", grants=["incident"], capabilities=["review_memories"])
    pursuit = om.dispatch.pursuits.open(TENANT, "hr", "problem", "PRB1", notes=NOTES)
    with serving(om) as base:
        tokens = {p: om.issue_token(TENANT, p) for p in ("vera", "hr")}
        yield Seeded(om, pursuit.id, base, tokens)
    om.close()


def _http(s: Seeded, who: str, pursuit_id: int, action: str) -> httpx2.Response:
    url = f"{s.base}/v1/pursuits/{pursuit_id}"
    headers = {"Authorization": f"Bearer {s.tokens[who]}"}
    if action == "note":
        return httpx2.patch(url, json={"agent_id": "hr", "notes": "overwritten"}, headers=headers, timeout=10)
    return httpx2.post(f"{url}/{action}", json={"agent_id": "hr"}, headers=headers, timeout=10)


def _unchanged(s: Seeded) -> None:
    found = s.om.dispatch.pursuits.get(TENANT, s.on_problem)
    assert found.notes == NOTES and found.state == "open"


@pytest.mark.parametrize("action", ["note", "hold", "close"])
def test_http_answers_the_404_of_a_missing_pursuit(seeded: Seeded, action: str) -> None:
    hidden, missing = _http(seeded, "vera", seeded.on_problem, action), _http(seeded, "vera", MISSING, action)
    assert hidden.status_code == missing.status_code == 404, hidden.text
    assert "PRB1" not in hidden.text and "PAYROLL" not in hidden.text
    text = hidden.json()["error"]["message"].replace(str(seeded.on_problem), "N")
    assert text == missing.json()["error"]["message"].replace(str(MISSING), "N")
    _unchanged(seeded)


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _tool(s: Seeded, who: str, tool: str, pursuit_id: int) -> tuple[bool, str]:
    arguments: dict[str, object] = {"agent_id": "hr", "pursuit_id": pursuit_id}
    if tool == "note_pursuit":
        arguments["notes"] = "overwritten"
    async with (
        httpx2.AsyncClient(headers={"Authorization": f"Bearer {s.tokens[who]}"}, timeout=10) as http,
        Client(streamable_http_client(f"{s.base}/mcp", http_client=http)) as client,
    ):
        result = await client.call_tool(tool, arguments)
    block = result.content[0]
    return result.is_error, block.text if isinstance(block, TextContent) else ""


@pytest.mark.anyio
@pytest.mark.parametrize("tool", ["note_pursuit", "hold_pursuit", "close_pursuit"])
async def test_mcp_answers_the_error_of_a_missing_pursuit(seeded: Seeded, tool: str) -> None:
    hidden_error, hidden = await _tool(seeded, "vera", tool, seeded.on_problem)
    missing_error, missing = await _tool(seeded, "vera", tool, MISSING)
    assert hidden_error and missing_error
    assert "PRB1" not in hidden and "PAYROLL" not in hidden
    assert hidden.replace(str(seeded.on_problem), "N") == missing.replace(str(MISSING), "N")
    _unchanged(seeded)


@pytest.mark.anyio
async def test_the_agent_that_may_read_the_record_still_works_on_it(seeded: Seeded) -> None:
    own = seeded.om.dispatch.pursuits.open(TENANT, "hr", "problem", "PRB2", notes="late run")
    error, text = await _tool(seeded, "hr", "hold_pursuit", own.id)
    assert not error and "PRB2" in text
    response = _http(seeded, "hr", own.id, "note")
    assert response.status_code == 200 and response.json()["notes"] == "overwritten"
