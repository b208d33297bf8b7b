from __future__ import annotations

import threading
from datetime import timedelta
from pathlib import Path

import pytest
from memory_kit import LOG_SIGNAL, MANUAL_SIGNAL, TENANT, WEBHOOK_SIGNAL, Kit, draft, tag

from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound
from opmem.memory import MemoryDraft


@pytest.fixture
def kit(tmp_path: Path) -> Kit:
    return Kit.open(tmp_path)


def test_record_stores_every_field_with_derived_and_agent_tags(kit: Kit) -> None:
    kit.agent("triage")
    result = kit.record("triage", draft("Checkout pool exhausted", tags=(tag("entity:service=checkout"),)))
    m = result.memory
    assert result.created and not result.embedded and result.notice is None
    assert (m.title, m.symptoms, m.root_cause, m.root_cause_confidence) == (
        "Checkout pool exhausted",
        "checkout requests failed",
        "database connection pool exhausted",
        "confirmed",
    )
    assert m.ruled_out == ("network partition",) and m.resolution == "raised the pool size"
    assert (m.significance, m.version, m.recurrence_count, m.agent_id) == ("incident", 1, 1, "triage")
    assert [str(t) for t in m.derived_tags] == [
        "entity:environment=prod",
        "entity:k8s_namespace=shop",
        "entity:pattern=p-42",
        "entity:pipeline=prod-logs",
        "entity:service=checkout",
        "signal:type=log_pattern",
    ]
    assert [str(t) for t in m.agent_tags] == ["entity:service=checkout"]
    assert m.recorded_at == m.last_seen_at == kit.clock.now()


def test_derived_tags_union_over_signals_and_agent_mappings_override(kit: Kit) -> None:
    from opmem.memory import AgentConfig, TagMapping

    mapping = TagMapping((("entity:service", ("$.svc.name", "$.service")), ("entity:team", ("$.team",))))
    kit.agent("hooks", config=AgentConfig(tag_mappings={"webhook": mapping}))
    payload = WEBHOOK_SIGNAL.payload | {"svc": {"name": "billing"}, "team": "sre"}
    from opmem.memory import Signal

    m = kit.record("hooks", draft("Webhook burst"), Signal("webhook", payload), MANUAL_SIGNAL).memory
    assert [str(t) for t in m.derived_tags] == [
        "entity:host=web-7",
        "entity:integration=pagerduty",
        "entity:service=billing",
        "entity:team=sre",
        "signal:type=manual",
        "signal:type=webhook",
    ]


def test_second_different_record_is_a_conflict_and_changes_nothing(kit: Kit) -> None:
    kit.agent("triage")
    inv = kit.run("triage")
    first = kit.memory.record_memory(TENANT, "triage", inv.id, draft("Pool exhausted"))
    before = kit.rows()
    with pytest.raises(Conflict, match=r"already recorded memory \d+ .*correct_memory"):
        kit.memory.record_memory(TENANT, "triage", inv.id, draft("Something else"))
    assert kit.rows() == before
    again = kit.memory.record_memory(TENANT, "triage", inv.id, draft("Pool exhausted"))
    assert again.memory.id == first.memory.id and not again.created


def test_identical_concurrent_records_make_one_memory(tmp_path: Path) -> None:
    kit = Kit.open(tmp_path)
    kit.agent("triage", semantic=True)
    inv = kit.run("triage")
    barrier = threading.Barrier(8)
    results: list[int] = []
    errors: list[BaseException] = []

    def send() -> None:
        barrier.wait()
        try:
            results.append(kit.memory.record_memory(TENANT, "triage", inv.id, draft("Pool exhausted")).memory.id)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=send) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(results) == 8 and len(set(results)) == 1
    assert kit.store.db.execute("SELECT count(*) FROM memories").fetchone()[0] == 1
    assert kit.store.db.execute("SELECT count(*) FROM memory_embeddings").fetchone()[0] == 1


