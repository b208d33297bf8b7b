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
"""

from __future__ import annotations

import re
import sqlite3
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import psycopg

    from opmem.store.db import Connection

#: A statement (in PostgreSQL's dialect) that writes outbox entries: its transaction numbers them before commit.
WRITES_OUTBOX = re.compile(r"^\s*INSERT\s+INTO\s+outbox\b", re.IGNORECASE)


def number_outbox(conn: psycopg.Connection[Any], lock: int) -> None:
    """Give the transaction's outbox entries their commit-ordered numbers; hold `lock` until it commits."""
    conn.execute("SELECT pg_advisory_xact_lock(%s)", (lock,))
    conn.execute("UPDATE outbox SET seq = nextval('outbox_seq') WHERE seq < 0")


def m013_outbox_commit_order(db: Connection) -> None:
    """On PostgreSQL, outbox entries get placeholder numbers until their transaction numbers them at commit
    (see the module's docstring). SQLite numbers them in commit order already: nothing changes there."""
    if isinstance(db, sqlite3.Connection):
        return
    for statement in (
        "ALTER TABLE outbox ALTER COLUMN seq DROP IDENTITY IF EXISTS",
        "CREATE SEQUENCE outbox_seq AS bigint",
        "SELECT setval('outbox_seq', (SELECT coalesce(max(seq), 0) + 1 FROM outbox), false)",
        "CREATE SEQUENCE outbox_pending AS bigint",
        "ALTER TABLE outbox ALTER COLUMN seq SET DEFAULT -nextval('outbox_pending')",
    ):
        db.execute(statement)
