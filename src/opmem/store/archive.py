"""The archive: copies of deleted records, kept apart from the memory in their own SQLite file.

It stands for the platform's record archive. Deleting a record purges everything the memory derived from it,
while its archive copy stays; restoring a record from the archive puts the record back and nothing else: no
memory document (until the record changes again) and no reopened pursuit.
"""

from __future__ import annotations

import json
import sqlite3
import threading
from pathlib import Path

from opmem.store.sqlite import from_iso, to_iso
from opmem.types import Record


class Archive:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._local = threading.local()
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS archived_records (tenant_id TEXT NOT NULL, source_table TEXT NOT NULL, "
            "record_id TEXT NOT NULL, record TEXT NOT NULL, archived_at TEXT NOT NULL, "
            "PRIMARY KEY (tenant_id, source_table, record_id))"
        )

    @property
    def _db(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=30)
            db.execute("PRAGMA journal_mode=WAL")
            self._local.db = db
        return db

    def put(self, record: Record, *, at: str) -> None:
        data = {
            "state": record.state,
            "short_description": record.short_description,
            "description": record.description,
            "resolution_notes": record.resolution_notes,
            "close_code": record.close_code,
            "resolved_at": to_iso(record.resolved_at),
            "updated_at": to_iso(record.updated_at),
            "fields": dict(record.fields),
        }
        self._db.execute(
            "INSERT OR REPLACE INTO archived_records VALUES (?, ?, ?, ?, ?)",
            (record.tenant, record.source_table, record.record_id, json.dumps(data, sort_keys=True), at),
        )

    def get(self, tenant: str, table: str, record_id: str) -> Record | None:
        row = self._db.execute(
            "SELECT record FROM archived_records WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
            (tenant, table, record_id),
        ).fetchone()
        if row is None:
            return None
        data = json.loads(row[0])
        return Record(
            tenant=tenant,
            source_table=table,
            record_id=record_id,
            state=data["state"],
            short_description=data["short_description"],
            description=data["description"],
            resolution_notes=data["resolution_notes"],
            close_code=data["close_code"],
            resolved_at=from_iso(data["resolved_at"]),
            updated_at=from_iso(data["updated_at"]),
            fields=data["fields"],
        )

    def close(self) -> None:
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None
