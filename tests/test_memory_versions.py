"""A memory's earlier versions: each edit (a person's) or correction (the agent's) keeps the text it replaced, in
the same transaction; a refused edit keeps nothing; deleting the memory deletes them; read like get_memory."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from memory_kit import TENANT, Kit, draft, reviewer, tag

from opmem.errors import Conflict, NotFound
from opmem.memory import MemoryEdit


@pytest.fixture
def kit(tmp_path: Path) -> Kit:
    return Kit.open(tmp_path)


def test_two_edits_keep_two_earlier_versions_newest_first(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted", tags=(tag("entity:team=sre"),))).memory
    recorded = kit.clock.now()
    kit.clock.advance(timedelta(hours=1))
    kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(title="Pool exhausted by a leak", root_cause="leak"), version=1)
    first_edit = kit.clock.now()
    kit.memory.mark_wrong(reviewer(), m.id, "not a leak")  # a verdict makes no version
    kit.clock.advance(timedelta(hours=1))
    edit = MemoryEdit(title="Pool exhausted by retries", tags=(tag("entity:team=db"),))
    kit.memory.edit_memory(reviewer(), m.id, edit, version=2)
    found = kit.memory.memory_versions(TENANT, m.id)
    assert (found.memory_id, found.agent_id, found.current_version) == (m.id, "a", 3)
    assert [v.version for v in found.versions] == [2, 1]
    second, first = found.versions
    assert (first.title, first.root_cause, first.agent_tags) == ("Pool exhausted", m.root_cause, m.agent_tags)
    assert (first.written_by, first.written_at, first.replaced_by, first.replaced_at) == (
        None,
        recorded,
        "rita",
        first_edit,
    )
    assert (second.title, second.root_cause, second.agent_tags) == ("Pool exhausted by a leak", "leak", m.agent_tags)
    assert (second.written_by, second.written_at, second.replaced_by) == ("rita", first_edit, "rita")
    assert second.replaced_at == kit.clock.now() and second.wrong_note == "not a leak" and first.wrong_note is None
    assert kit.memory.get_memory(TENANT, m.id).memory.title == "Pool exhausted by retries"


def test_the_agents_correction_keeps_the_version_it_replaced(kit: Kit) -> None:
    kit.agent("a")
    inv = kit.run("a")
    m = kit.memory.record_memory(TENANT, "a", inv.id, draft("Disk full")).memory
    kit.memory.correct_memory(TENANT, "a", inv.id, draft("Disk full"))  # same text: no new version
    assert kit.memory.memory_versions(TENANT, m.id).versions == ()
    kit.memory.correct_memory(TENANT, "a", inv.id, draft("Disk full on /var"))
    (kept,) = kit.memory.memory_versions(TENANT, m.id).versions
    assert (kept.version, kept.title, kept.written_by, kept.replaced_by) == (1, "Disk full", None, None)


def test_a_refused_edit_keeps_no_version(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted")).memory
    kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(title="Second"), version=1)
    before = kit.rows()
    with pytest.raises(Conflict):
        kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(title="Stale"), version=1)
    assert kit.rows() == before
    assert [v.title for v in kit.memory.memory_versions(TENANT, m.id).versions] == ["Pool exhausted"]


def test_versions_are_read_in_the_memorys_tenant_only(kit: Kit) -> None:
    kit.agent("a")
    m = kit.record("a", draft("Pool exhausted")).memory
    kit.memory.edit_memory(reviewer(), m.id, MemoryEdit(title="Second"), version=1)
    with pytest.raises(NotFound, match="No memory"):
        kit.memory.memory_versions("other", m.id)
    with pytest.raises(NotFound):
        kit.memory.memory_versions(TENANT, m.id + 1000)


def test_deleting_a_memory_deletes_its_versions(kit: Kit) -> None:
    kit.agent("a")
    keep = kit.record("a", draft("Routine check")).memory
    gone = kit.record("a", draft("Zqversioncanary5512 outage")).memory
    kit.memory.edit_memory(reviewer(), keep.id, MemoryEdit(title="Routine check, edited"), version=1)
    kit.memory.edit_memory(reviewer(), gone.id, MemoryEdit(title="Second"), version=1)
    kit.memory.edit_memory(reviewer(), gone.id, MemoryEdit(title="Third"), version=2)
    kit.memory.delete_memory(reviewer(), gone.id)
    db = kit.store.db
    assert db.execute("SELECT count(*) FROM memory_versions WHERE memory_id = ?", (gone.id,)).fetchone()[0] == 0
    assert db.execute("SELECT count(*) FROM memory_versions WHERE memory_id = ?", (keep.id,)).fetchone()[0] == 1
    with pytest.raises(NotFound):
        kit.memory.memory_versions(TENANT, gone.id)


def test_a_deleted_memorys_earlier_text_leaves_the_database_file(kit: Kit, tmp_path: Path) -> None:
    kit.agent("a")
    gone = kit.record("a", draft("Zqversioncanary5512 outage")).memory
    kit.memory.edit_memory(reviewer(), gone.id, MemoryEdit(title="Renamed outage"), version=1)
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("opmem.sqlite3*"))
    assert b"zqversioncanary5512" in raw.lower()
    kit.memory.delete_memory(reviewer(), gone.id)
    raw = b"".join(p.read_bytes() for p in tmp_path.glob("opmem.sqlite3*"))
    assert b"zqversioncanary5512" not in raw.lower()
