"""`opmem reindex` rebuilds the derived indexes from the store in bulk (opmem.index.rebuild): each document row
read once, a batch's vectors in one range read, nothing read for arms that are the store's own rows."""

from __future__ import annotations

import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

import numpy as np
import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.base import Matrix
from opmem.index import rebuild
from opmem.index.sync import IndexSync
from opmem.index.text import Filters
from opmem.types import Principal


@contextmanager
def statements(opmem: Opmem) -> Iterator[list[str]]:
    """Every statement the store runs in this thread meanwhile: SQLite's trace of the thread's connection, or on
    PostgreSQL each statement opmem hands a pooled connection (`PostgresConnection.execute`, in the store's SQL
    before translation)."""
    db = opmem.store.db
    seen: list[str] = []
    if isinstance(db, sqlite3.Connection):
        db.set_trace_callback(seen.append)
        try:
            yield seen
        finally:
            db.set_trace_callback(None)
        return
    from opmem.store.postgres import PostgresConnection, Result

    real, caller = PostgresConnection.execute, threading.get_ident()

    def execute(self: PostgresConnection, sql: str, parameters: Sequence[object] = (), /) -> Result:
        if threading.get_ident() == caller:
            seen.append(sql)
        return real(self, sql, parameters)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(PostgresConnection, "execute", execute)
        yield seen


def reads_of(seen: list[str], table: str) -> list[str]:
    return [s for s in seen if s.lstrip().upper().startswith("SELECT") and f"FROM {table}" in s]


def load(opmem: Opmem, count: int) -> list[int]:
    opmem.upsert_records([record(f"INC{n}", f"Kafka consumer lag on broker {n}") for n in range(count)])
    return sorted(d.id for batch in opmem.store.iter_documents("default") for d in batch)


def test_each_document_is_read_once_and_each_batchs_vectors_in_one_range(
    opmem: Opmem, alice: Principal, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids = load(opmem, 25)
    monkeypatch.setattr(rebuild, "BATCH", 10)
    with statements(opmem) as seen:
        assert opmem.reindex() == 25
    # three batches (10, 10, 5) and the read that finds no more; the outbox replay's re-reads by id are gone
    assert len(reads_of(seen, "documents WHERE id >")) == 4
    assert not [s for s in seen if "FROM documents WHERE id IN" in s or "doc_id IN" in s]
    vector_reads = reads_of(seen, "embeddings")
    if getattr(opmem.vectors, "in_store", False):  # pgvector: the vectors are the store's rows, none is copied
        assert len(vector_reads) == 1 and "LIMIT 1" in vector_reads[0], vector_reads  # the dimensions only
    else:
        assert len(vector_reads) == 3
    assert sorted(opmem.text.doc_ids("default")) == ids
    for doc_id, raw in opmem.store.vectors("default", ids, FAKE).items():  # each document's own vector is found
        hits = opmem.vectors.search("default", FAKE, np.frombuffer(raw, np.float32), 25)
        assert doc_id in [k for k, similarity in hits if similarity > 0.9999]
    assert [h.record_id for h in opmem.recall(alice, "kafka broker 7", arms=("text",)).hits][:1] == ["INC7"]


def test_a_retired_documents_vector_in_a_batchs_range_stays_out(opmem: Opmem, monkeypatch: pytest.MonkeyPatch) -> None:
    ids = load(opmem, 12)
    retired = ids[5]
    curator = opmem.create_principal("default", "cur", grants=["incident"], capabilities=["curate_memory"])
    opmem.curation.retire(curator, retired, reason="a duplicate of another incident")
    vector = np.frombuffer(opmem.store.vectors("default", [retired], FAKE)[retired], np.float32)
    monkeypatch.setattr(rebuild, "BATCH", 100)  # one range, from the first to the last live id, spans it
    assert opmem.reindex() == 11
    assert retired not in opmem.text.doc_ids("default")
    assert retired not in [k for k, _ in opmem.vectors.search("default", FAKE, vector, 12)]


class StoreVectors:
    """A semantic arm whose vectors are the store's rows (as pgvector's are): it records what it is given."""

    in_store = True

    def __init__(self) -> None:
        self.given: list[tuple[str, str, list[int], tuple[int, ...]]] = []

    def upsert(self, tenant: str, model: str, ids: Sequence[int], vectors: Matrix, *, fresh: bool = False) -> None:
        self.given.append((tenant, model, list(ids), vectors.shape))

    def search_semantic(self, filters: Filters, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        return []

    def search(self, tenant: str, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        return []

    def delete(self, tenant: str, ids: Iterable[int]) -> None:
        pass

    def save(self) -> None:
        pass

    def drop(self, tenant: str) -> None:
        pass

    def clear(self) -> None:
        pass


def test_a_semantic_arm_inside_the_store_gets_no_vectors_only_its_dimensions(opmem: Opmem) -> None:
    ids = load(opmem, 15)
    arm = StoreVectors()
    sync = IndexSync(opmem.store, opmem.text, arm, opmem.settings.data_dir / "index")
    with statements(opmem) as seen:
        assert sync.rebuild() == 15
    vector_reads = [s for s in reads_of(seen, "embeddings") if "vector" in s]
    assert len(vector_reads) == 1 and "LIMIT 1" in vector_reads[0]  # one row names the dimensions
    assert len(arm.given) == 1
    tenant, model, given, shape = arm.given[0]
    dimensions = len(opmem.store.vectors("default", ids[:1], FAKE)[ids[0]]) // 4
    assert (tenant, model, shape) == ("default", FAKE, (1, dimensions)) and given[0] in ids
    assert sorted(opmem.text.doc_ids("default")) == ids  # the text index is rebuilt all the same


def test_vectors_failing_on_the_background_thread_fail_the_reindex(
    opmem: Opmem, monkeypatch: pytest.MonkeyPatch
) -> None:
    load(opmem, 3)

    def broken(*args: object, **kwargs: object) -> None:
        raise RuntimeError("disk full")

    monkeypatch.setattr(opmem.vectors, "upsert", broken)
    with pytest.raises(RuntimeError, match="disk full"):
        opmem.reindex()
