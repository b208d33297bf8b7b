"""Deleting records: the archive copy kept for a retention period, restoring from it, and erasing.

A plain deletion removes the record and everything the memory derived from it, and keeps a copy of the record in
the archive for `archive_days` (0 keeps none) so that `opmem restore` can put it back; copies past their
retention are purged by the worker and by `opmem archive purge`. An erasing delete keeps no copy anywhere: no
archive copy (an older one is removed), the record's text cut from the triggers of runs dispatched on it, the
text index rebuilt without its terms at once whatever its size, and the SQLite files rewritten (`VACUUM`) and
their WAL truncated. A plain deletion overwrites the deleted rows (`secure_delete`); stale copies of them that
b-tree rebalancing left in unused page space go when the file is next rewritten: at the next erasure, or when
archive copies pass their retention, so that after the retention nothing of the record is left in any file.
"""

from __future__ import annotations

import logging
import time
from datetime import datetime, timedelta

from opmem.clock import Clock
from opmem.errors import Conflict, NotFound
from opmem.index.sync import IndexSync
from opmem.store.archive import Archive
from opmem.store.erasure import forget_copies, scrub, truncate_wal
from opmem.store.sqlite import SQLiteStore
from opmem.types import Record

log = logging.getLogger(__name__)
#: Seconds an erasing delete waits for readers to let the WAL be truncated.
SCRUB_WAIT = 5.0


class Deletions:
    def __init__(
        self, store: SQLiteStore, archive: Archive, sync: IndexSync, clock: Clock, *, archive_days: int
    ) -> None:
        self.store = store
        self.archive = archive
        self.sync = sync
        self.clock = clock
        self.archive_days = archive_days

    def delete(self, tenant: str, table: str, record_id: str, *, erase: bool = False) -> None:
        """Delete a record, its document and its attachments' documents, and close its pursuits.

        Every read path stops showing them at once (reads hydrate); the indexes drop them when the outbox is
        applied (at once, in this process). Unless `erase`, the record is copied to the archive first.
        """
        now = self.clock.now()
        found = self.store.record(tenant, table, record_id)
        if found is not None and self.archive_days > 0 and not erase:
            self.archive.put(found, at=now)
        archived = self.archive.forget(tenant, table, record_id) if erase else False
        if not self.store.delete_record(tenant, table, record_id, now=now.isoformat()) and not archived:
            raise NotFound(f"No record {table}/{record_id} in tenant {tenant!r}; nothing was deleted.")
        if not erase:
            self.sync.apply()
            return
        with self.store.transaction(tenant) as db:
            forget_copies(db, tenant, table, record_id)
        self.sync.apply(block=True)
        self.sync.purge(block=True)  # the deleted terms leave the text index now, not at the worker's next purge
        self._scrub()

    def _scrub(self) -> None:
        if scrub(self.store.db):
            return
        deadline = time.monotonic() + SCRUB_WAIT
        while not truncate_wal(self.store.db):
            if time.monotonic() > deadline:
                break
            time.sleep(0.05)
        log.warning("scrub: the database was busy; stale bytes are rewritten by the next erasure or archive purge")

    def restore(self, tenant: str, table: str, record_id: str) -> Record:
        """Put a deleted record back from the archive: the record only, with no document and no reopened pursuit.

        Its document returns when the record next changes and is distilled again.
        """
        archived = self.archive.get(tenant, table, record_id)
        if archived is None:
            raise NotFound(
                f"No archived record {table}/{record_id} in tenant {tenant!r}: it was never deleted, was erased, "
                f"or its copy passed the archive's retention ({self.archive_days} days, OPMEM_ARCHIVE_DAYS)."
            )
        if self.store.record(tenant, table, record_id) is not None:
            raise Conflict(f"Record {table}/{record_id} exists; only a deleted record can be restored.")
        self.store.save_record(archived, draft=None)
        return archived

    def purge_archive(self, now: datetime | None = None) -> int:
        """Remove archive copies older than the retention (every copy, with a retention of 0); returns how many.

        When copies go, the store's file is rewritten too: a plain deletion overwrites the deleted rows, but older
        copies of them that b-tree rebalancing left in unused page space stay in the file until it is rewritten.
        """
        purged = self.archive.purge(archived_by=(now or self.clock.now()) - timedelta(days=self.archive_days))
        if purged:
            self._scrub()
        return purged
