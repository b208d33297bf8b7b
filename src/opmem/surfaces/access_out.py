"""Boundary models of tokens, shared by HTTP (`GET /v1/tokens`) and `opmem token list --json`, so both print
the same object. A token's secret is never in them (it is shown once, when issued)."""

from __future__ import annotations

from datetime import datetime

from pydantic import BaseModel, Field

from opmem.paging import Page
from opmem.store.access import TokenInfo
from opmem.surfaces.out_types import Timestamp

NEXT_CURSOR = "Pass back as `cursor` for the next page; null on the last page."


class TokenOut(BaseModel):
    """A token as it may be shown: never its secret."""

    id: str
    principal_id: str
    created_at: Timestamp | None
    last_used_at: Timestamp | None = Field(description="When it last authenticated a request (to the minute).")
    expires_at: Timestamp | None
    revoked_at: Timestamp | None
    state: str = Field(description="live, expired or revoked.")


class TokenPageOut(BaseModel):
    """A page of tokens, oldest first."""

    tokens: list[TokenOut]
    next_cursor: str | None = Field(description=NEXT_CURSOR)


def token_state(t: TokenInfo, now: datetime) -> str:
    return "revoked" if t.revoked_at else "live" if t.live(now) else "expired"


def token_out(t: TokenInfo, now: datetime) -> TokenOut:
    return TokenOut(
        id=t.id,
        principal_id=t.principal_id,
        created_at=t.created_at,
        last_used_at=t.last_used_at,
        expires_at=t.expires_at,
        revoked_at=t.revoked_at,
        state=token_state(t, now),
    )


def token_page(page: Page[TokenInfo], now: datetime) -> TokenPageOut:
    return TokenPageOut(tokens=[token_out(t, now) for t in page.items], next_cursor=page.next_cursor)
