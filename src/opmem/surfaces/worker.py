"""Background jobs: apply pending index changes, close runs left running past their time (as abandoned), embed
what is unembedded, extract new attachments, store this guard's verdicts of file parts and names that lack them
(a few a tick, until none is left) and of records' titles and bodies (a CPU budget a tick; looked for again every
`RECORD_VERDICTS_EVERY` seconds once none is missing), purge archive copies past their retention, and on
PostgreSQL build the per-tenant HNSW indexes the stored vectors lack (after m016 or a failed build).

`opmem serve` runs them in a thread of the server; `opmem worker` runs them on their own (several workers may
share a data directory: attachments are claimed one at a time, index changes are applied by one at a time).
"""

from __future__ import annotations

import logging
import threading
import time

from opmem.core import Opmem
from opmem.ingest.attach import REFRESH_BATCH

log = logging.getLogger(__name__)
EMBED_EVERY = 60
#: Seconds between purges of a large text index that has deleted documents pending (small ones purge at once).
PURGE_EVERY = 600.0
#: Seconds between purges of the archive's copies past their retention (the first runs when the worker starts).
ARCHIVE_EVERY = 3600.0
#: Seconds between looks for missing HNSW indexes on PostgreSQL (the first when the worker starts).
VECTOR_INDEXES_EVERY = 3600.0
#: Seconds between looks for records without this guard's stored verdicts, once a look found none (new records
#: are shown by the live guard until then).
RECORD_VERDICTS_EVERY = 30.0


class Due:
    """A job that is due every `every` seconds (first at `first` seconds from now)."""

    def __init__(self, every: float, first: float = 0.0) -> None:
        self.every = every
        self._next = time.monotonic() + first

    def __call__(self) -> bool:
        if time.monotonic() < self._next:
            return False
        self._next = time.monotonic() + self.every
        return True


class Worker:
    def __init__(
        self, opmem: Opmem, *, interval: float | None = None, attachment_interval: float | None = None
    ) -> None:
        self.opmem = opmem
        self.interval = interval if interval is not None else opmem.settings.index_poll
        self.attachment_interval = (
            attachment_interval if attachment_interval is not None else opmem.settings.attachment_interval
        )
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self.run, name="opmem-worker", daemon=True)
        self._builder: threading.Thread | None = None
        #: Whether file texts may still lack this guard's stored verdict (new ones get it when processed; so once
        #: a look finds fewer than a batch, this process's guard has them all).
        self._verdicts_left = True
        #: Whether records may still lack this guard's stored verdicts (new ones arrive any time: looked for again
        #: when `_records_due`).
        self._record_verdicts_left = True
        self._records_due = Due(RECORD_VERDICTS_EVERY, RECORD_VERDICTS_EVERY)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        """Stop after the pass in hand (from another thread, a signal handler, or `start`'s caller)."""
        self._stop.set()
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout=5)

    def run_once(
        self,
        *,
        embed: bool = True,
        attachments: bool = True,
        purge: bool = False,
        archive: bool = False,
        vector_indexes: bool = False,
    ) -> None:
        self.opmem.sync.apply()
        if vector_indexes and (built := self.opmem.build_vector_indexes()):
            log.info("HNSW indexes built: %s", ", ".join(built))
        if abandoned := self.opmem.runs.abandon_stale():
            log.info("runs left running past their time closed as abandoned: %s", ", ".join(abandoned))
        if purge and self.opmem.sync.purge(block=False):
            log.info("text index purged of deleted documents")
        if archive and (purged := self.opmem.purge_archive()):
            log.info("archive: %d copies past their retention purged", purged)
        if embed:
            self.opmem.embed_pending()
        self.opmem.adapt_pending()  # one batch per tick of a tenant's re-embedding for its adapted model
        if self._verdicts_left:  # one batch per tick of stored verdicts, until none is missing
            self._verdicts_left = self.opmem.refresh_file_verdicts(REFRESH_BATCH) == REFRESH_BATCH
        if self._record_verdicts_left or self._records_due():  # a CPU budget per tick, until none is missing
            self._record_verdicts_left = self.opmem.refresh_record_verdicts() > 0
        if attachments:
            report = self.opmem.process_attachments()
            if report.processed:
                log.info("attachments processed: %s", report.statuses)

    def _build_vector_indexes_aside(self) -> None:
        """Missing HNSW indexes built in a thread of their own: a large tenant's build takes as long as its
        reindex, and the other jobs (embeddings, attachments) must not wait for it."""
        if self._builder is not None and self._builder.is_alive():
            return

        def build() -> None:
            try:
                if built := self.opmem.build_vector_indexes():
                    log.info("HNSW indexes built: %s", ", ".join(built))
            except Exception:  # the next hourly look retries
                log.exception("building HNSW indexes failed")

        self._builder = threading.Thread(target=build, name="opmem-hnsw-build", daemon=True)
        self._builder.start()

    def run(self) -> None:
        """Run until stopped: index upkeep every tick, embeddings every EMBED_EVERY ticks, attachments, the
        archive's retention and missing HNSW indexes (PostgreSQL) hourly."""
        ticks = 0
        attachments, purge, archive = Due(self.attachment_interval), Due(PURGE_EVERY, PURGE_EVERY), Due(ARCHIVE_EVERY)
        vector_indexes = Due(VECTOR_INDEXES_EVERY)
        while not self._stop.is_set():
            if vector_indexes():
                self._build_vector_indexes_aside()
            try:
                self.run_once(
                    embed=ticks % EMBED_EVERY == 0, attachments=attachments(), purge=purge(), archive=archive()
                )
            except Exception:  # keep serving; the next pass retries
                log.exception("background job failed")
            ticks += 1
            self._stop.wait(self.interval)
