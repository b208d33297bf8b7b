"""The store on PostgreSQL: psycopg 3 connections from a pool, statements translated by `opmem.store.pg_sql`.

Reads outside a transaction take a pooled connection for one statement (autocommit) and return it at once, with
the rows fetched; a transaction holds one pooled connection until it commits or rolls back, and the thread's
reads meanwhile run on it, so they see its uncommitted writes as on SQLite. Transactions run at READ COMMITTED:
version checks are compare-and-set UPDATEs (`… WHERE version = ?`), which PostgreSQL re-checks after waiting for
a concurrent writer's row lock, so of N stale edits sent to different servers exactly one wins.

Writers of different tenants run in parallel; writers of one tenant run one at a time (as SQLite's `BEGIN IMMEDIATE`
makes every writer), so the store's read-then-write steps keep the meaning they have on SQLite within a tenant:

- a transaction that names its tenant (`transaction(tenant)`) takes `WRITE_LOCK` shared and its tenant's lock
  exclusively; one that names none (tenant-wide or cross-tenant changes, migrations) takes `WRITE_LOCK` exclusively,
  so it runs alone, as every writer did before; one that is `serialized=False` takes neither (a single statement
  whose row locks suffice: a job claim with `FOR UPDATE SKIP LOCKED`).
- Outbox entries are numbered in commit order (`opmem.store.outbox`): a transaction writes its entries with
  negative placeholder numbers, and just before it commits takes the short `OUTBOX_LOCK` and renumbers them from
  `outbox_seq`. The lock is released only after the commit is visible, so a reader that sees entry N committed sees
  every entry numbered below N too: a follower that applied up to N never misses one committed later below it.
  Only that last step is serialized; the transactions' work runs in parallel. Reads never wait for any of it.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from opmem.errors import MissingExtra
from opmem.store import tenant_scope
from opmem.store.db import Dialect, IntegrityError
from opmem.store.outbox import WRITES_OUTBOX, number_outbox
from opmem.store.pg_sql import translate

if TYPE_CHECKING:
    import psycopg
    from psycopg.rows import RowMaker
    from psycopg_pool import ConnectionPool

INSTALL = "pip install 'opmem[postgres]' (from a checkout: pip install -e '.[postgres]')"
#: The advisory lock every write transaction holds until it ends: shared when it names its tenant, else exclusive.
WRITE_LOCK = 0x6F706D656D01
#: The first key of a tenant's advisory lock (the second is a hash of the tenant).
TENANT_LOCKS = 0x6F706D02
#: Held from numbering a transaction's outbox entries until it commits: entries are numbered in commit order.
OUTBOX_LOCK = 0x6F706D656D03


def tenant_key(tenant: str) -> int:
    """The second key of the tenant's advisory lock: a stable 32-bit hash (a collision only serializes two tenants)."""
    return int.from_bytes(hashlib.blake2b(tenant.encode(), digest_size=4).digest(), "big", signed=True)


class Row(tuple[Any, ...]):
    """A result row read by position (`row[0]`, unpacking) or by column name (`row["title"]`), as sqlite3.Row."""

    names: tuple[str, ...] = ()

    def __getitem__(self, key: Any) -> Any:
        if isinstance(key, str):
            try:
                return tuple.__getitem__(self, self.names.index(key))
            except ValueError:
                raise IndexError(f"No column named {key!r}") from None
        return tuple.__getitem__(self, key)

    def keys(self) -> list[str]:
        return list(self.names)


@lru_cache(maxsize=1024)
def _row_type(names: tuple[str, ...]) -> type[Row]:
    return type("Row", (Row,), {"names": names, "__slots__": ()})


def _rows(cursor: psycopg.Cursor[Any]) -> RowMaker[Row]:
    kind = _row_type(tuple(column.name for column in cursor.description or ()))

    def make(values: Sequence[Any]) -> Row:
        return kind(values)

    return make


def _numbers(conn: psycopg.Connection[Row]) -> None:
    """`sum()` of integers is `numeric` on PostgreSQL: read it as SQLite gives it, an int (a float if fractional)."""
    from decimal import Decimal

    from psycopg.types.numeric import NumericLoader

    class Number(NumericLoader):
        def load(self, data: Any) -> int | float:  # type: ignore[override]
            value: Decimal = super().load(data)
            return int(value) if value == value.to_integral_value() else float(value)

    conn.adapters.register_loader("numeric", Number)


class Result:
    """A statement's rows, fetched before its connection went back to the pool."""

    def __init__(self, rows: list[Row], rowcount: int, lastrowid: int | None) -> None:
        self._rows = rows
        self._next = 0
        self.rowcount = rowcount
        self.lastrowid = lastrowid

    def fetchone(self) -> Row | None:
        if self._next >= len(self._rows):
            return None
        self._next += 1
        return self._rows[self._next - 1]

    def fetchall(self) -> list[Row]:
        rest, self._next = self._rows[self._next :], len(self._rows)
        return rest

    def __iter__(self) -> Iterator[Row]:
        return iter(self.fetchall())


