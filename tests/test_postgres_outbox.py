"""The outbox on PostgreSQL is trimmed below what every live server has applied; a server gone longer than the
retention window stops holding it back, and rebuilds its indexes from the database when it comes back."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.clock import FixedClock
from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.store.outbox import ServerPositions

pytestmark = pytest.mark.postgres


@pytest.fixture
def clock() -> FixedClock:
    return FixedClock(datetime(2025, 1, 1, tzinfo=UTC))


@pytest.fixture
def make(tmp_path: Path, postgres_url: str, clock: FixedClock) -> Iterator[Callable[[str], Opmem]]:
    made: list[Opmem] = []

    def server(name: str) -> Opmem:
        settings = Settings(data_dir=tmp_path / name, default_embedding=FAKE, db=postgres_url, outbox_retention=3600)
        made.append(Opmem(settings, embedders={FAKE: FakeEmbedder()}, clock=clock))
        return made[-1]

    yield server
    for opmem in made:
        opmem.close()


def positions(opmem: Opmem) -> ServerPositions:
    assert opmem.sync.positions is not None
    return opmem.sync.positions


def entries(opmem: Opmem) -> int:
    return int(opmem.store.db.execute("SELECT count(*) FROM outbox").fetchone()[0])


def hits(opmem: Opmem, query: str) -> list[str]:
    reader = opmem.create_principal("default", "reader", grants=["incident"])
    return [hit.record_id for hit in opmem.recall(reader, query).hits]


def test_entries_are_trimmed_only_once_every_live_server_has_applied_them(
    make: Callable[[str], Opmem], clock: FixedClock
) -> None:
    one, two = make("one"), make("two")
    for server in (one, two):
        positions(server).record(server.sync.applied())
    for n in range(5):
        one.upsert_record(record(f"INC{n}", f"Gateway timeout {n}"))
    positions(one).record(one.sync.applied())
    assert positions(one).trim() == 0 and entries(one) == 5  # the second server has applied none of them
    assert two.sync.apply() == 5
    positions(two).record(two.sync.applied())
    head = one.store.outbox_head()
    assert positions(one).trim() == head and entries(one) == 0
    assert one.store.outbox_head() == head  # the head survives an empty outbox
    one.upsert_record(record("INC9", "Kafka consumer lag"))
    assert hits(two, "kafka consumer lag") == ["INC9"]  # numbering goes on above the trimmed entries


def test_a_server_gone_past_the_retention_stops_holding_the_outbox_and_rebuilds_when_back(
    make: Callable[[str], Opmem], clock: FixedClock
) -> None:
    one, two = make("one"), make("two")
    one.upsert_record(record("INC1", "Disk latency on db-3"))
    assert hits(two, "disk latency") == ["INC1"]
    positions(two).record(two.sync.applied())
    clock.advance(timedelta(hours=2))  # the second server is silent for longer than the retention window
    one.upsert_record(record("INC2", "Certificate expired on the gateway"))
    one.delete_record("default", "incident", "INC1")
    positions(one).record(one.sync.applied())
    floor = positions(one).trim()
    assert set(positions(one).servers()) == {positions(one).server}  # the silent one is no longer waited for
    assert floor == one.store.outbox_head() and entries(one) == 0
    # Back: its position is below what was trimmed, so it rebuilds from the database instead of missing changes.
    assert hits(two, "certificate expired") == ["INC2"]
    assert hits(two, "disk latency") == []
    assert two.sync.applied() >= floor
    assert positions(two).server in positions(one).servers()  # live again
    # A server that starts on an already trimmed outbox builds its indexes from the database too.
    three = make("three")
    assert hits(three, "certificate expired") == ["INC2"]
