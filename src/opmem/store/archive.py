"""The archive: copies of deleted records, kept apart from the memory, for a while.

It stands for the platform's record archive. Deleting a record purges everything the memory derived from it,
while its archive copy stays for the retention period (`Settings.archive_days`); restoring a record from the
archive puts the record back and nothing else: no memory document (until the record changes again) and no
reopened pursuit. A copy past its retention is purged, and an erasing delete keeps none.

On the embedded default the copies live in their own SQLite file (`archive.sqlite3` in the data directory); purged
text is overwritten in the file (`secure_delete`, then `VACUUM`) and the WAL is truncated, so a purged copy is gone
from the disk too. On PostgreSQL they live in the database, in `archived_records` (migration m012), shared by every
server; a purge or an erasure vacuums that table.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

from opmem.store.db import Connection, Dialect, Engine, SQLiteEngine
from opmem.store.erasure import scrub
from opmem.store.sqlite import from_iso, to_iso
from opmem.store.tenant_scope import cross_tenant
from opmem.types import Record

#: The archive's table, in its own SQLite file (on PostgreSQL, m012 creates it in the database).
SCHEMA = (
    "CREATE TABLE IF NOT EXISTS archived_records (tenant_id TEXT NOT NULL, source_table TEXT NOT NULL, "
    "record_id TEXT NOT NULL, record TEXT NOT NULL, archived_at TEXT NOT NULL, "
    "PRIMARY KEY (tenant_id, source_table, record_id))"
)
#: The file of the embedded default's archive, in the data directory.
FILE = "archive.sqlite3"


class Archive:
    def __init__(self, engine: Engine, *, owned: bool) -> None:
        """The archive on `engine`; `owned`: the archive's own engine (its SQLite file), closed with it."""
        self.engine = engine
        self._owned = owned
        if engine.dialect is Dialect.SQLITE:
            self._db.execute(SCHEMA)

    @classmethod
    def beside(cls, store_engine: Engine, data_dir: Path) -> Archive:
        """The archive of a store: in the database on PostgreSQL, else in `archive.sqlite3` in the data directory."""
        if store_engine.dialect is Dialect.POSTGRES:
            return cls(store_engine, owned=False)
        return cls(SQLiteEngine(data_dir / FILE), owned=True)

    @property
    def _db(self) -> Connection:
        return self.engine.connection

    def put(self, record: Record, *, at: datetime) -> None:
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
            "INSERT INTO archived_records (tenant_id, source_table, record_id, record, archived_at) "
            "VALUES (?, ?, ?, ?, ?) ON CONFLICT (tenant_id, source_table, record_id) "
            "DO UPDATE SET record = excluded.record, archived_at = excluded.archived_at",
            (record.tenant, record.source_table, record.record_id, json.dumps(data, sort_keys=True), _utc(at)),
        )

    def forget(self, tenant: str, table: str, record_id: str) -> bool:
        """Remove one record's copy (an erasing delete). True if there was one."""
        gone = self._db.execute(
            "DELETE FROM archived_records WHERE tenant_id = ? AND source_table = ? AND record_id = ?",
            (tenant, table, record_id),
        ).rowcount
        self._checkpoint()
        return bool(gone)

    def purge(self, *, archived_by: datetime) -> int:
        """Remove every copy archived at or before the given time; returns how many."""
        gone = self._db.execute("DELETE FROM archived_records WHERE archived_at <= ?", (_utc(archived_by),)).rowcount
        if gone:
            self._checkpoint()
        return int(gone)

    @cross_tenant
    def count(self) -> int:
        """Copies kept, in every tenant (an operator's count: row-level security's bypass)."""
        return int(self._db.execute("SELECT count(*) FROM archived_records").fetchone()[0])

    def _checkpoint(self) -> None:
        """Rewrite the file and truncate the WAL, so a purged copy lingers neither in a page nor in the WAL (on
        PostgreSQL: vacuum the table, so the dead rows' space is marked free)."""
        if self.engine.dialect is Dialect.POSTGRES:
            self._db.execute("VACUUM archived_records")
        else:
            scrub(self._db)  # busy: the next purge or erasure rewrites it

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
        if self._owned:
            self.engine.close()


def _utc(at: datetime) -> str:
    """One spelling of a time (UTC, microseconds always written), so that times compare as text."""
    return at.astimezone(UTC).isoformat(timespec="microseconds")
