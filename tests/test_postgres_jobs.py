"""Attachment jobs on PostgreSQL: workers in separate processes (here: separate connection pools) claim at once
with `FOR UPDATE SKIP LOCKED`, never the same job twice, and without waiting for anyone's write transaction."""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta

import pytest
from conftest import record

from opmem.settings import DEFAULT_TABLES
from opmem.store.attachments import AttachmentStore, Outcome
from opmem.store.db import open_engine
from opmem.store.sqlite import SQLiteStore

pytestmark = pytest.mark.postgres

NOW = datetime(2025, 1, 1, tzinfo=UTC)
JOBS = 60


@pytest.fixture
def stores(postgres_url: str) -> Iterator[tuple[SQLiteStore, SQLiteStore]]:
    """Two stores on one database, each with its own pool: two worker processes, as far as PostgreSQL can tell."""
    made = (SQLiteStore(open_engine(postgres_url)), SQLiteStore(open_engine(postgres_url)))
    for tenant in ("default", "other"):
        made[0].ensure_tenant(tenant, embedding=None, tables=DEFAULT_TABLES, now=NOW)
    made[0].save_record(record("INC1", "Disk full"), draft=None)
    jobs = AttachmentStore(made[0])
    for n in range(JOBS):
        jobs.add("default", "incident", "INC1", filename=f"f{n}.txt", content_type="text/plain", data=b"x",
                 uploaded_by=None, now=NOW)  # fmt: skip
    yield made
    for store in made:
        store.close()


def test_two_workers_never_process_one_job_twice_and_both_make_progress(
    stores: tuple[SQLiteStore, SQLiteStore],
) -> None:
    done: dict[str, list[int]] = {}
    holding, release = threading.Event(), threading.Event()

    def hold() -> None:  # another tenant's long write transaction: claims must not wait for it
        with stores[0].transaction("other"):
            stores[0].put_setting("other", "note", "held")
            holding.set()
            release.wait(60)

    def work(name: str, store: SQLiteStore) -> None:
        jobs, mine = AttachmentStore(store), done.setdefault(name, [])
        while (claimed := jobs.claim(name, now=NOW, lease=timedelta(minutes=5))) is not None:
            mine.append(claimed.attachment.id)
            time.sleep(0.002)  # processing
            assert jobs.finish(claimed.attachment, name, Outcome("unsupported", "test"), now=NOW)

    holder = threading.Thread(target=hold)
    holder.start()
    assert holding.wait(30)
    workers = [threading.Thread(target=work, args=(f"worker-{w}-{t}", stores[w])) for w in (0, 1) for t in range(2)]
    started = time.monotonic()
    for t in workers:
        t.start()
    for t in workers:
        t.join(60)
    waited = time.monotonic() - started
    release.set()
    holder.join(30)
    claims = Counter(job for jobs in done.values() for job in jobs)
    assert [job for job, times in claims.items() if times > 1] == []
    assert len(claims) == JOBS
    by_worker = {w: sum(len(done[f"worker-{w}-{t}"]) for t in range(2)) for w in (0, 1)}
    assert all(by_worker.values()), by_worker
    assert waited < 30, "claims waited for another tenant's write transaction"
