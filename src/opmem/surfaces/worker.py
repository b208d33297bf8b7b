"""Background jobs: apply pending index changes, embed what is unembedded, extract new attachments.

`opmem serve` runs them in a thread of the server; `opmem worker` runs them on their own (several workers may
share a data directory: attachments are claimed one at a time, index changes are applied by one at a time).
"""

from __future__ import annotations

import logging
import threading
import time

from opmem.core import Opmem

log = logging.getLogger(__name__)
EMBED_EVERY = 60
#: Seconds between purges of a large text index that has deleted documents pending (small ones purge at once).
PURGE_EVERY = 600.0


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

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def run_once(self, *, embed: bool = True, attachments: bool = True, purge: bool = False) -> None:
        self.opmem.sync.apply()
        if purge and self.opmem.sync.purge(block=False):
            log.info("text index purged of deleted documents")
        if embed:
            self.opmem.embed_pending()
        if attachments:
            report = self.opmem.process_attachments()
            if report.processed:
                log.info("attachments processed: %s", report.statuses)

    def run(self) -> None:
        """Run until stopped: index upkeep every tick, embeddings every EMBED_EVERY ticks, attachments hourly."""
        ticks = 0
        next_attachments = time.monotonic()
        next_purge = time.monotonic() + PURGE_EVERY
        while not self._stop.is_set():
            due = time.monotonic() >= next_attachments
            if due:
                next_attachments = time.monotonic() + self.attachment_interval
            purge = time.monotonic() >= next_purge
            if purge:
                next_purge = time.monotonic() + PURGE_EVERY
            try:
                self.run_once(embed=ticks % EMBED_EVERY == 0, attachments=due, purge=purge)
            except Exception:  # keep serving; the next pass retries
                log.exception("background job failed")
            ticks += 1
            self._stop.wait(self.interval)
