"""Which drafts need no embedding: the stored document came from the same source and has a vector already.

A re-import distils every record again; comparing the draft's source hash with the stored one before the
model runs (rather than after, inside the write) means an unchanged record costs a lookup, not an embedding.
"""

from __future__ import annotations

from collections.abc import Sequence

from opmem.store.db import Connection
from opmem.store.sqlite import draft_sha
from opmem.types import DocumentDraft

_CHUNK = 500


def embedded_unchanged(db: Connection, tenant: str, model: str, drafts: Sequence[DocumentDraft]) -> set[str]:
    """Keys of `drafts` whose stored document has the same source hash and a vector from `model`."""
    wanted = {d.key: draft_sha(d) for d in drafts}
    keys = list(wanted)
    same: set[str] = set()
    for start in range(0, len(keys), _CHUNK):
        chunk = keys[start : start + _CHUNK]
        rows = db.execute(
            "SELECT d.key, d.source_sha FROM documents d JOIN embeddings e "
            "ON e.tenant_id = d.tenant_id AND e.doc_id = d.id AND e.model = ? "
            f"WHERE d.tenant_id = ? AND d.key IN ({','.join('?' * len(chunk))})",
            (model, tenant, *chunk),
        )
        same.update(key for key, sha in rows if wanted[key] == sha)
    return same
