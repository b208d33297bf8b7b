"""Console sessions: a random id in an HttpOnly, SameSite=Strict cookie, everything else on the server.

The cookie holds only an unguessable session id (32 random bytes); the token a person signed in with stays in
this process's memory and is authenticated again on every request, so a revoked or expired token ends its
session at once. A session carries its CSRF token, which every form posts back. Sessions expire after
`LIFETIME` and are forgotten when the server restarts (sign in again).
"""

from __future__ import annotations

import hmac
import secrets
import threading
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

COOKIE = "opmem_session"
LIFETIME = timedelta(hours=8)
#: Sessions kept at most; the oldest go first (a flood of sign-in pages cannot grow memory without bound).
MAX_SESSIONS = 10_000


@dataclass(frozen=True)
class Session:
    id: str
    csrf: str
    expires_at: datetime
    #: The bearer token signed in with; None on the sign-in page before anyone has signed in.
    token: str | None = None

    def csrf_ok(self, sent: str | None) -> bool:
        return bool(sent) and hmac.compare_digest(self.csrf.encode(), str(sent).encode())


class Sessions:
    def __init__(self, lifetime: timedelta = LIFETIME) -> None:
        self.lifetime = lifetime
        self._by_id: dict[str, Session] = {}
        self._lock = threading.Lock()

    def new(self, now: datetime, token: str | None = None) -> Session:
        session = Session(
            id=secrets.token_urlsafe(32), csrf=secrets.token_urlsafe(32), expires_at=now + self.lifetime, token=token
        )
        with self._lock:
            while len(self._by_id) >= MAX_SESSIONS:
                self._by_id.pop(next(iter(self._by_id)))
            self._by_id[session.id] = session
        return session

    def get(self, session_id: str | None, now: datetime) -> Session | None:
        if not session_id:
            return None
        with self._lock:
            session = self._by_id.get(session_id)
            if session is not None and session.expires_at <= now:
                del self._by_id[session_id]
                return None
            return session

    def sign_in(self, old: Session | None, token: str, now: datetime) -> Session:
        """A fresh session id for the signed-in person (the id seen before signing in is dropped: no fixation)."""
        self.end(old)
        return self.new(now, token)

    def end(self, session: Session | None) -> None:
        if session is not None:
            with self._lock:
                self._by_id.pop(session.id, None)

    def without_token(self, session: Session) -> Session:
        """The same session, signed out (its token was refused)."""
        anonymous = replace(session, token=None)
        with self._lock:
            if session.id in self._by_id:
                self._by_id[session.id] = anonymous
        return anonymous
