"""What an erasing delete does in the store beyond a plain deletion: no copy of the record's text stays behind.

A plain deletion already removes the record, its documents, parts and vectors, and the before/after text of its
documents' audit entries. The only other copy the store makes of a record's own text is the trigger of a run
dispatched on it without signals (a `manual` signal carrying the record's short description); erasing cuts it.
`secure_delete` overwrites a deleted row in place, but not the older copies of it that SQLite leaves in a page's
unused gap when it rebalances a b-tree (a row moved to another page stays readable in the file until its old
page is rewritten); the tests found such copies. So `scrub` rewrites the whole file (`VACUUM`, about 2 s per
100 MB here) and truncates the WAL.
"""

from __future__ import annotations

import json
import sqlite3

from opmem.store.db import Connection

ERASED = "[erased]"


def forget_copies(db: Connection, tenant: str, table: str, record_id: str) -> int:
    """Cut the record's text from the manual triggers of the runs dispatched on it; returns runs changed."""
    rows = db.execute(
        "SELECT id, trigger FROM investigations WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
        (tenant, table, record_id),
    ).fetchall()
    changed = 0
    for run_id, trigger in rows:
        signals = json.loads(trigger)
        for signal in signals:
            payload = signal.get("payload")
            if signal.get("type") == "manual" and isinstance(payload, dict) and "short_description" in payload:
                payload["short_description"] = ERASED
        updated = json.dumps(signals, sort_keys=True)
        if updated != trigger:
            db.execute(
                "UPDATE investigations SET trigger = ? WHERE tenant_id = ? AND id = ?", (updated, tenant, run_id)
            )
            changed += 1
    return changed


def scrub(db: Connection) -> bool:
    """Rewrite the database file without stale bytes (`VACUUM`) and truncate its WAL. False if another connection
    kept either from finishing (`truncate_wal` can be tried again; the next scrub rewrites the file)."""
    if not isinstance(db, sqlite3.Connection):  # PostgreSQL: VACUUM marks the dead rows' space free, WAL is its own
        db.execute("VACUUM")
        return True
    try:
        db.execute("VACUUM")
    except sqlite3.OperationalError:
        truncate_wal(db)
        return False
    return truncate_wal(db)


def truncate_wal(db: Connection) -> bool:
    """Checkpoint the WAL into the database file and truncate it; False if a reader kept it from finishing."""
    if not isinstance(db, sqlite3.Connection):  # PostgreSQL recycles its own WAL
        return True
    try:
        busy = db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
    except sqlite3.OperationalError:
        return False
    return not busy
