"""A memory's stored verdicts (m019): the worker's catch-up finds the memories whose verdicts are missing or another
guard's and stores the running guard's, if the texts are still those judged; search, the digest and lists read them
back by id.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass

from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped

_TEXTS = "title, symptoms, root_cause, ruled_out, resolution"


@dataclass(frozen=True)
class UnjudgedMemory:
    """A memory whose texts lack this guard's stored verdicts."""

    tenant: str
    memory_id: int
    title: str
    symptoms: str
    root_cause: str
    ruled_out: str  # as stored: a JSON list
    resolution: str

    def texts(self) -> tuple[str, ...]:
        """The texts shown of it, in the order a memory shows them."""
        ruled_out = [str(r) for r in json.loads(self.ruled_out)]
        return (self.title, self.symptoms, self.root_cause, *ruled_out, self.resolution)


@scoped
class MemoryVerdicts:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    def unjudged(self, current: str, limit: int) -> list[UnjudgedMemory]:
        """Up to `limit` memories, every tenant's, newest first, whose verdicts are missing or do not begin with
        `current` (a LIKE pattern: this guard's). Replacing a memory's text clears them. The caller runs
        `cross_tenant`."""
        rows = self.store.db.execute(
            f"SELECT tenant_id, id, {_TEXTS} FROM memories WHERE verdicts IS NULL OR verdicts NOT LIKE ? "
            "ORDER BY id DESC LIMIT ?",
            (current, limit),
        ).fetchall()
        return [UnjudgedMemory(*row) for row in rows]

    def store_verdicts(self, memory: UnjudgedMemory, verdicts: str) -> bool:
        """Store the verdicts, if the memory's texts are still those judged."""
        with self.store.transaction(memory.tenant) as db:
            return bool(
                db.execute(
                    "UPDATE memories SET verdicts = ? WHERE id = ? AND tenant_id = ? AND title = ? AND symptoms = ? "
                    "AND root_cause = ? AND ruled_out = ? AND resolution = ?",
                    (
                        verdicts,
                        memory.memory_id,
                        memory.tenant,
                        memory.title,
                        memory.symptoms,
                        memory.root_cause,
                        memory.ruled_out,
                        memory.resolution,
                    ),
                ).rowcount
            )

    def of(self, tenant: str, ids: Sequence[int]) -> dict[int, str]:
        """The stored verdicts of those of `ids` that have any."""
        found: dict[int, str] = {}
        for start in range(0, len(ids), 500):
            chunk = list(ids[start : start + 500])
            marks = ",".join("?" * len(chunk))
            rows = self.store.db.execute(
                f"SELECT id, verdicts FROM memories WHERE id IN ({marks}) AND +tenant_id = ? AND verdicts IS NOT NULL",
                (*chunk, tenant),
            )
            found.update((int(row[0]), str(row[1])) for row in rows)
        return found
