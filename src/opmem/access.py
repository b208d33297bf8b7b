"""Who may do what: bearer tokens (issue, list, revoke, expire), write grants, and the checks surfaces make.

A read grant on a source table lets a principal read its records and recall its documents; storing, deleting and
restoring records of the table needs a write grant on it as well. An agent's service account gets read grants
only, unless a person with `manage_access` grants it more. A token that is revoked or past its expiry is refused
at once, on every request (HTTP and each MCP message alike).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from datetime import UTC, datetime, timedelta

from opmem.clock import Clock
from opmem.errors import Forbidden, InvalidInput, NotFound, Unauthorized
from opmem.paging import Page, page_of_sorted
from opmem.store.access import AccessStore, TokenInfo
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import all_tenants, scoped, tenant_scope
from opmem.types import Principal

MANAGE_ACCESS = "manage_access"

_UNKNOWN_TOKEN = "Unknown or missing token. Send `Authorization: Bearer <token>` with a token from `opmem token issue`."
_DURATION = re.compile(r"^\s*(\d{1,6})\s*([mhdw])\s*$")
_UNITS = {"m": timedelta(minutes=1), "h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1)}
MAX_LIFETIME = timedelta(days=3660)


def parse_expiry(text: str, now: datetime) -> datetime:
    """`30d`, `12h`, `90m`, `2w` from now, or an ISO-8601 time (UTC without a zone); it must lie in the future."""
    match = _DURATION.match(text)
    try:
        at = now + int(match[1]) * _UNITS[match[2]] if match else datetime.fromisoformat(text.strip())
    except (ValueError, OverflowError) as exc:
        raise InvalidInput(
            f"Expiry {text!r} is neither a duration (such as 30d, 12h, 90m, 2w) nor an ISO-8601 time."
        ) from exc
    return check_expiry(at, now)


def check_expiry(at: datetime, now: datetime) -> datetime:
    at = at.replace(tzinfo=UTC) if at.tzinfo is None else at.astimezone(UTC)
    if at <= now:
        raise InvalidInput(f"Expiry {at.isoformat()} is not in the future; give a later time or a duration.")
    if at - now > MAX_LIFETIME:
        raise InvalidInput("A token may live at most 10 years; give an earlier expiry.")
    return at


def require_read(principal: Principal, table: str) -> None:
    if table not in principal.grants:
        raise Forbidden(
            f"Principal {principal.id!r} has no read grant on table {table!r}; a holder of {MANAGE_ACCESS!r} can "
            f"grant one (`opmem principal grant {principal.id} --read {table}`)."
        )


def require_write(principal: Principal, table: str, what: str = "Storing, deleting and restoring records") -> None:
    """A write grant on `table`; the message names the missing grant and who can give it."""
    if table not in principal.writes:
        raise Forbidden(
            f"{what} of table {table!r} needs a write grant on it; principal {principal.id!r} has none (a read "
            f"grant is not a write grant). A holder of {MANAGE_ACCESS!r} can grant one "
            f"(`opmem principal grant {principal.id} --write {table}`)."
        )


def require_manage_access(principal: Principal, what: str) -> None:
    if MANAGE_ACCESS not in principal.capabilities:
        raise Forbidden(f"{what} needs the {MANAGE_ACCESS!r} capability; {principal.id!r} lacks it.")


def _token_key(t: TokenInfo) -> tuple[str, str]:
    return (t.created_at.isoformat() if t.created_at else "", t.id)


@scoped
class Access:
    """Tokens and write grants over the store; `authenticate` is what every surface's gate calls."""

    def __init__(self, store: SQLiteStore, clock: Clock) -> None:
        self.store = store
        self.rows = AccessStore(store)
        self.clock = clock

    def authenticate(self, token: str) -> Principal:
        with all_tenants():  # a token is found by its hash, before its tenant is known
            info = self.rows.owner(token, now=self.clock.now()) if token else None
        if info is None:
            raise Unauthorized(_UNKNOWN_TOKEN)
        if info.revoked_at is not None:
            raise Unauthorized(f"Token {info.id} was revoked; ask for a new one (`opmem token issue`).")
        if not info.live(self.clock.now()):
            raise Unauthorized(f"Token {info.id} expired; ask for a new one (`opmem token issue`).")
        try:
            with tenant_scope(info.tenant):
                return self.store.principal(info.tenant, info.principal_id)
        except NotFound as exc:  # its principal is gone: the token is as good as unknown
            raise Unauthorized(_UNKNOWN_TOKEN) from exc

    def issue_token(
        self, tenant: str, principal_id: str, *, expires_at: datetime | None = None
    ) -> tuple[TokenInfo, str]:
        """A new token for a principal: its info and its secret (shown once; only its hash is stored)."""
        self.store.principal(tenant, principal_id)  # an unknown principal: NotFound, naming it
        now = self.clock.now()
        return self.rows.issue(
            tenant, principal_id, now=now, expires_at=check_expiry(expires_at, now) if expires_at else None
        )

    def tokens(self, tenant: str, principal_id: str | None = None) -> list[TokenInfo]:
        return self.rows.tokens(tenant, principal_id)

    def tokens_page(
        self, tenant: str, principal_id: str | None = None, *, limit: int = 100, cursor: str | None = None
    ) -> Page[TokenInfo]:
        """`tokens` one page at a time, oldest first (`opmem.paging`; the keyset is the time created and the id)."""
        return page_of_sorted(
            self.rows.tokens(tenant, principal_id), "tokens", _token_key, (str, str), limit=limit, cursor=cursor
        )

    def revoke_token(self, tenant: str, token_id: str) -> TokenInfo:
        """Revoke a token by its id; every request carrying it gets 401 from now on. Revoking twice is fine."""
        if self.rows.token(tenant, token_id) is None:
            raise NotFound(f"No token {token_id!r} in tenant {tenant!r}; `opmem token list` shows their ids.")
        self.rows.revoke_token(tenant, token_id, now=self.clock.now())
        found = self.rows.token(tenant, token_id)
        assert found is not None
        return found

    def grant(
        self, tenant: str, principal_id: str, *, read: Iterable[str] = (), write: Iterable[str] = ()
    ) -> Principal:
        """Add read and write grants on source tables to an existing principal."""
        self.store.principal(tenant, principal_id)
        for table in read:
            self.store.grant(tenant, principal_id, table)
        self.rows.grant_writes(tenant, principal_id, write)
        return self.store.principal(tenant, principal_id)

    def revoke(
        self, tenant: str, principal_id: str, *, read: Iterable[str] = (), write: Iterable[str] = ()
    ) -> Principal:
        self.store.principal(tenant, principal_id)
        for table in read:
            self.store.revoke(tenant, principal_id, table)
        self.rows.revoke_writes(tenant, principal_id, write)
        return self.store.principal(tenant, principal_id)
