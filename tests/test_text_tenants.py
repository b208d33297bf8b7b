"""One Tantivy index per tenant: writes routed by tenant, the old single index rebuilt on open, tenants dropped."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.analysis import stems
from opmem.index.tantivy_index import TENANT_FILE, TantivyIndex
from opmem.index.text import RECHECK, SCHEMA_VERSION
from opmem.settings import Settings
from opmem.types import Document


def open_data(path: Path) -> Opmem:
    return Opmem(Settings(data_dir=path, default_embedding=FAKE), embedders={FAKE: FakeEmbedder()})


def fill(om: Opmem) -> None:
    """Tenant `default` with three records, `acme` with two (one title shared by both tenants)."""
    om.create_tenant("acme")
    om.upsert_records(
        [
            record("INC1", "Kafka consumer lag on orders"),
            record("INC2", "Disk full on db01"),
            record("INC3", "Certificate expired on gateway"),
        ]
    )
    om.upsert_records(
        [record("A1", "Kafka consumer lag on billing", tenant="acme"), record("A2", "Printer jam", tenant="acme")]
    )


def found(om: Opmem, tenant: str, query: str, arm: str = "text") -> set[str]:
    admin = om.local_admin(tenant)
    return {h.record_id for h in om.recall(admin, query, k=10, arms=(arm,)).hits}  # type: ignore[arg-type]


def test_each_tenant_has_its_own_index_holding_only_its_documents(tmp_path: Path) -> None:
    om = open_data(tmp_path / "data")
    try:
        fill(om)
        root = tmp_path / "data" / "index" / "text"
        assert om.text.on_disk() == {"default": om.text.path_for("default"), "acme": om.text.path_for("acme")}
        assert (om.text.path_for("acme") / TENANT_FILE).read_text() == "acme"
        assert not (root / "meta.json").exists()  # no index of every tenant
        assert om.text.size("default") == 3 and om.text.size("acme") == 2
        term = stems("kafka")[0]
        assert om.text.doc_freq("title", term, "acme") == 1 and om.text.doc_freq("title", term) == 2
        assert found(om, "default", "kafka lag") == {"INC1"}
        assert found(om, "acme", "kafka lag") == {"A1"}
        assert found(om, "acme", "kafka lag", "fuzzy") == {"A1"}
        assert found(om, "acme", "disk full") == set()
    finally:
        om.close()


def test_the_single_index_of_every_tenant_is_rebuilt_per_tenant_on_open(tmp_path: Path) -> None:
    """A data directory from before per-tenant indexes: one index (version 2) of every tenant. Opening it
    rebuilds each tenant's index from the store; nothing is lost, and the vector indexes are kept as they are."""
    data = tmp_path / "data"
    om = open_data(data)
    fill(om)
    docs = [d for tenant in ("default", "acme") for batch in om.store.iter_documents(tenant) for d in batch]
    om.close()
    vectors = sorted((data / "index" / "vectors").rglob("*.usearch"))
    stamps = [p.stat().st_mtime_ns for p in vectors]
    root = data / "index" / "text"
    shutil.rmtree(root)
    legacy = TantivyIndex(root, shared=True)
    legacy.upsert(docs[:1])  # an old index that had fallen behind: the store, not the index, is the truth
    legacy.commit()
    (root / "opmem.version").write_text("2")
    del legacy

    reopened = open_data(data)
    try:
        assert (root / "opmem.version").read_text() == SCHEMA_VERSION
        assert not (root / "meta.json").exists()
        assert set(reopened.text.on_disk()) == {"default", "acme"}
        assert found(reopened, "default", "kafka disk certificate") == {"INC1", "INC2", "INC3"}
        assert found(reopened, "acme", "kafka printer") == {"A1", "A2"}
        assert [p.stat().st_mtime_ns for p in vectors] == stamps  # only the text indexes were rebuilt
        assert found(reopened, "acme", "printer jam", "semantic") == {"A2"}
    finally:
        reopened.close()


