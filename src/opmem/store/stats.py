"""Counts for metrics and readiness, read at scrape time (across tenants: an operator's view, not a user's)."""

from __future__ import annotations

from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import cross_tenant

#: The (table, column) pairs that may be counted; the names go into SQL, so only these are accepted.
COUNTABLE = frozenset({("attachments", "status"), ("investigations", "status"), ("investigations", "outcome")})


@cross_tenant
def count_by(store: SQLiteStore, table: str, column: str) -> list[tuple[str, int]]:
    """Rows of `table` per value of `column` in every tenant, most common first (row-level security: a bypass)."""
    if (table, column) not in COUNTABLE:
        raise ValueError(f"{table}.{column} is not countable")
    rows = store.db.execute(f"SELECT {column}, count(*) FROM {table} GROUP BY {column} ORDER BY 2 DESC").fetchall()
    return [(str(value), int(count)) for value, count in rows if value is not None]
