"""Deleting a record leaves nothing: 1,000 deletion scenarios, each a record (and one in five an attachment) with
its own canary, checked through every arm, every read path, the term dictionaries and the raw bytes of the
database and index files — after the deletion, after a restart, and after `reindex`."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.index.analysis import stems
from opmem.settings import Settings
from opmem.types import ARMS, Principal

ROUNDS = 20
PER_ROUND = 50  # ROUNDS x PER_ROUND = 1,000 scenarios
SURVIVORS = 100


@dataclass(frozen=True)
class Scenario:
    record_id: str
    canary: str
    doc_ids: tuple[int, ...]


def make(data: Path, clamd: str) -> Opmem:
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=clamd)
    return Opmem(settings, embedders={FAKE: FakeEmbedder()})


@pytest.fixture
def data(ram_dir: Path) -> Path:
    return ram_dir / "data"


@pytest.fixture
def om(data: Path, clamd_socket: str) -> Iterator[Opmem]:
    memory = make(data, clamd_socket)
    yield memory
    memory.close()


def create(om: Opmem, admin: Principal, rng: random.Random, round_no: int, n: int) -> Scenario:
    canary = f"cnry{round_no:02d}x{n:03d}q{rng.randrange(10**6):06d}"
    rid = f"DEL-{round_no}-{n}"
    doc = om.upsert_record(record(rid, f"Outage {canary} on shard {n}", f"Cause: {canary} misconfigured."))
    ids = [doc or 0]
    if n % 5 == 0:
        added = om.add_attachment(admin, "incident", rid, filename=f"{canary}.log", data=f"trace {canary}\n".encode())
        ids.append(-added.id)  # resolved to its document id after the job ran
    return Scenario(rid, canary, tuple(ids))


def resolve(om: Opmem, admin: Principal, s: Scenario) -> Scenario:
    ids = tuple(i if i > 0 else om.attachment(admin, -i).doc_id or 0 for i in s.doc_ids)
    assert all(ids), "every scenario's documents were indexed"
    return Scenario(s.record_id, s.canary, ids)


def residue(om: Opmem, admin: Principal, data: Path, gone: list[Scenario]) -> list[str]:
    """Every place a deleted scenario's canary or document still shows up (empty means none)."""
    found: list[str] = []
    for s in gone:
        for arms in [(arm,) for arm in ARMS] + [ARMS]:
            for hit in om.recall(admin, s.canary, arms=arms, k=10).hits:
                if hit.doc_id in s.doc_ids or s.canary in f"{hit.title} {hit.snippet}":
                    found.append(f"recall {arms} {s.canary}")
        for doc_id in s.doc_ids:
            for call in (
                lambda d=doc_id: om.read_document(admin, d),
                lambda d=doc_id: om.ask_document(admin, d, "what"),
            ):
                try:
                    call()
                    found.append(f"read {doc_id}")
                except NotFound:
                    pass
        for term in stems(s.canary):
            if om.text.doc_freq("content", term) or om.text.doc_freq("title", term):
                found.append(f"term dictionary {term}")
    canaries = [s.canary.encode() for s in gone]
    for path in data.rglob("*"):
        if path.is_file() and not path.name.startswith("archive."):  # the archive is separate by design
            raw = path.read_bytes()
            found += [f"bytes {path.name} {c.decode()}" for c in canaries if c in raw]
    return found


def test_a_thousand_deletions_leave_no_residue(om: Opmem, data: Path, clamd_socket: str) -> None:
    rng = random.Random(5)
    admin = om.local_admin("default")
    for n in range(SURVIVORS):
        om.upsert_record(record(f"KEEP-{n}", f"Outage on shard {n} kept", "Cause: disk full."))
    gone: list[Scenario] = []
    for round_no in range(ROUNDS):
        batch = [create(om, admin, rng, round_no, n) for n in range(PER_ROUND)]
        om.process_attachments()
        batch = [resolve(om, admin, s) for s in batch]
        for s in rng.sample(batch, len(batch)):
            om.delete_record("default", "incident", s.record_id)
        gone += batch
        assert residue(om, admin, data, batch) == []
    assert len(gone) == ROUNDS * PER_ROUND
    om.close()
    reopened = make(data, clamd_socket)  # a restart
    try:
        admin = reopened.local_admin("default")
        assert residue(reopened, admin, data, rng.sample(gone, 200)) == []
        reopened.reindex()
        assert residue(reopened, admin, data, gone) == []
        assert reopened.recall(admin, "outage shard kept").hits  # the survivors are still there
    finally:
        reopened.close()
