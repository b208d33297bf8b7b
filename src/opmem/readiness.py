"""Is this process ready to answer: each check named, with what it found and, when it fails, what to do.

- `store`: the source of truth (SQLite, or PostgreSQL) answers a query;
- `index`: the derived indexes have applied the store's changes, or have been behind for at most `max_lag` s;
- `model`: every tenant's embedding model is loaded (`opmem serve` loads them before it listens);
- `clamd`: the virus scanner answers, when some tenant has attachments on (uploads wait unscanned otherwise);
- `guard`: the answer guard's model is loaded (`opmem serve` loads it in the background once it listens), or is off.
"""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import TYPE_CHECKING

from opmem.ingest.scan import ClamdScanner
from opmem.recall.read import attachments_enabled
from opmem.store.tenant_scope import all_tenants

if TYPE_CHECKING:
    from opmem.core import Opmem


@dataclass(frozen=True)
class Check:
    name: str
    ok: bool
    detail: str


@dataclass(frozen=True)
class Readiness:
    ready: bool
    checks: tuple[Check, ...]


class ReadinessProbe:
    """Remembers since when the index has been behind, so `max_lag` is a duration, not an entry count."""

    def __init__(self, opmem: Opmem, *, max_lag: float) -> None:
        self.opmem = opmem
        self.max_lag = max_lag
        self._behind_since: float | None = None

    def __call__(self) -> Readiness:
        checks = (self._store(), self._index(), self._model(), self._clamd(), self._guard())
        return Readiness(all(c.ok for c in checks), checks)

    def _store(self) -> Check:
        engine = "PostgreSQL" if self.opmem.settings.db else "SQLite"
        try:
            with all_tenants():  # an operator's probe that reads no tenant's rows (row-level security wants a scope)
                self.opmem.store.db.execute("SELECT 1").fetchone()
        except Exception as exc:  # any failure to answer is the answer
            return Check("store", False, f"{engine} did not answer: {exc}")
        return Check("store", True, f"{engine} answers")

    def _index(self) -> Check:
        behind = max(0, self.opmem.store.outbox_head() - self.opmem.sync.applied())
        now = time.monotonic()
        if not behind:
            self._behind_since = None
            return Check("index", True, "caught up")
        self._behind_since = self._behind_since or now
        lag = now - self._behind_since
        ok = lag <= self.max_lag
        tail = "" if ok else "; is a worker running (opmem serve, or opmem worker)?"
        return Check("index", ok, f"{behind} changes pending for {lag:.1f} s (allowed {self.max_lag:g} s){tail}")

    def _model(self) -> Check:
        wanted = {m for t in self.opmem.store.tenants() if (m := self.opmem.store.tenant_embedding(t))}
        missing = sorted(wanted - self.opmem.loaded_models())
        if missing:
            return Check("model", False, f"not loaded yet: {', '.join(missing)}")
        return Check("model", True, f"loaded: {', '.join(sorted(wanted)) or 'none needed'}")

    def _guard(self) -> Check:
        from opmem.quarantine.detector import readiness

        ok, detail = readiness()
        return Check("guard", ok, detail)

    def _clamd(self) -> Check:
        tenants = [t for t in self.opmem.store.tenants() if attachments_enabled(self.opmem.store, t)]
        if not tenants:
            return Check("clamd", True, "not needed: attachments are off for every tenant")
        scanner = self.opmem.scanner
        if isinstance(scanner, ClamdScanner) and scanner.ping():
            return Check("clamd", True, "answers")
        return Check(
            "clamd",
            False,
            "no answer, so uploads wait unscanned: start clamd and set OPMEM_CLAMD_SOCKET, or turn attachments "
            "off with `opmem attachment enable off`",
        )
