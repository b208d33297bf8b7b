"""Re-importing what is already stored embeds nothing: the source hash is checked before the model runs."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.base import Matrix
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.types import EmbedKind, Record


class Counting(FakeEmbedder):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        self.texts.extend(texts)
        return super().embed_batch(texts, kind=kind)


@pytest.fixture
def counting() -> Counting:
    return Counting()


@pytest.fixture
def memory(tmp_path: Path, counting: Counting, store_db: str | None) -> Iterator[Opmem]:
    opmem = Opmem(
        Settings(data_dir=tmp_path, default_embedding=FAKE, db=store_db),
        embedders={FAKE: counting, "fake:other": FakeEmbedder("other")},
    )
    yield opmem
    opmem.close()


def rows() -> list[Record]:
    return [
        record("INC1", "Disk full on db01", "Logs filled the data volume"),
        record("INC2", "Kafka consumer lag after deploy", "Consumers fell behind"),
        record("INC3", "Entra token validation failure", "SSO users rejected"),
        record("INC4", "Still investigating", state="open"),
    ]


def test_a_reimport_of_unchanged_records_embeds_nothing(memory: Opmem, counting: Counting) -> None:
    first = memory.import_rows(rows())
    assert (first.documents, first.unchanged, len(counting.texts)) == (3, 0, 3)
    counting.texts.clear()
    again = memory.import_rows(rows())
    assert (again.read, again.upserted, again.documents, again.unchanged) == (4, 4, 3, 3)
    assert counting.texts == []
    # the vectors kept serve recall as before
    hit = memory.recall(memory.local_admin("default"), "disk full db01", arms=("semantic",)).hits[0]
    assert hit.record_id == "INC1"


def test_only_the_changed_record_is_embedded_again(memory: Opmem, counting: Counting) -> None:
    memory.import_rows(rows())
    counting.texts.clear()
    changed = rows()
    changed[1] = record("INC2", "Kafka consumer lag after deploy", "Consumers fell behind; rolled back the deploy")
    report = memory.import_rows(changed)
    assert (report.documents, report.unchanged) == (3, 2)
    assert len(counting.texts) == 1 and "rolled back" in counting.texts[0]
    admin = memory.local_admin("default")
    assert memory.recall(admin, "rolled back deploy", arms=("semantic",)).hits[0].record_id == "INC2"


def test_a_record_that_closes_is_embedded_once(memory: Opmem, counting: Counting) -> None:
    memory.import_rows(rows())
    counting.texts.clear()
    closed = [*rows()[:3], record("INC4", "Still investigating", resolution="restarted the broker")]
    report = memory.import_rows(closed)
    assert (report.documents, report.unchanged) == (4, 3)
    assert len(counting.texts) == 1


def test_a_vector_from_another_model_is_not_reused(memory: Opmem, counting: Counting) -> None:
    memory.import_rows(rows())
    memory.set_embedding("default", "fake:other")
    counting.texts.clear()
    report = memory.import_rows(rows())
    assert report.unchanged == 0  # stored vectors are fake:hash-64's; the tenant now embeds with fake:other
    assert counting.texts == []  # fake:other embedded them
    memory.set_embedding("default", FAKE)
    assert memory.import_rows(rows()).unchanged == 0  # a document keeps one vector: fake:other's replaced it
    assert len(counting.texts) == 3
    assert memory.import_rows(rows()).unchanged == 3


def test_upsert_records_reuses_vectors_too(memory: Opmem, counting: Counting) -> None:
    memory.upsert_records(rows())
    counting.texts.clear()
    memory.upsert_records(rows())
    assert counting.texts == []