def test_unique_constraint_holds_in_the_schema(kit: Kit) -> None:
    import sqlite3

    kit.agent("triage")
    m = kit.record("triage", draft("Pool exhausted")).memory
    with pytest.raises(sqlite3.IntegrityError):
        kit.store.db.execute(
            "INSERT INTO memories SELECT NULL, tenant_id, agent_id, investigation_id, title, symptoms, root_cause, "
            "root_cause_confidence, ruled_out, resolution, significance, searchable, version, recurrence_count, "
            "recorded_at, updated_at, last_seen_at, NULL, NULL, NULL, NULL, NULL, NULL FROM memories WHERE id = ?",
            (m.id,),
        )


def test_only_the_owner_writes(kit: Kit) -> None:
    kit.agent("triage")
    kit.agent("intruder")
    inv = kit.run("triage")
    before = kit.rows()
    with pytest.raises(Forbidden, match="only the agent that ran an investigation"):
        kit.memory.record_memory(TENANT, "intruder", inv.id, draft("Mine now"))
    assert kit.rows() == before
    kit.memory.record_memory(TENANT, "triage", inv.id, draft("Pool exhausted"))
    with pytest.raises(Forbidden):
        kit.memory.correct_memory(TENANT, "intruder", inv.id, draft("Overwritten"))
    with pytest.raises(NotFound, match="start it"):
        kit.memory.record_memory(TENANT, "triage", "no-such-run", draft("x"))


def test_correction_replaces_text_bumps_version_and_is_not_a_recurrence(kit: Kit) -> None:
    kit.agent("triage")
    inv = kit.run("triage")
    first = kit.memory.record_memory(TENANT, "triage", inv.id, draft("Pool exhausted"))
    kit.clock.advance(timedelta(minutes=5))
    fixed = kit.memory.correct_memory(
        TENANT, "triage", inv.id, draft("Slow DNS", root_cause="resolver timeouts", root_cause_confidence="suspected")
    )
    m = fixed.memory
    assert (m.id, m.title, m.root_cause, m.root_cause_confidence) == (
        first.memory.id,
        "Slow DNS",
        "resolver timeouts",
        "suspected",
    )
    assert (m.version, m.recurrence_count) == (2, 1)
    assert m.derived_tags == first.memory.derived_tags
    assert m.recorded_at == first.memory.recorded_at and m.updated_at == kit.clock.now()
    hits = kit.memory.search(TENANT, mode="text", query="resolver").hits
    assert [h.id for h in hits] == [m.id]
    assert kit.memory.search(TENANT, mode="text", query="pool exhausted").hits == ()


def test_finished_investigation_cannot_write(kit: Kit) -> None:
    kit.agent("triage")
    inv = kit.run("triage")
    kit.memory.finish_investigation(TENANT, inv.id)
    with pytest.raises(Conflict, match="has finished"):
        kit.memory.record_memory(TENANT, "triage", inv.id, draft("Late"))


def test_memory_off_refuses_to_record(kit: Kit) -> None:
    from opmem.memory import AgentConfig

    kit.agent("quiet", config=AgentConfig(memory_enabled=False))
    with pytest.raises(Conflict, match="Memory is off"):
        kit.record("quiet", draft("x"))


def test_unknown_enum_values_are_refused_before_anything_is_stored(kit: Kit) -> None:
    kit.agent("triage")
    kit.run("triage", investigation_id="run-1")
    before = kit.rows()
    with pytest.raises(InvalidInput, match=r"Unknown significance 'critical'.*incident, observation"):
        draft("x", significance="critical")
    with pytest.raises(InvalidInput, match="Unknown root cause confidence 'sure'"):
        draft("x", root_cause_confidence="sure")
    with pytest.raises(InvalidInput, match="needs a title"):
        MemoryDraft("  ")
    with pytest.raises(InvalidInput, match="Unknown signal type 'email'"):
        from opmem.memory import Signal

        Signal("email", {})  # type: ignore[arg-type]
    with pytest.raises(InvalidInput, match="key=value"):
        tag("checkout")
    assert kit.rows() == before


