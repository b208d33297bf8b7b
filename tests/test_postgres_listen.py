"""LISTEN/NOTIFY: a server's indexes follow another server's writes within a second, without a query asking."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import FAKE, record

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.index.listen import OutboxListener
from opmem.settings import Settings

pytestmark = pytest.mark.postgres


@pytest.fixture
def servers(tmp_path: Path, postgres_url: str) -> Iterator[tuple[Opmem, Opmem]]:
    made = [
        Opmem(
            Settings(data_dir=tmp_path / n, default_embedding=FAKE, db=postgres_url), embedders={FAKE: FakeEmbedder()}
        )
        for n in ("one", "two")
    ]
    yield made[0], made[1]
    for opmem in made:
        opmem.close()


def test_a_listening_server_applies_another_servers_write_within_a_second_unasked(
    servers: tuple[Opmem, Opmem], postgres_url: str
) -> None:
    one, two = servers
    one.upsert_record(record("INC1", "Written before the listener started"))
    listener = OutboxListener(two.sync, postgres_url).start()
    try:
        assert listener.listening.wait(30)
        deadline = time.monotonic() + 10
        while two.sync.applied() < one.store.outbox_head() and time.monotonic() < deadline:
            time.sleep(0.01)
        assert two.sync.applied() == one.store.outbox_head()  # caught up on what it missed before listening
        for n in range(3):
            one.upsert_record(record(f"INC{n + 2}", f"Kafka consumer lag {n}"))
            written, head = time.monotonic(), one.store.outbox_head()
            while two.sync.applied() < head:  # nobody queries the second server: only the notification tells it
                assert time.monotonic() - written < 1.0, "the notification did not reach the listening server"
                time.sleep(0.01)
    finally:
        listener.stop()
    reader = two.create_principal("default", "reader", grants=["incident"])
    assert len(two.recall(reader, "kafka consumer lag").hits) == 3
