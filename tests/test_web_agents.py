"""The console's Agents pages over HTTP: the list, an agent's Memories step saved version-checked, a store saved
only after its test embedding passes (the provider's refusal shown, nothing saved), tools, and the agent's
memories. Changing needs `curate_memory`, as over HTTP; every form needs the session's CSRF token."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE
from web_kit import TENANT, Seeded, console, csrf_of, seed

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.memory import MemoryDraft, Signal
from opmem.memory.model import Store
from opmem.settings import Settings
from opmem.web import memories as web_memories


@pytest.fixture
def env(tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None) -> Iterator[tuple[Opmem, Seeded]]:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    yield opmem, seed(opmem)
    opmem.close()


def settings(csrf: str, version: int, **changes: str) -> dict[str, str]:
    """The form as the page posts it: every setting following the default, then `changes`."""
    fields = {"csrf": csrf, "version": str(version), "name": "triage", "memory_enabled": "", "vector_index": ""}
    fields |= {"embedding_integration": "", "embedding_model": "", "search_budget": "", "record": ""}
    fields |= {"extra_guidance": "", "digest_enabled": "", "digest_window_days": "", "digest_max_items": ""}
    fields |= {"tags_log_pattern": "", "tags_webhook": "", "tags_manual": ""}
    return fields | changes


STORE = {"vector_index": "hash-256", "embedding_integration": "hashing", "embedding_model": "hash-256"}


def test_the_agents_list_and_an_agents_page(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    listing = c.get("/agents")
    assert listing.status_code == 200 and 'href="/agents/triage"' in listing.text
    page = c.get("/agents/triage")
    assert page.status_code == 200
    assert "Memories step" in page.text and "hash-256 (256 dimensions)" in page.text and "hashing (fake)" in page.text
    assert "Debug logging filled the disk on db01" in page.text  # its memories, for a reviewer
    assert c.get("/agents/nobody").status_code == 404


def test_an_empty_tenant_says_how_to_create_an_agent(
    tmp_path: Path, fake_embedder: FakeEmbedder, store_db: str | None
) -> None:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=store_db)
    opmem = Opmem(settings, embedders={FAKE: fake_embedder})
    opmem.create_principal(TENANT, "cu", capabilities=["curate_memory"])
    c = console(opmem, opmem.issue_token(TENANT, "cu"))
    page = c.get("/agents").text
    assert "No agent yet." in page and "Create the agent" in page
    r = c.post("/agents", data={"csrf": csrf_of(page), "id": "scout", "name": "Scout"}, follow_redirects=False)
    assert r.status_code == 303 and r.headers["location"].startswith("/agents/scout?notice=")
    assert opmem.memory.agent(TENANT, "scout").name == "Scout"
    opmem.close()


def test_a_store_is_saved_only_after_its_test_embedding_passes(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    csrf = csrf_of(c.get("/agents/triage").text)
    wrong = {"vector_index": "hash-256", "embedding_integration": "bundled", "embedding_model": "all-MiniLM-L6-v3"}
    r = c.post("/agents/triage/settings", data=settings(csrf, 1, **wrong, search_budget="4"))
    assert r.status_code == 400 and "Not saved" in r.text
    assert "No bundled model &#39;all-MiniLM-L6-v3&#39;" in r.text  # the provider's own error
    assert 'value="all-MiniLM-L6-v3"' in r.text and 'value="4"' in r.text  # the person's values, kept
    agent = opmem.memory.agent(TENANT, "triage")
    assert agent.store is None and agent.version == 1 and agent.policy.search_budget == 2  # nothing saved

    r = c.post("/agents/triage/settings", data=settings(csrf, 1, **STORE, search_budget="4"), follow_redirects=False)
    assert r.status_code == 303
    agent = opmem.memory.agent(TENANT, "triage")
    assert agent.store == Store("hash-256", "hashing", "hash-256") and agent.version == 2
    assert agent.policy.search_budget == 4


def test_a_stale_save_is_refused_with_the_settings_now_and_the_edit_kept(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    csrf = csrf_of(c.get("/agents/triage").text)
    assert c.post("/agents/triage/settings", data=settings(csrf, 1, digest_enabled="on")).status_code == 200
    stale = settings(csrf, 1, extra_guidance="Check the runbook first.", digest_window_days="30")
    r = c.post("/agents/triage/settings", data=stale)
    assert r.status_code == 409 and "changed since you read it" in r.text
    assert "Check the runbook first." in r.text and 'name="version" value="2"' in r.text
    assert "on: the last 14 days" in r.text  # what is saved now
    agent = opmem.memory.agent(TENANT, "triage")
    assert agent.digest.enabled and agent.policy.extra_guidance is None and agent.version == 2


def test_every_setting_of_the_memories_step_round_trips(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    csrf = csrf_of(c.get("/agents/triage").text)
    chosen = settings(
        csrf,
        1,
        name="Triage bot",
        memory_enabled="off",
        record="non_benign",
        digest_enabled="on",
        digest_window_days="30",
        digest_max_items="7",
        tags_webhook="entity:team = $.team, $.payload.team\nentity:service = $.svc",
    )
    assert c.post("/agents/triage/settings", data=chosen, follow_redirects=False).status_code == 303
    agent = opmem.memory.agent(TENANT, "triage")
    assert (agent.name, agent.memory_enabled, agent.policy.record) == ("Triage bot", False, "non_benign")
    assert (agent.digest.enabled, agent.digest.window_days, agent.digest.max_items) == (True, 30, 7)
    keys = dict(agent.config.tag_mappings["webhook"].keys)
    assert keys == {"entity:team": ("$.team", "$.payload.team"), "entity:service": ("$.svc",)}
    page = c.get("/agents/triage").text
    assert "entity:team = $.team, $.payload.team" in page and '<option value="off" selected>' in page

    for bad, message in (
        ({"tags_manual": "entity:x $.x"}, "write it as"),
        ({"tags_manual": "entity:x = x.y"}, "must start with"),
        ({"digest_window_days": "91"}, "1 to 90"),
        ({"search_budget": "two"}, "whole number"),
        ({"vector_index": "hash-256"}, "three settings together"),
    ):
        r = c.post("/agents/triage/settings", data=settings(csrf, 2, **bad))
        assert r.status_code == 400 and message in r.text, bad
    assert opmem.memory.agent(TENANT, "triage").version == 2


def test_tools_are_set_here(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    c = console(opmem, seeded.tokens["ada"])
    csrf = csrf_of(c.get("/agents/triage").text)
    tools = ["recall_operational_memory", "read_knowledge_document"]
    r = c.post("/agents/triage/tools", data={"csrf": csrf, "tool": tools}, follow_redirects=False)
    assert r.status_code == 303
    assert opmem.dispatch.held_tools(TENANT, "triage") == frozenset(tools)
    page = c.get("/agents/triage").text
    assert 'value="read_knowledge_document" checked' in page and 'value="finish_run" checked' not in page
    r = c.post("/agents/triage/tools", data={"csrf": csrf, "tool": ["no_such_tool"]})
    assert r.status_code == 400 and "Unknown tool" in r.text


def test_changing_an_agent_needs_curate_memory_and_the_csrf_token(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    bob = console(opmem, seeded.tokens["bob"])  # browse_memory only
    page = bob.get("/agents/triage")
    assert page.status_code == 200 and "needs the <code>curate_memory</code> capability" in page.text
    assert "Save the Memories step" not in page.text and "review_memories" in page.text  # no memories shown
    assert "Debug logging filled the disk" not in page.text
    csrf = csrf_of(page.text)
    for path, data in (
        ("/agents/triage/settings", settings(csrf, 1, **STORE)),
        ("/agents/triage/tools", {"csrf": csrf, "tool": "finish_run"}),
        ("/agents", {"csrf": csrf, "id": "rogue"}),
    ):
        r = bob.post(path, data=data)
        assert r.status_code == 403 and "curate_memory" in r.text, path
    ada = console(opmem, seeded.tokens["ada"])
    r = ada.post("/agents/triage/settings", data={k: v for k, v in settings("", 1, **STORE).items() if k != "csrf"})
    assert r.status_code == 403 and "CSRF" in r.text
    agent = opmem.memory.agent(TENANT, "triage")
    assert agent.store is None and agent.version == 1 and not opmem.dispatch.held_tools(TENANT, "triage")


def test_the_agents_memories_are_the_memories_list_fixed_to_it(env: tuple[Opmem, Seeded]) -> None:
    opmem, seeded = env
    opmem.memory.create_agent(TENANT, "scout")
    run = opmem.memory.start_investigation(TENANT, "scout", [Signal("manual", {"note": "disk"})])
    other = MemoryDraft("Debug logging filled the disk on web02", significance="observation")
    opmem.memory.record_memory(TENANT, "scout", run.id, other)
    c = console(opmem, seeded.tokens["ada"])
    page = c.get("/agents/triage").text
    assert "on db01" in page and "on web02" not in page  # its own, newest first
    assert 'id="agent"' not in page and 'action="/agents/triage"' in page  # no agent choice: fixed to it
    searched = c.get("/agents/triage?q=debug+logging&mode=text").text
    assert "on db01" in searched and "on web02" not in searched
    assert "No memory matches." in c.get("/agents/triage?verdict=wrong").text
    assert "on web02" in c.get("/memories?q=debug+logging&mode=text").text  # the Memories page has both


def test_the_memories_list_pages_by_the_cores_cursor_keeping_its_filters(
    env: tuple[Opmem, Seeded], monkeypatch: pytest.MonkeyPatch
) -> None:
    opmem, seeded = env
    monkeypatch.setattr(web_memories, "LIMIT", 1)
    run = opmem.memory.start_investigation(TENANT, "triage", [Signal("manual", {"note": "cpu"})])
    opmem.memory.record_memory(TENANT, "triage", run.id, MemoryDraft("CPU pinned by a runaway cron job"))
    c = console(opmem, seeded.tokens["ada"])
    for start in ("/memories?agent=triage&verdict=unmarked", "/agents/triage?verdict=unmarked"):
        first = c.get(start).text
        assert "CPU pinned by a runaway cron job" in first and "on db01" not in first  # newest first
        link = re.search(r'<a rel="next" href="([^"]+)">Older memories</a>', first)
        assert link and "verdict=unmarked" in link[1] and "cursor=" in link[1], start
        second = c.get(link[1].replace("&amp;", "&")).text
        assert "on db01" in second and "CPU pinned" not in second and "Older memories" not in second
    opmem.memory.mark_wrong(opmem.principal(TENANT, "ada"), seeded.memory_id, "not debug logging")
    assert "on db01" not in c.get("/memories?verdict=unmarked").text
    assert "on db01" in c.get("/memories?verdict=wrong").text
    assert c.get("/memories?verdict=maybe").status_code == 400
