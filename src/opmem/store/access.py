"""Access rows: write grants per source table, the tools an agent's service account holds, and bearer tokens.

Tokens are stored by their SHA-256 only; a token has a short public id (the first 16 hex digits of that hash),
a creation time, a last-used time (updated at most once a minute), an optional expiry and a revocation time.
"""

from __future__ import annotations

import secrets
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta

from opmem.store.grants import held_tools, tools_key, write_grants
from opmem.store.sqlite import SQLiteStore, from_iso, to_iso, token_hash
from opmem.store.tenant_scope import scoped

__all__ = ["AccessStore", "TokenInfo", "held_tools", "tools_key", "write_grants"]

#: How stale `last_used_at` may get before an authentication writes it again (one write a minute, not a request).
LAST_USED_GRANULARITY = timedelta(minutes=1)


@dataclass(frozen=True)
class TokenInfo:
    """A bearer token as it may be shown: never its secret."""

    id: str
    tenant: str
    principal_id: str
    created_at: datetime | None
    last_used_at: datetime | None
    expires_at: datetime | None
    revoked_at: datetime | None

    def live(self, now: datetime) -> bool:
        return self.revoked_at is None and (self.expires_at is None or now < self.expires_at)


def _token(row: sqlite3.Row) -> TokenInfo:
    return TokenInfo(
        id=row["id"],
        tenant=row["tenant_id"],
        principal_id=row["principal_id"],
        created_at=from_iso(row["created_at"]),
        last_used_at=from_iso(row["last_used_at"]),
        expires_at=from_iso(row["expires_at"]),
        revoked_at=from_iso(row["revoked_at"]),
    )


_TOKEN_COLUMNS = "id, tenant_id, principal_id, created_at, last_used_at, expires_at, revoked_at"


@scoped
class AccessStore:
    def __init__(self, store: SQLiteStore) -> None:
        self.store = store

    # -- write grants ---------------------------------------------------------------------------------

    def grant_writes(self, tenant: str, principal_id: str, tables: Iterable[str]) -> None:
        with self.store.transaction(tenant) as db:
            db.executemany(
                "INSERT OR IGNORE INTO write_grants (tenant_id, principal_id, table_name) VALUES (?, ?, ?)",
                [(tenant, principal_id, table) for table in tables],
            )

    def revoke_writes(self, tenant: str, principal_id: str, tables: Iterable[str]) -> None:
        with self.store.transaction(tenant) as db:
            db.executemany(
                "DELETE FROM write_grants WHERE tenant_id = ? AND principal_id = ? AND table_name = ?",
                [(tenant, principal_id, table) for table in tables],
            )

    # -- tokens ---------------------------------------------------------------------------------------

    def issue(
        self, tenant: str, principal_id: str, *, now: datetime, expires_at: datetime | None
    ) -> tuple[TokenInfo, str]:
        """Store a new token (its hash only) and return its info and its secret, which is never stored."""
        secret = "opm_" + secrets.token_urlsafe(24)
        digest = token_hash(secret)
        with self.store.transaction(tenant) as db:
            db.execute(
                "INSERT INTO tokens (token_sha256, tenant_id, principal_id, id, created_at, expires_at) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (digest, tenant, principal_id, digest[:16], to_iso(now), to_iso(expires_at)),
            )
        info = TokenInfo(digest[:16], tenant, principal_id, now, None, expires_at, None)
        return info, secret

    def owner(self, secret: str, *, now: datetime) -> TokenInfo | None:
        """The token with this secret, whatever its state; notes that it was used (at most once a minute)."""
        digest = token_hash(secret)
        row = self.store.db.execute(f"SELECT {_TOKEN_COLUMNS} FROM tokens WHERE token_sha256 = ?", (digest,)).fetchone()
        if row is None:
            return None
        info = _token(row)
        if info.live(now) and (info.last_used_at is None or now - info.last_used_at >= LAST_USED_GRANULARITY):
            with self.store.transaction(info.tenant) as db:
                db.execute("UPDATE tokens SET last_used_at = ? WHERE token_sha256 = ?", (to_iso(now), digest))
        return info

    def tokens(self, tenant: str, principal_id: str | None = None) -> list[TokenInfo]:
        where, params = "tenant_id = ?", [tenant]
        if principal_id is not None:
            where, params = where + " AND principal_id = ?", [*params, principal_id]
        rows = self.store.db.execute(
            f"SELECT {_TOKEN_COLUMNS} FROM tokens WHERE {where} ORDER BY created_at, id", params
        )
        return [_token(row) for row in rows]

    def token(self, tenant: str, token_id: str) -> TokenInfo | None:
        row = self.store.db.execute(
            f"SELECT {_TOKEN_COLUMNS} FROM tokens WHERE tenant_id = ? AND id = ?", (tenant, token_id)
        ).fetchone()
        return _token(row) if row else None

    def revoke_token(self, tenant: str, token_id: str, *, now: datetime) -> None:
        with self.store.transaction(tenant) as db:
            db.execute(
                "UPDATE tokens SET revoked_at = ? WHERE tenant_id = ? AND id = ? AND revoked_at IS NULL",
                (to_iso(now), tenant, token_id),
            )
