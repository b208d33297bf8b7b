from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from memory_kit import LOG_SIGNAL, MANUAL_SIGNAL, TENANT, WEBHOOK_SIGNAL, Kit, draft, reviewer

from opmem.memory import AgentConfig, DigestSettings, MemoryEdit, RetrievalPolicy, Signal
from opmem.memory.digest import MAX_SIGNALS


@pytest.fixture
def kit(tmp_path: Path, store_db: str | None) -> Kit:
    return Kit.open(tmp_path, db=store_db)


def on(max_items: int | None = None, window: int | None = None, budget: int | None = None) -> AgentConfig:
    return AgentConfig(
        digest=DigestSettings(enabled=True, max_items=max_items, window_days=window),
        retrieval=RetrievalPolicy(search_budget=budget),
    )


def log_signal(pattern: str, service: str = "checkout") -> Signal:
    return Signal("log_pattern", {"pattern": {"id": pattern}, "sample_event": {"service": service}})


def test_digest_off_by_default_and_none_for_a_continuation(kit: Kit) -> None:
    kit.agent("off")
    kit.memory.create_agent(TENANT, "on", config=on())
    assert kit.memory.digest(TENANT, kit.run("off").id) is None
    first = kit.run("on")
    assert kit.memory.digest(TENANT, first.id) is not None
    later = kit.memory.start_investigation(TENANT, "on", (LOG_SIGNAL,), continuation_of=first.id)
    assert kit.memory.digest(TENANT, later.id) is None


def test_digest_lists_pattern_matches_across_agents_with_review_state(kit: Kit) -> None:
    kit.agent("other")
    kit.memory.create_agent(TENANT, "me", config=on())
    mine = kit.record("me", draft("Pool exhausted")).memory
    theirs = kit.record("other", draft("DB failover", root_cause_confidence="suspected")).memory
    kit.memory.mark_wrong(reviewer(), theirs.id, "it was the network")
    kit.clock.advance(timedelta(days=1))
    digest = kit.memory.digest(TENANT, kit.run("me").id)
    assert digest is not None and digest.complete and not digest.gaps
    lines = {line.memory_id: line for line in digest.lines}
    assert set(lines) == {mine.id, theirs.id}
    assert lines[mine.id].own and not lines[theirs.id].own
    assert lines[theirs.id].matched_by == "pattern" and str(lines[theirs.id].tag) == "entity:pattern=p-42"
    assert lines[theirs.id].marked_wrong and lines[theirs.id].confidence == "suspected"
    text = digest.render()
    assert f"memory {mine.id} (recorded by you)" in text and "MARKED WRONG" in text
    assert "seen once, last 1 day ago" in text and "treat it as your initial memory check" in digest.instruction


def test_service_is_the_fallback_only_when_the_pattern_has_nothing_in_the_window(kit: Kit) -> None:
    kit.memory.create_agent(TENANT, "me", config=on(window=7))
    old = kit.record("me", draft("Old pattern hit"), log_signal("p-1")).memory
    kit.clock.advance(timedelta(days=10))
    by_service = kit.record("me", draft("Service hit"), log_signal("p-2")).memory
    digest = kit.memory.digest(TENANT, kit.run("me", log_signal("p-1")).id)
    assert digest is not None and [(x.memory_id, x.matched_by) for x in digest.lines] == [(by_service.id, "service")]
    assert old.id not in {x.memory_id for x in digest.lines}
    edited = kit.memory.edit_memory(reviewer(), by_service.id, MemoryEdit(title="Service hit, edited"), version=1)
    again = kit.memory.digest(TENANT, kit.run("me", log_signal("p-2")).id)
    assert again is not None and again.lines[0].edited_at == edited.review.edited_at
    assert "edited by a person" in again.render()


def test_max_items_is_shared_across_signals_and_overflow_is_incomplete(kit: Kit) -> None:
    kit.memory.create_agent(TENANT, "me", config=on(max_items=2))
    for n in range(3):
        kit.record("me", draft(f"A{n}"), log_signal("p-a", "sa"))
    b = kit.record("me", draft("B"), log_signal("p-b", "sb")).memory
    digest = kit.memory.digest(TENANT, kit.run("me", log_signal("p-a", "sa"), log_signal("p-b", "sb")).id)
    assert digest is not None and len(digest.lines) == 2 and b.id in {x.memory_id for x in digest.lines}
    assert not digest.complete and "more memories matched than the 2 listed" in digest.gaps[0]
    assert "Search memory yourself" in digest.instruction


def test_untagged_signal_and_too_many_signals_are_incomplete_and_budget_zero_says_do_not_search(kit: Kit) -> None:
    kit.memory.create_agent(TENANT, "me", config=on(budget=0))
    digest = kit.memory.digest(TENANT, kit.run("me", LOG_SIGNAL, MANUAL_SIGNAL).id)
    assert digest is not None and not digest.complete
    assert digest.gaps == ("signal 2 (manual) has no pattern or service tag to look up",)
    assert "do not search memory" in digest.instruction
    many = [log_signal(f"p-{n}") for n in range(MAX_SIGNALS + 1)]
    crowded = kit.memory.digest(TENANT, kit.run("me", *many).id)
    assert crowded is not None and not crowded.complete and "11 tagged signals" in crowded.gaps[0]
    webhook = kit.memory.digest(TENANT, kit.run("me", WEBHOOK_SIGNAL).id)
    assert webhook is not None and webhook.complete and "It found nothing." in webhook.instruction


def test_a_failed_lookup_is_reported_not_raised(kit: Kit) -> None:
    kit.memory.create_agent(TENANT, "me", config=on())
    inv = kit.run("me")
    kit.store.db.execute("ALTER TABLE memory_tags RENAME TO memory_tags_gone")
    try:
        digest = kit.memory.digest(TENANT, inv.id)
    finally:
        kit.store.db.execute("ALTER TABLE memory_tags_gone RENAME TO memory_tags")
    assert digest is not None and not digest.complete and digest.gaps[0].startswith("the lookup failed")
    assert "Search memory yourself" in digest.instruction


def test_a_complete_digest_with_budget_zero_says_do_not_search(kit: Kit) -> None:
    kit.memory.create_agent(TENANT, "me", config=on(budget=0))
    kit.record("me", draft("Pool exhausted"))
    digest = kit.memory.digest(TENANT, kit.run("me").id)
    assert digest is not None and digest.complete and digest.lines
    assert "initial memory check" in digest.instruction and "do not search memory" in digest.instruction
    assert "Search memory again" not in digest.instruction


def test_any_lookup_failure_is_reported_not_raised(kit: Kit) -> None:
    kit.memory.create_agent(TENANT, "me", config=on())
    inv = kit.run("me")

    class Broken(Exception):
        pass

    def broken(*_args: object) -> list[int]:
        raise Broken("tag index unavailable")

    kit.memory.digests.store = type("BrokenStore", (), {"recent_with_tag": staticmethod(broken)})()  # type: ignore[assignment]
    digest = kit.memory.digest(TENANT, inv.id)
    assert digest is not None and not digest.complete and "Broken: tag index unavailable" in digest.gaps[0]
