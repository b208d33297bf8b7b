"""`opmem reindex`: one tenant's derived indexes rebuilt from the store, in bulk.

A rebuild starts from cleared indexes, which the outbox replay (`IndexSync._apply_tenant`) cannot assume, so:

- the tenant's live documents are read once, `BATCH` at a time in primary-key order (one statement each);
- the text index gets one Tantivy writer with a `REBUILD_HEAP` heap (few segments, few merges) and no
  per-document delete (`fresh`); the caller commits it once per tenant;
- a batch's vectors are one range read of the `(tenant_id, doc_id)` key and one usearch `add`, run on a
  background thread while the next batch's text is analysed (usearch releases the GIL, so both cores work);
- arms that are the store's own rows (`in_store`: pgvector, and design (a)'s tsvector and pg_trgm) have
  nothing to copy: no document or vector is read for them, except one vector whose length names the
  dimensions of the model's HNSW index, which is created if it is missing.

Nothing here filters, guards or cuts snippets: the indexes hold ids, terms and vectors, and every result is
hydrated from the store.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

import numpy as np

from opmem.index.arms import LexicalArms, SemanticArm
from opmem.store.bulk_reads import first_vector, live_documents, vectors_between
from opmem.store.sqlite import SQLiteStore
from opmem.types import Document

#: Documents read (and vectors added) per statement.
BATCH = 10_000


def _matrix(found: dict[int, bytes], keys: list[int]) -> np.ndarray:
    return np.frombuffer(b"".join(found[k] for k in keys), dtype=np.float32).reshape(len(keys), -1)


class TenantRebuild:
    """Rebuilds one tenant's text and vector indexes (both already cleared) from the store."""

    def __init__(self, store: SQLiteStore, text: LexicalArms, vectors: SemanticArm, tenant: str) -> None:
        self.store = store
        self.text = text
        self.vectors = vectors
        self.tenant = tenant

    def run(self, progress: Callable[[int], None] | None = None, *, with_vectors: bool = True) -> int:
        """Index the tenant's live documents; returns how many. The caller commits the text index."""
        model = self.store.tenant_embedding(self.tenant) if with_vectors else None
        copy_vectors = model is not None and not self.vectors.in_store
        if model is not None and self.vectors.in_store:
            self._ensure_vector_index(model)
        if self.text.in_store and not copy_vectors:  # nothing to copy: count what the arms hold
            count = live_documents(self.store, self.tenant)
            if progress:
                progress(count)
            return count
        count = 0
        with ThreadPoolExecutor(max_workers=1, thread_name_prefix="opmem-reindex-vectors") as adder:
            adding: Future[None] | None = None
            for batch in self.store.iter_documents(self.tenant, batch=BATCH):
                found = (
                    vectors_between(self.store, self.tenant, model, batch[0].id, batch[-1].id)
                    if (copy_vectors and model is not None)
                    else {}
                )
                if adding is not None:
                    adding.result()  # one batch of vectors in flight: memory stays bounded
                if found:
                    adding = adder.submit(self._add_vectors, model or "", batch, found)
                if not self.text.in_store:
                    self.text.upsert(batch, fresh=True)
                count += len(batch)
                if progress:
                    progress(len(batch))
            if adding is not None:
                adding.result()
        return count

    def _add_vectors(self, model: str, batch: list[Document], found: dict[int, bytes]) -> None:
        keys = [d.id for d in batch if d.id in found]  # a retired document's vector is in the range too
        if keys:
            self.vectors.upsert(self.tenant, model, keys, _matrix(found, keys), fresh=True)

    def _ensure_vector_index(self, model: str) -> None:
        """Arms inside the database hold the vectors already; one names the dimensions of the model's index."""
        one = first_vector(self.store, self.tenant, model)
        if one is not None:
            self.vectors.upsert(self.tenant, model, [one[0]], _matrix({one[0]: one[1]}, [one[0]]), fresh=True)
