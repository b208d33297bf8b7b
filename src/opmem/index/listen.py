"""On PostgreSQL a server learns of new outbox entries at once: LISTEN/NOTIFY, with polling as the fallback.

Every transaction that writes outbox entries notifies `CHANNEL` as it numbers them (`opmem.store.outbox`); the
notification is delivered when it commits. `OutboxListener` holds one connection of its own that LISTENs and
applies what is pending whenever a notification arrives, so a server's indexes follow the others' writes within
milliseconds, before its next query asks. Nothing depends on it: a lost connection is reopened (after what was
missed meanwhile is applied), queries still catch up before they run, and the worker still polls.
"""

from __future__ import annotations

import logging
import threading

from opmem.index.sync import IndexSync
from opmem.store.outbox import CHANNEL

log = logging.getLogger(__name__)
#: Seconds between looks at the stop flag while waiting for notifications, and before reconnecting.
TICK = 0.5


class OutboxListener:
    def __init__(self, sync: IndexSync, url: str) -> None:
        self.sync = sync
        self.url = url
        #: Set once the connection listens (and again after each reconnection).
        self.listening = threading.Event()
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self.run, name="opmem-outbox-listener", daemon=True)

    def start(self) -> OutboxListener:
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def run(self) -> None:
        import psycopg

        while not self._stop.is_set():
            try:
                self._listen()
            except psycopg.Error as exc:
                self.listening.clear()
                log.warning("outbox notifications lost (%s); polling until reconnected", exc)
                self._stop.wait(TICK)

    def _listen(self) -> None:
        import psycopg

        with psycopg.connect(self.url, autocommit=True) as conn:
            conn.execute(f"LISTEN {CHANNEL}")
            self.listening.set()
            self.sync.catch_up()  # what was committed before this connection listened
            while not self._stop.is_set():
                if any(True for _ in conn.notifies(timeout=TICK, stop_after=1)):
                    self.sync.catch_up()
