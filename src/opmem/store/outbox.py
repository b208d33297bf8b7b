"""The outbox on PostgreSQL: entries numbered in commit order, so writers of many tenants commit in parallel.

The store writes an outbox entry in the same transaction as the change it announces; followers (each server's
indexes, `opmem.index.sync`) apply every entry numbered above the last one they applied. That is only safe if a
follower that sees entry N committed can never later see an entry numbered below N, i.e. if numbers follow commit
order. SQLite has one writer at a time, so its `AUTOINCREMENT` numbers do. On PostgreSQL, writers of different
tenants run at once (`opmem.store.postgres`), so an entry numbered when it is inserted could commit after a
higher-numbered one, and a follower polling in between would step over it for good.

So on PostgreSQL (`m013_outbox_commit_order`) an entry is inserted with a negative placeholder number
(`-nextval('outbox_pending')`, unique, invisible to followers, which read numbers above their position), and the
transaction, as its last step before COMMIT, takes `OUTBOX_LOCK` and renumbers its own entries from
`outbox_seq` (`number_outbox`). The advisory lock is released after the commit is visible to others, so the next
transaction's numbers are drawn only after this one's entries can be seen. Other transactions' placeholders are
invisible to the UPDATE (uncommitted) and committed entries are never negative, so `seq < 0` is exactly this
transaction's own entries. Only this step, a few milliseconds, is serialized.

Every server keeps its own indexes, so the outbox is trimmed only below what every live server has applied
(`ServerPositions`): each server records its position and a heartbeat in `outbox_servers`; a server not seen for
the retention window (`outbox_retention`) is taken for gone and no longer holds the outbox back. `outbox_floor`
says how far it was trimmed: a server whose position is below it (back after the window, or new on a trimmed
outbox) has missed entries, and rebuilds its indexes from the database (as `opmem reindex` does).
"""

from __future__ import annotations

import re
import sqlite3
import time
import uuid
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

from opmem.clock import Clock

if TYPE_CHECKING:
    import psycopg

    from opmem.store.db import Connection
    from opmem.store.sqlite import SQLiteStore

#: A server records its position at most this often (seconds) while it applies entries; trimming runs at most
#: every TRIM_EVERY seconds; an idle server still beats every BEAT_EVERY seconds.
RECORD_EVERY = 1.0
TRIM_EVERY = 10.0
BEAT_EVERY = 30.0

#: The channel a transaction that wrote outbox entries notifies (delivered when it commits).
CHANNEL = "opmem_outbox"
#: A statement (in PostgreSQL's dialect) that writes outbox entries: its transaction numbers them before commit.
WRITES_OUTBOX = re.compile(r"^\s*INSERT\s+INTO\s+outbox\b", re.IGNORECASE)


def number_outbox(conn: psycopg.Connection[Any], lock: int) -> None:
    """Give the transaction's outbox entries their commit-ordered numbers; hold `lock` until it commits. Servers
    listening on `CHANNEL` are told when it commits (`opmem.index.listen`)."""
    conn.execute("SELECT pg_advisory_xact_lock(%s), pg_notify(%s, '')", (lock, CHANNEL))
    conn.execute("UPDATE outbox SET seq = nextval('outbox_seq') WHERE seq < 0")


def m013_outbox_commit_order(db: Connection) -> None:
    """Where each server that follows the outbox has got to (`outbox_servers`, with a heartbeat), and how far the
    outbox has been trimmed (`outbox_floor`); on PostgreSQL, outbox entries get placeholder numbers until their
    transaction numbers them at commit (see the module's docstring). SQLite numbers them in commit order already."""
    db.execute("CREATE TABLE outbox_servers (server TEXT PRIMARY KEY, applied INTEGER NOT NULL, seen_at TEXT NOT NULL)")
    db.execute(
        "CREATE TABLE outbox_floor (id INTEGER PRIMARY KEY CHECK (id = 1), upto INTEGER NOT NULL, trimmed_at TEXT)"
    )
    db.execute("INSERT INTO outbox_floor (id, upto) VALUES (1, 0)")
    if isinstance(db, sqlite3.Connection):
        return
    for statement in (
        # The key is (tenant_id, seq) since m011: followers read, and commits renumber, by seq alone.
        "CREATE INDEX outbox_by_seq ON outbox (seq)",
        "ALTER TABLE outbox ALTER COLUMN seq DROP IDENTITY IF EXISTS",
        "CREATE SEQUENCE outbox_seq AS bigint",
        "SELECT setval('outbox_seq', (SELECT coalesce(max(seq), 0) + 1 FROM outbox), false)",
        "CREATE SEQUENCE outbox_pending AS bigint",
        "ALTER TABLE outbox ALTER COLUMN seq SET DEFAULT -nextval('outbox_pending')",
    ):
        db.execute(statement)


class ServerPositions:
    """This server's outbox position in the database (with a heartbeat), and trimming below every live server's."""

    def __init__(self, store: SQLiteStore, root: Path, *, retention: timedelta, clock: Clock) -> None:
        self.store = store
        self.server = _server_id(root / "server.id")
        self.retention = retention
        self.clock = clock
        self._recorded: tuple[int, float] = (-1, 0.0)
        self._trimmed = 0.0

    def floor(self) -> int:
        """Entries numbered up to this one may have been trimmed."""
        row = self.store.db.execute("SELECT upto FROM outbox_floor WHERE id = 1").fetchone()
        return int(row[0]) if row else 0

    def servers(self) -> dict[str, int]:
        """Each recorded server's position (live or not yet taken for gone)."""
        return {row[0]: int(row[1]) for row in self.store.db.execute("SELECT server, applied FROM outbox_servers")}

    def beat(self, applied: int) -> None:
        """Record `applied` (at most every RECORD_EVERY s, or BEAT_EVERY s when unchanged), then trim if due."""
        last, at = self._recorded
        now = time.monotonic()
        if now - at < (BEAT_EVERY if applied == last else RECORD_EVERY):
            return
        self.record(applied)
        if now - self._trimmed >= TRIM_EVERY:
            self._trimmed = now
            self.trim()

    def record(self, applied: int) -> None:
        with self.store.transaction(serialized=False) as db:
            db.execute(
                "INSERT INTO outbox_servers (server, applied, seen_at) VALUES (?, ?, ?) "
                "ON CONFLICT (server) DO UPDATE SET applied = excluded.applied, seen_at = excluded.seen_at",
                (self.server, applied, self.clock.now().isoformat()),
            )
        self._recorded = (applied, time.monotonic())

    def trim(self) -> int:
        """Forget servers gone longer than the retention window; drop entries every remaining one has applied.
        Returns the new floor."""
        cutoff = (self.clock.now() - self.retention).isoformat()
        with self.store.transaction(serialized=False) as db:
            db.execute("DELETE FROM outbox_servers WHERE seen_at < ?", (cutoff,))
            row = db.execute("SELECT min(applied) FROM outbox_servers").fetchone()
            upto = int(row[0]) if row and row[0] is not None else 0
            db.execute("DELETE FROM outbox WHERE seq > 0 AND seq <= ?", (upto,))
            db.execute(
                "UPDATE outbox_floor SET upto = max(upto, ?), trimmed_at = ? WHERE id = 1",
                (upto, self.clock.now().isoformat()),
            )
        return self.floor()


def _server_id(path: Path) -> str:
    """This data directory's name among the servers (made once, kept beside its indexes)."""
    try:
        return path.read_text().strip()
    except FileNotFoundError:
        path.parent.mkdir(parents=True, exist_ok=True)
        made = uuid.uuid4().hex
        path.write_text(made)
        return made
