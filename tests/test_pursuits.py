"""Pursuits through the real core and SQLite: one per agent and record, notes, hold, close, and the closes the
platform makes when a record is resolved or deleted (rows kept as an audit trail)."""

from __future__ import annotations

import pytest
from conftest import record

from opmem.core import Opmem
from opmem.errors import Conflict, InvalidInput, NotFound

TENANT = "default"


@pytest.fixture
def om(opmem: Opmem) -> Opmem:
    opmem.upsert_record(record("INC1", "Checkout latency", state="in_progress"))
    opmem.upsert_record(record("INC2", "Queue backlog", state="new"))
    return opmem


def rows(om: Opmem) -> list[tuple[object, ...]]:
    return [tuple(r) for r in om.store.db.execute("SELECT agent_id, record_id, state, closed_reason FROM pursuits")]


def test_one_open_pursuit_per_agent_and_record(om: Opmem) -> None:
    pursuits = om.dispatch.pursuits
    first = pursuits.open(TENANT, "a", "incident", "INC1", notes="looking at the pool")
    again = pursuits.open(TENANT, "a", "incident", "INC1", notes="ignored: it exists")
    other = pursuits.open(TENANT, "b", "incident", "INC1")
    assert again.id == first.id and again.notes == "looking at the pool" and other.id != first.id
    held = pursuits.hold(TENANT, "a", first.id)
    assert held.state == "held" and pursuits.open(TENANT, "a", "incident", "INC1").state == "open"
    assert [p.agent_id for p in pursuits.on_record(TENANT, "incident", "INC1")] == ["a", "b"]


def test_notes_hold_close_and_ownership(om: Opmem) -> None:
    pursuits = om.dispatch.pursuits
    p = pursuits.open(TENANT, "a", "incident", "INC1")
    assert pursuits.note(TENANT, "a", p.id, "pool at 100%").notes == "pool at 100%"
    with pytest.raises(Conflict, match="agent 'a'"):
        pursuits.note(TENANT, "b", p.id, "mine now")
    with pytest.raises(InvalidInput, match="at most 4000"):
        pursuits.note(TENANT, "a", p.id, "x" * 4001)
    closed = pursuits.close(TENANT, "a", p.id)
    assert closed.state == "closed" and closed.closed_at is not None and closed.closed_reason == "closed by the agent"
    with pytest.raises(Conflict, match="is closed"):
        pursuits.hold(TENANT, "a", p.id)
    assert pursuits.on_record(TENANT, "incident", "INC1") == []
    with pytest.raises(NotFound, match="follows a stored record"):
        pursuits.open(TENANT, "a", "incident", "NOPE")


def test_a_record_reaching_a_terminal_state_closes_its_pursuits(om: Opmem) -> None:
    om.dispatch.pursuits.open(TENANT, "a", "incident", "INC1", notes="n1")
    held = om.dispatch.pursuits.open(TENANT, "b", "incident", "INC1")
    om.dispatch.pursuits.hold(TENANT, "b", held.id)
    om.dispatch.pursuits.open(TENANT, "a", "incident", "INC2")
    om.upsert_record(record("INC1", "Checkout latency", state="in_progress"))  # not terminal: nothing closes
    assert len(om.dispatch.pursuits.on_record(TENANT, "incident", "INC1")) == 2
    om.upsert_record(record("INC1", "Checkout latency", state="Resolved"))
    assert om.dispatch.pursuits.on_record(TENANT, "incident", "INC1") == []
    assert sorted(rows(om)) == [
        ("a", "INC1", "closed", "record reached a terminal state"),
        ("a", "INC2", "open", None),
        ("b", "INC1", "closed", "record reached a terminal state"),
    ]


def test_deleting_a_record_closes_its_pursuits_and_restoring_does_not_reopen(om: Opmem) -> None:
    om.dispatch.pursuits.open(TENANT, "a", "incident", "INC2", notes="backlog notes")
    om.delete_record(TENANT, "incident", "INC2")
    assert rows(om) == [("a", "INC2", "closed", "record deleted")]
    om.restore_record(TENANT, "incident", "INC2")
    assert om.dispatch.pursuits.on_record(TENANT, "incident", "INC2") == []
    assert rows(om) == [("a", "INC2", "closed", "record deleted")]
