"""Query plans that keep search fast at 100,000 memories (bench/memory_speed.py): each statement a search runs
is captured from the real SQLite connection and explained."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest
from memory_kit import TENANT, Kit, draft

import opmem.memory.store_search as store_module


def plans(kit: Kit, run: object) -> dict[str, str]:
    db = kit.store.db
    seen: list[str] = []
    db.set_trace_callback(seen.append)
    try:
        assert callable(run)
        run()
    finally:
        db.set_trace_callback(None)
    selects = [s for s in seen if s.lstrip().upper().startswith("SELECT")]
    return {s: " | ".join(str(r[3]) for r in db.execute("EXPLAIN QUERY PLAN " + s)) for s in selects}


def test_hydration_reads_tags_by_memory_id_and_text_counts_from_the_matches(tmp_path: Path) -> None:
    kit = Kit.open(tmp_path)
    kit.agent("a")
    for n in range(3):
        kit.record("a", draft(f"Connection refused {n}"))
    explained = plans(kit, lambda: kit.memory.search(TENANT, mode="text", query="connection refused"))
    tags = [plan for sql, plan in explained.items() if "FROM memory_tags WHERE" in sql and "AND memory_id IN" in sql]
    assert tags and all("memory_tags_by_value" not in plan for plan in tags), tags
    counts = [plan for sql, plan in explained.items() if "count(*)" in sql and "memory_fts" in sql]
    assert counts and all(plan.startswith("SCAN f") or "memory_fts" in plan.split(" | ")[0] for plan in counts), counts


def test_timeline_is_driven_by_its_rarest_tag(tmp_path: Path) -> None:
    kit = Kit.open(tmp_path)
    kit.agent("a")
    for n in range(3):
        kit.record("a", draft(f"Disk full {n}", tags=("entity:team=storage",)))
    tags = ["entity:service=checkout", "entity:team=storage"]
    explained = plans(kit, lambda: kit.memory.search(TENANT, mode="timeline", tags=tags, significance=["incident"]))
    driven = [plan for sql, plan in explained.items() if "CROSS JOIN memories" in sql]
    assert len(driven) == 2, explained
    assert all("memories_by_last_seen" not in plan and "memory_tags_by_value" in plan for plan in driven), driven


def test_a_common_tag_walks_the_last_seen_index_with_the_same_answer(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    kit = Kit.open(tmp_path)
    kit.agent("a")
    for n in range(4):
        kit.clock.advance(timedelta(hours=1))
        kit.record("a", draft(f"Disk full {n}", significance=("incident", "benign")[n % 2]))
    tags = ["entity:service=checkout", "entity:pattern=p-42"]

    def timeline() -> tuple[list[int], int | None]:
        found = kit.memory.search(TENANT, mode="timeline", tags=tags, significance=["incident"], limit=1)
        return [h.id for h in found.hits], found.total

    driven = timeline()
    monkeypatch.setattr(store_module, "WALK_AFTER", 0)
    explained = plans(kit, timeline)
    assert timeline() == driven == ([3], 2)
    assert any("memories_by_last_seen" in plan for plan in explained.values()), explained
