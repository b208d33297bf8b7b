"""People reviewing memories (capability `review_memories`): edit, mark wrong, clear the verdict, delete.

An edit applies only to the version the person opened, and keeps the version it replaced (`memory.history`). A
verdict does not change the text, so it does not bump the version. Deleting removes the memory, its earlier
versions, tags, links, vector and text; the investigations stay.
"""

from __future__ import annotations

import dataclasses

from opmem.clock import Clock
from opmem.errors import Forbidden, InvalidInput, NotFound
from opmem.memory.agents import Agents
from opmem.memory.embedding import MemoryEmbedding
from opmem.memory.findings import refresh_finding
from opmem.memory.history import forget_versions, keep_version
from opmem.memory.model import Memory, MemoryDraft, MemoryEdit
from opmem.memory.readable import readable_memory
from opmem.memory.store import MemoryStore
from opmem.memory.writes import search_body
from opmem.types import Principal
from opmem.versions import StaleVersion


def edited(memory: Memory, edit: MemoryEdit) -> MemoryDraft:
    changes = {f.name: getattr(edit, f.name) for f in dataclasses.fields(edit) if getattr(edit, f.name) is not None}
    if not changes:
        raise InvalidInput("The edit changes nothing; send at least one field to change.")
    current = MemoryDraft(
        title=memory.title,
        symptoms=memory.symptoms,
        root_cause=memory.root_cause,
        root_cause_confidence=memory.root_cause_confidence,
        ruled_out=memory.ruled_out,
        resolution=memory.resolution,
        significance=memory.significance,
        tags=memory.agent_tags,
        searchable_by_meaning=memory.searchable_by_meaning,
    )
    return dataclasses.replace(current, **changes)


class Reviews:
    def __init__(self, store: MemoryStore, agents: Agents, embedding: MemoryEmbedding, clock: Clock) -> None:
        self.store = store
        self.agents = agents
        self.embedding = embedding
        self.clock = clock

    def _reviewed(self, principal: Principal, memory_id: int) -> Memory:
        if "review_memories" not in principal.capabilities:
            raise Forbidden(
                f"{principal.id!r} lacks the review_memories capability needed to edit, mark wrong or delete "
                "memories; ask an administrator to grant it."
            )
        # a memory follows its investigation's record: one the reviewer may not read answers as a missing one
        return readable_memory(self.store, principal, memory_id)

    def edit(self, principal: Principal, memory_id: int, edit: MemoryEdit, *, version: int) -> Memory:
        memory = self._reviewed(principal, memory_id)
        draft = edited(memory, edit)
        agent = self.agents.agent(principal.tenant, memory.agent_id)
        embedded, _ = self.embedding.one(principal.tenant, agent.store, draft)
        now = self.clock.now().isoformat()
        with self.store.transaction(principal.tenant) as db:
            current = self.store.memory(principal.tenant, memory_id)
            if current is None:
                raise NotFound(f"Memory {memory_id} was deleted while you edited it; nothing was saved.")
            stale = current.version != version
            if (
                stale
                or self.store.replace_content(db, principal.tenant, memory_id, draft, now, expected_version=version)
                is not None
            ):
                raise StaleVersion(f"Memory {memory_id}", expected_version=version, current_version=current.version)
            keep_version(db, current, by=principal.id, at=now)
            self.store.mark_edited(db, principal.tenant, memory_id, principal.id, now)
            self.store.put_tags(db, principal.tenant, memory_id, draft.tags, derived=False)
            tags = tuple(sorted({*memory.derived_tags, *draft.tags}))
            self.store.put_text(db, principal.tenant, memory_id, draft.title, search_body(draft, tags))
            changes = self.embedding.write(db, principal.tenant, memory_id, embedded)
            refresh_finding(db, self.store, principal.tenant, memory_id)
        self.embedding.apply(principal.tenant, changes)
        return self._memory(principal.tenant, memory_id)

    def mark_wrong(self, principal: Principal, memory_id: int, note: str) -> Memory:
        self._reviewed(principal, memory_id)
        if not isinstance(note, str) or not note.strip():
            raise InvalidInput("Marking a memory wrong needs a note saying why, so agents know what was rejected.")
        with self.store.transaction(principal.tenant) as db:
            self.store.set_verdict(
                db, principal.tenant, memory_id, note.strip(), principal.id, self.clock.now().isoformat()
            )
            refresh_finding(db, self.store, principal.tenant, memory_id)
        return self._memory(principal.tenant, memory_id)

    def clear_verdict(self, principal: Principal, memory_id: int) -> Memory:
        self._reviewed(principal, memory_id)
        with self.store.transaction(principal.tenant) as db:
            self.store.set_verdict(db, principal.tenant, memory_id, None, None, None)
            refresh_finding(db, self.store, principal.tenant, memory_id)
        return self._memory(principal.tenant, memory_id)

    def delete(self, principal: Principal, memory_id: int) -> None:
        self._reviewed(principal, memory_id)
        with self.store.transaction(principal.tenant) as db:
            changes = self.embedding.write(db, principal.tenant, memory_id, None)
            forget_versions(db, principal.tenant, memory_id)
            self.store.delete_memory(db, principal.tenant, memory_id)
            refresh_finding(db, self.store, principal.tenant, memory_id)
        self.store.checkpoint()
        self.embedding.apply(principal.tenant, changes)

    def _memory(self, tenant: str, memory_id: int) -> Memory:
        memory = self.store.memory(tenant, memory_id)
        if memory is None:
            raise NotFound(f"Memory {memory_id} was deleted meanwhile.")
        return memory
