"""The background half of `opmem tenant adapt`: re-embed, switch when complete, fall back when the weights fail.

While a tenant's adapted model is being prepared, its vectors go to a side file beside the weights
(`vectors.sqlite3`: document id, the document version it was made from, the vector; no text), and the old model
keeps serving. When every live document has a vector made from its current version, one store transaction
writes them as the tenant's vectors and switches its model (`opmem.store.model_switch`); the unadapted model's
vectors are kept in a side file of their own, so that it can serve again at once. When the adapted weights are
missing or fail their pin, the tenant goes back to the unadapted model: the kept vectors of unchanged documents
serve again and the others are embedded by the usual backfill (`Opmem.embed_pending`).

`opmem serve` and `opmem worker` call `step` for every tenant with an adapted model (one batch per tick), as does
`opmem tenant adapt --wait` until the switch.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

import numpy as np

from opmem.embed.adapted_tenant import SIDE, TenantModel, is_adapted, model_dir, models_dir, read_state, verify
from opmem.embed.base import Embedder
from opmem.index.names import slug
from opmem.index.sync import IndexSync
from opmem.ingest.distill import embedding_text
from opmem.store.model_switch import live_versions, switch_model
from opmem.store.sqlite import SQLiteStore

BATCH = 256
#: none: no adapted model; backfilling: re-embedding for it (the old model serves); serving: it serves;
#: refused: its weights are missing or fail their pin (the unadapted model serves: the fallback).
Phase = Literal["none", "backfilling", "serving", "refused"]


@dataclass(frozen=True)
class Status:
    """Which model serves a tenant's recall and imports, and why (`opmem tenant show`)."""

    tenant: str
    phase: Phase
    serving: str | None
    adapted: str | None
    documents: int
    embedded: int  # live documents with a vector of the adapted model made from their current version
    reason: str


class SideVectors:
    """One model's vectors that the store does not hold, by document id and the version they were made from."""

    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.path = path
        self._db = sqlite3.connect(path)
        self._db.execute(
            "CREATE TABLE IF NOT EXISTS vectors (doc_id INTEGER PRIMARY KEY, version INTEGER NOT NULL, vector BLOB)"
        )

    def fresh(self, live: Mapping[int, int]) -> dict[int, tuple[int, bytes]]:
        rows = self._db.execute("SELECT doc_id, version, vector FROM vectors")
        return {d: (v, bytes(b)) for d, v, b in rows if live.get(d) == v}

    def count(self, live: Mapping[int, int]) -> int:
        return sum(live.get(d) == v for d, v in self._db.execute("SELECT doc_id, version FROM vectors"))

    def put(self, rows: Iterable[tuple[int, int, bytes]]) -> None:
        with self._db:
            self._db.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?, ?)", rows)

    def keep_only(self, live: Mapping[int, int]) -> None:
        """Drop the vectors of documents deleted, retired or changed since they were made."""
        stale = [(d,) for d, v in self._db.execute("SELECT doc_id, version FROM vectors") if live.get(d) != v]
        with self._db:
            self._db.executemany("DELETE FROM vectors WHERE doc_id = ?", stale)
        if stale:
            self._db.execute("VACUUM")  # a deleted document's vector leaves the file too

    def close(self) -> None:
        self._db.close()


def side_path(root: Path, tenant: str, model: str) -> Path:
    if is_adapted(model):
        return model_dir(root, tenant, model) / SIDE
    return models_dir(root, tenant) / f"{slug(model)}.{SIDE}"


