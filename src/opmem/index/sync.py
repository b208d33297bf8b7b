"""Keeps the derived indexes in step with the store by replaying its outbox.

Exactly one process applies changes at a time (an exclusive `flock` on `index/apply.lock`); the others pick the
committed state up on their next query. Replay is idempotent: each touched document is re-read from the store,
so a document that is gone is removed, whatever the log said. Before a query a process catches up
(`catch_up`): it applies what is pending itself, or waits a little for the process that is applying it, so
that what a writer (even one killed since) committed is found; a backlog it cannot clear in time is reported,
and the query says that the index is behind.
"""

from __future__ import annotations

import fcntl
import json
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import timedelta
from pathlib import Path

import numpy as np

from opmem.clock import Clock
from opmem.index.arms import LexicalArms, SemanticArm
from opmem.index.rebuild import TenantRebuild
from opmem.settings import Settings
from opmem.store.db import Dialect
from opmem.store.outbox import ServerPositions
from opmem.store.sqlite import SQLiteStore
from opmem.store.tenant_scope import cross_tenant

#: A tenant's text index of at most this many documents is purged as soon as a deletion is applied (about 0.4 s
#: here); a larger one by the worker (`Worker`, every `purge_interval` seconds) or `opmem reindex`. Each tenant
#: has its own index, so a small tenant's deletions are purged at once whatever the size of the others.
log = logging.getLogger(__name__)
PURGE_INLINE = 5_000
#: A query applies at most this many pending outbox entries itself (10,000 took 15 s on this loaded 2-core
#: machine; checking that nothing is pending costs 0.14 ms); a larger backlog (a crashed
#: bulk import) is left to the worker, `opmem worker --once` or `opmem reindex`, and the answer says so.
CATCH_UP_MAX = 5_000
#: Seconds a query waits for another process (or thread) that is applying the pending entries.
CATCH_UP_WAIT = 2.0


