"""Many writers on one PostgreSQL database: tenants write in parallel, and followers never miss an outbox entry.

Writers of different tenants no longer wait for each other (one writer per tenant at a time), so outbox entries
must be numbered in commit order (`opmem.store.outbox`) or a follower that polls between two commits could step
over an entry for good. These tests hold transactions open across threads and servers to force the interleavings.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings

pytestmark = pytest.mark.postgres

TENANTS = ("red", "green", "blue")


def server(data: Path, url: str) -> Opmem:
    return Opmem(Settings(data_dir=data, default_embedding=FAKE, db=url), embedders={FAKE: FakeEmbedder()})


@pytest.fixture
def servers(tmp_path: Path, postgres_url: str) -> Iterator[tuple[Opmem, Opmem, Opmem]]:
    """Two writing servers and a follower, each with its own indexes, sharing one database with three tenants."""
    made = [server(tmp_path / name, postgres_url) for name in ("one", "two", "follower")]
    for tenant in TENANTS:
        made[0].create_tenant(tenant)
    yield made[0], made[1], made[2]
    for opmem in made:
        opmem.close()


def recalled(opmem: Opmem, tenant: str, query: str) -> list[str]:
    reader = opmem.create_principal(tenant, "reader", grants=["incident"])
    return [hit.record_id for hit in opmem.recall(reader, query, k=10).hits]


def waiting_for_a_lock(opmem: Opmem) -> bool:
    row = opmem.store.db.execute("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")
    return bool(row.fetchone()[0])


def test_a_tenants_open_write_does_not_hold_up_another_tenants_writes_but_holds_its_own(
    servers: tuple[Opmem, Opmem, Opmem],
) -> None:
    one, two, _ = servers
    holding, release, events = threading.Event(), threading.Event(), []

    def slow_writer() -> None:
        with one.store.transaction("red"):
            one.store.put_setting("red", "note", "held")
            holding.set()
            release.wait(30)
        events.append("red committed")

    thread = threading.Thread(target=slow_writer)
    thread.start()
    assert holding.wait(30)
    started = time.monotonic()
    two.upsert_record(record("G1", "Green write while red holds its lock", tenant="green"))
    assert time.monotonic() - started < 5, "a write of another tenant waited for the open transaction"
    events.append("green committed")

    def same_tenant() -> None:
        two.upsert_record(record("R1", "Red write queued behind red", tenant="red"))
        events.append("second red committed")

    queued = threading.Thread(target=same_tenant)
    queued.start()
    deadline = time.monotonic() + 30
    while not waiting_for_a_lock(one) and time.monotonic() < deadline:  # the second red writer is queued
        time.sleep(0.02)
    assert waiting_for_a_lock(one)
    assert events == ["green committed"], "a second writer of the same tenant did not wait for the first"
    release.set()
    thread.join(30)
    queued.join(30)
    assert events == ["green committed", "red committed", "second red committed"]


def test_an_entry_committed_after_a_later_numbered_one_is_not_missed_by_a_follower(
    servers: tuple[Opmem, Opmem, Opmem],
) -> None:
    """The interleaving that loses entries when they are numbered at insert: red inserts first and commits last."""
    one, two, follower = servers
    inserted, release, committed = threading.Event(), threading.Event(), threading.Event()

    def red() -> None:
        with one.store.transaction("red"):
            one.upsert_records([record("R1", "Slow red disk latency", tenant="red")], apply=False)
            inserted.set()
            release.wait(20)
        committed.set()

    thread = threading.Thread(target=red)
    thread.start()
    assert inserted.wait(30)
    two.upsert_record(record("G1", "Green certificate expiry", tenant="green"))
    assert recalled(follower, "green", "certificate expiry") == ["G1"]  # the follower applied green's entry
    assert not committed.is_set(), "green's write waited for red's transaction to end"
    release.set()
    thread.join(30)
    assert recalled(follower, "red", "disk latency") == ["R1"]
    seqs = [e.seq for e in follower.store.outbox_after(0)]
    assert seqs == sorted(seqs) and all(s > 0 for s in seqs)


def test_many_writers_on_two_servers_lose_no_outbox_entry_on_a_following_server(
    servers: tuple[Opmem, Opmem, Opmem],
) -> None:
    one, two, follower = servers
    writers, per_writer = 6, 12
    stop = threading.Event()
    errors: list[BaseException] = []

    def write(i: int) -> None:
        opmem, tenant = (one, two)[i % 2], TENANTS[i % 3]
        try:
            for n in range(per_writer):
                with opmem.store.transaction(tenant):  # a transaction that takes a while after its outbox entry
                    opmem.upsert_records([record(f"W{i}-{n}", f"Writer zebra{i}x{n}", tenant=tenant)], apply=False)
                    time.sleep(0.01 * (n % 3))
        except BaseException as exc:  # reported below
            errors.append(exc)

    def follow() -> None:  # applies while the writers commit, so it polls between their commits
        while not stop.is_set():
            follower.sync.apply()
            time.sleep(0.005)

    follower_thread = threading.Thread(target=follow)
    follower_thread.start()
    threads = [threading.Thread(target=write, args=(i,)) for i in range(writers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    stop.set()
    follower_thread.join(30)
    assert not errors, errors
    missing = [
        (i, n)
        for i in range(writers)
        for n in range(per_writer)
        if recalled(follower, TENANTS[i % 3], f"zebra{i}x{n}")[:1] != [f"W{i}-{n}"]
    ]
    assert missing == []
