"""The scale benchmarks' bulk loader (bench/bulk_load.py) writes the rows the store writes, and the real code reads,
indexes and recalls them: the benchmark can never time an empty or malformed index."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.ingest.distill import distill, embedding_text
from opmem.settings import Settings
from opmem.types import Record

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
import bulk_load

WORDS = [
    "disk",
    "kafka",
    "gateway",
    "certificate",
    "dns",
    "memory",
    "replication",
    "backup",
    "quota",
    "cron",
    "latency",
    "shard",
]
RECORDS = [
    record(
        f"INC{i:04d}",
        f"{WORDS[i % 12]} {WORDS[(i * 5 + 1) % 12]} failure on host{i}",
        f"The {WORDS[(i * 7 + 2) % 12]} alarm fired on host{i} after the nightly job.",
        resolution=f"Restarted the {WORDS[i % 12]} service on host{i}.",
    )
    for i in range(40)
]


def opmem_on(data_dir: Path, db: str | None) -> Opmem:
    return Opmem(Settings(data_dir=data_dir, default_embedding=FAKE, db=db), embedders={FAKE: FakeEmbedder()})


def bulk(om: Opmem, records: list[Record]) -> None:
    drafts = [distill(r) for r in records]
    vectors = om.embedder(FAKE).embed([embedding_text(d.title, d.body) for d in drafts], kind="document")
    first = bulk_load.next_document_id(om.store)
    half = len(records) // 2  # two batches, as the benchmark writes them
    batches = [
        bulk_load.rows(records[:half], vectors[:half], FAKE, first),
        bulk_load.rows(records[half:], vectors[half:], FAKE, first + half),
    ]
    assert bulk_load.load(om.store, batches) == len(records)
    assert om.reindex() == len(records)


def snapshot(om: Opmem) -> list[list[Any]]:
    """Every row the import wrote, without the generated document ids."""
    db = om.store.db
    records = db.execute("SELECT * FROM records ORDER BY record_id").fetchall()
    documents = db.execute(
        "SELECT tenant_id, key, kind, source_table, record_id, title, body, resolved_at, link, source_sha, "
        "corrected_at, retired_at, version FROM documents ORDER BY key"
    ).fetchall()
    vectors = db.execute(
        "SELECT d.key, e.model, e.vector FROM embeddings e JOIN documents d ON d.id = e.doc_id ORDER BY d.key"
    ).fetchall()
    return [[tuple(r) for r in rows] for rows in (records, documents, vectors)]


def pgvector_column(om: Opmem) -> int:
    """The rows whose pgvector column holds exactly their stored float32 bytes (m015: the writers fill it)."""
    rows = om.store.db.execute("SELECT vector, embedding::text FROM embeddings").fetchall()
    for raw, text in rows:
        assert np.array(text[1:-1].split(","), dtype=np.float32).tobytes() == bytes(raw)
    return len(rows)


def check_recall(om: Opmem) -> None:
    who = om.create_principal("default", "reader", grants=["incident"])
    for r in (RECORDS[3], RECORDS[17], RECORDS[31]):
        hits = om.recall(who, r.short_description, k=3).hits
        assert hits and hits[0].record_id == r.record_id, (r.short_description, hits)
        assert set(hits[0].arms) == {"text", "fuzzy", "semantic"}
        page = om.read_document(who, hits[0].doc_id)
        assert r.resolution_notes in page.content
    # The store's next document does not collide with the loaded ids, and is recalled too.
    om.upsert_records([record("INC9999", "zookeeper session expired on host77")])
    assert om.recall(who, "zookeeper session expired", k=1).hits[0].record_id == "INC9999"


def check(api_dir: Path, bulk_dir: Path, api_db: str | None, bulk_db: str | None) -> None:
    by_api, by_bulk = opmem_on(api_dir, api_db), opmem_on(bulk_dir, bulk_db)
    try:
        by_api.upsert_records(RECORDS)
        bulk(by_bulk, RECORDS)
        expected = snapshot(by_api)
        assert len(expected[1]) == len(RECORDS) and len(expected[2]) == len(RECORDS)
        assert snapshot(by_bulk) == expected
        if bulk_db is not None:
            assert pgvector_column(by_bulk) == pgvector_column(by_api) == len(RECORDS)
        check_recall(by_bulk)
    finally:
        by_api.close()
        by_bulk.close()


def test_bulk_rows_on_sqlite_are_the_stores_and_are_recalled(tmp_path: Path) -> None:
    check(tmp_path / "api", tmp_path / "bulk", None, None)


@pytest.fixture
def two_databases(postgres_server: str) -> Iterator[tuple[str, str]]:
    from postgres_server import drop_database, fresh_database

    urls = (fresh_database(postgres_server), fresh_database(postgres_server))
    yield urls
    for url in urls:
        drop_database(postgres_server, url)


@pytest.mark.postgres
def test_bulk_rows_on_postgres_are_the_stores_and_are_recalled(tmp_path: Path, two_databases: tuple[str, str]) -> None:
    check(tmp_path / "api", tmp_path / "bulk", *two_databases)


def test_rows_refuse_a_vector_count_that_does_not_match() -> None:
    with pytest.raises(ValueError, match="3 vectors for 40 records"):
        bulk_load.rows(RECORDS, FakeEmbedder().embed(["a", "b", "c"], kind="document"), FAKE, 1)
