"""Several processes share one data directory: one applies index changes, the others see them."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.analysis import stems
from opmem.settings import Settings
from opmem.types import Principal


def open_memory(path: Path) -> Opmem:
    return Opmem(Settings(data_dir=path, default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})


def test_second_instance_sees_changes_of_the_first(opmem: Opmem, alice: Principal) -> None:
    other = open_memory(opmem.settings.data_dir)
    try:
        opmem.upsert_record(record("INC1", "Kafka consumer lag"))
        deadline = time.monotonic() + 1.0
        while not other.recall(alice, "kafka lag").hits and time.monotonic() < deadline:
            time.sleep(0.05)
        assert [h.record_id for h in other.recall(alice, "kafka lag").hits] == ["INC1"]
        opmem.delete_record("default", "incident", "INC1")
        assert other.recall(alice, "kafka lag").hits == ()
    finally:
        other.close()


def test_only_one_applier_at_a_time(opmem: Opmem) -> None:
    other = open_memory(opmem.settings.data_dir)
    try:
        opmem.store.save_record(record("INC1", "Kafka consumer lag"), draft=None)
        with other.sync._exclusive(block=True):
            opmem.upsert_records([record("INC2", "Disk full")])  # cannot apply: the other holds the lock
            assert opmem.sync.pending()
        assert other.sync.apply() > 0 and not opmem.sync.pending()
    finally:
        other.close()


def test_reindex_rebuilds_from_the_store(opmem: Opmem, alice: Principal) -> None:
    opmem.upsert_records([record("INC1", "Kafka consumer lag"), record("INC2", "Disk full on db01")])
    opmem.text.clear()
    opmem.vectors.clear()
    assert opmem.recall(alice, "kafka lag").hits == ()
    assert opmem.reindex() == 2
    assert [h.record_id for h in opmem.recall(alice, "kafka lag").hits] == ["INC1"]
    assert set(opmem.recall(alice, "kafka lag", arms=("semantic",)).hits[0].arms) == {"semantic"}


def test_import_in_another_process_is_visible(opmem: Opmem, alice: Principal, tmp_path: Path) -> None:
    rows = tmp_path / "r.jsonl"
    rows.write_text('{"id": "X1", "state": "resolved", "title": "Zookeeper quorum lost"}\n')
    env_dir = str(opmem.settings.data_dir)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "opmem.surfaces.cli",
            "--data-dir",
            env_dir,
            "import",
            "jsonl",
            str(rows),
            "--table",
            "incident",
        ],
        capture_output=True,
        text=True,
        timeout=120,
        # PYTHONPATH passes through, so a worktree's source (not the installed one) is what runs
        env={"OPMEM_EMBEDDING": "none", "PATH": "/usr/bin:/bin", "PYTHONPATH": os.environ.get("PYTHONPATH", "")},
    )
    assert done.returncode == 0, done.stderr
    assert [h.record_id for h in opmem.recall(alice, "zookeeper quorum").hits] == ["X1"]


def test_index_of_another_schema_version_is_rebuilt(opmem: Opmem, alice: Principal) -> None:
    opmem.upsert_record(record("INC1", "Kafka consumer lag"))
    (opmem.settings.data_dir / "index" / "text" / "opmem.version").write_text("0")
    reopened = open_memory(opmem.settings.data_dir)
    try:
        assert (opmem.settings.data_dir / "index" / "text" / "opmem.version").read_text() != "0"
        assert [h.record_id for h in reopened.recall(alice, "kafka lag", arms=("text",)).hits] == ["INC1"]
    finally:
        reopened.close()


def test_a_deletion_leaves_nothing_in_the_index_files(opmem: Opmem, alice: Principal, tmp_path: Path) -> None:
    """Tantivy keeps a deleted document's terms until a merge, and usearch a removed vector's bytes: a deletion
    purges both (a small index at once), so no term dictionary or file holds the deleted text or vector."""
    canary = "zqcanary77115"
    doc_id = opmem.upsert_record(record("INC-C", f"Disk full {canary}", f"body {canary}")) or 0
    for n in range(5):
        opmem.upsert_record(record(f"INC-{n}", f"Other incident {n}", "nothing to see"))
    raw = opmem.store.vectors(opmem.settings.default_tenant, [doc_id], FAKE)[doc_id]
    start = next(i for i in range(0, len(raw), 4) if raw[i : i + 4] != bytes(4))
    vector = raw[start : start + 12]  # three floats, the first non-zero: the fake embedder's vectors are sparse
    assert any(vector in p.read_bytes() for p in (tmp_path / "data" / "index").rglob("*.usearch"))
    assert opmem.text.doc_freq("content", canary) == 1
    opmem.delete_record("default", "incident", "INC-C")
    assert opmem.sync.purge_pending() == 0
    assert opmem.text.doc_freq("content", canary) == 0 and opmem.text.doc_freq("title", canary) == 0
    # The archive copy of a deleted record is separate by design (it stands for the platform's archive).
    files = [p for p in (tmp_path / "data").rglob("*") if p.is_file() and not p.name.startswith("archive.")]
    for path in files:
        data = path.read_bytes()
        assert canary.encode() not in data, path
        assert vector not in data, path
    assert opmem.recall(alice, "other incident").hits


def test_a_purge_in_one_process_is_picked_up_by_another(tmp_path: Path, fake_embedder: FakeEmbedder) -> None:
    """The purge swaps a fresh text index in; another opener of the data directory moves to it on refresh."""
    settings = Settings(data_dir=tmp_path / "shared", default_embedding=FAKE)
    writer = Opmem(settings, embedders={FAKE: fake_embedder})
    reader = Opmem(settings, embedders={FAKE: fake_embedder})
    try:
        writer.upsert_records([record("A", "Kafka broker unreachable"), record("B", "Kafka consumer lag")])
        admin = reader.local_admin("default")
        time.sleep(0.3)  # past the reader's refresh throttle
        assert {h.record_id for h in reader.recall(admin, "kafka", arms=("text",)).hits} == {"A", "B"}
        term = stems("unreachable")[0]
        assert reader.text.doc_freq("content", term) == 1
        writer.delete_record("default", "incident", "A")
        writer.upsert_record(record("C", "Kafka topic deleted"))
        time.sleep(0.3)
        assert {h.record_id for h in reader.recall(admin, "kafka", arms=("text",)).hits} == {"B", "C"}
        assert reader.text.doc_freq("content", term) == 0
    finally:
        writer.close()
        reader.close()
