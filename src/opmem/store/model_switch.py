"""Switching a tenant's embedding model in one transaction, with the vectors made for it beforehand.

`opmem tenant adapt` re-embeds a tenant's documents for its adapted model while the old model keeps serving, then
switches: only if the tenant still uses the model the caller saw and (`complete`) every live document has a
vector made from its current version; otherwise nothing is written. Each written vector queues an outbox entry,
so the indexes follow.
"""

from __future__ import annotations

from collections.abc import Mapping

from opmem.store.sqlite import SQLiteStore


def live_versions(store: SQLiteStore, tenant: str) -> dict[int, int]:
    """Each live document's id and version (what a vector must have been made from)."""
    rows = store.db.execute(
        "SELECT id, version FROM documents WHERE tenant_id = ? AND retired_at IS NULL", (tenant,)
    ).fetchall()
    return {int(row[0]): int(row[1]) for row in rows}


def switch_model(
    store: SQLiteStore,
    tenant: str,
    *,
    model: str,
    expect: str | None,
    vectors: Mapping[int, tuple[int, bytes]],
    complete: bool,
) -> bool:
    """Make `model` the tenant's model with `vectors` (doc id → (version, vector)); False if nothing changed."""
    with store.transaction(tenant) as db:
        row = db.execute("SELECT embedding FROM tenants WHERE id = ?", (tenant,)).fetchone()
        if row is None or row[0] != expect:
            return False
        live = {
            int(r[0]): int(r[1])
            for r in db.execute(
                "SELECT id, version FROM documents WHERE tenant_id = ? AND retired_at IS NULL", (tenant,)
            ).fetchall()
        }
        current = {doc_id: vector for doc_id, (version, vector) in vectors.items() if live.get(doc_id) == version}
        if complete and len(current) != len(live):
            return False
        for doc_id, vector in current.items():
            store._put_vector(db, tenant, doc_id, (model, vector))  # the store's own writer (curation uses it too)
            db.execute("INSERT INTO outbox (tenant_id, doc_id, op) VALUES (?, ?, 'upsert')", (tenant, doc_id))
        db.execute("UPDATE tenants SET embedding = ? WHERE id = ?", (model, tenant))
    return True
