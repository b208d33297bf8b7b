"""Background upkeep inside a server process: apply pending index changes, embed what is unembedded."""

from __future__ import annotations

import logging
import threading

from opmem.core import Opmem

log = logging.getLogger(__name__)
EMBED_EVERY = 60


class Worker:
    def __init__(self, opmem: Opmem, *, interval: float | None = None) -> None:
        self.opmem = opmem
        self.interval = interval if interval is not None else opmem.settings.index_poll
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="opmem-worker", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def run_once(self, *, embed: bool = True) -> None:
        self.opmem.sync.apply()
        if embed:
            self.opmem.embed_pending()

    def _run(self) -> None:
        ticks = 0
        while not self._stop.wait(self.interval):
            ticks += 1
            try:
                # Catching up on embeddings scans for unembedded documents: every EMBED_EVERY ticks is plenty.
                self.run_once(embed=ticks % EMBED_EVERY == 0)
            except Exception:  # keep serving; the next pass retries
                log.exception("background upkeep failed")
