"""One usearch (HNSW) index per vector index integration, keyed by memory id: a cache of the store's vectors.

The store is the source of truth. Each vector index carries a generation, bumped in the same transaction as
every change to its vectors. A process keeps each index open with the generation it reflects: its own changes
are applied as deltas after they commit; a generation it did not see (another process wrote) means a reload.
Files are named by generation (`<index>.<generation>.usearch`), saved at most every `save_every` seconds and on
`flush()`; a missing or older file is rebuilt from the stored vectors, so a crash costs a rebuild, never a result.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np

# onnxruntime must load before usearch (see opmem.index.vectors).
import onnxruntime  # noqa: F401
from usearch.index import Index

from opmem.embed.base import Matrix
from opmem.index.vectors import ADD_THREADS
from opmem.memory.store import MemoryStore


def _slug(text: str) -> str:
    readable = re.sub(r"[^A-Za-z0-9_-]+", "_", text)[:40]
    return f"{readable}-{hashlib.sha256(text.encode()).hexdigest()[:10]}"


def _new(ndim: int) -> Index:
    return Index(ndim=ndim, metric="cos", dtype="f32", connectivity=16, expansion_add=128, expansion_search=96)


@dataclass
class _Open:
    index: Index
    generation: int
    dirty: bool


@dataclass(frozen=True)
class Change:
    """One committed change to a vector index: the generation it produced, and the vector added or removed."""

    index: str
    generation: int
    memory_id: int
    vector: Matrix | None  # None: removed


class MemoryVectors:
    def __init__(
        self,
        root: Path,
        store: MemoryStore,
        *,
        save_every: float = 30.0,
        monotonic: Callable[[], float] = time.monotonic,
    ) -> None:
        self.root = root
        self.store = store
        self.save_every = save_every
        self._monotonic = monotonic
        self._open: dict[tuple[str, str], _Open] = {}
        self._saved_at: dict[tuple[str, str], float] = {}
        self._lock = threading.RLock()

    def _dir(self, tenant: str, index: str) -> Path:
        return self.root / _slug(tenant) / _slug(index)

    def path(self, tenant: str, index: str, generation: int) -> Path:
        return self._dir(tenant, index) / f"{generation}.usearch"

    def create(self, tenant: str, index: str, dimensions: int) -> None:
        """Create the (empty, generation 0) index file now; a failure propagates so the integration is discarded."""
        path = self.path(tenant, index, 0)
        path.parent.mkdir(parents=True, exist_ok=True)
        _new(dimensions).save(str(path))

    def _get(self, tenant: str, index: str, ndim: int) -> Index:
        key = (tenant, index)
        generation = self.store.generation(tenant, index)
        entry = self._open.get(key)
        if entry is not None and entry.generation == generation:
            return entry.index
        path = self.path(tenant, index, generation)
        restored = None
        if path.exists():
            with contextlib.suppress(Exception):  # unreadable or half-deleted: rebuild below
                restored = Index.restore(str(path))
        if restored is not None and restored.ndim == ndim:
            self._open[key] = _Open(restored, generation, dirty=False)
            return restored
        generation, stored = self.store.index_snapshot(tenant, index)
        built = _new(ndim)
        if stored:
            keys = np.asarray([k for k, _ in stored], dtype=np.uint64)
            # one thread, in the store's order: the same graph in every process (see opmem.index.vectors)
            built.add(keys, np.vstack([np.frombuffer(v, dtype=np.float32) for _, v in stored]), threads=ADD_THREADS)
        self._open[key] = _Open(built, generation, dirty=True)
        self._maybe_save(key)
        return built

    def apply(self, tenant: str, changes: list[Change]) -> None:
        """After a commit: apply its changes to the open indexes (an index that missed a generation is dropped)."""
        with self._lock:
            for change in changes:
                key = (tenant, change.index)
                entry = self._open.get(key)
                if entry is None:
                    continue
                if entry.generation != change.generation - 1:
                    del self._open[key]  # another writer came between: reload on next use
                    continue
                if entry.index.contains(change.memory_id):
                    entry.index.remove(change.memory_id)
                if change.vector is not None:
                    entry.index.add(change.memory_id, change.vector.reshape(-1))
                entry.generation = change.generation
                entry.dirty = True
                self._maybe_save(key)

    def search(self, tenant: str, index: str, vector: Matrix, count: int) -> tuple[list[tuple[int, float]], bool]:
        """The `count` nearest memories as (id, cosine similarity), and whether the index holds more."""
        with self._lock:
            opened = self._get(tenant, index, vector.shape[-1])
            size = len(opened)
            if size == 0:
                return [], False
            matches = opened.search(vector.reshape(-1), min(count, size))
            found = [(int(k), 1.0 - float(d)) for k, d in zip(matches.keys, matches.distances, strict=True)]
            return sorted(found, key=lambda hit: (-hit[1], hit[0])), size > count  # equal similarities by id

    def _maybe_save(self, key: tuple[str, str]) -> None:
        if self._monotonic() - self._saved_at.get(key, float("-inf")) >= self.save_every:
            self._save(key)

    def _save(self, key: tuple[str, str]) -> None:
        entry = self._open[key]
        if not entry.dirty:
            return
        path = self.path(*key, entry.generation)
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{os.getpid()}.{threading.get_ident()}.tmp")
        entry.index.save(str(tmp))
        tmp.replace(path)
        for old in path.parent.glob("*.usearch"):
            if old.stem.isdigit() and int(old.stem) < entry.generation:
                old.unlink(missing_ok=True)
        entry.dirty = False
        self._saved_at[key] = self._monotonic()

    def flush(self) -> None:
        """Save every changed index now (on shutdown, or from a periodic job)."""
        with self._lock:
            for key in list(self._open):
                self._save(key)
