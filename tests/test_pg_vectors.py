"""The pgvector column opmem writes itself (m015, `opmem.store.pg_vectors`): exact text form, the store's upsert,
the migration from m014's generated column (values kept, decoder gone, a writer that forgets the column refused),
and the semantic arm finding what each path wrote."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import numpy as np
import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.base import EmbedKind, Matrix
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.store import migrations, schema
from opmem.store.db import Connection, open_engine
from opmem.store.pg_vectors import vector_text
from opmem.store.sqlite import SQLiteStore, Vector


def test_vector_text_reads_back_to_the_same_float32_bits() -> None:
    rng = np.random.default_rng(3)
    values = np.concatenate(
        [
            rng.standard_normal(380).astype(np.float32),
            np.array([np.float32(1e-45), np.float32(-3.4e38), np.float32(-0.0), np.float32(0.1)], np.float32),
        ]
    )
    text = vector_text(values.tobytes())
    assert text.startswith("[") and text.endswith("]") and " " not in text
    back = np.array([np.float32(x) for x in text[1:-1].split(",")], dtype=np.float32)
    assert back.tobytes() == values.tobytes()


def opmem_on(tmp_path: Path, url: str) -> Opmem:
    settings = Settings(data_dir=tmp_path / "data", default_embedding=FAKE, db=url)
    return Opmem(settings, embedders={FAKE: DenseEmbedder()})


class DenseEmbedder(FakeEmbedder):
    """The fake embedder at the bundled model's 384 dimensions, every one of them non-zero (as a real model's are):
    a row holding such a vector twice passes PostgreSQL's 2 kB row threshold, and no copy of it compresses."""

    def __init__(self) -> None:
        super().__init__(dimensions=384)

    def embed_batch(self, texts: Sequence[str], *, kind: EmbedKind) -> Matrix:
        words = super().embed_batch(texts, kind=kind)
        noise = np.random.default_rng(len(texts)).uniform(0.001, 0.002, words.shape).astype(np.float32)
        return words + noise


def column_vectors(url: str) -> dict[int, tuple[bytes, np.ndarray]]:
    """Each embedding row's stored bytes and its pgvector column, as PostgreSQL prints the column."""
    import psycopg

    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT doc_id, vector, embedding::text FROM embeddings").fetchall()
    return {int(i): (bytes(raw), np.array(text[1:-1].split(","), dtype=np.float32)) for i, raw, text in rows}


def generated(url: str) -> str:
    import psycopg

    with psycopg.connect(url) as conn:
        row = conn.execute(
            "SELECT is_generated || '/' || is_nullable FROM information_schema.columns "
            "WHERE table_name = 'embeddings' AND column_name = 'embedding'"
        ).fetchone()
    assert row is not None
    return str(row[0])


def embedding_indexes(url: str) -> list[str]:
    import psycopg

    with psycopg.connect(url) as conn:
        rows = conn.execute("SELECT indexdef FROM pg_indexes WHERE tablename = 'embeddings' ORDER BY 1").fetchall()
    return [str(r[0]) for r in rows]


def out_of_row(url: str) -> int:
    """Rows whose pgvector column is stored in the TOAST table, where each distance the semantic arm computes
    would read it from (m015_pg_vector_inline keeps it in the row)."""
    import psycopg

    with psycopg.connect(url) as conn:
        row = conn.execute("SELECT count(*) FROM embeddings WHERE pg_column_toast_chunk_id(embedding) IS NOT NULL")
        return int(row.fetchone()[0])  # type: ignore[index]


@pytest.mark.postgres
def test_the_store_writes_the_column_itself_exactly(tmp_path: Path, postgres_url: str) -> None:
    om = opmem_on(tmp_path, postgres_url)
    try:
        om.upsert_records([record(f"INC{i}", f"disk full on host{i}", f"volume {i} filled") for i in range(6)])
        # an edit replaces the vector (the upsert's ON CONFLICT path writes the column again)
        om.upsert_records([record("INC2", "kafka lag on broker 7", "consumer group stalled")])
        assert generated(postgres_url) == "NEVER/NO"
        assert out_of_row(postgres_url) == 0  # in the row: the semantic arm reads no TOAST entry
        found = column_vectors(postgres_url)
        assert len(found) == 6
        for raw, column in found.values():
            assert column.tobytes() == raw
        who = om.create_principal("default", "reader", grants=["incident"])
        hits = om.recall(who, "kafka lag on broker 7", k=1).hits
        assert hits[0].record_id == "INC2" and "semantic" in hits[0].arms
    finally:
        om.close()


@pytest.mark.postgres
def test_m015_keeps_m014s_vectors_drops_the_decoder_and_refuses_a_missing_column(
    tmp_path: Path, postgres_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    import psycopg

    def m014_put_vector(store: SQLiteStore, db: Connection, tenant: str, doc_id: int, vector: Vector) -> None:
        db.execute(
            "INSERT INTO embeddings (tenant_id, doc_id, model, vector) VALUES (?, ?, ?, ?)", (tenant, doc_id, *vector)
        )

    with monkeypatch.context() as m:  # an opmem of m014's time wrote these rows (generated column)
        # m014 and before, and m017's and m018's columns, which this code reads (they touch no vector)
        later = (migrations.m017_shown_verdicts, migrations.m018_body_verdicts)
        m.setattr(migrations, "MIGRATIONS", (*migrations.MIGRATIONS[:14], *later))
        m.setattr(SQLiteStore, "_put_vector", m014_put_vector)
        old = opmem_on(tmp_path, postgres_url)
        old.upsert_records([record(f"INC{i}", f"certificate expired on gateway {i}", "renewed") for i in range(4)])
        old.close()
    assert generated(postgres_url) == "ALWAYS/YES"
    before = column_vectors(postgres_url)
    indexes = embedding_indexes(postgres_url)
    assert any("hnsw" in d for d in indexes) and out_of_row(postgres_url) == len(before)
    engine = open_engine(postgres_url)
    try:
        schema.migrate(engine)
    finally:
        engine.close()
    assert generated(postgres_url) == "NEVER/NO"
    assert embedding_indexes(postgres_url) == indexes and out_of_row(postgres_url) == 0
    assert column_vectors(postgres_url).keys() == before.keys()
    for doc_id, (raw, column) in column_vectors(postgres_url).items():
        assert raw == before[doc_id][0] and column.tobytes() == raw
    with psycopg.connect(postgres_url) as conn:
        assert conn.execute("SELECT count(*) FROM pg_proc WHERE proname = 'opmem_f32_vector'").fetchone() == (0,)
        doc = conn.execute("SELECT tenant_id, doc_id, model, vector FROM embeddings LIMIT 1").fetchone()
        assert doc is not None
        conn.execute("DELETE FROM embeddings WHERE doc_id = %s", (doc[1],))
        with pytest.raises(psycopg.errors.NotNullViolation, match="embedding"):
            conn.execute("INSERT INTO embeddings (tenant_id, doc_id, model, vector) VALUES (%s, %s, %s, %s)", doc)
    om = opmem_on(tmp_path, postgres_url)
    try:
        who = om.create_principal("default", "reader", grants=["incident"])
        hits = om.recall(who, "certificate expired on gateway 3", k=1).hits
        assert hits[0].record_id == "INC3" and "semantic" in hits[0].arms
    finally:
        om.close()
