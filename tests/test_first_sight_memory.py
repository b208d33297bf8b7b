"""Memory texts at `file` strength (issue 13): the worker stores a memory's verdicts (m019), search results, the digest
and memory lists show its texts by them when current, and judge them live at first sight otherwise (under one budget
per call, withheld past it), never by the rules alone.

The attacks are development texts the rules pass and the detector refuses (tests/test_shown_files.py), so each
assertion that one is withheld fails when memory texts go back to the rules (`record` strength). The model is the
real bundled one; the store is real SQLite here and PostgreSQL in tests/test_postgres_contract_first_sight_memory.py.
"""

from __future__ import annotations

import json
from datetime import timedelta
from pathlib import Path

import pytest
from memory_kit import TENANT, Kit, draft, reviewer
from test_memory_digest import on
from test_shown_files import BENIGN, EXPORT, SMS
from test_shown_verdicts import judged

from opmem.ingest.record_verdicts import refresh_record_verdicts
from opmem.memory import MemoryEdit
from opmem.memory.listing import list_memories
from opmem.quarantine import first_sight, shown
from opmem.quarantine.first_sight import NOT_YET_READ
from opmem.quarantine.shown import ShownGuard, Strength, guard_version, is_withheld, withheld

pytestmark = pytest.mark.model

__all__ = ["judged"]  # the spy on what the guard itself judges

DETECTOR = "learned detector"
#: Benign memory texts (written for these tests). The default resolution of `memory_kit.draft`, "raised the pool size",
#: is refused by the detector (a request to act on the world, 86%): docs/measured/guard.md, "First sight".
POOL = "Connection pool exhausted on checkout"
RAISED = "Raised the pool size from 20 to 50 and redeployed."


@pytest.fixture
def kit(tmp_path: Path, store_db: str | None, monkeypatch: pytest.MonkeyPatch) -> Kit:
    monkeypatch.setenv("OPMEM_GUARD_MODEL", "on")
    kit = Kit.open(tmp_path, db=store_db)
    kit.agent("a")
    kit.record("a", draft(POOL, symptoms=BENIGN, resolution=RAISED))
    kit.record("a", draft(f"Checkout pool: {SMS}", resolution=EXPORT))  # the rules pass both; the detector refuses
    return kit


def _search(kit: Kit) -> dict[str, tuple[str, str]]:
    """Each hit's title and resolution as shown, by the memory's title as recorded."""
    hits = kit.memory.search(TENANT, mode="text", query="checkout", limit=10, include_details=True).hits
    recorded = dict(kit.store.db.execute("SELECT id, title FROM memories").fetchall())
    return {recorded[h.id]: (h.title, h.details.resolution if h.details else "") for h in hits}


def _judge_all(kit: Kit) -> None:
    while refresh_record_verdicts(kit.store, budget=60):
        pass


def test_an_attack_in_a_memory_is_withheld_from_search_before_the_worker_runs(kit: Kit) -> None:
    found = _search(kit)
    title, resolution = found[f"Checkout pool: {SMS}"]
    assert title.startswith("[memory title withheld: ") and DETECTOR in title
    assert resolution.startswith("[resolution withheld: ") and DETECTOR in resolution
    assert found[POOL] == (POOL, RAISED)  # benign: shown


def test_the_worker_stores_a_memorys_verdicts_and_they_decide_without_the_detector(
    kit: Kit, judged: list[tuple[str, Strength]], monkeypatch: pytest.MonkeyPatch
) -> None:
    _judge_all(kit)
    rows = dict(kit.store.db.execute("SELECT title, verdicts FROM memories").fetchall())
    for title, verdicts in rows.items():
        assert json.loads(verdicts)["guard"] == guard_version()
        assert any(t["text"] == shown._digest(title).hex() for t in json.loads(verdicts)["texts"])
    monkeypatch.setattr(shown, "_MEMO", shown._Memo(shown.MEMO_SIZE))  # the worker's verdicts are remembered too
    judged.clear()
    found = _search(kit)
    assert found[f"Checkout pool: {SMS}"][0].startswith("[memory title withheld: ")
    assert found[f"Checkout pool: {SMS}"][1].startswith("[resolution withheld: ")
    assert found[POOL] == (POOL, RAISED)
    assert not [text for text, strength in judged if strength == "file"]  # looked up: no live detector call


