"""The reads of a rebuild (`opmem reindex`): a tenant's vectors by a range of document ids, in one statement.

The outbox replay reads vectors by a list of ids (`SQLiteStore.vectors`, 500 a statement); a rebuild reads every
document of a tenant in primary-key order, so a batch's vectors are one range of the `(tenant_id, doc_id)` key.
The caller keeps those of the documents it read (a retired document's vector is in the range too).
"""

from __future__ import annotations

from opmem.store.sqlite import SQLiteStore


def vectors_between(store: SQLiteStore, tenant: str, model: str, first: int, last: int) -> dict[int, bytes]:
    """The tenant's `model` vectors of documents `first` to `last` (ids, both included), by document id."""
    rows = store.db.execute(
        "SELECT doc_id, vector FROM embeddings WHERE tenant_id = ? AND doc_id BETWEEN ? AND ? AND model = ?",
        (tenant, first, last, model),
    )
    return {int(row[0]): bytes(row[1]) for row in rows}


def first_vector(store: SQLiteStore, tenant: str, model: str) -> tuple[int, bytes] | None:
    """One vector of the tenant's live documents under `model` (its length names the model's dimensions)."""
    row = store.db.execute(
        "SELECT e.doc_id, e.vector FROM embeddings e JOIN documents d ON d.tenant_id = e.tenant_id AND d.id = e.doc_id "
        "WHERE e.tenant_id = ? AND e.model = ? AND d.retired_at IS NULL LIMIT 1",
        (tenant, model),
    ).fetchone()
    return (int(row[0]), bytes(row[1])) if row is not None else None


def live_documents(store: SQLiteStore, tenant: str) -> int:
    """How many documents of the tenant are not retired (what a rebuild indexes)."""
    row = store.db.execute(
        "SELECT count(*) FROM documents WHERE tenant_id = ? AND retired_at IS NULL", (tenant,)
    ).fetchone()
    return int(row[0]) if row is not None else 0
