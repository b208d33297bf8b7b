"""An agent's writes: record its investigation's memory, correct it, link a recurrence. Owner-only.

At most one memory per investigation, enforced by a UNIQUE constraint on the investigation: a resend of the
same record (even a concurrent one) returns the memory already stored; a different second record is a Conflict.
"""

from __future__ import annotations

import sqlite3

from opmem.clock import Clock
from opmem.errors import Conflict, Forbidden, InvalidInput, NotFound
from opmem.memory.agents import Agents
from opmem.memory.embedding import Embedded, MemoryEmbedding
from opmem.memory.findings import refresh_finding
from opmem.memory.history import keep_version
from opmem.memory.model import Agent, Investigation, LinkResult, Memory, MemoryDraft, Tag, WriteResult
from opmem.memory.store import MemoryStore
from opmem.memory.tags import derive
from opmem.memory.vectors import Change
from opmem.store.db import Connection
from opmem.versions import StaleVersion, require_current


def search_body(draft: MemoryDraft | Memory, tags: tuple[Tag, ...]) -> str:
    """What text search reads besides the title: the conclusion, what was ruled out, and the tag values."""
    parts = [draft.symptoms, draft.root_cause, *draft.ruled_out, draft.resolution, *(t.value for t in tags)]
    return "\n".join(p for p in parts if p.strip())


def review_notice(memory: Memory) -> str | None:
    notes = []
    if memory.review.edited:
        notes.append(f"a person edited this memory on {memory.review.edited_at:%Y-%m-%d}; the edit remains")
    if memory.review.marked_wrong:
        notes.append(f"a person marked this memory wrong ({memory.review.wrong_note}); the verdict remains")
    return "; ".join(notes).capitalize() + "." if notes else None


def _finished(investigation_id: str) -> Conflict:
    return Conflict(
        f"Investigation {investigation_id!r} has finished; memories are written while it runs. "
        "Start a new investigation (continuation_of it) to record more."
    )


def still_running(db: Connection, tenant: str, investigation_id: str) -> None:
    """Checked again inside the write's transaction: a run finished meanwhile (by another process, while the
    memory was embedded) takes no memory, so none is left without its finding."""
    row = db.execute(
        "SELECT status FROM investigations WHERE tenant_id = ? AND id = ?", (tenant, investigation_id)
    ).fetchone()
    if row is None or row[0] != "running":
        raise _finished(investigation_id)


def _notice(*parts: str | None) -> str | None:
    text = " ".join(p for p in parts if p)
    return text or None


