"""The lexical arms skip a table or kind clause only while it leaves out no live document of the index."""

from __future__ import annotations

from pathlib import Path

from opmem.index.tantivy_index import Filters, TantivyIndex
from opmem.types import DocKind, Document


def doc(doc_id: int, title: str, table: str = "incident", kind: DocKind = "resolution") -> Document:
    return Document(
        id=doc_id, tenant="default", kind=kind, key=f"{table}:{doc_id}", source_table=table, record_id=str(doc_id),
        title=title, body=f"{title} body", resolved_at=None, link="",
    )  # fmt: skip


INCIDENTS = Filters("default", frozenset({"incident"}))


def both_arms(index: TantivyIndex, filters: Filters) -> tuple[set[int], set[int]]:
    text = {i for i, _ in index.search_text("disk full", filters, 10)}
    fuzzy = {i for i, _ in index.search_fuzzy("disk full", filters, 10)}
    return text, fuzzy


def test_a_clause_that_leaves_out_nothing_is_skipped_and_one_that_does_is_kept(tmp_path: Path) -> None:
    index = TantivyIndex(tmp_path / "t", "default")
    index.upsert([doc(1, "Disk full on db01"), doc(2, "Disk full on web02")])
    index.commit()
    assert both_arms(index, INCIDENTS) == ({1, 2}, {1, 2})
    assert index._narrowing(INCIDENTS) == []  # every document is an incident: no posting list to intersect
    index.upsert([doc(3, "Disk full on the problem host", table="problem")])
    index.commit()
    assert both_arms(index, INCIDENTS) == ({1, 2}, {1, 2})
    assert both_arms(index, Filters("default", frozenset({"incident", "problem"}))) == ({1, 2, 3}, {1, 2, 3})


def test_a_record_moved_to_another_table_brings_the_clause_back(tmp_path: Path) -> None:
    """Same number of documents before and after: the reload, not the count, must drop what was counted."""
    index = TantivyIndex(tmp_path / "t", "default")
    index.upsert([doc(1, "Disk full on db01"), doc(2, "Disk full on web02")])
    index.commit()
    assert both_arms(index, INCIDENTS) == ({1, 2}, {1, 2})
    index.upsert([doc(2, "Disk full on web02", table="problem")])
    index.commit()
    assert both_arms(index, INCIDENTS) == ({1}, {1})


def test_the_kind_clause_is_skipped_or_kept_the_same_way(tmp_path: Path) -> None:
    index = TantivyIndex(tmp_path / "t", "default")
    index.upsert([doc(1, "Disk full on db01"), doc(2, "Disk full runbook", kind="skill")])
    index.commit()
    skills = Filters("default", frozenset({"incident"}), frozenset({"skill"}))
    assert both_arms(index, skills) == ({2}, {2})
    everything = Filters("default", frozenset({"incident"}), frozenset({"skill", "resolution"}))
    assert both_arms(index, everything) == ({1, 2}, {1, 2})
    assert index._narrowing(everything) == []