def test_a_planted_stored_refusal_decides(kit: Kit) -> None:
    """A stored verdict that refuses a text the guard allows: only the lookup can withhold it."""
    _judge_all(kit)
    (memory_id,) = kit.store.db.execute("SELECT id FROM memories WHERE title = ?", (POOL,)).fetchone()
    planted = {"guard": guard_version(), "text": shown._digest(POOL).hex(), "check": "addressed_to_ai", "reason": "x"}
    verdicts = json.dumps({"guard": guard_version(), "texts": [planted]})
    with kit.store.transaction(TENANT) as db:
        db.execute("UPDATE memories SET verdicts = ? WHERE id = ?", (verdicts, memory_id))
    assert _search(kit)[POOL][0] == "[memory title withheld: x]"


def test_an_edit_clears_the_verdicts_and_the_worker_judges_again(kit: Kit) -> None:
    _judge_all(kit)
    memory = next(m for m in list_memories(kit.memory.store, ShownGuard(), TENANT).items if m.title == POOL)
    kit.memory.edit_memory(reviewer(), memory.id, MemoryEdit(resolution=EXPORT), version=memory.version)
    assert kit.store.db.execute("SELECT verdicts FROM memories WHERE id = ?", (memory.id,)).fetchone()[0] is None
    assert _search(kit)[POOL][1].startswith("[resolution withheld: ")  # at first sight
    assert refresh_record_verdicts(kit.store, budget=0) == 1
    assert _search(kit)[POOL][1].startswith("[resolution withheld: ")  # by the stored verdict


def test_a_page_past_the_budget_withholds_its_tail(kit: Kit, monkeypatch: pytest.MonkeyPatch) -> None:
    for n in range(6):
        kit.record("a", draft(f"Checkout latency spike {n}", symptoms=f"{BENIGN} Shard {n}.", resolution=RAISED))
    monkeypatch.setattr(shown, "_MEMO", shown._Memo(shown.MEMO_SIZE))
    monkeypatch.setattr(first_sight, "FIRST_SIGHT_CHARS", 400)
    hits = kit.memory.search(TENANT, mode="text", query="checkout", limit=10, include_details=True).hits
    marker = withheld("symptoms", NOT_YET_READ)
    assert hits[0].details is not None and hits[0].details.symptoms != marker  # the first hit is judged
    assert [h for h in hits if h.details is not None and h.details.symptoms == marker]  # the tail is withheld
    _judge_all(kit)
    again = kit.memory.search(TENANT, mode="text", query="checkout", limit=10, include_details=True).hits
    assert not [h for h in again if h.details is not None and "not yet read" in h.details.symptoms + h.title]


def test_the_digest_withholds_an_attack_at_first_sight(kit: Kit) -> None:
    kit.memory.create_agent(TENANT, "me", config=on())
    kit.record("me", draft(SMS))
    kit.clock.advance(timedelta(days=1))
    digest = kit.memory.digest(TENANT, kit.run("me").id)
    assert digest is not None
    titles = [line.title for line in digest.lines]
    assert any(t.startswith("[memory title withheld: ") and DETECTOR in t for t in titles)
    assert POOL in titles


def test_a_list_withholds_an_attack_at_first_sight(kit: Kit) -> None:
    listed = list_memories(kit.memory.store, ShownGuard(), TENANT).items
    assert any(is_withheld(m.title) and DETECTOR in m.title for m in listed)
    assert any(m.title == POOL for m in listed)
