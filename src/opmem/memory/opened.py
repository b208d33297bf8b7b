"""An investigation opened by its id: its trigger, agent, record, status, outcome, memory and links.

Access follows the record the run was dispatched on: a viewer without the read grant of its table is told the
investigation does not exist, exactly as for a missing one. An investigation on no record (started through the
memory API alone) is readable tenant-wide, as its memory is. The memory it was linked to as a recurrence follows
its own investigation's record (`opmem.memory.readable`): without that grant it is left out. So do the later
investigations linked to its memory: those on a record the viewer may not read are counted, never named.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from opmem.errors import NotFound
from opmem.memory.model import JSON, LinkedInvestigation, Memory, Signal
from opmem.memory.readable import may_read
from opmem.memory.shown import seen, shown_json, shown_memory
from opmem.memory.store import MemoryStore
from opmem.quarantine.shown import ShownGuard
from opmem.store.runs import RunOutcome, RunStore
from opmem.types import Principal


@dataclass(frozen=True)
class InvestigationView:
    """One investigation (run) and what it left: the memory it recorded, the memory it was linked to as a
    recurrence, and the later investigations linked to its memory (newest first, at most `linked_shown`)."""

    id: str
    agent_id: str
    trigger: tuple[Signal, ...]
    continuation_of: str | None
    source_table: str | None
    record_id: str | None
    status: Literal["running", "finished"]
    started_at: datetime
    finished_at: datetime | None
    outcome: RunOutcome | None
    finding: str | None
    finished_by: str | None
    memory: Memory | None
    linked_to: Memory | None
    recurrences: tuple[LinkedInvestigation, ...]
    #: Later investigations linked to its memory that the viewer may not read (their records' tables): counted,
    #: never named (the memory's recurrence count tells them all anyway).
    recurrences_withheld: int = 0


def _payload(shown: ShownGuard, signal: Signal) -> dict[str, JSON]:
    return {key: shown_json(shown, value, "signal text") for key, value in signal.payload.items()}


def open_investigation(
    store: MemoryStore,
    runs: RunStore,
    shown: ShownGuard,
    viewer: Principal,
    investigation_id: str,
    *,
    linked_shown: int,
) -> InvestigationView:
    """The investigation as `viewer` may see it; every third-party text in it (the trigger's, the finding, the
    memories') through the preview guard."""
    missing = NotFound(
        f"No investigation {investigation_id!r} that you may read: it does not exist, or its record is in a table "
        "you hold no read grant for. Investigation ids come with search results and memories."
    )
    inv = store.investigation(viewer.tenant, investigation_id) if isinstance(investigation_id, str) else None
    if inv is None or (inv.source_table is not None and inv.source_table not in viewer.grants):
        raise missing
    end = runs.run(viewer.tenant, inv.id)
    memory = store.memory_of(viewer.tenant, inv.id)
    linked_to = store.memory_linked_from(viewer.tenant, inv.id)
    if not may_read(store, viewer, linked_to):  # the memory linked to follows its own investigation's record
        linked_to = None
    finding = end.finding if end else None
    judged = seen(shown, store, viewer.tenant, [m.id for m in (memory, linked_to) if m is not None])
    return InvestigationView(
        id=inv.id,
        agent_id=inv.agent_id,
        trigger=tuple(Signal(s.type, _payload(shown, s)) for s in inv.trigger),
        continuation_of=inv.continuation_of,
        source_table=inv.source_table,
        record_id=inv.record_id,
        status="running" if inv.running else "finished",
        started_at=inv.started_at,
        finished_at=inv.finished_at,
        outcome=end.outcome if end else None,
        finding=shown.text(finding, "finding") if finding else None,
        finished_by=end.finished_by if end else None,
        memory=shown_memory(judged, memory) if memory else None,
        linked_to=shown_memory(judged, linked_to) if linked_to else None,
        recurrences=store.linked(viewer.tenant, memory.id, linked_shown, viewer.grants) if memory else (),
        recurrences_withheld=store.linked_withheld(viewer.tenant, memory.id, viewer.grants) if memory else 0,
    )