class IndexSync:
    def __init__(
        self,
        store: SQLiteStore,
        text: LexicalArms,
        vectors: SemanticArm,
        root: Path,
        *,
        positions: ServerPositions | None = None,
    ) -> None:
        """`positions`: on a database shared by servers (PostgreSQL), where this one has got to, kept there."""
        self.store = store
        self.positions = positions
        self.text = text
        self.vectors = vectors
        self._lock_path = root / "apply.lock"
        self._state_path = root / "applied.seq"
        self._purge_path = root / "purge.pending"
        self._thread_lock = threading.Lock()
        self._deleted: dict[str, int] = {}

    @classmethod
    def open(
        cls, store: SQLiteStore, text: LexicalArms, vectors: SemanticArm, root: Path, settings: Settings, clock: Clock
    ) -> IndexSync:
        """The indexes' sync; on PostgreSQL it keeps this server's position in the database (trimming by it)."""
        if store.dialect is not Dialect.POSTGRES:
            return cls(store, text, vectors, root)
        positions = ServerPositions(store, root, retention=timedelta(seconds=settings.outbox_retention), clock=clock)
        return cls(store, text, vectors, root, positions=positions)

    def applied(self) -> int:
        try:
            return int(self._state_path.read_text().strip() or 0)
        except FileNotFoundError:
            return 0

    def _set_applied(self, seq: int) -> None:
        tmp = self._state_path.with_suffix(".tmp")
        tmp.write_text(str(seq))
        os.replace(tmp, self._state_path)

    @contextmanager
    def _exclusive(self, *, block: bool) -> Iterator[bool]:
        if not self._thread_lock.acquire(blocking=block):
            yield False
            return
        try:
            self._lock_path.parent.mkdir(parents=True, exist_ok=True)
            with open(self._lock_path, "a+") as handle:
                try:
                    fcntl.flock(handle, fcntl.LOCK_EX | (0 if block else fcntl.LOCK_NB))
                except BlockingIOError:
                    yield False
                    return
                try:
                    yield True
                finally:
                    fcntl.flock(handle, fcntl.LOCK_UN)
        finally:
            self._thread_lock.release()

    @cross_tenant
    def pending(self) -> bool:
        return self.store.outbox_head() > self.applied()

    @cross_tenant
    def behind(self) -> int:
        """How many outbox entries are not applied to the indexes yet."""
        row = self.store.db.execute("SELECT count(*) FROM outbox WHERE seq > ?", (self.applied(),)).fetchone()
        return int(row[0])

    @cross_tenant
    def catch_up(self, *, wait: float = CATCH_UP_WAIT, most: int = CATCH_UP_MAX) -> int:
        """Before a query: apply the pending entries, or wait up to `wait` seconds for whoever is applying them.

        Returns how many are still not applied (0: the indexes hold everything committed). A backlog of more
        than `most` entries is not applied here: a query should not stall for minutes behind a crashed import.
        """
        deadline = time.monotonic() + wait
        while self.pending():
            left = self.behind()
            if left > most:
                return left
            if not self.apply() and time.monotonic() < deadline:
                time.sleep(0.02)  # another process or thread holds the apply lock
            elif time.monotonic() >= deadline:
                return self.behind()
        return 0

    @cross_tenant
    def apply(self, *, block: bool = False) -> int:
        """Apply every pending outbox entry; returns how many. Without `block`, gives way to another applier."""
        if self.positions is not None:
            self.positions.beat(self.applied())
        if not self.pending():
            return 0
        with self._exclusive(block=block) as mine:
            if not mine:
                return 0
            return self._apply_pending()

    def _apply_pending(self) -> int:
        done = 0
        seq = start = self.applied()
        if self._trimmed_past(start):
            return self._rebuild()
        while entries := self.store.outbox_after(seq):
            touched: dict[str, set[int]] = {}
            for entry in entries:
                touched.setdefault(entry.tenant, set()).add(entry.doc_id)
            for tenant, ids in touched.items():
                self._apply_tenant(tenant, sorted(ids))
            seq = entries[-1].seq
            done += len(entries)
        # Commit and save once per apply (saving a 1M-vector index per batch was 200 saves); the applied
        # position moves only after both, so a crash in between replays the entries (replay is idempotent).
        if self._deleted:
            purges = self.purges()
            for tenant, count in self._deleted.items():
                purges[tenant] = purges.get(tenant, 0) + count
            self._save_purges(purges)
            self._deleted = {}
        for tenant in self.purges():
            if self.text.size(tenant) <= PURGE_INLINE:
                self.text.rollback(tenant)  # the rebuild from the store supersedes these changes: one commit
                self._purge(tenant)
        self.text.commit()
        self.vectors.save()
        if self._trimmed_past(start):  # trimmed while this was reading: entries read are fine, others are gone
            return self._rebuild()
        self._set_applied(seq)
        if self.positions is None:
            self.store.trim_outbox(seq)  # the one applier of a data directory's indexes: nobody else needs them
        else:
            self.positions.beat(seq)
        return done

    def _trimmed_past(self, applied: int) -> bool:
        """Whether entries this server has not applied may have been trimmed (it was away past the retention)."""
        return self.positions is not None and self.positions.floor() > applied

    def purges(self) -> dict[str, int]:
        """Per tenant, deleted documents whose terms may still sit in its text index's segments."""
        try:
            found = json.loads(self._purge_path.read_text() or "{}")
        except (FileNotFoundError, ValueError):
            return {}
        if isinstance(found, int):  # written before per-tenant indexes: every tenant may hold deleted terms
            return dict.fromkeys(self.store.tenants(), found) if found > 0 else {}
        return {str(t): int(n) for t, n in found.items() if int(n) > 0} if isinstance(found, dict) else {}

    def _save_purges(self, purges: dict[str, int]) -> None:
        if not purges:
            self._purge_path.unlink(missing_ok=True)
            return
        tmp = self._purge_path.with_suffix(".tmp")
        tmp.write_text(json.dumps(purges, sort_keys=True))
        os.replace(tmp, self._purge_path)

    def purge_pending(self) -> int:
        """Deleted documents whose terms may still sit in the text indexes' segments (until the next purge)."""
        return sum(self.purges().values())

    @cross_tenant
    def purge(self, *, block: bool = True) -> bool:
        """Rebuild the text index of each tenant with deletions pending, without their terms. True if it ran.

        Also drops the indexes of tenants the store no longer has (`prune`)."""
        self.prune()
        if not self.purge_pending():
            return False
        with self._exclusive(block=block) as mine:
            if not mine or not self.purge_pending():
                return False
            self._apply_pending()
            for tenant in self.purges():
                self._purge(tenant)
            return True

    def _purge(self, tenant: str) -> None:
        self.text.replace(tenant, (doc for batch in self.store.iter_documents(tenant) for doc in batch))
        purges = self.purges()
        purges.pop(tenant, None)
        self._save_purges(purges)

    def drop_tenant(self, tenant: str) -> None:
        """Delete a tenant's indexes, text and vectors (its documents left the store with it)."""
        with self._exclusive(block=True):
            self.text.drop(tenant)
            self.vectors.drop(tenant)
            purges = self.purges()
            if purges.pop(tenant, None) is not None:
                self._save_purges(purges)

    @cross_tenant
    def prune(self) -> list[str]:
        """Drop the indexes of every tenant the store no longer has; returns their names (on PostgreSQL, the HNSW
        indexes of such tenants too, found by the tenant hash in their names)."""
        from opmem.index.pg_arms import PgSemanticArm

        known = set(self.store.tenants())
        gone = [tenant for tenant in self.text.on_disk() if tenant not in known]
        for tenant in gone:
            self.drop_tenant(tenant)
        if isinstance(self.vectors, PgSemanticArm) and (orphans := self.vectors.drop_orphans(known)):
            log.info("HNSW indexes of tenants no longer in the store dropped: %s", ", ".join(orphans))
        return gone

    def _apply_tenant(self, tenant: str, ids: list[int]) -> None:
        docs = self.store.documents(tenant, ids)
        gone = [i for i in ids if i not in docs]
        if gone:  # retired documents are out of the indexes too, but only deleted ones need a purge
            deleted = len(gone) - len(self.store.documents(tenant, gone, retired=True))
            if deleted:
                self._deleted[tenant] = self._deleted.get(tenant, 0) + deleted
        self.text.delete(tenant, gone)
        self.text.upsert(docs[i] for i in ids if i in docs)
        self.vectors.delete(tenant, gone)
        model = self.store.tenant_embedding(tenant)
        if model is None or not docs:
            return
        found = self.store.vectors(tenant, sorted(docs), model)
        # A document changed while its embedding could not be made has no vector yet: its old one must not keep
        # matching the old text (embed_pending adds the new one later).
        self.vectors.delete(tenant, [i for i in docs if i not in found])
        if found:
            keys = sorted(found)
            matrix = np.vstack([np.frombuffer(found[k], dtype=np.float32) for k in keys])
            self.vectors.upsert(tenant, model, keys, matrix)

    @cross_tenant
    def rebuild(self, progress: Callable[[int], None] | None = None, *, vectors: bool = True) -> int:
        """Drop the derived indexes and rebuild them from the store, tenant by tenant (`opmem reindex`).

        With `vectors=False` only the text indexes (after a change of their layout or schema)."""
        with self._exclusive(block=True):
            return self._rebuild(progress, vectors=vectors)

    def _rebuild(self, progress: Callable[[int], None] | None = None, *, vectors: bool = True) -> int:
        # Every entry up to `head` is in what is read below; on a shared database, what was trimmed too.
        head = max(self.store.outbox_head(), self.positions.floor() if self.positions else 0)
        self.text.clear()
        if vectors:
            self.vectors.clear()
        count = 0
        for tenant in self.store.tenants():
            count += TenantRebuild(self.store, self.text, self.vectors, tenant).run(progress, with_vectors=vectors)
            self.text.commit()  # one tenant's writer (and its memory) at a time
        self.vectors.save()
        self._deleted = {}
        self._purge_path.unlink(missing_ok=True)
        self._set_applied(head)
        if self.positions is not None:
            self.positions.record(head)  # live again: trimming waits for this server from here on
        # Changes that arrived while rebuilding are replayed on top.
        self._apply_pending()
        return count
