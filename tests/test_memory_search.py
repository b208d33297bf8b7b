from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from memory_kit import TENANT, WEBHOOK_SIGNAL, Kit, draft, reviewer, tag

from opmem.errors import InvalidInput, NotFound
from opmem.memory import AgentConfig, MemoryDefaults, Signal
from opmem.memory.status import ago, status


@pytest.fixture
def kit(tmp_path: Path) -> Kit:
    return Kit.open(tmp_path)


def test_text_search_covers_every_agent_and_narrows_by_agent(kit: Kit) -> None:
    kit.agent("a")
    kit.agent("b")
    one = kit.record("a", draft("Connection refused to db01")).memory
    two = kit.record("b", draft("Connection refused on cache", root_cause="redis restarted")).memory
    kit.record("b", draft("Disk full", root_cause="logs", symptoms="no space", resolution="rotate"))
    result = kit.memory.search(TENANT, mode="text", query="connection refused", limit=5)
    assert {h.id for h in result.hits} == {one.id, two.id}
    assert result.mode == "text" and result.total == 2 and not result.more_matched
    assert all(h.score is not None and h.score > 0 for h in result.hits)
    narrowed = kit.memory.search(TENANT, mode="text", query="connection refused", agent_id="b")
    assert [h.id for h in narrowed.hits] == [two.id]
    stems = kit.memory.search(TENANT, mode="text", query="restarting")
    assert [h.id for h in stems.hits] == [two.id]


def test_text_search_treats_operators_as_words(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("OR NOT error AND timeout")).memory
    assert [h.id for h in kit.memory.search(TENANT, mode="text", query='"OR" NOT (error*').hits] == [m.id]


def test_limit_and_more_matched(kit: Kit) -> None:
    kit.agent("a")
    for i in range(5):
        kit.record("a", draft(f"Timeout number {i}"))
    result = kit.memory.search(TENANT, mode="text", query="timeout")
    assert len(result.hits) == 3 and result.more_matched and result.total == 5
    every = kit.memory.search(TENANT, mode="text", query="timeout", limit=50)
    assert len(every.hits) == 5 and not every.more_matched
    before = kit.rows()
    with pytest.raises(InvalidInput, match=r"from 1 to 50.*Narrow by entity tags"):
        kit.memory.search(TENANT, mode="text", query="timeout", limit=51)
    with pytest.raises(InvalidInput):
        kit.memory.search(TENANT, mode="text", query="timeout", limit=0)
    assert kit.rows() == before


def test_timeline_needs_tags_matches_all_of_them_newest_first(kit: Kit) -> None:
    kit.agent("a")
    first = kit.record("a", draft("First")).memory
    kit.clock.advance(timedelta(days=1))
    second = kit.record("a", draft("Second", tags=(tag("entity:team=sre"),))).memory
    kit.clock.advance(timedelta(days=1))
    kit.record("a", draft("Elsewhere"), WEBHOOK_SIGNAL)
    result = kit.memory.search(TENANT, mode="timeline", tags=["entity:service=checkout"])
    assert [h.id for h in result.hits] == [second.id, first.id] and result.total == 2
    assert all(h.score is None for h in result.hits)
    both = kit.memory.search(TENANT, mode="timeline", tags=["entity:service=checkout", "entity:team=sre"])
    assert [h.id for h in both.hits] == [second.id]
    kit.clock.advance(timedelta(days=1))
    kit.memory.link_recurrence(TENANT, "a", kit.run("a").id, first.id)
    moved = kit.memory.search(TENANT, mode="timeline", tags=["entity:service=checkout"])
    assert [h.id for h in moved.hits] == [first.id, second.id]
    before = kit.rows()
    with pytest.raises(InvalidInput, match="at least one entity tag"):
        kit.memory.search(TENANT, mode="timeline")
    with pytest.raises(InvalidInput, match="not a query"):
        kit.memory.search(TENANT, mode="timeline", tags=["entity:service=checkout"], query="x")
    assert kit.rows() == before