def test_link_counts_each_investigation_once_and_updates_last_seen(kit: Kit) -> None:
    kit.agent("triage")
    kit.agent("night")
    m = kit.record("triage", draft("Pool exhausted")).memory
    kit.clock.advance(timedelta(days=3))
    later = kit.run("night")
    linked = kit.memory.link_recurrence(TENANT, "night", later.id, m.id)
    assert linked.counted and linked.memory.recurrence_count == 2
    assert linked.memory.last_seen_at == kit.clock.now() and linked.memory.version == 1
    kit.clock.advance(timedelta(hours=1))
    again = kit.memory.link_recurrence(TENANT, "night", later.id, m.id)
    assert not again.counted and again.memory.recurrence_count == 2
    assert again.memory.last_seen_at == linked.memory.last_seen_at
    assert "already counted" in (again.notice or "")
    view = kit.memory.get_memory(TENANT, m.id)
    assert [(li.investigation_id, li.agent_id) for li in view.linked] == [(later.id, "night")]


def test_link_to_own_memory_or_unknown_memory_is_refused(kit: Kit) -> None:
    kit.agent("triage")
    inv = kit.run("triage")
    m = kit.memory.record_memory(TENANT, "triage", inv.id, draft("Pool exhausted")).memory
    with pytest.raises(InvalidInput, match="own memory"):
        kit.memory.link_recurrence(TENANT, "triage", inv.id, m.id)
    with pytest.raises(NotFound, match="record your own"):
        kit.memory.link_recurrence(TENANT, "triage", inv.id, 999)


def test_memories_outlive_a_deleted_agent(kit: Kit) -> None:
    kit.agent("old")
    kit.agent("new")
    m = kit.record("old", draft("Pool exhausted")).memory
    kit.memory.delete_agent(TENANT, "old")
    assert [h.id for h in kit.memory.search(TENANT, mode="text", query="pool").hits] == [m.id]
    assert kit.memory.link_recurrence(TENANT, "new", kit.run("new").id, m.id).memory.recurrence_count == 2
    with pytest.raises(NotFound, match="was deleted"):
        kit.run("old")


def test_tenants_do_not_see_each_other(kit: Kit) -> None:
    kit.agent("triage")
    m = kit.record("triage", draft("Pool exhausted")).memory
    assert kit.memory.search("other", mode="text", query="pool").hits == ()
    with pytest.raises(NotFound):
        kit.memory.get_memory("other", m.id)
    with pytest.raises(NotFound):
        kit.memory.start_investigation("other", "triage", [LOG_SIGNAL])


def test_continuation_and_trigger_validation(kit: Kit) -> None:
    from opmem.memory import Signal

    kit.agent("triage")
    first = kit.run("triage", investigation_id="run-1")
    later = kit.memory.start_investigation(TENANT, "triage", [MANUAL_SIGNAL], continuation_of=first.id)
    assert later.continuation_of == "run-1" and later.running and later.trigger == (MANUAL_SIGNAL,)
    before = kit.rows()
    with pytest.raises(NotFound, match="Unknown investigation 'nope' to continue"):
        kit.memory.start_investigation(TENANT, "triage", [MANUAL_SIGNAL], continuation_of="nope")
    with pytest.raises(InvalidInput, match="at least one signal"):
        kit.memory.start_investigation(TENANT, "triage", [])
    with pytest.raises(InvalidInput, match="already exists"):
        kit.run("triage", investigation_id="run-1")
    with pytest.raises(InvalidInput, match="must be JSON"):
        Signal("webhook", {"when": object()})  # type: ignore[dict-item]
    assert kit.rows() == before
    done = kit.memory.finish_investigation(TENANT, first.id)
    assert not done.running and done.finished_at == kit.clock.now()


def test_drafts_accept_tag_text_and_refuse_wrong_shapes(kit: Kit) -> None:
    kit.agent("triage")
    m = kit.record("triage", draft("Pool", tags=("entity:service=checkout", tag("entity:team=sre")))).memory
    assert [str(t) for t in m.agent_tags] == ["entity:service=checkout", "entity:team=sre"]
    with pytest.raises(InvalidInput, match="list of causes"):
        draft("x", ruled_out="network")
    with pytest.raises(InvalidInput, match="'symptoms' must be text"):
        draft("x", symptoms=42)
    with pytest.raises(InvalidInput, match="NUL byte"):
        draft("x\x00")
