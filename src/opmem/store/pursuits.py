"""Pursuits in the store: an agent's open or held work on a record, with its working notes.

At most one pursuit per agent and record is open or held at a time (checked inside an immediate transaction).
Closing keeps the row, as an audit trail; only open and held pursuits are ever listed for a record.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal, get_args

from opmem.store.sqlite import SQLiteStore, from_iso, to_iso

PursuitState = Literal["open", "held", "closed"]
PURSUIT_STATES: tuple[PursuitState, ...] = get_args(PursuitState)
LIVE: tuple[PursuitState, ...] = ("open", "held")

_COLUMNS = (
    "id, tenant_id, agent_id, run_id, source_table, record_id, state, notes, opened_at, updated_at, closed_at, "
    "closed_reason"
)


@dataclass(frozen=True)
class Pursuit:
    id: int
    tenant: str
    agent_id: str
    run_id: str | None
    source_table: str
    record_id: str
    state: PursuitState
    notes: str
    opened_at: datetime
    updated_at: datetime
    closed_at: datetime | None
    closed_reason: str | None


def _pursuit(row: sqlite3.Row) -> Pursuit:
    return Pursuit(
        id=row["id"],
        tenant=row["tenant_id"],
        agent_id=row["agent_id"],
        run_id=row["run_id"],
        source_table=row["source_table"],
        record_id=row["record_id"],
        state=row["state"],
        notes=row["notes"],
        opened_at=from_iso(row["opened_at"]) or datetime.min,
        updated_at=from_iso(row["updated_at"]) or datetime.min,
        closed_at=from_iso(row["closed_at"]),
        closed_reason=row["closed_reason"],
    )


class PursuitStore:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def open(
        self, tenant: str, agent_id: str, table: str, record_id: str, *, run_id: str | None, notes: str, now: datetime
    ) -> tuple[Pursuit, bool]:
        """Open the agent's pursuit of a record, or return (and reopen, if held) the one it has; and if it is new."""
        with self.store.transaction(tenant) as db:
            row = db.execute(
                f"SELECT {_COLUMNS} FROM pursuits WHERE tenant_id = ? AND source_table = ? AND record_id = ? "
                "AND state IN ('open', 'held') AND agent_id = ?",
                (tenant, table, record_id, agent_id),
            ).fetchone()
            if row is not None:
                db.execute(
                    "UPDATE pursuits SET state = 'open', updated_at = ?, run_id = coalesce(?, run_id) "
                    "WHERE id = ? AND +tenant_id = ?",
                    (to_iso(now), run_id, row["id"], tenant),
                )
                pursuit_id, created = int(row["id"]), False
            else:
                cursor = db.execute(
                    "INSERT INTO pursuits (tenant_id, agent_id, run_id, source_table, record_id, state, notes, "
                    "opened_at, updated_at) VALUES (?, ?, ?, ?, ?, 'open', ?, ?, ?)",
                    (tenant, agent_id, run_id, table, record_id, notes, to_iso(now), to_iso(now)),
                )
                pursuit_id, created = int(cursor.lastrowid or 0), True
        found = self.get(tenant, pursuit_id)
        assert found is not None
        return found, created

    def get(self, tenant: str, pursuit_id: int) -> Pursuit | None:
        row = self.store.db.execute(
            f"SELECT {_COLUMNS} FROM pursuits WHERE id = ? AND tenant_id = ?", (pursuit_id, tenant)
        ).fetchone()
        return _pursuit(row) if row else None

    def change(
        self,
        tenant: str,
        pursuit_id: int,
        *,
        now: datetime,
        state: PursuitState | None = None,
        notes: str | None = None,
        reason: str | None = None,
    ) -> bool:
        """Set the state and/or notes of a pursuit that is not closed; False when it is closed or unknown."""
        closed_at = to_iso(now) if state == "closed" else None
        with self.store.transaction(tenant) as db:
            changed = db.execute(
                "UPDATE pursuits SET state = coalesce(?, state), notes = coalesce(?, notes), updated_at = ?, "
                "closed_at = coalesce(?, closed_at), closed_reason = coalesce(?, closed_reason) "
                "WHERE id = ? AND tenant_id = ? AND state != 'closed'",
                (state, notes, to_iso(now), closed_at, reason if state == "closed" else None, pursuit_id, tenant),
            ).rowcount
        return bool(changed)

    def on_record(
        self, tenant: str, table: str, record_id: str, *, states: Sequence[PursuitState] = LIVE
    ) -> list[Pursuit]:
        """A record's pursuits in `states` (open and held by default), the most recently updated first."""
        marks = ",".join("?" * len(states))
        rows = self.store.db.execute(
            f"SELECT {_COLUMNS} FROM pursuits WHERE tenant_id = ? AND source_table = ? AND record_id = ? "
            f"AND state IN ({marks}) ORDER BY updated_at DESC, id DESC",
            (tenant, table, record_id, *states),
        )
        return [_pursuit(row) for row in rows]

    def close_for_records(self, tenant: str, keys: Iterable[tuple[str, str]], *, reason: str, now: datetime) -> int:
        """Close every open or held pursuit of these (table, record_id) records; the rows stay."""
        keys = list(keys)
        if not keys:
            return 0
        with self.store.transaction(tenant) as db:
            return db.executemany(
                "UPDATE pursuits SET state = 'closed', closed_at = ?, closed_reason = ?, updated_at = ? "
                "WHERE tenant_id = ? AND source_table = ? AND record_id = ? AND state IN ('open', 'held')",
                [(to_iso(now), reason, to_iso(now), tenant, table, record_id) for table, record_id in keys],
            ).rowcount
