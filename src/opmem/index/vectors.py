"""The semantic arm's engine: one HNSW index (usearch) per tenant and embedding model, keyed by document id.

Vectors are added one at a time in the order given (`ADD_THREADS`): usearch's default adds a batch on every core,
and which thread links which vector first changes the graph, so the same vectors gave another approximate
neighbour list in another process (33 of gitbugs-seamonkey's 46 queries differed somewhere in their 100, and
fused MRR moved by up to 0.024). Sequential adds build the same graph from the same vectors in the same order
however they are batched; a search's ties are ordered by document id.
"""

from __future__ import annotations

import shutil
import time
from collections.abc import Iterable, Sequence
from operator import itemgetter
from pathlib import Path

import numpy as np

# usearch's extension exports symbols that break onnxruntime when onnxruntime loads after it (a segfault with
# 1.23+, an "invalid graph" with 1.22, seen here with usearch 2.26); loaded first, onnxruntime is unaffected.
import onnxruntime  # noqa: F401 - must be imported before usearch
from usearch.index import Index

from opmem.embed.base import Matrix
from opmem.index.names import slug as _slug
from opmem.index.text import Filters

#: Seconds between checks for another process's saved index (see TextIndex.refresh).
RECHECK = 0.25
EXPANSION_SEARCH = 96
#: Threads per `add`: one, so the graph does not depend on thread scheduling (see above). It cost no more CPU
#: than usearch's default on two cores (20,000 vectors: 10.6-13.7 s against 11.1-12.1 s, loaded machine).
ADD_THREADS = 1
_FIRST, _SECOND = itemgetter(0), itemgetter(1)


def _scrub(index: Index, keys: Sequence[int]) -> None:
    """Remove keys so that their vectors leave the file too.

    usearch's `remove` only unlinks a vector: its bytes stay in the slot, and in the saved file. A freed slot is
    taken by the next `add`, so adding noise under the same keys and removing it again overwrites them.
    """
    if not keys:
        return
    array = np.asarray(keys, dtype=np.uint64)
    index.remove(array)
    # seeded by the keys: the noise links into the graph while it is there, and must do so the same way each time
    noise = np.random.default_rng(array.tolist()).standard_normal((len(keys), index.ndim)).astype(np.float32)
    index.add(array, noise, threads=ADD_THREADS)
    index.remove(array)


class VectorIndexes:
    in_store = False

    def __init__(self, root: Path) -> None:
        self.root = root
        self._open: dict[tuple[str, str], tuple[Index, float]] = {}
        self._dirty: set[tuple[str, str]] = set()
        self._checked: dict[tuple[str, str], float] = {}

    def _path(self, tenant: str, model: str) -> Path:
        return self.root / _slug(tenant) / f"{_slug(model)}.usearch"

    def _get(self, tenant: str, model: str, ndim: int | None = None) -> Index | None:
        key = (tenant, model)
        cached = self._open.get(key)
        now = time.monotonic()
        if cached is not None and (key in self._dirty or now - self._checked.get(key, -RECHECK) < RECHECK):
            return cached[0]
        self._checked[key] = now
        path = self._path(tenant, model)
        try:
            mtime = path.stat().st_mtime
        except FileNotFoundError:
            mtime = 0.0
        if cached is not None and cached[1] == mtime:
            return cached[0]
        if mtime:
            index = Index.restore(str(path))
            if index is None:
                return None
            index.expansion_search = EXPANSION_SEARCH  # type: ignore[misc]  # not kept in the file
        elif ndim:
            index = Index(
                ndim=ndim,
                metric="cos",
                dtype="f32",
                connectivity=16,
                expansion_add=128,
                expansion_search=EXPANSION_SEARCH,
            )
        else:
            return None
        self._open[key] = (index, mtime)
        return index

    def upsert(self, tenant: str, model: str, ids: Sequence[int], vectors: Matrix, *, fresh: bool = False) -> None:
        """Add `vectors` under `ids`, scrubbing earlier ones first unless `fresh` (a rebuild of a cleared index)."""
        if not ids:
            return
        index = self._get(tenant, model, ndim=vectors.shape[1])
        assert index is not None
        keys = np.asarray(ids, dtype=np.uint64)
        if not fresh:
            _scrub(index, [int(k) for k in keys if index.contains(k)])
        index.add(keys, vectors, threads=ADD_THREADS)
        self._dirty.add((tenant, model))

    def delete(self, tenant: str, ids: Iterable[int]) -> None:
        ids = list(ids)
        for model in self._saved_models(tenant):
            index = self._get(tenant, model)
            if index is None:
                continue
            present = [k for k in ids if index.contains(k)]
            if present:
                _scrub(index, present)
                self._dirty.add((tenant, model))

    def _saved_models(self, tenant: str) -> list[str]:
        """Every model with an index for this tenant, open or on disk (a deleted id is purged from all)."""
        on_disk = {p.read_text() for p in (self.root / _slug(tenant)).glob("*.model")}
        return sorted({m for (t, m) in self._open if t == tenant} | on_disk)

    def save(self) -> None:
        for key in sorted(self._dirty):
            index, _ = self._open[key]
            path = self._path(*key)
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            index.save(str(tmp))
            tmp.replace(path)
            path.with_suffix(".model").write_text(key[1])
            self._open[key] = (index, path.stat().st_mtime)
        self._dirty.clear()

    def search(self, tenant: str, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        index = self._get(tenant, model)
        if index is None or len(index) == 0:
            return []
        matches = index.search(vector.reshape(-1), min(limit, len(index)))
        # 1 - distance in float64, as `1.0 - float(d)` of each float32 distance gives it (whole arrays: no numpy
        # scalar per hit); equal similarities (same vectors) by id: sorted by id, then stably by similarity
        similarities = 1.0 - matches.distances.astype(np.float64)
        found = list(zip(matches.keys.tolist(), similarities.tolist(), strict=True))
        found.sort(key=_FIRST)
        found.sort(key=_SECOND, reverse=True)
        return found

    def search_semantic(self, filters: Filters, model: str, vector: Matrix, limit: int) -> list[tuple[int, float]]:
        """The tenant's nearest documents; tables and kinds are checked when the candidates are hydrated."""
        return self.search(filters.tenant, model, vector, limit)

    def drop(self, tenant: str) -> None:
        """Forget every index of a tenant, in memory and on disk (the tenant is gone)."""
        for key in [k for k in self._open if k[0] == tenant]:
            del self._open[key]
            self._dirty.discard(key)
            self._checked.pop(key, None)
        shutil.rmtree(self.root / _slug(tenant), ignore_errors=True)

    def clear(self) -> None:
        self._open.clear()
        self._dirty.clear()
        self._checked.clear()
        shutil.rmtree(self.root, ignore_errors=True)
