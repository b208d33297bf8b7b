"""Speed of opening documents: `read_knowledge_document` (first and a later page) and `ask_document`.

    python bench/read_speed.py                                   # 20,000 documents in a temporary directory
    python bench/read_speed.py --data-dir /tmp/opmem-speed-100k  # an existing data directory (from speed.py)

Timed through `Opmem.read_document` / `Opmem.ask_document` as a principal holding every grant, with the bare
SQLite primary-key read of the same rows in the same run as the baseline. Prints numbers; never fails.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from pathlib import Path

from opmem.core import Opmem
from opmem.settings import Settings
from opmem.types import Record

WORDS = (
    "disk",
    "replica",
    "namenode",
    "timeout",
    "certificate",
    "kafka",
    "broker",
    "quorum",
    "lag",
    "restart",
    "rotate",
)


def corpus(n: int, seed: int) -> list[Record]:
    rng = random.Random(seed)
    when = datetime(2024, 1, 1, tzinfo=UTC)
    return [
        Record(
            "default",
            "incident",
            f"INC{i:07d}",
            "resolved",
            short_description=" ".join(rng.choices(WORDS, k=6)),
            description=" ".join(rng.choices(WORDS, k=rng.randint(200, 3000))),
            resolution_notes=" ".join(rng.choices(WORDS, k=40)),
            resolved_at=when,
        )
        for i in range(n)
    ]


def timed(calls: Sequence[Callable[[], object]]) -> list[float]:
    out = []
    for call in calls:
        start = time.perf_counter()
        call()
        out.append((time.perf_counter() - start) * 1000)
    return out


def row(name: str, ms: list[float]) -> str:
    q = statistics.quantiles(ms, n=20)
    return f"{name:<44} {statistics.median(ms):8.3f} {q[18]:8.3f}"


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--docs", type=int, default=20_000, help="documents to build when --data-dir is not given")
    p.add_argument("--reads", type=int, default=500, help="reads timed per variant")
    p.add_argument("--data-dir", type=Path, help="an existing data directory to read from")
    p.add_argument("--seed", type=int, default=3)
    args = p.parse_args(argv)
    data_dir = args.data_dir or Path(tempfile.mkdtemp(prefix="opmem-read-"))
    om = Opmem(Settings(data_dir=data_dir, default_embedding=None, clamd_socket=None))
    tenant = om.store.tenants()[0] if args.data_dir else "default"
    if not args.data_dir:
        print(f"building {args.docs} documents in {data_dir}", file=sys.stderr)
        records = corpus(args.docs, args.seed)
        for start in range(0, len(records), 1000):
            om.upsert_records(records[start : start + 1000], apply=False)
        om.sync.apply(block=True)
    admin = om.local_admin(tenant)
    ids = [d.id for batch in om.store.iter_documents(tenant) for d in batch]
    rng = random.Random(args.seed)
    picks = [rng.choice(ids) for _ in range(args.reads)]
    long_ones = [i for i in picks if len(om.store.document(tenant, i).body) > 4000]  # type: ignore[union-attr]
    db = om.store.db
    for doc_id in picks[:50]:  # warm the page cache the same way for every variant
        om.read_document(admin, doc_id)
    bare = timed([lambda d=d: db.execute("SELECT * FROM documents WHERE id = ?", (d,)).fetchone() for d in picks])
    first = timed([lambda d=d: om.read_document(admin, d) for d in picks])
    later = timed([lambda d=d: om.read_document(admin, d, 4000) for d in long_ones]) if len(long_ones) > 20 else []
    asked = timed([lambda d=d: om.ask_document(admin, d, "why did the replica lag") for d in picks[:200]])
    print(f"{len(ids):,} documents, {args.reads} reads; times in ms")
    print(f"{'path':<44} {'median':>8} {'p95':>8}")
    print(row("sqlite row by primary key (bare)", bare))
    print(row("read_knowledge_document, offset 0", first))
    if later:
        print(row("read_knowledge_document, offset 4000", later))
    print(row("ask_document (extractive reader + guard)", asked))
    print(f"read p95 / bare p95: {statistics.quantiles(first, n=20)[18] / statistics.quantiles(bare, n=20)[18]:.1f}x")
    om.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
