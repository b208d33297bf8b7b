"""Deleting a record leaves nothing: deletion scenarios, each a record (and one in five an attachment) with its own
canary, checked through every arm, every read path, the term dictionaries and the raw bytes of the database and
index files — after the deletion, after a restart, and after `reindex`. Three in ten deletions erase: their
canaries are not in the archive either; the others' are, until the archive's retention runs out. `make test` runs
200 scenarios in 8 rounds; `pytest -m soak` runs 1,000 in 20."""

from __future__ import annotations

import random
from collections.abc import Collection, Iterator
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.errors import NotFound
from opmem.index.analysis import stems
from opmem.settings import Settings
from opmem.types import ARMS, Principal


@dataclass(frozen=True)
class Size:
    rounds: int  # one simulated day each; 2 to 30, so that the retention purges some copies before all of them
    per_round: int
    survivors: int  # records never deleted, still found at the end


CI = Size(rounds=8, per_round=25, survivors=40)  # 200 scenarios
SOAK = Size(rounds=20, per_round=50, survivors=100)  # 1,000 scenarios


@dataclass(frozen=True)
class Scenario:
    record_id: str
    canary: str
    doc_ids: tuple[int, ...]


def make(data: Path, clamd: str, clock: FixedClock, db: str | None = None) -> Opmem:
    settings = Settings(data_dir=data, default_embedding=FAKE, clamd_socket=clamd, archive_days=30, db=db)
    return Opmem(settings, clock=clock, embedders={FAKE: FakeEmbedder()})


@pytest.fixture
def data(ram_dir: Path) -> Path:
    return ram_dir / "data"


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(datetime(2026, 1, 1, tzinfo=UTC))


@pytest.fixture
def om(data: Path, clamd_socket: str, clock: FixedClock, store_db: str | None) -> Iterator[Opmem]:
    memory = make(data, clamd_socket, clock, store_db)
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


def residue(om: Opmem, admin: Principal, data: Path, gone: list[Scenario], archived: Collection[str] = ()) -> list[str]:
    """Every place a deleted scenario's canary or document still shows up (empty means none), but the archive
    copies of the `archived` canaries."""
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
    kept = {c.encode() for c in archived}
    for path in data.rglob("*"):
        if path.is_file():
            raw = path.read_bytes()
            allowed = kept if path.name.startswith(("archive.", "opmem.sqlite3")) else set()
            found += [f"bytes {path.name} {c.decode()}" for c in canaries if c in raw and c not in allowed]
    return found


def deletions_leave_no_residue(om: Opmem, data: Path, clamd: str, clock: FixedClock, size: Size) -> None:
    rng = random.Random(5)
    admin = om.local_admin("default")
    for n in range(size.survivors):
        om.upsert_record(record(f"KEEP-{n}", f"Outage on shard {n} kept", "Cause: disk full."))
    gone: list[Scenario] = []
    archived: set[str] = set()  # deleted without erasing: their copy stays in the archive, for now
    for round_no in range(size.rounds):
        batch = [create(om, admin, rng, round_no, n) for n in range(size.per_round)]
        om.process_attachments()
        batch = [resolve(om, admin, s) for s in batch]
        shuffled = rng.sample(batch, len(batch))
        plain, erased = shuffled[: len(batch) * 7 // 10], shuffled[len(batch) * 7 // 10 :]
        for s in plain:
            om.delete_record("default", "incident", s.record_id)
            archived.add(s.canary)
        # Checked before the erasures: an erasure's purge rebuilds the tenant's text index, which would also hide
        # plain deletions whose terms the inline purge had left in the segments.
        assert residue(om, admin, data, plain, archived) == []
        for s in erased:
            om.delete_record("default", "incident", s.record_id, erase=True)
        gone += batch
        assert residue(om, admin, data, batch, archived) == []
        clock.advance(timedelta(days=1))
    assert len(gone) == size.rounds * size.per_round and 0 < len(archived) < len(gone)
    for s in rng.sample([s for s in gone if s.canary not in archived], 20):
        with pytest.raises(NotFound, match="No archived record"):
            om.restore_record("default", "incident", s.record_id)
    om.close()
    reopened = make(data, clamd, clock, om.settings.db)  # a restart
    try:
        admin = reopened.local_admin("default")
        assert residue(reopened, admin, data, rng.sample(gone, len(gone) // 5), archived) == []
        reopened.reindex()
        assert residue(reopened, admin, data, gone, archived) == []
        clock.advance(timedelta(days=30 - size.rounds + 1))  # the first round's copies are 31 days old, the last 11
        assert 0 < reopened.purge_archive() < len(archived)
        clock.advance(timedelta(days=size.rounds))  # the retention has run out for every copy
        reopened.purge_archive()
        assert residue(reopened, admin, data, gone) == []  # now not even the archive has one
        assert reopened.recall(admin, "outage shard kept").hits  # the survivors are still there
    finally:
        reopened.close()


def test_deletions_leave_no_residue(om: Opmem, data: Path, clamd_socket: str, clock: FixedClock) -> None:
    deletions_leave_no_residue(om, data, clamd_socket, clock, CI)


@pytest.mark.soak
def test_a_thousand_deletions_leave_no_residue(om: Opmem, data: Path, clamd_socket: str, clock: FixedClock) -> None:
    deletions_leave_no_residue(om, data, clamd_socket, clock, SOAK)
