"""Embedding memories into their agent's vector index, and taking them out again.

A memory is embedded with the model its agent has when it is written, and the row records which model and
which vector index made the vector; a semantic search compares only against its agent's current pair.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from opmem.embed.base import Matrix
from opmem.memory.agents import Agents
from opmem.memory.model import Memory, MemoryDraft, Store
from opmem.memory.store import MemoryStore
from opmem.memory.vectors import Change, MemoryVectors
from opmem.store.db import Connection


def embedding_text(draft: MemoryDraft | Memory) -> str:
    parts = (draft.title, draft.symptoms, draft.root_cause, draft.resolution)
    return "\n".join(p for p in parts if p.strip())


@dataclass(frozen=True)
class Embedded:
    store: Store
    vector: Matrix

    @property
    def blob(self) -> bytes:
        return self.vector.astype(np.float32).tobytes()


class MemoryEmbedding:
    def __init__(self, store: MemoryStore, vectors: MemoryVectors, agents: Agents) -> None:
        self.store = store
        self.vectors = vectors
        self.agents = agents

    def embed(self, tenant: str, store: Store | None, texts: list[str]) -> tuple[list[Embedded] | None, str | None]:
        """Vectors for `texts` with the store's model, or (None, why not)."""
        if store is None:
            return None, "the agent has no store"
        try:
            index = self.agents.vector_index(tenant, store.vector_index)
            matrix = self.agents.embedder(tenant, store).embed(texts, kind="document")
        except Exception as exc:  # a provider outage never loses a record: it is stored unembedded
            return None, f"embedding failed ({exc})"
        if matrix.shape[1] != index.dimensions:
            return None, f"model makes {matrix.shape[1]} dimensions, index {index.name!r} has {index.dimensions}"
        return [Embedded(store, row) for row in matrix], None

    def one(self, tenant: str, store: Store | None, draft: MemoryDraft) -> tuple[Embedded | None, str | None]:
        if not draft.searchable_by_meaning:
            return None, None
        found, why = self.embed(tenant, store, [embedding_text(draft)])
        return (found[0] if found else None), why

    def write(self, db: Connection, tenant: str, memory_id: int, embedded: Embedded | None) -> list[Change]:
        """Inside the caller's transaction: the stored vector becomes `embedded`, or none. Returns the changes
        to apply to the open indexes once the transaction commits."""
        before = self.store.embedded_in(db, tenant, memory_id)
        changes: list[Change] = []
        if before is not None and (embedded is None or embedded.store.vector_index != before):
            self.store.drop_embedding(db, tenant, memory_id)
            changes.append(Change(before, self.store.bump(db, tenant, before), memory_id, None))
        if embedded is not None:
            s = embedded.store
            self.store.put_embedding(db, tenant, memory_id, s.vector_index, s.embedding_model, embedded.blob)
            changes.append(
                Change(s.vector_index, self.store.bump(db, tenant, s.vector_index), memory_id, embedded.vector)
            )
        return changes

    def apply(self, tenant: str, changes: list[Change]) -> None:
        self.vectors.apply(tenant, changes)
