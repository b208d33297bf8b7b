"""Recall remembers query vectors, and nothing else: the same words are embedded once per model, and whatever changed
in the store since (a deletion, a retirement, an edit) shows in the next recall of the same words."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.base import Matrix
from opmem.embed.fake import FakeEmbedder
from opmem.recall import engine
from opmem.settings import Settings
from opmem.types import EmbedKind, Principal


class Counting(FakeEmbedder):
    def __init__(self, name: str = "hash-64") -> None:
        super().__init__(name)
        self.queries: list[str] = []

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        if kind == "query":
            self.queries.extend(texts)
        return super().embed_batch(texts, kind=kind)


@pytest.fixture
def counting() -> Counting:
    return Counting()


@pytest.fixture
def memory(tmp_path: Path, counting: Counting) -> Iterator[Opmem]:
    opmem = Opmem(
        Settings(data_dir=tmp_path, default_embedding=FAKE),
        embedders={FAKE: counting, "fake:other": Counting("other")},
    )
    opmem.upsert_records(
        [
            record("INC1", "Disk full on db01", "Logs filled the data volume"),
            record("INC2", "Disk full on web02", "The web server's disk filled with core dumps"),
            record("INC3", "Kafka consumer lag after deploy", "Consumers fell behind"),
        ]
    )
    yield opmem
    opmem.close()


@pytest.fixture
def reader(memory: Opmem) -> Principal:
    return memory.create_principal("default", "reader", grants=["incident"])


def records(result: object) -> list[str]:
    return [h.record_id for h in result.hits]  # type: ignore[attr-defined]


def test_the_same_query_is_embedded_once_and_answers_alike(
    memory: Opmem, reader: Principal, counting: Counting
) -> None:
    first = memory.recall(reader, "disk full")
    again = memory.recall(reader, "disk full")
    assert counting.queries == ["disk full"]
    assert first == again and "semantic" in first.hits[0].arms
    memory.recall(reader, "kafka lag")
    assert counting.queries == ["disk full", "kafka lag"]


def test_another_model_embeds_the_query_again(memory: Opmem, reader: Principal, counting: Counting) -> None:
    memory.recall(reader, "disk full")
    other = memory.embedder("fake:other")
    assert isinstance(other, Counting)
    memory.set_embedding("default", "fake:other")
    memory.sync.apply(block=True)
    memory.recall(reader, "disk full")
    assert (counting.queries, other.queries) == (["disk full"], ["disk full"])


def test_another_tenant_asking_the_same_words_embeds_them_itself(
    memory: Opmem, reader: Principal, counting: Counting
) -> None:
    """No tenant's recall is faster because another tenant asked the same words before."""
    memory.create_tenant("acme", embedding=FAKE)
    memory.upsert_records([record("A1", "Disk full on acme01", tenant="acme")])
    memory.recall(reader, "disk full")
    memory.recall(memory.local_admin("acme"), "disk full")
    assert counting.queries == ["disk full", "disk full"]


def test_the_oldest_query_vector_is_forgotten_first(
    memory: Opmem, reader: Principal, counting: Counting, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(engine, "QUERY_VECTORS", 2)
    for query in ("disk full", "kafka lag", "core dumps", "kafka lag", "disk full"):
        memory.recall(reader, query)
    assert counting.queries == ["disk full", "kafka lag", "core dumps", "disk full"]


def test_a_deleted_or_retired_document_is_not_served_to_a_remembered_query(
    memory: Opmem, reader: Principal, counting: Counting
) -> None:
    assert sorted(records(memory.recall(reader, "disk full"))) == ["INC1", "INC2"]
    memory.delete_record("default", "incident", "INC1")
    assert records(memory.recall(reader, "disk full")) == ["INC2"]
    curator = memory.local_admin("default")
    doc_id = memory.recall(curator, "disk full").hits[0].doc_id
    memory.curation.retire(curator, doc_id, reason="superseded")
    assert records(memory.recall(reader, "disk full")) == []
    assert counting.queries == ["disk full"]  # every recall after the first used the remembered vector


def test_an_edited_document_shows_its_new_text_to_a_remembered_query(memory: Opmem, reader: Principal) -> None:
    before = memory.recall(reader, "disk full").hits
    assert sorted(h.title for h in before) == ["Disk full on db01", "Disk full on web02"]
    memory.upsert_records([record("INC1", "Disk full on db01 again", "Logs filled the data volume twice")])
    after = memory.recall(reader, "disk full").hits
    assert "Disk full on db01 again" in [h.title for h in after]


class Preparing(FakeEmbedder):
    """Counts preparations; the first `failures` of them fail, as a model file not yet in place would."""

    def __init__(self, failures: int = 0) -> None:
        super().__init__()
        self.prepared = 0
        self.failures = failures

    def prepare(self) -> None:
        self.prepared += 1
        if self.prepared <= self.failures:
            raise RuntimeError("the model is not there yet")


def test_the_model_is_prepared_once_not_at_every_recall(tmp_path: Path) -> None:
    model = Preparing()
    memory = Opmem(Settings(data_dir=tmp_path, default_embedding=FAKE), embedders={FAKE: model})
    try:
        memory.upsert_records([record("INC1", "Disk full on db01", "Logs filled the data volume")])
        admin = memory.local_admin("default")
        for query in ("disk full", "db01 logs", "data volume"):
            assert "semantic" in memory.recall(admin, query).hits[0].arms
        assert model.prepared == 1
    finally:
        memory.close()


def test_a_failed_preparation_is_tried_again_by_the_next_recall(tmp_path: Path) -> None:
    model = Preparing(failures=1)
    memory = Opmem(Settings(data_dir=tmp_path, default_embedding=FAKE), embedders={FAKE: model})
    try:
        memory.upsert_records([record("INC1", "Disk full on db01", "Logs filled the data volume")])
        admin = memory.local_admin("default")
        assert [d.arm for d in memory.recall(admin, "disk full").degraded] == ["semantic"]
        again = memory.recall(admin, "disk full")
        assert again.degraded == () and "semantic" in again.hits[0].arms
        assert model.prepared == 2
    finally:
        memory.close()
