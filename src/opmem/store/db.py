"""The database under the store: SQLite (the embedded default, one file) or PostgreSQL (`OPMEM_DB=postgresql://…`).

The store's modules write SQL once, in SQLite's dialect, against `Connection`: a sqlite3 connection satisfies it
as it is, and on PostgreSQL `opmem.store.postgres` translates each statement (`opmem.store.pg_sql`, the one
place the dialects differ). An `Engine` hands out the calling thread's connection for reads (autocommit) and a
transaction for writes; inside a transaction the thread's reads see its own uncommitted writes on both engines.
"""

from __future__ import annotations

import contextlib
import sqlite3
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol


class Dialect(StrEnum):
    SQLITE = "sqlite"
    POSTGRES = "postgres"


class IntegrityError(sqlite3.IntegrityError):
    """A constraint refused a write on PostgreSQL; a sqlite3.IntegrityError, so one `except` serves both engines."""


class Cursor(Protocol):
    """What the store reads from a statement's result: rows by position and by column name."""

    @property
    def rowcount(self) -> int: ...

    @property
    def lastrowid(self) -> int | None: ...

    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class Connection(Protocol):
    """One connection, as the store uses it (sqlite3.Connection is one)."""

    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Cursor: ...

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Cursor: ...


class Engine(Protocol):
    dialect: Dialect

    @property
    def connection(self) -> Connection:
        """The calling thread's connection: autocommit, or the thread's open transaction."""
        ...

    def transaction(self, tenant: str | None = None, *, serialized: bool = True) -> AbstractContextManager[Connection]:
        """A write transaction. On PostgreSQL one that names its `tenant` runs beside other tenants' writers (one
        writer per tenant at a time); one that names none runs alone; `serialized=False` relies on row locks only.
        SQLite runs one writer at a time whatever is named."""
        ...

    def checkpoint(self) -> None:
        """Make deleted text leave the engine's log (SQLite's WAL); nothing to do where the engine manages it."""
        ...

    def close(self) -> None: ...


#: Bytes of the SQLite file each connection reads through a memory map rather than a read() per page (SQLite clamps
#: it to its build's limit, 2 GiB here). A recall reads its ~50 candidates' rows from pages spread over the whole
#: file, few of them in SQLite's own page cache: mapped, hydrating them cost 0.37 against 0.47 ms CPU at p50 and 0.47
#: against 0.64 at p95 on 100,000 documents (docs/measured/recall-speed.md, "round 4"). Writes still go through the
#: WAL; mapped pages are the OS's page cache, counted in RSS once touched.
MMAP_BYTES = 1 << 31


class SQLiteEngine:
    """One SQLite file in WAL mode; a connection per thread, `BEGIN IMMEDIATE` transactions (one writer at once)."""

    dialect = Dialect.SQLITE

    def __init__(self, path: Path) -> None:
        self.path = path
        self._local = threading.local()

    @property
    def connection(self) -> sqlite3.Connection:
        db: sqlite3.Connection | None = getattr(self._local, "db", None)
        if db is None:
            db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False, timeout=30)
            db.row_factory = sqlite3.Row
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
            db.execute("PRAGMA foreign_keys=ON")
            # Deleted text is overwritten in the file, not left in free pages.
            db.execute("PRAGMA secure_delete=ON")
            db.execute(f"PRAGMA mmap_size={MMAP_BYTES}")
            self._local.db = db
        return db

    @contextmanager
    def transaction(self, tenant: str | None = None, *, serialized: bool = True) -> Iterator[sqlite3.Connection]:
        db = self.connection
        db.execute("BEGIN IMMEDIATE")
        try:
            yield db
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")

    def checkpoint(self) -> None:
        """Move the WAL into the database file and truncate it, so deleted text does not linger in the WAL."""
        with contextlib.suppress(sqlite3.OperationalError):  # busy: the next checkpoint catches up
            self.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")

    def close(self) -> None:
        db = getattr(self._local, "db", None)
        if db is not None:
            db.close()
            self._local.db = None


def is_postgres_url(value: str) -> bool:
    return value.startswith(("postgresql://", "postgres://"))


def open_engine(where: Path | str, *, rls: bool = False) -> Engine:
    """A PostgreSQL engine for a `postgresql://` URL (`rls`: row-level security on, `opmem.store.rls`), else a
    SQLite engine on the file at `where`."""
    if isinstance(where, str) and is_postgres_url(where):
        from opmem.store.postgres import PostgresEngine

        return PostgresEngine(where, rls=rls)
    return SQLiteEngine(Path(where))
