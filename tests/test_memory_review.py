from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from memory_kit import TENANT, Kit, draft, reviewer, tag

from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound
from opmem.memory import MemoryEdit
from opmem.types import Principal


@pytest.fixture
def kit(tmp_path: Path, store_db: str | None) -> Kit:
    return Kit.open(tmp_path, db=store_db)


def test_edit_applies_to_the_opened_version_and_keeps_derived_tags(kit: Kit) -> None:
    kit.agent("a", semantic=True)
    m = kit.record("a", draft("Pool exhausted", tags=(tag("entity:team=sre"),))).memory
    kit.clock.advance(timedelta(hours=2))
    edit = MemoryEdit(title="Pool exhausted by a leak", root_cause="connection leak", tags=(tag("entity:team=db"),))
    after = kit.memory.edit_memory(reviewer(), m.id, edit, version=1)
    assert (after.title, after.root_cause, after.version) == ("Pool exhausted by a leak", "connection leak", 2)
    assert after.symptoms == m.symptoms and after.derived_tags == m.derived_tags
    assert after.agent_tags == (tag("entity:team=db"),)
    assert after.review.edited and after.review.edited_by == "rita" and after.review.edited_at == kit.clock.now()
    assert after.embedded_with == "hash-64"
    assert [h.id for h in kit.memory.search(TENANT, agent_id="a", query="connection leak").hits] == [m.id]
    assert [h.id for h in kit.memory.search(TENANT, mode="text", query="leak").hits] == [m.id]
    assert kit.memory.search(TENANT, mode="timeline", tags=["entity:team=sre"]).hits == ()


def test_stale_edit_is_refused_with_the_newer_version_and_changes_nothing(kit: Kit) -> None:
    kit.agent("a")
    inv = kit.run("a")
    m = kit.memory.record_memory(TENANT, "a", inv.id, draft("Pool exhausted")).memory
    kit.memory.correct_memory(TENANT, "a", inv.id, draft("Pool exhausted again"))
    before = kit.rows()
    with pytest.raises(Conflict, match=r"based on version 1, it is now at version 2.*read it again"):
        kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(title="Mine"), version=1)
    with pytest.raises(InvalidInput, match="changes nothing"):
        kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(), version=2)
    with pytest.raises(InvalidInput, match="Unknown significance"):
        MemoryEdit(significance="huge")  # type: ignore[arg-type]
    assert kit.rows() == before


def test_reviews_need_the_capability(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted")).memory
    nobody = Principal(TENANT, "bob", "Bob", capabilities=frozenset({"browse_memory"}))
    before = kit.rows()
    with pytest.raises(Forbidden, match="review_memories"):
        kit.memory.edit_memory(nobody, m.id, MemoryEdit(title="x"), version=1)
    with pytest.raises(Forbidden):
        kit.memory.mark_wrong(nobody, m.id, "no")
    with pytest.raises(Forbidden):
        kit.memory.delete_memory(nobody, m.id)
    with pytest.raises(NotFound):
        kit.memory.delete_memory(reviewer("other"), m.id)
    assert kit.rows() == before


def test_marked_wrong_stays_searchable_refuses_links_and_can_be_cleared(kit: Kit) -> None:
    kit.agent("a")
    kit.agent("b")
    m = kit.record("a", draft("Pool exhausted")).memory
    before = kit.rows()
    with pytest.raises(InvalidInput, match="needs a note"):
        kit.memory.mark_wrong(reviewer(), m.id, " ")
    assert kit.rows() == before
    wrong = kit.memory.mark_wrong(reviewer(), m.id, "the pool was fine; DNS was slow")
    assert wrong.review.marked_wrong and wrong.version == 1
    assert [h.id for h in kit.memory.search(TENANT, mode="text", query="pool").hits] == [m.id]
    run = kit.run("b")
    before = kit.rows()
    with pytest.raises(Conflict, match=r"marked memory .* wrong .*DNS was slow.*record your own"):
        kit.memory.link_recurrence(TENANT, "b", run.id, m.id)
    assert kit.rows() == before
    cleared = kit.memory.clear_verdict(reviewer(), m.id)
    assert not cleared.review.marked_wrong and cleared.review.wrong_note is None
    assert kit.memory.link_recurrence(TENANT, "b", run.id, m.id).memory.recurrence_count == 2


def test_owner_update_after_review_keeps_the_review_and_says_so(kit: Kit) -> None:
    kit.agent("a")
    inv = kit.run("a")
    m = kit.memory.record_memory(TENANT, "a", inv.id, draft("Pool exhausted")).memory
    kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(resolution="restarted the app"), version=1)
    kit.memory.mark_wrong(reviewer(), m.id, "not the pool")
    result = kit.memory.correct_memory(TENANT, "a", inv.id, draft("Pool exhausted", root_cause="pool too small"))
    after = result.memory
    assert (after.root_cause, after.resolution, after.version) == ("pool too small", "raised the pool size", 3)
    assert after.review.edited and after.review.marked_wrong
    assert result.notice is not None and "edit remains" in result.notice and "verdict remains" in result.notice


def test_a_recurrence_of_an_edited_memory_keeps_its_text(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted")).memory
    edited = kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(title="Human title"), version=1)
    linked = kit.memory.link_recurrence(TENANT, "a", kit.run("a").id, m.id)
    assert linked.counted and linked.memory.recurrence_count == 2
    assert (linked.memory.title, linked.memory.version) == (edited.title, edited.version)
    assert "text left unchanged" in (linked.notice or "")


def test_delete_removes_memory_and_links_and_the_investigation_can_record_again(kit: Kit) -> None:
    kit.agent("a", semantic=True)
    inv = kit.run("a")
    m = kit.memory.record_memory(TENANT, "a", inv.id, draft("Pipeline backlog", tags=(tag("entity:team=sre"),))).memory
    kit.memory.link_recurrence(TENANT, "a", kit.run("a").id, m.id)
    kit.memory.delete_memory(reviewer(), m.id)
    db = kit.store.db
    for table, column in (("memories", "id"), ("memory_tags", "memory_id"), ("memory_links", "memory_id")):
        assert db.execute(f"SELECT count(*) FROM {table} WHERE {column} = ?", (m.id,)).fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM memory_embeddings").fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM memory_fts").fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM investigations").fetchone()[0] == 2
    assert kit.memory.search(TENANT, mode="text", query="pipeline").hits == ()
    assert kit.memory.search(TENANT, agent_id="a", query="pipeline backlog").hits == ()
    assert kit.memory.list_tag_values(TENANT, "entity:team") == ()
    with pytest.raises(NotFound):
        kit.memory.get_memory(TENANT, m.id)
    again = kit.memory.record_memory(TENANT, "a", inv.id, draft("Pipeline backlog"))
    assert again.created and again.memory.id != m.id and again.memory.recurrence_count == 1


def test_a_deleted_memory_leaves_no_text_in_the_database_file(kit: Kit, tmp_path: Path) -> None:
    kit.agent("a")
    keep = kit.memory.record_memory(TENANT, "a", kit.run("a").id, draft("Routine disk check")).memory
    gone = kit.memory.record_memory(TENANT, "a", kit.run("a").id, draft("Zqmemcanary4471 outage")).memory
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("opmem.sqlite3*"))
    assert b"zqmemcanary4471" in raw.lower()
    kit.memory.delete_memory(reviewer(), gone.id)
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("opmem.sqlite3*"))
    assert b"zqmemcanary4471" not in raw.lower()  # the row, its text index terms, the WAL
    assert kit.memory.search(TENANT, mode="text", query="routine disk").hits[0].id == keep.id