class Backfill:
    """One tenant's adaptation, moved one batch at a time."""

    def __init__(
        self, store: SQLiteStore, sync: IndexSync, root: Path, embedder: Callable[[str], Embedder], tenant: str
    ) -> None:
        self.store, self.sync, self.root, self.embedder, self.tenant = store, sync, root, embedder, tenant

    def status(self) -> Status:
        return self._status(read_state(self.store, self.tenant), live_versions(self.store, self.tenant))

    def step(self, budget: int = BATCH) -> Status:
        """Embed up to `budget` documents for the adapted model, switch when all are, fall back when it fails."""
        state = read_state(self.store, self.tenant)
        live = live_versions(self.store, self.tenant)
        if state is None:
            return self._status(state, live)
        serving = self.store.tenant_embedding(self.tenant)
        problem = verify(self.root, self.tenant, state)
        if problem is not None:
            if serving == state.model:
                self._fall_back(state, live)
            return self._status(state, live)
        if serving == state.model:
            self._prune(state.base, live)  # a deleted document's unadapted vector leaves the kept file too
            return self._status(state, live)
        if serving != state.base and not is_adapted(serving or ""):
            return self._status(state, live)  # the tenant was moved to another model since: nothing to switch
        side = SideVectors(side_path(self.root, self.tenant, state.model))
        try:
            side.keep_only(live)
            have = side.fresh(live)
            missing = [d for d in sorted(live) if d not in have][:budget]
            if missing:
                side.put(self._embed(state.model, missing, live))
                have = side.fresh(live)
            if len(have) == len(live):
                self._switch(state, serving, live, have)
        finally:
            side.close()
        return self._status(state, live_versions(self.store, self.tenant))

    def _prune(self, model: str, live: Mapping[int, int]) -> None:
        path = side_path(self.root, self.tenant, model)
        if path.exists():
            side = SideVectors(path)
            try:
                side.keep_only(live)
            finally:
                side.close()

    def _embed(self, model: str, ids: list[int], live: Mapping[int, int]) -> list[tuple[int, int, bytes]]:
        docs = self.store.documents(self.tenant, ids)
        texts = [embedding_text(docs[i].title, docs[i].body, kind=docs[i].kind) for i in ids if i in docs]
        matrix = self.embedder(model).embed(texts, kind="document") if texts else np.zeros((0, 0), np.float32)
        kept = [i for i in ids if i in docs]
        return [(i, docs[i].version, row.astype(np.float32).tobytes()) for i, row in zip(kept, matrix, strict=True)]

    def _switch(
        self, state: TenantModel, serving: str | None, live: Mapping[int, int], have: dict[int, tuple[int, bytes]]
    ) -> None:
        if serving == state.base:  # keep the unadapted vectors: the fallback serves them again at once
            kept = self.store.vectors(self.tenant, sorted(live), state.base)
            base = SideVectors(side_path(self.root, self.tenant, state.base))
            try:
                base.put((d, live[d], v) for d, v in kept.items())
            finally:
                base.close()
        if switch_model(self.store, self.tenant, model=state.model, expect=serving, vectors=have, complete=True):
            side_path(self.root, self.tenant, state.model).unlink(missing_ok=True)  # the store holds them now
            self.sync.apply(block=True)

    def _fall_back(self, state: TenantModel, live: Mapping[int, int]) -> None:
        base = SideVectors(side_path(self.root, self.tenant, state.base))
        try:
            kept = base.fresh(live)
        finally:
            base.close()
        if switch_model(self.store, self.tenant, model=state.base, expect=state.model, vectors=kept, complete=False):
            self.sync.apply(block=True)

    def _status(self, state: TenantModel | None, live: Mapping[int, int]) -> Status:
        serving = self.store.tenant_embedding(self.tenant)
        if state is None:
            return Status(self.tenant, "none", serving, None, len(live), 0, "no adapted model: `opmem tenant adapt`")
        problem = verify(self.root, self.tenant, state)
        if serving == state.model:
            return Status(self.tenant, "serving", serving, state.model, len(live), len(live), "the adapted model")
        if serving != state.base and not is_adapted(serving or ""):
            reason = f"the tenant uses {serving or 'no model'} now, not {state.base}, which {state.model} adapts"
            return Status(self.tenant, "none", serving, state.model, len(live), 0, reason)
        if problem is not None:
            reason = f"fallback: the adapted model is refused: {problem}"
            return Status(self.tenant, "refused", serving, state.model, len(live), 0, reason)
        side = SideVectors(side_path(self.root, self.tenant, state.model))
        try:
            done = side.count(live)
        finally:
            side.close()
        reason = f"re-embedding for the adapted model: {done} of {len(live)} documents; it serves when all are"
        return Status(self.tenant, "backfilling", serving, state.model, len(live), done, reason)


def run_all(
    store: SQLiteStore, sync: IndexSync, root: Path, embedder: Callable[[str], Embedder], budget: int = BATCH
) -> list[Status]:
    """One step for every tenant with an adapted model (the worker's tick)."""
    return [
        Backfill(store, sync, root, embedder, tenant).step(budget)
        for tenant in store.tenants()
        if read_state(store, tenant) is not None
    ]