def test_a_deletion_in_a_small_tenant_never_rebuilds_a_large_tenants_index(tmp_path: Path) -> None:
    om = open_data(tmp_path / "data")
    try:
        fill(om)
        large = om.text.path_for("default")
        before = large.stat().st_ino
        canary = "zqcanary5150"
        om.upsert_record(record("A3", f"Fan noise {canary}", tenant="acme"))
        om.delete_record("acme", "incident", "A3")
        assert om.sync.purge_pending() == 0
        assert om.text.doc_freq("content", canary, "acme") == 0  # purged: acme's index was rebuilt...
        assert large.stat().st_ino == before  # ...and default's was not touched
        om.delete_record("default", "incident", "INC2")
        assert large.stat().st_ino != before
        assert found(om, "default", "kafka disk certificate") == {"INC1", "INC3"}
    finally:
        om.close()


def test_deletions_wait_for_the_purge_per_tenant(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Above PURGE_INLINE documents a tenant's deleted terms wait for the worker's purge; its count is per tenant."""
    import opmem.index.sync as sync_module

    om = open_data(tmp_path / "data")
    try:
        fill(om)
        monkeypatch.setattr(sync_module, "PURGE_INLINE", 4)  # default (5 documents below) is large, acme (4) small
        canary = "zqcanary8080"
        # Each canary shares its segment with a document that stays (Tantivy drops a segment left with none).
        om.upsert_records([record("INC9", f"Fan noise {canary}"), record("INC10", "Fan noise")])
        om.upsert_records([record("A9", f"Fan noise {canary}", tenant="acme"), record("A10", "Fan", tenant="acme")])
        om.store.delete_record("default", "incident", "INC9")
        om.store.delete_record("acme", "incident", "A9")
        om.sync.apply(block=True)
        assert om.sync.purges() == {"default": 1}  # acme's was purged inline
        assert om.text.doc_freq("content", canary, "default") == 1
        assert om.text.doc_freq("content", canary, "acme") == 0
        assert om.sync.purge() and om.sync.purges() == {}
        assert om.text.doc_freq("content", canary) == 0
    finally:
        om.close()


def test_dropping_a_tenant_removes_its_indexes(tmp_path: Path) -> None:
    om = open_data(tmp_path / "data")
    try:
        fill(om)
        vectors = tmp_path / "data" / "index" / "vectors"
        held = {p.parent.name for p in vectors.rglob("*.usearch")}
        assert len(held) == 2
        om.sync.drop_tenant("acme")
        assert set(om.text.on_disk()) == {"default"} and not om.text.path_for("acme").exists()
        assert len({p.parent.name for p in vectors.rglob("*.usearch")}) == 1
        assert found(om, "default", "kafka lag") == {"INC1"}
        assert found(om, "acme", "kafka lag") == set()
    finally:
        om.close()


def test_indexes_of_a_tenant_the_store_no_longer_has_are_pruned(tmp_path: Path) -> None:
    om = open_data(tmp_path / "data")
    try:
        fill(om)
        ghost = Document(
            id=999_999,
            tenant="ghost",
            kind="record",
            key="incident/G1",
            source_table="incident",
            record_id="G1",
            title="Ghost tenant",
            body="",
            resolved_at=None,
            link="",
        )
        om.text.upsert([ghost])
        om.text.commit()
        assert "ghost" in om.text.on_disk()
        assert om.sync.prune() == ["ghost"]
        assert set(om.text.on_disk()) == {"default", "acme"}
        assert om.reindex() == 5 and set(om.text.on_disk()) == {"default", "acme"}
    finally:
        om.close()


def test_another_process_finds_a_tenant_created_after_it_opened(tmp_path: Path) -> None:
    writer = open_data(tmp_path / "data")
    reader = open_data(tmp_path / "data")
    try:
        writer.create_tenant("acme")
        assert found(reader, "acme", "printer") == set()  # no index yet: empty, not an error
        writer.upsert_records([record("A2", "Printer jam", tenant="acme")])
        time.sleep(RECHECK + 0.05)
        assert reader.text.search_text("printer", reader.engine.filters(reader.local_admin("acme"), None, None), 5)
        assert found(reader, "acme", "printer") == {"A2"}
    finally:
        writer.close()
        reader.close()