def test_significance_filter_and_unknown_values(kit: Kit) -> None:
    kit.agent("a")
    kit.record("a", draft("Noise timeout", significance="benign"))
    real = kit.record("a", draft("Real timeout", significance="incident")).memory
    result = kit.memory.search(TENANT, mode="text", query="timeout", significance=["incident", "observation"])
    assert [h.id for h in result.hits] == [real.id]
    with pytest.raises(InvalidInput, match="Unknown significance 'bad'"):
        kit.memory.search(TENANT, mode="text", query="timeout", significance=["bad"])  # type: ignore[list-item]
    with pytest.raises(InvalidInput, match=r"Unknown search mode 'fuzzy'.*semantic, text, timeline"):
        kit.memory.search(TENANT, mode="fuzzy", query="timeout")  # type: ignore[arg-type]


def test_compact_results_and_details_on_request(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted", tags=(tag("entity:team=sre"),))).memory
    kit.clock.advance(timedelta(days=3, hours=2))
    hit = kit.memory.search(TENANT, mode="text", query="pool").hits[0]
    assert hit.details is None
    assert (hit.title, hit.significance, hit.recurrence_count, hit.recorded_ago, hit.status) == (
        "Pool exhausted",
        "incident",
        1,
        "3 days ago",
        "active",
    )
    assert tag("entity:team=sre") in hit.tags and tag("signal:type=log_pattern") in hit.tags
    assert hit.last_seen_at == m.last_seen_at and not hit.review.edited and not hit.review.marked_wrong
    full = kit.memory.search(TENANT, mode="text", query="pool", include_details=True).hits[0]
    assert full.details is not None
    assert (full.details.root_cause, full.details.root_cause_confidence, full.details.ruled_out) == (
        "database connection pool exhausted",
        "confirmed",
        ("network partition",),
    )
    assert full.details.resolution == "raised the pool size"


def test_status_thresholds_are_configurable(kit: Kit) -> None:
    kit.agent("a")
    start = kit.record("a", draft("Pool exhausted")).memory.last_seen_at
    seen = []
    for days in (7, 1, 22, 1):  # 7, 8, 30, 31 days after it was last seen
        kit.clock.advance(timedelta(days=days))
        seen.append(kit.memory.search(TENANT, mode="text", query="pool").hits[0].status)
    assert seen == ["active", "recent", "recent", "historical"]
    tight = MemoryDefaults(active_days=1, recent_days=2)
    assert [status(start, start + timedelta(days=d), tight) for d in (1, 2, 3)] == ["active", "recent", "historical"]
    assert [ago(start, start + d) for d in (timedelta(0), timedelta(minutes=1), timedelta(hours=5))] == [
        "just now",
        "1 minute ago",
        "5 hours ago",
    ]
    assert ago(start, start + timedelta(days=65)) == "2 months ago"
    assert ago(start, start + timedelta(days=800)) == "2 years ago"


def test_semantic_search_finds_by_meaning_within_one_agent(kit: Kit) -> None:
    kit.agent("a", semantic=True)
    kit.agent("b", semantic=True)
    mine = kit.record("a", draft("Pipeline backlog", symptoms="ingestion lag grows", root_cause="slow consumer")).memory
    kit.record("b", draft("Pipeline backlog", symptoms="ingestion lag grows", root_cause="slow consumer"))
    kit.record("a", draft("Certificate expired", symptoms="tls handshake errors", root_cause="cert", resolution="x"))
    result = kit.memory.search(TENANT, agent_id="a", query="ingest lag")
    assert result.mode == "semantic"
    assert result.hits[0].id == mine.id and {h.agent_id for h in result.hits} == {"a"}
    assert result.hits[0].score is not None and 0 < result.hits[0].score <= 1
    assert result.coverage is None


def test_default_mode_is_text_without_a_store(kit: Kit) -> None:
    kit.agent("plain")
    kit.record("plain", draft("Pool exhausted"))
    assert kit.memory.search(TENANT, agent_id="plain", query="pool").mode == "text"
    assert kit.memory.search(TENANT, query="pool").mode == "text"
    with pytest.raises(InvalidInput, match="pass agent_id"):
        kit.memory.search(TENANT, mode="semantic", query="pool")
    with pytest.raises(NotFound):
        kit.memory.search(TENANT, agent_id="ghost", query="pool")


def test_empty_semantic_result_reports_what_it_could_not_reach(kit: Kit) -> None:
    kit.agent("plain")
    kit.agent("a", semantic=True)
    kit.record("plain", draft("Pool exhausted"))
    kit.record("a", draft("Hidden pool", searchable_by_meaning=False))
    none = kit.memory.search(TENANT, agent_id="plain", mode="semantic", query="pool")
    assert none.hits == () and none.coverage is not None and not none.coverage.agent_has_store
    result = kit.memory.search(TENANT, agent_id="a", query="pool exhausted")
    assert result.hits == () and not result.more_matched
    c = result.coverage
    assert c is not None
    assert (c.other_agents, c.other_model, c.not_searchable, c.not_embedded, c.provider_error) == (1, 0, 1, 0, None)
    assert c.agent_has_store and "text search" in c.suggestion and "timeline" in c.suggestion


def test_model_change_cuts_off_old_memories_until_reembedded(kit: Kit) -> None:
    kit.agent("a", semantic=True)
    old = kit.record("a", draft("Pipeline backlog", symptoms="ingestion lag")).memory
    assert old.embedded_with == "hash-64" and old.embedded_in == "vi"
    kit.memory.update_agent(TENANT, "a", kit.with_store(model="other"))
    result = kit.memory.search(TENANT, agent_id="a", query="ingestion lag")
    assert result.hits == () and result.coverage is not None and result.coverage.other_model == 1
    assert [h.id for h in kit.memory.search(TENANT, mode="text", query="ingestion").hits] == [old.id]
    report = kit.memory.reembed(TENANT, "a")
    assert (report.embedded, report.model, report.error) == (1, "other", None)
    found = kit.memory.search(TENANT, agent_id="a", query="ingestion lag")
    assert [h.id for h in found.hits] == [old.id]
    assert kit.memory.get_memory(TENANT, old.id).memory.embedded_with == "other"
    assert kit.memory.reembed(TENANT, "a").embedded == 0


def test_memories_recorded_before_a_store_are_reached_after_reembed(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pipeline backlog", symptoms="ingestion lag")).memory
    assert m.embedded_with is None
    with pytest.raises(InvalidInput, match="no store"):
        kit.memory.reembed(TENANT, "a")
    kit.memory.update_agent(TENANT, "a", kit.with_store())
    empty = kit.memory.search(TENANT, agent_id="a", query="ingestion lag")
    assert empty.coverage is not None and empty.coverage.not_embedded == 1
    kit.memory.reembed(TENANT, "a")
    assert [h.id for h in kit.memory.search(TENANT, agent_id="a", query="ingestion lag").hits] == [m.id]


def test_provider_outage_never_raises_from_search_and_never_loses_a_record(kit: Kit) -> None:
    kit.agent("a", semantic=True)
    kit.record("a", draft("Pipeline backlog"))
    kit.embedders["fake:hash-64"].failure = "provider down"
    result = kit.memory.search(TENANT, agent_id="a", query="pipeline backlog")
    assert result.hits == () and result.coverage is not None
    assert "provider down" in (result.coverage.provider_error or "")
    written = kit.record("a", draft("Recorded during outage"))
    assert written.created and not written.embedded and "reembed" in (written.notice or "")
    kit.embedders["fake:hash-64"].failure = None
    assert kit.memory.reembed(TENANT, "a").embedded == 1
    hits = kit.memory.search(TENANT, agent_id="a", query="recorded during outage").hits
    assert hits[0].title == "Recorded during outage"


@pytest.mark.parametrize("exact_after", [4096, 64])
def test_semantic_filters_and_widening_past_other_agents(
    kit: Kit, monkeypatch: pytest.MonkeyPatch, exact_after: int
) -> None:
    monkeypatch.setattr("opmem.memory.search.EXACT_AFTER", exact_after)  # 64: the exact comparison answers
    kit.agent("crowd", semantic=True)
    kit.agent("a", semantic=True)
    for i in range(150):
        kit.record("crowd", draft(f"Pipeline backlog {i}", symptoms="ingestion lag"))
    mine = kit.record("a", draft("Pipeline backlog", symptoms="ingestion lag", significance="benign")).memory
    result = kit.memory.search(TENANT, agent_id="a", query="pipeline backlog ingestion lag")
    assert [h.id for h in result.hits] == [mine.id]
    filtered = kit.memory.search(TENANT, agent_id="a", query="pipeline backlog", significance=["incident"])
    assert filtered.hits == () and filtered.coverage is not None and filtered.coverage.other_agents == 150


def test_semantic_search_works_after_reopening(tmp_path: Path) -> None:
    kit = Kit.open(tmp_path)
    kit.agent("a", semantic=True)
    m = kit.record("a", draft("Pipeline backlog", symptoms="ingestion lag")).memory
    kit.store.close()
    again = Kit.open(tmp_path)
    assert [h.id for h in again.memory.search(TENANT, agent_id="a", query="ingestion lag").hits] == [m.id]


def test_get_memory_returns_everything_and_recent_links(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted")).memory
    runs = []
    for _ in range(12):
        kit.clock.advance(timedelta(hours=1))
        runs.append(kit.run("a"))
        kit.memory.link_recurrence(TENANT, "a", runs[-1].id, m.id)
    view = kit.memory.get_memory(TENANT, m.id)
    assert view.memory.recurrence_count == 13 and view.memory.root_cause == "database connection pool exhausted"
    assert [li.investigation_id for li in view.linked] == [r.id for r in reversed(runs)][:10]
    assert view.recorded_ago == "12 hours ago" and view.status == "active"
    with pytest.raises(NotFound):
        kit.memory.get_memory(TENANT, 12345)


def test_list_tag_values_counts_values_in_use(kit: Kit) -> None:
    kit.agent("a")
    kit.record("a", draft("One"))
    kit.record("a", draft("Two"))
    kit.record("a", draft("Three"), WEBHOOK_SIGNAL)
    kit.record("a", draft("Four"), Signal("webhook", {"service": "checkout-svc"}))
    values = kit.memory.list_tag_values(TENANT, "entity:service")
    assert [(v.value, v.count) for v in values] == [("checkout", 2), ("checkout-svc", 1), ("payments", 1)]
    assert kit.memory.list_tag_values("other", "entity:service") == ()


def test_results_show_review_state(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted")).memory
    kit.memory.mark_wrong(reviewer(), m.id, "it was the network after all")
    hit = kit.memory.search(TENANT, mode="text", query="pool").hits[0]
    assert hit.review.marked_wrong and hit.review.wrong_note == "it was the network after all"


def test_defaults_follow_when_unset(kit: Kit) -> None:
    kit.agent("a", config=AgentConfig())
    assert kit.memory.agent(TENANT, "a").policy.search_budget == 2


def test_two_instances_on_one_store_see_each_others_writes(tmp_path: Path) -> None:
    first = Kit.open(tmp_path)
    first.agent("a", semantic=True)
    one = first.record("a", draft("Pipeline backlog", symptoms="ingestion lag")).memory
    second = Kit.open(tmp_path)  # another process: its own connection and open indexes
    assert [h.id for h in second.memory.search(TENANT, agent_id="a", query="ingestion lag").hits] == [one.id]
    two = second.record("a", draft("Certificate expired", symptoms="tls handshake errors")).memory
    assert [h.id for h in first.memory.search(TENANT, agent_id="a", query="tls handshake").hits] == [two.id]
    first.memory.delete_memory(reviewer(), two.id)
    assert second.memory.search(TENANT, agent_id="a", query="tls handshake").hits == ()


def test_flushed_index_is_restored_by_generation(tmp_path: Path) -> None:
    kit = Kit.open(tmp_path)
    kit.agent("a", semantic=True)
    kit.memory.search(TENANT, agent_id="a", query="warm")  # opens the index, so later writes apply as deltas
    m = kit.record("a", draft("Pipeline backlog", symptoms="ingestion lag")).memory
    kit.record("a", draft("Certificate expired"))
    kit.memory.flush()
    generation = kit.store.db.execute("SELECT generation FROM vector_indexes").fetchone()[0]
    assert generation == 2
    files = sorted(p.name for p in kit.memory.vectors.path(TENANT, "vi", 0).parent.glob("*.usearch"))
    assert files == ["2.usearch"]
    again = Kit.open(tmp_path)
    assert [h.id for h in again.memory.search(TENANT, agent_id="a", query="ingestion lag").hits] == [m.id]
