"""Pursuits: an agent's open or held work on a record, with working notes.

One pursuit per agent and record is open or held at a time; opening again returns it (reopened if it was held).
The agent updates its notes, holds it, or closes it. A pursuit also closes when its record reaches a terminal
state of its table (`Pursuits.settle`, called by the core after records are saved) or is deleted (the store
does that in the delete's transaction). A closed pursuit's row is kept as an audit trail, but its notes are
never shown again: only open and held pursuits are listed for a record, and only those reach a dispatch index.
Another agent's notes are third-party text to whoever lists them: they pass the preview guard at `file`
strength (with the fine-tuned detector) or are withheld.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from opmem.clock import Clock
from opmem.errors import Conflict, InvalidInput, NotFound
from opmem.quarantine.shown import ShownGuard
from opmem.store.pursuits import Pursuit, PursuitState, PursuitStore
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import scoped
from opmem.types import Record, TableConfig

MAX_NOTES = 4000


def _notes(notes: object) -> str:
    if not isinstance(notes, str) or "\x00" in notes:
        raise InvalidInput("Pursuit notes must be plain text without NUL bytes.")
    if len(notes) > MAX_NOTES:
        raise InvalidInput(f"Pursuit notes are at most {MAX_NOTES} characters; keep working notes short.")
    return notes


@scoped
class Pursuits:
    def __init__(self, store: SQLiteStore, clock: Clock, shown: ShownGuard | None = None) -> None:
        self.store = store
        self.rows = PursuitStore(store)
        self.clock = clock
        self.shown = shown or ShownGuard()

    def open(
        self, tenant: str, agent_id: str, table: str, record_id: str, *, notes: str = "", run_id: str | None = None
    ) -> Pursuit:
        """Open `agent_id`'s pursuit of a record (the record must exist), or return the one it already has."""
        if self.store.record(tenant, table, record_id) is None:
            raise NotFound(f"No record {table}/{record_id} in tenant {tenant!r}; a pursuit follows a stored record.")
        pursuit, _ = self.rows.open(
            tenant, agent_id, table, record_id, run_id=run_id, notes=_notes(notes), now=self.clock.now()
        )
        return pursuit

    def get(self, tenant: str, pursuit_id: int, *, readable: frozenset[str] | None = None) -> Pursuit:
        """The pursuit; with `readable` (the caller's grants), one on a record of another table answers as a
        missing one: its record, agent and notes follow the record, as everything else about a record does."""
        found = self.rows.get(tenant, pursuit_id)
        if found is None or (readable is not None and found.source_table not in readable):
            raise NotFound(
                f"No pursuit {pursuit_id} that you may read in tenant {tenant!r}: it does not exist, or its record is "
                "in a table you hold no read grant for. Pursuit ids come with open_pursuit and list_pursuits."
            )
        return found

    def note(
        self, tenant: str, agent_id: str, pursuit_id: int, notes: str, *, readable: frozenset[str] | None = None
    ) -> Pursuit:
        """Replace the working notes of the agent's own open or held pursuit (`readable`: as for `get`)."""
        return self._change(tenant, agent_id, pursuit_id, readable, notes=_notes(notes))

    def hold(self, tenant: str, agent_id: str, pursuit_id: int, *, readable: frozenset[str] | None = None) -> Pursuit:
        return self._change(tenant, agent_id, pursuit_id, readable, state="held")

    def close(
        self,
        tenant: str,
        agent_id: str,
        pursuit_id: int,
        *,
        reason: str = "closed by the agent",
        readable: frozenset[str] | None = None,
    ) -> Pursuit:
        return self._change(tenant, agent_id, pursuit_id, readable, state="closed", reason=reason)

    def _change(
        self,
        tenant: str,
        agent_id: str,
        pursuit_id: int,
        readable: frozenset[str] | None,
        *,
        state: PursuitState | None = None,
        notes: str | None = None,
        reason: str | None = None,
    ) -> Pursuit:
        found = self.get(tenant, pursuit_id, readable=readable)
        if found.agent_id != agent_id:
            raise Conflict(f"Pursuit {pursuit_id} is agent {found.agent_id!r}'s; an agent changes only its own.")
        if not self.rows.change(tenant, pursuit_id, now=self.clock.now(), state=state, notes=notes, reason=reason):
            raise Conflict(f"Pursuit {pursuit_id} is closed; open a new one on the record to work on it again.")
        return self.get(tenant, pursuit_id)

    def on_record(self, tenant: str, table: str, record_id: str, *, viewer: str | None = None) -> list[Pursuit]:
        """The record's open and held pursuits, most recently updated first. Closed ones are not shown. With a
        `viewer` (who will be shown them), notes not its own pass the preview guard or are withheld."""
        found = self.rows.on_record(tenant, table, record_id)
        if viewer is None:
            return found
        return [
            p if p.agent_id == viewer else replace(p, notes=self.shown.text(p.notes, "notes", strength="file"))
            for p in found
        ]

    def settle(self, records: Iterable[tuple[Record, TableConfig]]) -> int:
        """Close the pursuits of records that are now in a terminal state of their table."""
        by_tenant: dict[str, list[tuple[str, str]]] = {}
        for record, table in records:
            if table.is_terminal(record.state):
                by_tenant.setdefault(record.tenant, []).append((record.source_table, record.record_id))
        now = self.clock.now()
        return sum(
            self.rows.close_for_records(tenant, keys, reason="record reached a terminal state", now=now)
            for tenant, keys in by_tenant.items()
        )