class PostgresConnection:
    """One psycopg connection that takes the store's SQLite-dialect statements."""

    def __init__(self, conn: psycopg.Connection[Row]) -> None:
        self.conn = conn
        #: Whether this transaction wrote outbox entries (numbered just before it commits).
        self.wrote_outbox = False

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Result:
        statement, returns_id = translate(sql)
        self.wrote_outbox = self.wrote_outbox or WRITES_OUTBOX.match(statement) is not None
        with _constraints(), self.conn.cursor() as cursor:
            cursor.execute(statement, tuple(parameters))
            rows = cursor.fetchall() if cursor.description is not None else []
            lastrowid = int(rows[0][0]) if returns_id and rows else None
            return Result([] if returns_id else rows, cursor.rowcount, lastrowid)

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Result:
        statement, returns_id = translate(sql)
        if returns_id:
            statement = statement.removesuffix(" RETURNING id")
        self.wrote_outbox = self.wrote_outbox or WRITES_OUTBOX.match(statement) is not None
        with _constraints(), self.conn.cursor() as cursor:
            cursor.executemany(statement, [tuple(p) for p in parameters])
            return Result([], cursor.rowcount, None)


@contextmanager
def _constraints() -> Iterator[None]:
    """A refused constraint surfaces as the store's IntegrityError on both engines."""
    import psycopg

    try:
        yield
    except psycopg.IntegrityError as exc:
        raise IntegrityError(str(exc)) from exc


class _Autocommit:
    """The thread's reads: inside its open transaction on that connection, else one pooled connection each."""

    def __init__(self, engine: PostgresEngine) -> None:
        self._engine = engine

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> Result:
        current = self._engine.current()
        if current is not None:
            return current.execute(sql, parameters)
        with self._engine.pool.connection() as conn:
            if self._engine.rls:  # this checkout's tenant, set before its one statement (reset when returned)
                conn.execute(_SET_TENANT, (self._engine.tenant(), False))
            return PostgresConnection(conn).execute(sql, parameters)

    def executemany(self, sql: str, parameters: Iterable[Sequence[Any]], /) -> Result:
        with self._engine.transaction() as db:
            return db.executemany(sql, parameters)


#: Sets the tenant row-level security admits: for the transaction (`true`) or the pooled checkout (`false`).
_SET_TENANT = "SELECT set_config('opmem.tenant', %s, %s)"


def _forget_tenant(conn: psycopg.Connection[Row]) -> None:
    """A connection back in the pool carries no tenant (the next checkout sets its own before any statement)."""
    conn.execute(_SET_TENANT, ("", False))


class PostgresEngine:
    """With `rls`, every transaction and every read outside one runs with `opmem.tenant` set to the tenant in
    scope (`opmem.store.tenant_scope`), which the row-level security policies of `opmem.store.rls` enforce."""

    dialect = Dialect.POSTGRES

    def __init__(self, url: str, *, max_connections: int = 20, rls: bool = False) -> None:
        try:
            from psycopg_pool import ConnectionPool
        except ImportError as exc:
            raise MissingExtra(
                f"The store is on PostgreSQL, which needs psycopg 3 and psycopg-pool ({exc.name or exc} is not "
                f"installed); install them with {INSTALL}."
            ) from exc
        self.url = url
        self.rls = rls
        self._local = threading.local()
        self.pool: ConnectionPool[psycopg.Connection[Row]] = ConnectionPool(
            url,
            min_size=1,
            max_size=max_connections,
            kwargs={"autocommit": True, "row_factory": _rows},
            configure=_numbers,
            reset=_forget_tenant if rls else None,
            open=True,
            name="opmem",
        )
        self.pool.wait(timeout=30)
        self._autocommit = _Autocommit(self)

    @property
    def connection(self) -> _Autocommit:
        return self._autocommit

    def tenant(self, named: str | None = None) -> str:
        """The tenant statements run for now (row-level security on): the scope's, else the one the transaction
        was opened for (`named`), else a loud failure."""
        tenant = tenant_scope.current() or named
        if tenant is None:
            raise tenant_scope.NoTenantInScope(
                "Row-level security is on (OPMEM_DB_RLS) and this statement runs for no tenant: the call that "
                "led here sets no tenant scope (opmem.store.tenant_scope). This is a bug in opmem; please report it."
            )
        return tenant

    def current(self) -> PostgresConnection | None:
        current: PostgresConnection | None = getattr(self._local, "tx", None)
        return current

    @contextmanager
    def transaction(self, tenant: str | None = None, *, serialized: bool = True) -> Iterator[PostgresConnection]:
        """A write transaction: alone (no tenant), beside other tenants' (a tenant), or under row locks only."""
        current = self.current()
        if current is not None:  # nested: a savepoint on the thread's transaction
            with current.conn.transaction():
                yield current
            return
        with self.pool.connection() as conn, conn.transaction():
            if serialized and tenant is not None:
                conn.execute(
                    "SELECT pg_advisory_xact_lock_shared(%s), pg_advisory_xact_lock(%s, %s)",
                    (WRITE_LOCK, TENANT_LOCKS, tenant_key(tenant)),
                )
            elif serialized:
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (WRITE_LOCK,))
            if self.rls:
                conn.execute(_SET_TENANT, (self.tenant(tenant), True))
            tx = self._local.tx = PostgresConnection(conn)
            try:
                yield tx
                if tx.wrote_outbox:
                    number_outbox(conn, OUTBOX_LOCK)
            finally:
                self._local.tx = None

    def checkpoint(self) -> None:
        """Nothing to do: PostgreSQL recycles its WAL itself (deleted text in it is the operator's retention)."""

    def close(self) -> None:
        self.pool.close()
