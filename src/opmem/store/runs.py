"""Runs in the store: finishing one (with its outcome, and its agent's pursuits of the record, in one transaction),
the runs an agent has running, and the runs left running past a cutoff.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from opmem.store.db import Connection
from opmem.store.pursuits import PursuitState
from opmem.store.sqlite import SQLiteStore, from_iso, to_iso
from opmem.store.tenant_scope import scoped

#: How a run ended. `abandoned` is also what the worker records for a run left running past its time.
RunOutcome = Literal["resolved", "no_precedent", "escalated", "abandoned"]


@dataclass(frozen=True)
class RunEnd:
    """A run as finishing needs it: whose it is, on which record, and how it ended (if it has)."""

    tenant: str
    id: str
    agent_id: str
    source_table: str | None
    record_id: str | None
    running: bool
    started_at: datetime
    finished_at: datetime | None
    outcome: RunOutcome | None
    finding: str | None
    finished_by: str | None


@dataclass(frozen=True)
class PursuitAfter:
    """One pursuit of the run's agent on the run's record, and the state finishing left it in."""

    pursuit_id: int
    state: PursuitState


_COLUMNS = (
    "tenant_id, id, agent_id, source_table, record_id, status, started_at, finished_at, outcome, finding, finished_by"
)


def _end(row: tuple[object, ...]) -> RunEnd:
    return RunEnd(
        tenant=str(row[0]),
        id=str(row[1]),
        agent_id=str(row[2]),
        source_table=None if row[3] is None else str(row[3]),
        record_id=None if row[4] is None else str(row[4]),
        running=row[5] == "running",
        started_at=from_iso(str(row[6])) or datetime.min,
        finished_at=from_iso(str(row[7])) if row[7] else None,
        outcome=row[8],  # type: ignore[arg-type]  # CHECK-constrained to RunOutcome
        finding=None if row[9] is None else str(row[9]),
        finished_by=None if row[10] is None else str(row[10]),
    )


@scoped
class RunStore:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def run(self, tenant: str, run_id: str) -> RunEnd | None:
        row = self.store.db.execute(
            f"SELECT {_COLUMNS} FROM investigations WHERE tenant_id = ? AND id = ?", (tenant, run_id)
        ).fetchone()
        return _end(tuple(row)) if row is not None else None

    def finish(
        self,
        run: RunEnd,
        outcome: RunOutcome,
        *,
        finding: str | None,
        by: str,
        pursuits: PursuitState,
        reason: str,
        now: datetime,
        then: Callable[[Connection], None] | None = None,
    ) -> tuple[PursuitAfter, ...] | None:
        """Finish a running run and move its agent's open (or held) pursuits of its record to `pursuits`.

        One transaction, which `then` joins (the run's finding is written there): None when the run was no longer
        running (another finish won), and then nothing changed.
        """
        at = to_iso(now)
        with self.store.transaction(run.tenant) as db:
            finished = db.execute(
                "UPDATE investigations SET status = 'finished', finished_at = ?, outcome = ?, finding = ?, "
                "finished_by = ? WHERE tenant_id = ? AND id = ? AND status = 'running'",
                (at, outcome, finding, by, run.tenant, run.id),
            ).rowcount
            if not finished:
                return None
            if then is not None:
                then(db)
            if run.source_table is None or run.record_id is None:
                return ()
            live = "('open', 'held')" if pursuits == "closed" else "('open')"
            rows = db.execute(
                f"SELECT id FROM pursuits WHERE tenant_id = ? AND agent_id = ? AND source_table = ? "
                f"AND record_id = ? AND state IN {live} ORDER BY id",
                (run.tenant, run.agent_id, run.source_table, run.record_id),
            ).fetchall()
            ids = [int(r[0]) for r in rows]
            db.executemany(
                "UPDATE pursuits SET state = ?, updated_at = ?, closed_at = ?, closed_reason = ? "
                "WHERE id = ? AND +tenant_id = ?",
                [
                    (
                        pursuits,
                        at,
                        at if pursuits == "closed" else None,
                        reason if pursuits == "closed" else None,
                        i,
                        run.tenant,
                    )
                    for i in ids
                ],
            )
        return tuple(PursuitAfter(i, pursuits) for i in ids)

    def running_of(self, tenant: str, agent_id: str, limit: int) -> list[str]:
        """Ids of the agent's running runs, the oldest first (at most `limit`)."""
        rows = self.store.db.execute(
            "SELECT id FROM investigations WHERE tenant_id = ? AND agent_id = ? AND status = 'running' "
            "ORDER BY started_at, id LIMIT ?",
            (tenant, agent_id, limit),
        )
        return [str(row[0]) for row in rows]

    def running_before(self, cutoff: datetime, limit: int) -> list[RunEnd]:
        """Runs of every tenant still running that started before `cutoff`, the oldest first."""
        rows = self.store.db.execute(
            f"SELECT {_COLUMNS} FROM investigations WHERE status = 'running' AND started_at < ? "
            "ORDER BY started_at LIMIT ?",
            (to_iso(cutoff), limit),
        )
        return [_end(tuple(row)) for row in rows]
