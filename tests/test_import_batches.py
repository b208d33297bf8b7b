"""`import_rows` embeds and writes 1,024 records at a time (enough model batches to keep two cores busy), and what
it stores does not depend on that chunk size."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from conftest import FAKE, record

from opmem.core import Opmem
from opmem.core_records import IMPORT_ROWS_BATCH
from opmem.embed.base import Matrix
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.types import EmbedKind, Record


class CallSizes(FakeEmbedder):
    """Counts the texts of each `embed` call: one call per chunk of the import."""

    def __init__(self) -> None:
        super().__init__()
        self.calls: list[int] = []

    def embed(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        self.calls.append(len(texts))
        return super().embed(texts, kind=kind)


def reports(count: int) -> list[Record]:
    return [
        record(f"INC{n}", f"Report {n}: disk {n % 7} full on db{n % 13}", f"Rotated logs {n}") for n in range(count)
    ]


def stored(om: Opmem, count: int) -> list[tuple[object, ...]]:
    ids = list(range(1, count + 1))
    documents = om.store.documents("default", ids)
    vectors = om.store.vectors("default", ids, FAKE)
    return [(d.key, d.title, d.body, d.link, d.version, vectors[i]) for i, d in sorted(documents.items())]


def test_import_rows_embeds_a_thousand_and_twenty_four_records_at_a_time(tmp_path: Path, store_db: str | None) -> None:
    sizes = CallSizes()
    om = Opmem(Settings(data_dir=tmp_path, default_embedding=FAKE, db=store_db), embedders={FAKE: sizes})
    try:
        report = om.import_rows(reports(IMPORT_ROWS_BATCH + 76))
    finally:
        om.close()
    assert IMPORT_ROWS_BATCH == 1024
    assert report.documents == 1100 and sizes.calls == [1024, 76]


def test_the_chunk_size_does_not_change_what_is_stored(tmp_path: Path) -> None:
    rows = reports(1100)
    results = []
    for size in (256, IMPORT_ROWS_BATCH):
        om = Opmem(Settings(data_dir=tmp_path / str(size), default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})
        try:
            om.import_rows(rows, batch_size=size)
            results.append(stored(om, len(rows)))
        finally:
            om.close()
    assert len(results[0]) == 1100 and results[0] == results[1]
