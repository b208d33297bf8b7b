"""Recall's ranking does not depend on how its indexes were built: the same corpus indexed in other commit batches,
in another order or in other vector batches gives the same lists, ties included (issue 17's determinism)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import UTC, datetime
from pathlib import Path

import numpy as np
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.tantivy_index import Filters, TantivyIndex
from opmem.index.vectors import VectorIndexes
from opmem.recall.engine import _prefer_recent
from opmem.recall.fuse import Fused, recency_bonus
from opmem.settings import Settings
from opmem.types import ARMS, Arm, Document, Record

FILTERS = Filters("t", frozenset({"incident"}), all_tables=True)
#: Every one of the 150 twins scores the same for every query below, so the arms' cuts (text 100, fuzzy 50) fall
#: inside a tie; the others score apart.
TWINS = 150
QUERIES = ("kafka consumer lag", "consumer lag on broker", "kafka rebalance behind", "broker lag")


def twin(n: int) -> Document:
    body = "The consumer group fell behind after a rebalance of the brokers."
    return Document(n, "t", "resolution", f"k{n}", "incident", f"R{n}", "Kafka consumer lag on broker", body, None, "")


def other(n: int) -> Document:
    title = f"Kafka broker {n} disk full after lag alarm"
    return Document(n, "t", "resolution", f"k{n}", "incident", f"R{n}", title, f"Rebalance {n} stuck.", None, "")


def corpus() -> list[Document]:
    return [twin(n) if n % 4 else other(n) for n in range(1, TWINS * 4 // 3 + 1)]


def build(path: Path, docs: Sequence[Document], batch: int) -> TantivyIndex:
    """An index of `docs`, committed every `batch` documents (each commit writes a segment)."""
    index = TantivyIndex(path, "t")
    for start in range(0, len(docs), batch):
        index.upsert(docs[start : start + batch], fresh=True)
        index.commit()
    return index


def lists(index: TantivyIndex) -> list[list[tuple[int, float]]]:
    found = []
    for query in QUERIES:
        found += [
            index.search_text(query, FILTERS, 10),
            index.search_text(query, FILTERS, 100),
            index.search_text(query, FILTERS, 10, bm25f=False),
            index.search_fuzzy(query, FILTERS, 10),
        ]
    return found


def test_the_text_arms_do_not_depend_on_commit_batches_or_insertion_order(tmp_path: Path) -> None:
    docs = corpus()
    one = lists(build(tmp_path / "one", docs, len(docs)))
    # Another segment layout: small commits, and the documents added newest first.
    assert lists(build(tmp_path / "small", docs, 7)) == one
    assert lists(build(tmp_path / "reversed", docs[::-1], 33)) == one


def test_a_tie_at_the_cut_goes_to_the_lowest_ids(tmp_path: Path) -> None:
    index = build(tmp_path / "reversed", corpus()[::-1], 9)
    twins = sorted(d.id for d in corpus() if d.title == "Kafka consumer lag on broker")
    bare = index.search_text("consumer lag on broker", FILTERS, 10, bm25f=False)
    assert [doc for doc, _ in bare] == twins[:10]  # the twins outscore the others and tie among themselves
    assert len({score for _, score in bare}) == 1
    assert [doc for doc, _ in index.search_fuzzy("Kafka consumer lag on broker", FILTERS, 5)] == twins[:5]


def records() -> list[Record]:
    found = []
    for n in range(1, TWINS * 4 // 3 + 1):
        if n % 4:
            found.append(record(f"INC{n}", "Kafka consumer lag on broker", "The consumer group fell behind."))
        else:
            found.append(record(f"INC{n}", f"Kafka broker {n} disk full after lag alarm", f"Rebalance {n} stuck."))
    return found


def answers(opmem: Opmem) -> list[list[tuple[str, float]]]:
    """Each query's hits, fused as a caller sees them, and from the fuzzy and semantic arms alone."""
    admin = opmem.local_admin("default")
    arms: list[tuple[Arm, ...]] = [ARMS, ("fuzzy",), ("semantic",)]
    return [[(h.record_id, h.score) for h in opmem.recall(admin, q, k=10, arms=a).hits] for q in QUERIES for a in arms]


def test_recall_is_the_same_from_imports_in_other_batches_and_after_a_rebuild(tmp_path: Path) -> None:
    # The text arm's ties in another insertion order: above (here ids follow the insertion order).
    found = []
    for batch in (len(records()), 11):
        settings = Settings(data_dir=tmp_path / f"by{batch}", default_embedding=FAKE)
        opmem = Opmem(settings, embedders={FAKE: FakeEmbedder()})
        try:
            rows = records()
            for start in range(0, len(rows), batch):
                opmem.upsert_records(rows[start : start + batch])
            found.append(answers(opmem))
            opmem.reindex()  # one fresh segment, and the vectors added in the store's batches
            found.append(answers(opmem))
        finally:
            opmem.close()
    assert all(found[0])
    assert found[1:] == [found[0]] * 3


def test_the_vector_graph_does_not_depend_on_how_vectors_are_batched(tmp_path: Path) -> None:
    # usearch adds a batch on every core by default; which thread links a vector first changed the graph, and so
    # the approximate neighbours, from one build to the next.
    rng = np.random.default_rng(7)
    centres = rng.standard_normal((20, 32)).astype(np.float32)
    vectors = (centres[rng.integers(0, 20, 4000)] + 0.8 * rng.standard_normal((4000, 32))).astype(np.float32)
    ids = list(range(1, 4001))
    found = []
    for name, batch in (("whole", 4000), ("pieces", 130)):
        indexes = VectorIndexes(tmp_path / name)
        for start in range(0, 4000, batch):
            indexes.upsert("t", "m", ids[start : start + batch], vectors[start : start + batch], fresh=True)
        found.append([indexes.search("t", "m", vectors[n] + 0.05, 100) for n in range(0, 4000, 50)])
    assert found[1] == found[0]


def _prefer_recent_by_key(chosen: list[tuple[Fused, Document]]) -> list[tuple[Fused, Document]]:
    """`engine._prefer_recent` as it was written before its two stable sorts (one key tuple per candidate)."""
    oldest = datetime.min.replace(tzinfo=UTC)
    by_age = sorted(range(len(chosen)), key=lambda i: chosen[i][1].resolved_at or oldest, reverse=True)
    position = {index: rank for rank, index in enumerate(by_age)}
    bonus = {i: recency_bonus(position[i], len(chosen)) for i in range(len(chosen))}
    order = sorted(range(len(chosen)), key=lambda i: (-(chosen[i][0].score + bonus[i]), chosen[i][0].doc_id))
    return [chosen[i] for i in order]


def test_recency_reranks_as_one_key_tuple_would() -> None:
    """Near-ties broken by recency, equal sums by id: the same order as the key-tuple sort, on lists full of equal
    scores, equal times and missing ones."""
    rng = random.Random(11)
    for _ in range(3000):
        count = rng.randrange(0, 60)
        ids = rng.sample(range(1, 10_000), count)
        chosen = []
        for doc_id in ids:
            when = rng.choice([None, datetime(2026, 1, rng.randrange(1, 4), tzinfo=UTC)])
            score = rng.choice([0.5, 0.25, 0.7, 0.71, rng.random()])
            doc = Document(doc_id, "t", "record", f"k{doc_id}", "incident", f"R{doc_id}", "t", "b", when, "")
            chosen.append((Fused(doc_id, score, ("text",)), doc))
        assert _prefer_recent(chosen) == _prefer_recent_by_key(chosen)