class Writes:
    def __init__(self, store: MemoryStore, agents: Agents, embedding: MemoryEmbedding, clock: Clock) -> None:
        self.store = store
        self.agents = agents
        self.embedding = embedding
        self.clock = clock

    def _owned(self, tenant: str, agent_id: str, investigation_id: str) -> tuple[Agent, Investigation]:
        agent = self.agents.live(tenant, agent_id)
        inv = self.store.investigation(tenant, investigation_id)
        if inv is None:
            raise NotFound(f"Unknown investigation {investigation_id!r}; start it before writing its memory.")
        if inv.agent_id != agent.id:
            raise Forbidden(
                f"Investigation {investigation_id!r} was run by agent {inv.agent_id!r}: only the agent that ran an "
                "investigation can write its memory. Write to your own investigation's memory instead."
            )
        if not inv.running:
            raise _finished(investigation_id)
        return agent, inv

    def _embedded(self, agent: Agent, draft: MemoryDraft) -> tuple[Embedded | None, str | None]:
        embedded, why = self.embedding.one(agent.tenant, agent.store, draft)
        if why and agent.store is not None and draft.searchable_by_meaning:
            return None, f"Not embedded: {why}; it is found by text and timeline until `opmem memory reembed`."
        return embedded, None

    def record(self, tenant: str, agent_id: str, investigation_id: str, draft: MemoryDraft) -> WriteResult:
        agent, inv = self._owned(tenant, agent_id, investigation_id)
        if not agent.memory_enabled:
            raise Conflict(f"Memory is off for agent {agent_id!r}; turn it on in the agent's memory settings.")
        existing = self.store.memory_of(tenant, investigation_id)
        if existing is not None:
            return self._resent(existing, draft)
        derived = derive(((s.type, s.payload) for s in inv.trigger), agent.config.tag_mappings)
        embedded, why = self._embedded(agent, draft)
        now = self.clock.now().isoformat()
        memory_id, changes = 0, []
        try:
            with self.store.transaction(tenant) as db:
                still_running(db, tenant, investigation_id)
                if (existing := self.store.memory_of(tenant, investigation_id)) is None:
                    memory_id = self.store.insert_memory(db, tenant, agent_id, investigation_id, draft, now)
                    changes = self._put(db, tenant, memory_id, draft, derived, embedded)
        except sqlite3.IntegrityError:  # another writer inserted first, past the check (another process)
            existing = self.store.memory_of(tenant, investigation_id)
        if existing is not None:
            return self._resent(existing, draft)
        self.embedding.apply(tenant, changes)
        return WriteResult(self._memory(tenant, memory_id), created=True, embedded=embedded is not None, notice=why)

    def _resent(self, existing: Memory, draft: MemoryDraft) -> WriteResult:
        if existing.same_content(draft):
            return WriteResult(existing, created=False, embedded=existing.embedded_with is not None)
        raise Conflict(
            f"Investigation {existing.investigation_id!r} already recorded memory {existing.id} (version "
            f"{existing.version}); an investigation records at most one memory. Use correct_memory to change it."
        )

    def _put(
        self,
        db: Connection,
        tenant: str,
        memory_id: int,
        draft: MemoryDraft,
        derived: tuple[Tag, ...],
        embedded: Embedded | None,
    ) -> list[Change]:
        self.store.put_tags(db, tenant, memory_id, derived, derived=True)
        self.store.put_tags(db, tenant, memory_id, draft.tags, derived=False)
        self.store.put_text(
            db, tenant, memory_id, draft.title, search_body(draft, tuple(sorted({*derived, *draft.tags})))
        )
        return self.embedding.write(db, tenant, memory_id, embedded)

    def _memory(self, tenant: str, memory_id: int) -> Memory:
        memory = self.store.memory(tenant, memory_id)
        if memory is None:
            raise NotFound(f"Memory {memory_id} was deleted meanwhile; record it again.")
        return memory

    def correct(
        self,
        tenant: str,
        agent_id: str,
        investigation_id: str,
        draft: MemoryDraft,
        *,
        expected_version: int | None = None,
    ) -> WriteResult:
        """Replace the investigation's memory text (a new version). Not a recurrence; a person's review stays.

        With `expected_version`, a memory changed since that version is `StaleVersion` and nothing changes; the
        same content sent again is a harmless resend whatever its version."""
        agent, _ = self._owned(tenant, agent_id, investigation_id)
        before = self.store.memory_of(tenant, investigation_id)
        if before is None:
            raise NotFound(f"Investigation {investigation_id!r} has no memory to correct; record one first.")
        if before.same_content(draft):
            return WriteResult(
                before, created=False, embedded=before.embedded_with is not None, notice=review_notice(before)
            )
        what = f"Memory {before.id}"
        require_current(what, expected_version=expected_version, current_version=before.version)
        embedded, why = self._embedded(agent, draft)
        with self.store.transaction(tenant) as db:
            still_running(db, tenant, investigation_id)
            now = self.clock.now().isoformat()
            current = self.store.replace_content(db, tenant, before.id, draft, now, expected_version=before.version)
            if current == 0:
                raise NotFound(f"Memory {before.id} was deleted while you corrected it; nothing was saved.")
            if current is not None:
                raise StaleVersion(what, expected_version=before.version, current_version=current)
            keep_version(db, before, by=None, at=now)
            changes = self._put(db, tenant, before.id, draft, before.derived_tags, embedded)
        self.embedding.apply(tenant, changes)
        after = self._memory(tenant, before.id)
        return WriteResult(
            after, created=False, embedded=embedded is not None, notice=_notice(review_notice(after), why)
        )

    def link(self, tenant: str, agent_id: str, investigation_id: str, memory_id: int) -> LinkResult:
        """Count this investigation as a recurrence of a past memory: once per investigation, never twice."""
        self._owned(tenant, agent_id, investigation_id)
        memory = self.store.memory(tenant, memory_id)
        if memory is None:
            raise NotFound(f"No memory {memory_id} in tenant {tenant!r}; search again or record your own.")
        if memory.investigation_id == investigation_id:
            raise InvalidInput(
                f"Memory {memory_id} is this investigation's own memory; correct it with correct_memory instead."
            )
        if memory.review.marked_wrong:
            raise Conflict(
                f"A person marked memory {memory_id} wrong ({memory.review.wrong_note}). Do not link to it: treat its "
                "root cause as ruled out and record your own memory for this investigation."
            )
        with self.store.transaction(tenant) as db:
            still_running(db, tenant, investigation_id)
            counted = self.store.add_link(
                db, tenant, memory_id, investigation_id, agent_id, self.clock.now().isoformat()
            )
            refresh_finding(db, self.store, tenant, memory_id)  # the recurrence count, in place
        after = self._memory(tenant, memory_id)
        notice = None
        if after.review.edited:
            notice = "A person edited this memory; the recurrence was counted and its text left unchanged."
        if not counted:
            notice = _notice("This investigation was already counted as a recurrence of this memory.", notice)
        return LinkResult(after, counted=counted, notice=notice)
