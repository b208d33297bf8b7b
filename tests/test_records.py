from __future__ import annotations

import dataclasses

import pytest
from conftest import record

from opmem.core import Opmem
from opmem.errors import InvalidInput, NotFound, UnknownTable
from opmem.types import Principal, Record


def rows(opmem: Opmem, sql: str, *params: object) -> list[tuple[object, ...]]:
    return [tuple(r) for r in opmem.store._db.execute(sql, params)]


def test_terminal_record_becomes_one_resolution_document(opmem: Opmem, alice: Principal) -> None:
    doc_id = opmem.upsert_record(record("INC1", "Disk full on db01", "logs filled the disk", resolution="rotate"))
    assert doc_id is not None
    doc = opmem.store.document("default", doc_id)
    assert doc is not None and doc.kind == "resolution" and doc.title == "Disk full on db01"
    assert [h.record_id for h in opmem.recall(alice, "disk full").hits] == ["INC1"]


def test_open_record_has_no_document(opmem: Opmem, alice: Principal) -> None:
    assert opmem.upsert_record(record("INC2", "Disk full", state="open")) is None
    assert opmem.store.document_count("default") == 0
    assert opmem.recall(alice, "disk full").hits == ()


def test_update_re_distils_and_reopening_keeps_last_document(opmem: Opmem, alice: Principal) -> None:
    first = opmem.upsert_record(record("INC1", "Disk full on db01", resolution="rotated logs"))
    again = opmem.upsert_record(record("INC1", "Disk full on db01", resolution="grew the volume"))
    assert first == again
    doc = opmem.store.document("default", first or 0)
    assert doc is not None and "grew the volume" in doc.body
    reopened = opmem.upsert_record(record("INC1", "Disk full on db01", state="in progress", resolution="new notes"))
    assert reopened == first
    doc = opmem.store.document("default", first or 0)
    assert doc is not None and "grew the volume" in doc.body and "new notes" not in doc.body
    assert opmem.store.record("default", "incident", "INC1").state == "in progress"  # type: ignore[union-attr]


def test_identical_upsert_writes_no_outbox_entry(opmem: Opmem) -> None:
    opmem.upsert_record(record("INC1", "Disk full"))
    head = opmem.store.outbox_head()
    opmem.upsert_record(record("INC1", "Disk full"))
    assert opmem.store.outbox_head() == head


def test_secret_table_rows_never_reach_any_index(opmem: Opmem) -> None:
    admin = opmem.local_admin("default")
    assert opmem.upsert_record(record("K1", "root password hunter2", state="resolved", table="credential")) is None
    assert rows(opmem, "SELECT count(*) FROM records WHERE source_table = 'credential'") == [(0,)]
    assert opmem.store.document_count("default") == 0
    assert opmem.recall(admin, "hunter2").hits == ()
    with pytest.raises(UnknownTable):
        opmem.recall(admin, "hunter2", scope="credential")


def test_delete_removes_text_from_every_arm_at_once(opmem: Opmem, alice: Principal) -> None:
    doc_id = opmem.upsert_record(record("INC1", "Kafka consumer lag canaryzebra", "consumer lag grew"))
    opmem.upsert_record(record("INC2", "Kafka broker restart", "broker restarted"))
    assert doc_id in opmem.text.doc_ids("default")
    opmem.delete_record("default", "incident", "INC1")
    assert doc_id not in opmem.text.doc_ids("default")
    for arms in (("text",), ("fuzzy",), ("semantic",), ("text", "fuzzy", "semantic")):
        hits = opmem.recall(alice, "Kafka consumer lag canaryzebra", arms=arms).hits  # type: ignore[arg-type]
        assert all(h.record_id != "INC1" for h in hits), arms
    assert opmem.store.document("default", doc_id or 0) is None
    assert rows(opmem, "SELECT count(*) FROM embeddings WHERE doc_id = ?", doc_id) == [(0,)]


def test_deleted_document_never_shows_even_if_the_index_lags(opmem: Opmem, alice: Principal) -> None:
    opmem.upsert_record(record("INC1", "Kafka consumer lag"))
    opmem.store.delete_record("default", "incident", "INC1")  # no index sync yet
    assert opmem.recall(alice, "Kafka consumer lag").hits == ()


def test_bad_records_are_refused_and_change_nothing(opmem: Opmem) -> None:
    opmem.upsert_record(record("INC1", "Disk full"))
    before = rows(opmem, "SELECT * FROM records") + rows(opmem, "SELECT id, title, body FROM documents")
    bad = [
        record("INC1", "x", table="nope"),
        record("", "x"),
        record("INC1", "nul\x00byte"),
        dataclasses.replace(record("INC1", "x"), state=" "),
        dataclasses.replace(record("INC1", "x"), fields={"k": "v\x00"}),
        dataclasses.replace(record("INC1", "x"), tenant="nobody"),
    ]
    for r in bad:
        with pytest.raises((InvalidInput, NotFound)):
            opmem.upsert_record(r)
    assert rows(opmem, "SELECT * FROM records") + rows(opmem, "SELECT id, title, body FROM documents") == before


def test_a_batch_with_one_bad_record_writes_nothing(opmem: Opmem) -> None:
    with pytest.raises(UnknownTable):
        opmem.upsert_records([record("INC1", "fine"), record("INC2", "bad", table="nope")])
    assert rows(opmem, "SELECT count(*) FROM records") == [(0,)]


def test_delete_unknown_record_is_not_found(opmem: Opmem) -> None:
    with pytest.raises(NotFound):
        opmem.delete_record("default", "incident", "missing")


def test_tenants_never_see_each_other(opmem: Opmem) -> None:
    opmem.create_tenant("acme")
    opmem.upsert_record(record("INC1", "Disk full on db01"))
    opmem.upsert_record(record("INC1", "Disk full on acme db", tenant="acme"))
    bob = opmem.create_principal("acme", "bob", grants=["incident"])
    hits = opmem.recall(bob, "disk full").hits
    assert [h.title for h in hits] == ["Disk full on acme db"]


def test_record_round_trip(opmem: Opmem) -> None:
    original = Record(
        tenant="default",
        source_table="incident",
        record_id="INC9",
        state="open",
        short_description="s",
        fields={"a": "b"},
    )
    opmem.upsert_record(original)
    assert opmem.get_record("default", "incident", "INC9") == original
