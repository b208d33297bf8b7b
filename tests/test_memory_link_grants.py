"""What an opened memory or investigation names follows the records too: its recurrences (later investigations
linked to it) leave out those on a record the viewer may not read, counted only; the digest at dispatch holds only
memories agent and caller may both read; tag values, the empty semantic search's coverage and linking to a memory
follow the same rule. Over the core, HTTP, a real MCP session and the console's memory page."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import httpx2
import pytest
from conftest import record
from live import serving
from mcp.client import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_types import TextContent
from web_kit import console

from opmem.core import Opmem
from opmem.dispatch import TOOLS
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.memory import AgentConfig, MemoryDraft, Signal, TagMapping
from opmem.settings import Settings
from opmem.types import Principal

TENANT = "default"
FAKE = "fake:hash-64"
LOG = Signal("log_pattern", {"pattern": {"id": "p-42"}, "sample_event": {"service": "checkout"}})
#: the manual signal of a dispatch without signals names its record: tagged `entity:service=<record id>`
BY_RECORD = AgentConfig(tag_mappings={"manual": TagMapping((("entity:service", ("$.record_id",)),))})


@dataclass(frozen=True)
class Seeded:
    om: Opmem
    base_memory: int  # recorded by a run on no record: readable tenant-wide
    on_incident: int
    on_problem: int
    link_on_incident: str  # investigations linked to base_memory as recurrences
    link_on_problem: str
    run_on_problem: str  # the investigation that recorded on_problem
    base: str
    tokens: dict[str, str]
    rita: Principal  # reads incident only


def _memory(om: Opmem, title: str, on: tuple[str, str] | None) -> tuple[str, int]:
    inv = om.memory.start_investigation(TENANT, "hr", [LOG], record=on)
    draft = MemoryDraft(title, root_cause="pool exhausted", tags=["entity:service=INC1"])
    return inv.id, om.memory.record_memory(TENANT, "hr", inv.id, draft).memory.id


def _link(om: Opmem, memory_id: int, on: tuple[str, str]) -> str:
    inv = om.memory.start_investigation(TENANT, "hr", [LOG], record=on)
    om.memory.link_recurrence(TENANT, "hr", inv.id, memory_id)
    return inv.id


@pytest.fixture(scope="module")
def seeded(tmp_path_factory: pytest.TempPathFactory, module_store_db: str | None) -> Iterator[Seeded]:
    data = tmp_path_factory.mktemp("memory-link-grants")
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=None, db=module_store_db)
    om = Opmem(settings, embedders={FAKE: FakeEmbedder()})
    om.upsert_record(record("INC1", "Pool exhausted on checkout", "raised the pool size"))
    om.upsert_record(record("PRB1", "Pool exhausted, payroll", table="problem"))
    om.create_agent(TENANT, "hr", grants=["incident", "problem"], tools=list(TOOLS), digest=True, config=BY_RECORD)
    om.create_agent(TENANT, "triage", grants=["incident"], tools=list(TOOLS), digest=True, config=BY_RECORD)
    rita = om.create_principal(TENANT, "rita", grants=["incident"])
    om.create_principal(TENANT, "vera", grants=["incident"], capabilities=["review_memories"])
    _, base_memory = _memory(om, "Pool exhausted on no record", None)
    _, on_incident = _memory(om, "Pool exhausted on incident", ("incident", "INC1"))
    run_on_problem, on_problem = _memory(om, "Pool exhausted on problem", ("problem", "PRB1"))
    link_incident = _link(om, base_memory, ("incident", "INC1"))
    link_problem = _link(om, base_memory, ("problem", "PRB1"))
    with serving(om) as base:
        tokens = {p: om.issue_token(TENANT, p) for p in ("rita", "vera", "triage")}
        yield Seeded(
            om, base_memory, on_incident, on_problem, link_incident, link_problem, run_on_problem, base, tokens, rita
        )
    om.close()


# -- recurrences -------------------------------------------------------------------------------------------


def test_core_recurrences_name_only_readable_investigations_and_count_the_rest(seeded: Seeded) -> None:
    memory = seeded.om.memory
    view = memory.open_memory(seeded.rita, seeded.base_memory)
    assert [i.investigation_id for i in view.linked] == [seeded.link_on_incident]
    assert view.linked_withheld == 1
    # the recurrence count the viewer is shown already tells them all: the withheld count adds nothing
    assert view.memory.recurrence_count == 1 + len(view.linked) + view.linked_withheld
    opened = memory.open_investigation(seeded.rita, view.memory.investigation_id)
    assert [i.investigation_id for i in opened.recurrences] == [seeded.link_on_incident]
    assert opened.recurrences_withheld == 1
    # the data's owner (no viewer) still sees both
    assert len(memory.get_memory(TENANT, seeded.base_memory).linked) == 2


def _get(s: Seeded, who: str, path: str) -> httpx2.Response:
    return httpx2.get(f"{s.base}{path}", headers={"Authorization": f"Bearer {s.tokens[who]}"}, timeout=10)


def test_http_memory_and_investigation_leave_out_unreadable_recurrences(seeded: Seeded) -> None:
    view = _get(seeded, "rita", f"/v1/memory/memories/{seeded.base_memory}")
    assert view.status_code == 200, view.text
    assert [i["investigation_id"] for i in view.json()["linked"]] == [seeded.link_on_incident]
    assert view.json()["linked_withheld"] == 1
    assert seeded.link_on_problem not in view.text
    inv = view.json()["memory"]["investigation_id"]
    opened = _get(seeded, "rita", f"/v1/memory/investigations/{inv}")
    assert opened.status_code == 200, opened.text
    assert [i["investigation_id"] for i in opened.json()["recurrences"]] == [seeded.link_on_incident]
    assert opened.json()["recurrences_withheld"] == 1
    assert seeded.link_on_problem not in opened.text


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


async def _tool(s: Seeded, who: str, tool: str, arguments: dict[str, object]) -> tuple[bool, str]:
    headers = {"Authorization": f"Bearer {s.tokens[who]}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=10) as http,
        Client(streamable_http_client(f"{s.base}/mcp", http_client=http)) as client,
    ):
        result = await client.call_tool(tool, arguments)
    block = result.content[0]
    return result.is_error, block.text if isinstance(block, TextContent) else ""


@pytest.mark.anyio
async def test_mcp_memory_and_investigation_leave_out_unreadable_recurrences(seeded: Seeded) -> None:
    error, text = await _tool(seeded, "rita", "get_memory", {"memory_id": seeded.base_memory})
    assert not error, text
    assert seeded.link_on_incident in text and seeded.link_on_problem not in text
    assert json.loads(text)["linked_withheld"] == 1
    inv = json.loads(text)["memory"]["investigation_id"]
    error, text = await _tool(seeded, "rita", "get_investigation", {"investigation_id": inv})
    assert not error, text
    assert seeded.link_on_incident in text and seeded.link_on_problem not in text
    assert json.loads(text)["recurrences_withheld"] == 1


def test_the_consoles_memory_page_leaves_them_out(seeded: Seeded) -> None:
    page = console(seeded.om, seeded.tokens["vera"]).get(f"/memories/{seeded.base_memory}")
    assert page.status_code == 200, page.text
    assert seeded.link_on_incident in page.text and seeded.link_on_problem not in page.text
    assert "1 more on records you hold no read grant for" in page.text


# -- the digest --------------------------------------------------------------------------------------------


def _digest_titles(digest: dict[str, Any]) -> set[str]:
    return {line["title"] for line in digest["lines"]}


READABLE_TITLES = {"Pool exhausted on no record", "Pool exhausted on incident"}


def test_http_dispatch_digest_holds_only_what_agent_and_caller_may_read(seeded: Seeded) -> None:
    headers = {"Authorization": f"Bearer {seeded.tokens['vera']}"}
    # hr reads problem too, vera does not: the digest is held to both, as the dispatch index is
    body = {
        "agent_id": "hr",
        "table": "incident",
        "record_id": "INC1",
        "signals": [{"type": LOG.type, "payload": LOG.payload}],
    }
    bundle = httpx2.post(f"{seeded.base}/v1/dispatch", json=body, headers=headers, timeout=10)
    assert bundle.status_code == 200, bundle.text
    assert _digest_titles(bundle.json()["digest"]) == READABLE_TITLES
    assert "on problem" not in bundle.text
    run = bundle.json()["run"]["id"]
    # the digest route follows the caller's grants, and hides an investigation on an unreadable record
    again = _get(seeded, "rita", f"/v1/memory/investigations/{run}/digest")
    assert again.status_code == 200, again.text
    assert _digest_titles(again.json()["digest"]) == READABLE_TITLES
    hidden = _get(seeded, "rita", f"/v1/memory/investigations/{seeded.run_on_problem}/digest")
    missing = _get(seeded, "rita", "/v1/memory/investigations/no-such-run/digest")
    assert hidden.status_code == missing.status_code == 404
    hidden_text = hidden.json()["error"]["message"].replace(seeded.run_on_problem, "X")
    assert hidden_text == missing.json()["error"]["message"].replace("no-such-run", "X")


@pytest.mark.anyio
async def test_mcp_dispatch_digest_holds_only_what_the_agent_may_read(seeded: Seeded) -> None:
    arguments = {"agent_id": "triage", "table": "incident", "record_id": "INC1"}
    headers = {"Authorization": f"Bearer {seeded.tokens['triage']}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=10) as http,
        Client(streamable_http_client(f"{seeded.base}/mcp", http_client=http)) as client,
    ):
        result = await client.call_tool("dispatch_run", arguments)
    assert not result.is_error and result.structured_content is not None
    digest = result.structured_content["digest"]
    assert _digest_titles(digest) == READABLE_TITLES, digest
    assert "on problem" not in json.dumps(result.structured_content)


# -- tag values, coverage, linking -------------------------------------------------------------------------


def test_tag_values_count_only_readable_memories(seeded: Seeded) -> None:
    memory = seeded.om.memory
    everyone = {v.value: v.count for v in memory.list_tag_values(TENANT, "entity:service")}
    assert everyone["INC1"] == 3
    found = _get(seeded, "rita", "/v1/memory/tag-values?key=entity:service")
    assert found.status_code == 200, found.text
    assert {v["value"]: v["count"] for v in found.json()["values"]}["INC1"] == 2


def test_an_empty_semantic_search_counts_only_readable_memories_of_other_agents(seeded: Seeded) -> None:
    # triage has no store: its semantic search is empty and says what else is there (hr's memories)
    found = seeded.om.memory.search(
        TENANT, mode="semantic", agent_id="triage", query="pool", readable=seeded.rita.grants
    )
    assert found.coverage is not None and found.coverage.other_agents == 2
    everyone = seeded.om.memory.search(TENANT, mode="semantic", agent_id="triage", query="pool")
    assert everyone.coverage is not None and everyone.coverage.other_agents == 3


def test_linking_to_an_unreadable_memory_answers_as_a_missing_one(seeded: Seeded) -> None:
    om = seeded.om
    run = om.memory.start_investigation(TENANT, "triage", [LOG], record=("incident", "INC1"))
    headers = {"Authorization": f"Bearer {seeded.tokens['triage']}"}

    def link(memory_id: int) -> httpx2.Response:
        path = f"/v1/memory/agents/triage/investigations/{run.id}/link"
        return httpx2.post(f"{seeded.base}{path}", json={"memory_id": memory_id}, headers=headers, timeout=10)

    hidden, missing = link(seeded.on_problem), link(424242)
    assert hidden.status_code == missing.status_code == 404
    assert "payroll" not in hidden.text and "on problem" not in hidden.text
    hidden_text = hidden.json()["error"]["message"].replace(str(seeded.on_problem), "N")
    assert hidden_text == missing.json()["error"]["message"].replace("424242", "N")
    assert om.memory.get_memory(TENANT, seeded.on_problem).memory.recurrence_count == 1
    with pytest.raises(NotFound):
        om.memory.link_recurrence(TENANT, "triage", run.id, seeded.on_problem, viewer=om.principal(TENANT, "triage"))
    assert link(seeded.on_incident).status_code == 200


# -- reviewing ---------------------------------------------------------------------------------------------


def test_reviewing_an_unreadable_memory_answers_as_a_missing_one(seeded: Seeded) -> None:
    headers = {"Authorization": f"Bearer {seeded.tokens['vera']}"}  # review_memories, reads incident only
    base = f"{seeded.base}/v1/memory/memories"

    def calls(memory_id: int) -> list[httpx2.Response]:
        return [
            httpx2.post(f"{base}/{memory_id}/wrong", json={"note": "not it"}, headers=headers, timeout=10),
            httpx2.delete(f"{base}/{memory_id}/wrong", headers=headers, timeout=10),
            httpx2.patch(
                f"{base}/{memory_id}", json={"title": "renamed"}, headers={**headers, "If-Match": '"1"'}, timeout=10
            ),
            httpx2.delete(f"{base}/{memory_id}", headers=headers, timeout=10),
        ]

    for hidden, missing in zip(calls(seeded.on_problem), calls(424242), strict=True):
        assert hidden.status_code == missing.status_code == 404, hidden.text
        assert "payroll" not in hidden.text.lower() and "on problem" not in hidden.text
        text = hidden.json()["error"]["message"].replace(str(seeded.on_problem), "N")
        assert text == missing.json()["error"]["message"].replace("424242", "N")
    kept = seeded.om.memory.get_memory(TENANT, seeded.on_problem).memory
    assert kept.title == "Pool exhausted on problem" and not kept.review.marked_wrong


def test_console_overview_counts_only_memories_the_reviewer_may_read(seeded: Seeded) -> None:
    """The overview's memories per agent and marked-wrong count leave out memories on unreadable records (the
    module's last test: it marks a memory wrong)."""
    om = seeded.om
    caps = ["browse_memory", "review_memories"]
    otto = om.create_principal(TENANT, "otto", grants=["incident"], capabilities=caps)
    olga = om.create_principal(TENANT, "olga", grants=["incident", "problem"], capabilities=caps)
    om.memory.mark_wrong(olga, seeded.on_problem, "not a pool problem")
    # hr recorded three: on no record, on the incident (both readable by otto) and on the problem (not readable)
    seen = om.overview(otto)
    assert {c.label: c.count for c in seen.memories_by_agent or ()} == {"hr": 2}
    assert seen.memories_wrong == 0
    whole = om.overview(olga)
    assert {c.label: c.count for c in whole.memories_by_agent or ()} == {"hr": 3}
    assert whole.memories_wrong == 1
